package dev.urikit;

/**
 * The components of a URI reference, each with the characters it may hold unencoded, and a
 * percent-encoding codec for each (RFC 3986 sections 2 and 3).
 *
 * <table>
 *   <caption>What each component encodes</caption>
 *   <tr><th>component</th><th>{@code encode("a/b?c d")}</th></tr>
 *   <tr><td>PATH</td><td>{@code a/b%3Fc%20d}</td></tr>
 *   <tr><td>PATH_SEGMENT</td><td>{@code a%2Fb%3Fc%20d}</td></tr>
 *   <tr><td>QUERY</td><td>{@code a/b?c%20d}</td></tr>
 *   <tr><td>QUERY_PARAMETER</td><td>{@code a/b?c%20d}, and {@code &=+} encoded too</td></tr>
 * </table>
 */
public enum UriComponent {
  /** {@code userinfo} (section 3.2.1). */
  USER_INFO(CharClass.USERINFO),
  /** A registered-name {@code host} (section 3.2.2). */
  HOST(CharClass.REG_NAME),
  /** A whole {@code path}; {@code "/"} separates segments (section 3.3). */
  PATH(CharClass.PATH),
  /** One path {@code segment}: {@code "/"} is encoded (section 3.3). */
  PATH_SEGMENT(CharClass.PCHAR),
  /** A whole {@code query} (section 3.4). */
  QUERY(CharClass.QUERY),
  /** A name or value in a {@code name=value&...} query: {@code "&"}, {@code "="} and {@code "+"} are encoded too. */
  QUERY_PARAMETER(CharClass.QUERY.minus(CharClass.of("&=+"))),
  /** The {@code fragment} (section 3.5). */
  FRAGMENT(CharClass.FRAGMENT);

  private final CharClass allowed;

  UriComponent(CharClass allowed) {
    this.allowed = allowed;
  }

  /** The characters this component holds without encoding. */
  public CharClass allowed() {
    return allowed;
  }

  /** Encodes decoded text so that it is valid in this component. */
  public String encode(String decoded) {
    return PercentEncoding.encode(decoded, allowed);
  }

  /** Decodes this component's raw text as UTF-8, malformed sequences becoming U+FFFD. */
  public String decode(String raw) {
    return PercentEncoding.decode(raw);
  }

  /** Whether {@code raw} is valid as this component: allowed characters and well-formed triplets only. */
  public boolean isValid(String raw) {
    return PercentEncoding.isEncoded(raw, allowed);
  }
}
