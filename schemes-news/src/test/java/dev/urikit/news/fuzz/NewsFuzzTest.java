package dev.urikit.news.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import dev.urikit.news.NewsSchemeProvider;
import dev.urikit.news.NewsUri;
import dev.urikit.news.NntpUri;
import java.util.Objects;

/**
 * The news module under any input: parsing with it installed either refuses with a
 * {@link UriSyntaxException} whose index lies inside the input, or gives a URI whose view reads without
 * failing, whose normal form is stable and equal to it (equals, hashCode and compareTo agreeing), whose
 * builder gives it back text for text, and whose decoded names the builders take back.
 *
 * <p>{@code ./mvnw verify} replays the seeds under
 * {@code src/test/resources/dev/urikit/news/fuzz/NewsFuzzTestInputs/}, drawn from the module's conformance
 * vectors and examples; {@code JAZZER_FUZZ=1 ./mvnw -pl schemes-news test -Dtest=NewsFuzzTest} fuzzes for
 * real, for at most {@code maxDuration}.
 */
class NewsFuzzTest {

  private static final SchemeRegistry REGISTRY = SchemeRegistry.builder().add(new NewsSchemeProvider()).build();

  @FuzzTest(maxDuration = "4m")
  void parse(FuzzedDataProvider data) {
    check(data.consumeBoolean() ? data.consumeRemainingAsAsciiString() : data.consumeRemainingAsString());
  }

  static void check(String input) {
    Uri uri;
    try {
      uri = Uri.parse(input, REGISTRY);
    } catch (UriSyntaxException e) {
      assertTrue(e.index() >= 0 && e.index() <= input.length(), () -> "index " + e.index() + " outside the input");
      assertNull(Uri.parseOrNull(input, REGISTRY), "parseOrNull must agree with parse");
      return;
    }
    assertEquals(input, uri.toString());
    Uri normalized = uri.normalize();
    assertEquals(normalized.toString(), normalized.normalize().toString(), "normalize is idempotent");
    Uri reparsed = Uri.parse(normalized.toString(), REGISTRY);
    for (Uri other : new Uri[] {normalized, reparsed}) {
      assertTrue(uri.equals(other) && other.equals(uri), () -> uri + " equals its normal form " + other);
      assertEquals(uri.hashCode(), other.hashCode(), "equal URIs hash alike");
      assertTrue(uri.compareTo(other) == 0 && other.compareTo(uri) == 0, "equal URIs compare as 0");
    }
    NewsUri news = uri.view(NewsUri.class);
    if (news != null) {
      checkNews(news, NewsUri.from(normalized));
    }
    NntpUri nntp = uri.view(NntpUri.class);
    if (nntp != null) {
      checkNntp(nntp, NntpUri.from(normalized));
    }
    uri.viewDescription();
  }

  private static void checkNews(NewsUri news, NewsUri normalized) {
    assertEquals(news, normalized);
    assertEquals(news.hashCode(), normalized.hashCode());
    assertEquals(news.kind(), normalized.kind(), "normalization keeps what a news URI names");
    assertEquals(news.server() == null, news.port() == null);
    news.userInfo();
    String id = news.messageId();
    String group = news.newsgroup();
    String wildmat = news.wildmat();
    int named = (id == null ? 0 : 1) + (group == null ? 0 : 1) + (wildmat == null ? 0 : 1);
    assertEquals(news.kind() == NewsUri.Kind.SERVER ? 0 : 1, named, "one decoded name, of the kind the URI names");
    same(news, news.toBuilder().build());
    same(news, news.toBuilder().scheme(news.scheme()).fragment(news.toUri().decodedFragment()).build());
    switch (news.kind()) {
      case ARTICLE:
        same(news, news.toBuilder().messageId(id).build());
        assertEquals(id, NewsUri.builder().messageId(id).build().messageId());
        break;
      case NEWSGROUP:
        same(news, news.toBuilder().newsgroup(group).build());
        assertEquals(group, NewsUri.builder().newsgroup(group).build().newsgroup());
        assertEquals(group, NntpUri.builder().host("h.example").group(group).build().group());
        break;
      case WILDMAT:
        same(news, news.toBuilder().wildmat(wildmat).build());
        assertEquals(wildmat, NewsUri.builder().wildmat(wildmat).build().wildmat());
        break;
      case SERVER:
      default:
        same(news, news.toBuilder().serverDefault().build());
        break;
    }
  }

  private static void checkNntp(NntpUri nntp, NntpUri normalized) {
    assertEquals(nntp, normalized);
    assertEquals(nntp.hashCode(), normalized.hashCode());
    assertEquals(nntp.group(), normalized.group(), "normalization keeps the group");
    assertEquals(nntp.articleNumber(), normalized.articleNumber(), "normalization keeps the article number");
    assertNotNull(nntp.host());
    assertNotNull(nntp.hostType());
    assertTrue(nntp.port() >= 0 && nntp.port() <= 65535);
    nntp.userInfo();
    Long number = nntp.articleNumber();
    assertTrue(number == null || number >= 1 && number <= 2_147_483_647L, "RFC 3977 section 6");
    same(nntp, nntp.toBuilder().build());
    same(nntp, nntp.toBuilder().scheme(nntp.scheme()).group(nntp.group())
        .fragment(nntp.toUri().decodedFragment()).build());
    if (number != null) {
      same(nntp, nntp.toBuilder().articleNumber(number).build());
    }
    assertEquals(nntp.group(), NewsUri.builder().newsgroup(nntp.group()).build().newsgroup());
  }

  /** The same text and an equal view: writing back what was read changes nothing. */
  private static void same(Object expected, Object actual) {
    assertEquals(expected.toString(), actual.toString());
    assertTrue(Objects.equals(expected, actual), () -> expected + " equals " + actual);
  }
}
