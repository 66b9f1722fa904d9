package dev.urikit.template

import dev.urikit.UriReference
import dev.urikit.testkit.KnownFailures
import dev.urikit.testkit.TEMPLATE_FILES
import dev.urikit.testkit.UnexpectedlyAccepted
import dev.urikit.testkit.memberOrders
import dev.urikit.testkit.templateCases
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.collections.shouldBeEmpty
import io.kotest.matchers.shouldBe
import kotlinx.serialization.json.JsonArray
import kotlinx.serialization.json.JsonElement
import kotlinx.serialization.json.JsonNull
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.JsonPrimitive

/** The variables of a case as expansion values. */
private fun variables(json: JsonObject): Map<String, Any?> = json.mapValues { (_, v) -> value(v) }

/** A JSON value as an expansion value: a string (numbers as written), a list, an ordered map, or null. */
private fun value(element: JsonElement): Any? = when (element) {
  is JsonNull -> null
  is JsonPrimitive -> element.content
  is JsonArray -> element.map(::value)
  is JsonObject -> element.entries.associateTo(LinkedHashMap()) { (k, v) -> k to value(v) }
}

/**
 * The uritemplate-test suite (uri-testkit's `vectors/uritemplate/`, RFC 6570's examples and more): each
 * template expands to one of its expected strings, which is a URI reference, or is refused at parse or
 * at expansion where the expected value is `false`. Cases that fail are listed, with the reason, in
 * `known-failures/UriTemplateConformanceSpec.txt`.
 */
class UriTemplateConformanceSpec : FunSpec({

  val known = KnownFailures.load("known-failures/UriTemplateConformanceSpec.txt")
  val files = TEMPLATE_FILES
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
              UriTemplate.parse(case.template).expand(variables(case.variables))
            } catch (e: UriTemplateSyntaxException) {
              null
            }
            if (result != null) {
              throw UnexpectedlyAccepted("${case.template} must be refused, expanded to \"$result\"")
            }
          } else {
            val template = UriTemplate.parse(case.template)
            val results = memberOrders(case.variables).map { template.expand(variables(it)) }.toList()
            val result = results.firstOrNull { it in expected }
              ?: throw AssertionError("${case.template} expands to ${results.distinct()}, none of $expected")
            UriReference.parse(result).toString() shouldBe result
          }
        }
      }
    }
  }
})
