package dev.urikit.internal;

import org.jspecify.annotations.Nullable;

/**
 * Component recomposition, RFC 3986 section 5.3: the one place that joins components into a reference,
 * noting where each lands so that the result needs no second parse.
 *
 * <pre>{@code
 * Recomposition.compose("http", null, "example.com", "8080", "/a", "q", null).text()
 * // "http://example.com:8080/a?q"
 * }</pre>
 */
public final class Recomposition {

  private Recomposition() {}

  /** The text of the joined components; see {@link #compose}. */
  public static String recompose(
      @Nullable String scheme,
      @Nullable String userInfo,
      @Nullable String host,
      @Nullable String port,
      String path,
      @Nullable String query,
      @Nullable String fragment) {
    return compose(scheme, userInfo, host, port, path, query, fragment).text();
  }

  /**
   * Joins raw components; null means absent. {@code host} null means no authority, in which case
   * {@code userInfo} and {@code port} are ignored.
   */
  public static Composed compose(
      @Nullable String scheme,
      @Nullable String userInfo,
      @Nullable String host,
      @Nullable String port,
      String path,
      @Nullable String query,
      @Nullable String fragment) {
    StringBuilder sb = new StringBuilder(8 + (scheme == null ? 0 : scheme.length())
        + (userInfo == null ? 0 : userInfo.length()) + (host == null ? 0 : host.length())
        + (port == null ? 0 : port.length()) + path.length()
        + (query == null ? 0 : query.length()) + (fragment == null ? 0 : fragment.length()));
    int schemeEnd = -1;
    if (scheme != null) {
      sb.append(scheme);
      schemeEnd = sb.length();
      sb.append(':');
    }
    int hostStart = -1;
    int hostEnd = -1;
    if (host != null) {
      sb.append("//");
      if (userInfo != null) {
        sb.append(userInfo).append('@');
      }
      hostStart = sb.length();
      sb.append(host);
      hostEnd = sb.length();
      if (port != null) {
        sb.append(':').append(port);
      }
    }
    int pathStart = sb.length();
    sb.append(path);
    int queryMark = -1;
    if (query != null) {
      queryMark = sb.length();
      sb.append('?').append(query);
    }
    int fragmentMark = -1;
    if (fragment != null) {
      fragmentMark = sb.length();
      sb.append('#').append(fragment);
    }
    return new Composed(sb.toString(), schemeEnd, hostStart, hostEnd, pathStart, queryMark, fragmentMark);
  }

  /**
   * A reference's text and the offsets of its components, in the form the core's model keeps them: -1
   * for an absent scheme, authority, query or fragment; marks at the {@code ':'}, {@code '?'} and
   * {@code '#'}.
   */
  public record Composed(String text, int schemeEnd, int hostStart, int hostEnd, int pathStart, int queryMark,
      int fragmentMark) {}
}
