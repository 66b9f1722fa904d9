package dev.urikit.gopher

import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import kotlinx.serialization.Serializable
import kotlinx.serialization.SerializationException
import kotlinx.serialization.json.Json

@Serializable
private data class Bookmark(@Serializable(with = GopherUriSerializer::class) val url: GopherUri)

/** The Kotlin DSL, edit { } and the serializer. */
class GopherDslTest : FunSpec({

    test("gopherUri builds from decoded values") {
        gopherUri { host = "spinaltap.micro.umn.edu"; type = '0'; selector = "0/Weather/California/Los Angeles" }
            .toString() shouldBe "gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles"
        val search = gopherUri { host = "gopher.example"; port = 7070; type = '7'; selector = "/find"; search = "frogs and toads" }
        search.toString() shouldBe "gopher://gopher.example:7070/7/find%09frogs%20and%20toads"
        gopherUri { host = "h"; gopherPlus = "!" }.toString() shouldBe "gopher://h/1%09%09!"
        gopherUri { host = "h" }.toString() shouldBe "gopher://h/1"
    }

    test("gopherUri needs a host") {
        shouldThrow<IllegalStateException> { gopherUri { selector = "a" } }
    }

    test("edit starts from the URL and keeps what it does not set") {
        val uri = GopherUri.parse("gopher://H:7070/7/find%09frogs%09+#f")
        val edited = uri.edit {
            host shouldBe "h"
            port shouldBe 7070
            type shouldBe '7'
            selector shouldBe "/find"
            search shouldBe "frogs"
            gopherPlus shouldBe "+"
            fragment shouldBe "f"
            search = "toads"
        }
        edited.toString() shouldBe "gopher://H:7070/7/find%09toads%09+#f"
        uri.edit { search = null }.toString() shouldBe "gopher://H:7070/7/find#f"
        uri.edit { port = null; fragment = null }.toString() shouldBe "gopher://H/7/find%09frogs%09+"
    }

    test("the serializer writes the text and reads it back") {
        val bookmark = Bookmark(GopherUri.parse("gopher://gopher.example/1"))
        val json = Json.encodeToString(Bookmark.serializer(), bookmark)
        json shouldBe """{"url":"gopher://gopher.example/1"}"""
        Json.decodeFromString(Bookmark.serializer(), json) shouldBe bookmark
        shouldThrow<SerializationException> { Json.decodeFromString(Bookmark.serializer(), """{"url":"gopher://h/0%0D"}""") }
        shouldThrow<SerializationException> { Json.decodeFromString(Bookmark.serializer(), """{"url":"http://h/"}""") }
        GopherUriSerializer.descriptor.serialName shouldBe "dev.urikit.gopher.GopherUri"
    }
})
