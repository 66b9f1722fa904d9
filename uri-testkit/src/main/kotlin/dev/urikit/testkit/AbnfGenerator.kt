package dev.urikit.testkit

import kotlin.random.Random

/**
 * Writes random strings rule by rule from the ABNF of RFC 3986 Appendix A, so that every string it
 * returns matches the rule it is named after, and near misses of any text ([nearMiss]). The same
 * seed gives the same strings. [UriArbs] wraps it in Kotest `Arb`s; from Java:
 *
 * ```java
 * AbnfGenerator generator = new AbnfGenerator(3986L);
 * generator.hierarchicalUri("tel");   // "tel://[v7.-]:443/%2B/;a?=#"   (one of many)
 * generator.nearMiss("tel:+1-201");    // "tel:+1 201"                      (one character changed)
 * ```
 */
class AbnfGenerator(private val random: Random) {

  /** A generator whose strings follow from [seed] alone. */
  constructor(seed: Long) : this(Random(seed))

  /** `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`, in mixed case, sometimes a familiar name. */
  fun scheme(): String {
    if (random.nextInt(4) == 0) {
      return FAMILIAR_SCHEMES[random.nextInt(FAMILIAR_SCHEMES.size)]
    }
    val sb = StringBuilder().append(pick(ALPHA))
    repeat(random.nextInt(7)) { sb.append(pick(SCHEME_TAIL)) }
    return sb.toString()
  }

  /** `userinfo = *( unreserved / pct-encoded / sub-delims / ":" )`. */
  fun userInfo(): String = repeatPieces(random.nextInt(9)) {
    when (random.nextInt(6)) {
      0 -> pctEncoded()
      1 -> pick(SUB_DELIMS).toString()
      2 -> ":"
      else -> pick(UNRESERVED).toString()
    }
  }

  /** `host = IP-literal / IPv4address / reg-name`, each form about as often, IP-literals bracketed. */
  fun host(): String = when (random.nextInt(8)) {
    0 -> "[" + ipv6() + "]"
    1 -> "[" + ipv6() + "]"
    2 -> "[" + ipvFuture() + "]"
    3 -> ipv4()
    4 -> ""
    else -> regName()
  }

  /** `reg-name = *( unreserved / pct-encoded / sub-delims )`: dotted labels, escapes, sometimes empty. */
  fun regName(): String = when (random.nextInt(4)) {
    0 -> repeatPieces(random.nextInt(9)) {
      when (random.nextInt(5)) {
        0 -> pctEncoded()
        1 -> pick(SUB_DELIMS).toString()
        else -> pick(UNRESERVED).toString()
      }
    }
    else -> (0..random.nextInt(3)).joinToString(".") { label() }
  }

  /** `IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet`. */
  fun ipv4(): String = (0 until 4).joinToString(".") { decOctet() }

  /**
   * `IPv6address` in every form of RFC 3986 section 3.2.2: eight pieces, or `n` pieces, `"::"` and `m`
   * pieces with `n + m <= 7` (so `"::"` alone too); the last two pieces (`ls32`) sometimes an IPv4
   * address, which never appears before the `"::"`.
   */
  fun ipv6(): String {
    if (random.nextInt(5) == 0) {
      return pieces(8)
    }
    val right = random.nextInt(8)
    val left = random.nextInt(8 - right)
    return List(left) { h16() }.joinToString(":") + "::" + pieces(right)
  }

  /** `IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )`, the "v" in either case. */
  fun ipvFuture(): String {
    val sb = StringBuilder().append(if (random.nextBoolean()) 'v' else 'V')
    repeat(1 + random.nextInt(3)) { sb.append(hexDigit(random.nextInt(16))) }
    sb.append('.')
    repeat(1 + random.nextInt(6)) { sb.append(pick(IPVFUTURE_TAIL)) }
    return sb.toString()
  }

  /** `port = *DIGIT`: absent (null), empty, or digits, leading zeros and values past 65535 included. */
  fun port(): String? = when (random.nextInt(5)) {
    0, 1 -> null
    2 -> ""
    else -> repeatPieces(1 + random.nextInt(5)) { pick(DIGIT).toString() }
  }

  /** `authority = [ userinfo "@" ] host [ ":" port ]`. */
  fun authority(): String {
    val sb = StringBuilder()
    if (random.nextInt(3) == 0) {
      sb.append(userInfo()).append('@')
    }
    sb.append(host())
    port()?.let { sb.append(':').append(it) }
    return sb.toString()
  }

