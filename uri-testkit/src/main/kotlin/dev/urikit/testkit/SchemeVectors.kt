package dev.urikit.testkit

import dev.urikit.SchemeRegistry

/**
 * The scheme-level conformance vectors, run by the scheme modules that own those schemes: the
 * `scheme`-level cases of normalize.json, the scheme-specific levels of equivalence.json and the
 * cases of schemes.json (RFC 3986 section 6.2.3, RFC 9110, 1738, 6068, 5538, 8141). The cases come
 * from here; [tests] (Kotest) runs them.
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
}
