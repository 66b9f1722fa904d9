@file:OptIn(io.kotest.common.ExperimentalKotest::class) // a fixed seed (PropTestConfig.seed) is an experimental Kotest API

package dev.urikit.properties

import dev.urikit.ResolutionMode
import dev.urikit.SchemeRegistry
import dev.urikit.Uri
import dev.urikit.UriReference
import io.kotest.assertions.withClue
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import io.kotest.property.Arb
import io.kotest.property.PropTestConfig
import io.kotest.property.arbitrary.arbitrary
import io.kotest.property.arbitrary.element
import io.kotest.property.arbitrary.int
import io.kotest.property.checkAll

/**
 * `base.resolve(reference)` against the reading of RFC 3986 sections 5.2.2 to 5.2.4 written from the RFC's
 * text in [resolve] and [removeDotSegments] (RelativizeOracleSpec's), on bases and references whose paths are
 * made of segments that are, hold or resemble dot-segments: "." and ".." written plainly or as `%2E`, and
 * names such as ".h", "x.y" and "...". A relative-path reference whose leading ".." segments climb the
 * base's path is the common case of a page's links; the base's own path may hold dot-segments too.
 */
class ResolveOracleSpec : FunSpec({

  val registry = SchemeRegistry.empty()
  val config = PropTestConfig(seed = 3986_5_2_2L, iterations = 5_000)

  val segmentChoices = listOf("a", "b", "", ".", "..", "%2e", "%2E%2e", ".%2E", ".h", "x.y", "...", "..g")
  fun segments(count: Int, random: kotlin.random.Random) = List(count) { segmentChoices.random(random) }.joinToString("/")

  val bases = arbitrary { rs ->
    val authority = Arb.element("h", null).bind()
    val path = "/" + segments(Arb.int(0..4).bind(), rs.random)
    Parts("s", authority, path, Arb.element(null, "q").bind(), null)
  }
  val references = arbitrary { rs ->
    val path = when (Arb.int(0..5).bind()) {
      0 -> "/" + segments(Arb.int(1..3).bind(), rs.random)
      1 -> ""
      else -> segments(Arb.int(1..4).bind(), rs.random)
    }
    Parts(null, null, path, Arb.element(null, "y").bind(), Arb.element(null, "f").bind())
  }

  test("resolve agrees with the RFC's algorithm, dot-segments in the base's path and the reference's") {
    checkAll(config, bases, references) { base, reference ->
      // A path that starts with "//" after no authority would read as one: such a base or reference is
      // another text, and such a target urikit writes with "/." before its path (section 5.2.4's note on
      // recomposition), which the RFC's algorithm alone does not.
      val expected = resolve(base, reference)
      if (base.path.startsWith("//") || reference.path.startsWith("//") ||
        (expected.authority == null && expected.path.startsWith("//"))) return@checkAll
      val resolved = Uri.parse(base.text, registry).resolve(UriReference.parse(reference.text, registry), ResolutionMode.RFC_3986)
      withClue("${reference.text} against ${base.text}") {
        Parts.of(resolved) shouldBe expected
      }
    }
  }

  test("the oracle gives RFC 3986 section 5.4's answers for the climbing references") {
    val base = Parts("http", "a", "/b/c/d;p", "q", null)
    fun resolved(reference: String) = resolve(base, Parts(null, null, reference, null, null)).text
    resolved("../g") shouldBe "http://a/b/g"
    resolved("../..") shouldBe "http://a/"
    resolved("../../../g") shouldBe "http://a/g"
    resolved("./g/.") shouldBe "http://a/b/c/g/"
    resolved("g/../h") shouldBe "http://a/b/c/h"
    resolved("%2E%2e/g") shouldBe "http://a/b/g"
  }
})
