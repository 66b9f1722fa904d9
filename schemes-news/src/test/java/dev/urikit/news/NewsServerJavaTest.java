package dev.urikit.news;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The server of a news or nntp URI is checked as http's host is (RFC 5538 section 2 takes it to be a
 * host name or address): a DNS name, an IPv4 address or an IPv6 literal, user information without
 * encoded controls. Each refused input is one a C library, a resolver or a line-based protocol would
 * read otherwise.
 */
class NewsServerJavaTest {

  private static final SchemeRegistry REGISTRY = SchemeRegistry.builder().add(new NewsSchemeProvider()).build();

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "nntp://a%00b/g                 | nntp.host.character    | 8",
      "news://h%2Fevil/a.b            | news.host.character    | 8",
      "nntp://0x7f.1/g                | nntp.host.numeric      | 12",
      "news://256.256.256.256/a.b     | news.host.numeric      | 19",
      "snews://h%0D%0Ax/a             | news.host.character    | 9",
      "nntps://a%40b/g                | nntp.host.character    | 9",
      "news://a%20b/a                 | news.host.character    | 8",
      "nntp://a..b/g                  | nntp.host.empty-label  | 9",
      "nntp://-a.b/g                  | nntp.host.hyphen       | 7",
      "news://192.168.0.%31/a         | news.host.numeric      | 17",
      "news://%C3%A9.example/a        | news.host.non-ascii    | 7",
      "nntp://[v1.x]/g                | nntp.host.ipvfuture    | 7",
      "news://a!b/x                   | news.host.character    | 8",
      "nntp://u%00@h.example/g        | nntp.userinfo.control  | 8",
      "news://127.0.0.1.%00@h/a       | news.userinfo.control  | 17",
      "nntp://u:%7F@h/g               | nntp.userinfo.control  | 9",
  })
  void refused(String input, String code, int index) {
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.parse(input, REGISTRY));
    assertEquals(code, e.code(), input);
    assertEquals(index, e.index(), input);
  }

  /** One character away from a refused server: accepted. */
  @ParameterizedTest
  @ValueSource(strings = {
      "nntp://a0b/g", "news://h-evil/a.b", "nntp://0x7f.a/g", "news://255.255.255.255/a.b", "news://256.256.256.a/a.b",
      "news://h.example./a", "nntp://_nntp.example/g", "nntp://u%20@h.example/g", "nntp://[::1]/g", "news://ex%61mple/a",
  })
  void accepted(String input) {
    assertEquals(input, Uri.parse(input, REGISTRY).toString());
  }

  @ParameterizedTest
  @ValueSource(strings = {"a\r\nb", "a\u0000b", "h/evil", "a b", "0x7f.1", "256.256.256.256", "a..b", "", "[v1.x]", "a:b:c"})
  void buildersRefuseWhatParseRefuses(String host) {
    assertThrows(IllegalArgumentException.class, () -> NewsUri.builder().server(host));
    assertThrows(IllegalArgumentException.class, () -> NntpUri.builder().host(host));
  }

  @org.junit.jupiter.api.Test
  void unicodeServersAreWrittenAsALabelsAndShownAsULabels() {
    NewsUri news = NewsUri.builder().server("Bücher.example").newsgroup("a.b").build();
    assertEquals("news://xn--bcher-kva.example/a.b", news.toString());
    assertEquals("bücher.example", news.unicodeServer());
    NntpUri nntp = NntpUri.builder().host("bücher.example").group("g").build();
    assertEquals("nntp://xn--bcher-kva.example/g", nntp.toString());
    assertEquals("bücher.example", nntp.unicodeHost());
    assertEquals("[::1]", NntpUri.parse("nntp://[::1]/g").unicodeHost());
  }
}
