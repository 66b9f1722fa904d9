package dev.urikit.http;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriReference;
import dev.urikit.UriSyntaxException;
import dev.urikit.spi.Scheme;
import dev.urikit.testkit.UriArbs;
import dev.urikit.spi.SchemeForm;
import java.lang.management.ManagementFactory;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The scheme rules seen from Java: discovery, validation, normalization and equivalence. */
class HttpSchemeJavaTest {

  @Test
  void serviceLoaderInstallsTheFourSchemes() {
    SchemeRegistry installed = SchemeRegistry.installed();
    assertEquals(List.of(), installed.failures());
    assertEquals(80, installed.lookup("http").defaultPort());
    assertEquals(443, installed.lookup("HTTPS").defaultPort());
    assertEquals(80, installed.lookup("ws").defaultPort());
    assertEquals(443, installed.lookup("wss").defaultPort());
    assertEquals(SchemeForm.HIERARCHICAL, installed.lookup("http").form());
    assertSame(installed.lookup("http"), SchemeRegistry.builder().add(HttpSchemes.standard()).build().lookup("http"));
  }

  @ParameterizedTest
  @ValueSource(strings = {
    "http://example.com", "http://example.com/", "https://EXAMPLE.com:443/a?b#c", "ws://h:8080/chat?x",
    "wss://h/", "http://192.0.2.1/", "http://[2001:db8::1]:8080/", "http://_srv.example.com/",
    "http://example.com./", "http://ex%61mple.com/", "http://h:/", "http://h:0/", "http://h:65535/",
    "http://h:0080/", "http://user:pw@h/", "http://xn--bcher-kva.example/", "http://a-b.c/",
    "http://a.b.c.d.example/", "http://1.2.3.4.example/", "http://h:00000000065535/",
  })
  void accepts(String text) {
    Uri uri = Uri.parse(text);
    assertNotNull(uri.view(HttpUri.class), text);
  }

