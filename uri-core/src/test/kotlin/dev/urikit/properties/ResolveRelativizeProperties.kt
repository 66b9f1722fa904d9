@file:OptIn(io.kotest.common.ExperimentalKotest::class) // a fixed seed (PropTestConfig.seed) is an experimental Kotest API

package dev.urikit.properties

import dev.urikit.SchemeRegistry
import dev.urikit.Uri
import dev.urikit.internal.DotSegments
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.ints.shouldBeLessThanOrEqual
import io.kotest.matchers.shouldBe
import io.kotest.property.Arb
import io.kotest.property.PropTestConfig
import io.kotest.property.arbitrary.arbitrary
import io.kotest.property.arbitrary.boolean
import io.kotest.property.arbitrary.element
import io.kotest.property.arbitrary.filter
import io.kotest.property.arbitrary.int
import io.kotest.property.arbitrary.list
import io.kotest.property.arbitrary.map
import io.kotest.property.checkAll

/** resolve(relativize(t)) == t over generated pairs of URIs with one scheme (RFC 3986 section 5.2). */
class ResolveRelativizePropertiesSpec : FunSpec({

  val registry = SchemeRegistry.empty()
  val config = PropTestConfig(seed = 3986_5_2L, iterations = 5_000)

  val authorities = Arb.element(null, "a", "b", "", "u@a:8")
  val segments = Arb.element("a", "b", "c:d", ".", "..", "", "%2E", "%2e", ".%2E")
  val paths = arbitrary {
    val body = Arb.list(segments, 0..4).bind().joinToString("/")
    if (Arb.boolean().bind()) "/$body" else body
  }
  val queries = Arb.element("?q", "?r", "?", "")
  val fragments = Arb.element("#f", "#g", "#", "")

  fun uri(scheme: String, authority: String?, path: String, query: String, fragment: String): Uri? {
    val prefix = if (authority == null) "" else "//$authority"
    return Uri.parseOrNull("$scheme:$prefix$path$query$fragment", registry)
  }

  val pairs = arbitrary {
    val scheme = Arb.element("http", "foo", "s").bind()
    val baseAuthority = authorities.bind()
    val targetAuthority = if (Arb.boolean().bind()) baseAuthority else authorities.bind()
    val base = uri(scheme, baseAuthority, paths.bind(), queries.bind(), fragments.bind())
    // A target that shares the base's path now and then exercises the query- and fragment-only forms.
    val targetPath = if (Arb.int(0..3).bind() == 0 && base != null) base.path() else paths.bind()
    val target = uri(scheme, targetAuthority, targetPath, queries.bind(), fragments.bind())
    base to target
  }.filter { (base, target) -> base != null && target != null }.map { (base, target) -> base!! to target!! }

  fun hasDotSegments(uri: Uri) = DotSegments.hasDotSegment(uri.path(), 0, uri.path().length)

  test("a target without dot-segments resolves back from its relativization") {
    checkAll(config, pairs) { (base, target) ->
      if (!hasDotSegments(target)) {
        base.resolve(base.relativize(target)).toString() shouldBe target.toString()
      }
    }
  }

  test("a relativization is never longer than its target") {
    checkAll(config, pairs) { (base, target) ->
      base.relativize(target).toString().length shouldBeLessThanOrEqual target.toString().length
    }
  }

  test("a relativization resolves, by the oracle's own resolution, to the target or to it without dot-segments") {
    checkAll(config, pairs) { (base, target) ->
      val reference = base.relativize(target)
      val resolved = resolve(Parts.of(base), Parts.of(reference))
      if (resolved != Parts.of(target)) {
        resolved.withoutDotSegments() shouldBe Parts.of(target).withoutDotSegments()
      }
      if (resolved.authority != null || !resolved.path.startsWith("//")) {
        base.resolve(reference).toString() shouldBe resolved.text
      }
    }
  }
})
