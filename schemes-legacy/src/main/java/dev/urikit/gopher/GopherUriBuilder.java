package dev.urikit.gopher;

import dev.urikit.CharClass;
import dev.urikit.HierarchicalUri;
import dev.urikit.PercentEncoding;
import dev.urikit.UriBuilder;
import dev.urikit.UriReference;
import dev.urikit.legacy.internal.Octets;
import java.nio.charset.StandardCharsets;
import org.jspecify.annotations.Nullable;

/**
 * Builds a {@link GopherUri} from decoded values, encoding each for its place in the gopher-path exactly
 * once (RFC 4266 section 2, RFC 1738 section 5, RFC 3986 section 2.1).
 *
 * <pre>{@code
 * GopherUri.builder()
 *     .host("spinaltap.micro.umn.edu")
 *     .type('0')
 *     .selector("0/Weather/California/Los Angeles")
 *     .build()
 *     .toString()
 * // "gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles"
 * }</pre>
 *
 * <table>
 *   <caption>Encoding</caption>
 *   <tr><th>call</th><th>decoded</th><th>written</th></tr>
 *   <tr><td>{@code selector}</td><td>{@code a b?c#d}</td><td>{@code a%20b%3Fc%23d}</td></tr>
 *   <tr><td>{@code search}</td><td>{@code x/y z}</td><td>{@code x%2Fy%20z}</td></tr>
 *   <tr><td>{@code gopherPlus}</td><td>{@code +\t1\r\n}</td><td>{@code +%091%0D%0A}</td></tr>
 *   <tr><td>{@code host}</td><td>{@code Bücher.example}</td><td>{@code xn--bcher-kva.example}</td></tr>
 * </table>
 *
 * <p>A tab, CR or LF in the type, the selector or the search is refused (IllegalArgumentException): a
 * tab would end the selector, and a line break would end the request (RFC 4266 section 2). So is a
 * selector that would make a {@code "."} or {@code ".."} path segment, which resolution removes (RFC 3986
 * section 5.2.4). Components taken from an existing URL by {@link GopherUri#toBuilder()} stay as written
 * until set again. Not thread-safe.
 */
public final class GopherUriBuilder {

  /** What a selector or gopher+ string may hold unencoded: path characters ({@code '?'} and {@code '#'} are encoded). */
  private static final CharClass SELECTOR = CharClass.PATH;
  /** {@code search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]} (RFC 1738 section 5), '~' being unreserved since RFC 3986. */
  private static final CharClass SEARCH = CharClass.UNRESERVED.union(CharClass.of("$+!*'(),;:@&="));

  private final UriBuilder uri;
  private boolean hasHost;
  private @Nullable String type;
  private String selector = "";
  private @Nullable String search;
  private @Nullable String gopherPlus;

  GopherUriBuilder() {
    this.uri = UriReference.builder().scheme("gopher").registry(GopherScheme.registry());
  }

  GopherUriBuilder(GopherUri from) {
    HierarchicalUri source = from.toUri();
    this.uri = UriReference.builder().scheme("gopher").rawHost(source.host()).rawPort(source.port())
        .rawFragment(source.fragment()).registry(GopherScheme.registry());
    this.hasHost = true;
    this.type = from.rawType();
    this.selector = from.rawSelector();
    this.search = from.rawSearch();
    this.gopherPlus = from.rawGopherPlus();
  }

  /**
   * Sets the host, decoded: a DNS name (a Unicode one is written as its IDNA A-label), a dotted-quad IPv4
   * address, or an IPv6 address with or without brackets (RFC 1738 section 3.1).
   *
   * @throws IllegalArgumentException if RFC 3986 section 3.2.2 refuses it; the gopher host rules are
   *     checked by {@link #build()}
   */
  public GopherUriBuilder host(String host) {
    uri.host(host);
    hasHost = true;
    return this;
  }

  /**
   * Sets the port.
   *
   * @throws IllegalArgumentException outside 0 to 65535
   */
  public GopherUriBuilder port(int port) {
    uri.port(port);
    return this;
  }

  /** Removes the port, so that 70 applies. */
  public GopherUriBuilder removePort() {
    uri.rawPort(null);
    return this;
  }

  /**
   * Sets the item type character ({@code '0'}, {@code '1'}, {@code 'h'}, ...), encoded when it is no
   * path character; the default, {@code '1'}, is written too.
   *
   * @throws IllegalArgumentException for a tab, CR or LF, or a character above U+00FF, which is no single octet
   */
  public GopherUriBuilder type(char type) {
    if (type == '\t' || type == '\r' || type == '\n' || type > 0xFF) {
      throw new IllegalArgumentException("the gophertype must be one octet other than tab, CR and LF "
          + "(RFC 4266 section 2, RFC 1436 section 2)");
    }
    this.type = Octets.encode(new byte[] {(byte) type}, SELECTOR);
    return this;
  }

