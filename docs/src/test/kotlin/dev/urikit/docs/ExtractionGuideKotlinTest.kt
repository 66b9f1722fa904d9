package dev.urikit.docs

import dev.urikit.text.UriExtractor
import dev.urikit.text.extractUris
import dev.urikit.text.linkify
import dev.urikit.text.text
import dev.urikit.text.uri
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test

/**
 * The Kotlin samples of the guide's page on URIs in running text (src/doc/extraction.md), checked by
 * [GuideSnippetsTest]; the assertions after each passage check what its comments state.
 */
class ExtractionGuideKotlinTest {

    @Test
    fun extractUris() {
        val options = UriExtractor.create().with(UriExtractor.Option.EMAIL, UriExtractor.Option.WWW)
        val uris = "Mail me@example.com or see www.example.com.".extractUris(options)
            .map { it.uri.toString() }                 // [mailto:me@example.com, http://www.example.com]

        assertEquals(listOf("mailto:me@example.com", "http://www.example.com"), uris)
    }

    @Test
    fun linkify() {
        val marked = "Go to https://example.com/.".linkify { "[${it.text}](${it.uri})" }
        // Go to [https://example.com/](https://example.com/).

        assertEquals("Go to [https://example.com/](https://example.com/).", marked)
    }
}
