package dev.urikit.cli

import dev.urikit.BaseLayer
import dev.urikit.DocumentBase
import dev.urikit.NoBaseException
import dev.urikit.SkippedBase
import dev.urikit.Uri
import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable

/**
 * A `resolve` record whose base the layer options established (RFC 3986 section 5.1): the base and the layer
 * that gave it (both null when none did), the layers skipped on the way, then the reference and its result or
 * error. `"stripped_fragment"` follows the layer only when the base had a fragment.
 *
 * ```
 * {"base":"http://a/b/","layer":"embedded","skipped":[],"ref":"g","result":"http://a/b/g"}
 * ```
 */
@Serializable
internal data class LayeredResolveRecord(
  val base: String?,
  val layer: String?,
  @SerialName("stripped_fragment") val strippedFragment: String? = null,
  val skipped: List<SkippedRecord>,
  val ref: String,
  val result: String? = null,
  val error: ErrorRecord? = null,
)

/**
 * One skipped layer: its name, its text (user information masked), why it was skipped, the library's
 * message, then `"scheme"` for a scheme whose URIs cannot be a base or `"error"` for text that does not parse.
 *
 * ```
 * {"layer":"embedded","text":"urn:isbn:0451450523","reason":"scheme-cannot-be-base",
 *  "message":"embedded base: a urn URI cannot be a base (RFC 3986 section 5.1)","scheme":"urn"}
 * ```
 */
@Serializable
internal data class SkippedRecord(
  val layer: String,
  val text: String,
  val reason: String,
  val message: String,
  val scheme: String? = null,
  val error: ErrorRecord? = null,
)

/** The record's part that every line of a batch shares: the established base, or why there is none. */
internal class EstablishedLayers(
  private val base: DocumentBase?,
  private val skipped: List<SkippedRecord>,
  private val failure: NoBaseException?,
) {

  /** The base URI, or the [NoBaseException] that says why no layer gave one. */
  fun baseOrThrow(): Uri = base?.uri() ?: throw checkNotNull(failure)

  /** The record for [ref], resolved to [result] or failed with [error]; an error record masks user information. */
  fun record(ref: String, result: String?, error: ErrorRecord?): LayeredResolveRecord =
    LayeredResolveRecord(
      base?.uri()?.toString()?.let { if (error == null) it else maskUserInfo(it) },
      base?.layer()?.let(::layerName),
      base?.strippedFragment(),
      skipped,
      if (error == null) ref else maskUserInfo(ref),
      result,
      error,
    )
}

/** Establishes the base of [builder]'s layers once, for every line of a batch. */
internal fun establishLayers(builder: DocumentBase.Builder): EstablishedLayers =
  try {
    val base = builder.establish()
    EstablishedLayers(base, base.skipped().map(::skippedRecord), null)
  } catch (e: NoBaseException) {
    EstablishedLayers(null, e.skipped().map(::skippedRecord), e)
  }

/** `embedded`, `encapsulating-entity`, `retrieval-uri` or `application-default`. */
private fun layerName(layer: BaseLayer): String = layer.name.lowercase().replace('_', '-')

private fun skippedRecord(skipped: SkippedBase): SkippedRecord =
  SkippedRecord(
    layerName(skipped.layer()),
    maskUserInfo(skipped.text()),
    skipped.reason().name.lowercase().replace('_', '-'),
    skipped.message(),
    skipped.scheme(),
    skipped.error()?.let(::errorRecord),
  )