  /** `path-abempty = *( "/" segment )`. */
  fun pathAbempty(): String = repeatPieces(random.nextInt(5)) { "/" + segment() }

  /** `path-absolute = "/" [ segment-nz *( "/" segment ) ]`. */
  fun pathAbsolute(): String = if (random.nextInt(4) == 0) "/" else "/" + segmentNz() + pathAbempty()

  /** `path-noscheme = segment-nz-nc *( "/" segment )`. */
  fun pathNoscheme(): String = segmentNzNc() + pathAbempty()

  /** `path-rootless = segment-nz *( "/" segment )`. */
  fun pathRootless(): String = segmentNz() + pathAbempty()

  /** `query` and `fragment` = `*( pchar / "/" / "?" )`: null for absent, often empty, often not. */
  fun queryOrFragment(): String? = when (random.nextInt(4)) {
    0 -> null
    1 -> ""
    else -> repeatPieces(1 + random.nextInt(8)) {
      when (random.nextInt(8)) {
        0 -> "/"
        1 -> "?"
        else -> pchar()
      }
    }
  }

  /** `hier-part [ "?" query ] [ "#" fragment ]` after `scheme ":"`: the `URI` rule. */
  fun uri(): String = scheme() + ":" + when (random.nextInt(4)) {
    0 -> "//" + authority() + pathAbempty()
    1 -> pathAbsolute()
    2 -> pathRootless()
    else -> ""
  } + queryAndFragment()

  /** A `URI` whose hier-part is `"//" authority path-abempty` or `path-absolute`. */
  @JvmOverloads
  fun hierarchicalUri(scheme: String = scheme()): String =
    scheme + ":" + (if (random.nextInt(4) == 0) pathAbsolute() else "//" + authority() + pathAbempty()) +
      queryAndFragment()

  /** `relative-ref = relative-part [ "?" query ] [ "#" fragment ]`. */
  fun relativeReference(): String = when (random.nextInt(4)) {
    0 -> "//" + authority() + pathAbempty()
    1 -> pathAbsolute()
    2 -> pathNoscheme()
    else -> ""
  } + queryAndFragment()

  /** `URI-reference = URI / relative-ref`. */
  fun uriReference(): String = if (random.nextBoolean()) uri() else relativeReference()

  /**
   * [text] with one character replaced, inserted or removed at a random index: the replacement or
   * insertion is a character that often changes how a URI parses (a delimiter, `%`, a space, a
   * control, a non-ASCII letter) or a letter or digit. The result may still be valid; it differs from
   * [text] unless [text] is empty and nothing could be removed.
   */
  fun nearMiss(text: String): String {
    val operation = if (text.isEmpty()) 1 else random.nextInt(3)
    val at = random.nextInt(if (operation == 1) text.length + 1 else text.length)
    return when (operation) {
      0 -> {
        var c = pick(NEAR_MISS_CHARS)
        if (c == text[at]) c = if (c == 'x') 'y' else 'x'
        text.substring(0, at) + c + text.substring(at + 1)
      }
      1 -> text.substring(0, at) + pick(NEAR_MISS_CHARS) + text.substring(at)
      else -> text.removeRange(at, at + 1)
    }
  }

  /**
   * Two hierarchical URIs of one scheme: often one authority and a common path prefix, so that
   * relativization has every kind of answer to give.
   */
  fun sameSchemePair(): Pair<String, String> {
    val scheme = scheme()
    val base = hierarchicalUri(scheme)
    if (random.nextInt(3) == 0) {
      return base to hierarchicalUri(scheme)
    }
    val pathStart = pathStart(base)
    val basePath = base.substring(pathStart).substringBefore('#').substringBefore('?')
    val segments = basePath.split('/')
    val kept = segments.subList(0, 1 + random.nextInt(segments.size)).joinToString("/")
    var path = kept + pathAbempty()
    if (pathStart == scheme.length + 1) {
      // No authority: the path must stay path-absolute, "/" and a first segment that is not empty.
      path = when {
        path.isEmpty() -> "/"
        path.startsWith("//") -> "/.$path"
        else -> path
      }
    }
    return base to base.substring(0, pathStart) + path + queryAndFragment()
  }

  /** Where the path of a hierarchical URI starts: after the authority, or right after the scheme. */
  private fun pathStart(uri: String): Int {
    val colon = uri.indexOf(':')
    if (!uri.startsWith("//", colon + 1)) {
      return colon + 1
    }
    val end = uri.indexOfAny(charArrayOf('/', '?', '#'), colon + 3)
    return if (end < 0) uri.length else end
  }

