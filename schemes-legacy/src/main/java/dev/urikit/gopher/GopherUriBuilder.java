package dev.urikit.gopher;

import dev.urikit.CharClass;
import dev.urikit.HierarchicalUri;
import dev.urikit.legacy.internal.BuilderText;
import dev.urikit.legacy.internal.CommonParts;
import dev.urikit.legacy.internal.Octets;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Objects;
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
 * tab would end the selector, and a line break would end the request (RFC 4266 section 2). So is an
 * unpaired surrogate in any text, which has no UTF-8 form (RFC 3629 section 3), and a selector that would
 * make a {@code "."} or {@code ".."} path segment, which resolution removes (RFC 3986 section 5.2.4),
 * unless the gopher-path is the one of the URL being edited. The host is written by the gopher host
 * facility ({@link dev.urikit.spi.HostRules#encodeHost(String)}).
 *
 * <p>Writing back what was read changes nothing: components taken from an existing URL by
 * {@link GopherUri#toBuilder()} stay as written while each is set to what the view reads from it.
 *
 * <table>
 *   <caption>Write-backs to {@code GOPHER://Ex%61mple.COM:070/%30a%2Fb%09%3F}, and to {@code gopher://h:}</caption>
 *   <tr><th>call</th><th>keeps</th></tr>
 *   <tr><td>{@code host("example.com")}</td><td>{@code Ex%61mple.COM}</td></tr>
 *   <tr><td>{@code port(70)}</td><td>{@code 070}; the empty port of {@code h:}, which names 70</td></tr>
 *   <tr><td>{@code type('0')}, {@code selector("a/b")}, {@code search("?")}</td><td>{@code %30}, {@code a%2Fb},
 *       {@code %3F}</td></tr>
 *   <tr><td>{@code type('1')}, {@code selector("")}</td><td>the empty gopher-path of {@code gopher://h:}, type 1</td></tr>
 * </table>
 *
 * <p>Not thread-safe.
 */
public final class GopherUriBuilder {

  /** What a selector or gopher+ string may hold unencoded: path characters ({@code '?'} and {@code '#'} are encoded). */
  private static final CharClass SELECTOR = CharClass.PATH;
  /** {@code search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]} (RFC 1738 section 5), '~' being unreserved since RFC 3986. */
  private static final CharClass SEARCH = CharClass.UNRESERVED.union(CharClass.of("$+!*'(),;:@&="));

  private final CommonParts common;
  /** The path and query of the URL being edited, written as they are when the parts still make them; null for a new URL. */
  private final @Nullable String sourcePath;
  private final @Nullable String sourceQuery;
  private @Nullable String type;
  private String selector = "";
  private @Nullable String search;
  private @Nullable String gopherPlus;

  GopherUriBuilder() {
    this.common = new CommonParts("gopher", GopherScheme.HOSTS, GopherScheme.DEFAULT_PORT);
    this.sourcePath = null;
    this.sourceQuery = null;
  }

  GopherUriBuilder(GopherUri from) {
    HierarchicalUri source = from.toUri();
    this.common = new CommonParts(source, from.host(), GopherScheme.HOSTS, GopherScheme.DEFAULT_PORT);
    this.sourcePath = source.path();
    this.sourceQuery = source.query();
    this.type = from.rawType();
    this.selector = from.rawSelector();
    this.search = from.rawSearch();
    this.gopherPlus = from.rawGopherPlus();
  }

  /**
   * Sets the host, decoded: a DNS name (a Unicode one is written as its IDNA A-label), a dotted-quad IPv4
   * address, or an IPv6 address with or without brackets (RFC 1738 section 3.1). The host of the URL
   * being edited, as {@link GopherUri#host()} reads it, stays as written.
   *
   * @throws IllegalArgumentException if the gopher host rules refuse it, or it holds an unpaired surrogate
   */
  public GopherUriBuilder host(String host) {
    common.host(host);
    return this;
  }

  /**
   * Sets the port. A port of this value stays as written ({@code 070} for 70), and so does the absent or
   * empty port of the URL being edited when {@code port} is 70, which {@link GopherUri#port()} reads.
   *
   * @throws IllegalArgumentException outside 0 to 65535
   */
  public GopherUriBuilder port(int port) {
    common.port(port);
    return this;
  }

  /** Removes the port, so that 70 applies; an empty port ({@code gopher://h:/}), which names none, stays. */
  public GopherUriBuilder removePort() {
    common.removePort();
    return this;
  }

  /**
   * Sets the item type character ({@code '0'}, {@code '1'}, {@code 'h'}, ...), encoded when it is no
   * path character; the default, {@code '1'}, is written too, unless the URL being edited has an empty
   * gopher-path, which is type 1 already.
   *
   * @throws IllegalArgumentException for a tab, CR or LF, or a character above U+00FF, which is no single octet
   */
  public GopherUriBuilder type(char type) {
    if (type == '\t' || type == '\r' || type == '\n' || type > 0xFF) {
      throw new IllegalArgumentException("the gophertype must be one octet other than tab, CR and LF "
          + "(RFC 4266 section 2, RFC 1436 section 2)");
    }
    String current = this.type;
    if (type != (current == null ? '1' : (char) Octets.at(current, 0))) {
      this.type = Octets.encode(new byte[] {(byte) type}, SELECTOR);
    }
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
   * @throws IllegalArgumentException for a tab, CR or LF (RFC 4266 section 2), or an unpaired surrogate
   */
  public GopherUriBuilder selector(String selector) {
    BuilderText.checked(selector, "selector");
    return BuilderText.reads(this.selector, selector) ? this : selectorBytes(selector.getBytes(StandardCharsets.UTF_8));
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
    if (!Arrays.equals(Octets.decode(this.selector, 0, this.selector.length()), selector)) {
      this.selector = Octets.encode(selector, SELECTOR);
    }
    return this;
  }

  /**
   * Sets the search string after {@code %09}, decoded, or removes it (and the gopher+ string) with null
   * (RFC 1738 section 3.4.2).
   *
   * @throws IllegalArgumentException for a tab, CR or LF: the search is sent on the request line; or for an
   *     unpaired surrogate
   */
  public GopherUriBuilder search(@Nullable String search) {
    if (search == null) {
      this.search = null;
      this.gopherPlus = null;
      return this;
    }
    if (search.indexOf('\t') >= 0 || search.indexOf('\r') >= 0 || search.indexOf('\n') >= 0) {
      throw new IllegalArgumentException("a gopher search string is sent on the request line: no tab, CR or LF "
          + "(RFC 4266 section 2, RFC 1436 section 3.7)");
    }
    this.search = BuilderText.keepOrEncode(this.search, search, SEARCH, "search");
    return this;
  }

  /**
   * Sets the gopher+ string after a second {@code %09}, decoded, or removes it with null (RFC 1738
   * section 3.4.3); tabs and line breaks are encoded (a form's data, section 3.4.9). Without a search the
   * search is written empty, as section 3.4.3 asks.
   *
   * @throws IllegalArgumentException for an unpaired surrogate
   */
  public GopherUriBuilder gopherPlus(@Nullable String gopherPlus) {
    if (gopherPlus == null) {
      this.gopherPlus = null;
      return this;
    }
    this.gopherPlus = BuilderText.keepOrEncode(this.gopherPlus, gopherPlus, SELECTOR, "gopher+ string");
    if (search == null) {
      this.search = "";
    }
    return this;
  }

  /**
   * Sets the fragment, decoded, or removes it with null (RFC 3986 section 3.5).
   *
   * @throws IllegalArgumentException for an unpaired surrogate
   */
  public GopherUriBuilder fragment(@Nullable String fragment) {
    common.fragment(fragment);
    return this;
  }

  /**
   * The URL. Without type, selector, search and gopher+ string, the gopher-path is {@code "/1"}, or the
   * empty one of the URL being edited.
   *
   * @throws IllegalStateException if no host is set
   * @throws IllegalArgumentException if the selector makes a {@code "."} or {@code ".."} segment in a
   *     gopher-path other than the edited URL's
   */
  public GopherUri build() {
    if (!common.hasHost()) {
      throw new IllegalStateException("no host set: a gopher URL needs one (RFC 4266 section 2)");
    }
    String rawPath;
    String rawQuery;
    if (type == null && selector.isEmpty() && search == null && sourcePath != null) {
      rawPath = sourcePath;   // the empty gopher-path of the URL being edited, with or without its "/"
      rawQuery = null;
    } else {
      StringBuilder path = new StringBuilder(64).append('/').append(type == null ? "1" : type).append(selector);
      if (search != null) {
        path.append("%09").append(search);
        if (gopherPlus != null) {
          path.append("%09").append(gopherPlus);
        }
      }
      String gopherPath = path.toString();
      int question = gopherPath.indexOf('?');
      rawPath = question < 0 ? gopherPath : gopherPath.substring(0, question);
      rawQuery = question < 0 ? null : gopherPath.substring(question + 1);
      boolean asRead = rawPath.equals(sourcePath) && Objects.equals(rawQuery, sourceQuery);
      if (!asRead && Octets.hasDotSegment(rawPath)) {
        throw new IllegalArgumentException("the selector makes a \".\" or \"..\" path segment, which resolution "
            + "removes (RFC 3986 section 5.2.4); a gopher URL with one can only be parsed");
      }
    }
    return GopherUri.from(common.toUriBuilder(GopherScheme.registry()).rawPath(rawPath).rawQuery(rawQuery).buildUri());
  }
}
