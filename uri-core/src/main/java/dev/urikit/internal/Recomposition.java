package dev.urikit.internal;

import org.jspecify.annotations.Nullable;

/**
 * Component recomposition, RFC 3986 section 5.3: the one place that joins components into a reference.
 *
 * <pre>{@code
 * Recomposition.recompose("http", null, "example.com", "8080", "/a", "q", null)
 * // "http://example.com:8080/a?q"
 * }</pre>
 */
public final class Recomposition {

  private Recomposition() {}

  /**
   * Joins raw components; null means absent. {@code host} null means no authority, in which case
   * {@code userInfo} and {@code port} are ignored.
   */
  public static String recompose(
      @Nullable String scheme,
      @Nullable String userInfo,
      @Nullable String host,
      @Nullable String port,
      String path,
      @Nullable String query,
      @Nullable String fragment) {
    StringBuilder sb = new StringBuilder(16 + path.length() + (host == null ? 0 : host.length()));
    if (scheme != null) {
      sb.append(scheme).append(':');
    }
    if (host != null) {
      sb.append("//");
      if (userInfo != null) {
        sb.append(userInfo).append('@');
      }
      sb.append(host);
      if (port != null) {
        sb.append(':').append(port);
      }
    }
    sb.append(path);
    if (query != null) {
      sb.append('?').append(query);
    }
    if (fragment != null) {
      sb.append('#').append(fragment);
    }
    return sb.toString();
  }
}
