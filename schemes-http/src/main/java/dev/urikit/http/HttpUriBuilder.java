package dev.urikit.http;

import dev.urikit.HierarchicalUri;
import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriComponent;
import dev.urikit.UriSyntaxException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * Builds an {@link HttpUri} from decoded values, encoding each for its component (RFC 3986 section
 * 2.1) exactly once.
 *
 * <pre>{@code
 * HttpUri.builder()
 *     .scheme("https").host("example.com").port(8443)
 *     .addPathSegment("a/b").addPathSegment("c d")
 *     .addQueryParameter("q", "1+1 = 2").addQueryParameter("flag", null)
 *     .build()
 *     .toString()
 * // "https://example.com:8443/a%2Fb/c%20d?q=1%2B1%20%3D%202&flag"
 * }</pre>
 *
 * <table>
 *   <caption>Encoding</caption>
 *   <tr><th>call</th><th>decoded</th><th>written</th></tr>
 *   <tr><td>{@code addPathSegment}</td><td>{@code a/b?}</td><td>{@code a%2Fb%3F}</td></tr>
 *   <tr><td>{@code addQueryParameter}</td><td>{@code a+b c&d=e}</td><td>{@code a%2Bb%20c%26d%3De}</td></tr>
 *   <tr><td>{@code fragment}</td><td>{@code a b#c}</td><td>{@code a%20b%23c}</td></tr>
 *   <tr><td>{@code host}</td><td>{@code Bücher.example}</td><td>{@code xn--bcher-kva.example} (IDNA, {@link dev.urikit.spi.IdnaMapping})</td></tr>
 * </table>
 *
 * <p>A space in a query name or value is written {@code %20}, never {@code "+"}: {@code %20} reads as
 * a space in both {@link QueryStyle}s, while {@code "+"} is a space only in FORM. Components taken
 * from an existing URI by {@link HttpUri#toBuilder()} stay as written. Not thread-safe.
 */
public final class HttpUriBuilder {

  private final SchemeRegistry registry;
  private @Nullable String scheme;
  private @Nullable String userInfo;
  private @Nullable String host;
  private @Nullable String port;
  private final List<String> segments = new ArrayList<>();
  private @Nullable List<String> queryPieces;
  private @Nullable String fragment;

  HttpUriBuilder(SchemeRegistry registry) {
    this.registry = registry;
  }

  HttpUriBuilder(HttpUri uri, SchemeRegistry registry) {
    this.registry = registry;
    HierarchicalUri source = (HierarchicalUri) uri.toUri();
    this.scheme = source.scheme(); // as written, like every other component
    this.userInfo = source.userInfo();
    this.host = source.host();
    this.port = source.port();
    String path = uri.path();
    if (!path.isEmpty()) {
      int start = 1;
      while (true) {
        int slash = path.indexOf('/', start);
        if (slash < 0) {
          segments.add(path.substring(start));
          break;
        }
        segments.add(path.substring(start, slash));
        start = slash + 1;
      }
    }
    String query = uri.query();
    if (query != null) {
      queryPieces = new ArrayList<>(List.of(query.split("&", -1)));
    }
    this.fragment = uri.fragment();
  }

  /**
   * Sets the scheme: {@code "http"}, {@code "https"}, {@code "ws"} or {@code "wss"}, in any case.
   *
   * @throws IllegalArgumentException for another scheme
   */
  public HttpUriBuilder scheme(String scheme) {
    String lower = scheme.toLowerCase(Locale.ROOT);
    for (HttpScheme.Kind kind : HttpScheme.Kind.values()) {
      if (kind.schemeName.equals(lower)) {
        this.scheme = lower;
        return this;
      }
    }
    throw new IllegalArgumentException("not an http, https, ws or wss scheme: \"" + scheme + "\"");
  }

  /**
   * Sets the host, decoded: a DNS name (a Unicode one is converted to its IDNA A-label), a dotted-quad
   * IPv4 address or an IPv6 address with or without brackets.
   *
   * @throws IllegalArgumentException if the http rules refuse the host
   */
  public HttpUriBuilder host(String host) {
    this.host = HttpScheme.HOSTS.encodeHost(host);
    return this;
  }

  /**
   * Sets the port.
   *
   * @throws IllegalArgumentException outside 0 to 65535
   */
  public HttpUriBuilder port(int port) {
    if (port < 0 || port > 65535) {
      throw new IllegalArgumentException("port out of range 0..65535: " + port);
    }
    this.port = Integer.toString(port);
    return this;
  }

  /** Removes the port, so that the scheme's default applies. */
  public HttpUriBuilder removePort() {
    this.port = null;
    return this;
  }

  /** Sets the user information, decoded, or removes it with null. RFC 9110 section 4.2.4 deprecates it. */
  public HttpUriBuilder userInfo(@Nullable String userInfo) {
    this.userInfo = userInfo == null ? null : UriComponent.USER_INFO.encode(userInfo);
    return this;
  }

  /**
   * Appends one decoded path segment; {@code "/"} in it is encoded as {@code %2F}. When the path ends
   * with {@code "/"}, the segment takes the place of that empty last segment.
   *
   * @throws IllegalArgumentException for {@code "."} or {@code ".."}, which would not stay one segment
   *     (RFC 3986 section 5.2.4 removes them, encoded or not)
   */
  public HttpUriBuilder addPathSegment(String segment) {
    if (segment.equals(".") || segment.equals("..")) {
      throw new IllegalArgumentException("\"" + segment + "\" is a dot-segment (RFC 3986 section 3.3)");
    }
    String encoded = UriComponent.PATH_SEGMENT.encode(segment);
    if (!segments.isEmpty() && segments.get(segments.size() - 1).isEmpty()) {
      segments.set(segments.size() - 1, encoded);
    } else {
      segments.add(encoded);
    }
    return this;
  }

  /** Ends the path with {@code "/"}. */
  public HttpUriBuilder addTrailingSlash() {
    segments.add("");
    return this;
  }

  /** Empties the path. */
  public HttpUriBuilder clearPath() {
    segments.clear();
    return this;
  }

  /** Appends a decoded parameter; a null value writes the name without {@code "="}. */
  public HttpUriBuilder addQueryParameter(String name, @Nullable String value) {
    String encoded = UriComponent.QUERY_PARAMETER.encode(name);
    if (value != null) {
      encoded += "=" + UriComponent.QUERY_PARAMETER.encode(value);
    }
    List<String> pieces = queryPieces;
    if (pieces == null || (pieces.size() == 1 && pieces.get(0).isEmpty())) {
      pieces = new ArrayList<>();
      queryPieces = pieces;
    }
    pieces.add(encoded);
    return this;
  }

  /** Removes every parameter named {@code name} (names read as {@link QueryStyle#FORM}), then appends one. */
  public HttpUriBuilder setQueryParameter(String name, @Nullable String value) {
    return removeQueryParameter(name).addQueryParameter(name, value);
  }

  /** Removes every parameter named {@code name}, names read as {@link QueryStyle#FORM}. */
  public HttpUriBuilder removeQueryParameter(String name) {
    List<String> pieces = queryPieces;
    if (pieces != null) {
      pieces.removeIf(piece -> {
        int eq = piece.indexOf('=');
        return QueryParameters.decode(piece, 0, eq < 0 ? piece.length() : eq, QueryStyle.FORM).equals(name);
      });
    }
    return this;
  }

  /** Removes the query, {@code "?"} included. */
  public HttpUriBuilder clearQuery() {
    queryPieces = null;
    return this;
  }

  /** Sets the fragment, decoded, or removes it with null. ws and wss URIs refuse one at {@link #build()}. */
  public HttpUriBuilder fragment(@Nullable String fragment) {
    this.fragment = fragment == null ? null : UriComponent.FRAGMENT.encode(fragment);
    return this;
  }

  /**
   * The URI.
   *
   * @throws IllegalStateException if the scheme or the host is missing (RFC 9110 section 4.2.1)
   * @throws UriSyntaxException if the http rules refuse the result (a fragment on ws, user
   *     information from a strict URI)
   */
  public HttpUri build() {
    if (scheme == null) {
      throw new IllegalStateException("no scheme set (RFC 3986 section 3.1)");
    }
    if (host == null) {
      throw new IllegalStateException("no host set: an " + scheme + " URI needs one (RFC 9110 section 4.2.1)");
    }
    StringBuilder sb = new StringBuilder(64).append(scheme).append("://");
    if (userInfo != null) {
      sb.append(userInfo).append('@');
    }
    sb.append(host);
    if (port != null) {
      sb.append(':').append(port);
    }
    for (String segment : segments) {
      sb.append('/').append(segment);
    }
    if (queryPieces != null) {
      sb.append('?').append(String.join("&", queryPieces));
    }
    if (fragment != null) {
      sb.append('#').append(fragment);
    }
    return HttpUri.from(Uri.parse(sb.toString(), registry));
  }
}
