package dev.urikit.news;

import dev.urikit.HierarchicalUri;
import dev.urikit.Uri;
import dev.urikit.spi.SchemeForm;
import dev.urikit.spi.SchemeViolation;
import dev.urikit.spi.UriLayout;
import dev.urikit.spi.UriParts;
import dev.urikit.spi.UriView;
import dev.urikit.spi.ViewDescription;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The {@code nntp} scheme of RFC 5538 section 2.2, and {@code nntps}, the same over TLS (port 563,
 * RFC 4642): {@code nntp://server/group} or {@code nntp://server/group/article-number}.
 *
 * <table>
 *   <caption>Accepted and refused</caption>
 *   <tr><th>URI</th><th>result</th></tr>
 *   <tr><td>{@code nntp://h.example/comp.lang.java/12345}</td><td>article 12345 of comp.lang.java</td></tr>
 *   <tr><td>{@code nntp://h.example/example.group.n%2Fa}</td><td>the group {@code example.group.n/a}</td></tr>
 *   <tr><td>{@code nntp:/comp.lang}, {@code nntp://h.example/}</td><td>refused: {@code nntp.authority.missing},
 *       {@code nntp.group.missing} ({@code nntp:comp.lang} is refused by the core as not hierarchical)</td></tr>
 *   <tr><td>{@code nntp://h/g/12a}, {@code nntp://h/g/12345678901234567}</td><td>refused: {@code nntp.article.digits}</td></tr>
 *   <tr><td>{@code nntp://h/g/0}, {@code nntp://h/g/2147483648}</td><td>refused: {@code nntp.article.range}
 *       (RFC 3977 section 6: 1 to 2,147,483,647)</td></tr>
 *   <tr><td>{@code nntp://h/comp..lang}, {@code nntp://h/a%3Fb}, {@code nntp://h/a%FF}</td><td>refused:
 *       {@code nntp.group.dot}, {@code nntp.group.character}, {@code nntp.group.utf8}</td></tr>
 *   <tr><td>{@code nntp://h/comp.*}, {@code nntp://h/1234@example.org}</td><td>refused: {@code nntp.wildmat},
 *       {@code nntp.message-id}</td></tr>
 * </table>
 *
 * <p>Unlike a news URI, an nntp URI is a small hierarchy, server then group then article, so it can be a
 * resolution base: against {@code nntp://h/g/123}, the reference {@code 124} names the next article of
 * the same group and {@code ../other/5} an article of another group. A group name is non-empty
 * components separated by single dots (RFC 5536 section 3.1.4), so no group is a dot-segment
 * ({@code .}, {@code ..}, {@code %2E}) and dot-segment removal never changes which group a URI names.
 * Scheme-based normalization removes the default port and leading zeros of the article number
 * ({@code 0042} is article 42). {@link #validate(Uri)} reads offsets only and
 * allocates nothing when the URI is acceptable.
 */
public final class NntpScheme extends NetnewsScheme {

  private static final String SECTION = "RFC 5538 section 2.2";
  /** The nntp rules, which {@link NntpUriBuilder} applies too. */
  static final NewsRules RULES = new NewsRules("nntp", SECTION);
  private static final String AUTHORITY =
      "an nntp URI names its server: nntp://host[:port]/group[/article-number] (" + SECTION + ")";
  private static final String GROUP_MISSING = "an nntp URI names a group after the server (" + SECTION + ")";
  private static final String WILDMAT = "an nntp URI names one group: wildmats ('*', ',') are not allowed ("
      + SECTION + "; use a news URI)";
  private static final String MESSAGE_ID = "an nntp URI names a group and an article number, not a message-id ("
      + SECTION + "; use a news URI for a message-id)";
  private static final String SEGMENTS = "an nntp URI has at most two path segments, group and article number; "
      + "'/' inside a group name is written %2F (" + SECTION + ")";
  private static final String QUERY = "an nntp URI has no query (" + SECTION + ")";

  private static final NntpScheme NNTP = new NntpScheme("nntp", 119);
  private static final NntpScheme NNTPS = new NntpScheme("nntps", 563);

  private NntpScheme(String name, int defaultPort) {
    super(name, defaultPort);
  }

  /** The {@code nntp} scheme: default port 119 (RFC 3977). */
  public static NntpScheme nntp() {
    return NNTP;
  }

  /** The {@code nntps} scheme: NNTP over TLS, default port 563 (RFC 4642). */
  public static NntpScheme nntps() {
    return NNTPS;
  }

  /** Only {@code nntp://server/...} (RFC 5538 section 2.2). */
  @Override
  public SchemeForm form() {
    return SchemeForm.HIERARCHICAL;
  }

  /** True: hosts are DNS names (RFC 5538 section 2.2), so a builder writes a Unicode name as its IDNA A-label. */
  @Override
  public boolean hasDnsHosts() {
    return true;
  }

  /**
   * True: server, group and article number form a hierarchy, and a relative reference against an nntp
   * URI names another article or group on the same server; a result that is not an nntp URI (a group
   * missing, a non-numeric article) is refused like any other.
   */
  @Override
  public boolean canBeBase() {
    return true;
  }

  /** True: {@code /group/article} is a hierarchy; groups named {@code .} or {@code ..} are refused. */
  @Override
  public boolean hasHierarchicalPath() {
    return true;
  }

  /** A password in the user information ({@code user:password}), which is deprecated: code {@code nntp.userinfo.password}. */
  @Override
  public List<SchemeViolation> warnings(Uri uri) {
    return RULES.warnings(uri);
  }

  /**
   * A server (a host, a port up to 65535), a group that is neither a wildmat nor a message-id, then
   * optionally {@code "/"} and an article number (1 to 16 digits, from 1 to 2,147,483,647); no query.
   */
  @Override
  public @Nullable SchemeViolation validate(Uri uri) {
    if (!UriLayout.hasAuthority(uri)) {
      return new SchemeViolation(UriLayout.schemeEnd(uri) + 1, "nntp.authority.missing", AUTHORITY);
    }
    SchemeViolation server = RULES.checkServer(uri);
    if (server != null) {
      return server;
    }
    String s = uri.toString();
    int pathStart = UriLayout.pathStart(uri);
    int pathEnd = UriLayout.pathEnd(uri);
    int groupStart = Math.min(pathStart + 1, pathEnd);
    // Most paths are a plain group and number, read once; the general check finds what is wrong with the others.
    if (!PlainNames.isNntpPath(s, groupStart, pathEnd)) {
      SchemeViolation path = checkPath(s, groupStart, pathEnd);
      if (path != null) {
        return path;
      }
    }
    if (UriLayout.hasQuery(uri)) {
      return new SchemeViolation(UriLayout.queryStart(uri) - 1, "nntp.query", QUERY);
    }
    return null;
  }

  /**
   * The first violation of the path from {@code groupStart}, after its first {@code '/'}, to
   * {@code pathEnd}, or null: the group, then a second {@code '/'} and the article number. Every path
   * goes this way but those {@link PlainNames#isNntpPath} vouches for.
   */
  static @Nullable SchemeViolation checkPath(String s, int groupStart, int pathEnd) {
    int groupEnd = Octets.indexOf(s, '/', groupStart, pathEnd);
    SchemeViolation group = checkGroup(s, groupStart, groupEnd);
    if (group != null) {
      return group;
    }
    if (groupEnd < pathEnd) {
      int articleStart = groupEnd + 1;
      int slash = Octets.indexOf(s, '/', articleStart, pathEnd);
      if (slash < pathEnd) {
        return new SchemeViolation(slash, "nntp.path.segments", SEGMENTS);
      }
      return RULES.checkArticleNumber(s, articleStart, pathEnd);
    }
    return null;
  }

  private static @Nullable SchemeViolation checkGroup(String s, int start, int end) {
    if (start == end) {
      return new SchemeViolation(start, "nntp.group.missing", GROUP_MISSING);
    }
    for (int i = start; i < end; i++) {
      char c = s.charAt(i);
      if (c == '@') {
        return new SchemeViolation(i, "nntp.message-id", MESSAGE_ID);
      }
      if (c == '*' || c == ',') {
        return new SchemeViolation(i, "nntp.wildmat", WILDMAT);
      }
    }
    return RULES.checkGroup(s, start, end);
  }

  /**
   * On top of what the core has done (lower-case scheme and host, percent-encoding normalized, the
   * default port removed): leading zeros of the article number dropped, {@code 0042} becoming
   * {@code 42} (the same article, RFC 3977 section 6).
   */
  @Override
  public void normalize(UriParts parts) {
    String path = parts.path();
    int slash = path.lastIndexOf('/');
    if (slash <= 0 || slash + 2 > path.length() || path.charAt(slash + 1) != '0') {
      return;
    }
    int digits = slash + 1;
    while (digits < path.length() - 1 && path.charAt(digits) == '0') {
      digits++;
    }
    parts.path(path.substring(0, slash + 1) + path.substring(digits));
  }

  /** The {@link NntpUri} view, which {@link #view(Uri, Class)} makes of every URI of this scheme. */
  @Override
  public List<Class<? extends UriView<?, ?>>> viewTypes() {
    return List.of(NntpUri.class);
  }

  @Override
  public <T> @Nullable T view(Uri uri, Class<T> type) {
    return type == NntpUri.class ? type.cast(NntpUri.wrap((HierarchicalUri) uri, this)) : null;
  }

  /**
   * The {@code "nntp"} description: {@code host} (lower case, decoded), {@code port} (effective),
   * {@code group} (decoded) and {@code article_number} (null when there is none).
   */
  @Override
  public ViewDescription describe(Uri uri) {
    NntpUri view = NntpUri.wrap((HierarchicalUri) uri, this);
    return ViewDescription.builder("nntp")
        .put("host", view.host())
        .put("port", view.port())
        .put("group", view.group())
        .put("article_number", view.articleNumber())
        .build();
  }
}
