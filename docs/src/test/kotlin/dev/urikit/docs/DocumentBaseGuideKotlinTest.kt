package dev.urikit.docs

import dev.urikit.BaseLayer
import dev.urikit.documentBase
import dev.urikit.documentBaseOrNull
import dev.urikit.layer
import dev.urikit.uri
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Test

/**
 * The Kotlin sample of the guide's page on the base of a document (src/doc/document-base.md), checked by
 * [GuideSnippetsTest]; the assertions after it check what its comments state.
 */
class DocumentBaseGuideKotlinTest {

    @Test
    fun documentBaseDsl() {
        val base = documentBase {
            encapsulatingEntity = "/docs/"    // Content-Location: /docs/
            retrievalUri = "http://a/b/c/d"
        }
        val uri = base.uri.toString()         // "http://a/docs/"
        val layer = base.layer                // ENCAPSULATING_ENTITY
        val none = documentBaseOrNull { embedded = "../" }   // null: nothing below to resolve "../" against

        assertEquals("http://a/docs/", uri)
        assertEquals(BaseLayer.ENCAPSULATING_ENTITY, layer)
        assertNull(none)
    }
}
