package dev.urikit.cli

import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.WithDataTestName
import io.kotest.datatest.withData
import io.kotest.matchers.collections.shouldContainExactly
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldContain
import io.kotest.matchers.string.shouldNotContain
import kotlinx.serialization.json.JsonArray
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.JsonPrimitive
import kotlinx.serialization.json.jsonArray
import kotlinx.serialization.json.jsonObject

/** What `parse --user-input` makes of an input: the URI, and the repairs as kind and index. */
private data class Repaired(val input: String, val uri: String, val repairs: List<Pair<String, Int>>) : WithDataTestName {
  override fun dataTestName() = input.replace(" ", "\u2423").replace("\n", "\\n")
}

/** The `"repairs"` member of a record as kind and index pairs. */
private fun JsonObject.repairs(): List<Pair<String, Int>> =
  (this["repairs"] ?: error("no repairs member in $this")).jsonArray.map {
    val repair = it.jsonObject
    repair.keys.toList() shouldContainExactly listOf("kind", "index")
    repair.string("kind") to (repair["index"] as JsonPrimitive).content.toInt()
  }

class UserInputCommandTest : FunSpec({

  test("a URI is parsed as it is: the usual record, then \"repairs\":[] after normalized") {
    val outcome = urikit("parse", "--user-input", "foo://example.com/a?b#c")
    outcome.status shouldBe 0
    val record = outcome.record
    record.keys.toList() shouldContainExactly listOf("input", "kind", "scheme", "authority", "userinfo", "host",
      "host_type", "port", "path", "query", "fragment", "normalized", "repairs")
    record["repairs"] shouldBe JsonArray(emptyList())
    outcome.stdout shouldContain "\"normalized\":\"foo://example.com/a?b#c\",\"repairs\":[]}"
  }

  test("a repaired input: the record is the URI's, \"uri\" is its text, the repairs follow normalized") {
    val outcome = urikit("parse", "--user-input", "https://example.com/a b")
    outcome.status shouldBe 0
    val record = outcome.record
    record.keys.toList() shouldContainExactly listOf("input", "kind", "scheme", "authority", "userinfo", "host",
      "host_type", "port", "path", "query", "fragment", "uri", "normalized", "repairs", "http")
    record.string("input") shouldBe "https://example.com/a b"
    record.string("path") shouldBe "/a%20b"
    record.string("uri") shouldBe "https://example.com/a%20b"
    record.string("normalized") shouldBe "https://example.com/a%20b"
    record.repairs() shouldBe listOf("CHARACTER_ENCODED" to 21)
    outcome.stdout shouldContain "\"repairs\":[{\"kind\":\"CHARACTER_ENCODED\",\"index\":21}]"
  }

  context("each repair, with its index in the input") {
    withData(
      Repaired(" <URL:http://example.com/a\n   b> ", "http://example.com/ab",
        listOf("WHITESPACE_REMOVED" to 0, "DELIMITERS_STRIPPED" to 1, "WHITESPACE_REMOVED" to 26,
          "WHITESPACE_REMOVED" to 32)),
      Repaired("\"http://example.com/a|b\"", "http://example.com/a%7Cb",
        listOf("DELIMITERS_STRIPPED" to 0, "CHARACTER_ENCODED" to 21)),
      Repaired("http://example.com/100%", "http://example.com/100%25", listOf("PERCENT_SIGN_ENCODED" to 22)),
      // The installed UTS #46 mapping gives the A-label; the path is UTF-8.
      Repaired("https://Bücher.example/ä", "https://xn--bcher-kva.example/%C3%A4",
        listOf("NON_ASCII_MAPPED" to 9, "NON_ASCII_MAPPED" to 23)),
      Repaired("http://[::1]:8080/[x]#a#b", "http://[::1]:8080/%5Bx%5D#a%23b",
        listOf("CHARACTER_ENCODED" to 18, "CHARACTER_ENCODED" to 20, "CHARACTER_ENCODED" to 23)),
    ) { case ->
      val outcome = urikit("parse", "--user-input", "--", case.input)
      outcome.status shouldBe 0
      outcome.record.string("input") shouldBe case.input
      outcome.record.string("uri") shouldBe case.uri
      outcome.record.repairs() shouldBe case.repairs
    }
  }

  test("--complete completes a suffix reference: http, or ftp for a host whose first label is ftp") {
    val outcome = urikit("parse", "--user-input", "--complete", "www.example.com/a b", "ftp.example.com",
      "localhost:3000/x", "https://example.com/")
    outcome.status shouldBe 0
    outcome.records.take(3).map { it.string("uri") to it.repairs() } shouldContainExactly listOf(
      "http://www.example.com/a%20b" to listOf("SCHEME_COMPLETED" to 0, "CHARACTER_ENCODED" to 17),
      "ftp://ftp.example.com" to listOf("SCHEME_COMPLETED" to 0),
      "http://localhost:3000/x" to listOf("SCHEME_COMPLETED" to 0),
    )
    outcome.records[3].containsKey("uri") shouldBe false
    outcome.records[3].repairs() shouldBe emptyList()
  }

  test("without --complete, a host and port is no scheme and path: MISSING_SCHEME, saying so") {
    val outcome = urikit("parse", "--user-input", "example.com:8080", "www.example.com/a", "../a")
    outcome.status shouldBe 1
    outcome.records.map { it.error().string("kind") } shouldContainExactly List(3) { "MISSING_SCHEME" }
    outcome.records.map { it.error()["index"] } shouldContainExactly List(3) { JsonPrimitive(0) }
    outcome.records[0].error().string("message") shouldContain "a host and a port"
    outcome.records[0].error().string("message") shouldContain "would add \"http://\""
    outcome.records[1].error().string("message") shouldContain "suffix reference"
  }

  test("the scheme's module judges the repaired URI; an error index is one of the input") {
    val outcome = urikit("parse", "--user-input", "http://exa mple.com/", " https://example.com:8 0/", "https://[::1")
    outcome.status shouldBe 1
    val errors = outcome.records.map { it.error() }
    errors.map { it.string("kind") } shouldContainExactly listOf("SCHEME_SPECIFIC", "INVALID_PORT", "INVALID_IP_LITERAL")
    errors.map { it["index"] } shouldContainExactly listOf(JsonPrimitive(10), JsonPrimitive(22), JsonPrimitive(12))
    errors[0].string("scheme") shouldBe "http"
  }

  test("an error record masks the user information of the input") {
    val record = urikit("parse", "--user-input", "http://secret:pw@exa mple.com/").record
    record.string("input") shouldBe "http://***@exa mple.com/"
    record.toString() shouldNotContain "secret"
  }

  test("standard input: each line is one input, and the batch goes on after an error") {
    val outcome = urikit("parse", "--user-input", stdin = "<http://a/b>\n\"http://a/c d\"\n../x\n  http://a/ e  \n")
    outcome.status shouldBe 1
    val records = outcome.records
    records.map { it.string("input") } shouldContainExactly
      listOf("<http://a/b>", "\"http://a/c d\"", "../x", "  http://a/ e  ")
    records.map { it["uri"]?.let { uri -> (uri as JsonPrimitive).content } } shouldContainExactly
      listOf("http://a/b", "http://a/cd", null, "http://a/%20e")
    records[2].error().string("kind") shouldBe "MISSING_SCHEME"
    records[3].repairs() shouldBe listOf("WHITESPACE_REMOVED" to 0, "CHARACTER_ENCODED" to 11, "WHITESPACE_REMOVED" to 13)
  }

  test("--complete without --user-input is a usage error") {
    val outcome = urikit("parse", "--complete", "www.example.com")
    outcome.status shouldBe 2
    outcome.stdout shouldBe ""
    outcome.stderr shouldContain "--user-input"
  }

  test("the help lists the options and the repair kinds") {
    val help = urikit("parse", "--help").stdout
    help shouldContain "--user-input"
    help shouldContain "--complete"
    help shouldContain "SCHEME_COMPLETED"
  }
})
