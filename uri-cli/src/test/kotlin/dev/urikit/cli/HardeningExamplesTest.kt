package dev.urikit.cli

import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe
import kotlinx.serialization.json.jsonObject

/**
 * The command with every scheme module installed, on the hardening round's own examples: what the
 * schemes' RFCs refuse is refused with the scheme's rule, and what they allow is accepted.
 */
class HardeningExamplesTest : FunSpec({

  context("refused, each with a scheme-specific error") {
    withData(
      // mailto: addresses are RFC 5322 addr-specs read before decoding (RFC 6068 section 2)
      "mailto:a@b@evil.example",
      "mailto:user@example.org%40evil.test",
      "mailto:a..b@example.com",
      "mailto:a(comment)@example.com",
      "mailto:a%01b@example.com",
      "mailto:user@%5Bbroken",
      // mailto: controls in headers beyond CR and LF (RFC 6068 section 5)
      "mailto:a@example.com?subject=a%00b",
      "mailto:a@example.com?subject=a%C2%85b",
      "mailto:a@example.com?subject=a%E2%80%A8b",
      "mailto:a@example.com?body=a%00b",
      // ftp: line breaks and NUL would inject FTP commands
      "ftp://h/a%0D%0ADELE%20x",
      "ftp://u%0D%0APASS@h/x",
      "ftp://h/a%00b/c",
      // news and nntp: servers are hosts, checked like http's
      "nntp://a%00b/g",
      "news://h%2Fevil/a.b",
      "nntp://0x7f.1/g",
      "news://256.256.256.256/a.b",
      // news and nntp: names and numbers (RFC 3977, RFC 5536)
      "nntp://h/g/0",
      "news:a%5Bb%5D",
      "news:%40a@b",
      "news:a@b@c",
      "news:comp..lang",
      "news:comp.lang.",
      // user information that confuses other parsers
      "http://127.0.0.1.%00@127.2.2.2/",
      "ftp://a%7F@h/x",
    ) { input ->
      val outcome = urikit("parse", input)
      outcome.status shouldBe 1
      outcome.record.error().string("kind") shouldBe "SCHEME_SPECIFIC"
    }
  }

  test("an ftp name may hold '?' (RFC 1738 section 3.2.2's fsegment): the query is part of the name") {
    val outcome = urikit("parse", "ftp://host/abc/def?qs=ghi")
    outcome.status shouldBe 0
    val ftp = outcome.record["ftp"]!!.jsonObject
    ftp.string("name") shouldBe "def?qs=ghi"
  }
})
