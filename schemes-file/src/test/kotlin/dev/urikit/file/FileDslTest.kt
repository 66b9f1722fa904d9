package dev.urikit.file

import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import java.nio.file.Path
import kotlinx.serialization.Serializable
import kotlinx.serialization.SerializationException
import kotlinx.serialization.json.Json

@Serializable
private data class Source(@Serializable(with = FileUriSerializer::class) val file: FileUri)

/** The Kotlin DSL, edit { }, Path.toFileUri() and the serializer. */
class FileDslTest : FunSpec({

    test("fileUri builds from decoded values") {
        val uri = fileUri {
            drive = 'C'
            segments("Program Files", "a#1.txt")
            fragment = "top"
        }
        uri.toString() shouldBe "file:///C:/Program%20Files/a%231.txt#top"
        uri.pathSegments() shouldBe listOf("Program Files", "a#1.txt")
        fileUri { host = "Server"; segments("share", "a b") }.toString() shouldBe "file://server/share/a%20b"
        fileUri { }.toString() shouldBe "file:///"
    }

    test("fileUri refuses what the builder refuses") {
        shouldThrow<IllegalArgumentException> { fileUri { segments("..") } }
        shouldThrow<IllegalArgumentException> { fileUri { host = "a b" } }
    }

    test("edit starts from the URI and keeps what it does not set") {
        val uri = FileUri.parse("file:///c:/a/b.txt#f")
        val edited = uri.edit {
            host shouldBe null
            drive shouldBe 'C'
            pathSegments shouldBe listOf("a", "b.txt")
            fragment shouldBe "f"
            drive = 'D'
        }
        edited.toString() shouldBe "file:///D:/a/b.txt#f"
        uri.edit { drive = null; fragment = null }.toString() shouldBe "file:///a/b.txt"
        uri.edit { host = "server"; drive = null; segments("share", "x") }.toString() shouldBe "file://server/share/x#f"
    }

    test("Path.toFileUri") {
        Path.of("/tmp/a b").toFileUri().toString() shouldBe "file:///tmp/a%20b"
    }

    test("the serializer writes the text and reads it back") {
        val source = Source(FileUri.parse("file:C:/x"))
        val json = Json.encodeToString(Source.serializer(), source)
        json shouldBe """{"file":"file:C:/x"}"""
        Json.decodeFromString(Source.serializer(), json) shouldBe source
        Json.decodeFromString(Source.serializer(), """{"file":"file:///C:/x"}""") shouldBe source
        shouldThrow<SerializationException> { Json.decodeFromString(Source.serializer(), """{"file":"file:a"}""") }
        shouldThrow<SerializationException> { Json.decodeFromString(Source.serializer(), """{"file":"http://h/"}""") }
        FileUriSerializer.descriptor.serialName shouldBe "dev.urikit.file.FileUri"
    }
})