  /** Sets the item type from RFC 1436's names. @throws IllegalArgumentException for {@link GopherItemType#UNKNOWN} */
  public GopherUriBuilder itemType(GopherItemType itemType) {
    if (itemType == GopherItemType.UNKNOWN) {
      throw new IllegalArgumentException("UNKNOWN names no type character: use type(char)");
    }
    return type(itemType.code());
  }

  /**
   * Sets the selector, decoded, as UTF-8; {@code ""} (the default) is the server's top level.
   *
   * @throws IllegalArgumentException for a tab, CR or LF (RFC 4266 section 2)
   */
  public GopherUriBuilder selector(String selector) {
    return selectorBytes(selector.getBytes(StandardCharsets.UTF_8));
  }

  /**
   * Sets the selector as octets in any encoding (RFC 4266 section 2: a selector is a sequence of octets).
   *
   * @throws IllegalArgumentException for a tab, CR or LF
   */
  public GopherUriBuilder selectorBytes(byte[] selector) {
    for (byte b : selector) {
      if (b == '\t' || b == '\r' || b == '\n') {
        throw new IllegalArgumentException("a gopher selector may hold any octet but tab, CR and LF (RFC 4266 section 2)");
      }
    }
    this.selector = Octets.encode(selector, SELECTOR);
    return this;
  }

  /**
   * Sets the search string after {@code %09}, decoded, or removes it (and the gopher+ string) with null
   * (RFC 1738 section 3.4.2).
   *
   * @throws IllegalArgumentException for a tab, CR or LF: the search is sent on the request line
   */
  public GopherUriBuilder search(@Nullable String search) {
    if (search != null && (search.indexOf('\t') >= 0 || search.indexOf('\r') >= 0 || search.indexOf('\n') >= 0)) {
      throw new IllegalArgumentException("a gopher search string is sent on the request line: no tab, CR or LF "
          + "(RFC 4266 section 2, RFC 1436 section 3.7)");
    }
    this.search = search == null ? null : PercentEncoding.encode(search, SEARCH);
    if (search == null) {
      this.gopherPlus = null;
    }
    return this;
  }

  /**
   * Sets the gopher+ string after a second {@code %09}, decoded, or removes it with null (RFC 1738
   * section 3.4.3); tabs and line breaks are encoded (a form's data, section 3.4.9). Without a search the
   * search is written empty, as section 3.4.3 asks.
   */
  public GopherUriBuilder gopherPlus(@Nullable String gopherPlus) {
    this.gopherPlus = gopherPlus == null ? null : PercentEncoding.encode(gopherPlus, SELECTOR);
    if (gopherPlus != null && search == null) {
      this.search = "";
    }
    return this;
  }

  /** Sets the fragment, decoded, or removes it with null (RFC 3986 section 3.5). */
  public GopherUriBuilder fragment(@Nullable String fragment) {
    uri.fragment(fragment);
    return this;
  }

  /**
   * The URL. Without type, selector, search and gopher+ string, the gopher-path is {@code "/1"}.
   *
   * @throws IllegalStateException if no host is set
   * @throws IllegalArgumentException if the selector makes a {@code "."} or {@code ".."} segment, or the
   *     gopher rules refuse the host
   */
  public GopherUri build() {
    if (!hasHost) {
      throw new IllegalStateException("no host set: a gopher URL needs one (RFC 4266 section 2)");
    }
    StringBuilder path = new StringBuilder(64).append('/').append(type == null ? "1" : type).append(selector);
    if (search != null) {
      path.append("%09").append(search);
      if (gopherPlus != null) {
        path.append("%09").append(gopherPlus);
      }
    }
    String gopherPath = path.toString();
    int question = gopherPath.indexOf('?');
    String rawPath = question < 0 ? gopherPath : gopherPath.substring(0, question);
    if (Octets.hasDotSegment(rawPath)) {
      throw new IllegalArgumentException("the selector makes a \".\" or \"..\" path segment, which resolution "
          + "removes (RFC 3986 section 5.2.4); a gopher URL with one can only be parsed");
    }
    uri.rawPath(rawPath).rawQuery(question < 0 ? null : gopherPath.substring(question + 1));
    return GopherUri.from(uri.buildUri());
  }
}
