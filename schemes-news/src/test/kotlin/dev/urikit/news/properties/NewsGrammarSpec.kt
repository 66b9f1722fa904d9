package dev.urikit.news.properties

import dev.urikit.news.NewsUri
import dev.urikit.news.NntpUri
import dev.urikit.news.nearMiss
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import io.kotest.property.Arb
import io.kotest.property.PropTestConfig
import io.kotest.property.RandomSource
import io.kotest.property.arbitrary.arbitrary
import io.kotest.property.arbitrary.choice
import io.kotest.property.arbitrary.int
import io.kotest.property.arbitrary.long
import io.kotest.property.arbitrary.of
import io.kotest.property.checkAll

/**
 * Parser, view and builder agree with the ABNF, read literally, on generated valid values and on
 * near-misses of them (one character changed, inserted or removed). The expected verdict comes from
 * [Oracle], written from the RFC text and independent of the module's code.
 */
class NewsGrammarSpec : FunSpec({

    val config = PropTestConfig(seed = 3977, iterations = 3000)

    test("newsgroup names: builder, parser and view agree with RFC 3977 section 4.1 and RFC 5536 section 3.1.4") {
        checkAll(config, Arb.choice(Gen.group, Gen.group.nearMiss(Gen.tricky)), Arb.of(false, true)) { name, encodeAll ->
            val valid = Oracle.isNewsgroupName(name)
            val news = refusedOrNull { NewsUri.builder().newsgroup(name).build() }
            (news?.newsgroup() == name) shouldBe valid
            val nntp = refusedOrNull { NntpUri.builder().host("h.example").group(name).build() }
            (nntp?.group() == name) shouldBe valid
            if (Oracle.isText(name)) {
                val raw = Oracle.encode(name) { if (encodeAll) it.isLetterOrDigit() && it < '\u0080' else it in UNRESERVED }
                (NewsUri.parseOrNull("news:$raw")?.newsgroup() == name) shouldBe valid
                (NntpUri.parseOrNull("nntp://h.example/$raw/1")?.group() == name) shouldBe valid
            }
        }
    }

    test("message-ids: builder, parser and view agree with RFC 5536 section 3.1.3") {
        checkAll(config, Arb.choice(Gen.messageId, Gen.messageId.nearMiss(Gen.tricky)), Arb.of(false, true)) { id, encodeAll ->
            val valid = Oracle.isMessageId(id)
            val built = refusedOrNull { NewsUri.builder().messageId(id).build() }
            (built?.messageId() == id) shouldBe valid
            if (Oracle.isText(id)) {
                val raw = Oracle.encode(id) { it == '@' || if (encodeAll) it.isLetterOrDigit() && it < '\u0080' else it in UNRESERVED }
                (NewsUri.parseOrNull("news:$raw")?.messageId() == id) shouldBe valid
                (NewsUri.parseOrNull("snews://h.example/$raw")?.messageId() == id) shouldBe valid
            }
        }
    }

    test("wildmats: builder, parser and view agree with RFC 3977 section 4.1") {
        checkAll(config, Arb.choice(Gen.wildmat, Gen.wildmat.nearMiss(Gen.tricky))) { wildmat ->
            val valid = Oracle.isWildmat(wildmat) && wildmat.any { it in "*,?" }
            val built = refusedOrNull { NewsUri.builder().wildmat(wildmat).build() }
            (built?.wildmat() == wildmat) shouldBe valid
            if (Oracle.isText(wildmat)) {
                val raw = Oracle.encode(wildmat) { it in UNRESERVED || it in "*,!" }
                (NewsUri.parseOrNull("news:$raw")?.wildmat() == wildmat) shouldBe valid
            }
        }
    }

    test("article numbers: builder, parser and view agree with RFC 3977 sections 6 and 9.8") {
        val numbers = Arb.choice(Arb.long(-3L..3L), Arb.long(2_147_483_640L..2_147_483_655L), Arb.long(-1L..99_999_999_999L))
        checkAll(config, numbers, Arb.int(0..8)) { number, zeros ->
            val valid = Oracle.isArticleNumber(number)
            val built = refusedOrNull { NntpUri.builder().host("h.example").group("g").articleNumber(number).build() }
            (built?.articleNumber() == number) shouldBe valid
            val written = "0".repeat(zeros) + number
            val parsed = NntpUri.parseOrNull("nntp://h.example/g/$written")
            (parsed?.articleNumber() == number) shouldBe (valid && written.length <= 16)
        }
    }
})

/** Characters RFC 3986 section 2.3 lets stand unencoded. */
private const val UNRESERVED = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"

/** Runs [build], giving null when it refuses with an IllegalArgumentException (a UriSyntaxException included). */
private inline fun <T> refusedOrNull(build: () -> T): T? =
    try {
        build()
    } catch (e: IllegalArgumentException) {
        null
    }

/** The rules of RFC 3977 sections 4.1, 6 and 9.8 and RFC 5536 sections 3.1.3 and 3.1.4, as regular expressions. */
private object Oracle {
    /** `wildmat-exact = %x22-29 / %x2B / %x2D-3E / %x40-5A / %x5E-7E / UTF8-non-ascii` (RFC 3977 section 4.1). */
    private const val EXACT = "\\x22-\\x29\\x2B\\x2D-\\x3E\\x40-\\x5A\\x5E-\\x7E\\x{80}-\\x{10FFFF}"

