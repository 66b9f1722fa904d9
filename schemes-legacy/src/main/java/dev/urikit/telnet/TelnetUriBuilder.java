package dev.urikit.telnet;

import dev.urikit.CharClass;
import dev.urikit.HierarchicalUri;
import dev.urikit.legacy.internal.BuilderText;
import dev.urikit.legacy.internal.CommonParts;
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
 * <p>The final {@code "/"} is written, unless the URL being edited has none. The host is written by the
 * telnet host facility ({@link dev.urikit.spi.HostRules#encodeHost(String)}). An unpaired surrogate in any
 * text is refused (IllegalArgumentException), as it has no UTF-8 form (RFC 3629 section 3); so is a user or
 * password holding a control character, by {@link #build()} (RFC 3986 section 7.3).
 *
 * <p>Writing back what was read changes nothing: components taken from an existing URL by
 * {@link TelnetUri#toBuilder()} stay as written while each is set to what the view reads from it.
 *
 * <table>
 *   <caption>Write-backs to {@code TELNET://a%3Ab:%41@Ex%61mple.COM:023}, and to {@code telnet://h:}</caption>
 *   <tr><th>call</th><th>keeps</th></tr>
 *   <tr><td>{@code user("a:b")}, {@code password("A")}</td><td>{@code a%3Ab}, {@code %41}</td></tr>
 *   <tr><td>{@code host("example.com")}</td><td>{@code Ex%61mple.COM}</td></tr>
 *   <tr><td>{@code port(23)}</td><td>{@code 023}; the empty port of {@code h:}, which names 23</td></tr>
 *   <tr><td>{@code removePort()}</td><td>the empty port of {@code h:}</td></tr>
 * </table>
 *
 * <p>Not thread-safe.
 */
public final class TelnetUriBuilder {

  /** What a user or password may hold unencoded: userinfo characters but ':' (RFC 1738 section 3.1). */
  private static final CharClass USER = CharClass.USERINFO.minus(CharClass.of(":"));

  private final CommonParts common;
  /** {@code "/"}, or the path of the URL being edited ({@code ""} when it has no final {@code "/"}). */
  private final String path;
  private @Nullable String user;
  private @Nullable String password;

  TelnetUriBuilder() {
    this.common = new CommonParts("telnet", TelnetScheme.HOSTS, TelnetScheme.DEFAULT_PORT);
    this.path = "/";
  }

  TelnetUriBuilder(TelnetUri from) {
    HierarchicalUri source = from.toUri();
    this.common = new CommonParts(source, from.host(), TelnetScheme.HOSTS, TelnetScheme.DEFAULT_PORT);
    this.path = source.path();
    String userInfo = source.userInfo();
    if (userInfo != null) {
      int colon = userInfo.indexOf(':');
      this.user = colon < 0 ? userInfo : userInfo.substring(0, colon);
      this.password = colon < 0 ? null : userInfo.substring(colon + 1);
    }
  }

  /**
   * Sets the user name, decoded, or removes user and password with null (RFC 4248 section 2).
   *
   * @throws IllegalArgumentException for an unpaired surrogate
   */
  public TelnetUriBuilder user(@Nullable String user) {
    if (user == null) {
      this.user = null;
      this.password = null;
    } else {
      this.user = BuilderText.keepOrEncode(this.user, user, USER, "user");
    }
    return this;
  }

  /**
   * Sets the password, decoded, or removes it with null; a password needs a user (RFC 1738 section 3.1).
   *
   * @throws IllegalArgumentException for an unpaired surrogate
   */
  public TelnetUriBuilder password(@Nullable String password) {
    this.password = password == null ? null : BuilderText.keepOrEncode(this.password, password, USER, "password");
    return this;
  }

  /**
   * Sets the host, decoded: a DNS name (a Unicode one is written as its IDNA A-label), a dotted-quad IPv4
   * address, or an IPv6 address with or without brackets (RFC 1738 section 3.1). The host of the URL
   * being edited, as {@link TelnetUri#host()} reads it, stays as written.
   *
   * @throws IllegalArgumentException if the telnet host rules refuse it, or it holds an unpaired surrogate
   */
  public TelnetUriBuilder host(String host) {
    common.host(host);
    return this;
  }

  /**
   * Sets the port. A port of this value stays as written ({@code 023} for 23), and so does the absent or
   * empty port of the URL being edited when {@code port} is 23, which {@link TelnetUri#port()} reads.
   *
   * @throws IllegalArgumentException outside 0 to 65535
   */
  public TelnetUriBuilder port(int port) {
    common.port(port);
    return this;
  }

  /** Removes the port, so that 23 applies; an empty port ({@code telnet://h:/}), which names none, stays. */
  public TelnetUriBuilder removePort() {
    common.removePort();
    return this;
  }

  /**
   * Sets the fragment, decoded, or removes it with null (RFC 3986 section 3.5).
   *
   * @throws IllegalArgumentException for an unpaired surrogate
   */
  public TelnetUriBuilder fragment(@Nullable String fragment) {
    common.fragment(fragment);
    return this;
  }

  /**
   * The URL.
   *
   * @throws IllegalStateException if no host is set, or a password is set without a user (RFC 1738 section 3.1)
   * @throws IllegalArgumentException if the telnet rules refuse the result: a user or password holding a
   *     control character ({@code telnet.userinfo.control}, RFC 3986 section 7.3)
   */
  public TelnetUri build() {
    if (!common.hasHost()) {
      throw new IllegalStateException("no host set: a telnet URL needs one (RFC 4248 section 2)");
    }
    if (password != null && user == null) {
      throw new IllegalStateException("a password is set without a user (RFC 1738 section 3.1)");
    }
    String userInfo = user == null || password == null ? user : user + ":" + password;
    return TelnetUri.from(common.toUriBuilder(TelnetScheme.registry()).rawUserInfo(userInfo).rawPath(path).buildUri());
  }
}
