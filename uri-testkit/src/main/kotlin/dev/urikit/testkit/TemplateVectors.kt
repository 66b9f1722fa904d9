package dev.urikit.testkit

import io.kotest.engine.stable.IsStableType
import kotlinx.serialization.json.Json
import kotlinx.serialization.json.JsonArray
import kotlinx.serialization.json.JsonElement
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.JsonPrimitive
import kotlinx.serialization.json.booleanOrNull
import kotlinx.serialization.json.jsonArray
import kotlinx.serialization.json.jsonObject

/**
 * One case of the uritemplate-test suite: a template, the variables of its group as JSON, and the
 * expansions that are correct ([expected], any one of them), or null where the template must be refused.
 * Its [id] is the file, the group and the template, as in `spec-examples.json Level 1 Examples: {var}`.
 */
@IsStableType
data class TemplateCase(
  override val id: String,
  override val source: String,
  val template: String,
  val variables: JsonObject,
  val expected: List<String>?,
) : VectorCase {
  override fun toString(): String = id
}

/** The four files of the uritemplate-test suite in `vectors/uritemplate/`, the negative ones last. */
val TEMPLATE_FILES: List<String> =
  listOf("spec-examples.json", "spec-examples-by-section.json", "extended-tests.json", "negative-tests.json")

/** Reads the cases of one uritemplate-test file from `vectors/uritemplate/`. */
fun templateCases(file: String): List<TemplateCase> {
  val stream = checkNotNull(TemplateCase::class.java.classLoader.getResourceAsStream("vectors/uritemplate/$file")) {
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
      TemplateCase("$file $group: $text", "uritemplate-test $file, \"$group\"", text, variables, outcomes)
    }
  }
}

/**
 * [variables] with the members of each object value in every order, the file's order first: RFC 8259
 * section 4 makes a JSON object an unordered collection, and some cases write the expansion of a map
 * in an order other than the file's.
 */
fun memberOrders(variables: JsonObject): Sequence<JsonObject> {
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
