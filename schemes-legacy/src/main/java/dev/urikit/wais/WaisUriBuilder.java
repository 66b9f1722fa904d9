package dev.urikit.wais;

import dev.urikit.CharClass;
import dev.urikit.HierarchicalUri;
import dev.urikit.PercentEncoding;
import dev.urikit.UriBuilder;
import dev.urikit.UriReference;
import dev.urikit.legacy.internal.Octets;
import org.jspecify.annotations.Nullable;

/**
 * Builds a {@link WaisUri} from decoded values, encoding each part exactly once as {@code *uchar} (RFC
 * 4156 section 2, RFC 1738 section 5).
 *
 * <pre>{@code
 * WaisUri.builder().host("wais.example").database("recipes").search("frog legs").build().toString()
 * // "wais://wais.example/recipes?frog%20legs"
 * WaisUri.builder().host("wais.example").database("recipes").document("TEXT", "0 12/x").build().toString()
 * // "wais://wais.example/recipes/TEXT/0%2012%2Fx"
 * }</pre>
 *
 * <table>
 *   <caption>Encoding</caption>
 *   <tr><th>call</th><th>decoded</th><th>written</th></tr>
 *   <tr><td>{@code database}, {@code document}</td><td>{@code a/b;c=d e}</td><td>{@code a%2Fb%3Bc%3Dd%20e}</td></tr>
 *   <tr><td>{@code search}</td><td>{@code a=b/c?}</td><td>{@code a=b%2Fc%3F}</td></tr>
 * </table>
 *
 * <p>A search and a document exclude each other; setting one removes the other. Not thread-safe.
 */
public final class WaisUriBuilder {

  private static final CharClass UCHAR = WaisScheme.UCHAR;
  private static final CharClass SEARCH = WaisScheme.SEARCH;

  private final UriBuilder uri;
  private boolean hasHost;
  private String database = "";
  private @Nullable String search;
  private @Nullable String wtype;
  private @Nullable String wpath;

  WaisUriBuilder() {
    this.uri = UriReference.builder().scheme("wais").registry(WaisScheme.registry());
  }

  WaisUriBuilder(WaisUri from) {
    HierarchicalUri source = from.toUri();
    this.uri = UriReference.builder().scheme("wais").rawHost(source.host()).rawPort(source.port())
        .rawFragment(source.fragment()).registry(WaisScheme.registry());
    this.hasHost = true;
    this.database = from.rawDatabase();
    this.search = source.query();
    this.wtype = from.rawPart(1);
    this.wpath = from.rawPart(2);
  }

  /**
   * Sets the host, decoded: a DNS name (a Unicode one is written as its IDNA A-label), a dotted-quad IPv4
   * address, or an IPv6 address with or without brackets (RFC 1738 section 3.1).
   *
   * @throws IllegalArgumentException if RFC 3986 section 3.2.2 refuses it; the wais host rules are
   *     checked by {@link #build()}
   */
  public WaisUriBuilder host(String host) {
    uri.host(host);
    hasHost = true;
    return this;
  }

  /**
   * Sets the port.
   *
   * @throws IllegalArgumentException outside 0 to 65535
   */
  public WaisUriBuilder port(int port) {
    uri.port(port);
    return this;
  }

  /** Removes the port, so that 210 applies. */
  public WaisUriBuilder removePort() {
    uri.rawPort(null);
    return this;
  }

  /** Sets the database name, decoded; {@code ""} by default. */
  public WaisUriBuilder database(String database) {
    this.database = encode(database, UCHAR);
    return this;
  }

  /** Sets the search, decoded, removing any document; null removes it (RFC 4156 section 2: the second form). */
  public WaisUriBuilder search(@Nullable String search) {
    this.search = search == null ? null : encode(search, SEARCH);
    if (search != null) {
      wtype = null;
      wpath = null;
    }
    return this;
  }

  /**
   * Names one document by its WAIS type and document-id, decoded, removing any search (RFC 4156 section 2:
   * the third form).
   */
  public WaisUriBuilder document(String wtype, String wpath) {
    this.wtype = encode(wtype, UCHAR);
    this.wpath = encode(wpath, UCHAR);
    this.search = null;
    return this;
  }

  /** Removes the document, leaving the database. */
  public WaisUriBuilder removeDocument() {
    this.wtype = null;
    this.wpath = null;
    return this;
  }

  /** Sets the fragment, decoded, or removes it with null (RFC 3986 section 3.5). */
  public WaisUriBuilder fragment(@Nullable String fragment) {
    uri.fragment(fragment);
    return this;
  }

  /**
   * The URL.
   *
   * @throws IllegalStateException if no host is set
   * @throws IllegalArgumentException if a part would be a {@code "."} or {@code ".."} path segment, which
   *     resolution removes (RFC 3986 section 5.2.4), or the wais rules refuse the host
   */
  public WaisUri build() {
    if (!hasHost) {
      throw new IllegalStateException("no host set: a wais URL needs one (RFC 4156 section 2)");
    }
    String path = wtype == null ? "/" + database : "/" + database + "/" + wtype + "/" + wpath;
    if (Octets.hasDotSegment(path)) {
      throw new IllegalArgumentException("a database, wtype or wpath of \".\" or \"..\" is a dot-segment, which "
          + "resolution removes (RFC 3986 section 5.2.4); a wais URL with one can only be parsed");
    }
    return WaisUri.from(uri.rawPath(path).rawQuery(search).buildUri());
  }

  private static String encode(String value, CharClass allowed) {
    return PercentEncoding.encode(value, allowed);
  }
}
