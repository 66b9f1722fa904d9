package dev.urikit.cli

import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.collections.shouldContainExactly
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldContain
import io.kotest.matchers.string.shouldNotContain
import kotlinx.serialization.json.JsonArray
import kotlinx.serialization.json.JsonNull
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.JsonPrimitive
import kotlinx.serialization.json.jsonArray
import kotlinx.serialization.json.jsonObject

/** `urikit resolve` with the layers of RFC 3986 section 5.1 in place of BASE. */
class ResolveLayersTest : FunSpec({

  fun JsonObject.skipped(): List<JsonObject> = this["skipped"]!!.jsonArray.map { it.jsonObject }

  test("<base href=\"../\"> against the retrieval URI http://a/b/c/d: the exact record") {
    val outcome = urikit("resolve", "--embedded", "../", "--retrieval", "http://a/b/c/d", "g")
    outcome.status shouldBe 0
    outcome.stdout shouldBe """{"base":"http://a/b/","layer":"embedded","skipped":[],"ref":"g","result":"http://a/b/g"}""" + "\n"
  }

  test("a Content-Location relative to the retrieval URI") {
    val record = urikit(
      "resolve", "--content-location", "x/y.html", "--retrieval", "http://example.com/docs/index.html", "z",
    ).record
    record.string("base") shouldBe "http://example.com/docs/x/y.html"
    record.string("layer") shouldBe "encapsulating-entity"
    record.string("result") shouldBe "http://example.com/docs/x/z"
  }

  test("an embedded urn: base is skipped, by the urn module's policy, with the reason") {
    val outcome = urikit("resolve", "--embedded", "urn:isbn:0451450523", "--retrieval", "http://a/b/c/d", "g")
    outcome.status shouldBe 0
    val record = outcome.record
    record.keys.toList() shouldContainExactly listOf("base", "layer", "skipped", "ref", "result")
    record.string("base") shouldBe "http://a/b/c/d"
    record.string("layer") shouldBe "retrieval-uri"
    record.skipped() shouldContainExactly listOf(
      JsonObject(
        mapOf(
          "layer" to JsonPrimitive("embedded"),
          "text" to JsonPrimitive("urn:isbn:0451450523"),
          "reason" to JsonPrimitive("scheme-cannot-be-base"),
          "message" to JsonPrimitive("embedded base: a urn URI cannot be a base (RFC 3986 section 5.1)"),
          "scheme" to JsonPrimitive("urn"),
        ),
      ),
    )
    record.string("result") shouldBe "http://a/b/c/g"
  }

  test("with --generic no module speaks for urn, so the embedded urn: is the base") {
    val record = urikit("resolve", "--generic", "--embedded", "urn:isbn:0451450523", "--retrieval", "http://a/", "#x").record
    record.string("layer") shouldBe "embedded"
    record.string("result") shouldBe "urn:isbn:0451450523#x"
  }

  test("an embedded base that is invalid text: skipped with its error's kind and index") {
    val record = urikit("resolve", "--embedded", "http://a/b c", "--default", "http://d/", "g").record
    record.string("layer") shouldBe "application-default"
    val skipped = record.skipped().single()
    skipped.string("reason") shouldBe "invalid"
    skipped.string("text") shouldBe "http://a/b c"
    skipped.error().string("kind") shouldBe "INVALID_CHARACTER"
    skipped.error()["index"] shouldBe JsonPrimitive(10)
  }

  test("a base's fragment is stripped and named") {
    val record = urikit("resolve", "--retrieval", "http://a/b/c/d#frag", "#s").record
    record.keys.toList() shouldContainExactly listOf("base", "layer", "stripped_fragment", "skipped", "ref", "result")
    record.string("base") shouldBe "http://a/b/c/d"
    record.string("stripped_fragment") shouldBe "frag"
    record.string("result") shouldBe "http://a/b/c/d#s"
  }

  test("no layer gives a base: every reference fails with NO_BASE, naming the skipped layers") {
    val outcome = urikit("resolve", "--embedded", "../", "--retrieval", "/a/b", "g", "h")
    outcome.status shouldBe 1
    outcome.records.map { it.string("ref") } shouldContainExactly listOf("g", "h")
    for (record in outcome.records) {
      record["base"] shouldBe JsonNull
      record["layer"] shouldBe JsonNull
      record.skipped().map { it.string("layer") to it.string("reason") } shouldContainExactly listOf(
        "embedded" to "nothing-to-resolve-against",
        "retrieval-uri" to "invalid",
      )
      record.error().string("kind") shouldBe "NO_BASE"
      record.error()["index"] shouldBe JsonNull
      record.error().string("message") shouldBe "no base URI (RFC 3986 section 5.1): " +
        "embedded base: a relative reference, and no layer below gives a base to resolve it against; " +
        "retrieval URI: missing scheme (MISSING_SCHEME)"
    }
  }

  test("with the layer options every argument is a reference; none reads them from standard input") {
    urikit("resolve", "--retrieval", "http://a/b/c/d", "g", "h").records.map { it.string("result") } shouldContainExactly
      listOf("http://a/b/c/g", "http://a/b/c/h")
    val outcome = urikit("resolve", "--default", "http://d/p/q", stdin = "g\nh i\n../x\n")
    outcome.status shouldBe 1
    outcome.records.map { it["result"] ?: it.error()["kind"] } shouldContainExactly
      listOf(JsonPrimitive("http://d/p/g"), JsonPrimitive("INVALID_CHARACTER"), JsonPrimitive("http://d/x"))
    outcome.records[1].error().string("operand") shouldBe "ref"
  }

  test("--legacy resolves against the established base as RFC 2396 did") {
    urikit("resolve", "--legacy", "--embedded", "c/d;p?q", "--retrieval", "http://a/b/", "http:g").record.string("result") shouldBe
      "http://a/b/c/g"
  }

  test("neither BASE nor a layer option: a usage error that names the layer options") {
    val outcome = urikit("resolve", stdin = "g\n")
    outcome.status shouldBe 2
    outcome.stdout shouldBe ""
    outcome.stderr shouldContain "Usage: urikit resolve"
    outcome.stderr shouldContain "missing argument BASE: give a base URI, or its layers with --embedded, --content-location"
  }

  test("user information is masked in skipped texts and in error records") {
    val outcome = urikit("resolve", "--content-location", "http://user:secret@h:x/", "--retrieval", "http://u:pw@a/", "a b")
    outcome.stdout shouldNotContain "secret"
    outcome.stdout shouldNotContain "pw"
    val record = outcome.record
    record.string("base") shouldBe "http://***@a/"
    record.skipped().single().string("text") shouldBe "http://***@h:x/"
    (record["skipped"] as JsonArray).size shouldBe 1
  }
})
