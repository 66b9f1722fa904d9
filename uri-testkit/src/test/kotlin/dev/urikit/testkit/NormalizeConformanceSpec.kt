package dev.urikit.testkit

import dev.urikit.NormalizationLevel
import dev.urikit.SchemeRegistry
import dev.urikit.UriReference
import dev.urikit.internal.DotSegments
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.collections.shouldBeEmpty
import io.kotest.matchers.shouldBe

/**
 * normalize.json at the generic levels: `syntax` (RFC 3986 section 6.2.2) with no schemes registered,
 * and `remove_dot_segments` (section 5.2.4). The `scheme` level needs the scheme modules, which run it
 * through [SchemeVectors]; this spec checks that each such case has a module to run it.
 */
class NormalizeConformanceSpec : FunSpec({

  val known = KnownFailures.load("known-failures/NormalizeConformanceSpec.txt")
  val all = Vectors.normalize()
  val generic = all.filter { it.level in SchemeVectors.GENERIC_NORMALIZE_LEVELS }

  test("every known-failure entry names a case") {
    known.unmatched(generic).shouldBeEmpty()
  }

  test("every scheme-level case belongs to a scheme module of this project") {
    all.filter { it.level !in SchemeVectors.GENERIC_NORMALIZE_LEVELS }
      .filter { SchemeVectors.schemeOf(it) !in SchemeVectors.PROJECT_SCHEMES || it.level != "scheme" }
      .shouldBeEmpty()
  }

  context("level syntax") {
    withData(generic.filter { it.level == "syntax" }) { case ->
      known.check(case) {
        val normalized = UriReference.parse(case.input, SchemeRegistry.empty()).normalize(NormalizationLevel.SYNTAX)
        normalized.toString() shouldBe case.expected
        normalized.normalize(NormalizationLevel.SYNTAX).toString() shouldBe case.expected
      }
    }
  }

  context("level remove_dot_segments") {
    withData(generic.filter { it.level == "remove_dot_segments" }) { case ->
      known.check(case) {
        DotSegments.remove(case.input) shouldBe case.expected
      }
    }
  }
})
