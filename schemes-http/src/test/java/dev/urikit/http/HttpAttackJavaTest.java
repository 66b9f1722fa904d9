package dev.urikit.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.HierarchicalUri;
import dev.urikit.SchemeRegistry;
import dev.urikit.UriReference;
import dev.urikit.UriSyntaxException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Inputs used to confuse URL parsers about the host: for each, what the generic syntax of RFC 3986
 * does ({@link SchemeRegistry#empty()}) and what the http rules add. The table in the package
 * documentation summarizes these cases.
 */
class HttpAttackJavaTest {

  /** Refused by RFC 3986 already: the http rules have nothing to add. */
  @ParameterizedTest
  @ValueSource(strings = {
    "http://a\\b/", "http:\\\\a\\b", "http://a/b\\c", "http://a@b@c/", "http://a:b@c@d/",
    "http://a b/", "http://a\tb/", "http://a\nb/", "http://a\rb/", "http://a\u0000b/", "http://a\u007fb/",
    " http://a/", "http://a/ ", "http://a/\u000b",
    "http://evil.com\uFF0Fgood.com/", "http://evil.com\uFF1F.good.com/", "http://evil.com\uFF03.good.com/",
    "http://user\uFF20evil.com/", "http://evil.com\u2215good.com/", "http://evil.com\u2044good.com/",
    "http://evil.com\u3002good.com/",
  })
  void refusedByGenericSyntax(String input) {
    assertNull(UriReference.parseOrNull(input, SchemeRegistry.empty()), "generic");
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> UriReference.parse(input));
    assertTrue(e.kind() != UriSyntaxException.Kind.SCHEME_SPECIFIC, "refused before the http rules: " + e.kind());
  }

  /** Accepted by RFC 3986, refused by the http rules, each time at the host. */
  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
    "http://evil.com%2Fgood.com/        | 7  | evil.com%2Fgood.com",
    "http://evil.com%40good.com/        | 7  | evil.com%40good.com",
    "http://evil.com%3A80/              | 7  | evil.com%3A80",
    "http://evil.com%00.good.com/       | 7  | evil.com%00.good.com",
    "http://evil.com%20good.com/        | 7  | evil.com%20good.com",
    "http://evil.com%5Cgood.com/        | 7  | evil.com%5Cgood.com",
    "http://evil.com%23.good.com/       | 7  | evil.com%23.good.com",
    "http://evil.com%3F.good.com/       | 7  | evil.com%3F.good.com",
    "http://evil.com%0D%0A.good.com/    | 7  | evil.com%0D%0A.good.com",
    "http://evil.com%EF%BC%8Fgood.com/  | 7  | evil.com%EF%BC%8Fgood.com",
    "http://evil.com%EF%BC%9F.good.com/ | 7  | evil.com%EF%BC%9F.good.com",
    "http://evil.com%EF%BC%83.good.com/ | 7  | evil.com%EF%BC%83.good.com",
    "http://user%EF%BC%A0evil.com/      | 7  | user%EF%BC%A0evil.com",
    "http://evil.com%E2%88%95good.com/  | 7  | evil.com%E2%88%95good.com",
    "http://evil.com%E3%80%82good.com/  | 7  | evil.com%E3%80%82good.com",
    "http://evil.com;good.com/          | 7  | evil.com;good.com",
    "http://192.168.0.%31/              | 7  | 192.168.0.%31",
    "http://0x7f.0.0.1/                 | 7  | 0x7f.0.0.1",
    "http://0177.0.0.1/                 | 7  | 0177.0.0.1",
    "http://2130706433/                 | 7  | 2130706433",
    "http://127.1/                      | 7  | 127.1",
    "http://256.256.256.256/            | 7  | 256.256.256.256",
    "http://%31%32%37.0.0.1/            | 7  | %31%32%37.0.0.1",
    "http://[v7.evil]/                  | 7  | [v7.evil]",
  })
  void refusedOnTopByTheHttpRules(String input, int hostStart, String genericHost) {
    HierarchicalUri generic = (HierarchicalUri) UriReference.parse(input, SchemeRegistry.empty());
    assertEquals(genericHost, generic.host());
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> UriReference.parse(input));
    assertEquals(UriSyntaxException.Kind.SCHEME_SPECIFIC, e.kind());
    assertEquals("http", e.scheme());
    assertTrue(e.index() >= hostStart && e.index() < hostStart + genericHost.length(), "index " + e.index());
  }

  /** "#" or "?" before "@": both readings agree that the host ends at the delimiter. */
  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
    "http://good.com#@evil.com/    | good.com",
    "http://good.com?@evil.com/    | good.com",
    "http://good.com/@evil.com/    | good.com",
    "http://good.com%23@evil.com/  | evil.com",
    "https://a:b@evil.com/         | evil.com",
  })
  void delimiterBeforeAt(String input, String host) {
    HierarchicalUri generic = (HierarchicalUri) UriReference.parse(input, SchemeRegistry.empty());
    assertEquals(host, generic.host());
    assertEquals(host, HttpUri.parse(input).host());
  }

  /** ws and wss refuse a fragment, so "#@" cannot hide a host there. */
  @ParameterizedTest
  @ValueSource(strings = {"ws://good.com#@evil.com/", "wss://good.com#@evil.com"})
  void webSocketFragment(String input) {
    assertNotNull(UriReference.parseOrNull(input, SchemeRegistry.empty()));
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> UriReference.parse(input));
    assertEquals(input.indexOf('#'), e.index());
    assertTrue(e.getMessage().contains("RFC 6455 section 3"), e.getMessage());
  }

  /** Look-alikes and encoded delimiters outside the host are data: both readings accept them. */
  @ParameterizedTest
  @ValueSource(strings = {
    "http://good.com/%EF%BC%8F..%EF%BC%8F", "http://good.com/a%2F..%2Fb", "http://good.com/?next=%40evil.com",
    "http://good.com/%00", "http://good.com/?q=%23",
  })
  void encodedOutsideTheHost(String input) {
    assertNotNull(UriReference.parseOrNull(input, SchemeRegistry.empty()));
    assertEquals("good.com", HttpUri.parse(input).host());
  }
}
