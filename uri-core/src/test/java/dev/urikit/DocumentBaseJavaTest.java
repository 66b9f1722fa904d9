package dev.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.urikit.spi.Scheme;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Establishing a document's base (RFC 3986 section 5.1) as a Java caller does. */
class DocumentBaseJavaTest {

  private static final SchemeRegistry GENERIC = SchemeRegistry.empty();

  /** A scheme whose URIs cannot be a base, as the urn module says of urn. */
  private static final Scheme NEVER_A_BASE = new Scheme() {
    @Override
    public String name() {
      return "urn";
    }

    @Override
    public boolean canBeBase() {
      return false;
    }
  };

  @Test
  void resolvesTheEmbeddedBaseAgainstTheRetrievalUri() {
    DocumentBase base = DocumentBase.builder(GENERIC)
        .embedded("../")
        .retrievalUri("http://a/b/c/d")
        .establish();
    assertEquals("http://a/b/", base.uri().toString());
    assertEquals(BaseLayer.EMBEDDED, base.layer());
    assertEquals(List.of(), base.skipped());
    assertEquals("http://a/b/e", base.uri().resolve("e").toString());
  }

  @Test
  void takesAHeaderThatMayBeMissingAsItIs() {
    Map<String, String> headers = Map.of("Content-Type", "text/html");
    DocumentBase base = DocumentBase.builder(GENERIC)
        .encapsulatingEntity(headers.get("Content-Location"))
        .retrievalUri("http://example.com/docs/")
        .establish();
    assertEquals(BaseLayer.RETRIEVAL_URI, base.layer());
  }

  @Test
  void namesTheSkippedLayerAndWhy() {
    SchemeRegistry registry = SchemeRegistry.builder().add(NEVER_A_BASE).build();
    DocumentBase base = DocumentBase.builder(registry)
        .embedded("urn:isbn:0451450523")
        .encapsulatingEntity("http://a:b/")
        .applicationDefault(Uri.parse("http://example.com/", registry))
        .establish();
    assertEquals("http://example.com/", base.uri().toString());
    assertEquals(BaseLayer.APPLICATION_DEFAULT, base.layer());

    SkippedBase urn = base.skipped().get(0);
    assertEquals(BaseLayer.EMBEDDED, urn.layer());
    assertEquals(SkippedBase.Reason.SCHEME_CANNOT_BE_BASE, urn.reason());
    assertEquals("urn", urn.scheme());
    assertNull(urn.error());

    SkippedBase port = base.skipped().get(1);
    assertEquals(BaseLayer.ENCAPSULATING_ENTITY, port.layer());
    assertEquals("http://a:b/", port.text());
    assertEquals(SkippedBase.Reason.INVALID, port.reason());
    UriSyntaxException error = port.error();
    assertEquals(UriSyntaxException.Kind.INVALID_PORT, error == null ? null : error.kind());
    assertEquals(9, error == null ? null : error.index());
    assertEquals(2, base.skipped().size());
  }

  @Test
  void stripsAndNotesTheFragment() {
    DocumentBase base = DocumentBase.builder(GENERIC).retrievalUri(Uri.parse("http://a/b#c", GENERIC)).establish();
    assertEquals("http://a/b", base.uri().toString());
    assertEquals("c", base.strippedFragment());
  }

  @Test
  void throwsOrReturnsNullWhenNoLayerGivesABase() {
    DocumentBase.Builder builder = DocumentBase.builder(GENERIC).embedded(UriReference.parse("../", GENERIC));
    NoBaseException e = assertThrows(NoBaseException.class, builder::establish);
    assertEquals(SkippedBase.Reason.NOTHING_TO_RESOLVE_AGAINST, e.skipped().get(0).reason());
    assertEquals("no base URI (RFC 3986 section 5.1): embedded base: a relative reference, and no layer below"
        + " gives a base to resolve it against", e.getMessage());
    assertNull(builder.establishOrNull());
  }
}
