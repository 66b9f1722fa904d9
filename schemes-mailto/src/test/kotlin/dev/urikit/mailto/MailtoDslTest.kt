package dev.urikit.mailto

import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldContain
import kotlinx.serialization.Serializable
import kotlinx.serialization.SerializationException
import kotlinx.serialization.json.Json

/** The Kotlin DSL, destructuring of [MailtoHeader] and [MailtoUriSerializer]. */
class MailtoDslTest : FunSpec({

    test("mailto { } builds with RFC 6068 encoding") {
        val uri = mailto {
            to("a@example.com")
            cc("b@example.com")
            subject = "Hi & bye"
            body = "line1\nline2"
        }
        uri.toString() shouldBe "mailto:a@example.com?cc=b@example.com&subject=Hi%20%26%20bye&body=line1%0D%0Aline2"
    }

    test("edit { } starts from the URI's subject and body") {
        val edited = MailtoUri.parse("mailto:a@example.com?subject=Hi&body=x").edit {
            cc("b@example.com")
            subject = "Re: $subject"
            body shouldBe "x"
        }
        edited.toString() shouldBe "mailto:a@example.com?subject=Re:%20Hi&body=x&cc=b@example.com"
    }

    test("a line break in the subject is refused at once, naming the header") {
        val e = shouldThrow<IllegalArgumentException> { mailto { subject = "hi\r\nBcc: evil@example.com" } }
        e.message shouldContain "header \"subject\""
    }

    test("a header destructures into name and value") {
        val (name, value) = MailtoUri.parse("mailto:?In-Reply-To=%3Cx@y%3E").headers().single()
        name shouldBe "In-Reply-To"
        value shouldBe "<x@y>"
    }

    test("the serializer writes the text and reads it back; refused text is a SerializationException") {
        val contact = Contact(mailto { to("a@example.com"); subject = "Hi" })
        val json = Json.encodeToString(Contact.serializer(), contact)
        json shouldBe """{"link":"mailto:a@example.com?subject=Hi"}"""
        Json.decodeFromString(Contact.serializer(), json) shouldBe contact
        shouldThrow<SerializationException> { Json.decodeFromString(Contact.serializer(), """{"link":"mailto:nobody"}""") }
        shouldThrow<SerializationException> { Json.decodeFromString(Contact.serializer(), """{"link":"http://x/"}""") }
    }
}) {
    @Serializable
    data class Contact(@Serializable(with = MailtoUriSerializer::class) val link: MailtoUri)
}
