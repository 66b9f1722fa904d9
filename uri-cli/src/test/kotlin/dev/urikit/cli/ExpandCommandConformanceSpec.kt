package dev.urikit.cli

import dev.urikit.testkit.KnownFailures
import dev.urikit.testkit.UnexpectedlyAccepted
import dev.urikit.testkit.VectorCase
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.collections.shouldBeEmpty
import io.kotest.matchers.shouldBe
import java.io.File
import kotlinx.serialization.json.Json
import kotlinx.serialization.json.JsonArray
import kotlinx.serialization.json.JsonElement
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.JsonPrimitive
import kotlinx.serialization.json.booleanOrNull
import kotlinx.serialization.json.jsonArray
import kotlinx.serialization.json.jsonObject

/** One case of the uritemplate-test suite: a template, its group's variables as JSON, and the correct expansions. */
data class ExpandCase(
  override val id: String,
  override val source: String,
  val template: String,
  val variables: JsonObject,
  val expected: List<String>?,
) : VectorCase {
  override fun toString(): String = id
}

/** Reads a uritemplate-test file from uri-testkit's `vectors/uritemplate/`. */
private fun expandCases(file: String): List<ExpandCase> {
  val stream = checkNotNull(ExpandCase::class.java.classLoader.getResourceAsStream("vectors/uritemplate/$file")) {
    "vectors/uritemplate/$file is not on the class path"
  }
  val root = Json.parseToJsonElement(stream.use { it.readBytes().toString(Charsets.UTF_8) }).jsonObject
  return root.flatMap { (group, body) ->
    val variables = body.jsonObject["variables"]!!.jsonObject
    body.jsonObject["testcases"]!!.jsonArray.map { case ->
      val (template, expected) = case.jsonArray
      val outcomes = when {
        expected is JsonArray -> expected.map { (it as JsonPrimitive).content }
        expected is JsonPrimitive && expected.booleanOrNull == false -> null
        else -> listOf((expected as JsonPrimitive).content)
      }
      val text = (template as JsonPrimitive).content
      ExpandCase("$file $group: $text", "uritemplate-test $file, \"$group\"", text, variables, outcomes)
    }
  }
}

/**
 * [variables] with the members of each object value in every order: RFC 8259 section 4 makes a JSON
 * object unordered, and some cases write the expansion of a map in an order other than the file's.
 */
private fun memberOrders(variables: JsonObject): Sequence<JsonObject> {
  var orders = sequenceOf(variables)
  for ((name, value) in variables) {
    if (value is JsonObject && value.size > 1) {
      check(value.size <= 4) { "$name has too many members to try every order" }
      orders = orders.flatMap { vars ->
        permutations(value.entries.toList()).asSequence().map { order ->
          JsonObject(LinkedHashMap<String, JsonElement>(vars).apply { put(name, JsonObject(order.associate { it.key to it.value })) })
        }
      }
    }
  }
  return orders
}

private fun <T> permutations(items: List<T>): List<List<T>> =
  if (items.size <= 1) listOf(items) else items.flatMap { head -> permutations(items - head).map { listOf(head) + it } }

/** Runs `urikit expand --vars FILE TEMPLATE` in this process, with [variables] written to a temporary file. */
private fun expandWith(variables: JsonObject, template: String): Outcome {
  val file = File.createTempFile("vars", ".json")
  try {
    file.writeText(variables.toString(), Charsets.UTF_8)
    return urikit("expand", "--vars", file.path, "--", template)
  } finally {
    file.delete()
  }
}

/**
 * The uritemplate-test suite (uri-testkit's `vectors/uritemplate/`) run through `urikit expand --vars`:
 * each template expands to one of its expected strings with status 0, or gives an error record and
 * status 1 where the expected value is `false`. Cases that fail are listed, with the reason, in
 * `known-failures/ExpandCommandConformanceSpec.txt`: the same as the library's conformance spec.
 */
class ExpandCommandConformanceSpec : FunSpec({

  val known = KnownFailures.load("known-failures/ExpandCommandConformanceSpec.txt")
  val files = listOf("spec-examples.json", "spec-examples-by-section.json", "extended-tests.json", "negative-tests.json")
  val cases = files.flatMap(::expandCases)

  test("every known-failure entry names a case, and all 241 cases are run, 22 of them negative") {
    known.unmatched(cases).shouldBeEmpty()
    cases.size shouldBe 241
    cases.count { it.expected == null } shouldBe 22
  }

  for (file in files) {
    context(file) {
      withData(cases.filter { it.id.startsWith("$file ") }) { case ->
        known.check(case) {
          val expected = case.expected
          if (expected == null) {
            val outcome = expandWith(case.variables, case.template)
            if (outcome.record["error"] == null) {
              throw UnexpectedlyAccepted("${case.template} must be refused, expanded to ${outcome.record}")
            }
            outcome.status shouldBe 1
          } else {
            val outcomes = memberOrders(case.variables).map { expandWith(it, case.template) }
            val results = mutableListOf<String>()
            val outcome = outcomes.firstOrNull { outcome ->
              val result = outcome.record["expanded"]?.let { (it as JsonPrimitive).content }
              results += result ?: outcome.record.toString()
              result in expected
            } ?: throw AssertionError("${case.template} expands to ${results.distinct()}, none of $expected")
            outcome.record.string("template") shouldBe case.template
            outcome.status shouldBe 0
          }
        }
      }
    }
  }
})
