package dev.urikit.telnet

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
private data class TelnetUriHolder(@Contextual val target: TelnetUri)

/** The contextual serializers of the module's views, merged with the core's. */
class TelnetSerializersTest : FunSpec({

    val json = Json { serializersModule = urikitSerializersModule + telnetSerializersModule }

    test("TelnetUri is written as its text and read back through telnetSerializersModule") {
        val holder = TelnetUriHolder(TelnetUri.parse("telnet://host.example:2323/"))
        val text = json.encodeToString(TelnetUriHolder.serializer(), holder)
        text shouldBe """{"target":"telnet://host.example:2323/"}"""
        json.decodeFromString<TelnetUriHolder>(text).target.toString() shouldBe "telnet://host.example:2323/"
    }

    test("a TelnetUri of another scheme fails, naming the text, the type and the kind") {
        val e = shouldThrow<SerializationException> { json.decodeFromString<TelnetUriHolder>("""{"target":"http://h/"}""") }
        e.message shouldStartWith "cannot read \"http://h/\" as TelnetUri (SCHEME_SPECIFIC at index 0): "
    }

    test("the scheme lists TelnetUri among its view types, and makes one of its URIs") {
        val uri = Uri.parse("telnet://host.example:2323/")
        uri.registeredScheme()!!.viewTypes() shouldContain TelnetUri::class.java
        SchemeRegistry.installed().viewTypes() shouldContain TelnetUri::class.java
        uri.view(TelnetUri::class.java)!!.toString() shouldBe "telnet://host.example:2323/"
    }
})
