package dev.urikit.mailto

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
private data class MailtoUriHolder(@Contextual val target: MailtoUri)

/** The contextual serializers of the module's views, merged with the core's. */
class MailtoSerializersTest : FunSpec({

    val json = Json { serializersModule = urikitSerializersModule + mailtoSerializersModule }

    test("MailtoUri is written as its text and read back through mailtoSerializersModule") {
        val holder = MailtoUriHolder(MailtoUri.parse("mailto:a@example.com?subject=hi"))
        val text = json.encodeToString(MailtoUriHolder.serializer(), holder)
        text shouldBe """{"target":"mailto:a@example.com?subject=hi"}"""
        json.decodeFromString<MailtoUriHolder>(text).target.toString() shouldBe "mailto:a@example.com?subject=hi"
    }

    test("a MailtoUri of another scheme fails, naming the text, the type and the kind") {
        val e = shouldThrow<SerializationException> { json.decodeFromString<MailtoUriHolder>("""{"target":"http://h/"}""") }
        e.message shouldStartWith "cannot read \"http://h/\" as MailtoUri (SCHEME_SPECIFIC at index 0): "
    }

    test("the scheme lists MailtoUri among its view types, and makes one of its URIs") {
        val uri = Uri.parse("mailto:a@example.com?subject=hi")
        uri.registeredScheme()!!.viewTypes() shouldContain MailtoUri::class.java
        SchemeRegistry.installed().viewTypes() shouldContain MailtoUri::class.java
        uri.view(MailtoUri::class.java)!!.toString() shouldBe "mailto:a@example.com?subject=hi"
    }
})
