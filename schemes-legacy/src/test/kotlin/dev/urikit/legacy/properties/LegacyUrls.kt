package dev.urikit.legacy.properties

import io.kotest.property.Arb
import io.kotest.property.arbitrary.arbitrary
import java.util.Random

/**
 * Generated gopher, telnet, wais and prospero URLs whose components hold every reserved character of RFC
 * 3986 section 2.2 that their grammar allows: percent-encoded everywhere, hex digits in either case, and
 * as they are where the component takes them. Hosts are names in mixed case (some percent-encoded,
 * `ex%61mple`, `a%2Eb`), IPv4 addresses and IPv6 literals; ports are absent, empty (`h:`), the default
 * with and without leading zeros, or another.
 */
internal object LegacyUrls {

    private const val RESERVED = ":/?#[]@!$&'()*+,;="
    private const val SUB_DELIMS = "!$&'()*+,;="

    /** Every reserved character percent-encoded, upper- and lower-case hex, and a few other octets. */
    private val encoded: List<String> = RESERVED.flatMap { c ->
        val hex = "%%%02X".format(c.code)
        listOf(hex, hex.lowercase())
    } + listOf("%41", "%7e", "%2D", "%C3%A9", "%e2%82%ac", "%25", "%20")

    private val unreserved = listOf("a", "Z", "0", "-", ".", "_", "~")
    private fun raw(chars: String): List<String> = chars.map { it.toString() }

    /** A path's characters as they are: unreserved, sub-delims, ':' and '@', and '/' and '?'. */
    private val pathPieces = unreserved + encoded + raw("$SUB_DELIMS:@/?")
    private val fragmentPieces = unreserved + encoded + raw("$SUB_DELIMS:@/?")

    /** `user` and `password` of RFC 1738 section 3.1: userinfo but ':' as they are. */
    private val userPieces = unreserved + encoded + raw(SUB_DELIMS)

    /** The gopher search: anything but '/' and '?' as they are, and no tab, CR or LF (RFC 4266 section 2). */
    private val gopherSearchPieces = unreserved + encoded + raw("$SUB_DELIMS:@")
    private val gopherPlusPieces = pathPieces + listOf("%09", "%0D%0A", "%0d%0a")
    private val gopherTypes = listOf("0", "1", "7", "h", "I", "+", "~", "/", "?", "%30", "%3F", "%3f", "%2F", "%7E")

    /** `uchar` of RFC 1738 section 5: unreserved and `$+!*'(),`; a wais search adds `;:@&=`. */
    private val ucharPieces = unreserved + encoded + raw("$+!*'(),")
    private val waisSearchPieces = ucharPieces + raw(";:@&=")

    /** An hsoname holds path characters but ';'; a field name or value neither ';', '=' nor '/'. */
    private val hsonamePieces = pathPieces - ";"
    private val fieldPieces = unreserved + encoded + raw("!$&'()*+,:@?")

    private val labelPieces = listOf("a", "B", "7", "_", "-", "%61", "%5F", "%2d", "%4B")

    private fun Random.pick(pieces: List<String>, max: Int): String =
        buildString { repeat(nextInt(max + 1)) { append(pieces[nextInt(pieces.size)]) } }

    private fun <T> Random.oneOf(vararg options: T): T = options[nextInt(options.size)]

    private fun Random.host(): String = when (nextInt(6)) {
        0 -> oneOf("[2001:DB8::a]", "[::1]", "[2001:db8:0:0:0:0:0:1]")
        1 -> "192.0.2.1"
        2 -> "xn--bcher-kva.Example"
        else -> (0..nextInt(3)).joinToString(if (nextInt(4) == 0) "%2E" else ".") {
            oneOf("a", "Ex", "%41") + pick(labelPieces, 3) + oneOf("b", "COM", "%63")
        }
    }

    private fun Random.port(default: Int): String = when (nextInt(7)) {
        0 -> ":"
        1 -> ":$default"
        2 -> ":0$default"
        3 -> ":8080"
        4 -> ":00"
        else -> ""
    }

    private fun Random.fragment(): String = if (nextBoolean()) "" else "#" + pick(fragmentPieces, 5)

    private fun Random.gopher(): String = buildString {
        append(oneOf("gopher", "GOPHER", "Gopher")).append("://").append(host()).append(port(70))
        when (nextInt(6)) {
            0 -> {}
            1 -> append('/')
            else -> {
                append('/').append(oneOf(*gopherTypes.toTypedArray())).append(pick(pathPieces, 6))
                if (nextBoolean()) {
                    append("%09").append(pick(gopherSearchPieces, 5))
                    if (nextBoolean()) append("%09").append(pick(gopherPlusPieces, 5))
                }
            }
        }
        append(fragment())
    }

    private fun Random.telnet(): String = buildString {
        append(oneOf("telnet", "TELNET", "Telnet")).append("://")
        if (nextBoolean()) {
            append(pick(userPieces, 5))
            if (nextBoolean()) append(':').append(pick(userPieces, 5))
            append('@')
        }
        append(host()).append(port(23)).append(oneOf("", "/")).append(fragment())
    }

    private fun Random.wais(): String = buildString {
        append(oneOf("wais", "WAIS", "Wais")).append("://").append(host()).append(port(210))
        append('/').append(pick(ucharPieces, 5))
        when (nextInt(3)) {
            0 -> append('?').append(pick(waisSearchPieces, 6))
            1 -> append('/').append(pick(ucharPieces, 4)).append('/').append(pick(ucharPieces, 6))
            else -> {}
        }
        append(fragment())
    }

    private fun Random.prospero(): String = buildString {
        append(oneOf("prospero", "PROSPERO", "Prospero")).append("://").append(host()).append(port(1525))
        append('/').append(pick(hsonamePieces, 6))
        repeat(nextInt(3)) { append(';').append(pick(fieldPieces, 4)).append('=').append(pick(fieldPieces, 4)) }
        append(fragment())
    }

    private fun urls(make: Random.() -> String): Arb<String> = arbitrary { rs -> Random(rs.random.nextLong()).make() }

    val gopher: Arb<String> = urls { gopher() }
    val telnet: Arb<String> = urls { telnet() }
    val wais: Arb<String> = urls { wais() }
    val prospero: Arb<String> = urls { prospero() }
}
