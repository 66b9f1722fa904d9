package dev.urikit.urn

import io.kotest.core.spec.style.FunSpec
import io.kotest.assertions.withClue
import io.kotest.matchers.shouldBe

/** The character table of [UrnRules] against the RFCs' literal characters, over US-ASCII and past it. */
class UrnRulesTest : FunSpec({

    /** RFC 8141 section 2: ldh = alphanum / "-", alphanum = ALPHA / DIGIT (RFC 5234 B.1). */
    val ldh = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-"

    /** RFC 5234 B.1, HEXDIG, in either case. */
    val hexdig = "0123456789ABCDEFabcdef"

    test("ldh and hex digits are exactly the characters the RFCs list") {
        for (code in 0..0x3ff) {
            val c = code.toChar()
            withClue(code) {
                UrnRules.isLdh(c) shouldBe (c in ldh)
                UrnRules.isHex(c) shouldBe (c in hexdig)
            }
        }
        UrnRules.isLdh('\u212A') shouldBe false
        UrnRules.isHex('\uFF10') shouldBe false
    }
})
