package dev.urikit.prospero

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
private data class ProsperoUriHolder(@Contextual val target: ProsperoUri)

/** The contextual serializers of the module's views, merged with the core's. */
class ProsperoSerializersTest : FunSpec({

    val json = Json { serializersModule = urikitSerializersModule + prosperoSerializersModule }

    test("ProsperoUri is written as its text and read back through prosperoSerializersModule") {
        val holder = ProsperoUriHolder(ProsperoUri.parse("prospero://host.example/a"))
        val text = json.encodeToString(ProsperoUriHolder.serializer(), holder)
        text shouldBe """{"target":"prospero://host.example/a"}"""
        json.decodeFromString<ProsperoUriHolder>(text).target.toString() shouldBe "prospero://host.example/a"
    }

    test("a ProsperoUri of another scheme fails, naming the text, the type and the kind") {
        val e = shouldThrow<SerializationException> { json.decodeFromString<ProsperoUriHolder>("""{"target":"http://h/"}""") }
        e.message shouldStartWith "cannot read \"http://h/\" as ProsperoUri (SCHEME_SPECIFIC at index 0): "
    }

    test("the scheme lists ProsperoUri among its view types, and makes one of its URIs") {
        val uri = Uri.parse("prospero://host.example/a")
        uri.registeredScheme()!!.viewTypes() shouldContain ProsperoUri::class.java
        SchemeRegistry.installed().viewTypes() shouldContain ProsperoUri::class.java
        uri.view(ProsperoUri::class.java)!!.toString() shouldBe "prospero://host.example/a"
    }
})
