package dev.urikit;

/** How far {@link UriReference#normalize(NormalizationLevel)} goes. */
public enum NormalizationLevel {
  /**
   * RFC 3986 section 6.2.2: scheme and host in lower case, percent-encoding hex digits in upper case,
   * percent-encoded unreserved characters decoded, dot-segments removed from a URI's path.
   */
  SYNTAX,
  /**
   * {@link #SYNTAX}, then section 6.2.3 as the registered scheme defines it: an empty port or the
   * default port removed, and the scheme's own rules (an empty path becoming {@code "/"} for http).
   */
  SCHEME
}
