package dev.urikit.testkit

import dev.urikit.spi.HostRules
import dev.urikit.spi.IdnaMapping
import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldStartWith

/**
 * The host facility without the uri-idna module (this module's test class path does not have it): the
 * JDK's `java.net.IDN`, IDNA 2003 (RFC 3490) with the STD3 rules. The cases are those on which IDNA 2003
 * and UTS #46 as browsers apply it (uri-idna) differ, with uri-idna's answer beside each for reference.
 */
class IdnaWithoutUts46Test : FunSpec({

  val idna = IdnaMapping.installed()

  test("the mapping in use is the JDK's") {
    idna.toString() shouldBe "IdnaMapping[java.net.IDN]"
  }

  context("IDNA 2003 maps away what IDNA 2008 keeps (deviations: uri-idna keeps them, nontransitional)") {
    withData(
      listOf(
        // uri-idna: "xn--fa-hia.de"
        "faß.de" to "fass.de",
        // uri-idna: "xn--nxasmm1c.com" (final sigma kept)
        "βόλος.com" to "xn--nxasmq6b.com",
        // uri-idna: refused (V8: a ZWNJ out of context), or "xn--ab-fsf604u" after a virama
        "a\u094D\u200Cb" to "xn--ab-fsf",
      ),
    ) { (input, ascii) -> idna.toAscii(input) shouldBe ascii }
  }

  test("the same through the host facility: a Unicode host becomes the IDNA 2003 A-label") {
    HostRules.of("http", "RFC 9110 section 4.2.1").encodeHost("faß.de") shouldBe "fass.de"
    HostRules.of("http", "RFC 9110 section 4.2.1").encodeHost("Bücher.example") shouldBe "xn--bcher-kva.example"
  }

  test("code points assigned after Unicode 3.2 are refused (uri-idna: U+2615 HOT BEVERAGE gives \"xn--53h\")") {
    shouldThrow<IllegalArgumentException> { idna.toAscii("\u2615.example") }
      .message shouldStartWith "not an internationalized domain name"
  }

  test("display turns every A-label that converts into Unicode, with no spoof check (uri-idna keeps this one)") {
    // Cyrillic "\u0430" and Latin "pple": a mixed-script lookalike of "apple".
    idna.toUnicode("xn--pple-43d.com") shouldBe "\u0430pple.com"
    idna.toUnicode("xn--bcher-kva.example") shouldBe "bücher.example"
  }
})
