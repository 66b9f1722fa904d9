package dev.urikit.ftp

import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import kotlinx.serialization.Serializable
import kotlinx.serialization.SerializationException
import kotlinx.serialization.json.Json

@Serializable
private data class Mirror(@Serializable(with = FtpUriSerializer::class) val url: FtpUri)

/** The Kotlin DSL, edit { } and the serializer. */
class FtpDslTest : FunSpec({

    test("ftpUri builds from decoded values") {
        val uri = ftpUri {
            user = "anna"
            password = "p:w"
            host = "ftp.example.com"
            port = 2121
            cwd("pub", "gnu")
            name = "a b.tar.gz"
            typecode = FtpTypecode.IMAGE
        }
        uri.toString() shouldBe "ftp://anna:p%3Aw@ftp.example.com:2121/pub/gnu/a%20b.tar.gz;type=i"
        uri.cwd() shouldBe listOf("pub", "gnu")
    }

    test("ftpUri needs a host") {
        shouldThrow<IllegalStateException> { ftpUri { name = "a" } }
    }

    test("edit starts from the URL and keeps what it does not set") {
        val uri = FtpUri.parse("ftp://anna:secret@FTP.example.com:2121/pub/a.txt;type=i#f")
        val edited = uri.edit {
            user shouldBe "anna"
            password shouldBe "secret"
            port shouldBe 2121
            directories shouldBe listOf("pub")
            name shouldBe "a.txt"
            typecode shouldBe FtpTypecode.IMAGE
            fragment shouldBe "f"
            name = "b.txt"
            typecode = FtpTypecode.ASCII
            port = null
        }
        edited.toString() shouldBe "ftp://anna:secret@FTP.example.com/pub/b.txt;type=a#f"
        uri.edit { user = null; cwd() }.toString() shouldBe "ftp://FTP.example.com:2121/a.txt;type=i#f"
    }

    test("the serializer writes the text and reads it back") {
        val mirror = Mirror(FtpUri.parse("ftp://anna:pw@ftp.example.com/pub/;type=d"))
        val json = Json.encodeToString(Mirror.serializer(), mirror)
        json shouldBe """{"url":"ftp://anna:pw@ftp.example.com/pub/;type=d"}"""
        Json.decodeFromString(Mirror.serializer(), json) shouldBe mirror
        shouldThrow<SerializationException> { Json.decodeFromString(Mirror.serializer(), """{"url":"ftp://h/a;b"}""") }
        shouldThrow<SerializationException> { Json.decodeFromString(Mirror.serializer(), """{"url":"http://h/"}""") }
        FtpUriSerializer.descriptor.serialName shouldBe "dev.urikit.ftp.FtpUri"
    }
})
