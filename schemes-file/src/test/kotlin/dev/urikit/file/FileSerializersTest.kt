package dev.urikit.file

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
private data class FileUriHolder(@Contextual val target: FileUri)

/** The contextual serializers of the module's views, merged with the core's. */
class FileSerializersTest : FunSpec({

    val json = Json { serializersModule = urikitSerializersModule + fileSerializersModule }

    test("FileUri is written as its text and read back through fileSerializersModule") {
        val holder = FileUriHolder(FileUri.parse("file:///tmp/a%20b"))
        val text = json.encodeToString(FileUriHolder.serializer(), holder)
        text shouldBe """{"target":"file:///tmp/a%20b"}"""
        json.decodeFromString<FileUriHolder>(text).target.toString() shouldBe "file:///tmp/a%20b"
    }

    test("a FileUri of another scheme fails, naming the text, the type and the kind") {
        val e = shouldThrow<SerializationException> { json.decodeFromString<FileUriHolder>("""{"target":"http://h/"}""") }
        e.message shouldStartWith "cannot read \"http://h/\" as FileUri (SCHEME_SPECIFIC at index 0): "
    }

    test("the scheme lists FileUri among its view types, and makes one of its URIs") {
        val uri = Uri.parse("file:///tmp/a%20b")
        uri.registeredScheme()!!.viewTypes() shouldContain FileUri::class.java
        SchemeRegistry.installed().viewTypes() shouldContain FileUri::class.java
        uri.view(FileUri::class.java)!!.toString() shouldBe "file:///tmp/a%20b"
    }
})
