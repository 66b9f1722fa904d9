package dev.urikit.testkit.properties

import dev.urikit.HierarchicalUri
import dev.urikit.SchemeRegistry
import dev.urikit.Uri
import dev.urikit.internal.DotSegments
import dev.urikit.testkit.UriArbs
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import io.kotest.property.arbitrary.filter
import io.kotest.property.arbitrary.map
import io.kotest.property.checkAll

/** Relativization is the inverse of resolution (RFC 3986 section 5.2) over hierarchical URIs of one scheme. */
class ResolutionPropertiesSpec : FunSpec({

  val empty = SchemeRegistry.empty()

  /**
   * [text] with the dot-segments removed from its path: resolution removes them from every result
   * (section 5.2.2), so only such targets can be reached. Null when that leaves a path starting with
   * "//" and no authority, which would re-parse as an authority (section 3.3).
   */
  fun reachable(text: String): String? {
    val uri = Uri.parse(text, empty) as HierarchicalUri
    val pathStart = uri.scheme().length + 1 + (uri.authority()?.let { it.length + 2 } ?: 0)
    val path = DotSegments.remove(uri.path())
    if (uri.authority() == null && path.startsWith("//")) {
      return null
    }
    return text.substring(0, pathStart) + path + text.substring(pathStart + uri.path().length)
  }

  val pairs = UriArbs.sameSchemeHierarchicalPair()
    .map { (base, target) -> base to reachable(target) }
    .filter { it.second != null }
    .map { (base, target) -> base to checkNotNull(target) }

  test("resolve(relativize(t)) == t, character for character") {
    checkAll(propConfig, pairs) { (b, t) ->
      val base = Uri.parse(b, empty)
      val target = Uri.parse(t, empty)
      val reference = base.relativize(target)
      base.resolve(reference).toString() shouldBe target.toString()
      base.resolve(reference) shouldBe target
    }
  }
})
