package dev.urikit.news;

import dev.urikit.HierarchicalUri;
import dev.urikit.HostType;
import dev.urikit.PercentEncoding;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import dev.urikit.spi.Scheme;
import dev.urikit.spi.UriView;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * An {@code nntp} or {@code nntps} URI (RFC 5538 section 2.2): a server, a group and optionally an
 * article number within that group on that server.
 *
 * <pre>{@code
 * NntpUri uri = NntpUri.parse("nntp://Wild.Server.Example/example.group.n%2Fa/12345");
 * uri.host()            // "wild.server.example"
 * uri.port()            // 119
 * uri.group()           // "example.group.n/a"
 * uri.articleNumber()   // 12345
 * NntpUri.parse("nntps://h.example/comp.lang").articleNumber()   // null
 * }</pre>
 *
 * <p>Obtained from {@link #parse(String)}, {@link #from(Uri)}, {@code uri.view(NntpUri.class)} or
 * {@link #builder()}. Immutable and thread-safe; {@code equals} and {@code hashCode} follow
 * {@link Uri#equals(Object)}: scheme and host case, percent-encoding, the default port and leading
 * zeros of the article number do not matter, the case of the group does. {@link #normalize()} applies
 * RFC 3986 sections 6.2.2 and 6.2.3 and drops those zeros: {@code NNTP://H.Example:119/g/007} gives
 * {@code nntp://h.example/g/7}.
 */
public final class NntpUri extends UriView<HierarchicalUri, NntpUri> {

  private final NntpScheme scheme;

  private NntpUri(HierarchicalUri uri, NntpScheme scheme) {
    super(uri);
    this.scheme = scheme;
  }

  @Override
  protected NntpUri rewrap(Uri normalized) {
    return wrap((HierarchicalUri) normalized, scheme);
  }

  static NntpUri wrap(HierarchicalUri uri, NntpScheme scheme) {
    return new NntpUri(uri, scheme);
  }

  /**
   * Parses an nntp or nntps URI.
   *
   * @throws UriSyntaxException if {@code text} is not a URI, or the nntp rules refuse it (no group, an
   *     article number that is not 1 to 2,147,483,647 in at most 16 digits, a wildmat)
   * @throws IllegalArgumentException if the URI has another scheme
   */
  public static NntpUri parse(String text) {
    return from(Uri.parse(text, NewsSchemeProvider.registry()));
  }

  /** Like {@link #parse(String)}, but null where that throws. */
  public static @Nullable NntpUri parseOrNull(String text) {
    Uri uri = Uri.parseOrNull(text, NewsSchemeProvider.registry());
    return uri != null && uri.registeredScheme() instanceof NntpScheme nntp ? wrap((HierarchicalUri) uri, nntp) : null;
  }

  /**
   * The view of {@code uri}. A URI validated by an nntp scheme is wrapped as it is; one parsed without
   * the nntp rules is checked by them first.
   *
   * @throws UriSyntaxException if the nntp rules refuse it
   * @throws IllegalArgumentException if its scheme is not nntp or nntps
   */
  public static NntpUri from(Uri uri) {
    Scheme registered = uri.registeredScheme();
    if (registered instanceof NntpScheme nntp) {
      return wrap((HierarchicalUri) uri, nntp);
    }
    String name = uri.scheme().toLowerCase(Locale.ROOT);
    if (name.equals("nntp") || name.equals("nntps")) {
      return parse(uri.toString());
    }
    throw new IllegalArgumentException("not an nntp or nntps URI (scheme \"" + uri.scheme() + "\")");
  }

  /** A builder for a new URI, of scheme {@code nntp} unless told otherwise. */
  public static NntpUriBuilder builder() {
    return new NntpUriBuilder();
  }

  /** A builder holding this URI's components as written (the scheme in lower case), for an edited copy. */
  public NntpUriBuilder toBuilder() {
    return new NntpUriBuilder(this);
  }

  /** The scheme in lower case: {@code "nntp"} or {@code "nntps"}. */
  public String scheme() {
    return scheme.name();
  }

  /** Whether the scheme is {@code nntps} (NNTP over TLS, RFC 4642). */
  public boolean isSecure() {
    return scheme == NntpScheme.nntps();
  }

  /**
   * The user information, decoded, or null when there is none: {@code "ann"} for
   * {@code nntp://ann@news.example/g}. A password after a {@code ":"} is given back with it; that form is
   * deprecated, and {@link Uri#warnings()} reports it ({@code nntp.userinfo.password}).
   */
  public @Nullable String userInfo() {
    return toUri().decodedUserInfo();
  }

  /**
   * The host in lower case, a registered name decoded: {@code "news.example"}, {@code "192.0.2.1"}, or
   * an IPv6 literal with its brackets.
   */
  public String host() {
    String host = toUri().decodedHost();
    if (host == null) {
      throw new AssertionError("an nntp URI always has a host");
    }
    return host.toLowerCase(Locale.ROOT);
  }

  /**
   * The host for display: {@link #host()} with each IDNA A-label turned back into Unicode by the host
   * facility ({@link dev.urikit.spi.HostRules#toUnicode(String)}): {@code "bücher.example"} for
   * {@code xn--bcher-kva.example}. Never use it to compare or to connect.
   */
  public String unicodeHost() {
    return ServerNames.toUnicode(host());
  }

  /** Which form the host takes: a registered name, an IPv4 address or an IP literal. */
  public HostType hostType() {
    HostType type = toUri().hostType();
    if (type == null) {
      throw new AssertionError("an nntp URI always has a host");
    }
    return type;
  }

  /** The port the URI names, or the scheme's default (119, or 563 for nntps) when it names none. */
  public int port() {
    Integer port = toUri().portNumber();
    return port != null ? port : scheme.defaultPort();
  }

  /** The group, decoded: {@code example.group.n%2Fa} gives {@code "example.group.n/a"}. */
  public String group() {
    return PercentEncoding.decode(rawGroup());
  }

  /** The group as written (percent-encoded). */
  public String rawGroup() {
    String path = toUri().path();
    int slash = path.indexOf('/', 1);
    return path.substring(1, slash < 0 ? path.length() : slash);
  }

  /** The article number, 1 to 2,147,483,647 (RFC 3977 section 6), or null when the URI names the group alone. */
  public @Nullable Long articleNumber() {
    String path = toUri().path();
    int slash = path.indexOf('/', 1);
    return slash < 0 ? null : Long.parseLong(path.substring(slash + 1));
  }

  /** The fragment as written, or null. */
  public @Nullable String fragment() {
    return toUri().fragment();
  }
}
