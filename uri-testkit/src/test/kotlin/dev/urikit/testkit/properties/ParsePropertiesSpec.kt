package dev.urikit.testkit.properties

import dev.urikit.HierarchicalUri
import dev.urikit.OpaqueUri
import dev.urikit.RelativeReference
import dev.urikit.SchemeRegistry
import dev.urikit.Uri
import dev.urikit.UriReference
import dev.urikit.testkit.RawComponents
import dev.urikit.testkit.UriArbs
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import io.kotest.matchers.types.shouldBeInstanceOf
import io.kotest.property.checkAll

/**
 * The parser reads the whole RFC 3986 grammar into the components it was made of: references are
 * generated component by component ([GeneratedReference]), composed into text here, parsed, and each
 * component the parser reports is compared with the generated one.
 */
class ParsePropertiesSpec : FunSpec({

  val empty = SchemeRegistry.empty()

  test("each component of a parsed reference is the generated component it was composed from") {
    checkAll(propConfig, GeneratedReference.arb()) { generated ->
      val text = generated.text
      val ref = UriReference.parse(text, empty)
      RawComponents.of(ref) shouldBe generated.expected()
      ref.toString() shouldBe text
    }
  }

  test("the kind of a parsed reference follows from its generated components") {
    checkAll(propConfig, GeneratedReference.arb()) { generated ->
      val ref = UriReference.parse(generated.text, empty)
      when {
        generated.scheme == null -> ref.shouldBeInstanceOf<RelativeReference>()
        generated.isOpaque -> ref.shouldBeInstanceOf<OpaqueUri>()
        else -> ref.shouldBeInstanceOf<HierarchicalUri>()
      }
      ref.isRelative shouldBe (generated.scheme == null)
    }
  }

  test("every URI parses as a Uri, a hierarchical one when it has \"//\" or \"/\" after the scheme") {
    checkAll(propConfig, UriArbs.uri()) { text ->
      val uri = Uri.parse(text, empty)
      val afterScheme = text.substring(text.indexOf(':') + 1)
      (uri is HierarchicalUri) shouldBe afterScheme.startsWith("/")
    }
  }

  test("every relative reference parses as a RelativeReference") {
    checkAll(propConfig, UriArbs.relativeReference()) { text ->
      UriReference.parse(text, empty).shouldBeInstanceOf<RelativeReference>()
      RelativeReference.parse(text).toString() shouldBe text
    }
  }

  test("parseOrNull agrees with parse on the generated components") {
    checkAll(propConfig, GeneratedReference.arb()) { generated ->
      val ref = UriReference.parseOrNull(generated.text, empty)
      ref?.path() shouldBe generated.path
      ref?.query() shouldBe generated.query
      ref?.fragment() shouldBe generated.fragment
    }
  }
})
