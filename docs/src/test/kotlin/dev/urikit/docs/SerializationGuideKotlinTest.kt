package dev.urikit.docs

import dev.urikit.Uri
import dev.urikit.UriSerializer
import dev.urikit.UriSyntaxException
import dev.urikit.http.HttpUri
import dev.urikit.http.httpSerializersModule
import dev.urikit.toUri
import dev.urikit.urikitSerializersModule
import dev.urikit.urn.Urn
import dev.urikit.urn.urnSerializersModule
import kotlinx.serialization.Contextual
import kotlinx.serialization.Serializable
import kotlinx.serialization.SerializationException
import kotlinx.serialization.json.Json
import kotlinx.serialization.modules.plus
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertFalse
import org.junit.jupiter.api.Assertions.assertInstanceOf
import org.junit.jupiter.api.Test

@Serializable
data class Bookmark(@Serializable(with = UriSerializer::class) val target: Uri)

@Serializable
data class Citation(@Contextual val source: Uri, @Contextual val book: Urn, val seeAlso: List<@Contextual HttpUri>)

/**
 * The Kotlin samples of the guide's page on serialization (src/doc/serialization.md), each checked by
 * [GuideSnippetsTest] to be a passage of this file or of SerializationFileSample.kt; the assertions after each
 * passage check what its comments state.
 */
class SerializationGuideKotlinTest {

    @Test
    fun onTheProperty() {
        val text = Json.encodeToString(Bookmark("https://example.com/".toUri()))   // {"target":"https://example.com/"}

        assertEquals("""{"target":"https://example.com/"}""", text)
        assertEquals(Bookmark("https://example.com/".toUri()), Json.decodeFromString<Bookmark>(text))
    }

    @Test
    fun forAWholeFile() {
        val link = Link("mailto:a@example.com".toUri(), HttpUri.parse("https://example.com/a"))
        val text = Json.encodeToString(link)

        assertEquals("""{"target":"mailto:a@example.com","page":"https://example.com/a"}""", text)
        assertEquals(link, Json.decodeFromString<Link>(text))
    }

    @Test
    fun contextual() {
        val json = Json { serializersModule = urikitSerializersModule + urnSerializersModule + httpSerializersModule }
        val citation = Citation("https://example.com/".toUri(), Urn.parse("urn:isbn:0451450523"), listOf(HttpUri.parse("https://example.org/")))
        val text = json.encodeToString(citation)
        // {"source":"https://example.com/","book":"urn:isbn:0451450523","seeAlso":["https://example.org/"]}

        assertEquals("""{"source":"https://example.com/","book":"urn:isbn:0451450523","seeAlso":["https://example.org/"]}""", text)
        assertEquals(citation, json.decodeFromString<Citation>(text))

        val bad = """{"source":"http://anna:secret@example.com:8o/","book":"urn:isbn:0451450523","seeAlso":[]}"""
        val error = runCatching { json.decodeFromString<Citation>(bad) }.exceptionOrNull()!!
        error.message   // cannot read "http://***@example.com:8o/" as Uri (INVALID_PORT at index 32): invalid character in port at index 32

        assertInstanceOf(SerializationException::class.java, error)
        assertInstanceOf(UriSyntaxException::class.java, error.cause)
        assertEquals(
            "cannot read \"http://***@example.com:8o/\" as Uri (INVALID_PORT at index 32): " + error.cause!!.message,
            error.message,
        )
        assertEquals("invalid character in port at index 32", error.cause!!.message)
        assertFalse(error.message!!.contains("secret"))
    }
}
