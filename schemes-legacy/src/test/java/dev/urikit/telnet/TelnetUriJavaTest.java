package dev.urikit.telnet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.HostType;
import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The telnet rules, the TelnetUri view and its builder from Java. */
class TelnetUriJavaTest {

  private static final SchemeRegistry TELNET = SchemeRegistry.builder().add(new TelnetScheme()).build();

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
    "telnet:/h                 | telnet.authority.missing | 7",
    "telnet://a:b:c@h/         | telnet.userinfo          | 12",
    "telnet://a:b:%00@h/       | telnet.userinfo          | 12",
    "telnet://a%00@h/          | telnet.userinfo.control  | 10",
    "telnet://u:%7f@h/         | telnet.userinfo.control  | 11",
    "telnet://u:%1F:x@h/       | telnet.userinfo.control  | 11",
    "telnet:///                | telnet.host.empty        | 9",
    "telnet://u@/              | telnet.host.empty        | 11",
    "telnet://[v1.x]/          | telnet.host.ipvfuture    | 9",
    "telnet://a!b/             | telnet.host.character    | 10",
    "telnet://u@a!b/           | telnet.host.character    | 12",
    "telnet://u@-a.b/          | telnet.host.hyphen       | 11",
    "telnet://u@a.b-/          | telnet.host.hyphen       | 14",
    "telnet://u@a..b/          | telnet.host.empty-label  | 13",
    "telnet://u@a.9/           | telnet.host.numeric      | 13",
    "telnet://h:65536/         | telnet.port.range        | 11",
    "telnet://h/x              | telnet.path              | 11",
    "telnet://h//              | telnet.path              | 11",
    "telnet://h/?x             | telnet.query             | 11",
    "telnet://h?               | telnet.query             | 10",
  })
  void refuses(String input, String code, int index) {
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.parse(input, TELNET));
    assertEquals(UriSyntaxException.Kind.SCHEME_SPECIFIC, e.kind());
    assertEquals("telnet", e.scheme());
    assertEquals(code, e.code());
    assertEquals(index, e.index());
    assertTrue(e.getMessage().contains("RFC"), e.getMessage());
    assertFalse(e.getMessage().contains("a:b:c"), e.getMessage());
    assertNull(TelnetUri.parseOrNull(input));
  }

  /** RFC 4248 section 2 (RFC 1738 section 3.8): the form, with each optional part left out in turn. */
  @ParameterizedTest
  @ValueSource(strings = {
    "telnet://user:password@host.example:23/",
    "telnet://user:password@host.example:23",
    "telnet://user@host.example/",
    "telnet://host.example:2323",
    "telnet://host.example",
    "telnet://:@host.example/",
    "telnet://u;&=$+!*'(),~%3A:p;&=@host.example/",
    "telnet://192.0.2.1/",
    "telnet://[2001:db8::1]:23/#f",
  })
  void acceptsTheFormsOfTheRfc(String input) {
    assertEquals(input, TelnetUri.parse(input).toString());
  }

  @Test
  void readsUserPasswordHostAndPort() {
    TelnetUri uri = TelnetUri.parse("telnet://anna:s%40cret%3A@Library.Example:2323/");
    assertEquals("anna", uri.user());
    assertEquals("s@cret:", uri.password());
    assertEquals("library.example", uri.host());
    assertEquals("library.example", uri.unicodeHost());
    assertEquals("bücher.example", TelnetUri.parse("telnet://XN--BCHER-KVA.example/").unicodeHost());
    assertEquals("example.com", TelnetUri.parse("telnet://u@ex%61mple.COM/").host());
    assertEquals(HostType.REG_NAME, uri.hostType());
    assertEquals(2323, uri.port());
    TelnetUri plain = TelnetUri.parse("telnet://melvyl.ucop.edu");
    assertNull(plain.user());
    assertNull(plain.password());
    assertEquals(23, plain.port());
    assertEquals("", TelnetUri.parse("telnet://@h").user());
    assertNull(TelnetUri.parse("telnet://@h").password());
    assertEquals("", TelnetUri.parse("telnet://u:@h").password());
  }

  @Test
  void redactsThePassword() {
    assertEquals("telnet://anna@Library.Example:2323/",
        TelnetUri.parse("telnet://anna:s%40cret@Library.Example:2323/").redact().toString());
    assertEquals("telnet://@h/", TelnetUri.parse("telnet://:pw@h/").redact().toString());
    TelnetUri none = TelnetUri.parse("telnet://anna@h/");
    assertSame(none, none.redact());
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
    "TELNET://Melvyl.UCOP.edu:23   | telnet://melvyl.ucop.edu/",
    "telnet://h:023                | telnet://h/",
    "telnet://h:                   | telnet://h/",
    "telnet://U%7e:P%3a@h          | telnet://U~:P%3A@h/",
    "telnet://h:2323               | telnet://h:2323/",
  })
  void normalizes(String input, String expected) {
    assertEquals(expected, Uri.parse(input, TELNET).normalize().toString());
  }

  @Test
  void equivalence() {
    Uri a = Uri.parse("telnet://Host.Example", TELNET);
    Uri b = Uri.parse("telnet://host.example:23/", TELNET);
    assertEquals(a, b);
    assertEquals(a.hashCode(), b.hashCode());
    assertNotEquals(Uri.parse("telnet://USER@h/", TELNET), Uri.parse("telnet://user@h/", TELNET));
    TelnetScheme scheme = new TelnetScheme();
    assertEquals(23, scheme.defaultPort());
    assertFalse(scheme.canBeBase());
    assertTrue(scheme.hasDnsHosts());
  }

  @Test
  void builds() {
    assertEquals("telnet://guest:a%3Ab@library.example/",
        TelnetUri.builder().user("guest").password("a:b").host("library.example").build().toString());
    assertEquals("telnet://h:2323/", TelnetUri.builder().host("h").port(2323).build().toString());
    assertEquals("telnet://a%3Ab%40c%2Fd@h/", TelnetUri.builder().user("a:b@c/d").host("h").build().toString());
    assertEquals("telnet://xn--bcher-kva.example/", TelnetUri.builder().host("Bücher.example").build().toString());
    assertThrows(IllegalStateException.class, () -> TelnetUri.builder().password("p").host("h").build());
    assertThrows(IllegalStateException.class, () -> TelnetUri.builder().user("u").build());
    assertThrows(IllegalArgumentException.class, () -> TelnetUri.builder().host("a!b"));
    assertThrows(IllegalArgumentException.class, () -> TelnetUri.builder().host("0x7f.1"));
    assertThrows(IllegalArgumentException.class, () -> TelnetUri.builder().user("a\u0000").host("h").build());
    TelnetUri uri = TelnetUri.parse("telnet://u:p@H:2323#f");
    assertEquals("telnet://u:p@H:2323#f", uri.toBuilder().build().toString());
    assertEquals("telnet://x@H#f", uri.toBuilder().user(null).user("x").removePort().build().toString());
    assertEquals("telnet://u:p@H:2323/", TelnetUri.parse("telnet://u:p@H:2323/").toBuilder().build().toString());
  }

  @Test
  void describesItsView() {
    var members = new TelnetScheme().describe(Uri.parse("telnet://u@H", TELNET)).members();
    assertEquals("u", members.get("user"));
    assertNull(members.get("password"));
    assertEquals("h", members.get("host"));
    assertEquals(23L, ((Number) members.get("port")).longValue());
  }
}
