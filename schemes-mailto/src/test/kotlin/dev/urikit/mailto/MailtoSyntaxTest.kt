package dev.urikit.mailto

import io.kotest.assertions.withClue
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe

/** [MailtoSyntax.byteAt], which reads percent-triplets without a branch on the kind of hex digit. */
class MailtoSyntaxTest : FunSpec({

    test("every triplet, its hex digits in upper, lower and mixed case, reads as the byte it stands for") {
        for (b in 0..255) {
            val upper = "%02X".format(b)
            for (hex in setOf(upper, upper.lowercase(), upper[0].lowercase() + upper[1], upper[0] + upper[1].lowercase())) {
                withClue(hex) { MailtoSyntax.byteAt("x%${hex}y", 1) shouldBe Integer.parseInt(hex, 16) }
            }
        }
    }

    test("a character that is not a triplet reads as itself") {
        for (c in 0..127) {
            if (c != '%'.code) MailtoSyntax.byteAt("a${c.toChar()}", 1) shouldBe c
        }
    }
})
