package dev.urikit;

/** Which specification's reference resolution {@link Uri#resolve(UriReference, ResolutionMode)} follows. */
public enum ResolutionMode {
  /** RFC 3986 section 5.2, strict: a reference with a scheme is taken as it is. */
  RFC_3986,
  /**
   * The answers of RFC 2396 (and java.net.URI), for code migrating from them: a query-only reference
   * replaces the base's last segment, unmatched {@code ".."} segments are kept, an absolute-path
   * reference keeps its dot-segments, and a reference with the base's own scheme but no authority is
   * resolved as a relative one ({@code http:g} gives {@code http://a/b/c/g}, RFC 3986 section 5.4.2).
   */
  RFC_2396
}
