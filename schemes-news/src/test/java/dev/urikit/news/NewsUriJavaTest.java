package dev.urikit.news;

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
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The NewsUri and NntpUri views and their builders, as a Java user calls them. */
class NewsUriJavaTest {

  @Test
  void newsViewOfEachKind() {
    NewsUri group = NewsUri.parse("NEWS://News.Server.Example/example.group.n%2Fa");
    assertEquals("news", group.scheme());
    assertFalse(group.isSecure());
    assertEquals("news.server.example", group.server());
    assertEquals(119, group.port());
    assertEquals(NewsUri.Kind.NEWSGROUP, group.kind());
    assertEquals("example.group.n/a", group.newsgroup());
    assertEquals("example.group.n%2Fa", group.rawName());
    assertNull(group.messageId());
    assertNull(group.wildmat());

    NewsUri article = NewsUri.parse("news:p0624081dc30b8699bf9b@%5B10.20.30.108%5D");
    assertNull(article.server());
    assertNull(article.port());
    assertEquals(NewsUri.Kind.ARTICLE, article.kind());
    assertEquals("p0624081dc30b8699bf9b@[10.20.30.108]", article.messageId());
    assertNull(article.newsgroup());

    NewsUri wildmat = NewsUri.parse("snews://h.example:8563/comp.*,!comp.lang.*");
    assertTrue(wildmat.isSecure());
    assertEquals(8563, wildmat.port());
    assertEquals(NewsUri.Kind.WILDMAT, wildmat.kind());
    assertEquals("comp.*,!comp.lang.*", wildmat.wildmat());

    NewsUri server = NewsUri.parse("snews://[2001:DB8::1]/");
    assertEquals("[2001:db8::1]", server.server());
    assertEquals(563, server.port());
    assertEquals(NewsUri.Kind.SERVER, server.kind());
    assertEquals("", server.rawName());
    assertNull(server.newsgroup());
  }

  /** User information is read decoded, written encoded, and kept by toBuilder: no edit drops it. */
  @Test
  void userInformationIsReadWrittenAndKept() {
    NntpUri nntp = NntpUri.parse("nntp://ann%20b@news.example/comp.lang/7");
    assertEquals("ann b", nntp.userInfo());
    assertNull(NntpUri.parse("nntp://news.example/g").userInfo());
    assertEquals("nntp://ann%20b@news.example/comp.lang/8",
        nntp.toBuilder().articleNumber(8).build().toString());
    assertEquals("nntp://news.example/comp.lang/7", nntp.toBuilder().userInfo(null).build().toString());
    assertEquals("nntps://a%40b:pw@h.example/g",
        NntpUri.builder().scheme("nntps").userInfo("a@b:pw").host("h.example").group("g").build().toString());

    NewsUri news = NewsUri.parse("news://u:@News.Example/comp.lang");
    assertEquals("u:", news.userInfo());
    assertNull(NewsUri.parse("news:comp.lang").userInfo());
    assertNull(NewsUri.parse("news://h.example/comp.lang").userInfo());
    assertEquals("news://u:@News.Example/comp.lang.java",
        news.toBuilder().newsgroup("comp.lang.java").build().toString());
    assertEquals("news:comp.lang", news.toBuilder().server(null).build().toString());
    assertEquals("news://ann@h.example/a.b",
        NewsUri.builder().userInfo("ann").server("h.example").newsgroup("a.b").build().toString());
    assertThrows(IllegalStateException.class, () -> NewsUri.builder().userInfo("ann").newsgroup("a.b").build());
  }

  @Test
  void aPercentEncodedAtSignIsNoMessageId() {
    NewsUri uri = NewsUri.parse("news:a%40b");
    assertEquals(NewsUri.Kind.NEWSGROUP, uri.kind());
    assertEquals("a@b", uri.newsgroup());
  }

  @Test
  void nntpView() {
    NntpUri uri = NntpUri.parse("NNTPS://Wild.Server.Example:0563/example.group.n%2Fa/2147483647#x");
    assertEquals("nntps", uri.scheme());
    assertTrue(uri.isSecure());
    assertEquals("wild.server.example", uri.host());
    assertEquals(HostType.REG_NAME, uri.hostType());
    assertEquals(563, uri.port());
    assertEquals("example.group.n/a", uri.group());
    assertEquals("example.group.n%2Fa", uri.rawGroup());
    assertEquals(2_147_483_647L, uri.articleNumber());
    assertEquals("x", uri.fragment());
    assertEquals("nntps://wild.server.example/example.group.n%2Fa/2147483647#x", uri.normalize().toString());
    assertNull(NntpUri.parse("nntp://192.0.2.1/g").articleNumber());
    assertEquals(HostType.IPV4, NntpUri.parse("nntp://192.0.2.1/g").hostType());
  }

