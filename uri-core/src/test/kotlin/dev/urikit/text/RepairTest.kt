package dev.urikit.text

import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe

/** A [Repair] prints as `KIND at index`, and a [RepairedUri] as the URI's text followed by its repairs. */
class RepairTest : FunSpec({

    withData(
        nameFn = { it.first },
        "http://example.com/a  b" to "http://example.com/a%20%20b [CHARACTER_ENCODED at 20]",
        "\"http://example.com/100%\"" to "http://example.com/100%25 [DELIMITERS_STRIPPED at 0, PERCENT_SIGN_ENCODED at 23]",
        "http://example.com/" to "http://example.com/",
    ) { (input, printed) ->
        UserInput.parse(input).toString() shouldBe printed
    }

    test("a repair made by hand") {
        Repair(RepairKind.WHITESPACE_REMOVED, 3).toString() shouldBe "WHITESPACE_REMOVED at 3"
    }
})
