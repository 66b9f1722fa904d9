package dev.urikit.legacy

import dev.urikit.UriSyntaxException
import io.kotest.matchers.shouldBe
import kotlin.random.Random

/**
 * Test-side helpers for the grammar specs: percent-encoding written here, independently of the code
 * under test, from the character sets of RFC 1738 section 5 and RFC 3986 section 2.
 */
object Grammar {
    const val ALPHA_DIGIT = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"

    /** `uchar` of RFC 1738 section 5 without escapes, plus '~' (unreserved since RFC 3986). */
    const val UCHAR = "${ALPHA_DIGIT}\$-_.+!*'(),~"

    /** What a path may hold unencoded (RFC 3986 section 3.3: pchar and "/"). */
    const val PATH = "$ALPHA_DIGIT-._~!\$&'()*+,;=:@/"

    /** Characters to draw decoded values from: every delimiter, space, '%', controls and non-ASCII text. */
    const val POOL = "aZ09-._~!\$&'()*+,;=:@/?#[]% \"<>\\^`{|}\t\r\né€\uD83D\uDE00"

    /** [text] as UTF-8 with every octet outside [allowed] written as an upper-case triplet. */
    fun encode(text: String, allowed: String): String = buildString {
        for (b in text.toByteArray(Charsets.UTF_8)) {
            val octet = b.toInt() and 0xFF
            if (octet < 0x80 && allowed.indexOf(octet.toChar()) >= 0) append(octet.toChar())
            else append('%').append("0123456789ABCDEF"[octet shr 4]).append("0123456789ABCDEF"[octet and 15])
        }
    }

    /** A random string of up to [max] characters from [pool], never splitting a surrogate pair. */
    fun text(random: Random, pool: String = POOL, max: Int = 8): String = buildString {
        repeat(random.nextInt(max + 1)) {
            val i = random.nextInt(pool.length)
            val c = pool[i]
            when {
                c.isHighSurrogate() -> append(c).append(pool[i + 1])
                c.isLowSurrogate() -> append(pool[i - 1]).append(c)
                else -> append(c)
            }
        }
    }

    /** Whether a segment of [path] (as written) is "." or ".." once "%2E" is decoded. */
    fun hasDotSegment(path: String): Boolean =
        path.split('/').any { it.replace("%2E", ".").replace("%2e", ".").let { s -> s == "." || s == ".." } }

    /** [text] with the character at [index] replaced by [c]: a near-miss of a valid URL. */
    fun mutate(text: String, index: Int, c: Char): String = text.substring(0, index) + c + text.substring(index + 1)

    /** Near-miss characters: one of them changed into a valid URL breaks a rule or moves a boundary. */
    const val NEAR_MISSES = "/?#;=:@&%_.-~ \t"

    /** Either [parse] succeeds, or it throws a [UriSyntaxException] whose index is inside [text]. */
    fun <T> parseOrRefuse(text: String, parse: (String) -> T): T? =
        try {
            parse(text)
        } catch (e: UriSyntaxException) {
            (e.index() in 0..text.length) shouldBe true
            null
        }
}
