package dev.urikit.mailto;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Addresses as RFC 6068 section 2 and RFC 5322 sections 3.2.3, 3.2.4 and 3.4.1 define them, control
 * characters beyond CR and LF, the builder's encoding of addresses, equality as "sends the same
 * message", and edits that keep the fragment.
 */
class MailtoHardeningJavaTest {

  private static final SchemeRegistry REGISTRY = SchemeRegistry.builder().add(new MailtoSchemeProvider()).build();

  private static UriSyntaxException refused(String text) {
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.parse(text, REGISTRY), text);
    assertNull(MailtoUri.parseOrNull(text), text);
    return e;
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "mailto:a@b@evil.example|mailto.addr.at-extra|10",
      "mailto:user@example.org%40evil.test|mailto.addr.domain|23",
      "mailto:a..b@example.com|mailto.addr.local-part|8",
      "mailto:a(comment)@example.com|mailto.addr.local-part|8",
      "mailto:a%01b@example.com|mailto.header.control|8",
      "mailto:user@%5Bbroken|mailto.addr.domain|12",
      "mailto:.a@x|mailto.addr.local-part|7",
      "mailto:a.@x|mailto.addr.local-part|8",
      "mailto:a@x.|mailto.addr.domain|10",
      "mailto:a@.x|mailto.addr.domain|9",
      "mailto:a@x..y|mailto.addr.domain|10",
      "mailto:a%40b@x|mailto.addr.local-part|8",
      "mailto:a%2Cb@x|mailto.addr.local-part|8",
      "mailto:a@x%2Cb@y|mailto.addr.at-extra|14",
      "mailto:a@x%2Cy|mailto.addr.domain|10",
      "mailto:%22a%22b@x|mailto.addr.local-part|14",
      "mailto:%C3%A9@x|mailto.addr.local-part|7",
      "mailto:a%20b@x|mailto.addr.local-part|8",
      "mailto:a@x%20y|mailto.addr.domain|10",
      "mailto:a@%5Ba%5Cb%5D|mailto.addr.domain|13",
      "mailto:a@%5Ba%20b%5D|mailto.addr.domain|13",
      "mailto:a@%5Bx%5Dy|mailto.addr.domain|16",
      "mailto:%22a%01%22@x|mailto.header.control|11",
      "mailto:%22a%5C%C3%A9%22@x|mailto.addr.local-part|14",
      "mailto:a@x?cc=b@c@d|mailto.addr.at-extra|17",
      "mailto:a@x?to=b(c)@d|mailto.addr.local-part|15",
      "mailto:a@x?bcc=b@d%40e|mailto.addr.domain|18",
  })
  void addressesAreAddrSpecs(String text, String code, int index) {
    UriSyntaxException e = refused(text);
    assertEquals(code, e.code(), e.getMessage());
    assertEquals(index, e.index(), e.getMessage());
    assertTrue(e.getMessage().contains("RFC"), e.getMessage());
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "mailto:%22a@b%22@x",
      "mailto:%22a%40b%22@x",
      "mailto:%22a%2Cb%22@x",
      "mailto:%22a,b%22@x",
      "mailto:%22a%20b%09c%22@x",
      "mailto:%22a%5C%22b%5C%20c%22@x",
      "mailto:%22%22@x",
      "mailto:a.b.c@x.y.z",
      "mailto:!%23$%25%26'*%2B-%2F%3D%3F%5E_%60%7B%7C%7D~@x",
      "mailto:a@%5B192.0.2.1%5D",
      "mailto:a@%5BIPv6:2001:db8::1%5D",
      "mailto:a@%5B%5D",
      "mailto:user@%E7%B4%8D%E8%B1%86.example.org",
      "mailto:a@x,%20b@y%09,c@z",
      "mailto:a@x?to=%22a;b%22@x&cc=&bcc=b@%5B::1%5D",
  })
  void addrSpecsAreAccepted(String text) {
    assertTrue(Uri.parse(text, REGISTRY).registeredScheme() instanceof MailtoScheme, text);
  }

  @Test
  void anEncodedAtOrCommaIsDataInTheView() {
    MailtoUri uri = MailtoUri.parse("mailto:%22a%2Cb%40c%22@x,d@y");
    assertEquals(List.of("\"a,b@c\"@x", "d@y"), uri.to());
  }

  @ParameterizedTest
  @ValueSource(strings = {"%00", "%01", "%08", "%0B", "%1F", "%7F", "%C2%80", "%C2%85", "%C2%9F", "%E2%80%A8",
      "%E2%80%A9", "%c2%85"})
  void controlsAreRefusedInEveryHeaderButTheBody(String control) {
    for (String header : List.of("subject", "X-Any", "In-Reply-To", "to", "cc", "bcc")) {
      String value = header.endsWith("cc") || header.equals("to") ? "%22a" + control + "%22@x" : "a" + control;
      UriSyntaxException e = refused("mailto:a@x?" + header + "=" + value);
      assertEquals("mailto.header.control", e.code(), e.getMessage());
      assertTrue(e.getMessage().contains("header \"" + header + "\""), e.getMessage());
    }
    assertEquals("mailto.header.control", refused("mailto:a" + control + "@x").code());
    if (!control.equals("%00")) {
      assertNotNull(MailtoUri.parse("mailto:a@x?body=a" + control + "b").body());
    }
  }

  @Test
  void nulIsRefusedInTheBodyToo() {
    UriSyntaxException e = refused("mailto:a@x?body=a%00b");
    assertEquals("mailto.body.nul", e.code());
    assertTrue(e.getMessage().contains("RFC 5322 section 3.5"), e.getMessage());
    assertTrue(MailtoUri.parse("mailto:a@x?subject=a%09b").subject().equals("a\tb"));
  }

  @Test
  void theBuilderRefusesTheSameControls() {
    for (String control : List.of("\u0000", "\u0001", "\u001F", "\u007F", "\u0080", "\u0085", "\u009F", "\u2028",
        "\u2029")) {
      assertRefused("mailto.header.control", b -> b.subject("a" + control));
      assertRefused("mailto.header.control", b -> b.header("X-Any", "a" + control));
      assertRefused("mailto.header.control", b -> b.to("\"a" + control + "\"@x"));
      assertRefused("mailto.header.control", b -> b.cc("\"a" + control + "\"@x"));
    }
    assertRefused("mailto.body.nul", b -> b.body("a\u0000b"));
    assertEquals("mailto:?body=a%C2%85%E2%80%A8%01", MailtoUri.builder().body("a\u0085\u2028\u0001").build().toString());
    assertEquals("mailto:?subject=a%09b", MailtoUri.builder().subject("a\tb").build().toString());
  }

  @Test
  void messagesCiteSectionFiveAndShowTheHeaderNameEscapedAndShort() {
    UriSyntaxException crlf = refused("mailto:a@x?subject=a%0D%0Ab");
    assertTrue(crlf.getMessage().contains("RFC 6068 sections 5 and 7"), crlf.getMessage());
    UriSyntaxException quoted = refused("mailto:a@x?X%22%5C=a%0A");
    assertTrue(quoted.getMessage().contains("header \"X\\\"\\\\\""), quoted.getMessage());
    String longName = "X-" + "y".repeat(5000);
    UriSyntaxException cut = refused("mailto:a@x?" + longName + "=a%0A");
    assertTrue(cut.getMessage().contains("header \"X-" + "y".repeat(30) + "...\""), cut.getMessage());
    assertFalse(cut.getMessage().contains("y".repeat(31)), cut.getMessage());
    UriSyntaxException raw = assertThrows(UriSyntaxException.class,
        () -> MailtoUri.parse("mailto:a@x?X-%01" + "z".repeat(100) + "=a\nb"));
    assertTrue(raw.getMessage().contains("header \"X-\\x01" + "z".repeat(29) + "...\""), raw.getMessage());
  }

  @Test
  void theBuilderEncodesWhatSectionTwoSaysMustBeEncoded() {
    assertEquals("mailto:%22a%3Bb%22@example.com", MailtoUri.builder().to("\"a;b\"@example.com").build().toString());
    assertEquals("mailto:%22not%40me%22@example.org", MailtoUri.builder().to("\"not@me\"@example.org").build().toString());
    assertEquals("mailto:%22a%2Cb%22@x", MailtoUri.builder().to("\"a,b\"@x").build().toString());
    assertEquals("mailto:a%2Bb@x?cc=c%26d@y", MailtoUri.builder().to("a+b@x").cc("c&d@y").build().toString());
    for (String bad : List.of("victim@example.org;attacker@evil.example", "a;b@x", "a@b@c", "a@x@evil.test",
        "a..b@x", "a(c)@x", "a b@x", "\"a\"b@x", "é@x", "a@[x", "a@x.")) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> MailtoUri.builder().to(bad), bad);
      assertTrue(e.getMessage().startsWith("mailto.addr."), e.getMessage());
      assertThrows(IllegalArgumentException.class, () -> MailtoUri.builder().cc(bad), bad);
      assertThrows(IllegalArgumentException.class, () -> MailtoUri.builder().bcc(bad), bad);
      assertThrows(IllegalArgumentException.class, () -> MailtoUri.builder().header("to", bad), bad);
    }
    assertThrows(IllegalArgumentException.class, () -> MailtoUri.builder().to("a@b,c@d"));
    assertEquals("mailto:?to=a@b,c@d", MailtoUri.builder().header("to", "a@b,c@d").build().toString());
    MailtoUri list = MailtoUri.builder().header("cc", "a@x, \"b,c\"@y").build();
    assertEquals("mailto:?cc=a@x,%20%22b%2Cc%22@y", list.toString());
    assertEquals(List.of("a@x", "\"b,c\"@y"), list.cc());
  }

  /** Each group: every member equal to every other, with the same hash; unequal to other groups. */
  @Test
  void equalMeansSendsTheSameMessage() {
    List<List<String>> groups = List.of(
        List.of("mailto:a@x?cc=b@x,c@y", "mailto:a@x?cc=c@y&cc=b@x", "mailto:a@x?cc=c@Y,%20b@x",
            "mailto:?cc=b@x&to=a@x&cc=c@y", "mailto:a@x,a@x?cc=b@x,b@x,c@y"),
        List.of("mailto:a@x?bcc=b@x,c@y", "mailto:a@x?BCC=c@y&bcc=b@X"),
        List.of("mailto:a@x,b@x,c@y"),
        List.of("mailto:a@x?subject=s&body=b", "mailto:a@x?body=b&subject=s", "mailto:a@x?Body=b&SUBJECT=s"),
        List.of("mailto:a@x?body=1%0A2", "mailto:a@x?body=1%0D2", "mailto:a@x?body=1%0D%0A2", "mailto:a@x?body=1%0d%0a2"),
        List.of("mailto:a@x?body=1%0A%0A2", "mailto:a@x?body=1%0D%0A%0D2"),
        List.of("mailto:a@x?keywords=1&keywords=2", "mailto:a@x?Keywords=1&keywords=2"),
        List.of("mailto:a@x?keywords=2&keywords=1"),
        List.of("mailto:a@x#f", "mailto:a@X#f"),
        List.of("mailto:a@x"));
    for (int g = 0; g < groups.size(); g++) {
      for (String a : groups.get(g)) {
        MailtoUri ua = MailtoUri.parse(a);
        for (int h = 0; h < groups.size(); h++) {
          for (String b : groups.get(h)) {
            MailtoUri ub = MailtoUri.parse(b);
            if (g == h) {
              assertEquals(ua, ub, a + " = " + b);
              assertEquals(ua.hashCode(), ub.hashCode(), a + " # " + b);
              assertEquals(ua.toUri(), ub.toUri(), a + " = " + b);
            } else {
              assertNotEquals(ua, ub, a + " != " + b);
            }
          }
        }
      }
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"mailto:a@x?subject=hi#frag", "mailto:a@x#", "mailto:#f%20g", "mailto:%61@X?Subject=%48i&cc=c@x#top"})
  void toBuilderKeepsEverythingTheFragmentIncluded(String text) {
    MailtoUri uri = MailtoUri.parse(text);
    MailtoUri copy = uri.toBuilder().build();
    assertEquals(text, copy.toString());
    assertEquals(uri, copy);
    assertEquals(uri.toUri().fragment(), uri.toBuilder().cc("d@y").build().toUri().fragment());
  }

  @Test
  void everySetterRefusesAnUnpairedSurrogate() {
    for (String lone : List.of("\uD800", "a\uDC00", "\uDBFFx", "x\uD83D")) {
      List<Consumer<MailtoUriBuilder>> setters = List.of(
          b -> b.to(lone + "@x"), b -> b.to("a@x", lone), b -> b.cc(lone + "@x"), b -> b.bcc("a@" + lone),
          b -> b.subject(lone), b -> b.body(lone), b -> b.header(lone, "v"), b -> b.header("X-A", lone),
          b -> b.setHeader(lone, "v"), b -> b.setHeader("X-A", lone), b -> b.setHeader(lone, null),
          b -> b.removeHeader(lone));
      for (Consumer<MailtoUriBuilder> setter : setters) {
        MailtoUriBuilder builder = MailtoUri.parse("mailto:a@x?X-A=1").toBuilder();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> setter.accept(builder));
        assertTrue(e.getMessage().contains("surrogate"), e.getMessage());
        assertEquals("mailto:a@x?X-A=1", builder.build().toString(), "a refused call changes nothing");
      }
    }
  }

  @Test
  void writingBackWhatWasReadChangesNothing() {
    MailtoUri uri = MailtoUri.parse("mailto:%61@x?subject=%48i&body=1%0A2&subject=again&X-A=%7e");
    MailtoUriBuilder builder = uri.toBuilder().subject(uri.subject()).body(uri.body())
        .setHeader("x-a", uri.header("X-A"));
    assertEquals(uri.toString(), builder.build().toString());
  }

  private static void assertRefused(String code, Consumer<MailtoUriBuilder> call) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> call.accept(MailtoUri.builder()));
    assertTrue(e.getMessage().startsWith(code + ":"), e.getMessage());
  }

  private static void assertNotNull(Object o) {
    assertTrue(o != null);
  }
}
