package dev.urikit.news

import dev.urikit.SchemeRegistry
import dev.urikit.Uri
import dev.urikit.UriSyntaxException
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.ints.shouldBeGreaterThan
import io.kotest.matchers.shouldBe
import io.kotest.property.Arb
import io.kotest.property.PropTestConfig
import io.kotest.property.RandomSource
import io.kotest.property.arbitrary.arbitrary
import io.kotest.property.arbitrary.choice
import io.kotest.property.checkAll

/**
 * The quick path of [PlainNames] next to the general checks it stands in for ([NewsScheme.checkSegment],
 * [NntpScheme.checkPath]), on generated names and near-misses of them (one character or triplet replaced,
 * inserted or removed). Where the quick path vouches for a name the general check finds nothing wrong; on
 * non-empty names of plain characters, dots and `'@'` (news) or `'/'` (nntp) the two agree exactly, so the
 * quick path is taken wherever it can be; and a whole URI is refused or accepted as the general check says,
 * with its code and index. In the same package as the checks, which are not public.
 */
class PlainNamesSpec : FunSpec({

    val config = PropTestConfig(seed = 5538, iterations = 4000)

    /**
     * Over [names] and their near misses: where [quick] vouches, [general] finds nothing; on the names that
     * [plainText] says are plain text, the two agree exactly. Each way must be seen often enough.
     */
    suspend fun vouchesExactly(
        names: Arb<String>,
        quick: (String) -> Boolean,
        general: (String) -> Any?,
        plainText: (String) -> Boolean,
    ) {
        var vouched = 0
        var refused = 0
        checkAll(config, Arb.choice(names, names.nearMiss(Gen.tricky))) { name ->
            val fast = quick(name)
            val violation = general(name)
            if (fast) {
                vouched++
                violation shouldBe null
            }
            if (plainText(name)) {
                fast shouldBe (violation == null)
                if (violation != null) refused++
            }
        }
        vouched shouldBeGreaterThan 1000
        refused shouldBeGreaterThan 100
    }

    test("news: isNewsName vouches only for what checkSegment accepts, and for all of it on plain text") {
        vouchesExactly(
            Gen.newsName,
            { PlainNames.isNewsName(it, 0, it.length) },
            { NewsScheme.checkSegment(it, 0, it.length) },
            // The empty name, a server's default, is acceptable but not plain: the general check takes it.
            { it.isNotEmpty() && it.all { c -> c in PLAIN || c in ".@" } },
        )
    }

    test("news: a whole URI is refused exactly where checkSegment refuses its name") {
        checkAll(config, Arb.choice(Gen.newsName, Gen.newsName.nearMiss(Gen.tricky))) { name ->
            for (prefix in listOf("news:", "snews://h.example/")) {
                val text = prefix + name
                // Without a server, an empty name and a name after '/' have refusals of their own
                // (news.empty, news.path.absolute), which validate gives before it reads the name.
                val ownRefusal = prefix == "news:" && (name.isEmpty() || name.startsWith("/"))
                if (!ownRefusal && generic(text)) {
                    val expected = NewsScheme.checkSegment(name, 0, name.length)
                    val refusal = refusal(text)
                    refusal?.code() shouldBe expected?.code()
                    refusal?.index() shouldBe expected?.let { it.index() + prefix.length }
                }
            }
        }
    }

    test("nntp: isNntpPath vouches only for what checkPath accepts, and for all of it on plain text") {
        vouchesExactly(
            Gen.nntpPath,
            { PlainNames.isNntpPath(it, 0, it.length) },
            { NntpScheme.checkPath(it, 0, it.length) },
            { it.all { c -> c in PLAIN || c in "./" } },
        )
    }

    test("nntp: a whole URI is refused exactly where checkPath refuses its path") {
        checkAll(config, Arb.choice(Gen.nntpPath, Gen.nntpPath.nearMiss(Gen.tricky))) { path ->
            val prefix = "nntp://h.example/"
            val text = prefix + path
            if (generic(text)) {
                val expected = NntpScheme.checkPath(path, 0, path.length)
                val refusal = refusal(text)
                refusal?.code() shouldBe expected?.code()
                refusal?.index() shouldBe expected?.let { it.index() + prefix.length }
            }
        }
    }
})

/**
 * The characters that both `wildmat-exact` (RFC 3977 section 4.1) and `atext` (RFC 5322 section 3.2.3) allow,
 * less `'%'` and `'/'`, written out from the RFCs' lists rather than taken from the code under test.
 */
private const val PLAIN = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789#$&'+-=^_`{|}~"

/** Whether [text] is a URI to the generic syntax, and has no query or fragment that would cut the path short. */
private fun generic(text: String): Boolean =
    '?' !in text && '#' !in text && Uri.parseOrNull(text, SchemeRegistry.empty()) != null

/** The refusal of [text] by the news schemes, or null when they accept it. */
private fun refusal(text: String): UriSyntaxException? =
    try {
        Uri.parse(text, NewsSchemeProvider.registry())
        null
    } catch (e: UriSyntaxException) {
        e
    }

/** Generators of plain names, as most URIs write them, and of near-misses. */
private object Gen {
    private val plain = PLAIN.map { it.toString() }
    private val letters = ('a'..'z').map { it.toString() } + ('0'..'9').map { it.toString() }

    /**
     * What a near-miss puts in: every printable ASCII character, some controls, whole triplets (a bare `'%'`
     * never reaches the checks: the core refuses it first), and characters beyond ASCII.
     */
    val tricky: List<String> = (0x20..0x7E).map { it.toChar().toString() }.filter { it != "%" } +
        listOf("\u0000", "\t", "\u007F", "\u00E9", "\u0080", "%41", "%2E", "%2e", "%3F", "%40", "%2F", "%2A", "%2C",
            "%21", "%5B", "%C3%A9", "%E2%82%AC", "%FF", "%C3", "%20")

    private fun RandomSource.pick(list: List<String>): String = list[random.nextInt(list.size)]

    /** One to eight characters, mostly letters and digits as in real names, one in four any plain character. */
    private fun RandomSource.atom(): String =
        (1..random.nextInt(1, 9)).joinToString("") { if (random.nextInt(4) == 0) pick(plain) else pick(letters) }

    private fun RandomSource.dotted(parts: Int): String =
        (1..random.nextInt(1, parts + 1)).joinToString(".") { atom() }

    /** Newsgroup names and message-ids, one message-id in eight near the 248 octets a URI allows. */
    val newsName: Arb<String> = arbitrary { rs ->
        when (rs.random.nextInt(3)) {
            0 -> rs.dotted(4)
            1 -> rs.dotted(3) + "@" + rs.dotted(3)
            else -> {
                val right = rs.dotted(3)
                "a".repeat((rs.random.nextInt(244, 253) - 1 - right.length).coerceAtLeast(1)) + "@" + right
            }
        }
    }

    /** A group, alone or with an article number: small ones, the bounds, leading zeros, 16 and 17 digits. */
    val nntpPath: Arb<String> = arbitrary { rs ->
        val group = rs.dotted(4)
        when (rs.random.nextInt(6)) {
            0 -> group
            1 -> group + "/" + listOf("0", "1", "2147483647", "2147483648", "0000002147483647", "00000002147483647",
                "9999999999999999", "0001")[rs.random.nextInt(8)]
            else -> group + "/" + rs.random.nextInt(1, 1_000_000)
        }
    }
}
