package dev.urikit.urn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.OpaqueUri;
import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriReference;
import dev.urikit.UriSyntaxException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The generic rules of RFC 8141 through the Java API: syntax, refusals, equivalence, normalization, policies. */
class UrnSchemeJavaTest {

  private static final SchemeRegistry GENERIC = SchemeRegistry.builder().add(new UrnScheme(UrnNamespaces.none())).build();

  @ParameterizedTest(name = "{0} is refused: {1} at {2}")
  @CsvSource(delimiter = '|', value = {
      "urn:a:b                                      | urn.nid.length    | 4  | 2 to 32 characters (RFC 8141 section 2)",
      "urn:abcdefghijklmnopqrstuvwxyz0123456:b      | urn.nid.length    | 4  | 2 to 32 characters (RFC 8141 section 2)",
      "urn::b                                       | urn.nid.length    | 4  | 2 to 32 characters (RFC 8141 section 2)",
      "urn:-ab:c                                    | urn.nid.hyphen    | 4  | neither begins nor ends with '-' (RFC 8141 section 2)",
      "urn:ab-:c                                    | urn.nid.hyphen    | 6  | neither begins nor ends with '-' (RFC 8141 section 2)",
      "urn:a_b:c                                    | urn.nid.character | 5  | letters, digits and '-' (RFC 8141 section 2)",
      "urn:a%41b:c                                  | urn.nid.character | 5  | letters, digits and '-' (RFC 8141 section 2)",
      "urn:abc                                      | urn.nss.missing   | 7  | the ':' after the NID is missing (RFC 8141 section 2)",
      "urn:ab:                                      | urn.nss.empty     | 7  | is not empty (RFC 8141 section 2)",
      "urn:ab:?+r                                   | urn.nss.empty     | 7  | is not empty (RFC 8141 section 2)",
      "urn:ab:/c                                    | urn.nss.start     | 7  | begins with a pchar, not '/' (RFC 8141 section 2)",
      "urn:ab:c?                                    | urn.query.marker  | 8  | \"?+\" or a q-component \"?=\" (RFC 8141 section 2.3)",
      "urn:ab:c?x                                   | urn.query.marker  | 8  | \"?+\" or a q-component \"?=\" (RFC 8141 section 2.3)",
      "urn:ab:c?+                                   | urn.r.empty       | 10 | is not empty (RFC 8141 section 2.3.1)",
      "urn:ab:c?+?=q                                | urn.r.empty       | 10 | is not empty (RFC 8141 section 2.3.1)",
      "urn:ab:c?+/r                                 | urn.r.start       | 10 | begins with a pchar (RFC 8141 section 2.3.1)",
      "urn:ab:c?=                                   | urn.q.empty       | 10 | is not empty (RFC 8141 section 2.3.2)",
      "urn:ab:c?+r?=                                | urn.q.empty       | 13 | is not empty (RFC 8141 section 2.3.2)",
      "urn:ab:c?=?q                                 | urn.q.start       | 10 | begins with a pchar (RFC 8141 section 2.3.2)",
  })
  void refusals(String input, String code, int index, String rule) {
    UrnAssertions.assertRefused(input, GENERIC, code, index, rule);
    assertNull(Uri.parseOrNull(input, GENERIC));
    assertNull(Urn.parseOrNull(input));
    assertThrows(UriSyntaxException.class, () -> Urn.parse(input));
  }

  @Test
  void aHierarchicalFormIsRefused() {
    assertThrows(UriSyntaxException.class, () -> Uri.parse("urn:/ab:c", GENERIC));
    assertThrows(UriSyntaxException.class, () -> Uri.parse("urn://ab/c", GENERIC));
  }

