package dev.urikit.gopher;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The gopher rules from Java: what is refused with which code and index, normalization, equivalence, policies. */
class GopherSchemeJavaTest {

  private static final SchemeRegistry GOPHER = SchemeRegistry.builder().add(new GopherScheme()).build();

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
    "gopher:/1                 | gopher.authority.missing | 7",
    "gopher://u@h/             | gopher.userinfo          | 9",
    "gopher://u:p@h/1          | gopher.userinfo          | 9",
    "gopher:///1               | gopher.host.empty        | 9",
    "gopher://[v1.x]/          | gopher.host.ipvfuture    | 9",
    "gopher://a!b/             | gopher.host.character    | 10",
    "gopher://ex%2Fmple.com/   | gopher.host.character    | 11",
    "gopher://%C3%A9.example/  | gopher.host.non-ascii    | 9",
    "gopher://-a.b/            | gopher.host.hyphen       | 9",
    "gopher://a-.b/            | gopher.host.hyphen       | 10",
    "gopher://a..b/            | gopher.host.empty-label  | 11",
    "gopher://1.2.3/           | gopher.host.numeric      | 13",
    "gopher://a.b.9/           | gopher.host.numeric      | 13",
    "gopher://0x7f.1/          | gopher.host.numeric      | 14",
    "gopher://h:65536/         | gopher.port.range        | 11",
    "gopher://h?x              | gopher.path.missing      | 10",
    "gopher://h/%09            | gopher.type.character    | 11",
    "gopher://h/%0D            | gopher.type.character    | 11",
    "gopher://h/%0a            | gopher.type.character    | 11",
    "gopher://h/0a%0D%0Ab      | gopher.selector.line-break | 13",
    "gopher://h/0a%0Ab         | gopher.selector.line-break | 13",
    "gopher://h/0?%0D          | gopher.selector.line-break | 13",
    "gopher://h/7a%09b%0A      | gopher.search.line-break | 17",
    "gopher://h/7a%09%0D%09+   | gopher.search.line-break | 16",
    "gopher://h/7a%09b/c       | gopher.search.character  | 17",
    "gopher://h/7a%09b?c       | gopher.search.character  | 17",
  })
  void refuses(String input, String code, int index) {
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.parse(input, GOPHER));
    assertEquals(UriSyntaxException.Kind.SCHEME_SPECIFIC, e.kind());
    assertEquals("gopher", e.scheme());
    assertEquals(code, e.code());
    assertEquals(index, e.index());
    assertTrue(e.getMessage().contains("RFC"), e.getMessage());
    assertNull(Uri.parseOrNull(input, GOPHER));
    assertNull(GopherUri.parseOrNull(input));
  }

  @Test
  void anOpaqueGopherUriIsRefusedForItsForm() {
    assertThrows(UriSyntaxException.class, () -> Uri.parse("gopher:h/1", GOPHER));
  }

  /** RFC 1738 sections 3.4.1 to 3.4.9 (copied into RFC 4266 section 2), their forms and examples. */
  @ParameterizedTest
  @ValueSource(strings = {
    "gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles",
    "gopher://h",
    "gopher://h/",
    "gopher://h:70/1",
    "gopher://h/1",
    "gopher://h/11",
    "gopher://h/7/find%09frogs",
    "gopher://h/1a%09%09+",
    "gopher://h/1a%09%09?",
    "gopher://h/1a%09%09!",
    "gopher://h/1a%09%09$",
    "gopher://h/1a%09%09!+ABSTRACT%20+SMELL",
    "gopher://h/1a%09%09+application/postscript%20Es_ES",
    "gopher://h/1a%09%09+%091%0D%0A+-1%0D%0Avalue1%0D%0Avalue2%0D%0A.%0D%0A",
    "gopher://h/1a?b=c&d;e:f@g",
    "gopher://h/h%2F~x",
    "gopher://h//x",
    "gopher://h/%FF%FE",
    "gopher://192.0.2.1/1",
    "gopher://[2001:db8::1]:7070/0x",
    "gopher://Example.COM./1#frag",
  })
  void acceptsTheFormsOfTheRfc(String input) {
    assertEquals(input, Uri.parse(input, GOPHER).toString());
    assertEquals(input, GopherUri.parse(input).toString());
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
    "GOPHER://Example.COM:70/      | gopher://example.com/1",
    "gopher://example.com          | gopher://example.com/1",
    "gopher://h:070/1              | gopher://h/1",
    "gopher://h:/                  | gopher://h/1",
    "gopher://h/0a/../b            | gopher://h/0a/../b",
    "gopher://h/%30%61%09%7e       | gopher://h/0a%09~",
    "gopher://h/?x                 | gopher://h/?x",
    "gopher://h/1/                 | gopher://h/1/",
    "gopher://h#F                  | gopher://h/1#F",
  })
  void normalizes(String input, String expected) {
    assertEquals(expected, Uri.parse(input, GOPHER).normalize().toString());
  }

  @Test
  void anEmptyGopherPathIsTypeOneAndTheDefaultPortIsSeventy() {
    Uri a = Uri.parse("GOPHER://Example.COM:70/", GOPHER);
    Uri b = Uri.parse("gopher://example.com/1", GOPHER);
    Uri c = Uri.parse("gopher://example.com", GOPHER);
    assertEquals(a, b);
    assertEquals(b, c);
    assertEquals(a.hashCode(), c.hashCode());
    assertEquals(0, a.compareTo(b));
    assertNotEquals(b, Uri.parse("gopher://example.com/1/", GOPHER));
    assertNotEquals(b, Uri.parse("gopher://example.com/0", GOPHER));
    assertNotEquals(b, Uri.parse("gopher://example.com:71/1", GOPHER));
  }

  @Test
  void policies() {
    GopherScheme scheme = new GopherScheme();
    assertEquals("gopher", scheme.name());
    assertEquals(70, scheme.defaultPort());
    assertFalse(scheme.canBeBase());
    assertFalse(scheme.hasHierarchicalPath());
    assertTrue(scheme.hasDnsHosts());
    assertThrows(IllegalArgumentException.class,
        () -> Uri.parse("gopher://h/1a/b", GOPHER).resolve(dev.urikit.UriReference.parse("c")));
  }

  @Test
  void describesItsView() {
    var description = new GopherScheme().describe(Uri.parse("gopher://H/7/find%09frogs", GOPHER));
    assertEquals("gopher", description.name());
    assertEquals("h", description.members().get("host"));
    assertEquals(70L, ((Number) description.members().get("port")).longValue());
    assertEquals("7", description.members().get("type"));
    assertEquals("SEARCH", description.members().get("itemType"));
    assertEquals("/find", description.members().get("selector"));
    assertEquals("frogs", description.members().get("search"));
    assertNull(description.members().get("gopherPlus"));
  }
}
