package dev.urikit.idna

import dev.urikit.UriReference
import dev.urikit.http.HttpUri
import dev.urikit.spi.HostRules
import dev.urikit.spi.IdnaMapping
import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldContain
import io.kotest.matchers.string.shouldStartWith
import io.kotest.matchers.types.shouldBeInstanceOf

/**
 * UTS #46 ToASCII with the URL standard's flags, the errors that name a label and a rule, spoof-safe
 * display (UTS #39), discovery through ServiceLoader and the host setters that use it.
 */
class Uts46MappingTest : FunSpec({

  val idna = Uts46Mapping()

  context("ToASCII: IDNA 2008 as browsers apply it (UTS #46 nontransitional, RFC 3987 section 3.1)") {
    withData(
      listOf(
        "faß.de" to "xn--fa-hia.de",
        "Bücher.example" to "xn--bcher-kva.example",
        "BÜCHER.EXAMPLE" to "xn--bcher-kva.example",
        "βόλος.com" to "xn--nxasmm1c.com",
        "日本語。ＪＰ" to "xn--wgv71a119e.jp",
        "www.eXample.cOm" to "www.example.com",
        "\u0430pple.com" to "xn--pple-43d.com",
        "a\u094D\u200Cb" to "xn--ab-fsf604u",
      ),
    ) { (input, ascii) -> idna.toAscii(input) shouldBe ascii }
  }

  context("checks that the URL standard turns off are left to the scheme's host rules") {
    withData(
      mapOf(
        "hyphens (CheckHyphens)" to ("-bücher-.example" to "xn---bcher--o2a.example"),
        "empty labels (VerifyDnsLength)" to ("a..bücher" to "a..xn--bcher-kva"),
        "ASCII beyond letters, digits and hyphens (UseSTD3ASCIIRules)" to ("a_b.bücher" to "a_b.xn--bcher-kva"),
        "the empty name" to ("" to ""),
      ),
    ) { (input, ascii) -> idna.toAscii(input) shouldBe ascii }
  }

  context("a refused name: the label, counted from 0, and the UTS #46 rule") {
    data class Refusal(val input: String, val index: Int, val label: String, val rule: String)
    withData(
      nameFn = { "${it.input.escaped()} label ${it.index} rule ${it.rule}" },
      Refusal("mail.a\u2488com", 1, "a\u2488com", "V7"),
      Refusal("a\u200Cb", 0, "a\u200Cb", "V8"),
      Refusal("example.\u0308c", 1, "\u0308c", "V6"),
      Refusal("xn--a.example", 0, "xn--a", "P4"),
      Refusal("www.xn--tešla.example", 1, "xn--tešla", "P4"),
      Refusal("0\u00E0.\u05D0", 0, "0\u00E0", "V9"),
      Refusal("xn--xn--a--gua.pt", 0, "xn--xn--a--gua", "P4"),
    ) { refusal ->
      val e = shouldThrow<IdnaMapping.RefusedLabelException> { idna.toAscii(refusal.input) }
      e.labelIndex() shouldBe refusal.index
      e.label() shouldBe refusal.label
      e.rule() shouldBe refusal.rule
      e.message shouldStartWith "not an internationalized domain name: label ${refusal.index} ("
      e.message shouldContain "breaks UTS #46 rule ${refusal.rule}: "
    }
  }

  test("a refusal shows invisible characters escaped and stays an IllegalArgumentException") {
    val e = shouldThrow<IllegalArgumentException> { idna.toAscii("x.a\u200Db") }
    e.shouldBeInstanceOf<IdnaMapping.RefusedLabelException>()
    e.message shouldContain "label 1 (\"a\\u200Db\")"
  }

  context("display: an A-label becomes its U-label only when it converts cleanly and is no likely spoof") {
    withData(
      listOf(
        "xn--bcher-kva.example" to "bücher.example",
        "XN--BCHER-KVA.Example" to "bücher.Example",
        "www.xn--fa-hia.de" to "www.faß.de",
        "xn--wgv71a119e.jp" to "日本語.jp",
        "xn--nxasmm1c.com" to "βόλος.com",
        "example.com" to "example.com",
        "xn--bcher-kva.example." to "bücher.example.",
        // Cyrillic "аррӏе": one script, but its UTS #39 skeleton is "apple" (CVE-2016-8625, homographs).
        "xn--80ak6aa92e.com" to "xn--80ak6aa92e.com",
        // Cyrillic "а" and Latin "pple": mixed scripts fail "highly restrictive".
        "xn--pple-43d.com" to "xn--pple-43d.com",
        // Latin "bücher" with Cyrillic "о": mixed scripts.
        "xn--bcher-kva.xn--pple-43d.com" to "bücher.xn--pple-43d.com",
        // Greek and Latin in one label.
        "xn--a-1lb.example" to "xn--a-1lb.example",
        // A ZWJ out of context: ToUnicode refuses the label (CheckJoiners).
        "xn--ab-m1t.example" to "xn--ab-m1t.example",
        // Not Punycode at all.
        "xn--a.example" to "xn--a.example",
      ),
    ) { (ascii, shown) -> idna.toUnicode(ascii) shouldBe shown }
  }

  test("the mixed-script examples are what their A-labels say") {
    idna.toAscii("bücher.\u0430pple.com") shouldBe "xn--bcher-kva.xn--pple-43d.com"
    idna.toAscii("a\u03B2") shouldBe "xn--a-1lb"
    idna.toAscii("\u0430\u0440\u0440\u04CF\u0435.com") shouldBe "xn--80ak6aa92e.com"
  }

  test("this module's mapping is the installed one, found by ServiceLoader") {
    IdnaMapping.installed().shouldBeInstanceOf<Uts46Mapping>()
    IdnaMapping.installed().toString() shouldStartWith "IdnaMapping[UTS #46, ICU4J 78."
  }

  test("the host facility maps with it: HostRules, HttpUri and UriBuilder give the UTS #46 A-label") {
    HostRules.of("http", "RFC 9110 section 4.2.1").encodeHost("faß.de") shouldBe "xn--fa-hia.de"
    HttpUri.builder().scheme("https").host("faß.de").addTrailingSlash().build().toString() shouldBe "https://xn--fa-hia.de/"
    HttpUri.builder().scheme("https").host("Bücher.example").build().host() shouldBe "xn--bcher-kva.example"
    UriReference.builder().scheme("http").host("faß.de").path("/").build().toString() shouldBe "http://xn--fa-hia.de/"
    HttpUri.parse("http://xn--bcher-kva.example/").unicodeHost() shouldBe "bücher.example"
    HttpUri.parse("http://xn--80ak6aa92e.com/").unicodeHost() shouldBe "xn--80ak6aa92e.com"
  }

  test("after UTS #46 the scheme's host rules judge the result as they judge any host") {
    val e = shouldThrow<IllegalArgumentException> { HttpUri.builder().scheme("https").host("-a.bücher.example") }
    e.message shouldContain "'-'"
    shouldThrow<IllegalArgumentException> { HttpUri.builder().scheme("https").host("a\u200Cb.example") }
      .shouldBeInstanceOf<IdnaMapping.RefusedLabelException>()
  }
})

private fun String.escaped(): String =
  buildString { for (c in this@escaped) if (c in ' '..'~') append(c) else append("\\u%04X".format(c.code)) }