  @Test
  void nidOfTwoAndOfThirtyTwoCharacters() {
    assertEquals("ab", Urn.parse("urn:ab:c").nid());
    String nid32 = "a1234567890123456789012345678-9z";
    assertEquals(32, nid32.length());
    assertEquals(nid32, Urn.parse("urn:" + nid32 + ":c").nid());
    assertEquals("a-b", Urn.parse("urn:a-b:c").nid());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', nullValues = "-", value = {
      "URN:EXAMPLE:a123,z456?+r       | EXAMPLE | a123,z456     | r          | -      | -",
      "urn:ab:c?+r?=q#f               | ab      | c             | r          | q      | f",
      "urn:ab:c?=q?+r                 | ab      | c             | -          | q?+r   | -",
      "urn:ab:c?+r?x?=q=1&y           | ab      | c             | r?x        | q=1&y  | -",
      "urn:ab:c#                      | ab      | c             | -          | -      | ''",
      "urn:ab:c:d/e/../f              | ab      | c:d/e/../f    | -          | -      | -",
      "urn:ab:%2Fc%41                 | ab      | %2Fc%41       | -          | -      | -",
  })
  void components(String input, String nid, String nss, String r, String q, String f) {
    Urn urn = Urn.parse(input);
    assertEquals(nid, urn.nid());
    assertEquals(nss, urn.nss());
    assertEquals(r, urn.rComponent());
    assertEquals(q, urn.qComponent());
    assertEquals(f, urn.fComponent());
    assertEquals(input, urn.toString());
  }

  @Test
  void decodedNssAndQParameters() {
    Urn urn = Urn.parse("urn:example:a%20b%2Fc?=lang=en&x=%26+&flag");
    assertEquals("a%20b%2Fc", urn.nss());
    assertEquals("a b/c", urn.decodedNss());
    assertEquals(List.of(new UrnParameter("lang", "en"), new UrnParameter("x", "&+"), new UrnParameter("flag", null)),
        urn.qParameters());
    assertEquals(List.of(), Urn.parse("urn:example:a?+r").qParameters());
  }

  /** Groups of URN-equivalent forms (RFC 8141 section 3): equal within a group, unequal across groups. */
  @Test
  void equivalenceGroups() {
    List<List<String>> groups = List.of(
        List.of("urn:example:a123,z456", "URN:example:a123,z456", "urn:EXAMPLE:a123,z456",
            "urn:example:a123,z456?+abc", "urn:example:a123,z456?=xyz", "urn:example:a123,z456#789"),
        List.of("urn:example:a123%2Cz456", "URN:EXAMPLE:a123%2cz456"),
        List.of("urn:example:A123,z456"),
        List.of("urn:example:a123,z456/foo"),
        List.of("urn:example:a/./b", "urn:example:a/./b?+r"),
        List.of("urn:example:a/b"));
    for (List<String> group : groups) {
      for (List<String> other : groups) {
        for (String a : group) {
          for (String b : other) {
            Urn x = Urn.parse(a);
            Urn y = Urn.parse(b);
            if (group == other) {
              assertEquals(x, y, a + " = " + b);
              assertEquals(x.hashCode(), y.hashCode(), a + " # " + b);
              assertEquals(0, x.compareTo(y));
              assertEquals(x.toUri(), Uri.parse(b));
            } else {
              assertNotEquals(x, y, a + " != " + b);
              assertNotEquals(0, x.compareTo(y));
            }
          }
        }
      }
    }
  }

  @Test
  void normalizationKeepsComponentsAndDotSegments() {
    assertEquals("urn:example:a/../b%2C?+R%2F?=Q#F%2A",
        Uri.parse("URN:EXAMPLE:a/../b%2c?+R%2f?=Q#F%2a", GENERIC).normalize().toString());
    Urn urn = Urn.parse("URN:Example:x");
    assertEquals("urn:example:x", urn.normalize().toString());
    assertEquals("example", urn.normalizedNid());
    Urn normal = Urn.parse("urn:example:x");
    assertSame(normal, normal.normalize());
  }

  @Test
  void aUrnIsNeverABase() {
    Uri urn = Uri.parse("urn:example:a/b");
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> urn.resolve("c"));
    assertEquals(UriSyntaxException.Kind.SCHEME_SPECIFIC, e.kind());
    assertThrows(UriSyntaxException.class, () -> urn.resolve("#f"));
    Uri target = Uri.parse("urn:example:a/c");
    UriReference relative = urn.relativize(target);
    assertEquals(target.toString(), relative.toString());
    assertEquals("http://h/x", urn.resolve("http://h/x").toString());
  }

  @Test
  void schemePolicies() {
    UrnScheme scheme = new UrnScheme(UrnNamespaces.none());
    assertFalse(scheme.canBeBase());
    assertFalse(scheme.hasHierarchicalPath());
    assertNull(scheme.defaultPort());
    assertEquals("urn", scheme.name());
    assertTrue(SchemeRegistry.installed().lookup("urn") instanceof UrnScheme);
  }

  @Test
  void viewsOfTheUnderlyingUri() {
    Uri uri = Uri.parse("urn:example:a");
    assertTrue(uri instanceof OpaqueUri);
    Urn urn = Urn.from(uri);
    assertEquals(urn, uri.view(Urn.class));
    assertSame(uri, urn.toUri());
    assertNull(urn.namespaceView(java.util.UUID.class));
    assertEquals(Urn.from(Uri.parse("urn:example:a", SchemeRegistry.empty())), urn);
    assertThrows(IllegalArgumentException.class, () -> Urn.from(Uri.parse("http://example.com/")));
    assertThrows(IllegalArgumentException.class, () -> Urn.parse("mailto:a@b"));
    assertThrows(UriSyntaxException.class, () -> Urn.from(Uri.parse("urn:a:b", SchemeRegistry.empty())));
  }

  @Test
  void unknownNamespacesFollowTheGenericRules() {
    Urn urn = Urn.parse("urn:oasis:names:specification:docbook:dtd:xml:4.1.2");
    assertNull(urn.namespace());
    assertEquals("names:specification:docbook:dtd:xml:4.1.2", urn.nss());
  }

  /** RFC 8141 and every shipped namespace read offsets only: nothing is allocated for an acceptable URN. */
  @Test
  void validateAllocatesNothingOnSuccess() {
    UrnScheme scheme = new UrnScheme(UrnNamespaces.of(new UuidNamespace(), new IsbnNamespace(), new IssnNamespace(),
        new OidNamespace(), new IetfNamespace(), new ExampleNamespace()));
    Uri[] samples = {
        Uri.parse("URN:EXAMPLE:a123,z456?+r?=q#f"), Uri.parse("urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6"),
        Uri.parse("urn:isbn:0-8044-2957-X"), Uri.parse("urn:issn:2434-561x"), Uri.parse("urn:oid:1.3.6.1"),
        Uri.parse("urn:IETF:RFC:3986"), Uri.parse("urn:nbn:de:a-b?=x"),
    };
    com.sun.management.ThreadMXBean threads =
        (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
    long thread = Thread.currentThread().getId();
    int failures = 0;
    for (int warm = 0; warm < 20_000; warm++) {
      for (Uri sample : samples) {
        failures += scheme.validate(sample) == null ? 0 : 1;
      }
    }
    long before = threads.getThreadAllocatedBytes(thread);
    for (int i = 0; i < 100_000; i++) {
      for (Uri sample : samples) {
        failures += scheme.validate(sample) == null ? 0 : 1;
      }
    }
    long allocated = threads.getThreadAllocatedBytes(thread) - before;
    // 700,000 calls: one allocation per call would be megabytes; the bound leaves room for the probe itself.
    assertTrue(allocated < 4_096, "validate allocated " + allocated + " bytes");
    assertEquals(0, failures);
  }

  @Test
  void longInputsAreLinear() {
    String nss = "x/".repeat(200_000);
    String r = "r?".repeat(200_000);
    long start = System.nanoTime();
    Urn urn = Urn.parse("urn:example:" + nss + "?+" + r + "?=q");
    assertEquals("q", urn.qComponent());
    assertTrue(System.nanoTime() - start < 5_000_000_000L, "parsing took too long");
    UriSyntaxException e = assertThrows(UriSyntaxException.class,
        () -> Uri.parse("urn:" + "a".repeat(100_000) + ":b", GENERIC));
    assertEquals("urn.nid.length", e.code());
  }
}
