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

/**
 * The scheme-level conformance vectors, run by the scheme modules that own those schemes: the
 * `scheme`-level cases of normalize.json, the scheme-specific levels of equivalence.json and the
 * cases of schemes.json (RFC 3986 section 6.2.3, RFC 9110, 1738, 6068, 5538, 8141).
 *
 * ```kotlin
 * class HttpVectorsSpec : FunSpec({
 *   include(SchemeVectors.tests(
 *     SchemeRegistry.builder().add(HttpSchemeProvider()).build(),
 *     setOf("http", "https"),
 *     KnownFailures.load("known-failures/HttpVectorsSpec.txt"),
 *   ) { case, uri -> uri.view(HttpUri::class.java)!!.port() shouldBe case.expected["port"]!!.jsonPrimitive.int })
 * })
 * ```
 */
object SchemeVectors {

  /**
   * The schemes this project's scheme modules register. Every scheme-level case names one of them,
   * so each runs in some module; the generic runners check that.
   */
  val PROJECT_SCHEMES: Set<String> =
    setOf("http", "https", "ws", "wss", "ftp", "mailto", "news", "snews", "nntp", "nntps", "urn")

  /** Equivalence levels that the generic syntax alone decides (RFC 3986 sections 6.2.1 and 6.2.2). */
  val GENERIC_EQUIVALENCE_LEVELS: Set<String> = setOf("simple", "syntax")

  /** Normalization levels that the generic syntax alone decides (RFC 3986 sections 5.2.4 and 6.2.2). */
  val GENERIC_NORMALIZE_LEVELS: Set<String> = setOf("syntax", "remove_dot_segments")

  /** The lower-case scheme of a normalize.json input. */
  fun schemeOf(case: NormalizeCase): String = case.input.substringBefore(':').lowercase()

  /** The scheme-level normalize.json cases of [schemes]. */
  fun normalizeCases(schemes: Set<String>): List<NormalizeCase> =
    Vectors.normalize().filter { it.level !in GENERIC_NORMALIZE_LEVELS && schemeOf(it) in schemes }

  /** The scheme-specific equivalence.json cases of [schemes]. */
  fun equivalenceCases(schemes: Set<String>): List<EquivalenceCase> =
    Vectors.equivalence().filter { it.level !in GENERIC_EQUIVALENCE_LEVELS && it.scheme in schemes }

  /** The schemes.json cases of [schemes]. */
  fun schemeCases(schemes: Set<String>): List<SchemeCase> = Vectors.schemes().filter { it.scheme in schemes }

  /**
   * Tests over the scheme-level vectors of [schemes], with [registry] (the module's schemes, plus any
   * a case compares against), for a spec to `include`. [viewCheck] asserts the scheme-specific fields
   * of a schemes.json case (`host`, `cwd`, `to`, `nid`, ...) on the parsed URI's typed view; the
   * `valid` field and default ports are checked here. Cases listed in [knownFailures] must fail, and
   * fail with the [FailureKind] they are listed with.
   */
  fun tests(
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
}