  @Test
  void viewsFromUrisOfOtherRegistries() {
    Uri generic = Uri.parse("news:comp.lang", SchemeRegistry.empty());
    assertNull(generic.view(NewsUri.class));
    assertEquals("comp.lang", NewsUri.from(generic).newsgroup());
    Uri refused = Uri.parse("nntp://h.example/", SchemeRegistry.empty());
    assertEquals("nntp.group.missing", assertThrows(UriSyntaxException.class, () -> NntpUri.from(refused)).code());
    assertThrows(IllegalArgumentException.class, () -> NewsUri.parse("nntp://h.example/g"));
    assertThrows(IllegalArgumentException.class, () -> NntpUri.parse("news:comp.lang"));
    assertThrows(IllegalArgumentException.class, () -> NewsUri.from(Uri.parse("http://example.com/")));
    assertNull(NewsUri.parseOrNull("news:"));
    assertNull(NewsUri.parseOrNull("nntp://h.example/g"));
    assertNull(NntpUri.parseOrNull("nntp://h.example/g/x"));
    assertEquals("g", NntpUri.parseOrNull("nntp://h.example/g").group());
  }

  @Test
  void viewsCompareLikeTheirUris() {
    assertEquals(NewsUri.parse("news://H.example:119/a"), NewsUri.parse("news://h.example/a"));
    assertEquals(NewsUri.parse("news://H.example:119/a").hashCode(), NewsUri.parse("news://h.example/a").hashCode());
    assertNotEquals(NewsUri.parse("news:x@Y"), NewsUri.parse("news:x@y"));
    assertEquals(NntpUri.parse("nntp://h.example/g/01"), NntpUri.parse("nntp://h.example:119/g/1"));
    assertEquals("news://H.example:119/a", NewsUri.parse("news://H.example:119/a").toString());
    NewsUri normalized = NewsUri.parse("news:a");
    assertSame(normalized, normalized.normalize());
  }

  @Test
  void newsBuilder() {
    assertEquals("news://news.example/example.group.th%3Fse",
        NewsUri.builder().server("news.example").wildmat("example.group.th?se").build().toString());
    assertEquals("news:a%2Fb%40c:d", NewsUri.builder().newsgroup("a/b@c:d").build().toString());
    assertEquals("news:comp.%3F", NewsUri.builder().wildmat("comp.?").build().toString());
    assertEquals("news:x@%5B10.0.0.1%5D", NewsUri.builder().messageId("x@[10.0.0.1]").build().toString());
    assertEquals("snews://news.example:8563/comp.*,!comp.lang.*",
        NewsUri.builder().scheme("SNEWS").server("news.example").port(8563).wildmat("comp.*,!comp.lang.*")
            .build().toString());
    assertEquals("news://[2001:db8::1]/", NewsUri.builder().server("2001:db8::1").serverDefault().build().toString());
    assertEquals("news://xn--bcher-kva.example/a#b%20c",
        NewsUri.builder().server("bücher.example").newsgroup("a").fragment("b c").build().toString());
    NewsUri built = NewsUri.builder().messageId("1234@example.org").build();
    assertEquals(NewsUri.Kind.ARTICLE, built.kind());
    assertEquals("1234@example.org", built.messageId());
  }

