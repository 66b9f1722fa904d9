package dev.urikit.testkit.properties

import dev.urikit.HostType
import dev.urikit.testkit.AbnfGenerator
import dev.urikit.testkit.RawComponents
import io.kotest.property.Arb
import io.kotest.property.arbitrary.arbitrary

/**
 * A URI reference generated component by component (RFC 3986 Appendix A) and composed here, by the
 * rules of section 5.3, into its text: the expected components of a parse come from the generator,
 * never from the parser.
 */
internal data class GeneratedReference(
  val scheme: String?,
  val userInfo: String?,
  val host: String?,
  val hostType: HostType?,
  val port: String?,
  val path: String,
  val query: String?,
  val fragment: String?,
) {

  /** `[ userinfo "@" ] host [ ":" port ]`, or null when there is no host. */
  val authority: String?
    get() = host?.let {
      buildString {
        userInfo?.let { append(it).append('@') }
        append(host)
        port?.let { append(':').append(it) }
      }
    }

  /** The text, composed as section 5.3 recomposes components. */
  val text: String
    get() = buildString {
      scheme?.let { append(it).append(':') }
      authority?.let { append("//").append(it) }
      append(path)
      query?.let { append('?').append(it) }
      fragment?.let { append('#').append(it) }
    }

  /** Opaque in the sense of RFC 2396 section 3: a scheme, no authority, a path not starting with "/". */
  val isOpaque: Boolean get() = scheme != null && host == null && !path.startsWith("/")

  /** The components a parser must report; an opaque URI reports no authority parts. */
  fun expected(): RawComponents = RawComponents(
    scheme, authority, userInfo, host, port, path, query, fragment, hostType,
  )

  companion object {

    /** `URI-reference`: with or without a scheme and an authority, each path kind that goes with them. */
    fun arb(): Arb<GeneratedReference> = arbitrary { rs -> generate(AbnfGenerator(rs.random), rs.random) }

    /** URIs with a scheme and an authority whose host is a reg-name. */
    fun withRegName(schemes: List<String>): Arb<GeneratedReference> = arbitrary { rs ->
      val g = AbnfGenerator(rs.random)
      val scheme = schemes[rs.random.nextInt(schemes.size)]
      GeneratedReference(
        scheme, if (rs.random.nextInt(4) == 0) g.userInfo() else null, g.regName().let(::notIpv4), HostType.REG_NAME,
        if (rs.random.nextBoolean()) null else g.port()?.takeIf { it.isNotEmpty() }, g.pathAbempty(),
        g.queryOrFragment(), g.queryOrFragment(),
      )
    }

    private fun generate(g: AbnfGenerator, random: kotlin.random.Random): GeneratedReference {
      val scheme = if (random.nextBoolean()) g.scheme() else null
      val hasAuthority = random.nextInt(3) != 0
      if (hasAuthority) {
        val (host, type) = when (random.nextInt(6)) {
          0 -> "[" + g.ipv6() + "]" to HostType.IPV6
          1 -> "[" + g.ipvFuture() + "]" to HostType.IPVFUTURE
          2 -> g.ipv4() to HostType.IPV4
          3 -> "" to HostType.REG_NAME
          else -> g.regName().let { it to if (isIpv4(it)) HostType.IPV4 else HostType.REG_NAME }
        }
        val userInfo = if (random.nextInt(3) == 0) g.userInfo() else null
        return GeneratedReference(scheme, userInfo, host, type, g.port(), g.pathAbempty(), g.queryOrFragment(), g.queryOrFragment())
      }
      val path = when (random.nextInt(3)) {
        0 -> g.pathAbsolute()
        1 -> if (scheme != null) g.pathRootless() else g.pathNoscheme()
        else -> ""
      }
      return GeneratedReference(scheme, null, null, null, null, path, g.queryOrFragment(), g.queryOrFragment())
    }

    /** A reg-name that also matches `IPv4address` is one (section 3.2.2, first-match-wins): change its last character. */
    private fun notIpv4(name: String): String = if (isIpv4(name)) "$name-x" else name

    /** `IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet`, checked by its ABNF, not by the parser. */
    fun isIpv4(text: String): Boolean {
      val parts = text.split('.')
      return parts.size == 4 && parts.all { part ->
        part.isNotEmpty() && part.length <= 3 && part.all { it in '0'..'9' } &&
          (part.length == 1 || part[0] != '0') && part.toInt() <= 255
      }
    }
  }
}
