package dev.urikit.gopher;

import dev.urikit.HierarchicalUri;
import dev.urikit.HostType;
import dev.urikit.PercentEncoding;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import dev.urikit.legacy.internal.Octets;
import dev.urikit.spi.UriLayout;
import dev.urikit.spi.UriView;
import java.io.ByteArrayOutputStream;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * A {@code gopher} URL (RFC 4266, RFC 1738 section 3.4) read the way a Gopher client needs it: host and
 * effective port, item type, selector, search, gopher+ string, and the request to send.
 *
 * <pre>{@code
 * GopherUri uri = GopherUri.parse("gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles");
 * uri.host()        // "spinaltap.micro.umn.edu"
 * uri.port()        // 70
 * uri.type()        // '0'
 * uri.itemType()    // TEXT_FILE
 * uri.selector()    // "0/Weather/California/Los Angeles"
 * uri.request()     // the bytes of "0/Weather/California/Los Angeles\r\n"
 * }</pre>
 *
 * <table>
 *   <caption>The gopher-path: {@code <gophertype><selector>[%09<search>[%09<gopher+_string>]]}</caption>
 *   <tr><th>URL</th><th>{@code type()}</th><th>{@code selector()}</th><th>{@code search()}</th><th>{@code gopherPlus()}</th></tr>
 *   <tr><td>{@code gopher://h}, {@code gopher://h/}</td><td>{@code '1'}</td><td>{@code ""}</td><td>null</td><td>null</td></tr>
 *   <tr><td>{@code gopher://h/7/find%09frogs}</td><td>{@code '7'}</td><td>{@code "/find"}</td><td>{@code "frogs"}</td><td>null</td></tr>
 *   <tr><td>{@code gopher://h/1a%09%09!}</td><td>{@code '1'}</td><td>{@code "a"}</td><td>{@code ""}</td><td>{@code "!"}</td></tr>
 * </table>
 *
 * <p>Obtained from {@link #parse(String)}, {@link #from(Uri)}, {@code uri.view(GopherUri.class)} or
 * {@link #builder()}. Immutable and thread-safe; {@code equals} and {@code hashCode} follow the URI's
 * equivalence ({@link GopherScheme}).
 */
public final class GopherUri extends UriView<HierarchicalUri, GopherUri> {

  private static final byte[] CRLF = {'\r', '\n'};

  private GopherUri(HierarchicalUri uri) {
    super(uri);
  }

  @Override
  protected GopherUri rewrap(Uri normalized) {
    return wrap((HierarchicalUri) normalized);
  }

  static GopherUri wrap(HierarchicalUri uri) {
    return new GopherUri(uri);
  }

  /**
   * Parses a gopher URL.
   *
   * @throws UriSyntaxException if {@code text} is not a URI, or the gopher rules refuse it (kind
   *     {@link UriSyntaxException.Kind#SCHEME_SPECIFIC}, with the rule's code)
   * @throws IllegalArgumentException if the URI has another scheme
   */
  public static GopherUri parse(String text) {
    return from(Uri.parse(text, GopherScheme.registry()));
  }

  /** Like {@link #parse(String)}, but null where that throws. */
  public static @Nullable GopherUri parseOrNull(String text) {
    Uri uri = Uri.parseOrNull(text, GopherScheme.registry());
    return uri != null && uri.registeredScheme() instanceof GopherScheme ? wrap((HierarchicalUri) uri) : null;
  }

  /**
   * The view of {@code uri}. A URI validated by {@link GopherScheme} is wrapped as it is; a gopher URI
   * parsed without it is checked by the gopher rules first.
   *
   * @throws UriSyntaxException if the gopher rules refuse it
   * @throws IllegalArgumentException if its scheme is not gopher
   */
  public static GopherUri from(Uri uri) {
    if (uri.registeredScheme() instanceof GopherScheme) {
      return wrap((HierarchicalUri) uri);
    }
    if (!uri.scheme().equalsIgnoreCase("gopher")) {
      throw new IllegalArgumentException("not a gopher URL (scheme \"" + uri.scheme() + "\")");
    }
    return parse(uri.toString());
  }

  /** A builder for a new gopher URL. */
  public static GopherUriBuilder builder() {
    return new GopherUriBuilder();
  }

  /** A builder holding this URL's components, for an edited copy. */
  public GopherUriBuilder toBuilder() {
    return new GopherUriBuilder(this);
  }

  /**
   * The host in lower case, percent-decoded: {@code "gopher.example"}, {@code "192.0.2.1"}, or an IPv6 literal with
   * its brackets, {@code "[2001:db8::1]"}. {@code gopher://Ex%61mple.COM/} gives {@code "example.com"}.
   */
  public String host() {
    String raw = toUri().host();
    if (raw == null) {
      throw new AssertionError("a gopher URL always has a host");
    }
    String host = toUri().hostType() == HostType.REG_NAME ? PercentEncoding.decode(raw) : raw;
    return host.toLowerCase(Locale.ROOT);
  }

  /**
   * The host for display: {@link #host()} with each IDNA A-label turned back into Unicode by the host
   * facility ({@link dev.urikit.spi.HostRules#toUnicode(String)}): {@code "bücher.example"} for
   * {@code xn--bcher-kva.example}. Never use it to compare or to connect: {@link #host()} is the host.
   */
  public String unicodeHost() {
    return GopherScheme.HOSTS.toUnicode(host());
  }

  /** Which form the host takes: a registered name, an IPv4 or an IPv6 address. */
  public HostType hostType() {
    HostType type = toUri().hostType();
    if (type == null) {
      throw new AssertionError("a gopher URL always has a host");
    }
    return type;
  }

  /** The port the URL names, or 70 when it names none or an empty one (RFC 4266 section 2). */
  public int port() {
    Integer port = toUri().portNumber();
    return port != null ? port : GopherScheme.DEFAULT_PORT;
  }

  /**
   * The item type character, decoded (RFC 4266 section 2: {@code <gophertype>}); {@code '1'} when the
   * gopher-path is empty. A type that RFC 1436 does not name is kept as it is ({@code 'h'}); an octet
   * above 127 is the character of the same value.
   */
  public char type() {
    GopherPath.Parts parts = parts();
    return parts.typeStart() < 0 ? '1' : (char) Octets.at(toString(), parts.typeStart());
  }

  /** {@link #type()} as an RFC 1436 item type; {@link GopherItemType#UNKNOWN} for a type it does not name. */
  public GopherItemType itemType() {
    return GopherItemType.of(type());
  }

  /** The selector, decoded as UTF-8 ({@code "0/Weather/California/Los Angeles"}); {@code ""} for none. */
  public String selector() {
    GopherPath.Parts parts = parts();
    return parts.selectorStart() < 0 ? "" : PercentEncoding.decode(toString(), parts.selectorStart(), parts.selectorEnd());
  }

  /** The selector's octets, decoded, whatever their encoding (RFC 4266 section 2: a sequence of octets). */
  public byte[] selectorBytes() {
    return selectorBytes(parts());
  }

  private byte[] selectorBytes(GopherPath.Parts parts) {
    return parts.selectorStart() < 0 ? new byte[0] : Octets.decode(toString(), parts.selectorStart(), parts.selectorEnd());
  }

  /** The search string after the first {@code %09}, decoded; null when there is none (RFC 1738 section 3.4.2). */
  public @Nullable String search() {
    GopherPath.Parts parts = parts();
    return parts.searchStart() < 0 ? null : PercentEncoding.decode(toString(), parts.searchStart(), parts.searchEnd());
  }

  /** The gopher+ string after the second {@code %09}, decoded; null when there is none (RFC 1738 section 3.4.3). */
  public @Nullable String gopherPlus() {
    GopherPath.Parts parts = parts();
    return parts.plusStart() < 0 ? null : PercentEncoding.decode(toString(), parts.plusStart(), parts.end());
  }

  /**
   * The exact octets a client sends after connecting to {@link #host()} and {@link #port()} (RFC 4266
   * section 2, RFC 1738 sections 3.4.1 to 3.4.3): the selector; then, when there is a search, a tab and
   * the search; then, when there is a gopher+ string, a tab and that string; then CR LF, unless the
   * gopher+ string already ends with CR LF (a filled-in form, RFC 1738 section 3.4.9, whose data block
   * ends the request). The type is not sent. The selector and the search never hold a tab, CR or LF:
   * {@link GopherScheme} refuses a URL whose do, and the builder refuses to make one.
   *
   * <pre>{@code
   * GopherUri.parse("gopher://h/7/find%09frogs").request()   // "/find\tfrogs\r\n" as octets
   * }</pre>
   */
  public byte[] request() {
    String s = toString();
    GopherPath.Parts parts = parts();
    ByteArrayOutputStream out = new ByteArrayOutputStream(parts.end() + 2);
    out.writeBytes(selectorBytes(parts));
    if (parts.searchStart() >= 0) {
      out.write(GopherPath.TAB);
      out.writeBytes(Octets.decode(s, parts.searchStart(), parts.searchEnd()));
    }
    byte[] plus = parts.plusStart() < 0 ? new byte[0] : Octets.decode(s, parts.plusStart(), parts.end());
    if (parts.plusStart() >= 0) {
      out.write(GopherPath.TAB);
      out.writeBytes(plus);
    }
    int n = plus.length;
    if (n < 2 || plus[n - 2] != '\r' || plus[n - 1] != '\n') {
      out.writeBytes(CRLF);
    }
    return out.toByteArray();
  }

  /** The type as written, for a builder: one character or one triplet; null when the gopher-path is empty. */
  @Nullable String rawType() {
    GopherPath.Parts parts = parts();
    return parts.typeStart() < 0 ? null : toString().substring(parts.typeStart(), parts.selectorStart());
  }

  /** The selector as written, for a builder. */
  String rawSelector() {
    GopherPath.Parts parts = parts();
    return parts.selectorStart() < 0 ? "" : toString().substring(parts.selectorStart(), parts.selectorEnd());
  }

  /** The search as written, for a builder, or null. */
  @Nullable String rawSearch() {
    GopherPath.Parts parts = parts();
    return parts.searchStart() < 0 ? null : toString().substring(parts.searchStart(), parts.searchEnd());
  }

  /** The gopher+ string as written, for a builder, or null. */
  @Nullable String rawGopherPlus() {
    GopherPath.Parts parts = parts();
    return parts.plusStart() < 0 ? null : toString().substring(parts.plusStart(), parts.end());
  }

  /**
   * Where the type, selector, search and gopher+ string lie, read from the text at each call: the view
   * holds nothing but its URI, so taking it reads no part of the path, and an accessor reads the path
   * once, with a single {@code indexOf} when it holds no triplet ({@link GopherPath#isPlain}).
   */
  private GopherPath.Parts parts() {
    HierarchicalUri uri = toUri();
    return GopherPath.Parts.of(uri.toString(), UriLayout.pathStart(uri), GopherScheme.gopherPathEnd(uri));
  }
}