    /** `component-char` here: wildmat-exact less the "." that separates components. */
    private const val COMPONENT = "\\x22-\\x29\\x2B\\x2D\\x2F-\\x3E\\x40-\\x5A\\x5E-\\x7E\\x{80}-\\x{10FFFF}"

    /** `atext` (RFC 5322 section 3.2.3). */
    private const val ATEXT = "A-Za-z0-9!#$%&'*+\\-/=?^_`{|}~"

    /** `mdtext = %d33-61 / %d63-90 / %d94-126` (RFC 5536 section 3.1.3). */
    private const val MDTEXT = "\\x21-\\x3D\\x3F-\\x5A\\x5E-\\x7E"

    private val newsgroupName = Regex("[$COMPONENT]+(\\.[$COMPONENT]+)*")
    private val wildmat = Regex("[$EXACT*?]+(,!?[$EXACT*?]+)*")
    private val dotAtom = "[$ATEXT]+(\\.[$ATEXT]+)*"
    private val msgIdCore = Regex("$dotAtom@($dotAtom|\\[[$MDTEXT]*])")

    /** Whether [s] is Unicode text: no unpaired surrogate. */
    fun isText(s: String): Boolean = s.indices.all { i ->
        val c = s[i]
        when {
            c.isHighSurrogate() -> i + 1 < s.length && s[i + 1].isLowSurrogate()
            c.isLowSurrogate() -> i > 0 && s[i - 1].isHighSurrogate()
            else -> true
        }
    }

    fun isNewsgroupName(s: String): Boolean = isText(s) && newsgroupName.matches(s)

    fun isWildmat(s: String): Boolean = isText(s) && wildmat.matches(s)

    /** `msg-id-core`, at most 248 octets: 250 with the angle brackets of `msg-id`. */
    fun isMessageId(s: String): Boolean = msgIdCore.matches(s) && s.length <= 248

    fun isArticleNumber(n: Long): Boolean = n in 1L..2_147_483_647L

    /** [s] as UTF-8, every character but those [keep] accepts percent-encoded. */
    fun encode(s: String, keep: (Char) -> Boolean): String {
        val sb = StringBuilder()
        var i = 0
        while (i < s.length) {
            val cp = s.codePointAt(i)
            if (cp < 0x10000 && keep(cp.toChar())) {
                sb.append(cp.toChar())
            } else {
                for (b in String(Character.toChars(cp)).toByteArray(Charsets.UTF_8)) {
                    sb.append('%').append("%02X".format(b.toInt() and 0xFF))
                }
            }
            i += Character.charCount(cp)
        }
        return sb.toString()
    }
}

/** Generators of valid values, from the ABNF, and of near-misses. */
private object Gen {
    private val componentChars = ((0x22..0x29) + 0x2B + 0x2D + (0x2F..0x3E) + (0x40..0x5A) + (0x5E..0x7E))
        .map { it.toChar().toString() } + listOf("é", "ß", "€", "日", "\uD83D\uDE00", "\u0085", "\uFFFD")
    private val atext = ('A'..'Z') + ('a'..'z') + ('0'..'9') + "!#$%&'*+-/=?^_`{|}~".toList()
    private val mdtext = ((0x21..0x3D) + (0x3F..0x5A) + (0x5E..0x7E)).map { it.toChar() }

    /** What a near-miss puts in: the characters each rule leaves out, and some it allows. */
    val tricky = listOf(
        "!", "*", ",", "?", "[", "\\", "]", " ", "\u0000", "\t", "\u007F", ".", "@", "<", ">", "\"", "(", ")", "/",
        "%", ":", "a", "\u00E9", "\uD800", "\uDC00", "\u0080",
    )

    private fun RandomSource.pick(list: List<String>): String = list[random.nextInt(list.size)]

    private fun RandomSource.run(chars: List<String>, min: Int, max: Int): String =
        (1..random.nextInt(min, max + 1)).joinToString("") { pick(chars) }

    private fun RandomSource.dotted(chars: List<String>, parts: Int): String =
        (1..random.nextInt(1, parts + 1)).joinToString(".") { run(chars, 1, 6) }

    val group: Arb<String> = arbitrary { it.dotted(componentChars, 4) }

    /** Message-ids, one in eight about 248 octets long, where the length rule starts to matter. */
    val messageId: Arb<String> = arbitrary { rs ->
        val atoms = atext.map { c -> c.toString() }
        val right = if (rs.random.nextBoolean()) rs.dotted(atoms, 3)
        else "[" + (0 until rs.random.nextInt(0, 8)).joinToString("") { mdtext[rs.random.nextInt(mdtext.size)].toString() } + "]"
        val left = if (rs.random.nextInt(8) == 0) "a".repeat((rs.random.nextInt(244, 253) - 1 - right.length).coerceAtLeast(1))
        else rs.dotted(atoms, 3)
        "$left@$right"
    }

    val wildmat: Arb<String> = arbitrary { rs ->
        val items = componentChars + listOf(".", "*", "?")
        val first = rs.run(items, 1, 6)
        first + (0 until rs.random.nextInt(0, 3)).joinToString("") {
            "," + (if (rs.random.nextBoolean()) "!" else "") + rs.run(items, 1, 6)
        }
    }
}
