package dev.urikit.http

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
private data class HttpUriHolder(@Contextual val target: HttpUri)

/** The contextual serializers of the module's views, merged with the core's. */
class HttpSerializersTest : FunSpec({

    val json = Json { serializersModule = urikitSerializersModule + httpSerializersModule }

    test("HttpUri is written as its text and read back through httpSerializersModule") {
        val holder = HttpUriHolder(HttpUri.parse("https://anna@example.com/a?q=1"))
        val text = json.encodeToString(HttpUriHolder.serializer(), holder)
        text shouldBe """{"target":"https://anna@example.com/a?q=1"}"""
        json.decodeFromString<HttpUriHolder>(text).target.toString() shouldBe "https://anna@example.com/a?q=1"
    }

    test("a HttpUri of another scheme fails, naming the text, the type and the kind") {
        val e = shouldThrow<SerializationException> { json.decodeFromString<HttpUriHolder>("""{"target":"mailto:a@b"}""") }
        e.message shouldStartWith "cannot read \"mailto:a@b\" as HttpUri (SCHEME_SPECIFIC at index 0): "
    }

    test("the scheme lists HttpUri among its view types, and makes one of its URIs") {
        val uri = Uri.parse("https://anna@example.com/a?q=1")
        uri.registeredScheme()!!.viewTypes() shouldContain HttpUri::class.java
        SchemeRegistry.installed().viewTypes() shouldContain HttpUri::class.java
        uri.view(HttpUri::class.java)!!.toString() shouldBe "https://anna@example.com/a?q=1"
    }
})
