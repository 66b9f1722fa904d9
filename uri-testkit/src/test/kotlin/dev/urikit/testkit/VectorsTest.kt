package dev.urikit.testkit

import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.collections.shouldBeUnique
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldNotContain
import kotlinx.serialization.json.jsonPrimitive

class VectorsTest : FunSpec({

  val files: Map<String, () -> List<VectorCase>> = mapOf(
    "parse-valid.json" to Vectors::parseValid,
    "parse-invalid.json" to Vectors::parseInvalid,
    "resolve.json" to Vectors::resolve,
    "resolve-rfc2396.json" to Vectors::resolveRfc2396,
    "normalize.json" to Vectors::normalize,
    "equivalence.json" to Vectors::equivalence,
    "schemes.json" to Vectors::schemes,
    "IdnaTestV2.json" to Vectors::idnaTestV2,
    "iri.json" to Vectors::iri,
  )

  context("every file loads all its cases, each with a unique one-line id and a source") {
    withData(files.keys.toList()) { file ->
      val cases = files.getValue(file)()
      val expectedCount = mapOf(
        "parse-valid.json" to 67, "parse-invalid.json" to 40, "resolve.json" to 65, "resolve-rfc2396.json" to 11,
        "normalize.json" to 27, "equivalence.json" to 162, "schemes.json" to 85, "IdnaTestV2.json" to 2622,
        "iri.json" to 18,
      )
      cases.size shouldBe expectedCount.getValue(file)
      cases.map { it.id }.shouldBeUnique()
      for (case in cases) {
        case.id shouldNotContain "\t"
        case.id shouldNotContain "\n"
        case.source.isNotBlank() shouldBe true
      }
    }
  }

  test("fields keep absent, empty and nested values") {
    val port = Vectors.parseValid().single { it.input == "http://example.com:/" }
    port.port shouldBe ""
    port.userinfo shouldBe null
    port.hostType shouldBe "reg-name"
    Vectors.resolve().single { it.disputed }.base shouldBe "foo:/"
    Vectors.resolveRfc2396().first().rfc3986Expected shouldBe "http://a/b/c/d;p?y"
    Vectors.schemes().first { it.kind == "default-port" }.expected.getValue("port").jsonPrimitive.content shouldBe "80"
  }

  test("names of test cases show control characters escaped") {
    Vectors.parseInvalid().single { it.why == "control character (TAB)" }.id shouldBe "\"http://example.com/\\t\""
    Vectors.parseInvalid().single { it.why == "control character (NUL)" }.id shouldBe "\"http://example.com/\\u0000\""
    Vectors.resolve().first().toString() shouldBe "\"g:h\" against \"http://a/b/c/d;p?q\" = \"g:h\""
  }

  test("IdnaTestV2 cases name every character outside printable ASCII by its escape") {
    val cases = Vectors.idnaTestV2()
    cases.count { it.output == null } shouldBe 1836
    cases[1].toString() shouldBe "\"fa\\u00DF.de\" -> \"xn--fa-hia.de\""
    cases.single { it.input == "a\u200Cb" }.toString() shouldBe "\"a\\u200Cb\" -> failure"
    cases.single { it.input == "a\u200Cb" }.comment shouldBe "C1"
  }
})
