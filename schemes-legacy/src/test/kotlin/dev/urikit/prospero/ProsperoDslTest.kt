package dev.urikit.prospero

import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import kotlinx.serialization.Serializable
import kotlinx.serialization.SerializationException
import kotlinx.serialization.json.Json

@Serializable
private data class Link(@Serializable(with = ProsperoUriSerializer::class) val url: ProsperoUri)

/** The Kotlin DSL, edit { } and the serializer. */
class ProsperoDslTest : FunSpec({

    test("prosperoUri builds from decoded values") {
        prosperoUri { host = "host.dom"; hsoname = "/pros/name"; field("OBJECT-VERSION", "2") }
            .toString() shouldBe "prospero://host.dom//pros/name;OBJECT-VERSION=2"
        shouldThrow<IllegalStateException> { prosperoUri { hsoname = "a" } }
    }

    test("edit starts from the URL and keeps what it does not set") {
        val uri = ProsperoUri.parse("prospero://H:99//pros/name;v=1#f")
        uri.edit {
            host shouldBe "h"
            port shouldBe 99
            hsoname shouldBe "/pros/name"
            fields shouldBe listOf(ProsperoField("v", "1"))
            field("w", "2")
            fields shouldBe listOf(ProsperoField("v", "1"), ProsperoField("w", "2"))
        }.toString() shouldBe "prospero://H:99//pros/name;v=1;w=2#f"
        uri.edit { clearFields(); port = null }.toString() shouldBe "prospero://H//pros/name#f"
    }

    test("the serializer writes the text and reads it back") {
        val link = Link(ProsperoUri.parse("prospero://host.dom//pros/name"))
        val json = Json.encodeToString(Link.serializer(), link)
        json shouldBe """{"url":"prospero://host.dom//pros/name"}"""
        Json.decodeFromString(Link.serializer(), json) shouldBe link
        shouldThrow<SerializationException> { Json.decodeFromString(Link.serializer(), """{"url":"prospero://h/a;b"}""") }
    }
})
