package dev.urikit.testkit.properties

import dev.urikit.PercentEncoding
import dev.urikit.UriComponent
import dev.urikit.testkit.UriArbs
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe
import io.kotest.property.Arb
import io.kotest.property.arbitrary.Codepoint
import io.kotest.property.arbitrary.element
import io.kotest.property.arbitrary.string
import io.kotest.property.checkAll

/** Percent-encoding round-trips every Unicode string through every component (RFC 3986 sections 2.1, 2.5). */
class EncodingPropertiesSpec : FunSpec({

  context("decode(encode(s)) == s and encode(s) is valid for the component") {
    withData(UriComponent.entries) { component ->
      checkAll(propConfig, UriArbs.unicodeString()) { s ->
        val encoded = component.encode(s)
        component.decode(encoded) shouldBe s
        PercentEncoding.decodeStrict(encoded) shouldBe s
        component.isValid(encoded) shouldBe true
      }
    }
  }

  context("text made only of the component's allowed characters is encoded as itself") {
    withData(UriComponent.entries) { component ->
      val allowedOnly = Arb.string(0..24, Arb.element(component.allowed().toString().map { Codepoint(it.code) }))
      checkAll(propConfig, allowedOnly) { s ->
        component.encode(s) shouldBe s
        component.isValid(s) shouldBe true
      }
    }
  }
})
