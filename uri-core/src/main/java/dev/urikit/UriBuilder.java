package dev.urikit;

import dev.urikit.internal.IpLiterals;
import dev.urikit.internal.Recomposition;
import dev.urikit.spi.IdnaMapping;
import org.jspecify.annotations.Nullable;

/**
 * Builds a {@link UriReference} from components: decoded values are percent-encoded for their
 * component, raw values are checked and kept as given (RFC 3986 sections 3 and 5.3).
 *
 * <pre>{@code
 * Uri uri = UriReference.builder()
 *     .scheme("https")
 *     .host("example.com")
 *     .addPathSegment("a b")
 *     .addPathSegment("c/d")
 *     .addQueryParameter("q", "x&y")
 *     .fragment("top")
 *     .buildUri();
 * uri.toString()   // "https://example.com/a%20b/c%2Fd?q=x%26y#top"
 * }</pre>
 *
 * <table>
 *   <caption>Setters and what they do with their argument</caption>
 *   <tr><th>call</th><th>component</th></tr>
 *   <tr><td>{@code host("bücher.example")}</td><td>{@code b%C3%BCcher.example}</td></tr>
 *   <tr><td>{@code host("2001:db8::1")} or {@code host("[2001:db8::1]")}</td><td>{@code [2001:db8::1]}</td></tr>
 *   <tr><td>{@code host("[v7.fe]")}</td><td>{@code [v7.fe]} (IPvFuture is given in brackets)</td></tr>
 *   <tr><td>{@code path("/a b/c")}</td><td>{@code /a%20b/c}</td></tr>
 *   <tr><td>{@code rawPath("/a%20b")}</td><td>{@code /a%20b}</td></tr>
 *   <tr><td>{@code rawPath("/a b")}</td><td>IllegalArgumentException: invalid character U+0020 in path at index 2</td></tr>
 * </table>
 *
 * <p>Writing back what was read changes nothing. Each setter has an accessor that reads what it takes:
 * a raw setter the component as written, a decoded setter its decoded twin. A decoded setter given the
 * decoded form of what the builder holds keeps that as written, since decoding cannot tell {@code %3A}
 * from {@code ":"} and encoding afresh would change the URI:
 *
 * <table>
 *   <caption>Setters, the accessors that read what they take, and a write-back</caption>
 *   <tr><th>setter</th><th>accessor</th><th>{@code Uri.parse("s://a%3Ab@h:080/p#%41")}</th></tr>
 *   <tr><td>{@code userInfo}, {@code rawUserInfo}</td><td>{@code decodedUserInfo()}, {@code userInfo()}</td>
 *       <td>{@code toBuilder().userInfo("a:b")} keeps {@code a%3Ab}, one user named {@code a:b}</td></tr>
 *   <tr><td>{@code host}, {@code rawHost}</td><td>{@code decodedHost()}, {@code host()}</td><td>{@code h}</td></tr>
 *   <tr><td>{@code port(int)}, {@code rawPort}</td><td>{@code portNumber()}, {@code port()}</td>
 *       <td>{@code port(80)} keeps {@code 080}</td></tr>
 *   <tr><td>{@code path}, {@code rawPath}</td><td>{@code decodedPath()}, {@code path()}</td><td>{@code /p}</td></tr>
 *   <tr><td>{@code query}, {@code rawQuery}</td><td>{@code decodedQuery()}, {@code query()}</td><td>none</td></tr>
 *   <tr><td>{@code fragment}, {@code rawFragment}</td><td>{@code decodedFragment()}, {@code fragment()}</td>
 *       <td>{@code fragment("A")} keeps {@code %41}</td></tr>
 * </table>
 *
 * <p>A decoded value that differs from what is held is encoded afresh (a {@code ":"} in user information
 * then separates user and password); the raw setter gives exact text.
 *
 * <p>No setter takes text with an unpaired surrogate: it has no UTF-8 form (RFC 3629 section 3), so the
 * setter throws an {@link IllegalArgumentException} naming itself instead of writing U+FFFD.
 *
 * <p>Passing null to a setter of an optional component removes it; the path is never absent, and
 * {@code ""} is the empty path. A builder is not thread-safe; {@link #build()} may be called more
 * than once. Combinations that RFC 3986 forbids are refused by {@link #build()} with an
 * {@link IllegalStateException} naming the rule.
 */
