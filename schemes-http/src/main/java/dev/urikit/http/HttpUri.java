package dev.urikit.http;

import dev.urikit.AddressCategory;
import dev.urikit.HierarchicalUri;
import dev.urikit.HostAddress;
import dev.urikit.HostType;
import dev.urikit.PercentEncoding;
import dev.urikit.QueryParameters;
import dev.urikit.QueryStyle;
import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import dev.urikit.spi.Scheme;
import dev.urikit.spi.UriView;
import java.util.List;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * An {@code http}, {@code https}, {@code ws} or {@code wss} URI (RFC 9110 section 4.2, RFC 6455
 * section 3) read the way an HTTP client needs it: lower-case host, effective port, origin, request
 * target, decoded path segments and query parameters.
 *
 * <pre>{@code
 * HttpUri uri = HttpUri.parse("HTTPS://user@Example.COM:443/a%20b/c?q=1+1&x#top");
 * toUri().host()                          // "example.com"
 * toUri().port()                          // 443
 * toUri().origin()                        // "https://example.com"
 * toUri().requestTarget()                 // "/a%20b/c?q=1+1&x"
 * toUri().hostAddress()                   // null: a name, not an address
 * toUri().pathSegments()                  // ["a b", "c"]
 * toUri().queryParameters().first("q")    // "1 1"
 * toUri().withoutUserInfo().toString()    // "HTTPS://Example.COM:443/a%20b/c?q=1+1&x#top"
 * toUri().redact().toString()             // "HTTPS://Example.COM:443/a%20b/c?q=***&***#***"
 * }</pre>
 *
 * <p>Obtained from {@link #parse(String)}, {@link #from(Uri)}, {@code toUri().view(HttpUri.class)} or
 * {@link #builder()}. Immutable and thread-safe; {@code equals} and {@code hashCode} follow the
 * equivalence of RFC 9110 section 4.2.3, like {@link Uri}'s.
 */
public final class HttpUri extends UriView<HierarchicalUri, HttpUri> {

  private final HttpScheme scheme;

  private HttpUri(HierarchicalUri uri, HttpScheme scheme) {
    super(uri);
    this.scheme = scheme;
  }

  @Override
  protected HttpUri rewrap(Uri normalized) {
    return wrap((HierarchicalUri) normalized, scheme);
  }

  static HttpUri wrap(HierarchicalUri uri, HttpScheme scheme) {
    return new HttpUri(uri, scheme);
  }

  /**
   * Parses an http, https, ws or wss URI; user information is accepted.
   *
   * @throws UriSyntaxException if {@code text} is not a URI, or the http rules refuse it
   * @throws IllegalArgumentException if the URI has another scheme
   */
  public static HttpUri parse(String text) {
    return from(Uri.parse(text, HttpSchemes.standardRegistry()));
  }

  /**
   * Parses like {@link #parse(String)} but refuses user information (RFC 9110 section 4.2.4), as
   * {@link HttpSchemes#strict()} does: for URIs from untrusted sources.
   */
  public static HttpUri parseStrict(String text) {
    return from(Uri.parse(text, HttpSchemes.strictRegistry()));
  }

  /** Like {@link #parse(String)}, but null where that throws. */
  public static @Nullable HttpUri parseOrNull(String text) {
    Uri uri = Uri.parseOrNull(text, HttpSchemes.standardRegistry());
    return uri != null && uri.registeredScheme() instanceof HttpScheme http ? wrap((HierarchicalUri) uri, http) : null;
  }

  /**
   * The view of {@code uri}. A URI validated by an http scheme is wrapped as it is; one parsed
   * without the http rules (with {@link SchemeRegistry#empty()}, say) is checked by them first.
   *
   * @throws UriSyntaxException if the http rules refuse it
   * @throws IllegalArgumentException if its scheme is not http, https, ws or wss
   */
  public static HttpUri from(Uri uri) {
    Scheme registered = uri.registeredScheme();
    if (registered instanceof HttpScheme http) {
      return wrap((HierarchicalUri) uri, http);
    }
    String name = uri.scheme().toLowerCase(Locale.ROOT);
    for (HttpScheme.Kind kind : HttpScheme.Kind.values()) {
      if (kind.schemeName.equals(name)) {
        return parse(uri.toString());
      }
    }
    throw new IllegalArgumentException("not an http, https, ws or wss URI (scheme \"" + uri.scheme() + "\")");
  }

  /** A builder for a new URI. */
  public static HttpUriBuilder builder() {
    return new HttpUriBuilder(HttpSchemes.standardRegistry());
  }

  /** A builder holding this URI's components as written (the scheme in lower case), for an edited copy. */
  public HttpUriBuilder toBuilder() {
    return new HttpUriBuilder(this, HttpSchemes.registryFor(scheme));
  }

  /** The scheme in lower case: {@code "http"}, {@code "https"}, {@code "ws"} or {@code "wss"}. */
  public String scheme() {
    return scheme.name();
  }

  /** Whether the scheme is {@code https} or {@code wss} (RFC 6455 calls this the secure flag). */
  public boolean isSecure() {
    return scheme.kind().isSecure();
  }

  /**
   * The host in lower case, percent-decoded: {@code "example.com"}, {@code "192.0.2.1"}, or an IPv6
   * literal with its brackets, {@code "[2001:db8::1]"}.
   */
  public String host() {
    String raw = toUri().host();
    if (raw == null) {
      throw new AssertionError("an http URI always has a host");
    }
    String host = toUri().hostType() == HostType.REG_NAME ? PercentEncoding.decode(raw) : raw;
    return host.toLowerCase(Locale.ROOT);
  }

  /**
   * The host for display: {@link #host()} with each IDNA A-label ({@code xn--...}) turned back into
   * Unicode, {@code "bücher.example"} for {@code xn--bcher-kva.example}, by the installed
   * {@link dev.urikit.spi.IdnaMapping} (the JDK's {@link java.net.IDN}, IDNA 2003, unless a module
   * provides another); a label that does not convert is kept. Never use it to compare or to connect:
   * {@link #host()} is the host.
   */
  public String unicodeHost() {
    return scheme.hostRules().toUnicode(host());
  }

  /**
   * The IP address the host names literally, with its {@link AddressCategory}, for allow-lists decided
   * without DNS; null for a registered name, which is never resolved here. An IPv4-mapped literal gives
   * its IPv4 address, as a client connects to it: {@code http://[::ffff:127.0.0.1]/} gives
   * {@code 127.0.0.1}, {@code LOOPBACK}, {@link HostAddress#isIpv4Mapped()} true.
   */
  public @Nullable HostAddress hostAddress() {
    return toUri().hostAddress();
  }

  /** Which form the host takes: a registered name, an IPv4 or an IPv6 address. */
  public HostType hostType() {
    HostType type = toUri().hostType();
    if (type == null) {
      throw new AssertionError("an http URI always has a host");
    }
    return type;
  }

  /** The port the URI names, or the scheme's default (80 or 443) when it names none or an empty one. */
  public int port() {
    Integer port = toUri().portNumber();
    return port != null ? port : defaultPort();
  }

  /** The scheme's default port: 80 for http and ws, 443 for https and wss. */
  public int defaultPort() {
    return scheme.kind().defaultPort;
  }

  /** The user information as written, or null. Deprecated by RFC 9110 section 4.2.4: see {@link #withoutUserInfo()}. */
  public @Nullable String userInfo() {
    return toUri().userInfo();
  }

  /** The user information decoded as UTF-8, or null. */
  public @Nullable String decodedUserInfo() {
    return toUri().decodedUserInfo();
  }

  /** The path as written; {@code ""} when empty (which means {@code "/"}). */
  public String path() {
    return toUri().path();
  }

  /**
   * The path's segments, decoded: {@code "/a%2Fb/c"} gives {@code ["a/b", "c"]}. An empty path reads as
   * {@code "/"}, so {@code http://h} and {@code http://h/} both give {@code [""]}.
   */
  public List<String> pathSegments() {
    return toUri().path().isEmpty() ? List.of("") : toUri().pathSegments();
  }

  /** The query as written, without {@code "?"}; null when there is none. */
  public @Nullable String query() {
    return toUri().query();
  }

  /**
   * The query parameters read as {@code application/x-www-form-urlencoded} ({@link QueryStyle#FORM}:
   * {@code "+"} is a space), as {@link Uri#queryParameters()} reads every URI's query.
   */
  public QueryParameters queryParameters() {
    return toUri().queryParameters();
  }

  /** The query parameters read in {@code style} ({@link Uri#queryParameters(QueryStyle)}). */
  public QueryParameters queryParameters(QueryStyle style) {
    return toUri().queryParameters(style);
  }

  /**
   * The decoded value of the first parameter named {@code name}, or null ({@link Uri#queryParameter}):
   * {@code https://h/?q=uri+kit} gives {@code "uri kit"}.
   */
  public @Nullable String queryParameter(String name) {
    return toUri().queryParameter(name);
  }

  /** The decoded values of every parameter named {@code name}, in order ({@link Uri#queryParameterValues}). */
  public List<@Nullable String> queryParameterValues(String name) {
    return toUri().queryParameterValues(name);
  }

  /** The distinct decoded names of the parameters in order of first appearance ({@link Uri#queryParameterNames}). */
  public List<String> queryParameterNames() {
    return toUri().queryParameterNames();
  }

  /** The fragment as written, or null; always null for ws and wss. */
  public @Nullable String fragment() {
    return toUri().fragment();
  }

  /**
   * The ASCII serialization of this URI's origin (RFC 6454 sections 4 and 6.2): scheme, {@code "://"},
   * host and, unless it is the default, {@code ":"} and the port in decimal.
   * {@code HTTP://Example.COM:8080/x} gives {@code "http://example.com:8080"}.
   */
  public String origin() {
    int port = port();
    String base = scheme() + "://" + host();
    return port == defaultPort() ? base : base + ":" + port;
  }

  /**
   * The origin-form request target of RFC 9110 section 7.1 (RFC 9112 section 3.2.1) that a client
   * sends: the path with its dot-segments removed (RFC 3986 section 5.2.4, {@code %2E} counted as a dot,
   * as {@link #equals(Object)} counts it), or {@code "/"} when it is empty, then {@code "?"} and the
   * query as written when there is one. So what is sent is what is compared: {@code /secret/%2e%2e/public/x}
   * sends {@code /public/x}, and an allow-list decided with {@code equals} holds for the request.
   * For ws and wss it is the resource name of RFC 6455 section 3, which drops an empty query's
   * {@code "?"}: {@code http://h?} gives {@code "/?"}, {@code ws://h?} gives {@code "/"}.
   * {@link #requestTargetAsWritten()} keeps the path as written.
   */
  public String requestTarget() {
    return target(toUri().pathWithoutDotSegments());
  }

  /**
   * Like {@link #requestTarget()}, with the path exactly as written, dot-segments included:
   * {@code http://h/a/%2e%2e/b} gives {@code "/a/%2e%2e/b"}, which a server may read otherwise than
   * this URI's equality does.
   */
  public String requestTargetAsWritten() {
    return target(toUri().path());
  }

  private String target(String path) {
    String query = toUri().query();
    String target = path.isEmpty() ? "/" : path;
    if (query == null || (query.isEmpty() && scheme.kind().isWebSocket())) {
      return target;
    }
    return target + "?" + query;
  }

  /** This URI without its user information (and {@code "@"}); the rest stays as written. */
  public HttpUri withoutUserInfo() {
    String userInfo = toUri().userInfo();
    if (userInfo == null) {
      return this;
    }
    String text = toUri().toString();
    int authorityStart = text.indexOf(':') + 3;
    return reparse(text.substring(0, authorityStart) + text.substring(authorityStart + userInfo.length() + 1));
  }

  /**
   * A copy fit for logs: user information removed, every query value replaced by {@code "***"} (names
   * kept), every non-empty query piece without {@code "="} replaced by {@code "***"} too (a bare
   * {@code ?s3cret} is often a key), and a non-empty fragment replaced by {@code "***"}, since OAuth
   * carries tokens there (RFC 6749 section 4.2.2). {@code http://u:p@h/?token=s3cret&x} gives
   * {@code http://h/?token=***&***}.
   */
  public HttpUri redact() {
    HttpUri base = withoutUserInfo();
    String text = base.toUri().toString();
    String query = base.toUri().query();
    String fragment = base.toUri().fragment();
    if (query == null && (fragment == null || fragment.isEmpty())) {
      return base;
    }
    int end = text.length();
    if (fragment != null) {
      end -= fragment.length() + 1;
    }
    if (query != null) {
      end -= query.length() + 1;
    }
    StringBuilder sb = new StringBuilder(text.length()).append(text, 0, end);
    if (query != null) {
      sb.append('?');
      int start = 0;
      while (true) {
        int amp = query.indexOf('&', start);
        int pieceEnd = amp < 0 ? query.length() : amp;
        int eq = indexOf(query, '=', start, pieceEnd);
        if (eq >= 0) {
          sb.append(query, start, eq + 1).append("***");
        } else if (pieceEnd > start) {
          sb.append("***");
        }
        if (amp < 0) {
          break;
        }
        sb.append('&');
        start = amp + 1;
      }
    }
    if (fragment != null) {
      sb.append('#').append(fragment.isEmpty() ? "" : "***");
    }
    return base.reparse(sb.toString());
  }

  /** The first index of {@code c} in {@code s[from, to)}, or -1: bounded, so that redacting stays linear. */
  private static int indexOf(String s, char c, int from, int to) {
    for (int i = from; i < to; i++) {
      if (s.charAt(i) == c) {
        return i;
      }
    }
    return -1;
  }

  private HttpUri reparse(String text) {
    return from(Uri.parse(text, HttpSchemes.registryFor(scheme)));
  }
}
