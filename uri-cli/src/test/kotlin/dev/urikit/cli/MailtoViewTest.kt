package dev.urikit.cli

import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldContain
import kotlinx.serialization.json.Json

/** The "mailto" member that parse adds for schemes-mailto, which the installed registry discovers. */
class MailtoViewTest : FunSpec({

    test("addresses, decoded headers as written and recipients of a mailto URI") {
        val record = urikit("parse", "mailto:joe@EXAMPLE.com?To=ann@example.com&Subject=Hi%20there&body=a%0D%0Ab").record
        record["mailto"] shouldBe Json.parseToJsonElement(
            """{"to":["joe@EXAMPLE.com"],"headers":[["To","ann@example.com"],["Subject","Hi there"],["body","a\r\nb"]],""" +
                """"recipients":["joe@EXAMPLE.com","ann@example.com"]}""",
        )
        record.string("normalized") shouldBe "mailto:joe@example.com?To=ann@example.com&Subject=Hi%20there&body=a%0D%0Ab"
    }

    test("an empty mailto has no addresses and no headers") {
        urikit("parse", "mailto:").record["mailto"] shouldBe
            Json.parseToJsonElement("""{"to":[],"headers":[],"recipients":[]}""")
    }

    test("header injection is an error naming the header; the rest of the batch still runs") {
        val refused = urikit("parse", "mailto:joe@example.com?subject=hi%0D%0ABcc:evil@example.com")
        refused.status shouldBe 1
        refused.record.error().string("kind") shouldBe "SCHEME_SPECIFIC"
        refused.record.error().string("message") shouldContain "header \"subject\""
    }

    test("--generic knows no scheme, so no view") {
        urikit("parse", "--generic", "mailto:a@example.com").record.containsKey("mailto") shouldBe false
    }
})
