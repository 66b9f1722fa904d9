package dev.urikit.news;

import dev.urikit.CharClass;
import dev.urikit.HierarchicalUri;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import java.util.Locale;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Builds a {@link NewsUri} from decoded values, encoding each once (RFC 3986 section 2.1, RFC 5538
 * section 2.1).
 *
 * <pre>{@code
 * NewsUri.builder().server("news.example").newsgroup("example.group.n/a").build().toString()
 * // "news://news.example/example.group.n%2Fa"
 * NewsUri.builder().messageId("1234@example.org").build().toString()
 * // "news:1234@example.org"
 * NewsUri.builder().scheme("snews").server("news.example").port(8563).wildmat("comp.*,!comp.lang.*").build().toString()
 * // "snews://news.example:8563/comp.*,!comp.lang.*"
 * }</pre>
 *
 * <table>
 *   <caption>Encoding</caption>
 *   <tr><th>call</th><th>decoded</th><th>written</th></tr>
 *   <tr><td>{@code newsgroup}</td><td>{@code a/b@c.été}</td><td>{@code a%2Fb%40c.%C3%A9t%C3%A9}</td></tr>
 *   <tr><td>{@code messageId}</td><td>{@code x@[10.0.0.1]}</td><td>{@code x@%5B10.0.0.1%5D}</td></tr>
 *   <tr><td>{@code wildmat}</td><td>{@code a.*,!a.b?}</td><td>{@code a.*,!a.b%3F}</td></tr>
 * </table>
 *
 * <p>Each name is checked by the rules parsing applies ({@link NewsScheme}): a value parsing would refuse
 * is refused here, with the rule's text and code. A value that is the one the builder already holds
 * decoded (what the view read, for {@link NewsUri#toBuilder()}) keeps its text as written, so writing
 * back what was read changes nothing. The last of {@link #messageId}, {@link #newsgroup},
 * {@link #wildmat} and {@link #serverDefault()} called decides what the URI names. Every setter refuses
 * text with an unpaired surrogate. Not thread-safe.
 */
public final class NewsUriBuilder {

  /** What a name may hold unencoded: a path segment's characters less {@code '@'}, which marks a message-id. */
  private static final CharClass NAME = CharClass.PCHAR.minus(CharClass.of("@"));

  private String scheme = "news";
  private @Nullable String userInfo;
  private @Nullable String host;
  private @Nullable String port;
  /**
   * A port given to {@code port(int)} that the absent or empty port of the URI being edited already
   * names as its scheme's default; written by {@code build()} only if the scheme then has another default.
   */
  private @Nullable Integer impliedPort;
  /** Whether this builder edits a URI ({@code toBuilder()}), and that URI's port as written. */
  private final boolean editing;
  private final @Nullable String sourcePort;
  private String name = "";
  private NewsUri.@Nullable Kind kind;
  private @Nullable String fragment;

  NewsUriBuilder() {
    this.editing = false;
    this.sourcePort = null;
  }

  NewsUriBuilder(NewsUri uri) {
    Uri source = uri.toUri();
    this.scheme = source.scheme();
    if (source instanceof HierarchicalUri hierarchical) {
      this.userInfo = hierarchical.userInfo();
      this.host = hierarchical.host();
      this.port = hierarchical.port();
    }
    this.editing = true;
    this.sourcePort = this.port;
    this.name = uri.rawName();
    this.kind = uri.kind();
    this.fragment = uri.fragment();
  }

  /**
   * Sets the scheme: {@code "news"} or {@code "snews"}, in any case, written in lower case unless it is
   * the scheme already held.
   *
   * @throws IllegalArgumentException for another scheme
   */
  public NewsUriBuilder scheme(String scheme) {
    String lower = scheme.toLowerCase(Locale.ROOT);
    if (!lower.equals("news") && !lower.equals("snews")) {
      throw new IllegalArgumentException(
          "not a news or snews scheme: \"" + BuilderValues.text(scheme, "scheme") + "\"");
    }
    this.scheme = scheme.equalsIgnoreCase(this.scheme) ? this.scheme : lower;
    return this;
  }

  /**
   * Sets the server's host, decoded (a DNS name, Unicode ones as IDNA A-labels; an IPv4 address; an IPv6
   * address with or without brackets), or removes the server, its port and its user information, with null.
   *
   * @throws IllegalArgumentException for an empty host
   */
  public NewsUriBuilder server(@Nullable String host) {
    this.host = host == null ? null : ServerNames.keepOrRaw(this.host, host);
    if (host == null) {
      this.port = null;
      this.impliedPort = null;
      this.userInfo = null;
    }
    return this;
  }

  /**
   * Sets the user information, decoded, or removes it with null: {@code "ann"} gives
   * {@code news://ann@host/...}. Characters outside RFC 3986's userinfo are percent-encoded; a {@code ":"}
   * starts a password, a deprecated form that parsing accepts with a warning (RFC 3986 section 3.2.1).
   * A server must be set by {@link #build()} time; removing the server removes it too.
   */
  public NewsUriBuilder userInfo(@Nullable String userInfo) {
    this.userInfo = userInfo == null ? null : ServerNames.keepOrEncodeUserInfo(this.userInfo, userInfo);
    return this;
  }

  /**
   * Sets the server's port; a server must be set by {@link #build()} time.
   *
   * @throws IllegalArgumentException outside 0 to 65535
   */
  public NewsUriBuilder port(int port) {
    String held = this.port;
    if (editing && Objects.equals(held, sourcePort) && (held == null || held.isEmpty())
        && this.host != null && port == ServerNames.defaultPort(scheme)) {
      ServerNames.port(port);
      impliedPort = port;
      return this;
    }
    this.port = ServerNames.keepOrWritePort(held, port);
    impliedPort = null;
    return this;
  }

  /** Removes the port, so that the scheme's default (119 or 563) applies. */
  public NewsUriBuilder removePort() {
    this.port = null;
    this.impliedPort = null;
    return this;
  }

  /**
   * Names an article by its message-id, decoded and without angle brackets: RFC 5536 section 3.1.3's
   * {@code msg-id-core}, at most 248 octets.
   *
   * @throws IllegalArgumentException if it is not such a message-id (nothing on one side of its first
   *     {@code '@'}, an empty atom, a character outside atext or, in {@code [...]}, mdtext, too long)
   */
  public NewsUriBuilder messageId(String messageId) {
    String raw = name(NewsUri.Kind.ARTICLE, messageId, CharClass.PCHAR, "message-id");
    return name(BuilderValues.valid(raw, NewsScheme.RULES.checkMessageId(raw, 0, raw.length())), NewsUri.Kind.ARTICLE);
  }

  /**
   * Names a newsgroup, decoded; {@code '/'}, {@code '@'} and every other character outside a path
   * segment's are percent-encoded.
   *
   * @throws IllegalArgumentException if it is not a newsgroup name: empty, an empty dot-separated component
   *     (RFC 5536 section 3.1.4), or a character outside wildmat-exact: a control, space, {@code '!'},
   *     {@code '*'}, {@code ','}, {@code '?'}, {@code '['}, {@code '\'} or {@code ']'} (RFC 3977 section 4.1;
   *     the wildcards belong to {@link #wildmat})
   */
  public NewsUriBuilder newsgroup(String newsgroup) {
    if (newsgroup.isEmpty()) {
      throw new IllegalArgumentException(
          "a newsgroup name is not empty (RFC 5536 section 3.1.4, RFC 5538 section 2.1)");
    }
    String raw = name(NewsUri.Kind.NEWSGROUP, newsgroup, NAME, "newsgroup name");
    return name(BuilderValues.valid(raw, NewsScheme.RULES.checkGroup(raw, 0, raw.length())), NewsUri.Kind.NEWSGROUP);
  }

  /**
   * Names the newsgroups a wildmat matches (RFC 3977 section 4.1), decoded: {@code "*"} for all of
   * them, {@code "comp.*,!comp.lang.*"} for a list, {@code "comp.lang.?"} with the one-character wildcard,
   * written {@code %3F}. The wildmat must hold {@code '*'}, {@code ','} or {@code '?'}.
   *
   * @throws IllegalArgumentException if it is not such a wildmat
   */
  public NewsUriBuilder wildmat(String wildmat) {
    if (wildmat.indexOf('*') < 0 && wildmat.indexOf(',') < 0 && wildmat.indexOf('?') < 0) {
      throw new IllegalArgumentException("a wildmat holds '*', ',' or '?' (RFC 3977 section 4.1): use newsgroup()");
    }
    String raw = name(NewsUri.Kind.WILDMAT, wildmat, NAME, "wildmat");
    return name(BuilderValues.valid(raw, NewsScheme.RULES.checkWildmat(raw, 0, raw.length())), NewsUri.Kind.WILDMAT);
  }

  /** Names nothing after the server: the server's default listing. A server must be set by {@link #build()} time. */
  public NewsUriBuilder serverDefault() {
    return name("", NewsUri.Kind.SERVER);
  }

  /**
   * Sets the fragment, decoded, or removes it with null; characters outside RFC 3986's fragment are
   * percent-encoded.
   */
  public NewsUriBuilder fragment(@Nullable String fragment) {
    this.fragment = fragment == null ? null
        : BuilderValues.keepOrEncode(this.fragment, fragment, CharClass.FRAGMENT, "fragment");
    return this;
  }

  /**
   * The URI.
   *
   * @throws IllegalStateException if nothing is named, or a port or the server's default is asked for
   *     without a server (RFC 5538 section 2.1)
   * @throws UriSyntaxException if the news rules refuse the result (an invalid IPv6 address)
   */
  public NewsUri build() {
    NewsUri.Kind named = kind;
    if (named == null) {
      throw new IllegalStateException("nothing named: set a message-id, newsgroup, wildmat or the server's default");
    }
    StringBuilder sb = new StringBuilder(32 + name.length()).append(scheme).append(':');
    if (host != null) {
      sb.append("//");
      if (userInfo != null) {
        sb.append(userInfo).append('@');
      }
      sb.append(host);
      if (port != null) {
        sb.append(':').append(port);
      } else if (impliedPort != null && impliedPort != ServerNames.defaultPort(scheme)) {
        sb.append(':').append(impliedPort);
      }
      sb.append('/');
    } else if (port != null) {
      throw new IllegalStateException("a port without a server (RFC 5538 section 2.1)");
    } else if (userInfo != null) {
      throw new IllegalStateException("user information without a server (RFC 5538 section 2.1)");
    } else if (named == NewsUri.Kind.SERVER) {
      throw new IllegalStateException("the server's default needs a server (RFC 5538 section 2.1)");
    }
    sb.append(name);
    if (fragment != null) {
      sb.append('#').append(fragment);
    }
    NewsUri uri = NewsUri.from(Uri.parse(sb.toString(), NewsSchemeProvider.registry()));
    if (uri.kind() != named) {
      throw new IllegalArgumentException("the " + named.label() + " reads back as a " + uri.kind().label());
    }
    return uri;
  }

  /**
   * {@code value} as the name of {@code kind} is written: the name held, when it is of that kind and
   * decodes to {@code value}; otherwise {@code value} encoded, every character outside {@code allowed}
   * percent-encoded.
   */
  private String name(NewsUri.Kind kind, String value, CharClass allowed, String what) {
    return BuilderValues.keepOrEncode(this.kind == kind ? name : null, value, allowed, what);
  }

  private NewsUriBuilder name(String raw, NewsUri.Kind kind) {
    this.name = raw;
    this.kind = kind;
    return this;
  }
}
