package dev.urikit.wais

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
private data class WaisUriHolder(@Contextual val target: WaisUri)

/** The contextual serializers of the module's views, merged with the core's. */
class WaisSerializersTest : FunSpec({

    val json = Json { serializersModule = urikitSerializersModule + waisSerializersModule }

    test("WaisUri is written as its text and read back through waisSerializersModule") {
        val holder = WaisUriHolder(WaisUri.parse("wais://wais.example/db"))
        val text = json.encodeToString(WaisUriHolder.serializer(), holder)
        text shouldBe """{"target":"wais://wais.example/db"}"""
        json.decodeFromString<WaisUriHolder>(text).target.toString() shouldBe "wais://wais.example/db"
    }

    test("a WaisUri of another scheme fails, naming the text, the type and the kind") {
        val e = shouldThrow<SerializationException> { json.decodeFromString<WaisUriHolder>("""{"target":"http://h/"}""") }
        e.message shouldStartWith "cannot read \"http://h/\" as WaisUri (SCHEME_SPECIFIC at index 0): "
    }

    test("the scheme lists WaisUri among its view types, and makes one of its URIs") {
        val uri = Uri.parse("wais://wais.example/db")
        uri.registeredScheme()!!.viewTypes() shouldContain WaisUri::class.java
        SchemeRegistry.installed().viewTypes() shouldContain WaisUri::class.java
        uri.view(WaisUri::class.java)!!.toString() shouldBe "wais://wais.example/db"
    }
})
