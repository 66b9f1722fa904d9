package dev.urikit.testkit

import kotlinx.serialization.KSerializer
import kotlinx.serialization.builtins.ListSerializer
import kotlinx.serialization.json.Json
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.jsonArray

/**
 * The conformance vectors of this project, drawn from the texts of the RFCs, and the UTS #46 data the
 * URL standard's tests use, loaded from the class path (`vectors/` in this jar; `vectors/SOURCES.md`
 * says where each file's cases come from).
 *
 * ```kotlin
 * Vectors.resolve().first()
 * // "g:h" against "http://a/b/c/d;p?q" = "g:h"   (RFC 3986 section 5.4.1)
 * ```
 *
 * Each call parses its file again and returns a fresh list. Parsing is strict: a field that the data
 * classes do not know fails the load, so no part of a case is silently dropped.
 */
object Vectors {

  private val json = Json { ignoreUnknownKeys = false }

  /** parse-valid.json: URI references with their components (RFC 3986 sections 1.1.2, 3, 5.4, 6.2, Appendix A). */
  fun parseValid(): List<ParseValidCase> = load("parse-valid.json", ParseValidCase.serializer())

  /** parse-invalid.json: strings that are not URI references (RFC 3986 section 2, Appendix A). */
  fun parseInvalid(): List<ParseInvalidCase> = load("parse-invalid.json", ParseInvalidCase.serializer())

  /** iri.json: IRI references and the URIs they map to (RFC 3987 sections 2.2 and 3.1). */
  fun iri(): List<IriCase> = load("iri.json", IriCase.serializer())

  /** resolve.json: strict reference resolution (RFC 3986 section 5.2, examples of section 5.4). */
  fun resolve(): List<ResolveCase> = load("resolve.json", ResolveCase.serializer())

  /** resolve-rfc2396.json: where RFC 2396 and RFC 1808 resolved differently from RFC 3986. */
  fun resolveRfc2396(): List<Rfc2396ResolveCase> = load("resolve-rfc2396.json", Rfc2396ResolveCase.serializer())

  /** normalize.json: syntax-based, scheme-based and dot-segment normalization (RFC 3986 sections 5.2.4, 6.2.2, 6.2.3). */
  fun normalize(): List<NormalizeCase> = load("normalize.json", NormalizeCase.serializer())

  /** equivalence.json: pairs that are or are not equivalent (RFC 3986 section 6.2, RFC 8141 section 3, RFC 6068). */
  fun equivalence(): List<EquivalenceCase> = load("equivalence.json", EquivalenceCase.serializer())

  /** schemes.json: default ports and what each scheme's view reports (RFC 9110, 1738, 6068, 5538, 8141). */
  fun schemes(): List<SchemeCase> = load("schemes.json", SchemeCase.serializer())

  /**
   * IdnaTestV2.json: UTS #46 ToASCII with the URL standard's flags, the Unicode consortium's
   * IdnaTestV2 as web-platform-tests publishes it (`vectors/SOURCES.md` gives the revision). The
   * file's leading strings (its generator's notes) are not cases and are left out.
   */
  fun idnaTestV2(): List<IdnaCase> =
    json.parseToJsonElement(text("IdnaTestV2.json")).jsonArray
      .filterIsInstance<JsonObject>()
      .map { json.decodeFromJsonElement(IdnaCase.serializer(), it) }

  private fun <T> load(file: String, serializer: KSerializer<T>): List<T> =
    json.decodeFromString(ListSerializer(serializer), text(file))

  private fun text(file: String): String {
    val path = "/vectors/$file"
    val stream = Vectors::class.java.getResourceAsStream(path)
      ?: throw IllegalStateException("conformance vectors $path are not on the class path")
    return stream.use { it.readBytes().toString(Charsets.UTF_8) }
  }
}
