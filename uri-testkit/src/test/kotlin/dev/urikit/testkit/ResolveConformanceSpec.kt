package dev.urikit.testkit

import dev.urikit.ResolutionMode
import dev.urikit.SchemeRegistry
import dev.urikit.Uri
import dev.urikit.UriReference
import io.kotest.assertions.assertSoftly
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.collections.shouldBeEmpty
import io.kotest.matchers.shouldBe

/**
 * resolve.json by strict RFC 3986 section 5.2 (the default [ResolutionMode.RFC_3986]), and
 * resolve-rfc2396.json in both modes: `expected` with [ResolutionMode.RFC_2396], `rfc3986_expected`
 * with [ResolutionMode.RFC_3986]. References are parsed with no schemes registered.
 */
class ResolveConformanceSpec : FunSpec({

  val known = KnownFailures.load("known-failures/ResolveConformanceSpec.txt")
  val strict = Vectors.resolve()
  val legacy = Vectors.resolveRfc2396()
  val empty = SchemeRegistry.empty()

  test("every known-failure entry names a case") {
    known.unmatched(strict + legacy).shouldBeEmpty()
  }

  context("resolve.json") {
    withData(strict) { case ->
      known.check(case) {
        val base = Uri.parse(case.base, empty)
        val ref = UriReference.parse(case.ref, empty)
        assertSoftly {
          base.resolve(ref).toString() shouldBe case.expected
          base.resolve(ref, ResolutionMode.RFC_3986).toString() shouldBe case.expected
          base.resolve(case.ref).toString() shouldBe case.expected
        }
      }
    }
  }

  context("resolve-rfc2396.json") {
    withData(legacy) { case ->
      known.check(case) {
        val base = Uri.parse(case.base, empty)
        val ref = UriReference.parse(case.ref, empty)
        assertSoftly {
          base.resolve(ref, ResolutionMode.RFC_2396).toString() shouldBe case.expected
          base.resolve(ref, ResolutionMode.RFC_3986).toString() shouldBe case.rfc3986Expected
        }
      }
    }
  }
})