public final class UriBuilder {

  private @Nullable String scheme;
  private @Nullable String userInfo;
  private @Nullable String host;
  /** The host as given to {@link #host(String)} when it is a non-ASCII registered name, else null. */
  private @Nullable String unicodeHost;
  private @Nullable String port;
  /** The path as written: appending segments is linear in their total length. */
  private final StringBuilder path = new StringBuilder();
  /** The query as written, when {@link #hasQuery}. */
  private final StringBuilder query = new StringBuilder();
  private boolean hasQuery;
  private @Nullable String fragment;
  private SchemeRegistry registry;

  UriBuilder() {
    registry = SchemeRegistry.installed();
  }

  UriBuilder(SchemeRegistry registry) {
    this.registry = registry;
  }

  UriBuilder(UriReference ref) {
    scheme = ref.scheme();
    userInfo = ref.userInfo0();
    host = ref.host0();
    port = ref.port0();
    path.append(ref.path());
    String q = ref.query();
    hasQuery = q != null;
    if (q != null) {
      query.append(q);
    }
    fragment = ref.fragment();
    registry = ref.registry();
  }

  /**
   * Sets the scheme, or removes it (the result is then a relative reference).
   *
   * @throws IllegalArgumentException if it is not {@code ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )}
   *     (RFC 3986 section 3.1)
   */
  public UriBuilder scheme(@Nullable String scheme) {
    if (scheme != null) {
      wellFormed("scheme", scheme);
      int bad = scheme.isEmpty() || !CharClass.ALPHA.contains(scheme.charAt(0)) ? 0 : firstOutside(scheme, CharClass.SCHEME);
      if (bad >= 0) {
        throw invalid("scheme", scheme, bad);
      }
    }
    this.scheme = scheme;
    return this;
  }

  /**
   * Sets the user information from decoded text, encoding what {@code userinfo} does not allow, or
   * removes it. The decoded form of the user information held keeps it as written: {@code "a:b"} keeps
   * {@code a%3Ab} (one user) but makes {@code a:b} (user and password) of anything else.
   */
  public UriBuilder userInfo(@Nullable String userInfo) {
    if (userInfo != null && isDecodedForm("userInfo", userInfo, this.userInfo)) {
      return this;
    }
    this.userInfo = userInfo == null ? null : UriComponent.USER_INFO.encode(userInfo);
    return this;
  }

  /**
   * Sets the user information as written, or removes it.
   *
   * @throws IllegalArgumentException if it is not valid {@code userinfo} (section 3.2.1); the message
   *     gives the index but never the characters
   */
  public UriBuilder rawUserInfo(@Nullable String userInfo) {
    this.userInfo = userInfo == null ? null : checked("userinfo", wellFormed("rawUserInfo", userInfo), CharClass.USERINFO);
    return this;
  }

