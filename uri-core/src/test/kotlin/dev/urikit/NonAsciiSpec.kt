package dev.urikit

import io.kotest.assertions.throwables.shouldThrow
import io.kotest.assertions.withClue
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe

/**
 * A URI is US-ASCII (RFC 3986 section 2): any other character is refused where it stands, in every
 * component. The characters tried here share their low byte with a character the component allows
 * (U+0161 with "a", U+012F with "/", U+0125 with "%", U+013A with ":", U+FF41 with "A"...), so a
 * character table read at the low byte alone would let them through.
 */
class NonAsciiSpec : FunSpec({

  val strangers = listOf('\u0161', '\u012F', '\u0125', '\u013A', '\uFF41', '\u0140', '\u3A3A', '\u0100', '\u00E9', '\u0080')
  // Each template has one "X" where the character goes, and the component a parse names for it.
  val templates = listOf(
    "sXheme:/p",
    "http://uXser@host/p",
    "http://hoXst/p",
    "http://ex.aXmple/p",
    "http://host:8X0/p",
    "http://host/pXath",
    "foo:opXaque",
    "http://host/p?qXuery",
    "http://host/p#frXag",
    "//hoXst/p",
    "rel/Xpath",
  )
  val registries = listOf(SchemeRegistry.empty(), SchemeRegistry.installed())

  test("a character outside US-ASCII is refused at its index, in every component, with any registry") {
    for (template in templates) {
      for (c in strangers) {
        val text = template.replace('X', c)
        val index = template.indexOf('X')
        for (registry in registries) {
          withClue("$text (U+%04X)".format(c.code)) {
            UriReference.parseOrNull(text, registry) shouldBe null
            val e = shouldThrow<UriSyntaxException> { UriReference.parse(text, registry) }
            e.index() shouldBe index
          }
        }
      }
    }
  }

  test("the same templates with an allowed character in place parse") {
    for (template in templates) {
      val text = template.replace('X', if (template.contains(":8X")) '0' else 'a')
      for (registry in registries) {
        withClue(text) {
          UriReference.parse(text, registry).toString() shouldBe text
        }
      }
    }
  }
})
