package dev.urikit.gopher

import dev.urikit.SchemeRegistry
import dev.urikit.Uri
import dev.urikit.urikitSerializersModule
import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.collections.shouldContain
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldStartWith
import kotlinx.serialization.Contextual
import kotlinx.serialization.Serializable
import kotlinx.serialization.SerializationException
import kotlinx.serialization.json.Json
import kotlinx.serialization.modules.plus

@Serializable
private data class GopherUriHolder(@Contextual val target: GopherUri)

/** The contextual serializers of the module's views, merged with the core's. */
class GopherSerializersTest : FunSpec({

    val json = Json { serializersModule = urikitSerializersModule + gopherSerializersModule }

    test("GopherUri is written as its text and read back through gopherSerializersModule") {
        val holder = GopherUriHolder(GopherUri.parse("gopher://gopher.example/1"))
        val text = json.encodeToString(GopherUriHolder.serializer(), holder)
        text shouldBe """{"target":"gopher://gopher.example/1"}"""
        json.decodeFromString<GopherUriHolder>(text).target.toString() shouldBe "gopher://gopher.example/1"
    }

    test("a GopherUri of another scheme fails, naming the text, the type and the kind") {
        val e = shouldThrow<SerializationException> { json.decodeFromString<GopherUriHolder>("""{"target":"http://h/"}""") }
        e.message shouldStartWith "cannot read \"http://h/\" as GopherUri (SCHEME_SPECIFIC at index 0): "
    }

    test("the scheme lists GopherUri among its view types, and makes one of its URIs") {
        val uri = Uri.parse("gopher://gopher.example/1")
        uri.registeredScheme()!!.viewTypes() shouldContain GopherUri::class.java
        SchemeRegistry.installed().viewTypes() shouldContain GopherUri::class.java
        uri.view(GopherUri::class.java)!!.toString() shouldBe "gopher://gopher.example/1"
    }
})
