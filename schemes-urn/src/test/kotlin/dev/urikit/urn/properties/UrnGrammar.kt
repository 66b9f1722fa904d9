package dev.urikit.urn.properties

import kotlin.random.Random

/**
 * Values written rule by rule from the ABNF of RFC 8141 section 2, near-misses of them (one character
 * changed), and a model of the grammar written here from the RFC, independent of the module:
 *
 * ```
 * namestring    = assigned-name [ rq-components ] [ "#" f-component ]
 * assigned-name = "urn" ":" NID ":" NSS
 * NID           = (alphanum) 0*30(ldh) (alphanum)
 * ldh           = alphanum / "-"
 * NSS           = pchar *(pchar / "/")
 * rq-components = [ "?+" r-component ] [ "?=" q-component ]
 * r-component   = pchar *( pchar / "/" / "?" )
 * q-component   = pchar *( pchar / "/" / "?" )
 * f-component   = fragment
 * ```
 *
 * The grammar is ambiguous where an r-component holds `"?="`; like the module, the model reads the
 * first `"?="` after `"?+"` as the start of the q-component, and the generator writes no r-component
 * that holds one.
 */
internal class UrnGrammar(private val random: Random) {

    /** The parts of a namestring: NID, NSS and the r-, q- and f-components as written (null when absent). */
    data class Parts(val nid: String, val nss: String, val r: String?, val q: String?, val f: String?) {
        fun text(scheme: String = "urn"): String = buildString {
            append(scheme).append(':').append(nid).append(':').append(nss)
            r?.let { append("?+").append(it) }
            q?.let { append("?=").append(it) }
            f?.let { append('#').append(it) }
        }
    }

    /** `NID = (alphanum) 0*30(ldh) (alphanum)`, lengths 2 to 32 with the edges favoured. */
    fun nid(): String {
        val length = when (random.nextInt(4)) {
            0 -> 2
            1 -> 32
            else -> 2 + random.nextInt(31)
        }
        return String(CharArray(length) { i ->
            if (i == 0 || i == length - 1 || random.nextInt(4) > 0) pick(ALPHANUM) else '-'
        })
    }

    /** `pchar = unreserved / pct-encoded / sub-delims / ":" / "@"`, every reserved character also percent-encoded. */
    fun pchar(): String = when (random.nextInt(6)) {
        0 -> encoded(pick(RESERVED))
        1 -> encoded(pick(OTHER_ASCII))
        2 -> encodedUtf8(NON_ASCII[random.nextInt(NON_ASCII.size)])
        else -> pick(PCHAR).toString()
    }

    /** `NSS = pchar *(pchar / "/")`. */
    fun nss(): String = pchar() + pieces(random.nextInt(10)) { if (random.nextInt(6) == 0) "/" else pchar() }

    /** `r-component = pchar *( pchar / "/" / "?" )`, holding no `"?="` (see the class notes). */
    fun rComponent(): String {
        val sb = StringBuilder(pchar())
        repeat(random.nextInt(8)) {
            when (random.nextInt(7)) {
                0 -> sb.append('/')
                1 -> if (sb.last() != '?') sb.append('?')
                else -> {
                    val p = pchar()
                    if (sb.last() == '?' && p.startsWith("=")) sb.append("%3D") else sb.append(p)
                }
            }
        }
        return if (sb.last() == '?') sb.append('a').toString() else sb.toString()
    }

    /** `q-component = pchar *( pchar / "/" / "?" )`, often `name=value` pairs joined by `"&"`. */
    fun qComponent(): String = if (random.nextBoolean()) {
        pchar() + pieces(random.nextInt(8)) { listOf("/", "?", "?=", pchar())[random.nextInt(4)] }
    } else {
        List(1 + random.nextInt(4)) { parameterPiece() + "=" + parameterPiece() }.joinToString("&")
    }

    /** `fragment = *( pchar / "/" / "?" )`. */
    fun fComponent(): String = pieces(random.nextInt(8)) { listOf("/", "?", "%23", pchar())[random.nextInt(4)] }

    /** A valid namestring's parts: each of the r-, q- and f-components present about half the time. */
    fun parts(): Parts = Parts(
        nid(), nss(),
        if (random.nextBoolean()) rComponent() else null,
        if (random.nextBoolean()) qComponent() else null,
        if (random.nextBoolean()) fComponent() else null,
    )

