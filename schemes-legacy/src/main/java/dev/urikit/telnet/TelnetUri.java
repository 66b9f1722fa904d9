package dev.urikit.telnet;

import dev.urikit.HierarchicalUri;
import dev.urikit.HostType;
import dev.urikit.PercentEncoding;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import dev.urikit.spi.UriView;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * A {@code telnet} URL (RFC 4248, RFC 1738 section 3.8): the interactive service to connect to, with
 * the user and password it suggests.
 *
 * <pre>{@code
 * TelnetUri uri = TelnetUri.parse("telnet://anna:s%40cret@Library.Example:2323/");
 * uri.user()       // "anna"
 * uri.password()   // "s@cret"
 * uri.host()       // "library.example"
 * uri.port()       // 2323
 * uri.redact().toString()   // "telnet://anna@Library.Example:2323/"
 * }</pre>
 *
 * <p>RFC 4248 section 2: the user and password "are advisory only": a client merely shows them. Obtained
 * from {@link #parse(String)}, {@link #from(Uri)}, {@code uri.view(TelnetUri.class)} or {@link #builder()}.
 * Immutable and thread-safe; {@code equals} and {@code hashCode} follow the URI's equivalence
 * ({@link TelnetScheme}).
 */
public final class TelnetUri extends UriView<HierarchicalUri, TelnetUri> {

  private TelnetUri(HierarchicalUri uri) {
    super(uri);
  }

  @Override
  protected TelnetUri rewrap(Uri normalized) {
    return wrap((HierarchicalUri) normalized);
  }

  static TelnetUri wrap(HierarchicalUri uri) {
    return new TelnetUri(uri);
  }

  /**
   * Parses a telnet URL.
   *
   * @throws UriSyntaxException if {@code text} is not a URI, or the telnet rules refuse it
   * @throws IllegalArgumentException if the URI has another scheme
   */
  public static TelnetUri parse(String text) {
    return from(Uri.parse(text, TelnetScheme.registry()));
  }

  /** Like {@link #parse(String)}, but null where that throws. */
  public static @Nullable TelnetUri parseOrNull(String text) {
    Uri uri = Uri.parseOrNull(text, TelnetScheme.registry());
    return uri != null && uri.registeredScheme() instanceof TelnetScheme ? wrap((HierarchicalUri) uri) : null;
  }

  /**
   * The view of {@code uri}; a telnet URI parsed without {@link TelnetScheme} is checked by its rules first.
   *
   * @throws UriSyntaxException if the telnet rules refuse it
   * @throws IllegalArgumentException if its scheme is not telnet
   */
  public static TelnetUri from(Uri uri) {
    if (uri.registeredScheme() instanceof TelnetScheme) {
      return wrap((HierarchicalUri) uri);
    }
    if (!uri.scheme().equalsIgnoreCase("telnet")) {
      throw new IllegalArgumentException("not a telnet URL (scheme \"" + uri.scheme() + "\")");
    }
    return parse(uri.toString());
  }

  /** A builder for a new telnet URL. */
  public static TelnetUriBuilder builder() {
    return new TelnetUriBuilder();
  }

  /** A builder holding this URL's components as written, for an edited copy. */
  public TelnetUriBuilder toBuilder() {
    return new TelnetUriBuilder(this);
  }

  /** The user name, decoded; null when the URL names none, {@code ""} for {@code telnet://@h/} (RFC 1738 section 3.1). */
  public @Nullable String user() {
    String userInfo = toUri().userInfo();
    if (userInfo == null) {
      return null;
    }
    int colon = userInfo.indexOf(':');
    return PercentEncoding.decode(colon < 0 ? userInfo : userInfo.substring(0, colon));
  }

  /** The password, decoded; null when the URL has none, {@code ""} for {@code telnet://u:@h/} (RFC 1738 section 3.1). */
  public @Nullable String password() {
    String userInfo = toUri().userInfo();
    int colon = userInfo == null ? -1 : userInfo.indexOf(':');
    return colon < 0 ? null : PercentEncoding.decode(userInfo.substring(colon + 1));
  }

  /**
   * The host in lower case, percent-decoded: {@code "library.example"}, {@code "192.0.2.1"}, or an IPv6 literal with
   * its brackets, {@code "[2001:db8::1]"}. {@code telnet://Ex%61mple.COM/} gives {@code "example.com"}.
   */
  public String host() {
    String raw = toUri().host();
    if (raw == null) {
      throw new AssertionError("a telnet URL always has a host");
    }
    String host = toUri().hostType() == HostType.REG_NAME ? PercentEncoding.decode(raw) : raw;
    return host.toLowerCase(Locale.ROOT);
  }

  /**
   * The host for display: {@link #host()} with each IDNA A-label turned back into Unicode by the host
   * facility ({@link dev.urikit.spi.HostRules#toUnicode(String)}): {@code "bücher.example"} for
   * {@code xn--bcher-kva.example}. Never use it to compare or to connect: {@link #host()} is the host.
   */
  public String unicodeHost() {
    return TelnetScheme.HOSTS.toUnicode(host());
  }

  /** Which form the host takes: a registered name, an IPv4 or an IPv6 address. */
  public HostType hostType() {
    HostType type = toUri().hostType();
    if (type == null) {
      throw new AssertionError("a telnet URL always has a host");
    }
    return type;
  }

  /** The port the URL names, or 23 when it names none or an empty one (RFC 4248 section 2). */
  public int port() {
    Integer port = toUri().portNumber();
    return port != null ? port : TelnetScheme.DEFAULT_PORT;
  }

  /**
   * A copy fit for logs: the password and its {@code ':'} removed, the user kept, everything else as
   * written. {@code telnet://anna:secret@h/} gives {@code telnet://anna@h/}; a URL without a password is
   * returned as it is.
   */
  public TelnetUri redact() {
    String userInfo = toUri().userInfo();
    int colon = userInfo == null ? -1 : userInfo.indexOf(':');
    if (colon < 0) {
      return this;
    }
    String s = toString();
    int authorityStart = toUri().scheme().length() + 3;
    return from(Uri.parse(s.substring(0, authorityStart + colon) + s.substring(authorityStart + userInfo.length()),
        TelnetScheme.registry()));
  }
}
