package dev.urikit.testkit

import dev.urikit.HierarchicalUri
import dev.urikit.HostType
import dev.urikit.OpaqueUri
import dev.urikit.RelativeReference
import dev.urikit.UriReference

/**
 * The raw components of any reference side by side, so one comparison shows every difference:
 * null when absent, `""` when present but empty (RFC 3986 section 3). An opaque URI has no authority
 * accessors, so its authority parts are null.
 *
 * ```kotlin
 * RawComponents.of(UriReference.parse("//h:/p"))
 * // RawComponents(scheme=null, authority=h:, userInfo=null, host=h, port=, path=/p, query=null, fragment=null, hostType=REG_NAME)
 * ```
 */
data class RawComponents(
  val scheme: String?,
  val authority: String?,
  val userInfo: String?,
  val host: String?,
  val port: String?,
  val path: String,
  val query: String?,
  val fragment: String?,
  val hostType: HostType?,
) {
  companion object {
    /** The components of [ref] as its accessors report them. */
    fun of(ref: UriReference): RawComponents = when (ref) {
      is HierarchicalUri -> RawComponents(
        ref.scheme(), ref.authority(), ref.userInfo(), ref.host(), ref.port(),
        ref.path(), ref.query(), ref.fragment(), ref.hostType(),
      )
      is RelativeReference -> RawComponents(
        null, ref.authority(), ref.userInfo(), ref.host(), ref.port(),
        ref.path(), ref.query(), ref.fragment(), ref.hostType(),
      )
      is OpaqueUri -> RawComponents(ref.scheme(), null, null, null, null, ref.path(), ref.query(), ref.fragment(), null)
    }

    /** The components a parse-valid.json case expects, its ABNF host-type name mapped to [HostType]. */
    fun expected(case: ParseValidCase): RawComponents = RawComponents(
      case.scheme, case.authority, case.userinfo, case.host, case.port,
      case.path, case.query, case.fragment, case.hostType?.let(::hostType),
    )

    /** The [HostType] named by an RFC 3986 host rule: `IPv4address`, `IPv6address`, `IPvFuture`, `reg-name`. */
    fun hostType(rule: String): HostType = when (rule) {
      "IPv4address" -> HostType.IPV4
      "IPv6address" -> HostType.IPV6
      "IPvFuture" -> HostType.IPVFUTURE
      "reg-name" -> HostType.REG_NAME
      else -> throw IllegalArgumentException("not an RFC 3986 host rule: $rule")
    }
  }
}
