@file:OptIn(io.kotest.common.ExperimentalKotest::class) // a fixed seed (PropTestConfig.seed) is an experimental Kotest API

package dev.urikit.template.properties

import dev.urikit.template.UriTemplate
import dev.urikit.testkit.UriArbs
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe
import io.kotest.property.Arb
import io.kotest.property.PropTestConfig
import io.kotest.property.arbitrary.bind
import io.kotest.property.arbitrary.list
import io.kotest.property.arbitrary.orNull
import io.kotest.property.checkAll

/**
 * Matching reads back what expansion wrote: for every matchable template here and random values (any
 * Unicode text, empty included, lists for exploded query values, undefined ones left out),
 * `match(expandToUri(values))` gives the values again. `{a}` is always defined: an undefined `{var}`
 * expands to nothing and so reads back as the empty string (see `UriTemplateMatchTest`).
 */
class MatchRoundTripSpec : FunSpec({

  val config = PropTestConfig(
    seed = System.getProperty("kotest.proptest.default.seed")?.toLong() ?: 20261122L,
    iterations = 1_000,
  )
  val text = UriArbs.unicodeString(12)

  /** Values for the names a, b, c (text, or undefined) and list (a list of text, or undefined). */
  val values = Arb.bind(text, text.orNull(0.3), text.orNull(0.3), Arb.list(text, 0..4).orNull(0.2)) { a, b, c, list ->
    buildMap<String, Any> {
      put("a", a)
      b?.let { put("b", it) }
      c?.let { put("c", it) }
      list?.takeIf { it.isNotEmpty() }?.let { put("list", it) }
    }
  }

  withData(
    "http://example.com/users/{a}/repos{/b}{?c}{&list*}",
    "https://example.com/{a}/x{/b}{?list*,c}#top",
    "http://example.com/x{/a}?fixed=1{&b,c}",
    "https://example.com/{a}:x{?b,c}",
  ) { text ->
    val template = UriTemplate.parse(text)
    template.isMatchable() shouldBe true
    checkAll(config, values) { vars ->
      val expected = vars.filterKeys { it in template.variableNames() }
      template.match(template.expandToUri(vars)) shouldBe expected
    }
  }
})
