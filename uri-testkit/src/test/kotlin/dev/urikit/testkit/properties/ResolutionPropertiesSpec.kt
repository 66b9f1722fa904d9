package dev.urikit.testkit.properties

import dev.urikit.HierarchicalUri
import dev.urikit.SchemeRegistry
import dev.urikit.Uri
import dev.urikit.testkit.UriArbs
import io.kotest.assertions.withClue
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.ints.shouldBeLessThanOrEqual
import io.kotest.matchers.shouldBe
import io.kotest.matchers.types.shouldBeInstanceOf
import io.kotest.property.checkAll

/**
 * Relativization is the inverse of resolution (RFC 3986 section 5.2) over generated hierarchical URIs of
 * one scheme. Targets whose path has a dot-segment (read by [Rewrites.hasDotSegment], not by the code
 * under test) are reached by no reference character for character and are left to the brute-force
 * oracle of uri-core's RelativizeOracleSpec.
 */
class ResolutionPropertiesSpec : FunSpec({

  val empty = SchemeRegistry.empty()

  test("resolve(relativize(t)) == t, character for character, and the reference is no longer than t") {
    checkAll(propConfig, UriArbs.sameSchemeHierarchicalPair()) { (b, t) ->
      val base = Uri.parse(b, empty)
      val target = Uri.parse(t, empty).shouldBeInstanceOf<HierarchicalUri>()
      if (!Rewrites.hasDotSegment(target.path())) {
        val reference = base.relativize(target)
        withClue("relativize $t against $b gave \"$reference\"") {
          base.resolve(reference).toString() shouldBe t
          reference.toString().length shouldBeLessThanOrEqual t.length
          // With the scheme as written, a network-path or path-absolute reference always reaches such a target.
          if (target.authority() != null || (base as HierarchicalUri).authority() == null) {
            reference.isRelative shouldBe true
          }
        }
      }
    }
  }
})
