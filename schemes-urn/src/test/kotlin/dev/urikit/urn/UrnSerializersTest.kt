package dev.urikit.urn

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
private data class UrnHolder(@Contextual val target: Urn)

/** The contextual serializers of the module's views, merged with the core's. */
class UrnSerializersTest : FunSpec({

    val json = Json { serializersModule = urikitSerializersModule + urnSerializersModule }

    test("Urn is written as its text and read back through urnSerializersModule") {
        val holder = UrnHolder(Urn.parse("urn:isbn:0451450523"))
        val text = json.encodeToString(UrnHolder.serializer(), holder)
        text shouldBe """{"target":"urn:isbn:0451450523"}"""
        json.decodeFromString<UrnHolder>(text).target.toString() shouldBe "urn:isbn:0451450523"
    }

    test("a Urn of another scheme fails, naming the text, the type and the kind") {
        val e = shouldThrow<SerializationException> { json.decodeFromString<UrnHolder>("""{"target":"http://h/"}""") }
        e.message shouldStartWith "cannot read \"http://h/\" as Urn (SCHEME_SPECIFIC at index 0): "
    }

    test("the scheme lists Urn among its view types, and makes one of its URIs") {
        val uri = Uri.parse("urn:isbn:0451450523")
        uri.registeredScheme()!!.viewTypes() shouldContain Urn::class.java
        SchemeRegistry.installed().viewTypes() shouldContain Urn::class.java
        uri.view(Urn::class.java)!!.toString() shouldBe "urn:isbn:0451450523"
    }
})
