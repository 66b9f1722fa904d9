package dev.urikit.news;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import dev.urikit.spi.Scheme;
import java.lang.management.ManagementFactory;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The four schemes through the core: what they accept, refuse (code and index), normalize and compare. */
class NewsSchemeJavaTest {

  private static final SchemeRegistry REGISTRY = SchemeRegistry.builder().add(new NewsSchemeProvider()).build();

  @Test
  void theProviderRegistersFourSchemesWithTheirPorts() {
    assertSame(NewsScheme.news(), REGISTRY.lookup("news"));
    assertSame(NewsScheme.snews(), REGISTRY.lookup("snews"));
    assertSame(NntpScheme.nntp(), REGISTRY.lookup("nntp"));
    assertSame(NntpScheme.nntps(), REGISTRY.lookup("nntps"));
    assertEquals(119, NewsScheme.news().defaultPort());
    assertEquals(563, NewsScheme.snews().defaultPort());
    assertEquals(119, NntpScheme.nntp().defaultPort());
    assertEquals(563, NntpScheme.nntps().defaultPort());
    assertSame(NewsScheme.news(), SchemeRegistry.installed().lookup("news"));
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "news:comp.lang.java", "news:*", "news:comp.*,!comp.lang.*", "news:1234@example.org",
      "news:p0624081dc30b8699bf9b@%5B10.20.30.108%5D", "news://h.example/", "news://h.example:8119/a.b#top",
      "news://[2001:db8::1]/a", "news://192.0.2.1/a@b", "snews://h.example/a.b", "news:a.b.c",
      "news:a%40b", "news:example.group.th%3Fse", "news:a:b",
      "nntp://h.example/g", "nntp://h.example/g/1", "nntp://h.example/g/0000002147483647",
      "nntp://h.example/g.n%2Fa/1", "nntps://h.example:563/g#x", "nntp://[::1]/g/7", "nntp://h.example/a%40b",
      "news://u@h.example/comp.lang", "nntp://u:p@h.example/g", "nntp://user%40isp@news.example.com:119/g/2",
      "snews://:@h.example/a",
  })
  void accepted(String text) {
    Uri uri = Uri.parse(text, REGISTRY);
    assertEquals(text, uri.toString());
    assertTrue(uri.registeredScheme() instanceof NewsScheme || uri.registeredScheme() instanceof NntpScheme);
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "news:                          | news.empty                 | 5",
      "news:/comp.lang                | news.path.absolute         | 5",
      "news://h.example               | news.server.slash          | 16",
      "news:///comp.lang              | news.host.empty            | 7",
      "news://h.example:65536/a       | news.port.range            | 17",
      "news:comp/lang                 | news.path.segments         | 9",
      "news://h.example/a/b           | news.path.segments         | 18",
      "news:comp.lang?x               | news.query                 | 14",
      "news:@example.org              | news.message-id.empty-side | 5",
      "news:1234@                     | news.message-id.empty-side | 9",
      "news:a%3Cb@c                   | news.message-id.character  | 6",
      "news:a%20b@c                   | news.message-id.character  | 6",
      "news:a%C3%A9@c                 | news.message-id.character  | 6",
      "news:comp!lang                 | news.group.character       | 9",
      "news:comp%2Alang               | news.group.character       | 9",
      "news:comp%00                   | news.group.character       | 9",
      "news:a,                        | news.wildmat               | 6",
      "news:,a                        | news.wildmat               | 5",
      "news:!a,b                      | news.wildmat               | 5",
      "news:a*,!!b                    | news.wildmat               | 9",
      "news:a*!b                      | news.wildmat               | 7",
      "snews:                         | news.empty                 | 6",
      "nntp:comp.lang                 | form.hierarchical          | 5",
      "nntp:/comp.lang                | nntp.authority.missing     | 5",
      "nntp://h.example               | nntp.group.missing         | 16",
      "nntp://h.example/              | nntp.group.missing         | 17",
      "nntp://h.example//12           | nntp.group.missing         | 17",
      "nntp:///g                      | nntp.host.empty            | 7",
      "nntp://h.example:99999/g       | nntp.port.range            | 17",
      "nntp://h.example/g/12a         | nntp.article.digits        | 19",
      "nntp://h.example/g/            | nntp.article.digits        | 18",
      "nntp://h.example/g/12345678901234567 | nntp.article.digits  | 19",
      "nntp://h.example/g/-1          | nntp.article.digits        | 19",
      "nntp://h.example/g/1/2         | nntp.path.segments         | 20",
      "nntp://h.example/comp.*        | nntp.wildmat               | 22",
      "nntp://h.example/a,b           | nntp.wildmat               | 18",
      "nntp://h.example/1234@ex.org   | nntp.message-id            | 21",
      "nntp://h.example/..            | nntp.group.dot             | 17",
      "nntp://h.example/%2E/1         | nntp.group.dot             | 17",
      "nntp://h.example/a%20b         | nntp.group.character       | 18",
      "nntp://h.example/g?x           | nntp.query                 | 18",
      "nntps://h.example/             | nntp.group.missing         | 18",
  })
  void refused(String text, String code, int index) {
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.parse(text, REGISTRY));
    assertEquals(UriSyntaxException.Kind.SCHEME_SPECIFIC, e.kind(), e.getMessage());
    assertEquals(code, e.code(), e.getMessage());
    assertEquals(index, e.index(), e.getMessage());
    assertTrue(e.getMessage().contains("RFC "), e.getMessage());
    assertNull(Uri.parseOrNull(text, REGISTRY));
  }

  /**
   * User information is allowed, the server being an RFC 3986 authority (RFC 5538 section 7); a non-empty
   * password after its ":" is a warning at the ":", since the user:password form is deprecated (RFC 3986
   * section 3.2.1).
   */
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "nntp://u:p@h.example/g          | nntp.userinfo.password | 8",
      "nntps://u%3A:secret@h.example/g | nntp.userinfo.password | 12",
      "news://ann:pw@h.example/a       | news.userinfo.password | 10",
      "snews://a:b:c@h.example/a.b     | news.userinfo.password | 9",
  })
  void aPasswordInTheUserInformationIsAWarning(String text, String code, int index) {
    List<dev.urikit.spi.SchemeViolation> warnings = Uri.parse(text, REGISTRY).warnings();
    assertEquals(1, warnings.size(), text + ": " + warnings);
    assertEquals(code, warnings.get(0).code());
    assertEquals(index, warnings.get(0).index());
    assertTrue(warnings.get(0).rule().contains("RFC 3986 section 3.2.1"), warnings.get(0).rule());
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "nntp://u@h.example/g", "news://u:@h.example/a", "nntp://h.example/g", "news:comp.lang", "news://h.example/a",
      "nntp://u%3Ap@h.example/g",
  })
  void noWarningWithoutAPassword(String text) {
    assertEquals(List.of(), Uri.parse(text, REGISTRY).warnings());
  }

  @Test
  void messagesNameTheRuleAndSection() {
    UriSyntaxException digits = assertThrows(UriSyntaxException.class,
        () -> Uri.parse("nntp://h.example/g/12345678901234567", REGISTRY));
    assertTrue(digits.getMessage().contains("1 to 16 decimal digits"), digits.getMessage());
    assertTrue(digits.getMessage().contains("RFC 5538 section 2.2"), digits.getMessage());
    UriSyntaxException side = assertThrows(UriSyntaxException.class, () -> Uri.parse("news:x@", REGISTRY));
    assertTrue(side.getMessage().contains("both sides of '@'"), side.getMessage());
    assertTrue(side.getMessage().contains("RFC 5538 section 2.1"), side.getMessage());
  }

  /** Groups of equivalent URIs: each member equal to every other of its group, unequal to every other group. */
  @Test
  void equivalenceGroups() {
    List<List<String>> groups = List.of(
        List.of("news://news.server.example/example.group.this", "NEWS://News.Server.Example:119/example.group.this",
            "news://news.server.example:0119/example.group.this", "news://news.server.ex%61mple/ex%61mple.group.this",
            "News://NEWS.SERVER.EXAMPLE:/example.group.this"),
        List.of("news:example.group.this", "NEWS:example.group.this", "news:%65xample.group.this"),
        List.of("news:Example.Group.This"),
        List.of("snews://news.server.example/example.group.this", "snews://news.server.example:563/example.group.this"),
        List.of("snews://news.server.example:119/example.group.this"),
        List.of("news:1234@Example.org", "news:1234@%45xample.org"),
        List.of("news:1234@example.org"),
        List.of("news:a%2fb@c", "news:a%2Fb@c"),
        List.of("news:a.b"),
        List.of("news:a"),
        List.of("nntp://h.example/g/42", "nntp://H.Example:119/g/0042", "NNTP://h.example:/g/042"),
        List.of("nntp://h.example/g/1", "nntp://h.example/g/0001"),
        List.of("nntp://h.example/g"),
        List.of("nntps://h.example/g", "nntps://h.example:563/g"),
        List.of("nntp://h.example:563/g"),
        List.of("nntp://ann@h.example/g", "NNTP://ann@H.EXAMPLE:119/g", "nntp://%61nn@h.example/g"),
        List.of("nntp://Ann@h.example/g"),
        List.of("nntp://ann:pw@h.example/g"),
        List.of("news://ann@news.server.example/example.group.this"));
    for (List<String> group : groups) {
      for (String a : group) {
        for (List<String> other : groups) {
          for (String b : other) {
            Uri x = Uri.parse(a, REGISTRY);
            Uri y = Uri.parse(b, REGISTRY);
            if (group == other) {
              assertEquals(x, y, a + " = " + b);
              assertEquals(x.hashCode(), y.hashCode(), a + " hash " + b);
              assertEquals(0, x.compareTo(y), a + " compareTo " + b);
            } else {
              assertNotEquals(x, y, a + " != " + b);
            }
          }
        }
      }
    }
  }

  @Test
  void normalizationKeepsNewsNamesAndDropsLeadingZerosOfArticles() {
    assertEquals("news:A.b", Uri.parse("news:%41.b", REGISTRY).normalize().toString());
    assertEquals("news://h.example/a.B", Uri.parse("NEWS://H.example:119/a.B", REGISTRY).normalize().toString());
    assertEquals("nntp://h.example/g/7", Uri.parse("nntp://h.example:119/g/007", REGISTRY).normalize().toString());
    assertEquals("nntp://h.example/g/1", Uri.parse("nntp://h.example/g/0001", REGISTRY).normalize().toString());
    assertEquals("nntp://h.example/007", Uri.parse("nntp://h.example/007", REGISTRY).normalize().toString());
    assertEquals("news:a%2F@B", Uri.parse("news:a%2f@%42", REGISTRY).normalize().toString());
  }

  @Test
  void newsCannotBeABaseNntpCan() {
    Scheme news = REGISTRY.lookup("news");
    Scheme nntp = REGISTRY.lookup("nntp");
    assertFalse(news.canBeBase());
    assertFalse(news.hasHierarchicalPath());
    assertTrue(nntp.canBeBase());
    assertTrue(nntp.hasHierarchicalPath());
    Uri group = Uri.parse("news:comp.lang", REGISTRY);
    assertEquals("base.refused", assertThrows(UriSyntaxException.class, () -> group.resolve("other")).code());
    Uri snews = Uri.parse("snews://h.example/comp.lang", REGISTRY);
    assertThrows(UriSyntaxException.class, () -> snews.resolve("other"));
    Uri article = Uri.parse("nntp://h.example/comp.lang/123", REGISTRY);
    assertEquals("nntp://h.example/comp.lang/124", article.resolve("124").toString());
    assertEquals("nntp://h.example/other/5", article.resolve("../other/5").toString());
    assertEquals("nntp://h.example/comp.lang/123#f", article.resolve("#f").toString());
    UriSyntaxException notAnArticle = assertThrows(UriSyntaxException.class, () -> article.resolve("x"));
    assertEquals("nntp.article.digits", notAnArticle.code());
    assertEquals("124", article.relativize(Uri.parse("nntp://h.example/comp.lang/124", REGISTRY)).toString());
  }

  @Test
  void validationAllocatesNothingOnSuccess() {
    List<Uri> uris = List.of(
        Uri.parse("news://news.server.example:119/example.group.th%3Fse", REGISTRY),
        Uri.parse("news:p0624081dc30b8699bf9b@%5B10.20.30.108%5D", REGISTRY),
        Uri.parse("news:comp.*,!comp.lang.*", REGISTRY),
        Uri.parse("nntps://[2001:db8::1]:563/example.group.n%2Fa/2147483647", REGISTRY));
    com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long thread = Thread.currentThread().getId();
    for (int round = 0; round < 20_000; round++) {
      validateAll(uris);
    }
    long before = threads.getThreadAllocatedBytes(thread);
    for (int round = 0; round < 10_000; round++) {
      validateAll(uris);
    }
    long allocated = threads.getThreadAllocatedBytes(thread) - before;
    assertTrue(allocated < 10_000, "40,000 validations allocated " + allocated + " bytes");
  }

  private static void validateAll(List<Uri> uris) {
    for (int i = 0; i < uris.size(); i++) {
      Uri uri = uris.get(i);
      if (uri.registeredScheme().validate(uri) != null) {
        throw new AssertionError(uri);
      }
    }
  }
}
