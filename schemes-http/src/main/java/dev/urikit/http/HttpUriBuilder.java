package dev.urikit.http;

import dev.urikit.HierarchicalUri;
import dev.urikit.PercentEncoding;
import dev.urikit.QueryParameters;
import dev.urikit.QueryStyle;
import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriComponent;
import dev.urikit.UriSyntaxException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
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
 *
 * <p>Writing back what was read changes nothing: a setter given what the accessor of its form reads
 * from the URI being edited keeps the component as written, where encoding afresh would change the URI
 * ({@code a%3Ab} as user information is one user, {@code a:b} a user and a password):
 *
 * <table>
 *   <caption>Setters, the accessors that read what they take, and a write-back</caption>
 *   <tr><th>setter</th><th>accessor</th><th>{@code HttpUri.parse("HTTP://a%3Ab@Ex%61mple.com/#%41")}</th></tr>
 *   <tr><td>{@code scheme}</td><td>{@code scheme()}</td><td>{@code scheme("http")} keeps {@code HTTP}</td></tr>
 *   <tr><td>{@code host}</td><td>{@code host()}</td><td>{@code host("example.com")} keeps {@code Ex%61mple.com}</td></tr>
 *   <tr><td>{@code port}</td><td>{@code port()}</td><td>{@code port(80)} keeps the port absent ({@code 080} as {@code 080})</td></tr>
 *   <tr><td>{@code userInfo}, {@code rawUserInfo}</td><td>{@code decodedUserInfo()}, {@code userInfo()}</td>
 *       <td>{@code userInfo("a:b")} keeps {@code a%3Ab}</td></tr>
 *   <tr><td>{@code fragment}, {@code rawFragment}</td><td>{@code toUri().decodedFragment()}, {@code fragment()}</td>
 *       <td>{@code fragment("A")} keeps {@code %41}</td></tr>
 * </table>
 *
 * <p>A value that differs is encoded afresh. No method takes text with an unpaired surrogate, which has
 * no UTF-8 form (RFC 3629 section 3): it throws an {@link IllegalArgumentException} naming itself.
 */
public final class HttpUriBuilder {

  private final SchemeRegistry registry;
  /** The URI {@link HttpUri#toBuilder()} was called on, whose accessors' values keep what it wrote. */
  private final @Nullable HttpUri source;
  private @Nullable String scheme;
  private @Nullable String userInfo;
  private @Nullable String host;
  private @Nullable String port;
  /**
   * A port given to {@link #port(int)} that the absent or empty port of the edited URI already names as
   * its scheme's default; written by {@link #build()} if the scheme's default is then another.
   */
  private @Nullable Integer impliedPort;
  private final List<String> segments = new ArrayList<>();
  private @Nullable List<String> queryPieces;
  private @Nullable String fragment;

  HttpUriBuilder(SchemeRegistry registry) {
    this.registry = registry;
    this.source = null;
  }

