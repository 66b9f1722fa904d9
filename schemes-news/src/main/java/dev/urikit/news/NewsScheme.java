package dev.urikit.news;

import dev.urikit.Uri;
import dev.urikit.spi.SchemeForm;
import dev.urikit.spi.SchemeViolation;
import dev.urikit.spi.UriLayout;
import dev.urikit.spi.UriView;
import dev.urikit.spi.ViewDescription;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The {@code news} scheme of RFC 5538 section 2.1, and {@code snews}, the same over TLS (port 563,
 * RFC 4642; historical in the IANA registry): an article by message-id, a newsgroup, a wildmat of
 * newsgroups, or a server's default, with or without a server.
 *
 * <table>
 *   <caption>Accepted and refused</caption>
 *   <tr><th>URI</th><th>result</th></tr>
 *   <tr><td>{@code news:comp.lang.java}, {@code news://h.example/comp.lang.java}</td><td>a newsgroup</td></tr>
 *   <tr><td>{@code news:1234@example.org}</td><td>an article ({@code '@'} marks a message-id)</td></tr>
 *   <tr><td>{@code news:*}, {@code news:comp.*,!comp.lang.*}</td><td>a wildmat (RFC 3977 section 4.1)</td></tr>
 *   <tr><td>{@code news://h.example/}</td><td>the server's default</td></tr>
 *   <tr><td>{@code news:example.group.th%3Fse}</td><td>a wildmat: {@code '?'} is its wildcard</td></tr>
 *   <tr><td>{@code news:}, {@code news:@x}, {@code news:a/b}, {@code news:a?b}, {@code news://h.example}</td>
 *       <td>refused: {@code news.empty}, {@code news.message-id.empty-side}, {@code news.path.segments},
 *       {@code news.query}, {@code news.server.slash}</td></tr>
 *   <tr><td>{@code news:comp..lang}, {@code news:a%5Bb%5D}, {@code news:a%FF}, {@code news:a@b@c},
 *       {@code news:a..b@c}</td><td>refused: {@code news.group.dot}, {@code news.group.character},
 *       {@code news.group.utf8}, {@code news.message-id.character}, {@code news.message-id.dot}</td></tr>
 * </table>
 *
 * <p>Names follow the netnews rules ({@code NewsRules}): a newsgroup name is RFC 3977's wildmat-exact
 * octets in the non-empty dot-separated components of RFC 5536 section 3.1.4, a message-id is RFC 5536
 * section 3.1.3's {@code msg-id-core} of at most 248 octets, a wildmat is RFC 3977 section 4.1's.
 * Newsgroup names are not a path hierarchy ({@link #hasHierarchicalPath()} is false), and a news URI
 * cannot be a resolution base: a relative reference against {@code news:comp.lang} means nothing ({@link #canBeBase()} is false). Equivalence
 * is RFC 3986 section 6.2.2 and 6.2.3 (scheme and host case, percent-encoding, the default port);
 * message-ids and group names are compared as written once percent-encoding is normalized.
 * {@link #validate(Uri)} reads offsets only and allocates nothing when the URI is acceptable.
 */
public final class NewsScheme extends NetnewsScheme {

  private static final String SECTION = "RFC 5538 section 2.1";
  /** The news rules, which {@link NewsUriBuilder} applies too. */
  static final NewsRules RULES = new NewsRules("news", SECTION);
  private static final String EMPTY =
      "a news URI names a message-id, a newsgroup or a wildmat, or a server followed by '/' (" + SECTION + ")";
  private static final String ABSOLUTE =
      "a news URI is news:name or news://server/name; a path starting with '/' has no place (" + SECTION + ")";
  private static final String SERVER_SLASH = "a server is followed by '/' (" + SECTION + ")";
  private static final String SEGMENTS =
      "a message-id or newsgroup is one segment: '/' inside it is written %2F (" + SECTION + ")";
  private static final String QUERY =
      "a news URI has no query: '?', the wildmat wildcard, is written %3F (" + SECTION + ")";
  private static final NewsScheme NEWS = new NewsScheme("news", 119);
  private static final NewsScheme SNEWS = new NewsScheme("snews", 563);

  private NewsScheme(String name, int defaultPort) {
    super(name, defaultPort);
  }

  /** The {@code news} scheme: default port 119 (NNTP, RFC 3977). */
  public static NewsScheme news() {
    return NEWS;
  }

  /** The {@code snews} scheme: news over TLS, default port 563 (RFC 4642). */
  public static NewsScheme snews() {
    return SNEWS;
  }

  /** Both {@code news:name} and {@code news://server/name} (RFC 5538 section 2.1). */
  @Override
  public SchemeForm form() {
    return SchemeForm.ANY;
  }

  /** True: hosts are DNS names (RFC 5538 section 2.1), so a builder writes a Unicode name as its IDNA A-label. */
  @Override
  public boolean hasDnsHosts() {
    return true;
  }

  /** False: a relative reference against {@code news:comp.lang} names nothing (RFC 5538 section 2.1 has no hierarchy). */
  @Override
  public boolean canBeBase() {
    return false;
  }

  /** False: newsgroup names are dotted, not a path hierarchy, so dot-segments are kept. */
  @Override
  public boolean hasHierarchicalPath() {
    return false;
  }

  /** A password in the user information ({@code user:password}), which is deprecated: code {@code news.userinfo.password}. */
  @Override
  public List<SchemeViolation> warnings(Uri uri) {
    return RULES.warnings(uri);
  }

  /**
   * The server (when there is one: a host, a port up to 65535, then {@code "/"}), then the one segment
   * after it: a message-id, a newsgroup name or a wildmat; no query.
   */
  @Override
  public @Nullable SchemeViolation validate(Uri uri) {
    String s = uri.toString();
    int pathStart = UriLayout.pathStart(uri);
    int pathEnd = UriLayout.pathEnd(uri);
    int nameStart;
    if (UriLayout.hasAuthority(uri)) {
      SchemeViolation server = RULES.checkServer(uri);
      if (server != null) {
        return server;
      }
      if (pathStart == pathEnd) {
        return new SchemeViolation(pathStart, "news.server.slash", SERVER_SLASH);
      }
      nameStart = pathStart + 1;
    } else if (pathStart == pathEnd) {
      return new SchemeViolation(pathStart, "news.empty", EMPTY);
    } else if (s.charAt(pathStart) == '/') {
      return new SchemeViolation(pathStart, "news.path.absolute", ABSOLUTE);
    } else {
      nameStart = pathStart;
    }
    // Most names are plain and read once; the general check below finds what is wrong with the others.
    if (!PlainNames.isNewsName(s, nameStart, pathEnd)) {
      SchemeViolation name = checkSegment(s, nameStart, pathEnd);
      if (name != null) {
        return name;
      }
    }
    if (UriLayout.hasQuery(uri)) {
      return new SchemeViolation(UriLayout.queryStart(uri) - 1, "news.query", QUERY);
    }
    return null;
  }

  /**
   * The first violation of the segment {@code s[start, end)} after the server or the scheme, or null: a
   * {@code '/'} in it, then what {@link #kindOf} says it names checked by that kind's rule. Every name
   * goes this way but those {@link PlainNames#isNewsName} vouches for.
   */
  static @Nullable SchemeViolation checkSegment(String s, int start, int end) {
    int slash = Octets.indexOf(s, '/', start, end);
    if (slash < end) {
      return new SchemeViolation(slash, "news.path.segments", SEGMENTS);
    }
    switch (kindOf(s, start, end)) {
      case ARTICLE:
        return RULES.checkMessageId(s, start, end);
      case NEWSGROUP:
        return RULES.checkGroup(s, start, end);
      case WILDMAT:
        return RULES.checkWildmat(s, start, end);
      case SERVER:
      default:
        return null;
    }
  }

  /**
   * What the segment {@code s[start, end)} names: an article when it holds an {@code '@'} as written,
   * a wildmat when it holds {@code '*'} or {@code ','} as written or the wildcard {@code '?'} (which a URI
   * can only write {@code %3F}: RFC 3977 section 4.1 allows no {@code '?'} in a newsgroup name), nothing
   * (the server's default) when empty, otherwise a newsgroup. Other percent-encoded characters never
   * decide ({@code %40} is not a message-id's {@code '@'}).
   */
  static NewsUri.Kind kindOf(String s, int start, int end) {
    if (start == end) {
      return NewsUri.Kind.SERVER;
    }
    boolean wildmat = false;
    for (int i = start; i < end; i++) {
      char c = s.charAt(i);
      if (c == '@') {
        return NewsUri.Kind.ARTICLE;
      }
      wildmat |= c == '*' || c == ',' || c == '%' && Octets.octet(s, i) == '?';
    }
    return wildmat ? NewsUri.Kind.WILDMAT : NewsUri.Kind.NEWSGROUP;
  }

  /** The {@link NewsUri} view, which {@link #view(Uri, Class)} makes of every URI of this scheme. */
  @Override
  public List<Class<? extends UriView<?, ?>>> viewTypes() {
    return List.of(NewsUri.class);
  }

  @Override
  public <T> @Nullable T view(Uri uri, Class<T> type) {
    return type == NewsUri.class ? type.cast(NewsUri.wrap(uri, this)) : null;
  }

  /**
   * The {@code "news"} description: {@code server} (lower case, decoded; null when none), {@code port}
   * (effective, null without a server), {@code kind} ({@code article}, {@code newsgroup},
   * {@code wildmat} or {@code server}) and the decoded {@code message_id}, {@code newsgroup} or
   * {@code wildmat} that the kind names.
   */
  @Override
  public ViewDescription describe(Uri uri) {
    NewsUri view = NewsUri.wrap(uri, this);
    ViewDescription.Builder description = ViewDescription.builder("news")
        .put("server", view.server())
        .put("port", view.port())
        .put("kind", view.kind().label());
    switch (view.kind()) {
      case ARTICLE:
        description.put("message_id", view.messageId());
        break;
      case NEWSGROUP:
        description.put("newsgroup", view.newsgroup());
        break;
      case WILDMAT:
        description.put("wildmat", view.wildmat());
        break;
      case SERVER:
      default:
        break;
    }
    return description.build();
  }
}
