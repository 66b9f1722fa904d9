package dev.urikit.urn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The shipped namespaces: what each accepts and refuses, its equivalence and its view. Check digits
 * come from the standards' own worked examples (ISO 2108 and ISO 3297 as quoted by the ISBN and ISSN
 * agencies) and were worked out by hand, not by the code under test.
 */
class UrnNamespacesJavaTest {

  private static final SchemeRegistry SHIPPED = SchemeRegistry.builder()
      .add(new UrnScheme(UrnNamespaces.of(new UuidNamespace(), new IsbnNamespace(), new IssnNamespace(),
          new OidNamespace(), new IetfNamespace(), new ExampleNamespace())))
      .build();

  private static Urn urn(String text) {
    return Urn.from(Uri.parse(text, SHIPPED));
  }

  @ParameterizedTest(name = "{0} is refused: {1}")
  @CsvSource(delimiter = '|', value = {
      "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf           | urn.uuid.length    | 9  | urn:uuid, RFC 9562",
      "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6a         | urn.uuid.length    | 9  | urn:uuid, RFC 9562",
      "urn:uuid:f81d4fae7dec-11d0-a765-00a0c91e6bf6-          | urn.uuid.hyphen    | 17 | urn:uuid, RFC 9562",
      "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bg6          | urn.uuid.hex       | 43 | urn:uuid, RFC 9562",
      "urn:isbn:978-0-306-40615-6                             | urn.isbn.check     | 9  | urn:isbn, RFC 8254",
      "urn:isbn:0-306-40615-3                                 | urn.isbn.check     | 9  | urn:isbn, RFC 8254",
      "urn:isbn:0-8044-2957-0                                 | urn.isbn.check     | 9  | urn:isbn, RFC 8254",
      "urn:isbn:977-0-306-40615-8                             | urn.isbn.prefix    | 9  | urn:isbn, RFC 8254",
      "urn:isbn:978-0-306-40615                               | urn.isbn.length    | 9  | urn:isbn, RFC 8254",
      "urn:isbn:97803064061570                                | urn.isbn.length    | 9  | urn:isbn, RFC 8254",
      "urn:isbn:978030640615X                                 | urn.isbn.character | 21 | urn:isbn, RFC 8254",
      "urn:isbn:03064X0615                                    | urn.isbn.character | 14 | urn:isbn, RFC 8254",
      "urn:isbn:-0306406152                                   | urn.isbn.hyphen    | 9  | urn:isbn, RFC 8254",
      "urn:isbn:0306406152-                                   | urn.isbn.hyphen    | 19 | urn:isbn, RFC 8254",
      "urn:isbn:0--306406152                                  | urn.isbn.hyphen    | 11 | urn:isbn, RFC 8254",
      "urn:isbn:0%2D306406152                                 | urn.isbn.character | 10 | urn:isbn, RFC 8254",
      "urn:issn:0317-8472                                     | urn.issn.check     | 17 | urn:issn, RFC 8254",
      "urn:issn:2434-5610                                     | urn.issn.check     | 17 | urn:issn, RFC 8254",
      "urn:issn:03178471                                      | urn.issn.form      | 9  | urn:issn, RFC 8254",
      "urn:issn:0317_8471                                     | urn.issn.form      | 13 | urn:issn, RFC 8254",
      "urn:issn:03a7-8471                                     | urn.issn.form      | 11 | urn:issn, RFC 8254",
      "urn:issn:0317-847Y                                     | urn.issn.form      | 17 | urn:issn, RFC 8254",
      "urn:oid:1.03.6                                         | urn.oid.zero       | 10 | urn:oid, RFC 3061",
      "urn:oid:01                                             | urn.oid.zero       | 8  | urn:oid, RFC 3061",
      "urn:oid:1..2                                           | urn.oid.arc        | 10 | urn:oid, RFC 3061",
      "urn:oid:1.2.                                           | urn.oid.arc        | 12 | urn:oid, RFC 3061",
      "urn:oid:.1                                             | urn.oid.arc        | 8  | urn:oid, RFC 3061",
      "urn:oid:1.2a                                           | urn.oid.character  | 11 | urn:oid, RFC 3061",
      "urn:ietf:rfc:39x6                                      | urn.ietf.number    | 15 | urn:ietf, RFC 2648",
      "urn:ietf:bcp:-14                                       | urn.ietf.number    | 13 | urn:ietf, RFC 2648",
      "urn:ietf:std:99999999999                               | urn.ietf.number    | 13 | urn:ietf, RFC 2648",
      "urn:ietf:fyi:                                          | urn.ietf.series    | 12 | urn:ietf, RFC 2648",
      "urn:ietf:rfc                                           | urn.ietf.series    | 12 | urn:ietf, RFC 2648",
      "urn:ietf:id:draft_x                                    | urn.ietf.name      | 17 | urn:ietf, RFC 2648",
      "urn:ietf:mtg:a.b                                       | urn.ietf.name      | 14 | urn:ietf, RFC 2648",
  })
  void refusals(String input, String code, int index, String rule) {
    UrnAssertions.assertRefused(input, SHIPPED, code, index, rule);
    // without the namespace, only the generic rules apply
    Uri.parse(input, SchemeRegistry.builder().add(new UrnScheme(UrnNamespaces.none())).build());
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6", "urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6",
      "urn:isbn:978-0-306-40615-7", "urn:isbn:9780306406157", "urn:isbn:0-306-40615-2", "urn:isbn:0-8044-2957-X",
      "urn:isbn:080442957x", "urn:isbn:979-10-90636-07-1", "urn:issn:0317-8471", "urn:issn:2434-561X",
      "urn:issn:2434-561x", "urn:issn:1050-124X", "urn:oid:0", "urn:oid:1.3.6.1.4.1.343", "urn:oid:2.100.3",
      "urn:ietf:rfc:3986", "urn:ietf:RFC:2648", "urn:ietf:bcp:14", "urn:ietf:std:66", "urn:ietf:fyi:1",
      "urn:ietf:id:draft-ietf-urnbis-rfc2141bis-urn-22", "urn:ietf:mtg:41-urn", "urn:ietf:params:xml:ns:yang:1",
      "urn:example:anything/at:all",
  })
  void accepted(String input) {
    assertEquals(input, Uri.parse(input, SHIPPED).toString());
  }

  @Test
  void uuidView() {
    Urn urn = urn("urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6");
    UUID expected = new UUID(0xf81d4fae7dec11d0L, 0xa76500a0c91e6bf6L);
    assertEquals(expected, urn.namespaceView(UUID.class));
    UuidUrn view = urn.namespaceView(UuidUrn.class);
    assertNotNull(view);
    assertEquals(1, view.version());
    assertEquals(2, view.variant());
    assertEquals(4, urn("urn:uuid:7f1450df-6678-465b-a881-188f9b6ec822").namespaceView(UuidUrn.class).version());
    assertEquals(urn, Urn.ofUuid(expected));
    assertEquals("urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6", Urn.ofUuid(expected).toString());
    assertNull(urn.namespaceView(IsbnUrn.class));
  }

  @Test
  void isbnEquivalenceAndView() {
    assertEquals(urn("urn:isbn:978-0-306-40615-7"), urn("urn:isbn:9780306406157"));
    assertEquals(urn("urn:isbn:0-8044-2957-X"), urn("urn:ISBN:080442957x"));
    assertNotEquals(urn("urn:isbn:0-306-40615-2"), urn("urn:isbn:978-0-306-40615-7"));
    assertEquals(new IsbnUrn("9780306406157", "0306406152"), urn("urn:isbn:0-306-40615-2").namespaceView(IsbnUrn.class));
    assertEquals(new IsbnUrn("9780306406157", null), urn("urn:isbn:978-0-306-40615-7").namespaceView(IsbnUrn.class));
    // 978 + 080442957, weights 1 3 1 3 ...: 9+21+8+0+8+0+4+12+2+27+5+21 = 117, check 3
    assertEquals("9780804429573", urn("urn:isbn:0-8044-2957-X").namespaceView(IsbnUrn.class).isbn13());
    assertEquals("urn:isbn:978-0-306-40615-7", Urn.ofIsbn("978-0-306-40615-7").toString());
    assertThrows(UriSyntaxException.class, () -> Urn.ofIsbn("978-0-306-40615-8"));
  }

  @Test
  void issnEquivalenceAndView() {
    assertEquals(urn("urn:issn:2434-561X"), urn("urn:issn:2434-561x"));
    assertNotEquals(urn("urn:issn:0317-8471"), urn("urn:issn:2434-561X"));
    assertEquals(new IssnUrn("2434-561X"), urn("urn:issn:2434-561x").namespaceView(IssnUrn.class));
    assertEquals("urn:issn:0317-8471", Urn.ofIssn("0317-8471").toString());
  }

  @Test
  void oidView() {
    OidUrn view = urn("urn:oid:1.3.6.1.4.1.343").namespaceView(OidUrn.class);
    assertEquals(List.of("1", "3", "6", "1", "4", "1", "343"), view.arcs());
    assertEquals("urn:oid:2.5.4.3", Urn.ofOid("2.5.4.3").toString());
    assertThrows(UriSyntaxException.class, () -> Urn.ofOid("2.05"));
  }

  @Test
  void ietfEquivalenceAndView() {
    assertEquals(new IetfUrn("rfc", 3986, "3986"), urn("urn:ietf:rfc:3986").namespaceView(IetfUrn.class));
    assertEquals(new IetfUrn("bcp", 14, "014"), urn("urn:ietf:BCP:014").namespaceView(IetfUrn.class));
    assertEquals(new IetfUrn("id", null, "draft-x"), urn("urn:ietf:id:draft-x").namespaceView(IetfUrn.class));
    assertEquals(new IetfUrn("params", null, "xml:ns:yang"), urn("urn:ietf:params:xml:ns:yang").namespaceView(IetfUrn.class));
    assertEquals(urn("urn:ietf:rfc:3986"), urn("urn:IETF:RFC:03986"));
    assertEquals(urn("urn:ietf:id:Draft-X"), urn("urn:ietf:id:draft-x"));
    assertNotEquals(urn("urn:ietf:rfc:3986"), urn("urn:ietf:std:3986"));
    assertNotEquals(urn("urn:ietf:rfc:3986"), urn("urn:ietf:rfc:39860"));
  }

  @Test
  void exampleIsGeneric() {
    Urn urn = urn("urn:example:A");
    assertNotNull(urn.namespace());
    assertNotEquals(urn, urn("urn:example:a"));
    assertNull(urn.namespaceView(Object.class));
  }

  @Test
  void installedNamespaces() {
    UrnNamespaces installed = UrnNamespaces.installed();
    for (String nid : List.of("uuid", "isbn", "issn", "oid", "ietf", "example")) {
      assertNotNull(installed.lookup(nid), nid);
      assertNotNull(installed.lookup(nid.toUpperCase(java.util.Locale.ROOT)), nid);
    }
    assertTrue(installed.namespaces().get("isbn") instanceof IsbnNamespace);
    assertNull(installed.lookup("nbn"));
  }
}