  @ParameterizedTest(name = "{0} refused at {1}")
  @CsvSource(delimiter = '|', value = {
    "http:g                    | 5  | must be hierarchical",
    "http:/x                   | 5  | RFC 9110 section 4.2.1",
    "http:///x                 | 7  | RFC 9110 section 4.2.1",
    "https://                  | 8  | RFC 9110 section 4.2.2",
    "ws:/chat                  | 3  | RFC 6455 section 3",
    "http://user@/             | 12 | RFC 9110 section 4.2.1",
    "http://:80/               | 7  | RFC 9110 section 4.2.1",
    "http://[v1.x]/            | 7  | RFC 9110 section 4.2.1",
    "http://h:65536/           | 9  | RFC 3986 section 3.2.3",
    "http://h:99999999999/     | 9  | RFC 3986 section 3.2.3",
    "ws://h/#f                 | 7  | RFC 6455 section 3",
    "wss://h/?q#               | 10 | RFC 6455 section 3",
    "http://a%2Fb/             | 8  | RFC 1123 section 2.1",
    "http://a!b/               | 8  | RFC 1123 section 2.1",
    "http://a~b/               | 8  | RFC 1123 section 2.1",
    "http://a%C3%A9/           | 8  | RFC 3986 section 3.2.2",
    "http://a..b/              | 9  | RFC 1034 section 3.5",
    "http://.a/                | 7  | RFC 1034 section 3.5",
    "http://-a.b/              | 7  | RFC 1123 section 2.1",
    "http://a-.b/              | 8  | RFC 1123 section 2.1",
    "http://a.b-/              | 10 | RFC 1123 section 2.1",
    "http://256.256.256.256/   | 19 | RFC 3986 section 7.4",
    "http://0x7f.1/            | 12 | RFC 3986 section 7.4",
    "http://0x7f/              | 7  | RFC 3986 section 7.4",
    "http://192.168.0.%31/     | 17 | RFC 3986 section 7.4",
    "http://1/                 | 7  | RFC 3986 section 7.4",
    "http://example.123./      | 15 | RFC 3986 section 7.4",
    "http://01.1.1.1/          | 14 | RFC 3986 section 7.4",
  })
  void refuses(String text, int index, String rfc) {
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.parse(text));
    assertEquals(UriSyntaxException.Kind.SCHEME_SPECIFIC, e.kind(), text);
    assertEquals(index, e.index(), text);
    assertEquals(text.substring(0, text.indexOf(':')), e.scheme());
    assertTrue(e.getMessage().contains(rfc), e.getMessage());
    // The same text is valid generic syntax: only the http rules refuse it.
    assertNotNull(UriReference.parseOrNull(text, SchemeRegistry.empty()), text);
  }

  /**
   * The first fault of a host, reading it from left to right, is the one reported: its code and index
   * in the URI (the host starts at index 7), each worked out by hand from RFC 1123 section 2.1 (letters,
   * digits and inner hyphens), RFC 1034 section 3.5 (no empty label), RFC 1035 section 2.3.4 (63-octet
   * labels) and RFC 3986 section 7.4 (a number is no name).
   */
  @ParameterizedTest(name = "{0} -> {1} at {2}")
  @CsvSource({
      "-a.example,       http.host.hyphen,       7",
      "a-.example,       http.host.hyphen,       8",
      "a.example-,       http.host.hyphen,       16",
      "a.b.-,            http.host.hyphen,       11",
      "-a!b,             http.host.hyphen,       7",
      "-%61,             http.host.hyphen,       7",
      "a-.%61,           http.host.hyphen,       8",
      "a-.,              http.host.hyphen,       8",
      ".a,               http.host.empty-label,  7",
      "a..b,             http.host.empty-label,  9",
      "a.b..,            http.host.empty-label,  11",
      "a!b.-c,           http.host.character,    8",
      "a.b!,             http.host.character,    10",
      "1.2.3,            http.host.numeric,      11",
      "a.0x1F,           http.host.numeric,      9",
      "a.0x1F.,          http.host.numeric,      9",
      "1.2.a,            ,                       -1",
      "a.b.,             ,                       -1",
      "_srv.x-y.example, ,                       -1",
  })
  void firstFaultOfAHostIsReported(String host, String code, int index) {
    String text = "http://" + host + "/";
    if (code == null) {
      assertNotNull(Uri.parseOrNull(text), text);
      return;
    }
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.parse(text));
    assertEquals(code, e.code(), e.getMessage());
    assertEquals(index, e.index(), e.getMessage());
  }

  /**
   * The parser reads a DNS host name while it reads the authority, and the host facility then skips its
   * own host check ({@code UriLayout.hostIsDnsName}). For random hosts, parsing must give what the full
   * check gives on the same host: the full check runs where the parser does not look, after user
   * information ({@code http://u@host/}), so both texts are accepted alike, or refused with one code at
   * the same place in the host.
   */
  @Test
  void theParsersDnsNameAgreesWithTheFullHostCheck() {
    java.util.Random random = new java.util.Random(1123_2_1);
    int accepted = 0;
    for (int n = 0; n < 100_000; n++) {
      String host = UriArbs.dnsNameLike(random);
      String rest = random.nextBoolean() ? ":8080/a" : "/a";
      String text = "http://" + host + rest;
      Uri checked = Uri.parseOrNull("http://u@" + host + rest);
      if (checked != null) {
        assertTrue(dev.urikit.spi.UriLayout.hasUserInfo(checked));
        assertNotNull(Uri.parseOrNull(text), text);
        accepted++;
      } else {
        UriSyntaxException expected = assertThrows(UriSyntaxException.class, () -> Uri.parse("http://u@" + host + rest));
        UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.parse(text), text);
        assertEquals(expected.code(), e.code(), text);
        assertEquals(expected.index() - 2, e.index(), text);
      }
    }
    assertTrue(accepted > 10_000, "accepted " + accepted);
  }

  @Test
  void theSixtyFourthCharacterOfALabelIsReportedBeforeItsLength() {
    String label63 = "a".repeat(63);
    UriSyntaxException bad = assertThrows(UriSyntaxException.class, () -> Uri.parse("http://" + label63 + "!.x/"));
    assertEquals("http.host.character", bad.code());
    assertEquals(70, bad.index());
    UriSyntaxException longer = assertThrows(UriSyntaxException.class, () -> Uri.parse("http://" + label63 + "a!.x/"));
    assertEquals("http.host.label-length", longer.code());
    assertEquals(7, longer.index());
    UriSyntaxException last = assertThrows(UriSyntaxException.class, () -> Uri.parse("http://x." + label63 + "a/"));
    assertEquals("http.host.label-length", last.code());
    assertEquals(9, last.index());
    assertNotNull(Uri.parseOrNull("http://x." + label63 + "/"));
    assertNotNull(Uri.parseOrNull("http://x." + label63 + "./"));
  }

  @Test
  void labelAndNameLengths() {
    String label63 = "a".repeat(63);
    assertNotNull(Uri.parseOrNull("http://" + label63 + ".example/"));
    UriSyntaxException label = assertThrows(UriSyntaxException.class, () -> Uri.parse("http://b." + label63 + "a.example/"));
    assertEquals(9, label.index());
    assertTrue(label.getMessage().contains("63 octets"), label.getMessage());
    String name253 = String.join(".", label63, label63, label63, "a".repeat(61));
    assertEquals(253, name253.length());
    assertNotNull(Uri.parseOrNull("http://" + name253 + "/"));
    assertNotNull(Uri.parseOrNull("http://" + name253 + "./"), "a trailing dot is not counted");
    UriSyntaxException name = assertThrows(UriSyntaxException.class, () -> Uri.parse("http://" + name253 + "b/"));
    assertEquals(7, name.index());
    assertTrue(name.getMessage().contains("253 octets"), name.getMessage());
    // Octets are counted after decoding: %61 is one octet.
    assertNotNull(Uri.parseOrNull("http://" + "%61".repeat(63) + ".example/"));
  }

  @Test
  void strictRefusesUserInfo() {
    SchemeRegistry strict = SchemeRegistry.builder().add(HttpSchemes.strict()).build();
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.parse("https://user:secret@h/", strict));
    assertEquals(UriSyntaxException.Kind.SCHEME_SPECIFIC, e.kind());
    assertEquals(8, e.index());
    assertTrue(e.getMessage().contains("RFC 9110 section 4.2.4"), e.getMessage());
    assertTrue(!e.getMessage().contains("secret"), "the message never repeats user information");
    assertNotNull(Uri.parseOrNull("https://h/", strict));
    assertNotNull(Uri.parseOrNull("https://user:secret@h/"), "the installed flavour accepts it");
    assertThrows(UriSyntaxException.class, () -> HttpUri.parseStrict("ws://u@h/"));
    assertEquals("h", HttpUri.parseStrict("ws://h/").host());
  }

  @Test
  void doneWhen() {
    Uri a = Uri.parse("http://Example.COM:80/a/../b");
    Uri b = Uri.parse("http://example.com/b");
    assertEquals(a, b);
    assertEquals(a.hashCode(), b.hashCode());
    assertEquals(1, new HashSet<>(List.of(a, b)).size());
    assertEquals("http://example.com/b", a.normalize().toString());
    assertEquals("http://Example.COM:80/a/../b", a.toString());
    HttpUri view = a.view(HttpUri.class);
    assertNotNull(view);
    assertEquals("example.com", view.host());
  }

  @Test
  void equivalenceGroups() {
    List<List<String>> groups = List.of(
        List.of("http://example.com", "http://example.com/", "http://EXAMPLE.com:80/", "HTTP://example.com:/",
            "http://ex%61mple.com", "http://example.com/./", "http://example.com:0080/", "http://example.com:080/"),
        List.of("https://example.com", "https://example.com:443/", "https://Example.Com:/", "https://example.com:0443/"),
        List.of("http://example.com:81/", "http://example.com:0081/"),
        List.of("http://example.com:443/"),
        List.of("https://example.com:80/"),
        List.of("ws://example.com", "ws://example.com:80/"),
        List.of("wss://example.com", "wss://example.com:443/"),
        List.of("http://example.com/?", "http://example.com?"));
    for (List<String> group : groups) {
      for (String x : group) {
        for (List<String> other : groups) {
          for (String y : other) {
            Uri ux = Uri.parse(x);
            Uri uy = Uri.parse(y);
            if (group == other) {
              assertEquals(ux, uy, x + " ~ " + y);
              assertEquals(ux.hashCode(), uy.hashCode(), x + " ~ " + y);
            } else {
              assertNotEquals(ux, uy, x + " !~ " + y);
            }
          }
        }
      }
    }
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
    "http://Example.COM:80          | http://example.com/",
    "HTTPS://h:443?q                | https://h/?q",
    "ws://H:80/a/./b/../c           | ws://h/a/c",
    "http://h:8080                  | http://h:8080/",
    "http://%45x.com/%7e            | http://ex.com/~",
    "http://[2001:DB8::1]:80        | http://[2001:db8::1]/",
    "http://u@h:                    | http://u@h/",
  })
  void normalizes(String input, String expected) {
    Uri normalized = Uri.parse(input).normalize();
    assertEquals(expected, normalized.toString());
    assertEquals(normalized.toString(), normalized.normalize().toString(), "idempotent");
  }

  @Test
  void validateAllocatesNothingOnSuccess() {
    Scheme http = SchemeRegistry.installed().lookup("http");
    Uri[] samples = {
      Uri.parse("http://user@www.Example.com:8080/a/b?c=d#e"),
      Uri.parse("http://[2001:db8::1]:65535/"),
      Uri.parse("http://192.0.2.1"),
      Uri.parse("http://%61%62.example./x"),
      Uri.parse("http://www.example.com/a"),
      Uri.parse("http://a-b.example:8080"),
    };
    com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long thread = Thread.currentThread().getId();
    int failures = 0;
    for (int warm = 0; warm < 20_000; warm++) {
      for (int j = 0; j < samples.length; j++) {
        failures += http.validate(samples[j]) == null ? 0 : 1;
      }
    }
    long before = threads.getThreadAllocatedBytes(thread);
    for (int i = 0; i < 100_000; i++) {
      for (int j = 0; j < samples.length; j++) {
        failures += http.validate(samples[j]) == null ? 0 : 1;
      }
    }
    long allocated = threads.getThreadAllocatedBytes(thread) - before;
    assertEquals(0, failures);
    // 400,000 calls: one allocation per call would be megabytes; the bound leaves room for the probe itself.
    assertTrue(allocated < 4_096, "validate allocated " + allocated + " bytes");
  }

  @Test
  void viewOnlyForTheHttpFamily() {
    assertNull(Uri.parse("mailto:a@b").view(HttpUri.class));
    assertNull(Uri.parse("http://h/", SchemeRegistry.empty()).view(HttpUri.class));
    Set<String> schemes = new HashSet<>();
    for (String s : List.of("http://h", "https://h", "ws://h", "wss://h")) {
      schemes.add(Uri.parse(s).view(HttpUri.class).scheme());
    }
    assertEquals(Set.of("http", "https", "ws", "wss"), schemes);
  }
}
