package dev.urikit.mailto.properties

import io.kotest.property.Arb
import io.kotest.property.arbitrary.arbitrary
import kotlin.random.Random

/**
 * Decoded addresses written rule by rule from the ABNF of RFC 6068 section 2 and RFC 5322 sections
 * 3.2.3, 3.2.4 and 3.4.1, near-misses of them (one character changed, added or removed), and the
 * grammar itself as a regular expression, as the reference the module's check is compared with.
 *
 * ```
 * addr-spec     = local-part "@" domain
 * local-part    = dot-atom-text / quoted-string
 * domain        = dot-atom-text / "[" *dtext-no-obs "]"     ; dot-atom-text with UTF-8 letters (RFC 6068 section 2)
 * dot-atom-text = 1*atext *("." 1*atext)
 * quoted-string = DQUOTE *(qtext / WSP / quoted-pair) DQUOTE  ; no CFWS around, no line folding
 * ```
 */
internal object AddrSpecGrammar {

    const val ALPHA = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
    const val DIGIT = "0123456789"

    /** `atext` (RFC 5322 section 3.2.3). */
    const val ATEXT = "$ALPHA$DIGIT!#$%&'*+-/=?^_`{|}~"

    /** `qtext` (RFC 5322 section 3.2.4): %d33 / %d35-91 / %d93-126. */
    val QTEXT = (33..126).filter { it != 34 && it != 92 }.map { it.toChar() }.joinToString("")

    /** `dtext-no-obs` (RFC 6068 section 2): %d33-90 / %d94-126. */
    val DTEXT = ((33..90) + (94..126)).map { it.toChar() }.joinToString("")

    /** `VCHAR`. */
    val VCHAR = (33..126).map { it.toChar() }.joinToString("")

    /** Letters outside US-ASCII for internationalized domains, one outside the Basic Multilingual Plane. */
    private val UNICODE_LETTERS = listOf("é", "ß", "納", "豆", "ж", "ع", "\uD83D\uDE00")

    /** What a near-miss puts in: delimiters of URIs and addresses, white space, controls, non-ASCII. */
    private val HOSTILE = listOf(
        "@", ",", ";", ":", "(", ")", "[", "]", "\\", "\"", ".", " ", "\t", "<", ">", "&", "=", "?", "#", "%",
        "\u0000", "\u0001", "\u007F", "\u0085", "\u2028", "é", "a", "..",
    )

    private fun pick(random: Random, chars: String) = chars[random.nextInt(chars.length)]

    private fun atom(random: Random, chars: String) = buildString {
        repeat(1 + random.nextInt(6)) { append(pick(random, chars)) }
    }

    /** `dot-atom-text`, its atext from [chars]. */
    private fun dotAtom(random: Random, chars: String = ATEXT) =
        (0..random.nextInt(3)).joinToString(".") { atom(random, chars) }

    /** `quoted-string` without CFWS: qtext, spaces and tabs, and quoted pairs of VCHAR or WSP. */
    private fun quoted(random: Random) = buildString {
        append('"')
        repeat(random.nextInt(8)) {
            when (random.nextInt(6)) {
                0 -> append('\\').append(if (random.nextInt(4) == 0) ' ' else pick(random, VCHAR))
                1 -> append(if (random.nextBoolean()) ' ' else '\t')
                else -> append(pick(random, QTEXT))
            }
        }
        append('"')
    }

    /** A domain label of letters, digits and hyphens, or of Unicode letters. */
    private fun label(random: Random) = if (random.nextInt(5) == 0) {
        (1..1 + random.nextInt(3)).joinToString("") { UNICODE_LETTERS[random.nextInt(UNICODE_LETTERS.size)] }
    } else {
        atom(random, "$ALPHA$DIGIT-")
    }

