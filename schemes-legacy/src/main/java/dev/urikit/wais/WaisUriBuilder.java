package dev.urikit.wais;

import dev.urikit.CharClass;
import dev.urikit.HierarchicalUri;
import dev.urikit.legacy.internal.BuilderText;
import dev.urikit.legacy.internal.CommonParts;
import dev.urikit.legacy.internal.Octets;
import java.util.Objects;
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
 * <p>A search and a document exclude each other; setting one removes the other. The host is written by
 * the wais host facility ({@link dev.urikit.spi.HostRules#encodeHost(String)}). An unpaired surrogate in
 * any text is refused (IllegalArgumentException), as it has no UTF-8 form (RFC 3629 section 3).
 *
 * <p>Writing back what was read changes nothing: components taken from an existing URL by
 * {@link WaisUri#toBuilder()} stay as written while each is set to what the view reads from it, so
 * {@code database("a/b")} keeps {@code a%2fb}, {@code port(210)} keeps {@code 0210} and an empty or absent
 * port, and {@code host("example.com")} keeps {@code Ex%61mple.COM}. Not thread-safe.
 */
public final class WaisUriBuilder {

  private static final CharClass UCHAR = WaisScheme.UCHAR;
  private static final CharClass SEARCH = WaisScheme.SEARCH;

  private final CommonParts common;
  /** The path and query of the URL being edited, which may hold dot-segments; null for a new URL. */
  private final @Nullable String sourcePath;
  private final @Nullable String sourceQuery;
  private String database = "";
  private @Nullable String search;
  private @Nullable String wtype;
  private @Nullable String wpath;

  WaisUriBuilder() {
    this.common = new CommonParts("wais", WaisScheme.HOSTS, WaisScheme.DEFAULT_PORT);
    this.sourcePath = null;
    this.sourceQuery = null;
  }

  WaisUriBuilder(WaisUri from) {
    HierarchicalUri source = from.toUri();
    this.common = new CommonParts(source, from.host(), WaisScheme.HOSTS, WaisScheme.DEFAULT_PORT);
    this.sourcePath = source.path();
    this.sourceQuery = source.query();
    this.database = from.rawDatabase();
    this.search = source.query();
    this.wtype = from.rawPart(1);
    this.wpath = from.rawPart(2);
  }

  /**
   * Sets the host, decoded: a DNS name (a Unicode one is written as its IDNA A-label), a dotted-quad IPv4
   * address, or an IPv6 address with or without brackets (RFC 1738 section 3.1). The host of the URL
   * being edited, as {@link WaisUri#host()} reads it, stays as written.
   *
   * @throws IllegalArgumentException if the wais host rules refuse it, or it holds an unpaired surrogate
   */
  public WaisUriBuilder host(String host) {
    common.host(host);
    return this;
  }

  /**
   * Sets the port. A port of this value stays as written ({@code 0210} for 210), and so does the absent or
   * empty port of the URL being edited when {@code port} is 210, which {@link WaisUri#port()} reads.
   *
   * @throws IllegalArgumentException outside 0 to 65535
   */
  public WaisUriBuilder port(int port) {
    common.port(port);
    return this;
  }

  /** Removes the port, so that 210 applies; an empty port ({@code wais://h:/db}), which names none, stays. */
  public WaisUriBuilder removePort() {
    common.removePort();
    return this;
  }

  /**
   * Sets the database name, decoded; {@code ""} by default.
   *
   * @throws IllegalArgumentException for an unpaired surrogate
   */
  public WaisUriBuilder database(String database) {
    this.database = BuilderText.keepOrEncode(this.database, database, UCHAR, "database");
    return this;
  }

  /**
   * Sets the search, decoded, removing any document; null removes it (RFC 4156 section 2: the second form).
   *
   * @throws IllegalArgumentException for an unpaired surrogate
   */
  public WaisUriBuilder search(@Nullable String search) {
    this.search = search == null ? null : BuilderText.keepOrEncode(this.search, search, SEARCH, "search");
    if (search != null) {
      wtype = null;
      wpath = null;
    }
    return this;
  }

  /**
   * Names one document by its WAIS type and document-id, decoded, removing any search (RFC 4156 section 2:
   * the third form).
   *
   * @throws IllegalArgumentException for an unpaired surrogate
   */
  public WaisUriBuilder document(String wtype, String wpath) {
    this.wtype = BuilderText.keepOrEncode(this.wtype, wtype, UCHAR, "wtype");
    this.wpath = BuilderText.keepOrEncode(this.wpath, wpath, UCHAR, "wpath");
    this.search = null;
    return this;
  }

  /** Removes the document, leaving the database. */
  public WaisUriBuilder removeDocument() {
    this.wtype = null;
    this.wpath = null;
    return this;
  }

  /**
   * Sets the fragment, decoded, or removes it with null (RFC 3986 section 3.5).
   *
   * @throws IllegalArgumentException for an unpaired surrogate
   */
  public WaisUriBuilder fragment(@Nullable String fragment) {
    common.fragment(fragment);
    return this;
  }

  /**
   * The URL.
   *
   * @throws IllegalStateException if no host is set
   * @throws IllegalArgumentException if a part would be a {@code "."} or {@code ".."} path segment, which
   *     resolution removes (RFC 3986 section 5.2.4), in a path other than the one of the URL being edited
   */
  public WaisUri build() {
    if (!common.hasHost()) {
      throw new IllegalStateException("no host set: a wais URL needs one (RFC 4156 section 2)");
    }
    String path = wtype == null ? "/" + database : "/" + database + "/" + wtype + "/" + wpath;
    boolean asRead = path.equals(sourcePath) && Objects.equals(search, sourceQuery);
    if (!asRead && Octets.hasDotSegment(path)) {
      throw new IllegalArgumentException("a database, wtype or wpath of \".\" or \"..\" is a dot-segment, which "
          + "resolution removes (RFC 3986 section 5.2.4); a wais URL with one can only be parsed");
    }
    return WaisUri.from(common.toUriBuilder(WaisScheme.registry()).rawPath(path).rawQuery(search).buildUri());
  }
}
