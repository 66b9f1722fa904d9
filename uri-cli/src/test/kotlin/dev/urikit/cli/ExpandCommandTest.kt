package dev.urikit.cli

import com.github.ajalt.clikt.core.BadParameterValue
import com.github.ajalt.clikt.core.parse
import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe
import java.io.ByteArrayInputStream
import java.io.ByteArrayOutputStream
import java.io.File
import kotlinx.serialization.json.Json
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.jsonObject

/** `urikit expand`, run as the command alone: the record it writes, and whether the run failed. */
private fun expand(vararg args: String): Pair<JsonObject, Boolean> {
  val (records, failed) = expandAll(*args)
  return records.single() to failed
}

/** `urikit expand` with [stdin]: every record it writes, and whether the run failed. */
private fun expandAll(vararg args: String, stdin: String = ""): Pair<List<JsonObject>, Boolean> {
  val out = ByteArrayOutputStream()
  val session = Session(ByteArrayInputStream(stdin.toByteArray(Charsets.UTF_8)), out)
  ExpandCommand(session).parse(args.asList())
  session.finish()
  val lines = out.toString(Charsets.UTF_8).lines().filter { it.isNotEmpty() }
  return lines.map { Json.parseToJsonElement(it).jsonObject } to session.failed
}

/** A temporary file holding [json], deleted when the test run ends. */
private fun varsFile(json: String): String =
  File.createTempFile("vars", ".json").apply {
    deleteOnExit()
    writeText(json, Charsets.UTF_8)
  }.path

class ExpandCommandTest : FunSpec({

  test("strings, lists and maps from name=value, name[]=value and name[key]=value") {
    val (record, failed) = expand(
      "--var", "owner=ann", "--var", "labels[]=a b", "--var", "labels[]=c,d", "--var", "keys[z]=1",
      "--var", "keys[a]=x=y", "https://example.com/{owner}/issues{?labels,keys*}",
    )
    record.string("template") shouldBe "https://example.com/{owner}/issues{?labels,keys*}"
    record.string("expanded") shouldBe "https://example.com/ann/issues?labels=a%20b,c%2Cd&z=1&a=x%3Dy"
    failed shouldBe false
  }

  test("a relative expansion is a reference") {
    expand("--var", "id=7", "{/id}").first.string("expanded") shouldBe "/7"
  }

  test("a template that is not one is an error record with its kind and index") {
    val (record, failed) = expand("--var", "b=1", "/a/{b")
    record.error().string("kind") shouldBe "UNCLOSED_EXPRESSION"
    record.error()["index"].toString() shouldBe "3"
    failed shouldBe true
  }

  test("an expansion that its scheme refuses is an error record naming the scheme") {
    val (record, failed) = expand("--var", "host=", "http://{host}/")
    record.error().string("scheme") shouldBe "http"
    failed shouldBe true
  }

  context("--var values that are not a variable are usage errors") {
    withData("novalue", "a=1 a=2", "a=1 a[]=2", "a[]=1 a[k]=2", "a[k=1") { args ->
      val options = args.split(' ').flatMap { listOf("--var", it) }
      shouldThrow<BadParameterValue> { expand(*options.toTypedArray(), "{a}") }
    }
  }

  test("a template may hold \"=\": every argument is a template") {
    val (records, failed) = expandAll("--var", "b=2", "x?a=1{&b}", "{/b}", "--", "/x?a=1{&b}")
    records.map { it.string("expanded") } shouldBe listOf("x?a=1&b=2", "/2", "/x?a=1&b=2")
    failed shouldBe false
  }

  test("with no template argument, each line of standard input is a template, and a bad one fails alone") {
    val (records, failed) = expandAll("--var", "id=7", stdin = "{/id}\n/a/{id\n{?id}\n")
    records.size shouldBe 3
    records[0].string("expanded") shouldBe "/7"
    records[1].string("template") shouldBe "/a/{id"
    records[1].error().string("kind") shouldBe "UNCLOSED_EXPRESSION"
    records[1].error()["index"].toString() shouldBe "3"
    records[2].string("expanded") shouldBe "?id=7"
    failed shouldBe true
  }

  test("--vars reads strings, numbers as written, arrays and objects in order, and null as undefined") {
    val file = varsFile("""{"owner":"ann","n":42,"labels":["a b","c"],"keys":{"z":"1","a":"2"},"none":null}""")
    val (record, failed) = expand("--vars", file, "/{owner}/{n}{?labels,keys*,none}")
    record.string("expanded") shouldBe "/ann/42?labels=a%20b,c&z=1&a=2"
    failed shouldBe false
  }

  test("--vars and --var together") {
    val (record, _) = expand("--vars", varsFile("""{"a":"1"}"""), "--var", "b=2", "{a}{b}")
    record.string("expanded") shouldBe "12"
  }

  context("a --vars file that cannot be used is a usage error") {
    withData(
      mapOf(
        "not JSON" to "{",
        "not an object" to "[\"a\"]",
        "an array of arrays" to """{"a":[["x"]]}""",
        "an object of objects" to """{"a":{"k":{}}}""",
        "a null member" to """{"a":["x",null]}""",
      ),
    ) { json ->
      shouldThrow<BadParameterValue> { expand("--vars", varsFile(json), "{a}") }
    }
  }

  test("a name given both in --vars and --var is a usage error") {
    shouldThrow<BadParameterValue> { expand("--vars", varsFile("""{"a":"1"}"""), "--var", "a=2", "{a}") }
  }
})
