package dev.urikit.wais

import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import kotlinx.serialization.Serializable
import kotlinx.serialization.SerializationException
import kotlinx.serialization.json.Json

@Serializable
private data class Source(@Serializable(with = WaisUriSerializer::class) val url: WaisUri)

/** The Kotlin DSL, edit { } and the serializer. */
class WaisDslTest : FunSpec({

    test("waisUri builds the three forms") {
        waisUri { host = "wais.example"; database = "recipes" }.toString() shouldBe "wais://wais.example/recipes"
        waisUri { host = "wais.example"; database = "recipes"; search = "frogs" }
            .toString() shouldBe "wais://wais.example/recipes?frogs"
        waisUri { host = "wais.example"; database = "recipes"; document("TEXT", "0 12") }
            .toString() shouldBe "wais://wais.example/recipes/TEXT/0%2012"
        shouldThrow<IllegalStateException> { waisUri { database = "x" } }
    }

    test("edit starts from the URL and keeps what it does not set") {
        val uri = WaisUri.parse("wais://H:2100/recipes/TEXT/x#f")
        uri.edit {
            host shouldBe "h"
            port shouldBe 2100
            database shouldBe "recipes"
            wtype shouldBe "TEXT"
            wpath shouldBe "x"
            search shouldBe null
            search = "toads"
            wtype shouldBe null
        }.toString() shouldBe "wais://H:2100/recipes?toads#f"
        WaisUri.parse("wais://h/db?frogs").edit { document("T", "p"); search shouldBe null }
            .toString() shouldBe "wais://h/db/T/p"
    }

    test("the serializer writes the text and reads it back") {
        val source = Source(WaisUri.parse("wais://wais.example/db"))
        val json = Json.encodeToString(Source.serializer(), source)
        json shouldBe """{"url":"wais://wais.example/db"}"""
        Json.decodeFromString(Source.serializer(), json) shouldBe source
        shouldThrow<SerializationException> { Json.decodeFromString(Source.serializer(), """{"url":"wais://h/db/t"}""") }
    }
})