  @Test
  void newsBuilderRefusals() {
    assertThrows(IllegalArgumentException.class, () -> NewsUri.builder().scheme("nntp"));
    assertThrows(IllegalArgumentException.class, () -> NewsUri.builder().messageId("@x"));
    assertThrows(IllegalArgumentException.class, () -> NewsUri.builder().messageId("x@"));
    assertThrows(IllegalArgumentException.class, () -> NewsUri.builder().messageId("nothing"));
    assertThrows(IllegalArgumentException.class, () -> NewsUri.builder().messageId("<a@b>"));
    assertThrows(IllegalArgumentException.class, () -> NewsUri.builder().newsgroup("comp.*"));
    assertThrows(IllegalArgumentException.class, () -> NewsUri.builder().newsgroup(""));
    assertThrows(IllegalArgumentException.class, () -> NewsUri.builder().wildmat("comp.lang"));
    assertThrows(IllegalArgumentException.class, () -> NewsUri.builder().wildmat("comp.[ab]*"));
    assertThrows(IllegalArgumentException.class, () -> NewsUri.builder().newsgroup("comp.?"));
    assertThrows(IllegalArgumentException.class, () -> NewsUri.builder().server(""));
    assertThrows(IllegalArgumentException.class, () -> NewsUri.builder().port(65536));
    assertThrows(IllegalStateException.class, () -> NewsUri.builder().build());
    assertThrows(IllegalStateException.class, () -> NewsUri.builder().serverDefault().build());
    assertThrows(IllegalStateException.class, () -> NewsUri.builder().port(119).newsgroup("a").build());
    IllegalArgumentException wildmat = assertThrows(IllegalArgumentException.class, () -> NewsUri.builder().wildmat("a,"));
    assertTrue(wildmat.getMessage().contains("news.wildmat"), wildmat.getMessage());
  }

  @Test
  void newsToBuilderKeepsWhatIsNotChanged() {
    NewsUri source = NewsUri.parse("news://H.example:8119/comp.lang#top");
    assertEquals("news://H.example:8119/comp.lang.java#top",
        source.toBuilder().newsgroup("comp.lang.java").build().toString());
    assertEquals("news:comp.lang#top", source.toBuilder().server(null).build().toString());
    assertEquals("snews://H.example/comp.lang#top",
        source.toBuilder().scheme("snews").removePort().build().toString());
  }

  @Test
  void nntpBuilder() {
    assertEquals("nntp://news.example/example.group.n%2Fa/12345",
        NntpUri.builder().host("news.example").group("example.group.n/a").articleNumber(12345).build().toString());
    assertEquals("nntps://[2001:db8::1]:8563/comp.lang",
        NntpUri.builder().scheme("nntps").host("2001:db8::1").port(8563).group("comp.lang").build().toString());
    assertEquals("nntp://h.example/a%40b/2147483647",
        NntpUri.builder().host("h.example").group("a@b").articleNumber(2_147_483_647L).build().toString());
    NntpUri source = NntpUri.parse("nntp://H.example:8119/g/41#f");
    assertEquals("nntp://H.example:8119/g/42#f", source.toBuilder().articleNumber(42).build().toString());
    assertEquals("nntp://H.example:8119/g#f", source.toBuilder().removeArticleNumber().build().toString());
  }

  @Test
  void nntpBuilderRefusals() {
    assertThrows(IllegalArgumentException.class, () -> NntpUri.builder().scheme("news"));
    assertThrows(IllegalArgumentException.class, () -> NntpUri.builder().group("comp.*"));
    assertThrows(IllegalArgumentException.class, () -> NntpUri.builder().group("a,b"));
    assertThrows(IllegalArgumentException.class, () -> NntpUri.builder().group(".."));
    assertThrows(IllegalArgumentException.class, () -> NntpUri.builder().group(""));
    assertThrows(IllegalArgumentException.class, () -> NntpUri.builder().articleNumber(10_000_000_000_000_000L));
    assertThrows(IllegalArgumentException.class, () -> NntpUri.builder().articleNumber(-1));
    assertThrows(IllegalArgumentException.class, () -> NntpUri.builder().articleNumber(0));
    assertThrows(IllegalStateException.class, () -> NntpUri.builder().group("g").build());
    assertThrows(IllegalStateException.class, () -> NntpUri.builder().host("h.example").build());
  }

  @Test
  void descriptions() {
    assertEquals(Map.of("server", "news.server.example", "port", 119L, "kind", "article",
            "message_id", "p0624081dc30b8699bf9b@[10.20.30.108]"),
        Uri.parse("news://news.server.example/p0624081dc30b8699bf9b@%5B10.20.30.108%5D").viewDescription().members());
    assertEquals(List.of("server", "port", "kind"),
        List.copyOf(Uri.parse("news://h.example/").viewDescription().members().keySet()));
    assertEquals("news", Uri.parse("snews:a").viewDescription().name());
    Map<String, Object> nntp = Uri.parse("nntp://h.example/g").viewDescription().members();
    assertEquals(List.of("host", "port", "group", "article_number"), List.copyOf(nntp.keySet()));
    assertTrue(nntp.containsKey("article_number"));
    assertNull(nntp.get("article_number"));
  }
}
