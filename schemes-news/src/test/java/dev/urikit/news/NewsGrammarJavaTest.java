package dev.urikit.news;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import dev.urikit.spi.UriView;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Names and numbers as RFC 3977 and RFC 5536 define them: article numbers (RFC 3977 section 6), newsgroup
 * names (RFC 3977 section 4.1 wildmat-exact, RFC 5536 section 3.1.4 components) and message-ids (RFC 5536
 * section 3.1.3), each refusal with its code and index, and the builders refusing what parsing refuses.
 */
class NewsGrammarJavaTest {

  private static final SchemeRegistry REGISTRY = SchemeRegistry.builder().add(new NewsSchemeProvider()).build();

  @ParameterizedTest
  @ValueSource(strings = {
      "nntp://h.example/g/1", "nntp://h.example/g/2147483647", "nntp://h.example/g/0000000000000001",
      "nntp://h.example/g/0002147483647", "news:comp.lang.java", "news:a", "news:a-b.c_d.e+f",
      "news:%C3%A9t%C3%A9.fr", "news:%F0%9F%98%80", "news:%EF%BF%BD", "news:a%40b", "news:a:b.c=d",
      "news:comp.*", "news:*.lang", "news:example.group.th%3Fse", "news:a%3F,!b*",
      "news:a@b", "news:a.b.c@d.e", "news:!%23$&'*+-%2F=%3F%5E_%60%7B%7C%7D~%25@x", "news:a@%5B%5D", "news:a@%5B10.0.0.1%5D",
      "news:a@%5Bb@c%5D", "news:a@%5B!%3C=%3F@Z%5E~%5D", "news:a%2Fb@c", "nntp://h.example/a%40b/7",
  })
  void accepted(String text) {
    assertEquals(text, Uri.parse(text, REGISTRY).toString());
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "nntp://h.example/g/0                  | nntp.article.range        | 19",
      "nntp://h.example/g/0000               | nntp.article.range        | 19",
      "nntp://h.example/g/2147483648         | nntp.article.range        | 19",
      "nntp://h.example/g/9999999999999999   | nntp.article.range        | 19",
      "nntp://h.example/g/0000002147483648   | nntp.article.range        | 19",
      "nntp://h.example/g/00000000000000001  | nntp.article.digits       | 19",
      "news:a%5Bb%5D                         | news.group.character      | 6",
      "news:a%5Cb                            | news.group.character      | 6",
      "news:a%5D                             | news.group.character      | 6",
      "news:a%22%7F                          | news.group.character      | 9",
      "nntp://h.example/a%3Fb                | nntp.group.character      | 18",
      "nntp://h.example/a%5Bb%5D/1           | nntp.group.character      | 18",
      "news:a%FF                             | news.group.utf8           | 6",
      "news:a%C3                             | news.group.utf8           | 6",
      "news:a%C3b                            | news.group.utf8           | 6",
      "news:%C0%AF                           | news.group.utf8           | 5",
      "news:%E0%80%AF                        | news.group.utf8           | 5",
      "news:%ED%A0%80                        | news.group.utf8           | 5",
      "news:%F4%90%80%80                     | news.group.utf8           | 5",
      "news:%F5%80%80%80                     | news.group.utf8           | 5",
      "news:%80                              | news.group.utf8           | 5",
      "nntp://h.example/%E2%82/1             | nntp.group.utf8           | 17",
      "news:a*%FF                            | news.wildmat              | 7",
      "news:comp..lang                       | news.group.dot            | 10",
      "news:comp.lang.                       | news.group.dot            | 14",
      "news:.comp                            | news.group.dot            | 5",
      "news:..                               | news.group.dot            | 5",
      "news:a%2E%2Eb                         | news.group.dot            | 9",
      "news://h.example/a..b                 | news.group.dot            | 19",
      "nntp://h.example/comp..lang/1         | nntp.group.dot            | 22",
      "nntp://h.example/comp.lang.           | nntp.group.dot            | 26",
      "nntp://h.example/.                    | nntp.group.dot            | 17",
      "news:%40a@b                           | news.message-id.empty-side | 5",
      "news:a@b@c                            | news.message-id.character | 8",
      "news:a%40b@c                          | news.message-id.character | 10",
      "news:a..b@c                           | news.message-id.dot       | 7",
      "news:.a@b                             | news.message-id.dot       | 5",
      "news:a.@b                             | news.message-id.dot       | 6",
      "news:a@b..c                           | news.message-id.dot       | 9",
      "news:a@b.                             | news.message-id.dot       | 8",
      "news:a@.b                             | news.message-id.dot       | 7",
      "news:a(b)@c                           | news.message-id.character | 6",
      "news:a%22b@c                          | news.message-id.character | 6",
      "news:a@b(c)                           | news.message-id.character | 8",
      "news:a@%5Bb                           | news.message-id.literal   | 7",
      "news:a@%5Bb%5Dc                       | news.message-id.character | 14",
      "news:a@%5Bb%5Cc%5D                    | news.message-id.character | 11",
      "news:a@%5Bb%3Ec%5D                    | news.message-id.character | 11",
      "news:a@%5Bb%5Bc%5D                    | news.message-id.character | 11",
      "news:a@b%5Bc%5D                       | news.message-id.character | 8",
  })
  void refused(String text, String code, int index) {
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.parse(text, REGISTRY));
    assertEquals(code, e.code(), e.getMessage());
    assertEquals(index, e.index(), e.getMessage());
    assertTrue(e.getMessage().contains("RFC "), e.getMessage());
    assertNull(Uri.parseOrNull(text, REGISTRY));
  }

  /** RFC 5536 section 3.1.3: a msg-id, angle brackets included, is at most 250 octets; 248 between them. */
  @Test
  void aMessageIdIsAtMost250OctetsWithItsAngleBrackets() {
    String longest = "a".repeat(200) + "@" + "b".repeat(47);
    assertEquals(248, longest.length());
    assertEquals(longest, NewsUri.parse("news:" + longest).messageId());
    assertEquals(longest, NewsUri.builder().messageId(longest).build().messageId());
    String tooLong = longest + "c";
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.parse("news:" + tooLong, REGISTRY));
    assertEquals("news.message-id.length", e.code());
    assertEquals(5 + 248, e.index());
    assertTrue(e.getMessage().contains("RFC 5536 section 3.1.3"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> NewsUri.builder().messageId(tooLong));
    String encoded = "%61".repeat(200) + "@" + "b".repeat(47);
    assertEquals(longest, NewsUri.parse("news:" + encoded).messageId());
    UriSyntaxException encodedTooLong =
        assertThrows(UriSyntaxException.class, () -> Uri.parse("news:" + encoded + "%63", REGISTRY));
    assertEquals("news.message-id.length", encodedTooLong.code());
  }

  /** One check for parse and builder: what the one refuses, the other refuses, naming the rule. */
  @Test
  void theBuildersRefuseWhatParsingRefuses() {
    for (String id : new String[] {"@a@b", "a@b@c", "a..b@c", "a@b.", "a(b)@c", "a@[b", "a@[b]c", "a@b[c]", "a b@c"}) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> NewsUri.builder().messageId(id), id);
      assertTrue(e.getMessage().contains("RFC 5536 section 3.1.3"), e.getMessage());
    }
    for (String group : new String[] {"a[b]", "a\\b", "a?b", "comp..lang", "comp.lang.", ".comp", ".", ".."}) {
      IllegalArgumentException news =
          assertThrows(IllegalArgumentException.class, () -> NewsUri.builder().newsgroup(group), group);
      assertTrue(news.getMessage().contains("RFC "), news.getMessage());
      assertThrows(IllegalArgumentException.class, () -> NntpUri.builder().group(group), group);
    }
    assertThrows(IllegalArgumentException.class, () -> NntpUri.builder().articleNumber(0));
    assertThrows(IllegalArgumentException.class, () -> NntpUri.builder().articleNumber(2_147_483_648L));
    assertEquals(2_147_483_647L,
        NntpUri.builder().host("h.example").group("g").articleNumber(2_147_483_647L).build().articleNumber());
    assertEquals("news:a@%5Bb@c%5D", NewsUri.builder().messageId("a@[b@c]").build().toString());
    assertEquals("news:%C3%A9t%C3%A9.fr", NewsUri.builder().newsgroup("été.fr").build().toString());
  }

  /** '?' is no character of a newsgroup name but the wildmat wildcard (RFC 3977 section 4.1), written %3F. */
  @Test
  void aQuestionMarkIsTheWildmatWildcard() {
    NewsUri uri = NewsUri.parse("news://wild.server.example/example.group.th%3Fse");
    assertEquals(NewsUri.Kind.WILDMAT, uri.kind());
    assertEquals("example.group.th?se", uri.wildmat());
    assertNull(uri.newsgroup());
    assertEquals("news:example.group.th%3Fse", NewsUri.builder().wildmat("example.group.th?se").build().toString());
    assertEquals(NewsUri.Kind.WILDMAT, NewsUri.parse("news:a%3f").kind());
  }

  @Test
  void viewsExtendTheSharedBase() {
    assertTrue(UriView.class.isAssignableFrom(NewsUri.class));
    assertTrue(UriView.class.isAssignableFrom(NntpUri.class));
  }
}