    private fun domain(random: Random) = when (random.nextInt(6)) {
        0 -> "[" + buildString { repeat(random.nextInt(10)) { append(pick(random, DTEXT)) } } + "]"
        1 -> dotAtom(random)
        else -> (0..random.nextInt(3)).joinToString(".") { label(random) }
    }

    /** A decoded `addr-spec`. */
    fun addrSpec(random: Random): String {
        val local = if (random.nextInt(4) == 0) quoted(random) else dotAtom(random)
        return local + "@" + domain(random)
    }

    /** [addrSpec] with one character changed, added or removed (by code point); often still valid. */
    fun nearMiss(random: Random): String = oneChanged(addrSpec(random), random, HOSTILE)

    /** [valid] with one code point changed, added or removed, the one put in taken from [pool]. */
    fun oneChanged(valid: String, random: Random, pool: List<String>): String {
        val points = valid.codePoints().toArray().map { String(Character.toChars(it)) }.toMutableList()
        val at = random.nextInt(points.size + 1)
        val put = pool[random.nextInt(pool.size)]
        when (random.nextInt(3)) {
            0 -> points.add(at, put)
            1 -> if (at < points.size) points[at] = put else points.add(put)
            else -> if (at < points.size) points.removeAt(at) else points.add(put)
        }
        return points.joinToString("")
    }

    fun addrSpecs(): Arb<String> = arbitrary { addrSpec(it.random) }

    /** Valid addresses and near-misses, about half each. */
    fun candidates(): Arb<String> = arbitrary { if (it.random.nextBoolean()) addrSpec(it.random) else nearMiss(it.random) }

    private fun charClass(chars: String) = "[" + chars.map { "\\x{" + it.code.toString(16) + "}" }.joinToString("") + "]"

    /** UTF-8 letters a domain's atext may be: any code point above US-ASCII but C1 controls, U+2028 and U+2029. */
    private const val UNICODE = "[\\x{A0}-\\x{2027}\\x{202A}-\\x{10FFFF}&&[^\\x{D800}-\\x{DFFF}]]"

    private val addrSpecPattern: Regex = run {
        val atext = charClass(ATEXT)
        val dotAtom = "$atext+(?:\\.$atext+)*"
        val domainAtext = "(?:$atext|$UNICODE)"
        val quotedString = "\"(?:" + charClass(QTEXT) + "|[ \\t]|\\\\(?:" + charClass(VCHAR) + "|[ \\t]))*\""
        val literal = "\\[" + charClass(DTEXT) + "*\\]"
        Regex("(?:$dotAtom|$quotedString)@(?:$domainAtext+(?:\\.$domainAtext+)*|$literal)")
    }

    /** Whether [address] is one `addr-spec`, by the ABNF above read as a regular expression. */
    fun isAddrSpec(address: String): Boolean = addrSpecPattern.matches(address)

    /**
     * [address] written into a URI the way its author would: the first `"@"` outside a quoted string as it is,
     * every other character but ALPHA, DIGIT and `-._~` percent-encoded as UTF-8, so every reserved
     * character is encoded.
     */
    fun encode(address: String): String = buildString {
        var quoted = false
        var escaped = false
        var atSeen = false
        for (point in address.codePoints().toArray()) {
            val c = String(Character.toChars(point))
            when {
                escaped -> escaped = false
                quoted && c == "\\" -> escaped = true
                c == "\"" && !atSeen -> quoted = !quoted
                !quoted && !atSeen && c == "@" -> {
                    append('@')
                    atSeen = true
                    continue
                }
            }
            append(encodeAll(c))
        }
    }

    /** Every character but ALPHA, DIGIT and `-._~` percent-encoded as UTF-8. */
    fun encodeAll(text: String): String = buildString {
        for (b in text.toByteArray(Charsets.UTF_8)) {
            val c = (b.toInt() and 0xFF).toChar()
            if (c in ALPHA || c in DIGIT || c in "-._~") append(c) else append("%%%02X".format(b.toInt() and 0xFF))
        }
    }
}