    /** [valid] with one character replaced, inserted or removed, the character from [NEAR_MISS]. */
    fun nearMiss(valid: String): String {
        val sb = StringBuilder(valid)
        val at = random.nextInt(sb.length + 1)
        val c = NEAR_MISS[random.nextInt(NEAR_MISS.length)]
        when (if (sb.isEmpty()) 1 else random.nextInt(3)) {
            0 -> if (at < sb.length) sb.setCharAt(at, c) else sb.append(c)
            1 -> sb.insert(at, c)
            else -> sb.deleteCharAt(if (at < sb.length) at else at - 1)
        }
        return sb.toString()
    }

    /** [parts] with one character of one component changed as [nearMiss] changes it. */
    fun nearMiss(parts: Parts): Parts = when (random.nextInt(5)) {
        0 -> parts.copy(nid = nearMiss(parts.nid))
        1 -> parts.copy(nss = nearMiss(parts.nss))
        2 -> parts.copy(r = nearMiss(parts.r ?: rComponent()))
        3 -> parts.copy(q = nearMiss(parts.q ?: qComponent()))
        else -> parts.copy(f = nearMiss(parts.f ?: fComponent()))
    }

    private fun parameterPiece(): String = pieces(1 + random.nextInt(4)) {
        val p = pchar()
        if (p == "&" || p == "=") encoded(p[0]) else p
    }

    private fun encoded(c: Char): String {
        val hex = "%02X".format(c.code)
        return "%" + if (random.nextBoolean()) hex else hex.lowercase()
    }

    private fun encodedUtf8(s: String): String = s.toByteArray(Charsets.UTF_8).joinToString("") { "%%%02X".format(it) }

    private fun pieces(count: Int, piece: () -> String): String = buildString { repeat(count) { append(piece()) } }

    private fun pick(chars: String): Char = chars[random.nextInt(chars.length)]

    companion object {
        private const val ALPHANUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

        /** RFC 3986 section 2.2: gen-delims and sub-delims. */
        const val RESERVED = ":/?#[]@!$&'()*+,;="

        /** `pchar` without percent-encoding (RFC 3986 section 3.3). */
        private const val PCHAR = "$ALPHANUM-._~!$&'()*+,;=:@"

        /** US-ASCII characters that no URI holds as they are. */
        private const val OTHER_ASCII = " \"%<>\\^`{|}\u0000\u001f\u007f"

        private val NON_ASCII = listOf("é", "\u00a0", "\u2028", "€", "\uD83D\uDE00", "\uFFFD")

        /** What a near-miss puts in: delimiters, characters that no URI holds, and a lone '%'. */
        const val NEAR_MISS = ":/?#[]@!$&'()*+,;=-._~%aZ0 \"<>\\^`{|}é\u0000\u007f"

        private fun rule(rule: String) = Regex(rule)

        private const val P = "(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})"

        /** The NID rule. */
        val NID = rule("[A-Za-z0-9][A-Za-z0-9-]{0,30}[A-Za-z0-9]")

        /** The NSS rule. */
        val NSS = rule("$P(?:$P|/)*")

        /** The r-component rule, without `"?="` (see the class notes). */
        val R = rule("$P(?:$P|/|\\?(?!=))*")

        /** The q-component rule. */
        val Q = rule("$P(?:$P|/|\\?)*")

        /** The f-component rule (`fragment`, RFC 3986 section 3.5). */
        val F = rule("(?:$P|/|\\?)*")

        /** A whole namestring, `"urn"` in any case (RFC 3986 section 3.1), split into groups 1 to 5. */
        private val NAMESTRING = rule(
            "[uU][rR][nN]:(${NID.pattern}):(${NSS.pattern})(?:\\?\\+(${R.pattern}))?(?:\\?=(${Q.pattern}))?(?:#(${F.pattern}))?",
        )

        /** The parts of [text] when the model accepts it, else null. */
        fun model(text: String): Parts? {
            val m = NAMESTRING.matchEntire(text) ?: return null
            return Parts(m.groupValues[1], m.groupValues[2], m.groups[3]?.value, m.groups[4]?.value, m.groups[5]?.value)
        }

        /** Whether each part matches its own rule, so that composing them cannot move one into another. */
        fun partsValid(parts: Parts): Boolean = NID.matches(parts.nid) && NSS.matches(parts.nss) &&
            (parts.r == null || R.matches(parts.r)) && (parts.q == null || Q.matches(parts.q)) &&
            (parts.f == null || F.matches(parts.f))
    }
}
