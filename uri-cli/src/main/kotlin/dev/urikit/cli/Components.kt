package dev.urikit.cli

import dev.urikit.HierarchicalUri
import dev.urikit.HostType
import dev.urikit.NormalizationLevel
import dev.urikit.OpaqueUri
import dev.urikit.RelativeReference
import dev.urikit.Uri
import dev.urikit.UriReference
import kotlinx.serialization.json.JsonObjectBuilder
import kotlinx.serialization.json.put

/**
 * Puts the members of one `parse` record after `"input"`, in this order: `kind`, `scheme`,
 * `authority`, `userinfo`, `host`, `host_type`, `port`, `path`, `query`, `fragment` (all raw, as
 * written; JSON null when absent, `""` when present but empty), `normalized` (scheme-level
 * normalization, RFC 3986 section 6.2), then the scheme's view, when its module describes one ([viewMember]).
 *
 * ```
 * HTTP://user@Example.COM:80/a/./b/../c?q=1#f
 * -> "kind":"hierarchical","scheme":"HTTP","authority":"user@Example.COM:80","userinfo":"user",
 *    "host":"Example.COM","host_type":"reg-name","port":"80","path":"/a/./b/../c","query":"q=1",
 *    "fragment":"f","normalized":"http://user@example.com:80/a/c?q=1#f"
 * ```
 *
 * (`normalized` drops `:80` once the http module is installed.)
 */
internal fun JsonObjectBuilder.components(ref: UriReference) {
  val authority = AuthorityParts.of(ref)
  put("kind", kindName(ref))
  put("scheme", ref.scheme())
  put("authority", authority?.authority)
  put("userinfo", authority?.userInfo)
  put("host", authority?.host)
  put("host_type", authority?.hostType?.let(::hostTypeName))
  put("port", authority?.port)
  put("path", ref.path())
  put("query", ref.query())
  put("fragment", ref.fragment())
  put("normalized", ref.normalize(NormalizationLevel.SCHEME).toString())
  if (ref is Uri) {
    viewMember(ref)?.let { (name, value) -> put(name, value) }
  }
}

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
