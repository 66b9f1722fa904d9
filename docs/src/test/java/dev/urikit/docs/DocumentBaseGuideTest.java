package dev.urikit.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.urikit.BaseLayer;
import dev.urikit.DocumentBase;
import dev.urikit.Uri;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The Java samples of the guide's page on the base of a document (src/doc/document-base.md). Each fenced block there
 * is a passage of this file, checked by {@link GuideSnippetsTest}; the assertions after each passage check what its
 * comments state.
 */
class DocumentBaseGuideTest {

  @Test
  void embeddedBaseAgainstTheRetrievalUri() {
    Map<String, String> headers = Map.of("Content-Type", "text/html");
    DocumentBase base = DocumentBase.builder()
        .embedded("../")                                       // <base href="../">
        .encapsulatingEntity(headers.get("Content-Location"))  // null: no such header
        .retrievalUri("http://a/b/c/d")
        .establish();
    Uri uri = base.uri();                                      // http://a/b/
    BaseLayer layer = base.layer();                            // EMBEDDED
    Uri logo = uri.resolve("img/logo.png");                    // http://a/b/img/logo.png

    assertNull(headers.get("Content-Location"));
    assertEquals("http://a/b/", uri.toString());
    assertEquals(BaseLayer.EMBEDDED, layer);
    assertEquals("http://a/b/img/logo.png", logo.toString());
  }

  @Test
  void skippedLayerAndStrippedFragment() {
    DocumentBase base = DocumentBase.builder()
        .embedded("urn:isbn:0451450523")
        .retrievalUri("http://a/b/c/d#top")
        .establish();
    String uri = base.uri().toString();            // "http://a/b/c/d": the fragment is stripped
    String fragment = base.strippedFragment();     // "top"
    BaseLayer layer = base.layer();                // RETRIEVAL_URI
    String why = base.skipped().get(0).message();  // "embedded base: a urn URI cannot be a base (RFC 3986 section 5.1)"

    assertEquals("http://a/b/c/d", uri);
    assertEquals("top", fragment);
    assertEquals(BaseLayer.RETRIEVAL_URI, layer);
    assertEquals("embedded base: a urn URI cannot be a base (RFC 3986 section 5.1)", why);
    assertEquals(1, base.skipped().size());
  }
}
