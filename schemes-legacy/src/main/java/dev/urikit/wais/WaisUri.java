package dev.urikit.wais;

import dev.urikit.HierarchicalUri;
import dev.urikit.HostType;
import dev.urikit.PercentEncoding;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import dev.urikit.spi.UriView;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * A {@code wais} URL (RFC 4156, RFC 1738 section 3.9): a database, a search of it, or one of its
 * documents.
 *
 * <pre>{@code
 * WaisUri.parse("wais://wais.example/recipes?frog%20legs").search()        // "frog legs"
 * WaisUri doc = WaisUri.parse("wais://wais.example:2100/recipes/TEXT/0%2012%20x");
 * doc.form()       // DOCUMENT
 * doc.database()   // "recipes"
 * doc.wtype()      // "TEXT"
 * doc.wpath()      // "0 12 x"
 * doc.port()       // 2100
 * }</pre>
 *
 * <table>
 *   <caption>Forms (RFC 4156 section 2)</caption>
 *   <tr><th>URL</th><th>{@code form()}</th><th>{@code database()}</th><th>{@code search()}</th><th>{@code wtype()}, {@code wpath()}</th></tr>
 *   <tr><td>{@code wais://h/db}</td><td>DATABASE</td><td>{@code "db"}</td><td>null</td><td>null</td></tr>
 *   <tr><td>{@code wais://h/db?a+b}</td><td>SEARCH</td><td>{@code "db"}</td><td>{@code "a+b"}</td><td>null</td></tr>
 *   <tr><td>{@code wais://h/db/TEXT/x}</td><td>DOCUMENT</td><td>{@code "db"}</td><td>null</td><td>{@code "TEXT"}, {@code "x"}</td></tr>
 * </table>
 *
 * <p>Obtained from {@link #parse(String)}, {@link #from(Uri)}, {@code uri.view(WaisUri.class)} or
 * {@link #builder()}. Immutable and thread-safe; {@code equals} and {@code hashCode} follow the URI's
 * equivalence ({@link WaisScheme}).
 */
public final class WaisUri extends UriView<HierarchicalUri, WaisUri> {

  private WaisUri(HierarchicalUri uri) {
    super(uri);
  }

  @Override
  protected WaisUri rewrap(Uri normalized) {
    return wrap((HierarchicalUri) normalized);
  }

  static WaisUri wrap(HierarchicalUri uri) {
    return new WaisUri(uri);
  }

  /**
   * Parses a wais URL.
   *
   * @throws UriSyntaxException if {@code text} is not a URI, or the wais rules refuse it
   * @throws IllegalArgumentException if the URI has another scheme
   */
  public static WaisUri parse(String text) {
    return from(Uri.parse(text, WaisScheme.registry()));
  }

  /** Like {@link #parse(String)}, but null where that throws. */
  public static @Nullable WaisUri parseOrNull(String text) {
    Uri uri = Uri.parseOrNull(text, WaisScheme.registry());
    return uri != null && uri.registeredScheme() instanceof WaisScheme ? wrap((HierarchicalUri) uri) : null;
  }

  /**
   * The view of {@code uri}; a wais URI parsed without {@link WaisScheme} is checked by its rules first.
   *
   * @throws UriSyntaxException if the wais rules refuse it
   * @throws IllegalArgumentException if its scheme is not wais
   */
  public static WaisUri from(Uri uri) {
    if (uri.registeredScheme() instanceof WaisScheme) {
      return wrap((HierarchicalUri) uri);
    }
    if (!uri.scheme().equalsIgnoreCase("wais")) {
      throw new IllegalArgumentException("not a wais URL (scheme \"" + uri.scheme() + "\")");
    }
    return parse(uri.toString());
  }

  /** A builder for a new wais URL. */
  public static WaisUriBuilder builder() {
    return new WaisUriBuilder();
  }

  /** A builder holding this URL's components as written, for an edited copy. */
  public WaisUriBuilder toBuilder() {
    return new WaisUriBuilder(this);
  }

  /**
   * The host in lower case, percent-decoded: {@code "wais.example"}, {@code "192.0.2.1"}, or an IPv6 literal with
   * its brackets, {@code "[2001:db8::1]"}. {@code wais://Ex%61mple.COM/} gives {@code "example.com"}.
   */
  public String host() {
    String raw = toUri().host();
    if (raw == null) {
      throw new AssertionError("a wais URL always has a host");
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
    return WaisScheme.HOSTS.toUnicode(host());
  }

  /** Which form the host takes: a registered name, an IPv4 or an IPv6 address. */
  public HostType hostType() {
    HostType type = toUri().hostType();
    if (type == null) {
      throw new AssertionError("a wais URL always has a host");
    }
    return type;
  }

  /** The port the URL names, or 210 when it names none or an empty one (RFC 4156 section 2). */
  public int port() {
    Integer port = toUri().portNumber();
    return port != null ? port : WaisScheme.DEFAULT_PORT;
  }

  /** Which of the three forms the URL takes. */
  public WaisForm form() {
    if (rawPart(1) != null) {
      return WaisForm.DOCUMENT;
    }
    return toUri().query() != null ? WaisForm.SEARCH : WaisForm.DATABASE;
  }

  /** The database name, decoded (RFC 4156 section 2: {@code <database>}); {@code ""} when empty. */
  public String database() {
    return PercentEncoding.decode(rawDatabase());
  }

  /** The search, decoded ({@code '+'} stays a plus); null unless {@link #form()} is {@code SEARCH}. */
  public @Nullable String search() {
    String query = toUri().query();
    return query == null ? null : PercentEncoding.decode(query);
  }

  /** The WAIS type of the document, decoded ({@code "TEXT"}); null unless {@link #form()} is {@code DOCUMENT}. */
  public @Nullable String wtype() {
    String raw = rawPart(1);
    return raw == null ? null : PercentEncoding.decode(raw);
  }

  /**
   * The WAIS document-id, decoded as UTF-8; null unless {@link #form()} is {@code DOCUMENT}. RFC 4156
   * section 2: it "should be treated opaquely"; only the server that issued it may take it apart.
   */
  public @Nullable String wpath() {
    String raw = rawPart(2);
    return raw == null ? null : PercentEncoding.decode(raw);
  }

  /** The database as written, for a builder. */
  String rawDatabase() {
    String raw = rawPart(0);
    return raw == null ? "" : raw;
  }

  /** Part {@code index} of the path after its {@code "/"}, as written: 0 the database, 1 the wtype, 2 the wpath. */
  @Nullable String rawPart(int index) {
    String[] parts = toUri().path().substring(1).split("/", -1);
    return index < parts.length ? parts[index] : null;
  }
}
