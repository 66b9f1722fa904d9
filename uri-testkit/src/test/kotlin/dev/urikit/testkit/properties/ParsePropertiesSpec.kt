package dev.urikit.testkit.properties

import dev.urikit.HierarchicalUri
import dev.urikit.RelativeReference
import dev.urikit.SchemeRegistry
import dev.urikit.Uri
import dev.urikit.UriReference
import dev.urikit.testkit.UriArbs
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import io.kotest.matchers.types.shouldBeInstanceOf
import io.kotest.property.checkAll

/** The parser accepts the whole RFC 3986 grammar and gives back exactly what it read. */
class ParsePropertiesSpec : FunSpec({

  val empty = SchemeRegistry.empty()

  test("parse(x).toString() == x for every URI-reference") {
    checkAll(propConfig, UriArbs.uriReference()) { text ->
      UriReference.parse(text, empty).toString() shouldBe text
    }
  }

  test("every URI parses as a Uri, a hierarchical one when it has \"//\" or \"/\" after the scheme") {
    checkAll(propConfig, UriArbs.uri()) { text ->
      val uri = Uri.parse(text, empty)
      val afterScheme = text.substring(text.indexOf(':') + 1)
      (uri is HierarchicalUri) shouldBe afterScheme.startsWith("/")
    }
  }

  test("every hierarchical URI parses as a HierarchicalUri") {
    checkAll(propConfig, UriArbs.hierarchicalUri()) { text ->
      UriReference.parse(text, empty).shouldBeInstanceOf<HierarchicalUri>()
    }
  }

  test("every relative reference parses as a RelativeReference") {
    checkAll(propConfig, UriArbs.relativeReference()) { text ->
      UriReference.parse(text, empty).shouldBeInstanceOf<RelativeReference>()
      RelativeReference.parse(text).toString() shouldBe text
    }
  }

  test("parseOrNull agrees with parse") {
    checkAll(propConfig, UriArbs.uriReference()) { text ->
      UriReference.parseOrNull(text, empty)?.toString() shouldBe text
    }
  }
})