  private fun queryAndFragment(): String {
    val sb = StringBuilder()
    queryOrFragment()?.let { sb.append('?').append(it) }
    queryOrFragment()?.let { sb.append('#').append(it) }
    return sb.toString()
  }

  /** `segment = *pchar`, sometimes a dot-segment. */
  private fun segment(): String = when (random.nextInt(7)) {
    0 -> "."
    1 -> ".."
    else -> repeatPieces(random.nextInt(5)) { pchar() }
  }

  /** `segment-nz = 1*pchar`, sometimes a dot-segment. */
  private fun segmentNz(): String = when (random.nextInt(7)) {
    0 -> "."
    1 -> ".."
    else -> repeatPieces(1 + random.nextInt(5)) { pchar() }
  }

  /** `segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )`, sometimes a dot-segment. */
  private fun segmentNzNc(): String = when (random.nextInt(7)) {
    0 -> "."
    1 -> ".."
    else -> repeatPieces(1 + random.nextInt(5)) {
      when (random.nextInt(6)) {
        0 -> pctEncoded()
        1 -> pick(SUB_DELIMS).toString()
        2 -> "@"
        else -> pick(UNRESERVED).toString()
      }
    }
  }

  /** `pchar = unreserved / pct-encoded / sub-delims / ":" / "@"`. */
  private fun pchar(): String = when (random.nextInt(8)) {
    0 -> pctEncoded()
    1 -> pick(SUB_DELIMS).toString()
    2 -> if (random.nextBoolean()) ":" else "@"
    else -> pick(UNRESERVED).toString()
  }

  /** `pct-encoded = "%" HEXDIG HEXDIG`: any octet, its hex digits in upper, lower or mixed case. */
  private fun pctEncoded(): String {
    val octet = random.nextInt(256)
    return "%" + hexDigit(octet shr 4) + hexDigit(octet and 0xF)
  }

  private fun label(): String {
    val sb = StringBuilder()
    repeat(1 + random.nextInt(6)) { sb.append(pick(LABEL)) }
    return sb.toString()
  }

  /** `dec-octet`, each of its five alternatives equally often: 0-9, 10-99, 100-199, 200-249, 250-255. */
  private fun decOctet(): String = when (random.nextInt(5)) {
    0 -> random.nextInt(10)
    1 -> 10 + random.nextInt(90)
    2 -> 100 + random.nextInt(100)
    3 -> 200 + random.nextInt(50)
    else -> 250 + random.nextInt(6)
  }.toString()

  /** `count` colon-separated pieces that end the address: the last two `h16` (`ls32`) sometimes an IPv4 address. */
  private fun pieces(count: Int): String {
    if (count >= 2 && random.nextInt(3) == 0) {
      return (List(count - 2) { h16() } + ipv4()).joinToString(":")
    }
    return List(count) { h16() }.joinToString(":")
  }

  /** `h16 = 1*4HEXDIG`. */
  private fun h16(): String = repeatPieces(1 + random.nextInt(4)) { hexDigit(random.nextInt(16)).toString() }

  private fun hexDigit(value: Int): Char {
    val c = HEX[value]
    return if (c.isLetter() && random.nextBoolean()) c.lowercaseChar() else c
  }

  private fun pick(chars: String): Char = chars[random.nextInt(chars.length)]

  private inline fun repeatPieces(times: Int, piece: () -> String): String {
    val sb = StringBuilder()
    repeat(times) { sb.append(piece()) }
    return sb.toString()
  }

  private companion object {
    const val ALPHA = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
    const val DIGIT = "0123456789"
    const val HEX = "0123456789ABCDEF"
    const val UNRESERVED = "$ALPHA$DIGIT-._~"
    const val SUB_DELIMS = "!$&'()*+,;="
    const val SCHEME_TAIL = "$ALPHA$DIGIT+-."
    const val IPVFUTURE_TAIL = "$UNRESERVED$SUB_DELIMS:"
    const val LABEL = "abcdefghijklmnopqrstuvwxyzEXAMPLE0123456789-"
    /** The characters of [nearMiss]: RFC 3986 delimiters, what the grammar excludes, letters and digits. */
    const val NEAR_MISS_CHARS = ":/?#[]@!$&'()*+,;=%-._~ \t\u0000\u007f\\\"<>^`{|}aZ09\u00e9\u00a0"
    val FAMILIAR_SCHEMES = listOf("http", "HTTPS", "ftp", "foo", "urn", "mailto", "file", "x-y.z+w")
  }
}
