package dev.urikit.testkit.oracles

import dev.urikit.SchemeRegistry

/**
 * The classes of difference allowed between urikit and Jena's IRI3986, each recognized by a predicate
 * here and listed with an example and its RFC reason in the resource `oracles/jena-differences.txt`
 * (`name TAB example TAB reason`).
 */
internal object JenaDifferences {

  class DifferenceClass(val name: String, val matches: (Disagreement) -> Boolean)

  data class Entry(val name: String, val example: String, val reason: String) {
    override fun toString(): String = name
  }

  val classes: List<DifferenceClass> = listOf(
    DifferenceClass("ipvfuture-version") { d ->
      val host = (d.ours as? Outcome.Accepted)?.host
      d.theirs == Outcome.Refused && host != null && IPVFUTURE.matches(host) && !JENA_IPVFUTURE.matches(host)
    },
    DifferenceClass("ipv6-double-colon-for-one-group") { d ->
      val host = (d.ours as? Outcome.Accepted)?.host
      d.theirs == Outcome.Refused && host != null && host.startsWith("[") && ipv6Pieces(host.removeSurrounding("[", "]")) == 7
    },
    DifferenceClass("iri-characters") { d ->
      val theirs = d.theirs as? Outcome.Accepted
      d.ours == Outcome.Refused && theirs != null && d.text.any { it.code > 0x7F } &&
        Outcome.urikit(encodeNonAscii(d.text), SchemeRegistry.empty()) == theirs.encoded()
    },
    DifferenceClass("brackets-outside-ip-literal") { d ->
      val host = (d.theirs as? Outcome.Accepted)?.host
      d.ours == Outcome.Refused && host != null && ('[' in host || ']' in host) && !BRACKETED.matches(host)
    },
    DifferenceClass("ipv6-two-double-colons") { d ->
      val host = (d.theirs as? Outcome.Accepted)?.host
      d.ours == Outcome.Refused && host != null && BRACKETED.matches(host) && Regex("::").findAll(host).count() >= 2
    },
    DifferenceClass("ipv6-bad-ipv4-tail") { d ->
      val host = (d.theirs as? Outcome.Accepted)?.host
      val tail = host?.takeIf { BRACKETED.matches(it) }?.removeSurrounding("[", "]")?.substringAfterLast(':')
      d.ours == Outcome.Refused && tail != null && '.' in tail && !isIpv4(tail)
    },
  )

  /** `IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet`; a `dec-octet` has no leading zero (RFC 3986 section 3.2.2). */
  private fun isIpv4(text: String): Boolean {
    val octets = text.split('.')
    return octets.size == 4 && octets.all { o ->
      o.length in 1..3 && o.all { it in '0'..'9' } && (o.length == 1 || o[0] != '0') && o.toInt() <= 255
    }
  }

  /** `IP-literal` with `IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )`, "v" in either case (RFC 5234 section 2.3). */
  private val IPVFUTURE = Regex("""\[[vV][0-9A-Fa-f]+\.[A-Za-z0-9\-._~!$&'()*+,;=:]+]""")

  /** The IPvFuture literals Jena accepts: a lower-case "v" and one hex digit. */
  private val JENA_IPVFUTURE = Regex("""\[v[0-9A-Fa-f]\.[^\[\]]+]""")

  private val BRACKETED = Regex("""\[[^\[\]]*]""")

  /**
   * The number of 16-bit pieces of an IPv6 address with exactly one "::", an IPv4 tail counting as two;
   * -1 for anything else. RFC 3986 section 3.2.2 allows "::" for one or more zero pieces: seven.
   */
  private fun ipv6Pieces(address: String): Int {
    val halves = address.split("::")
    if (halves.size != 2) return -1
    var pieces = 0
    for (half in halves) {
      if (half.isEmpty()) continue
      for (piece in half.split(':')) {
        pieces += when {
          piece.matches(Regex("[0-9A-Fa-f]{1,4}")) -> 1
          '.' in piece -> 2
          else -> return -1
        }
      }
    }
    return pieces
  }

  /** [text] with every non-ASCII character percent-encoded as UTF-8 (RFC 3987 section 3.1 maps an IRI to a URI so). */
  fun encodeNonAscii(text: String): String = buildString {
    var i = 0
    while (i < text.length) {
      val cp = text.codePointAt(i)
      if (cp < 0x80) {
        append(cp.toChar())
      } else {
        String(Character.toChars(cp)).toByteArray(Charsets.UTF_8).forEach { append("%%%02X".format(it.toInt() and 0xFF)) }
      }
      i += Character.charCount(cp)
    }
  }

  private fun Outcome.Accepted.encoded() = Outcome.Accepted(
    scheme?.let(::encodeNonAscii), authority?.let(::encodeNonAscii), userInfo?.let(::encodeNonAscii),
    host?.let(::encodeNonAscii), port?.let(::encodeNonAscii), encodeNonAscii(path),
    query?.let(::encodeNonAscii), fragment?.let(::encodeNonAscii),
  )

  /** The name of the first class [d] belongs to, or null when it belongs to none. */
  fun classify(d: Disagreement): String? = classes.firstOrNull { it.matches(d) }?.name

  fun load(): Map<String, Entry> {
    val path = "oracles/jena-differences.txt"
    val text = checkNotNull(JenaDifferences::class.java.classLoader.getResourceAsStream(path)) { "$path is missing" }
      .use { it.readBytes().toString(Charsets.UTF_8) }
    return text.lineSequence()
      .filter { it.isNotBlank() && !it.startsWith("#") }
      .map { line ->
        val columns = line.split('\t', limit = 3)
        check(columns.size == 3) { "$path: expected name TAB example TAB reason: $line" }
        Entry(columns[0], unescape(columns[1]), columns[2])
      }
      .associateBy { it.name }
  }

  /** Examples are written with `\uXXXX` for characters a text file should not hold raw. */
  private fun unescape(s: String): String =
    Regex("""\\u([0-9A-Fa-f]{4})""").replace(s) { it.groupValues[1].toInt(16).toChar().toString() }
}
