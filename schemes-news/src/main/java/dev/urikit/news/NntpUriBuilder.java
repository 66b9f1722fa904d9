package dev.urikit.news;

import dev.urikit.CharClass;
import dev.urikit.HierarchicalUri;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import java.util.Locale;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Builds an {@link NntpUri} from decoded values, encoding each once (RFC 3986 section 2.1, RFC 5538
 * section 2.2).
 *
 * <pre>{@code
 * NntpUri.builder().host("news.example").group("example.group.n/a").articleNumber(12345).build().toString()
 * // "nntp://news.example/example.group.n%2Fa/12345"
 * NntpUri.builder().scheme("nntps").host("2001:db8::1").port(8563).group("comp.lang").build().toString()
 * // "nntps://[2001:db8::1]:8563/comp.lang"
 * }</pre>
 *
 * <p>In a group, {@code '/'}, {@code '@'} and every other character outside a path segment's are
 * percent-encoded. Each value is checked by the rules parsing applies ({@link NntpScheme}): a value
 * parsing would refuse is refused here, with the rule's text and code. A value that is the one the
 * builder already holds (what the view read, for {@link NntpUri#toBuilder()}) keeps its text as
 * written, so writing back what was read changes nothing. Every setter refuses text with an unpaired
 * surrogate. Not thread-safe.
 */
public final class NntpUriBuilder {

  /** What a group may hold unencoded: a path segment's characters less {@code '@'}, which marks a message-id. */
  private static final CharClass GROUP = CharClass.PCHAR.minus(CharClass.of("@"));

  private String scheme = "nntp";
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
  private @Nullable String group;
  private @Nullable String articleNumber;
  private @Nullable String fragment;

  NntpUriBuilder() {
    this.editing = false;
    this.sourcePort = null;
  }

  NntpUriBuilder(NntpUri uri) {
    HierarchicalUri source = uri.toUri();
    this.scheme = source.scheme();
    this.userInfo = source.userInfo();
    this.host = source.host();
    this.port = source.port();
    this.editing = true;
    this.sourcePort = this.port;
    this.group = uri.rawGroup();
    String path = source.path();
    int slash = path.indexOf('/', 1);
    this.articleNumber = slash < 0 ? null : path.substring(slash + 1);
    this.fragment = uri.fragment();
  }

  /**
   * Sets the scheme: {@code "nntp"} or {@code "nntps"}, in any case, written in lower case unless it is
   * the scheme already held.
   *
   * @throws IllegalArgumentException for another scheme
   */
  public NntpUriBuilder scheme(String scheme) {
    String lower = scheme.toLowerCase(Locale.ROOT);
    if (!lower.equals("nntp") && !lower.equals("nntps")) {
      throw new IllegalArgumentException(
          "not an nntp or nntps scheme: \"" + BuilderValues.text(scheme, "scheme") + "\"");
    }
    this.scheme = scheme.equalsIgnoreCase(this.scheme) ? this.scheme : lower;
    return this;
  }

  /**
   * Sets the user information, decoded, or removes it with null: {@code "ann"} gives
   * {@code nntp://ann@host/...}. Characters outside RFC 3986's userinfo are percent-encoded; a {@code ":"}
   * starts a password, a deprecated form that parsing accepts with a warning (RFC 3986 section 3.2.1).
   */
  public NntpUriBuilder userInfo(@Nullable String userInfo) {
    this.userInfo = userInfo == null ? null : ServerNames.keepOrEncodeUserInfo(this.userInfo, userInfo);
    return this;
  }

  /**
   * Sets the host, decoded: a DNS name (Unicode ones as IDNA A-labels), an IPv4 address, or an IPv6
   * address with or without brackets.
   *
   * @throws IllegalArgumentException for an empty host
   */
  public NntpUriBuilder host(String host) {
    this.host = ServerNames.keepOrRaw(this.host, host);
    return this;
  }

  /**
   * Sets the port.
   *
   * @throws IllegalArgumentException outside 0 to 65535
   */
  public NntpUriBuilder port(int port) {
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
  public NntpUriBuilder removePort() {
    this.port = null;
    this.impliedPort = null;
    return this;
  }

  /**
   * Sets the group, decoded.
   *
   * @throws IllegalArgumentException if it is not a newsgroup name: empty, an empty dot-separated component
   *     ({@code "."} and {@code ".."} included; RFC 5536 section 3.1.4), or a character outside
   *     wildmat-exact: a control, space, {@code '!'}, {@code '*'}, {@code ','}, {@code '?'}, {@code '['},
   *     {@code '\'} or {@code ']'} (RFC 3977 section 4.1; an nntp URI names one group)
   */
  public NntpUriBuilder group(String group) {
    if (group.isEmpty()) {
      throw new IllegalArgumentException(
          "a newsgroup name is not empty (RFC 5536 section 3.1.4, RFC 5538 section 2.2)");
    }
    String raw = BuilderValues.keepOrEncode(this.group, group, GROUP, "group");
    this.group = BuilderValues.valid(raw, NntpScheme.RULES.checkGroup(raw, 0, raw.length()));
    return this;
  }

  /**
   * Sets the article number, written without leading zeros unless it is the number already held.
   *
   * @throws IllegalArgumentException outside 1 to 2,147,483,647 (RFC 3977 section 6)
   */
  public NntpUriBuilder articleNumber(long articleNumber) {
    if (articleNumber < 1 || articleNumber > NewsRules.MAX_ARTICLE_NUMBER) {
      throw new IllegalArgumentException(
          "an article number is 1 to 2,147,483,647 (RFC 3977 section 6): " + articleNumber + " [nntp.article.range]");
    }
    String current = this.articleNumber;
    this.articleNumber = current != null && Long.parseLong(current) == articleNumber
        ? current : Long.toString(articleNumber);
    return this;
  }

  /** Removes the article number: the URI names the group. */
  public NntpUriBuilder removeArticleNumber() {
    this.articleNumber = null;
    return this;
  }

  /**
   * Sets the fragment, decoded, or removes it with null; characters outside RFC 3986's fragment are
   * percent-encoded.
   */
  public NntpUriBuilder fragment(@Nullable String fragment) {
    this.fragment = fragment == null ? null
        : BuilderValues.keepOrEncode(this.fragment, fragment, CharClass.FRAGMENT, "fragment");
    return this;
  }

  /**
   * The URI.
   *
   * @throws IllegalStateException if the host or the group is missing (RFC 5538 section 2.2)
   * @throws UriSyntaxException if the nntp rules refuse the result (an invalid IPv6 address)
   */
  public NntpUri build() {
    if (host == null) {
      throw new IllegalStateException("no host set: an " + scheme + " URI names its server (RFC 5538 section 2.2)");
    }
    if (group == null) {
      throw new IllegalStateException("no group set: an " + scheme + " URI names a group (RFC 5538 section 2.2)");
    }
    StringBuilder sb = new StringBuilder(48).append(scheme).append("://");
    if (userInfo != null) {
      sb.append(userInfo).append('@');
    }
    sb.append(host);
    if (port != null) {
      sb.append(':').append(port);
    } else if (impliedPort != null && impliedPort != ServerNames.defaultPort(scheme)) {
      sb.append(':').append(impliedPort);
    }
    sb.append('/').append(group);
    if (articleNumber != null) {
      sb.append('/').append(articleNumber);
    }
    if (fragment != null) {
      sb.append('#').append(fragment);
    }
    return NntpUri.from(Uri.parse(sb.toString(), NewsSchemeProvider.registry()));
  }
}
