package dev.urikit.testkit

import dev.urikit.Equivalence
import dev.urikit.NormalizationLevel
import dev.urikit.SchemeRegistry
import dev.urikit.Uri
import dev.urikit.UriSyntaxException
import io.kotest.core.factory.TestFactory
import io.kotest.core.spec.style.funSpec
import io.kotest.datatest.withData
import io.kotest.matchers.collections.shouldBeEmpty
import io.kotest.matchers.collections.shouldNotBeEmpty
import io.kotest.matchers.nulls.shouldBeNull
import io.kotest.matchers.nulls.shouldNotBeNull
import io.kotest.matchers.shouldBe
import kotlinx.serialization.json.JsonNull
import kotlinx.serialization.json.boolean
import kotlinx.serialization.json.int
import kotlinx.serialization.json.jsonPrimitive

// The Kotest runner of the scheme-level vectors, in a file (a class) of its own: the rest of the
// testkit loads without Kotest on the class path.

/**
 * Tests over the scheme-level vectors of [schemes], with [registry] (the module's schemes, plus any
 * a case compares against), for a spec to `include`. [viewCheck] asserts the scheme-specific fields
 * of a schemes.json case (`host`, `cwd`, `to`, `nid`, ...) on the parsed URI's typed view; the
 * `valid` field and default ports are checked here. Cases listed in [knownFailures] must fail, and
 * fail with the [FailureKind] they are listed with. Needs Kotest 6 on the test class path.
 */
fun SchemeVectors.tests(
  registry: SchemeRegistry,
  schemes: Set<String>,
  knownFailures: KnownFailures,
  viewCheck: (SchemeCase, Uri) -> Unit,
): TestFactory = funSpec {
  val normalize = normalizeCases(schemes)
  val equivalence = equivalenceCases(schemes)
  val facts = schemeCases(schemes)

  test("the vectors name $schemes") {
    (normalize + equivalence + facts).shouldNotBeEmpty()
  }

  test("every known-failure entry names a case") {
    knownFailures.unmatched(normalize + equivalence + facts).shouldBeEmpty()
  }

  if (normalize.isNotEmpty()) {
    context("normalize.json, scheme level") {
      withData(normalize) { case ->
        knownFailures.check(case) {
          val normalized = Uri.parse(case.input, registry).normalize(NormalizationLevel.SCHEME)
          normalized.toString() shouldBe case.expected
          Uri.parse(case.expected, registry).normalize().toString() shouldBe case.expected
        }
      }
    }
  }

  if (equivalence.isNotEmpty()) {
    context("equivalence.json, scheme levels") {
      withData(equivalence) { case ->
        knownFailures.check(case) {
          val a = Uri.parse(case.a, registry)
          val b = Uri.parse(case.b, registry)
          a.isEquivalentTo(b, Equivalence.SCHEME) shouldBe case.equivalent
          b.isEquivalentTo(a, Equivalence.SCHEME) shouldBe case.equivalent
          (a == b) shouldBe case.equivalent
          (a.compareTo(b) == 0) shouldBe case.equivalent
          if (case.equivalent) a.hashCode() shouldBe b.hashCode()
        }
      }
    }
  }

  if (facts.isNotEmpty()) {
    context("schemes.json") {
      withData(facts) { case ->
        knownFailures.check(case) { checkFact(registry, case, viewCheck) }
      }
    }
  }
}

private fun checkFact(registry: SchemeRegistry, case: SchemeCase, viewCheck: (SchemeCase, Uri) -> Unit) {
  if (case.kind == "default-port") {
    val scheme = registry.lookup(case.input).shouldNotBeNull()
    val port = case.expected.getValue("port")
    scheme.defaultPort() shouldBe if (port is JsonNull) null else port.jsonPrimitive.int
    return
  }
  val valid = case.expected["valid"]?.jsonPrimitive?.boolean ?: true
  if (!valid) {
    val e = shouldBeRefused { Uri.parse(case.input, registry) }
    e.kind() shouldBe UriSyntaxException.Kind.SCHEME_SPECIFIC
    e.scheme() shouldBe case.scheme
    Uri.parseOrNull(case.input, registry).shouldBeNull()
    return
  }
  val uri = Uri.parse(case.input, registry)
  uri.registeredScheme().shouldNotBeNull().name() shouldBe case.scheme
  viewCheck(case, uri)
}
