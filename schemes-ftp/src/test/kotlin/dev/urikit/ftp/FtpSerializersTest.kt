package dev.urikit.ftp

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
private data class FtpUriHolder(@Contextual val target: FtpUri)

/** The contextual serializers of the module's views, merged with the core's. */
class FtpSerializersTest : FunSpec({

    val json = Json { serializersModule = urikitSerializersModule + ftpSerializersModule }

    test("FtpUri is written as its text and read back through ftpSerializersModule") {
        val holder = FtpUriHolder(FtpUri.parse("ftp://ftp.example.com/pub/a.txt;type=i"))
        val text = json.encodeToString(FtpUriHolder.serializer(), holder)
        text shouldBe """{"target":"ftp://ftp.example.com/pub/a.txt;type=i"}"""
        json.decodeFromString<FtpUriHolder>(text).target.toString() shouldBe "ftp://ftp.example.com/pub/a.txt;type=i"
    }

    test("a FtpUri of another scheme fails, naming the text, the type and the kind") {
        val e = shouldThrow<SerializationException> { json.decodeFromString<FtpUriHolder>("""{"target":"http://h/"}""") }
        e.message shouldStartWith "cannot read \"http://h/\" as FtpUri (SCHEME_SPECIFIC at index 0): "
    }

    test("the scheme lists FtpUri among its view types, and makes one of its URIs") {
        val uri = Uri.parse("ftp://ftp.example.com/pub/a.txt;type=i")
        uri.registeredScheme()!!.viewTypes() shouldContain FtpUri::class.java
        SchemeRegistry.installed().viewTypes() shouldContain FtpUri::class.java
        uri.view(FtpUri::class.java)!!.toString() shouldBe "ftp://ftp.example.com/pub/a.txt;type=i"
    }
})
