package dev.urikit.news;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * What the builders take: no setter accepts text that is not Unicode (an unpaired surrogate), and writing
 * back what a view read keeps the URI as it was, text included.
 */
class NewsBuilderInputJavaTest {

  private static final List<String> UNPAIRED = List.of("\uD800", "a\uDC00b", "comp.lang\uD83D", "\uDE00@example.org",
      "a@b\uD800");

  /** Every String setter of both builders, each given a value that is valid but for the surrogate. */
  private static final Map<String, Consumer<String>> SETTERS = Map.ofEntries(
      Map.entry("news scheme", s -> NewsUri.builder().scheme("news" + s)),
      Map.entry("news server", s -> NewsUri.builder().server("h" + s + ".example")),
      Map.entry("news userInfo", s -> NewsUri.builder().userInfo(s)),
      Map.entry("news messageId", s -> NewsUri.builder().messageId(s.contains("@") ? s : s + "@x.example")),
      Map.entry("news newsgroup", s -> NewsUri.builder().newsgroup(s.replace("@", ""))),
      Map.entry("news wildmat", s -> NewsUri.builder().wildmat(s.replace("@", "") + ".*")),
      Map.entry("news fragment", s -> NewsUri.builder().fragment(s)),
      Map.entry("nntp scheme", s -> NntpUri.builder().scheme("nntp" + s)),
      Map.entry("nntp host", s -> NntpUri.builder().host("h" + s + ".example")),
      Map.entry("nntp userInfo", s -> NntpUri.builder().userInfo(s)),
      Map.entry("nntp group", s -> NntpUri.builder().group(s.replace("@", ""))),
      Map.entry("nntp fragment", s -> NntpUri.builder().fragment(s)));

  @Test
  void everySetterRefusesAnUnpairedSurrogate() {
    for (Map.Entry<String, Consumer<String>> setter : SETTERS.entrySet()) {
      for (String value : UNPAIRED) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
            () -> setter.getValue().accept(value), () -> setter.getKey() + " took " + escape(value));
        assertTrue(e.getMessage() != null && !e.getMessage().isEmpty(), setter.getKey());
      }
    }
  }

  @Test
  void aPairedSurrogateIsText() {
    assertEquals("news:%F0%9F%98%80.a#%F0%9F%98%80",
        NewsUri.builder().newsgroup("\uD83D\uDE00.a").fragment("\uD83D\uDE00").build().toString());
    assertEquals("nntp://%F0%9F%98%80@h.example/%F0%9F%98%80",
        NntpUri.builder().userInfo("\uD83D\uDE00").host("h.example").group("\uD83D\uDE00").build().toString());
  }

  /** toBuilder, then each setter given what the view read: the same text, the same URI. */
  @Test
  void writingBackWhatWasReadKeepsTheText() {
    NewsUri group = NewsUri.parse("NEWS://H.Example:0119/a%2fb%40c.%3a#%3F%23%2f");
    assertSame(group, group.toBuilder().build());
    assertSame(group, group.toBuilder().scheme(group.scheme()).build());
    assertSame(group, group.toBuilder().newsgroup(group.newsgroup()).build());
    assertSame(group, group.toBuilder().fragment(group.toUri().decodedFragment()).build());
    NewsUri article = NewsUri.parse("snews:a%2Fb%3d@%5Bx%3A%40y%5D");
    assertSame(article, article.toBuilder().messageId(article.messageId()).build());
    NewsUri wildmat = NewsUri.parse("news:a.%3f,!b.*");
    assertSame(wildmat, wildmat.toBuilder().wildmat(wildmat.wildmat()).build());
    NewsUri server = NewsUri.parse("news://h.example/");
    assertSame(server, server.toBuilder().serverDefault().build());
    NntpUri nntp = NntpUri.parse("NNTPS://h.example/a%2fb%40c/007#%3f");
    assertSame(nntp, nntp.toBuilder().build());
    assertSame(nntp, nntp.toBuilder().scheme(nntp.scheme()).build());
    assertSame(nntp, nntp.toBuilder().group(nntp.group()).build());
    assertSame(nntp, nntp.toBuilder().articleNumber(nntp.articleNumber()).build());
    assertSame(nntp, nntp.toBuilder().fragment(nntp.toUri().decodedFragment()).build());
  }

  /** A value that differs from what was read is encoded afresh. */
  @Test
  void aNewValueIsEncodedAfresh() {
    NewsUri group = NewsUri.parse("news:a%2fb#%3F");
    assertEquals("news:a%2Fc#%3F", group.toBuilder().newsgroup("a/c").build().toString());
    assertEquals("news:a%2fb#?x", group.toBuilder().fragment("?x").build().toString());
    assertEquals("snews:a%2fb#%3F", group.toBuilder().scheme("SNEWS").build().toString());
    assertEquals("nntp://h.example/g/8", NntpUri.parse("nntp://h.example/g/007").toBuilder().articleNumber(8).build()
        .toString());
  }

  private static void assertSame(Object expected, Object actual) {
    assertEquals(expected.toString(), actual.toString());
    assertEquals(expected, actual);
  }

  private static String escape(String value) {
    StringBuilder sb = new StringBuilder();
    value.chars().forEach(c -> sb.append(c < 0x80 ? String.valueOf((char) c) : String.format("\\u%04X", c)));
    return sb.toString();
  }
}
