package dev.urikit

import io.kotest.assertions.throwables.shouldThrow
import io.kotest.assertions.withClue
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe

/**
 * Each character class against the characters that RFC 3986 (Appendix A) and RFC 5234 (B.1) list for
 * its rule, spelled out here literally, over all 128 US-ASCII characters.
 */
class CharClassTest : FunSpec({

    val alpha = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
    val digit = "0123456789"
    val unreserved = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"
    val subDelims = "!$&'()*+,;="
    val pchar = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@"

    class Rule(val name: String, val charClass: CharClass, val literal: String)

    val rules = listOf(
        Rule("ALPHA", CharClass.ALPHA, alpha),
        Rule("DIGIT", CharClass.DIGIT, digit),
        Rule("HEXDIG", CharClass.HEXDIG, "0123456789ABCDEFabcdef"),
        Rule("unreserved", CharClass.UNRESERVED, unreserved),
        Rule("gen-delims", CharClass.GEN_DELIMS, ":/?#[]@"),
        Rule("sub-delims", CharClass.SUB_DELIMS, subDelims),
        Rule("reserved", CharClass.RESERVED, ":/?#[]@" + subDelims),
        Rule("scheme", CharClass.SCHEME, alpha + digit + "+-."),
        Rule("userinfo", CharClass.USERINFO, unreserved + subDelims + ":"),
        Rule("reg-name", CharClass.REG_NAME, unreserved + subDelims),
        Rule("IPvFuture tail", CharClass.IPVFUTURE_TAIL, unreserved + subDelims + ":"),
        Rule("pchar", CharClass.PCHAR, pchar),
        Rule("segment-nz-nc", CharClass.SEGMENT_NC, unreserved + subDelims + "@"),
        Rule("path", CharClass.PATH, "$pchar/"),
        Rule("query", CharClass.QUERY, "$pchar/?"),
        Rule("fragment", CharClass.FRAGMENT, "$pchar/?"),
    )

    fun rule(name: String): Rule = rules.first { it.name == name }

    context("membership over all of US-ASCII") {
        withData(nameFn = { it.name }, rules) { rule ->
            for (c in 0 until 128) {
                withClue("U+%04X".format(c)) {
                    rule.charClass.contains(c) shouldBe (c.toChar() in rule.literal)
                }
            }
            rule.charClass.toString() shouldBe rule.literal.toSortedSet().joinToString("")
        }
    }

    context("nothing outside US-ASCII is a member") {
        withData(nameFn = { it.name }, rules) { rule ->
            listOf(-1, 128, 0xE9, 0xFF, 0x2028, 0xFFFF).forEach { rule.charClass.contains(it) shouldBe false }
        }
    }

    context("subsets the grammar implies") {
        withData(
            nameFn = { (sub, sup) -> "$sub within $sup" },
            "pchar" to "query",
            "unreserved" to "pchar",
            "sub-delims" to "pchar",
            "segment-nz-nc" to "pchar",
            "reg-name" to "userinfo",
            "userinfo" to "pchar",
            "pchar" to "path",
            "path" to "query",
            "query" to "fragment",
            "fragment" to "query",
            "DIGIT" to "HEXDIG",
            "HEXDIG" to "unreserved",
            "ALPHA" to "scheme",
            "gen-delims" to "reserved",
            "sub-delims" to "reserved",
        ) { (sub, sup) ->
            rule(sub).charClass.isSubsetOf(rule(sup).charClass) shouldBe true
        }
    }

    context("inclusions the grammar rules out") {
        withData(
            nameFn = { (a, b) -> "$a not within $b" },
            "query" to "pchar",
            "pchar" to "segment-nz-nc",
            "userinfo" to "reg-name",
            "reserved" to "pchar",
            "scheme" to "unreserved",
        ) { (a, b) -> rule(a).charClass.isSubsetOf(rule(b).charClass) shouldBe false }
    }

    test("reserved and unreserved are disjoint and together hold the 84 characters of sections 2.2 and 2.3") {
        CharClass.RESERVED.minus(CharClass.UNRESERVED) shouldBe CharClass.RESERVED
        CharClass.GEN_DELIMS.minus(CharClass.SUB_DELIMS) shouldBe CharClass.GEN_DELIMS
        CharClass.RESERVED.union(CharClass.UNRESERVED).toString().length shouldBe 66 + 18
    }

    test("of, union and minus are set operations") {
        CharClass.of("ab").union(CharClass.of("bc")) shouldBe CharClass.of("abc")
        CharClass.of("abc").minus(CharClass.of("b")) shouldBe CharClass.of("ac")
        CharClass.of("") shouldBe CharClass.of("abc").minus(CharClass.of("cba"))
        CharClass.of("ba").hashCode() shouldBe CharClass.of("ab").hashCode()
        shouldThrow<IllegalArgumentException> { CharClass.of("é") }
    }
})
