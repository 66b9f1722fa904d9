package dev.urikit.testkit

import dev.urikit.SchemeRegistry
import dev.urikit.UriReference
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.collections.shouldBeEmpty
import io.kotest.matchers.ints.shouldBeInRange
import io.kotest.matchers.nulls.shouldBeNull
import io.kotest.matchers.shouldBe

/** parse-valid.json and parse-invalid.json against the generic parser (RFC 3986 Appendix A), no schemes registered. */
class ParseConformanceSpec : FunSpec({

  val known = KnownFailures.load("known-failures/ParseConformanceSpec.txt")
  val valid = Vectors.parseValid()
  val invalid = Vectors.parseInvalid()

  test("every known-failure entry names a case") {
    known.unmatched(valid + invalid).shouldBeEmpty()
  }

  context("parse-valid.json") {
    withData(valid) { case ->
      known.check(case) {
        val ref = UriReference.parse(case.input, SchemeRegistry.empty())
        ref.toString() shouldBe case.input
        RawComponents.of(ref) shouldBe RawComponents.expected(case)
        ref.isRelative shouldBe (case.scheme == null)
      }
    }
  }

  context("parse-invalid.json") {
    withData(invalid) { case ->
      known.check(case) {
        val e = shouldBeRefused { UriReference.parse(case.input, SchemeRegistry.empty()) }
        e.index() shouldBeInRange 0..case.input.length
        UriReference.parseOrNull(case.input, SchemeRegistry.empty()).shouldBeNull()
      }
    }
  }
})
