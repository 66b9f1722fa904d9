package dev.urikit;

/**
 * Which specification's reference resolution {@link Uri#resolve(UriReference, ResolutionMode)} follows.
 *
 * <table>
 *   <caption>Where the modes differ, against {@code http://a/b/c/d;p?q}</caption>
 *   <tr><th>reference</th><th>{@code RFC_3986}</th><th>{@code RFC_2396}</th></tr>
 *   <tr><td>{@code ?y}</td><td>{@code http://a/b/c/d;p?y}</td><td>{@code http://a/b/c/?y}</td></tr>
 *   <tr><td>{@code ../../../g}</td><td>{@code http://a/g}</td><td>{@code http://a/../g}</td></tr>
 *   <tr><td>{@code /./g}</td><td>{@code http://a/g}</td><td>{@code http://a/./g}</td></tr>
 *   <tr><td>{@code http:g}</td><td>{@code http:g}</td><td>{@code http://a/b/c/g}</td></tr>
 * </table>
 */
public enum ResolutionMode {
  /** RFC 3986 section 5.2, strict: a reference with a scheme is taken as it is. */
  RFC_3986,
  /**
   * The answers of RFC 2396 section 5.2 and its Appendix C, for code migrating from it (and from
   * java.net.URI, which follows it):
   *
   * <ul>
   *   <li>a query-only reference replaces the base's last segment (step 6 merges it like a relative path);
   *   <li>dot-segments are removed from relative-path references only (steps 6c to 6f), and a
   *       {@code ".."} with no segment left to cancel is kept (step 6g);
   *   <li>absolute-path and network-path references and references with another scheme keep their
   *       dot-segments (steps 3 to 5);
   *   <li>a reference with the base's own scheme, compared ignoring case, is resolved as if it had none
   *       (the backward-compatible reading of step 3, also allowed by RFC 3986 section 5.2.2 for
   *       non-strict parsers).
   * </ul>
   *
   * <p>An empty reference gives the base without its fragment: step 2 makes it a reference to the
   * current document, which section 4.2 says is "the start of that document". RFC 1808 kept the base's
   * fragment; this mode does not. Everything else, including the merge with an empty base path under an
   * authority and the {@code "/."} prefix of {@link Uri#resolve(UriReference)}, is as in
   * {@link #RFC_3986}.
   */
  RFC_2396
}
