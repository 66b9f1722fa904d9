package dev.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The IRI API as a Java user calls it. */
class IriJavaTest {

  private final SchemeRegistry registry = DnsHostsTestScheme.registry();

  @Test
  void parseAnIriAndGetItsUri() {
    Iri iri = Iri.parse("https://bücher.example/straße?q=ü", registry);
    Uri uri = iri.toUri();
    assertEquals("https://xn--bcher-kva.example/stra%C3%9Fe?q=%C3%BC", uri.toString());
    assertEquals("https://bücher.example/straße?q=ü", uri.toIri().toString());
    HierarchicalIri hierarchical = (HierarchicalIri) iri;
    assertEquals("bücher.example", hierarchical.host());
    HierarchicalUri mapped = hierarchical.toUri();
    assertEquals("xn--bcher-kva.example", mapped.host());
  }

  @Test
  void shapesAndEntryPoints() {
    assertTrue(IriReference.parse("../ä") instanceof RelativeIriReference);
    OpaqueIri opaque = (OpaqueIri) Iri.parse("urn:x:ä");
    OpaqueUri opaqueUri = opaque.toUri();
    assertEquals("urn:x:%C3%A4", opaqueUri.toString());
    RelativeReference relative = RelativeIriReference.parse("ä?ö").toUri();
    assertEquals("%C3%A4?%C3%B6", relative.toString());
    assertNull(Iri.parseOrNull("../ä"));
    assertNull(IriReference.parseOrNull("ä ö"));
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Iri.parse("s://h/ä ö"));
    assertEquals(UriSyntaxException.Kind.INVALID_CHARACTER, e.kind());
    assertEquals(7, e.index());
  }

  @Test
  void equalIrisAreOneSetEntry() {
    Set<IriReference> set = new HashSet<>();
    set.add(Iri.parse("https://Bücher.example/ä", registry));
    set.add(Iri.parse("https://xn--bcher-kva.example/%C3%A4", registry));
    assertEquals(1, set.size());
    assertFalse(set.contains(Iri.parse("https://bücher.example/ö", registry)));
  }

  @Test
  void uriParsingStaysStrict() {
    assertThrows(UriSyntaxException.class, () -> Uri.parse("https://bücher.example/"));
    assertNull(UriReference.parseOrNull("ä"));
  }
}
