package dev.urikit.cli

import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.collections.shouldContainExactly
import io.kotest.matchers.shouldBe

class NormalizeCommandTest : FunSpec({

  context("--level syntax: RFC 3986 section 6.2.2 (case, percent-encoding, dot-segments)") {
    withData(
      "HTTP://Example.COM/a/./%7e" to "http://example.com/a/~",
      "http://a/b/c/./../../g" to "http://a/g",
      "eXAMPLE://a/./b/../b/%63/%7bfoo%7d" to "example://a/b/c/%7Bfoo%7D",
      "x-strict://H:8080" to "x-strict://h:8080",
      "mailto:Joe@Example.COM" to "mailto:Joe@Example.COM",
    ) { (input, normalized) ->
      val outcome = urikit("normalize", "--level", "syntax", input)
      outcome.status shouldBe 0
      outcome.record.keys.toList() shouldContainExactly listOf("input", "normalized")
      outcome.record.string("input") shouldBe input
      outcome.record.string("normalized") shouldBe normalized
    }
  }

  test("an IRI normalizes to the URI it maps to; --display prints the IRI form") {
    urikit("normalize", "https://Bücher.example:443/ä").record.string("normalized") shouldBe
      "https://xn--bcher-kva.example/%C3%A4"
    urikit("normalize", "--display", "https://Bücher.example:443/ä").record.string("normalized") shouldBe
      "https://bücher.example/ä"
    urikit("normalize", "--display", "https://XN--BCHER-KVA.example/%c3%a4%E2%80%AE").record.string("normalized") shouldBe
      "https://bücher.example/ä%E2%80%AE"
    urikit("normalize", "--display", "http://a/%7e").record.string("normalized") shouldBe "http://a/~"
  }

  test("the default level is scheme: an installed scheme's default port and empty path rules apply") {
    urikit("normalize", "x-strict://H:8080").record.string("normalized") shouldBe "x-strict://h/"
    urikit("normalize", "--level", "scheme", "x-strict://H:").record.string("normalized") shouldBe "x-strict://h/"
  }

  test("--generic ignores the scheme's rules even at the scheme level") {
    urikit("normalize", "--generic", "x-strict://H:8080").record.string("normalized") shouldBe "x-strict://h:8080"
  }

  test("standard input with an invalid line in the middle") {
    val outcome = urikit("normalize", stdin = "HTTP://A/\nhttp://a/%zz\nB\n")
    outcome.status shouldBe 1
    outcome.records.map { it["normalized"]?.toString() } shouldContainExactly listOf("\"http://a/\"", null, "\"B\"")
    outcome.records[1].error().string("kind") shouldBe "INVALID_PERCENT_ENCODING"
  }

  test("an unknown level is a usage error") {
    val outcome = urikit("normalize", "--level", "full", "http://a/")
    outcome.status shouldBe 2
    outcome.stdout shouldBe ""
  }
})
