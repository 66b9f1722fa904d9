package dev.urikit.telnet

import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import kotlinx.serialization.Serializable
import kotlinx.serialization.SerializationException
import kotlinx.serialization.json.Json

@Serializable
private data class Service(@Serializable(with = TelnetUriSerializer::class) val url: TelnetUri)

/** The Kotlin DSL, edit { } and the serializer. */
class TelnetDslTest : FunSpec({

    test("telnetUri builds from decoded values") {
        telnetUri { user = "guest"; password = "a:b"; host = "library.example"; port = 2323 }
            .toString() shouldBe "telnet://guest:a%3Ab@library.example:2323/"
        telnetUri { host = "melvyl.ucop.edu" }.toString() shouldBe "telnet://melvyl.ucop.edu/"
        shouldThrow<IllegalStateException> { telnetUri { user = "u" } }
    }

    test("edit starts from the URL and keeps what it does not set") {
        val uri = TelnetUri.parse("telnet://guest:pw@H:2323/#f")
        uri.edit {
            user shouldBe "guest"
            password shouldBe "pw"
            host shouldBe "h"
            port shouldBe 2323
            fragment shouldBe "f"
            port = null
        }.toString() shouldBe "telnet://guest:pw@H/#f"
        uri.edit { user = null }.toString() shouldBe "telnet://H:2323/#f"
    }

    test("the serializer writes the text and reads it back") {
        val service = Service(TelnetUri.parse("telnet://h.example/"))
        val json = Json.encodeToString(Service.serializer(), service)
        json shouldBe """{"url":"telnet://h.example/"}"""
        Json.decodeFromString(Service.serializer(), json) shouldBe service
        shouldThrow<SerializationException> { Json.decodeFromString(Service.serializer(), """{"url":"telnet://h/x"}""") }
    }
})
