package dev.urikit.gopher;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.HostType;
import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The GopherUri view and its builder from Java. */
class GopherUriJavaTest {

  private static byte[] ascii(String s) {
    return s.getBytes(StandardCharsets.ISO_8859_1);
  }

  @Test
  void theSeedsExample() {
    GopherUri uri = GopherUri.parse("gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles");
    assertEquals('0', uri.type());
    assertEquals(GopherItemType.TEXT_FILE, uri.itemType());
    assertEquals("0/Weather/California/Los Angeles", uri.selector());
    assertEquals("spinaltap.micro.umn.edu", uri.host());
    assertEquals(HostType.REG_NAME, uri.hostType());
    assertEquals(70, uri.port());
    assertNull(uri.search());
    assertNull(uri.gopherPlus());
    assertArrayEquals(ascii("0/Weather/California/Los Angeles\r\n"), uri.request());
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', nullValues = "null", value = {
    "gopher://h                                  | 1 | ''         | null   | null",
    "gopher://h/                                 | 1 | ''         | null   | null",
    "gopher://h/1                                | 1 | ''         | null   | null",
    "gopher://h/11                               | 1 | 1          | null   | null",
    "gopher://h/7/find%09frogs%20and%20toads     | 7 | /find      | frogs and toads | null",
    "gopher://h/7%09                             | 7 | ''         | ''     | null",
    "gopher://h/1a%09%09!                        | 1 | a          | ''     | !",
    "gopher://h/1a%09s%09!+ABSTRACT%20+SMELL     | 1 | a          | s      | !+ABSTRACT +SMELL",
    "gopher://h/9a%09%09+%09x                    | 9 | a          | ''     | +\tx",
    "gopher://h/0a?b                             | 0 | a?b        | null   | null",
    "gopher://h/?x                               | ? | x          | null   | null",
    "gopher://h/%2Fx                             | / | x          | null   | null",
    "gopher://h//x                               | / | x          | null   | null",
    "gopher://h/h%25                             | h | %          | null   | null",
  })
  void readsTheGopherPath(String input, char type, String selector, String search, String plus) {
    GopherUri uri = GopherUri.parse(input);
    assertEquals(type, uri.type());
    assertEquals(selector, uri.selector());
    assertEquals(search, uri.search());
    assertEquals(plus, uri.gopherPlus());
  }

  @Test
  void requestsAreTheOctetsAClientSends() {
    assertArrayEquals(ascii("\r\n"), GopherUri.parse("gopher://h").request());
    assertArrayEquals(ascii("/find\tfrogs\r\n"), GopherUri.parse("gopher://h/7/find%09frogs").request());
    assertArrayEquals(ascii("a\t\t+\r\n"), GopherUri.parse("gopher://h/1a%09%09+").request());
    assertArrayEquals(ascii("a\t\t+application/postscript Es_ES\r\n"),
        GopherUri.parse("gopher://h/1a%09%09+application/postscript%20Es_ES").request());
    // RFC 1738 section 3.4.9: a filled-in form's data block ends the request
    assertArrayEquals(ascii("a\t\t+\t1\r\n+-1\r\nv1\r\nv2\r\n.\r\n"),
        GopherUri.parse("gopher://h/1a%09%09+%091%0D%0A+-1%0D%0Av1%0D%0Av2%0D%0A.%0D%0A").request());
    assertArrayEquals(new byte[] {(byte) 0xFF, 'x', '\r', '\n'}, GopherUri.parse("gopher://h/0%FFx").request());
    assertArrayEquals(new byte[] {(byte) 0xFF, 'x'}, GopherUri.parse("gopher://h/0%FFx").selectorBytes());
    assertEquals("\uFFFDx", GopherUri.parse("gopher://h/0%FFx").selector());
  }

  @Test
  void itemTypes() {
    assertEquals(GopherItemType.DIRECTORY, GopherUri.parse("gopher://h").itemType());
    assertEquals(GopherItemType.SEARCH, GopherUri.parse("gopher://h/7").itemType());
    assertEquals(GopherItemType.GIF, GopherUri.parse("gopher://h/g").itemType());
    assertEquals(GopherItemType.UNKNOWN, GopherUri.parse("gopher://h/G").itemType());
    assertEquals('G', GopherUri.parse("gopher://h/G").type());
    assertEquals(GopherItemType.UNKNOWN, GopherItemType.of('\0'));
    String codes = "0123456789+TgI";
    for (int i = 0; i < codes.length(); i++) {
      assertEquals(codes.charAt(i), GopherItemType.values()[i].code());
      assertSame(GopherItemType.values()[i], GopherItemType.of(codes.charAt(i)));
    }
  }

  @Test
  void viewsFromUris() {
    Uri uri = Uri.parse("gopher://h/0x");
    assertEquals(GopherUri.parse("gopher://h/0x"), uri.view(GopherUri.class));
    Uri unchecked = Uri.parse("gopher://h/0x", SchemeRegistry.empty());
    assertEquals("x", GopherUri.from(unchecked).selector());
    assertThrows(IllegalArgumentException.class, () -> GopherUri.from(Uri.parse("http://h/0x")));
    assertThrows(IllegalArgumentException.class,
        () -> GopherUri.from(Uri.parse("gopher://h/0a%0Ab", SchemeRegistry.empty())));
    GopherUri notNormal = GopherUri.parse("GOPHER://H:70");
    assertEquals("gopher://h/1", notNormal.normalize().toString());
    GopherUri normal = GopherUri.parse("gopher://h/1");
    assertSame(normal, normal.normalize());
    assertEquals(normal, notNormal);
  }

  @Test
  void builds() {
    assertEquals("gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles",
        GopherUri.builder().host("spinaltap.micro.umn.edu").type('0').selector("0/Weather/California/Los Angeles")
            .build().toString());
    assertEquals("gopher://h/1", GopherUri.builder().host("h").build().toString());
    assertEquals("gopher://h:7070/7/find%09frogs%20%2F%3F;:@&=",
        GopherUri.builder().host("h").port(7070).itemType(GopherItemType.SEARCH).selector("/find")
            .search("frogs /?;:@&=").build().toString());
    assertEquals("gopher://h/1a%09%09+%091%0D%0A",
        GopherUri.builder().host("h").selector("a").gopherPlus("+\t1\r\n").build().toString());
    assertEquals("gopher://h/0a%3Fb%23c%25d",
        GopherUri.builder().host("h").type('0').selector("a?b#c%d").build().toString());
    GopherUri question = GopherUri.builder().host("h").type('?').selector("x").build();
    assertEquals("gopher://h/%3Fx", question.toString());
    assertEquals('?', question.type());
    assertEquals("x", question.selector());
    assertEquals("gopher://h/%FF", GopherUri.builder().host("h").type('\u00FF').build().toString());
    assertEquals("gopher://h/0%FF", GopherUri.builder().host("h").type('0').selectorBytes(new byte[] {(byte) 0xFF})
        .build().toString());
    assertEquals("gopher://xn--bcher-kva.example/1", GopherUri.builder().host("Bücher.example").build().toString());
    assertEquals("gopher://h/1#a%20b", GopherUri.builder().host("h").fragment("a b").build().toString());
  }

  @Test
  void theBuilderRefusesWhatNoGopherUrlHolds() {
    GopherUriBuilder builder = GopherUri.builder().host("h");
    assertThrows(IllegalArgumentException.class, () -> builder.selector("a\tb"));
    assertThrows(IllegalArgumentException.class, () -> builder.selector("a\r\nb"));
    assertThrows(IllegalArgumentException.class, () -> builder.search("a\nb"));
    assertThrows(IllegalArgumentException.class, () -> builder.search("a\tb"));
    assertThrows(IllegalArgumentException.class, () -> builder.type('\t'));
    assertThrows(IllegalArgumentException.class, () -> builder.type('\u0100'));
    assertThrows(IllegalArgumentException.class, () -> builder.itemType(GopherItemType.UNKNOWN));
    assertThrows(IllegalArgumentException.class, () -> GopherUri.builder().host("h").type('0').selector("/../x").build());
    assertThrows(IllegalArgumentException.class, () -> GopherUri.builder().host("h").type('.').build());
    assertThrows(IllegalArgumentException.class, () -> GopherUri.builder().host("a!b"));
    assertThrows(IllegalStateException.class, () -> GopherUri.builder().type('0').build());
  }

  @Test
  void hostsAreCheckedWrittenAndShownByTheHostFacility() {
    GopherUri encoded = GopherUri.parse("gopher://Ex%61mple.COM/1");
    assertEquals("example.com", encoded.host());
    assertEquals("gopher://Ex%61mple.COM/1", encoded.toBuilder().host("example.com").build().toString());
    assertEquals("gopher://example.net/1", encoded.toBuilder().host("example.net").build().toString());
    assertEquals("_gopher._tcp.example", GopherUri.parse("gopher://_gopher._tcp.example/").host());
    assertEquals("bücher.example", GopherUri.parse("gopher://xn--bcher-kva.example/").unicodeHost());
    assertEquals("[2001:db8::1]", GopherUri.parse("gopher://[2001:DB8::1]/").unicodeHost());
    assertEquals("192.0.2.1", GopherUri.parse("gopher://192.0.2.1/").unicodeHost());
    assertEquals("gopher://[2001:db8::1]/1", GopherUri.builder().host("2001:db8::1").build().toString());
    assertThrows(IllegalArgumentException.class, () -> GopherUri.builder().host("1.2.3"));
    assertThrows(IllegalArgumentException.class, () -> GopherUri.builder().host("a/b"));
    assertThrows(IllegalArgumentException.class, () -> GopherUri.builder().host("[v1.x]"));
  }

  @Test
  void toBuilderKeepsWhatItDoesNotSet() {
    GopherUri uri = GopherUri.parse("gopher://H:7070/7a?b%09c%09+#f");
    assertEquals(uri.toString(), uri.toBuilder().build().toString());
    assertEquals("gopher://H:7070/7a?b%09d%09+#f", uri.toBuilder().search("d").build().toString());
    assertEquals("gopher://H:7070/7a?b#f", uri.toBuilder().search(null).build().toString());
    assertEquals("gopher://H/0x%09c%09+#f", uri.toBuilder().removePort().type('0').selector("x").build().toString());
    assertTrue(uri.toBuilder().fragment(null).build().toUri().fragment() == null);
  }
}
