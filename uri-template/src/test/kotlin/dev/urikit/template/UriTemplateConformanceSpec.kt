package dev.urikit.template

import dev.urikit.UriReference
import dev.urikit.testkit.KnownFailures
import dev.urikit.testkit.UnexpectedlyAccepted
import dev.urikit.testkit.VectorCase
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.collections.shouldBeEmpty
import io.kotest.matchers.shouldBe
import kotlinx.serialization.json.Json
import kotlinx.serialization.json.JsonArray
import kotlinx.serialization.json.JsonElement
import kotlinx.serialization.json.JsonNull
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.JsonPrimitive
import kotlinx.serialization.json.booleanOrNull
import kotlinx.serialization.json.jsonArray
import kotlinx.serialization.json.jsonObject

/**
 * One case of the uritemplate-test suite: a template, the variables of its group, and the expansions
 * that are correct ([expected], any one of them), or none where the template must be refused.
 */
data class TemplateCase(
  override val id: String,
  override val source: String,
  val template: String,
  val variables: Map<String, Any?>,
  val expected: List<String>?,
) : VectorCase {
  override fun toString(): String = id
}

/** Reads a uritemplate-test file from uri-testkit's `vectors/uritemplate/`. */
fun templateCases(file: String): List<TemplateCase> {
  val stream = checkNotNull(TemplateCase::class.java.classLoader.getResourceAsStream("vectors/uritemplate/$file")) {
    "vectors/uritemplate/$file is not on the class path"
  }
  val root = Json.parseToJsonElement(stream.use { it.readBytes().toString(Charsets.UTF_8) }).jsonObject
  return root.flatMap { (group, body) ->
    val variables = body.jsonObject["variables"]!!.jsonObject.mapValues { (_, v) -> value(v) }
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

/** A JSON value as an expansion value: a string (numbers as written), a list, an ordered map, or null. */
private fun value(element: JsonElement): Any? = when (element) {
  is JsonNull -> null
  is JsonPrimitive -> element.content
  is JsonArray -> element.map(::value)
  is JsonObject -> element.entries.associateTo(LinkedHashMap()) { (k, v) -> k to value(v) }
}

/**
 * Every order of the members of each map among [variables]: RFC 8259 section 4 makes a JSON object an
 * unordered collection, and some cases write the expansion of a map in an order other than the file's.
 */
private fun memberOrders(variables: Map<String, Any?>): List<Map<String, Any?>> {
  var orders = listOf(variables)
  for ((name, value) in variables) {
    if (value is Map<*, *> && value.size > 1) {
      check(value.size <= 4) { "$name has too many members to try every order" }
      orders = orders.flatMap { vars ->
        permutations(value.entries.toList()).map { order ->
          LinkedHashMap(vars).apply { put(name, order.associateTo(LinkedHashMap()) { it.key to it.value }) }
        }
      }
    }
  }
  return orders
}

private fun <T> permutations(items: List<T>): List<List<T>> =
  if (items.size <= 1) listOf(items) else items.flatMap { head -> permutations(items - head).map { listOf(head) + it } }

/**
 * The uritemplate-test suite (uri-testkit's `vectors/uritemplate/`, RFC 6570's examples and more): each
 * template expands to one of its expected strings, which is a URI reference, or is refused at parse or
 * at expansion where the expected value is `false`. Cases that fail are listed, with the reason, in
 * `known-failures/UriTemplateConformanceSpec.txt`.
 */
class UriTemplateConformanceSpec : FunSpec({

  val known = KnownFailures.load("known-failures/UriTemplateConformanceSpec.txt")
  val files = listOf("spec-examples.json", "spec-examples-by-section.json", "extended-tests.json", "negative-tests.json")
  val cases = files.flatMap(::templateCases)

  test("every known-failure entry names a case, and every case has its own id") {
    known.unmatched(cases).shouldBeEmpty()
    cases.groupBy { it.id }.filterValues { it.size > 1 }.keys.shouldBeEmpty()
  }

  test("all 241 cases are run, 22 of them negative") {
    cases.size shouldBe 241
    cases.count { it.expected == null } shouldBe 22
  }

  for (file in files) {
    context(file) {
      withData(cases.filter { it.id.startsWith("$file ") }) { case ->
        known.check(case) {
          val expected = case.expected
          if (expected == null) {
            val result = try {
              UriTemplate.parse(case.template).expand(case.variables)
            } catch (e: UriTemplateSyntaxException) {
              null
            }
            if (result != null) {
              throw UnexpectedlyAccepted("${case.template} must be refused, expanded to \"$result\"")
            }
          } else {
            val template = UriTemplate.parse(case.template)
            val results = memberOrders(case.variables).map { template.expand(it) }
            val result = results.firstOrNull { it in expected }
              ?: throw AssertionError("${case.template} expands to ${results.distinct()}, none of $expected")
            UriReference.parse(result).toString() shouldBe result
          }
        }
      }
    }
  }
})
