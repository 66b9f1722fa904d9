package dev.urikit.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.urikit.HierarchicalIri;
import dev.urikit.Iri;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The Java samples of the guide's page on IRIs (src/doc/iris.md), each checked by {@link GuideSnippetsTest} to
 * be a passage of this file; the assertions after each passage check what its comments state, with uri-idna on
 * the class path.
 */
class IriGuideTest {

  @Test
  void iriToUri() {
    Iri iri = Iri.parse("https://bücher.example/straße?q=ü");
    String uri = iri.toUri().toString();         // "https://xn--bcher-kva.example/stra%C3%9Fe?q=%C3%BC"
    String host = ((HierarchicalIri) iri).host(); // "bücher.example": components come as written

    assertEquals("https://xn--bcher-kva.example/stra%C3%9Fe?q=%C3%BC", uri);
    assertEquals("bücher.example", host);
  }

  @Test
  void hostWithoutALabel() {
    try {
      Iri.parse("https://a\u200Db.example/");     // a zero-width joiner where no script needs one
    } catch (UriSyntaxException e) {
      e.kind();                                   // SCHEME_SPECIFIC: the host has no A-label
      e.index();                                  // 8: the first character of the host
    }

    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Iri.parse("https://a\u200Db.example/"));
    assertEquals(UriSyntaxException.Kind.SCHEME_SPECIFIC, e.kind());
    assertEquals(8, e.index());
  }

  @Test
  void display() {
    Uri uri = Uri.parse("https://xn--bcher-kva.example/stra%C3%9Fe?q=%C3%BC");
    String shown = uri.toIri().toString();       // "https://bücher.example/straße?q=ü"
    Uri spoof = Uri.parse("https://xn--80ak6aa92e.com/%E2%80%AE");
    String kept = spoof.toIri().toString();      // "https://xn--80ak6aa92e.com/%E2%80%AE"

    assertEquals("https://bücher.example/straße?q=ü", shown);
    assertEquals("https://xn--80ak6aa92e.com/%E2%80%AE", kept);
  }

  @Test
  void equality() {
    Set<Iri> seen = new HashSet<>();
    seen.add(Iri.parse("https://Bücher.example/ä"));
    seen.add(Iri.parse("https://xn--bcher-kva.example/%C3%A4"));
    int size = seen.size();                      // 1

    assertEquals(1, size);
  }
}
