package dev.urikit.cli

import com.github.ajalt.clikt.core.BadParameterValue
import com.github.ajalt.clikt.core.parse
import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe
import java.io.ByteArrayInputStream
import java.io.ByteArrayOutputStream
import kotlinx.serialization.json.Json
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.jsonObject

/** `urikit expand`, run as the command alone: the record it writes, and whether the run failed. */
private fun expand(vararg args: String): Pair<JsonObject, Boolean> {
  val out = ByteArrayOutputStream()
  val session = Session(ByteArrayInputStream(ByteArray(0)), out)
  ExpandCommand(session).parse(args.asList())
  session.finish()
  return Json.parseToJsonElement(out.toString(Charsets.UTF_8).trim()).jsonObject to session.failed
}

class ExpandCommandTest : FunSpec({

  test("strings, lists and maps from name=value, name[]=value and name[key]=value") {
    val (record, failed) = expand(
      "https://example.com/{owner}/issues{?labels,keys*}", "owner=ann", "labels[]=a b", "labels[]=c,d",
      "keys[z]=1", "keys[a]=x=y",
    )
    record.string("template") shouldBe "https://example.com/{owner}/issues{?labels,keys*}"
    record.string("expanded") shouldBe "https://example.com/ann/issues?labels=a%20b,c%2Cd&z=1&a=x%3Dy"
    failed shouldBe false
  }

  test("a relative expansion is a reference") {
    expand("{/id}", "id=7").first.string("expanded") shouldBe "/7"
  }

  test("a template that is not one is an error record with its kind and index") {
    val (record, failed) = expand("/a/{b", "b=1")
    record.error().string("kind") shouldBe "UNCLOSED_EXPRESSION"
    record.error()["index"].toString() shouldBe "3"
    failed shouldBe true
  }

  test("an expansion that its scheme refuses is an error record naming the scheme") {
    val (record, failed) = expand("http://{host}/", "host=")
    record.error().string("scheme") shouldBe "http"
    failed shouldBe true
  }

  context("arguments that are not a variable are usage errors") {
    withData("novalue", "a=1 a=2", "a=1 a[]=2", "a[]=1 a[k]=2", "a[k=1") { args ->
      shouldThrow<BadParameterValue> { expand("{a}", *args.split(' ').toTypedArray()) }
    }
  }
})