  /**
   * Sets the host from decoded text, or removes the authority. An IPv4 address is kept; an IPv6
   * address, with or without brackets, becomes {@code "[...]"}; an IPvFuture literal is given in
   * brackets ({@code "[v7.fe]"}); anything else is a registered name, percent-encoded as needed. A
   * non-ASCII name is written as its IDNA A-label instead when the scheme's hosts are DNS names
   * ({@link dev.urikit.spi.Scheme#hasDnsHosts()}), as {@link #build()} finds when it knows the scheme:
   * {@code bücher.example} is {@code xn--bcher-kva.example} for http and {@code b%C3%BCcher.example}
   * for a scheme without that rule (RFC 3986 section 3.2.2). The conversion is the installed
   * {@link IdnaMapping}: the JDK's {@link java.net.IDN} (IDNA 2003, RFC 3490) unless a module provides
   * another.
   * The decoded form of the host held ({@code "a:b"} for {@code a%3Ab}) keeps it as written.
   *
   * @throws IllegalArgumentException if the text is bracketed but no IP literal, or holds a
   *     {@code ":"} without being an IPv6 address (section 3.2.2)
   */
  public UriBuilder host(@Nullable String host) {
    if (host != null && isDecodedForm("host", host, this.host)) {
      return this;
    }
    if (host == null || host.startsWith("[")) {
      return rawHost(host);
    }
    unicodeHost = null;
    if (host.indexOf(':') >= 0) {
      int bad = IpLiterals.scanIpv6(host, 0, host.length());
      if (bad >= 0) {
        throw new IllegalArgumentException("host contains ':' but is no IPv6 address: invalid at index " + bad
            + " (RFC 3986 section 3.2.2)");
      }
      this.host = "[" + host + "]";
      return this;
    }
    this.host = UriComponent.HOST.encode(host);
    unicodeHost = isAscii(host) ? null : host;
    return this;
  }

