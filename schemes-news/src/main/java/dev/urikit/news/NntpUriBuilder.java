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
 * <p>In a group, {@code '/'}, {@code '?'} and {@code '@'} are percent-encoded. Not thread-safe.
 */
public final class NntpUriBuilder {

  /** What a group may hold unencoded: a path segment's characters less {@code '@'}. */
  private static final CharClass GROUP = CharClass.PCHAR.minus(CharClass.of("@"));

  /** The largest article number of 16 digits (RFC 3977 section 9.8). */
  private static final long MAX_ARTICLE_NUMBER = 9_999_999_999_999_999L;

  private String scheme = "nntp";
  private @Nullable String userInfo;
  private @Nullable String host;
  private @Nullable String port;
  private @Nullable String group;
  private @Nullable String articleNumber;
  private @Nullable String fragment;

  NntpUriBuilder() {}

  NntpUriBuilder(NntpUri uri) {
    HierarchicalUri source = (HierarchicalUri) uri.toUri();
    this.scheme = uri.scheme();
    this.userInfo = source.userInfo();
    this.host = source.host();
    this.port = source.port();
    this.group = uri.rawGroup();
    Long number = uri.articleNumber();
    this.articleNumber = number == null ? null : number.toString();
    this.fragment = uri.fragment();
  }

  /**
   * Sets the scheme: {@code "nntp"} or {@code "nntps"}, in any case.
   *
   * @throws IllegalArgumentException for another scheme
   */
  public NntpUriBuilder scheme(String scheme) {
    String lower = scheme.toLowerCase(Locale.ROOT);
    if (!lower.equals("nntp") && !lower.equals("nntps")) {
      throw new IllegalArgumentException("not an nntp or nntps scheme: \"" + scheme + "\"");
    }
    this.scheme = lower;
    return this;
  }

  /**
   * Sets the user information, decoded, or removes it with null: {@code "ann"} gives
   * {@code nntp://ann@host/...}. Characters outside RFC 3986's userinfo are percent-encoded; a {@code ":"}
   * starts a password, a deprecated form that parsing accepts with a warning (RFC 3986 section 3.2.1).
   */
  public NntpUriBuilder userInfo(@Nullable String userInfo) {
    this.userInfo = userInfo == null ? null : UriComponent.USER_INFO.encode(userInfo);
    return this;
  }

  /**
   * Sets the host, decoded: a DNS name (Unicode ones as IDNA A-labels), an IPv4 address, or an IPv6
   * address with or without brackets.
   *
   * @throws IllegalArgumentException for an empty host
   */
  public NntpUriBuilder host(String host) {
    this.host = ServerNames.raw(host);
    return this;
  }

  /**
   * Sets the port.
   *
   * @throws IllegalArgumentException outside 0 to 65535
   */
  public NntpUriBuilder port(int port) {
    this.port = ServerNames.port(port);
    return this;
  }

  /** Removes the port, so that the scheme's default (119 or 563) applies. */
  public NntpUriBuilder removePort() {
    this.port = null;
    return this;
  }

  /**
   * Sets the group, decoded.
   *
   * @throws IllegalArgumentException if it is empty, {@code "."} or {@code ".."}, or holds {@code '!'},
   *     {@code '*'} or {@code ','} (RFC 3977 section 4.1; an nntp URI names one group)
   */
  public NntpUriBuilder group(String group) {
    if (group.isEmpty() || group.equals(".") || group.equals("..")) {
      throw new IllegalArgumentException("not a newsgroup name: \"" + group + "\" (RFC 5538 section 2.2)");
    }
    for (int i = 0; i < group.length(); i++) {
      char c = group.charAt(i);
      if (c == '!' || c == '*' || c == ',') {
        throw new IllegalArgumentException("a newsgroup name holds no '!', '*' or ',' (RFC 3977 section 4.1)");
      }
    }
    this.group = PercentEncoding.encode(group, GROUP);
    return this;
  }

  /**
   * Sets the article number.
   *
   * @throws IllegalArgumentException if it is negative or longer than 16 digits (RFC 3977 section 9.8)
   */
  public NntpUriBuilder articleNumber(long articleNumber) {
    if (articleNumber < 0 || articleNumber > MAX_ARTICLE_NUMBER) {
      throw new IllegalArgumentException("an article number is 1 to 16 digits (RFC 3977 section 9.8): " + articleNumber);
    }
    this.articleNumber = Long.toString(articleNumber);
    return this;
  }

  /** Removes the article number: the URI names the group. */
  public NntpUriBuilder removeArticleNumber() {
    this.articleNumber = null;
    return this;
  }

  /** Sets the fragment, decoded, or removes it with null. */
  public NntpUriBuilder fragment(@Nullable String fragment) {
    this.fragment = fragment == null ? null : UriComponent.FRAGMENT.encode(fragment);
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
