package dev.urikit.mailto

import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe

/** A [MailtoHeader] prints as its decoded `name=value`, as the guide shows it. */
class MailtoHeaderTest : FunSpec({

    context("toString is the decoded name=value") {
        data class Case(val uri: String, val printed: List<String>)
        withData(
            nameFn = { it.uri },
            // RFC 6068 section 6.1's examples.
            Case("mailto:infobot@example.com?subject=current-issue", listOf("subject=current-issue")),
            Case("mailto:?to=joe@example.com&cc=bob@example.com&body=hello", listOf("to=joe@example.com", "cc=bob@example.com", "body=hello")),
            Case("mailto:a@example.com?In-Reply-To=%3C3469A91.D10AF4C@example.com%3E", listOf("In-Reply-To=<3469A91.D10AF4C@example.com>")),
            Case("mailto:a@example.com?subject=a%26b%3Dc&body=", listOf("subject=a&b=c", "body=")),
        ) { (uri, printed) ->
            MailtoUri.parse(uri).headers().map { it.toString() } shouldBe printed
        }
    }

    test("a header made by hand prints the same way") {
        MailtoHeader("Subject", "Hi there").toString() shouldBe "Subject=Hi there"
    }
})
