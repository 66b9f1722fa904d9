package dev.urikit.cli

import dev.urikit.testkit.KnownFailures
import dev.urikit.testkit.UnexpectedlyAccepted
import dev.urikit.testkit.TEMPLATE_FILES
import dev.urikit.testkit.memberOrders
import dev.urikit.testkit.templateCases
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.collections.shouldBeEmpty
import io.kotest.matchers.shouldBe
import java.io.File
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.JsonPrimitive

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
  val files = TEMPLATE_FILES
  val cases = files.flatMap(::templateCases)

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
