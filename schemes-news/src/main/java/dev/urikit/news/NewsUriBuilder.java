package dev.urikit.news;

import dev.urikit.CharClass;
import dev.urikit.HierarchicalUri;
import dev.urikit.PercentEncoding;
import dev.urikit.Uri;
import dev.urikit.UriComponent;
import dev.urikit.UriSyntaxException;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * Builds a {@link NewsUri} from decoded values, encoding each once (RFC 3986 section 2.1, RFC 5538
 * section 2.1).
 *
 * <pre>{@code
 * NewsUri.builder().server("news.example").newsgroup("example.group.th?se").build().toString()
 * // "news://news.example/example.group.th%3Fse"
 * NewsUri.builder().messageId("1234@example.org").build().toString()
 * // "news:1234@example.org"
 * NewsUri.builder().scheme("snews").server("news.example").port(8563).wildmat("comp.*,!comp.lang.*").build().toString()
 * // "snews://news.example:8563/comp.*,!comp.lang.*"
 * }</pre>
 *
 * <table>
 *   <caption>Encoding</caption>
 *   <tr><th>call</th><th>decoded</th><th>written</th></tr>
 *   <tr><td>{@code newsgroup}</td><td>{@code a/b?c@d}</td><td>{@code a%2Fb%3Fc%40d}</td></tr>
 *   <tr><td>{@code messageId}</td><td>{@code x@[10.0.0.1]}</td><td>{@code x@%5B10.0.0.1%5D}</td></tr>
 *   <tr><td>{@code wildmat}</td><td>{@code a.*,!a.b}</td><td>{@code a.*,!a.b}</td></tr>
 * </table>
 *
 * <p>The last of {@link #messageId}, {@link #newsgroup}, {@link #wildmat} and {@link #serverDefault()}
 * called decides what the URI names. Not thread-safe.
 */
public final class NewsUriBuilder {

  /** What a name may hold unencoded: a path segment's characters less {@code '@'}, which marks a message-id. */
  private static final CharClass NAME = CharClass.PCHAR.minus(CharClass.of("@"));

  private String scheme = "news";
  private @Nullable String userInfo;
  private @Nullable String host;
  private @Nullable String port;
  private String name = "";
  private NewsUri.@Nullable Kind kind;
  private @Nullable String fragment;

  NewsUriBuilder() {}

  NewsUriBuilder(NewsUri uri) {
    Uri source = uri.toUri();
    this.scheme = uri.scheme();
    if (source instanceof HierarchicalUri hierarchical) {
      this.userInfo = hierarchical.userInfo();
      this.host = hierarchical.host();
      this.port = hierarchical.port();
    }
    this.name = uri.rawName();
    this.kind = uri.kind();
    this.fragment = uri.fragment();
  }

  /**
   * Sets the scheme: {@code "news"} or {@code "snews"}, in any case.
   *
   * @throws IllegalArgumentException for another scheme
   */
  public NewsUriBuilder scheme(String scheme) {
    String lower = scheme.toLowerCase(Locale.ROOT);
    if (!lower.equals("news") && !lower.equals("snews")) {
      throw new IllegalArgumentException("not a news or snews scheme: \"" + scheme + "\"");
    }
    this.scheme = lower;
    return this;
  }

  /**
   * Sets the server's host, decoded (a DNS name, Unicode ones as IDNA A-labels; an IPv4 address; an IPv6
   * address with or without brackets), or removes the server, its port and its user information, with null.
   *
   * @throws IllegalArgumentException for an empty host
   */
  public NewsUriBuilder server(@Nullable String host) {
    this.host = host == null ? null : ServerNames.raw(host);
    if (host == null) {
      this.port = null;
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
    this.userInfo = userInfo == null ? null : UriComponent.USER_INFO.encode(userInfo);
    return this;
  }

  /**
   * Sets the server's port; a server must be set by {@link #build()} time.
   *
   * @throws IllegalArgumentException outside 0 to 65535
   */
  public NewsUriBuilder port(int port) {
    this.port = ServerNames.port(port);
    return this;
  }

  /** Removes the port, so that the scheme's default (119 or 563) applies. */
  public NewsUriBuilder removePort() {
    this.port = null;
    return this;
  }

  /**
   * Names an article by its message-id, decoded and without angle brackets.
   *
   * @throws IllegalArgumentException if it has no {@code '@'} with text on both sides, or angle brackets
   */
  public NewsUriBuilder messageId(String messageId) {
    int at = messageId.indexOf('@');
    if (at <= 0 || at == messageId.length() - 1) {
      throw new IllegalArgumentException("a message-id has text on both sides of '@' (RFC 5538 section 2.1)");
    }
    if (messageId.indexOf('<') >= 0 || messageId.indexOf('>') >= 0) {
      throw new IllegalArgumentException("a message-id is written without '<' and '>' (RFC 5538 section 2.1)");
    }
    return name(PercentEncoding.encode(messageId, CharClass.PCHAR), NewsUri.Kind.ARTICLE);
  }

  /**
   * Names a newsgroup, decoded; {@code '/'}, {@code '?'} and {@code '@'} in it are percent-encoded.
   *
   * @throws IllegalArgumentException if it is empty or holds {@code '!'}, {@code '*'} or {@code ','}
   *     (RFC 3977 section 4.1: those belong to wildmats)
   */
  public NewsUriBuilder newsgroup(String newsgroup) {
    if (newsgroup.isEmpty()) {
      throw new IllegalArgumentException("a newsgroup name is not empty (RFC 5538 section 2.1)");
    }
    for (int i = 0; i < newsgroup.length(); i++) {
      char c = newsgroup.charAt(i);
      if (c == '!' || c == '*' || c == ',') {
        throw new IllegalArgumentException(
            "a newsgroup name holds no '!', '*' or ',' (RFC 3977 section 4.1): use wildmat() for a pattern");
      }
    }
    return name(PercentEncoding.encode(newsgroup, NAME), NewsUri.Kind.NEWSGROUP);
  }

  /**
   * Names the newsgroups a wildmat matches (RFC 3977 section 4.1), decoded: {@code "*"} for all of
   * them, {@code "comp.*,!comp.lang.*"} for a list; the wildmat must hold {@code '*'} or {@code ','}.
   * A {@code '?'} would be written {@code %3F}, which reads as a literal character of a name, so it is
   * refused.
   *
   * @throws IllegalArgumentException if it is not such a wildmat
   */
  public NewsUriBuilder wildmat(String wildmat) {
    if (wildmat.indexOf('*') < 0 && wildmat.indexOf(',') < 0) {
      throw new IllegalArgumentException("a wildmat holds '*' or ',' (RFC 3977 section 4.1): use newsgroup()");
    }
    if (wildmat.indexOf('?') >= 0) {
      throw new IllegalArgumentException("a news URI cannot hold the wildmat wildcard '?' (RFC 5538 section 2.1)");
    }
    return name(PercentEncoding.encode(wildmat, NAME), NewsUri.Kind.WILDMAT);
  }

  /** Names nothing after the server: the server's default listing. A server must be set by {@link #build()} time. */
  public NewsUriBuilder serverDefault() {
    return name("", NewsUri.Kind.SERVER);
  }

  /** Sets the fragment, decoded, or removes it with null. */
  public NewsUriBuilder fragment(@Nullable String fragment) {
    this.fragment = fragment == null ? null : UriComponent.FRAGMENT.encode(fragment);
    return this;
  }

  /**
   * The URI.
   *
   * @throws IllegalStateException if nothing is named, or a port or the server's default is asked for
   *     without a server (RFC 5538 section 2.1)
   * @throws UriSyntaxException if the news rules refuse the result (an invalid IPv6 address, a malformed wildmat)
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

  private NewsUriBuilder name(String raw, NewsUri.Kind kind) {
    this.name = raw;
    this.kind = kind;
    return this;
  }
}
