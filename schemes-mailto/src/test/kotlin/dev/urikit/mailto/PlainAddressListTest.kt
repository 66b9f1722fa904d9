package dev.urikit.mailto

import dev.urikit.mailto.properties.AddrSpecGrammar
import io.kotest.assertions.withClue
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.ints.shouldBeGreaterThanOrEqual
import io.kotest.matchers.shouldBe
import io.kotest.property.Arb
import io.kotest.property.PropTestConfig
import io.kotest.property.arbitrary.arbitrary
import io.kotest.property.checkAll
import kotlin.random.Random

/**
 * The shortcut of [AddressList.scan] for plain address lists ([PlainAddressList]) against the whole
 * grammar ([AddressList.scanByGrammar]), on generated plain lists and on near-misses of them (one
 * character changed, added or removed): where the shortcut answers, the grammar accepts the list and
 * ends it at the same index; where it does not, the grammar alone decides.
 */
class PlainAddressListTest : FunSpec({

    /** What RFC 5322's atext and RFC 6068's qchar share, written out: ALPHA, DIGIT and `-_~!$'*+`. */
    val plainChars = ('a'..'z').joinToString("") + ('A'..'Z').joinToString("") + ('0'..'9').joinToString("") + "-_~!$'*+"

    /**
     * What a near-miss puts in: delimiters of lists and URIs, encodings, blanks, characters beyond US-ASCII;
     * no lone "%", which no URI holds and neither scan reads.
     */
    val hostile = listOf(
        ".", "@", ",", "&", "=", "%2C", "%40", "%20", " ", "\t", "\"", "%22", "(", "[", "]", "\\", ";", ":", "/",
        "?", "#", "é", "\u0161", "\u0100", "\u00E1", "a",
    )

    fun atom(random: Random) = buildString { repeat(1 + random.nextInt(5)) { append(plainChars[random.nextInt(plainChars.length)]) } }

    fun dotAtom(random: Random) = (0..random.nextInt(3)).joinToString(".") { atom(random) }

    fun plainList(random: Random) = (0..random.nextInt(4)).joinToString(",") { dotAtom(random) + "@" + dotAtom(random) }

    fun nearMiss(random: Random): String = AddrSpecGrammar.oneChanged(plainList(random), random, hostile)

    /** The list between a prefix and a suffix, so that indexes are checked away from the string's ends. */
    data class Case(val text: String, val start: Int, val end: Int)

    fun case(random: Random, list: String): Case {
        val prefix = listOf("", "mailto:", "mailto:?cc=")[random.nextInt(3)]
        val suffix = listOf("", "&subject=x", "?to=a@b", "#f")[random.nextInt(4)]
        return Case(prefix + list + suffix, prefix.length, prefix.length + list.length + if (suffix.startsWith("&")) suffix.length else 0)
    }

    /** Where the shortcut answers, the grammar's result is OK at that index; and [AddressList.scan] is the grammar's result. */
    fun agree(case: Case, endsAtAmpersand: Boolean): Int {
        val plainEnd = PlainAddressList.end(case.text, case.start, case.end, endsAtAmpersand)
        val byGrammar = AddressList.scanByGrammar(case.text, case.start, case.end, endsAtAmpersand)
        withClue("\"${case.text}\" [${case.start}, ${case.end}) endsAtAmpersand=$endsAtAmpersand, shortcut $plainEnd") {
            if (plainEnd >= 0) {
                Validation.problem(byGrammar) shouldBe Validation.OK
                Validation.index(byGrammar) shouldBe plainEnd
            }
            AddressList.scan(case.text, case.start, case.end, endsAtAmpersand) shouldBe byGrammar
        }
        return plainEnd
    }

    test("plain lists: the shortcut answers, with the grammar's end") {
        checkAll(PropTestConfig(seed = 6068L, iterations = 20_000), arbitrary { case(it.random, plainList(it.random)) }) { case ->
            for (endsAtAmpersand in listOf(true, false)) {
                val plainEnd = agree(case, endsAtAmpersand)
                // A list followed by "&" within the range is plain only where "&" ends it.
                if (endsAtAmpersand || case.text.indexOf('&', case.start) !in case.start until case.end) {
                    withClue(case.text) { plainEnd shouldBeGreaterThanOrEqual 0 }
                }
            }
        }
    }

    test("near-misses: where the shortcut answers, the grammar accepts with the same end") {
        checkAll(PropTestConfig(seed = 5322L, iterations = 40_000), arbitrary { case(it.random, nearMiss(it.random)) }) { case ->
            agree(case, true)
            agree(case, false)
        }
    }

    context("the shortcut's answers, by hand") {
        data class Example(val text: String, val endsAtAmpersand: Boolean, val expected: Int)
        withData(
            Example("a@b", false, 3),
            Example("a.b@c.d,e@f", false, 11),
            Example("a@b&c=d", true, 3),
            Example("a@b&c=d", false, -1),
            Example("", false, -1),
            Example(".a@b", false, -1),
            Example("a.@b", false, -1),
            Example("a@b.", false, -1),
            Example("a@b..c", false, -1),
            Example("a@b,", false, -1),
            Example("a@b@c", false, -1),
            Example("ab", false, -1),
            Example("a%40b@c", false, -1),
            Example(" a@b", false, -1),
            // U+0161 has the low seven bits of "a": a row read at them alone would take it for one.
            Example("\u0161@b", false, -1),
            Example("a@\u0161", false, -1),
        ) { (text, endsAtAmpersand, expected) ->
            PlainAddressList.end(text, 0, text.length, endsAtAmpersand) shouldBe expected
            agree(Case(text, 0, text.length), endsAtAmpersand)
        }
    }
})
