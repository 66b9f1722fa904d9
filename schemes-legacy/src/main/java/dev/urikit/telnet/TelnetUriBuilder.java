package dev.urikit.telnet;

import dev.urikit.CharClass;
import dev.urikit.HierarchicalUri;
import dev.urikit.PercentEncoding;
import dev.urikit.UriBuilder;
import dev.urikit.UriReference;
import org.jspecify.annotations.Nullable;

/**
 * Builds a {@link TelnetUri} from decoded values, encoding user and password for their place exactly
 * once (RFC 4248 section 2, RFC 1738 section 3.1).
 *
 * <pre>{@code
 * TelnetUri.builder().user("guest").password("a:b").host("library.example").build().toString()
 * // "telnet://guest:a%3Ab@library.example/"
 * }</pre>
 *
 * <table>
 *   <caption>Encoding</caption>
 *   <tr><th>call</th><th>decoded</th><th>written</th></tr>
 *   <tr><td>{@code user}, {@code password}</td><td>{@code a:b@c/d}</td><td>{@code a%3Ab%40c%2Fd}</td></tr>
 *   <tr><td>{@code host}</td><td>{@code Bücher.example}</td><td>{@code xn--bcher-kva.example}</td></tr>
 * </table>
 *
 * <p>The final {@code "/"} is always written. Not thread-safe.
 */
public final class TelnetUriBuilder {

  /** What a user or password may hold unencoded: userinfo characters but ':' (RFC 1738 section 3.1). */
  private static final CharClass USER = CharClass.USERINFO.minus(CharClass.of(":"));

  private final UriBuilder uri;
  private boolean hasHost;
  private @Nullable String user;
  private @Nullable String password;

  TelnetUriBuilder() {
    this.uri = UriReference.builder().scheme("telnet").registry(TelnetScheme.registry());
  }

  TelnetUriBuilder(TelnetUri from) {
    HierarchicalUri source = from.toUri();
    this.uri = UriReference.builder().scheme("telnet").rawHost(source.host()).rawPort(source.port())
        .rawFragment(source.fragment()).registry(TelnetScheme.registry());
    this.hasHost = true;
    String userInfo = source.userInfo();
    if (userInfo != null) {
      int colon = userInfo.indexOf(':');
      this.user = colon < 0 ? userInfo : userInfo.substring(0, colon);
      this.password = colon < 0 ? null : userInfo.substring(colon + 1);
    }
  }

  /** Sets the user name, decoded, or removes user and password with null (RFC 4248 section 2). */
  public TelnetUriBuilder user(@Nullable String user) {
    this.user = user == null ? null : PercentEncoding.encode(user, USER);
    if (user == null) {
      this.password = null;
    }
    return this;
  }

  /** Sets the password, decoded, or removes it with null; a password needs a user (RFC 1738 section 3.1). */
  public TelnetUriBuilder password(@Nullable String password) {
    this.password = password == null ? null : PercentEncoding.encode(password, USER);
    return this;
  }

  /**
   * Sets the host, decoded: a DNS name (a Unicode one is written as its IDNA A-label), a dotted-quad IPv4
   * address, or an IPv6 address with or without brackets (RFC 1738 section 3.1).
   *
   * @throws IllegalArgumentException if RFC 3986 section 3.2.2 refuses it; the telnet host rules are
   *     checked by {@link #build()}
   */
  public TelnetUriBuilder host(String host) {
    uri.host(host);
    hasHost = true;
    return this;
  }

  /**
   * Sets the port.
   *
   * @throws IllegalArgumentException outside 0 to 65535
   */
  public TelnetUriBuilder port(int port) {
    uri.port(port);
    return this;
  }

  /** Removes the port, so that 23 applies. */
  public TelnetUriBuilder removePort() {
    uri.rawPort(null);
    return this;
  }

  /** Sets the fragment, decoded, or removes it with null (RFC 3986 section 3.5). */
  public TelnetUriBuilder fragment(@Nullable String fragment) {
    uri.fragment(fragment);
    return this;
  }

  /**
   * The URL.
   *
   * @throws IllegalStateException if no host is set, or a password is set without a user (RFC 1738 section 3.1)
   * @throws IllegalArgumentException if the telnet rules refuse the host
   */
  public TelnetUri build() {
    if (!hasHost) {
      throw new IllegalStateException("no host set: a telnet URL needs one (RFC 4248 section 2)");
    }
    if (password != null && user == null) {
      throw new IllegalStateException("a password is set without a user (RFC 1738 section 3.1)");
    }
    String userInfo = user == null || password == null ? user : user + ":" + password;
    return TelnetUri.from(uri.rawUserInfo(userInfo).rawPath("/").buildUri());
  }
}