  HttpUriBuilder(HttpUri uri, SchemeRegistry registry) {
    this.registry = registry;
    this.source = uri;
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
   * Sets the scheme: {@code "http"}, {@code "https"}, {@code "ws"} or {@code "wss"}, in any case, written
   * in lower case; the scheme held, equal but for case, is kept as written.
   *
   * @throws IllegalArgumentException for another scheme
   */
  public HttpUriBuilder scheme(String scheme) {
    String lower = wellFormed("scheme", scheme).toLowerCase(Locale.ROOT);
    if (this.scheme != null && this.scheme.toLowerCase(Locale.ROOT).equals(lower)) {
      return this;
    }
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
   * IPv4 address or an IPv6 address with or without brackets. The host of the URI being edited, as
   * {@link HttpUri#host()} reads it, keeps it as written ({@code Ex%61mple.COM} for {@code example.com}).
   *
   * @throws IllegalArgumentException if the http rules refuse the host
   */
  public HttpUriBuilder host(String host) {
    wellFormed("host", host);
    HttpUri source = this.source;
    if (source != null && Objects.equals(this.host, source.toUri().host()) && host.equals(source.host())) {
      return this;
    }
    this.host = HttpScheme.HOSTS.encodeHost(host);
    return this;
  }

  /**
   * Sets the port. What the URI already names is kept as written: a port with this value ({@code 080}
   * for 80), and, in a URI being edited whose port is absent or empty, the default port of the scheme
   * held ({@link HttpUri#port()} reads 80 for {@code http://h/}); {@link #build()} writes that port after
   * all if the scheme is then changed to one with another default.
   *
   * @throws IllegalArgumentException outside 0 to 65535
   */
  public HttpUriBuilder port(int port) {
    if (port < 0 || port > 65535) {
      throw new IllegalArgumentException("port out of range 0..65535: " + port);
    }
    String held = this.port;
    if (held != null && !held.isEmpty()) {
      int zeros = 0;
      while (zeros < held.length() - 1 && held.charAt(zeros) == '0') {
        zeros++;
      }
      if (held.substring(zeros).equals(Integer.toString(port))) {
        return this;
      }
    } else {
      HttpUri source = this.source;
      if (source != null && Objects.equals(held, source.toUri().port()) && defaultPort(scheme) == port) {
        impliedPort = port;
        return this;
      }
    }
    this.port = Integer.toString(port);
    impliedPort = null;
    return this;
  }

  /** The default port of {@code scheme}, or -1 when it is null or not of the http family. */
  private static int defaultPort(@Nullable String scheme) {
    for (HttpScheme.Kind kind : HttpScheme.Kind.values()) {
      if (kind.schemeName.equalsIgnoreCase(scheme)) {
        return kind.defaultPort;
      }
    }
    return -1;
  }

  /** Removes the port, so that the scheme's default applies. */
  public HttpUriBuilder removePort() {
    this.port = null;
    impliedPort = null;
    return this;
  }

  /**
   * Sets the user information, decoded, or removes it with null. RFC 9110 section 4.2.4 deprecates it.
   * The decoded form of the user information held keeps it as written: {@code "a:b"} keeps {@code a%3Ab}
   * (one user) but makes {@code a:b} (user and password) of anything else.
   */
  public HttpUriBuilder userInfo(@Nullable String userInfo) {
    if (userInfo != null && isDecodedForm("userInfo", userInfo, this.userInfo)) {
      return this;
    }
    this.userInfo = userInfo == null ? null : UriComponent.USER_INFO.encode(userInfo);
    return this;
  }

  /**
   * Sets the user information as written, or removes it with null.
   *
   * @throws IllegalArgumentException if it is not {@code userinfo} (RFC 3986 section 3.2.1); the message
   *     never shows it
   */
  public HttpUriBuilder rawUserInfo(@Nullable String userInfo) {
    if (userInfo != null && !UriComponent.USER_INFO.isValid(wellFormed("rawUserInfo", userInfo))) {
      throw new IllegalArgumentException("rawUserInfo(...) is not userinfo: unreserved, sub-delims, ':' and"
          + " percent-triplets only (RFC 3986 section 3.2.1)");
    }
    this.userInfo = userInfo;
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
    wellFormed("addPathSegment", segment);
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
    wellFormed("addQueryParameter", name);
    if (value != null) {
      wellFormed("addQueryParameter", value);
    }
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
    wellFormed("setQueryParameter", name);
    if (value != null) {
      wellFormed("setQueryParameter", value);
    }
    return removeQueryParameter(name).addQueryParameter(name, value);
  }

  /** Removes every parameter named {@code name}, names read as {@link QueryStyle#FORM}. */
  public HttpUriBuilder removeQueryParameter(String name) {
    wellFormed("removeQueryParameter", name);
    List<String> pieces = queryPieces;
    if (pieces != null) {
      pieces.removeIf(piece -> {
        int eq = piece.indexOf('=');
        return QueryStyle.FORM.decode(eq < 0 ? piece : piece.substring(0, eq)).equals(name);
      });
    }
    return this;
  }

  /**
   * The query held so far read as {@link HttpUri#queryParameters()} reads it ({@link QueryStyle#FORM}); empty
   * when there is none: {@code builder.addQueryParameter("q", "a b").queryParameters().first("q")} is {@code "a b"}.
   */
  public QueryParameters queryParameters() {
    List<String> pieces = queryPieces;
    return QueryParameters.parse(pieces == null ? null : String.join("&", pieces), QueryStyle.FORM);
  }

  /** Removes the query, {@code "?"} included. */
  public HttpUriBuilder clearQuery() {
    queryPieces = null;
    return this;
  }

  /**
   * Sets the fragment, decoded, or removes it with null; the decoded form of the fragment held
   * ({@code "A"} for {@code %41}) keeps it as written. ws and wss URIs refuse one at {@link #build()}.
   */
  public HttpUriBuilder fragment(@Nullable String fragment) {
    if (fragment != null && isDecodedForm("fragment", fragment, this.fragment)) {
      return this;
    }
    this.fragment = fragment == null ? null : UriComponent.FRAGMENT.encode(fragment);
    return this;
  }

  /**
   * Sets the fragment as written, or removes it with null.
   *
   * @throws IllegalArgumentException if it is not a {@code fragment} (RFC 3986 section 3.5)
   */
  public HttpUriBuilder rawFragment(@Nullable String fragment) {
    if (fragment != null && !UriComponent.FRAGMENT.isValid(wellFormed("rawFragment", fragment))) {
      throw new IllegalArgumentException("rawFragment(...) is not a fragment: pchar, '/', '?' and percent-triplets"
          + " only (RFC 3986 section 3.5)");
    }
    this.fragment = fragment;
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
    Integer implied = impliedPort;
    if (implied != null && defaultPort(scheme) != implied) {
      sb.append(':').append(implied);
    } else if (port != null) {
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

  /**
   * Whether {@code decoded}, given to the decoded setter {@code setter}, is what {@code held} (as written,
   * null when absent) decodes to, the builder then keeping {@code held}.
   */
  private static boolean isDecodedForm(String setter, String decoded, @Nullable String held) {
    wellFormed(setter, decoded);
    return held != null && PercentEncoding.decode(held).equals(decoded);
  }

  /**
   * Returns {@code text} if it is well-formed UTF-16: an unpaired surrogate has no UTF-8 form (RFC 3629
   * section 3), so it can be neither encoded nor written.
   *
   * @throws IllegalArgumentException naming {@code setter} and the index of the first unpaired surrogate;
   *     for user information the code unit is left out, as it may be part of a secret
   */
  private static String wellFormed(String setter, String text) {
    int i = PercentEncoding.unpairedSurrogate(text);
    if (i >= 0) {
      String shown = setter.endsWith("serInfo") ? "" : String.format(" U+%04X", (int) text.charAt(i));
      throw new IllegalArgumentException("unpaired surrogate" + shown + " at index " + i + " in " + setter
          + "(...): text must be well-formed UTF-16 to have a UTF-8 form (RFC 3629 section 3)");
    }
    return text;
  }

}
