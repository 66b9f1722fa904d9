package dev.urikit.news;

import dev.urikit.HierarchicalUri;
import dev.urikit.PercentEncoding;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import dev.urikit.spi.Scheme;
import dev.urikit.spi.UriView;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * A {@code news} or {@code snews} URI (RFC 5538 section 2.1) read the way a news reader needs it: the
 * server, if any, and what the URI names, decoded.
 *
 * <pre>{@code
 * NewsUri uri = NewsUri.parse("NEWS://News.Server.Example/example.group.n%2Fa");
 * uri.server()      // "news.server.example"
 * uri.port()        // 119
 * uri.kind()        // NEWSGROUP
 * uri.newsgroup()   // "example.group.n/a"
 * NewsUri.parse("news:1234@example.org").messageId()        // "1234@example.org"
 * NewsUri.parse("news:example.group.th%3Fse").wildmat()     // "example.group.th?se"
 * }</pre>
 *
 * <table>
 *   <caption>Kinds</caption>
 *   <tr><th>URI</th><th>{@link #kind()}</th><th>decoded value</th></tr>
 *   <tr><td>{@code news:p0624@%5B10.20.30.108%5D}</td><td>ARTICLE</td><td>{@link #messageId()} {@code p0624@[10.20.30.108]}</td></tr>
 *   <tr><td>{@code news:example.group.this}</td><td>NEWSGROUP</td><td>{@link #newsgroup()} {@code example.group.this}</td></tr>
 *   <tr><td>{@code news:example.group.*}</td><td>WILDMAT</td><td>{@link #wildmat()} {@code example.group.*}</td></tr>
 *   <tr><td>{@code news:example.group.th%3Fse}</td><td>WILDMAT</td><td>{@link #wildmat()} {@code example.group.th?se}</td></tr>
 *   <tr><td>{@code news://news.server.example/}</td><td>SERVER</td><td>none</td></tr>
 * </table>
 *
 * <p>Obtained from {@link #parse(String)}, {@link #from(Uri)}, {@code uri.view(NewsUri.class)} or
 * {@link #builder()}. Immutable and thread-safe; {@code equals} and {@code hashCode} follow
 * {@link Uri#equals(Object)}: scheme and host case, percent-encoding and the default port do not
 * matter, the case of message-ids and group names does. {@link #normalize()} applies RFC 3986 sections
 * 6.2.2 and 6.2.3: {@code NEWS://Server.Example:119/a.b} gives {@code news://server.example/a.b}, the case
 * of names kept.
 */
public final class NewsUri extends UriView<Uri, NewsUri> {

  /** What a news URI names (RFC 5538 section 2.1). */
  public enum Kind {
    /** One article, by its message-id: the segment holds an {@code '@'}. */
    ARTICLE("article"),
    /** One newsgroup. */
    NEWSGROUP("newsgroup"),
    /**
     * The newsgroups a wildmat matches (RFC 3977 section 4.1): the segment holds {@code '*'} or {@code ','},
     * or the wildcard {@code '?'} written {@code %3F}.
     */
    WILDMAT("wildmat"),
    /** Nothing after the server: whatever it offers by default. */
    SERVER("server");

    private final String label;

    Kind(String label) {
      this.label = label;
    }

    /** The lower-case name the {@code urikit} command prints: {@code "article"}, {@code "newsgroup"}, ... */
    public String label() {
      return label;
    }
  }

  private final NewsScheme scheme;

  private NewsUri(Uri uri, NewsScheme scheme) {
    super(uri);
    this.scheme = scheme;
  }

  @Override
  protected NewsUri rewrap(Uri normalized) {
    return wrap(normalized, scheme);
  }

  static NewsUri wrap(Uri uri, NewsScheme scheme) {
    return new NewsUri(uri, scheme);
  }

  /**
   * Parses a news or snews URI.
   *
   * @throws UriSyntaxException if {@code text} is not a URI, or the news rules refuse it
   * @throws IllegalArgumentException if the URI has another scheme
   */
  public static NewsUri parse(String text) {
    return from(Uri.parse(text, NewsSchemeProvider.registry()));
  }

  /** Like {@link #parse(String)}, but null where that throws. */
  public static @Nullable NewsUri parseOrNull(String text) {
    Uri uri = Uri.parseOrNull(text, NewsSchemeProvider.registry());
    return uri != null && uri.registeredScheme() instanceof NewsScheme news ? wrap(uri, news) : null;
  }

  /**
   * The view of {@code uri}. A URI validated by a news scheme is wrapped as it is; one parsed without
   * the news rules is checked by them first.
   *
   * @throws UriSyntaxException if the news rules refuse it
   * @throws IllegalArgumentException if its scheme is not news or snews
   */
  public static NewsUri from(Uri uri) {
    Scheme registered = uri.registeredScheme();
    if (registered instanceof NewsScheme news) {
      return wrap(uri, news);
    }
    String name = uri.scheme().toLowerCase(Locale.ROOT);
    if (name.equals("news") || name.equals("snews")) {
      return parse(uri.toString());
    }
    throw new IllegalArgumentException("not a news or snews URI (scheme \"" + uri.scheme() + "\")");
  }

  /** A builder for a new URI, of scheme {@code news} unless told otherwise. */
  public static NewsUriBuilder builder() {
    return new NewsUriBuilder();
  }

  /** A builder holding this URI's components as written (the scheme in lower case), for an edited copy. */
  public NewsUriBuilder toBuilder() {
    return new NewsUriBuilder(this);
  }

  /** The scheme in lower case: {@code "news"} or {@code "snews"}. */
  public String scheme() {
    return scheme.name();
  }

  /** Whether the scheme is {@code snews} (news over TLS, RFC 4642). */
  public boolean isSecure() {
    return scheme == NewsScheme.snews();
  }

  /**
   * The user information of the server, decoded, or null when there is none: {@code "ann"} for
   * {@code news://ann@news.example/comp.lang}. A password after a {@code ":"} is given back with it; that
   * form is deprecated, and {@link Uri#warnings()} reports it ({@code news.userinfo.password}).
   */
  public @Nullable String userInfo() {
    return toUri() instanceof HierarchicalUri hierarchical ? hierarchical.decodedUserInfo() : null;
  }

  /**
   * The server's host in lower case, a registered name decoded ({@code "news.example"}, {@code "192.0.2.1"},
   * {@code "[2001:db8::1]"}), or null when the URI names none and the reader's configured server applies.
   */
  public @Nullable String server() {
    if (!(toUri() instanceof HierarchicalUri hierarchical)) {
      return null;
    }
    String host = hierarchical.decodedHost();
    return host == null ? null : host.toLowerCase(Locale.ROOT);
  }

  /**
   * The server's host for display: {@link #server()} with each IDNA A-label turned back into Unicode by
   * the host facility ({@link dev.urikit.spi.HostRules#toUnicode(String)}), or null without a server.
   * Never use it to compare or to connect.
   */
  public @Nullable String unicodeServer() {
    String server = server();
    return server == null ? null : ServerNames.toUnicode(server);
  }

  /** The port the URI names, or the scheme's default (119, or 563 for snews) when it names none; null without a server. */
  public @Nullable Integer port() {
    if (!(toUri() instanceof HierarchicalUri hierarchical) || hierarchical.host() == null) {
      return null;
    }
    Integer port = hierarchical.portNumber();
    return port != null ? port : scheme.defaultPort();
  }

  /** What the URI names. */
  public Kind kind() {
    String name = rawName();
    return NewsScheme.kindOf(name, 0, name.length());
  }

  /** The message-id, decoded and without angle brackets, when {@link #kind()} is ARTICLE; otherwise null. */
  public @Nullable String messageId() {
    return decodedIf(Kind.ARTICLE);
  }

  /** The newsgroup name, decoded ({@code %2F} is {@code '/'}), when {@link #kind()} is NEWSGROUP; otherwise null. */
  public @Nullable String newsgroup() {
    return decodedIf(Kind.NEWSGROUP);
  }

  /** The wildmat, decoded, when {@link #kind()} is WILDMAT; otherwise null. */
  public @Nullable String wildmat() {
    return decodedIf(Kind.WILDMAT);
  }

  /**
   * The message-id, newsgroup name or wildmat as written (percent-encoded); {@code ""} for a URI that
   * names only a server.
   */
  public String rawName() {
    String path = toUri().path();
    return toUri() instanceof HierarchicalUri ? path.substring(1) : path;
  }

  /** The fragment as written, or null. */
  public @Nullable String fragment() {
    return toUri().fragment();
  }

  private @Nullable String decodedIf(Kind wanted) {
    String name = rawName();
    return NewsScheme.kindOf(name, 0, name.length()) == wanted ? PercentEncoding.decode(name) : null;
  }
}
