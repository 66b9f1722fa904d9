package dev.urikit.cli

import dev.urikit.HierarchicalIri
import dev.urikit.HierarchicalUri
import dev.urikit.HostType
import dev.urikit.IriReference
import dev.urikit.NormalizationLevel
import dev.urikit.OpaqueUri
import dev.urikit.RelativeIriReference
import dev.urikit.RelativeReference
import dev.urikit.Uri
import dev.urikit.UriReference

/**
 * The `parse` record of [ref], parsed from [input]: `kind`, `scheme`, `authority`, `userinfo`, `host`,
 * `host_type`, `port`, `path`, `query`, `fragment` (all raw, as written; JSON null when absent, `""`
 * when present but empty), `normalized` (scheme-level normalization, RFC 3986 section 6.2), then the
 * scheme's `warnings` when it has any ([warningMembers]), then its view, when its module describes one
 * ([viewMember]).
 *
 * ```
 * HTTP://user@Example.COM:80/a/./b/../c?q=1#f
 * -> "kind":"hierarchical","scheme":"HTTP","authority":"user@Example.COM:80","userinfo":"user",
 *    "host":"Example.COM","host_type":"reg-name","port":"80","path":"/a/./b/../c","query":"q=1",
 *    "fragment":"f","normalized":"http://user@example.com:80/a/c?q=1#f"
 * ```
 *
 * (`normalized` drops `:80` once the http module is installed.)
 *
 * Warnings and view are given for inputs of up to [DESCRIBED_INPUT_LIMIT] characters: a scheme module
 * describes its view as lists and maps of small values (a path of five million one-letter segments is
 * five million strings), whose memory grows far faster than the input; the components alone stay within
 * a small multiple of the input's size, however long it is.
 */
internal fun components(input: String, ref: UriReference): ParseRecord {
  val authority = AuthorityParts.of(ref)
  return ParseRecord(
    input = input,
    kind = kindName(ref),
    scheme = ref.scheme(),
    authority = authority?.authority,
    userinfo = authority?.userInfo,
    host = authority?.host,
    hostType = authority?.hostType?.let(::hostTypeName),
    port = authority?.port,
    path = ref.path(),
    query = ref.query(),
    fragment = ref.fragment(),
    normalized = ref.normalize(NormalizationLevel.SCHEME).toString(),
    warnings = if (ref is Uri && input.length <= DESCRIBED_INPUT_LIMIT) warningMembers(ref) else emptyList(),
    view = if (ref is Uri && input.length <= DESCRIBED_INPUT_LIMIT) viewMember(ref) else null,
  )
}

/**
 * The `parse` record of [iri], parsed from [input]: when it is a URI reference, [components] of it;
 * otherwise the IRI's components as written (Unicode kept), then `uri`, the URI it maps to (RFC 3987
 * section 3.1), and `normalized`, warnings and view of that URI.
 *
 * ```
 * https://bücher.example/ä
 * -> "kind":"hierarchical","scheme":"https","authority":"bücher.example",...,"host":"bücher.example",
 *    "path":"/ä",...,"uri":"https://xn--bcher-kva.example/%C3%A4","normalized":"https://xn--bcher-kva.example/%C3%A4"
 * ```
 */
internal fun components(input: String, iri: IriReference): ParseRecord {
  val uriRecord = components(input, iri.toUri())
  if (iri.isUri) {
    return uriRecord
  }
  val authority = when (iri) {
    is HierarchicalIri -> iri.authority()?.let { AuthorityParts(it, iri.userInfo(), iri.host(), iri.hostType(), iri.port()) }
    is RelativeIriReference -> iri.authority()?.let { AuthorityParts(it, iri.userInfo(), iri.host(), iri.hostType(), iri.port()) }
    else -> null
  }
  return uriRecord.copy(
    authority = authority?.authority,
    userinfo = authority?.userInfo,
    host = authority?.host,
    hostType = authority?.hostType?.let(::hostTypeName),
    port = authority?.port,
    path = iri.path(),
    query = iri.query(),
    fragment = iri.fragment(),
    uri = iri.toUri().toString(),
  )
}

/**
 * The longest input whose scheme warnings and view `parse` writes: 64 KiB, eight times the 8,000 octets
 * RFC 9110 section 4.1 asks every recipient to support in a URI.
 */
internal const val DESCRIBED_INPUT_LIMIT = 65_536

/**
 * The warnings of [uri]'s scheme ([Uri.warnings]: SHOULD-level findings that parsing does not refuse),
 * each as `{"index":8,"code":"nntp.userinfo.password","rule":"..."}`.
 */
internal fun warningMembers(uri: Uri): List<Map<String, Any?>> =
  uri.warnings().map { linkedMapOf("index" to it.index().toLong(), "code" to it.code(), "rule" to it.rule()) }

/** `hierarchical`, `opaque` or `relative`. */
internal fun kindName(ref: UriReference): String =
  when (ref) {
    is HierarchicalUri -> "hierarchical"
    is OpaqueUri -> "opaque"
    is RelativeReference -> "relative"
  }

/** `reg-name`, `ipv4`, `ipv6` or `ipvfuture`: the RFC 3986 section 3.2.2 rule names. */
internal fun hostTypeName(type: HostType): String =
  when (type) {
    HostType.REG_NAME -> "reg-name"
    HostType.IPV4 -> "ipv4"
    HostType.IPV6 -> "ipv6"
    HostType.IPVFUTURE -> "ipvfuture"
  }

/** The authority components of a reference that has an authority. */
private class AuthorityParts(
  val authority: String,
  val userInfo: String?,
  val host: String?,
  val hostType: HostType?,
  val port: String?,
) {
  companion object {
    /** The parts of [ref]'s authority, or null when it has none (always for an opaque URI). */
    fun of(ref: UriReference): AuthorityParts? =
      when (ref) {
        is HierarchicalUri ->
          ref.authority()?.let { AuthorityParts(it, ref.userInfo(), ref.host(), ref.hostType(), ref.port()) }
        is RelativeReference ->
          ref.authority()?.let { AuthorityParts(it, ref.userInfo(), ref.host(), ref.hostType(), ref.port()) }
        is OpaqueUri -> null
      }
  }
}