  private static boolean isAscii(String s) {
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) >= 0x80) {
        return false;
      }
    }
    return true;
  }

  /**
   * Sets the host as written (an IP literal in brackets, or a registered name that may hold
   * percent-triplets), or removes the authority.
   *
   * @throws IllegalArgumentException if it is neither (RFC 3986 section 3.2.2)
   */
  public UriBuilder rawHost(@Nullable String host) {
    if (host != null) {
      wellFormed("rawHost", host);
    }
    unicodeHost = null;
    if (host != null && host.startsWith("[")) {
      int close = host.length() - 1;
      if (close < 1 || host.charAt(close) != ']') {
        throw new IllegalArgumentException("invalid IP literal in host: no closing ']' at index " + host.length());
      }
      int bad = (host.charAt(1) | 0x20) == 'v'
          ? IpLiterals.scanIpvFuture(host, 1, close)
          : IpLiterals.scanIpv6(host, 1, close);
      if (bad >= 0) {
        throw new IllegalArgumentException("invalid IP literal in host at index " + bad + " (RFC 3986 section 3.2.2)");
      }
      this.host = host;
      return this;
    }
    this.host = host == null ? null : checked("host", host, CharClass.REG_NAME);
    return this;
  }

  /**
   * Sets the port; a port held with leading zeros that has this value ({@code 080} for 80) is kept as
   * written.
   *
   * @throws IllegalArgumentException if it is not within 0 to 65535
   */
  public UriBuilder port(int port) {
    if (port < 0 || port > 65535) {
      throw new IllegalArgumentException("port out of range 0..65535: " + port);
    }
    String digits = Integer.toString(port);
    if (!hasValue(this.port, digits)) {
      this.port = digits;
    }
    return this;
  }

  /** Whether {@code written}, a port as written, has the value whose decimal text is {@code digits}. */
  private static boolean hasValue(@Nullable String written, String digits) {
    if (written == null) {
      return false;
    }
    int zeros = 0;
    while (zeros < written.length() - 1 && written.charAt(zeros) == '0') {
      zeros++;
    }
    return written.length() - zeros == digits.length() && written.startsWith(digits, zeros);
  }

  /**
   * Sets the port as written ({@code port = *DIGIT}, so {@code ""} and leading zeros are allowed),
   * or removes it.
   *
   * @throws IllegalArgumentException at the first character that is not a digit (section 3.2.3)
   */
  public UriBuilder rawPort(@Nullable String port) {
    if (port != null) {
      wellFormed("rawPort", port);
      int bad = firstOutside(port, CharClass.DIGIT);
      if (bad >= 0) {
        throw invalid("port", port, bad);
      }
    }
    this.port = port;
    return this;
  }

  /**
   * Sets the path from decoded text, encoding everything that is not a {@code pchar} or {@code "/"}. The
   * decoded form of the path held ({@code "/a/b"} for {@code /a%2Fb}) keeps it as written.
   */
  public UriBuilder path(String path) {
    if (isDecodedForm("path", path, this.path.toString())) {
      return this;
    }
    this.path.setLength(0);
    this.path.append(UriComponent.PATH.encode(path));
    return this;
  }

  /**
   * Sets the path as written.
   *
   * @throws IllegalArgumentException if it holds a character that no path allows (section 3.3)
   */
  public UriBuilder rawPath(String path) {
    checked("path", wellFormed("rawPath", path), CharClass.PATH);
    this.path.setLength(0);
    this.path.append(path);
    return this;
  }

  /**
   * Appends one decoded segment, {@code "/"} included in what is encoded. A {@code "/"} separates it
   * from the path so far unless that already ends with one: {@code ""} and {@code "a"} give
   * {@code "/a"}, {@code "/x/"} and {@code "a"} give {@code "/x/a"}.
   *
   * @throws IllegalArgumentException if the segment is {@code "."} or {@code ".."}: a dot-segment means
   *     "here" or "up" (RFC 3986 section 3.3), and normalization would remove it with its neighbour
   */
  public UriBuilder addPathSegment(String segment) {
    wellFormed("addPathSegment", segment);
    if (segment.equals(".") || segment.equals("..")) {
      throw new IllegalArgumentException("\"" + segment + "\" is a dot-segment, not a name (RFC 3986 section 3.3)");
    }
    int length = path.length();
    if (length == 0 || path.charAt(length - 1) != '/') {
      path.append('/');
    }
    path.append(UriComponent.PATH_SEGMENT.encode(segment));
    return this;
  }

  /**
   * Sets the query from decoded text (without the {@code "?"}), encoding what a query does not allow, or
   * removes it. The decoded form of the query held ({@code "a=&"} for {@code a=%26}) keeps it as written.
   */
  public UriBuilder query(@Nullable String query) {
    if (query != null && isDecodedForm("query", query, hasQuery ? this.query.toString() : null)) {
      return this;
    }
    return setQuery(query == null ? null : UriComponent.QUERY.encode(query));
  }

  /**
   * Sets the query as written, or removes it.
   *
   * @throws IllegalArgumentException if it is not a valid {@code query} (section 3.4)
   */
  public UriBuilder rawQuery(@Nullable String query) {
    return setQuery(query == null ? null : checked("query", wellFormed("rawQuery", query), CharClass.QUERY));
  }

  private UriBuilder setQuery(@Nullable String raw) {
    query.setLength(0);
    hasQuery = raw != null;
    if (raw != null) {
      query.append(raw);
    }
    return this;
  }

  /**
   * Appends {@code name=value} to the query, or only {@code name} when {@code value} is null, both
   * encoded with {@link UriComponent#QUERY_PARAMETER} and joined to earlier parameters with {@code "&"}.
   */
  public UriBuilder addQueryParameter(String name, @Nullable String value) {
    wellFormed("addQueryParameter", name);
    if (value != null) {
      wellFormed("addQueryParameter", value);
    }
    if (query.length() > 0) {
      query.append('&');
    }
    hasQuery = true;
    appendParameter(query, name, value);
    return this;
  }

  /**
   * Removes the parameters named {@code name} and appends one {@code name=value} (a bare {@code name} when
   * {@code value} is null), as {@link #removeQueryParameter} then {@link #addQueryParameter} do.
   */
  public UriBuilder setQueryParameter(String name, @Nullable String value) {
    wellFormed("setQueryParameter", name);
    if (value != null) {
      wellFormed("setQueryParameter", value);
    }
    return removeQueryParameter(name).addQueryParameter(name, value);
  }

  /**
   * Removes every parameter named {@code name} (names compared as {@link UriReference#queryParameters()}
   * reads them: {@link QueryStyle#FORM}, so {@code a+b} and {@code a%20b} are both named {@code "a b"}); the
   * others are kept as written, in their order. A query left with no parameter is removed.
   */
  public UriBuilder removeQueryParameter(String name) {
    wellFormed("removeQueryParameter", name);
    if (!hasQuery) {
      return this;
    }
    String old = query.toString();
    StringBuilder kept = new StringBuilder(old.length());
    boolean removed = false;
    boolean first = true;
    int n = old.length();
    for (int start = 0; start <= n; ) {
      int end = old.indexOf('&', start);
      if (end < 0) {
        end = n;
      }
      int equals = start;
      while (equals < end && old.charAt(equals) != '=') {
        equals++;
      }
      if (QueryStyle.FORM.decode(old, start, equals).equals(name)) {
        removed = true;
      } else {
        if (!first) {
          kept.append('&');
        }
        kept.append(old, start, end);
        first = false;
      }
      start = end + 1;
    }
    if (removed) {
      query.setLength(0);
      query.append(kept);
      hasQuery = !first;
    }
    return this;
  }

  /**
   * The query held so far read as {@link UriReference#queryParameters()} reads it ({@link QueryStyle#FORM});
   * empty when there is none: {@code builder.addQueryParameter("q", "a b").queryParameters().first("q")} is {@code "a b"}.
   */
  public QueryParameters queryParameters() {
    return QueryParameters.parse(hasQuery ? query.toString() : null, QueryStyle.FORM);
  }

  private static void appendParameter(StringBuilder sb, String name, @Nullable String value) {
    sb.append(UriComponent.QUERY_PARAMETER.encode(name));
    if (value != null) {
      sb.append('=').append(UriComponent.QUERY_PARAMETER.encode(value));
    }
  }

  /**
   * Sets the fragment from decoded text (without the {@code "#"}), or removes it. The decoded form of the
   * fragment held ({@code "A"} for {@code %41}) keeps it as written.
   */
  public UriBuilder fragment(@Nullable String fragment) {
    if (fragment != null && isDecodedForm("fragment", fragment, this.fragment)) {
      return this;
    }
    this.fragment = fragment == null ? null : UriComponent.FRAGMENT.encode(fragment);
    return this;
  }

  /**
   * Sets the fragment as written, or removes it.
   *
   * @throws IllegalArgumentException if it is not a valid {@code fragment} (section 3.5)
   */
  public UriBuilder rawFragment(@Nullable String fragment) {
    this.fragment = fragment == null ? null : checked("fragment", wellFormed("rawFragment", fragment), CharClass.FRAGMENT);
    return this;
  }

  /** The registry {@link #build()} parses with; by default the installed one, or the edited reference's. */
  public UriBuilder registry(SchemeRegistry registry) {
    this.registry = registry;
    return this;
  }

  /**
   * Assembles the components (RFC 3986 section 5.3); the chosen registry's scheme checks the result.
   *
   * @throws IllegalStateException if the components cannot form a URI reference: userinfo or a port
   *     without a host, a path not starting with {@code "/"} after an authority or starting with
   *     {@code "//"} without one, a colon in the first segment of a relative path
   * @throws UriSyntaxException if the scheme's module refuses the result
   */
  public UriReference build() {
    if (host == null && userInfo != null) {
      throw new IllegalStateException("userinfo needs a host: it is part of the authority (RFC 3986 section 3.2)");
    }
    if (host == null && port != null) {
      throw new IllegalStateException("a port needs a host: it is part of the authority (RFC 3986 section 3.2)");
    }
    String path = this.path.toString();
    @Nullable String query = hasQuery ? this.query.toString() : null;
    if (host != null && !path.isEmpty() && path.charAt(0) != '/') {
      throw new IllegalStateException(
          "with an authority the path must be empty or start with \"/\" (RFC 3986 section 3.3, path-abempty)");
    }
    if (host == null && path.startsWith("//")) {
      throw new IllegalStateException(
          "without an authority the path cannot start with \"//\" (RFC 3986 section 3.3)");
    }
    if (scheme == null && host == null) {
      int slash = path.indexOf('/');
      int colon = path.indexOf(':');
      if (colon >= 0 && (slash < 0 || colon < slash)) {
        throw new IllegalStateException("the first segment of a relative path cannot contain \":\""
            + " (RFC 3986 section 4.2, path-noscheme); start it with \"./\"");
      }
    }
    String host = this.host;
    String unicode = unicodeHost;
    if (unicode != null && scheme != null) {
      Registered entry = registry.entry(scheme, 0, scheme.length());
      if (entry.dnsHosts) {
        try {
          host = IdnaMapping.installed().toAscii(unicode);
        } catch (IllegalArgumentException e) {
          throw new IllegalStateException("the host is not an internationalized domain name (RFC 5890): "
              + e.getMessage(), e);
        }
      }
    }
    // Every component was checked by its setter and the combination just now: no second parse.
    return UriReference.of(Recomposition.compose(scheme, userInfo, host, port, path, query, fragment), registry);
  }

  /**
   * Like {@link #build()}, for a result that must be a URI.
   *
   * @throws IllegalStateException if there is no scheme, or as {@link #build()} does
   */
  public Uri buildUri() {
    if (scheme == null) {
      throw new IllegalStateException("a URI needs a scheme (RFC 3986 section 3); build() makes a relative reference");
    }
    return (Uri) build();
  }

  /**
   * Whether {@code decoded}, given to the decoded setter {@code setter}, is what {@code held} (the
   * component as written, null when absent) decodes to, the builder then keeping {@code held}.
   *
   * @throws IllegalArgumentException if {@code decoded} holds an unpaired surrogate
   */
  private static boolean isDecodedForm(String setter, String decoded, @Nullable String held) {
    wellFormed(setter, decoded);
    return held != null && PercentEncoding.decode(held).equals(decoded);
  }

  /**
   * Returns {@code text} if it is well-formed UTF-16. An unpaired surrogate has no UTF-8 form (RFC 3629
   * section 3), so it can be neither encoded nor written.
   *
   * @throws IllegalArgumentException naming {@code setter} and the index of the first unpaired surrogate;
   *     for user information the code unit is left out, as it may be part of a secret
   */
  static String wellFormed(String setter, String text) {
    int i = PercentEncoding.unpairedSurrogate(text);
    if (i >= 0) {
      String shown = setter.endsWith("serInfo") ? "" : String.format(" U+%04X", (int) text.charAt(i));
      throw new IllegalArgumentException("unpaired surrogate" + shown + " at index " + i + " in " + setter
          + "(...): text must be well-formed UTF-16 to have a UTF-8 form (RFC 3629 section 3)");
    }
    return text;
  }

  /** Checks {@code raw} against {@code allowed} plus percent-triplets, returning it unchanged. */
  static String checked(String component, String raw, CharClass allowed) {
    int n = raw.length();
    for (int i = 0; i < n; i++) {
      char c = raw.charAt(i);
      if (c == '%') {
        if (!ReferenceParser.isPercentTriplet(raw, n, i)) {
          throw new IllegalArgumentException("invalid percent-encoding in " + component + " at index " + i);
        }
        i += 2;
      } else if (!allowed.contains(c)) {
        throw invalid(component, raw, i);
      }
    }
    return raw;
  }

  private static int firstOutside(String text, CharClass allowed) {
    for (int i = 0; i < text.length(); i++) {
      if (!allowed.contains(text.charAt(i))) {
        return i;
      }
    }
    return -1;
  }

  /** "invalid character 'x' in path at index 3"; for userinfo the character is left out, as it may be a secret. */
  private static IllegalArgumentException invalid(String component, String text, int index) {
    if (index >= text.length()) {
      return new IllegalArgumentException("empty " + component);
    }
    char c = text.charAt(index);
    String shown = component.equals("userinfo") ? "" : " " + ReferenceParser.shown(c);
    return new IllegalArgumentException("invalid character" + shown + " in " + component + " at index " + index);
  }
}
