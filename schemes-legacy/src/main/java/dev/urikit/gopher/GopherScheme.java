package dev.urikit.gopher;

import dev.urikit.HierarchicalUri;
import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.spi.HostRules;
import dev.urikit.spi.Scheme;
import dev.urikit.spi.SchemeForm;
import dev.urikit.spi.SchemeViolation;
import dev.urikit.spi.UriLayout;
import dev.urikit.spi.UriParts;
import dev.urikit.spi.UriView;
import dev.urikit.spi.ViewDescription;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The {@code gopher} scheme of RFC 4266 (RFC 1738 section 3.4): its syntax on top of RFC 3986, its
 * normalization and the {@link GopherUri} view.
 *
 * <pre>{@code
 * SchemeRegistry registry = SchemeRegistry.builder().add(new GopherScheme()).build();
 * Uri.parse("GOPHER://Example.COM:70/", registry).normalize().toString()   // "gopher://example.com/1"
 * }</pre>
 *
 * <table>
 *   <caption>What it refuses, with the violation's code</caption>
 *   <tr><th>input</th><th>code</th></tr>
 *   <tr><td>{@code gopher:/1}</td><td>{@code gopher.authority.missing}</td></tr>
 *   <tr><td>{@code gopher://u@h/}</td><td>{@code gopher.userinfo}</td></tr>
 *   <tr><td>{@code gopher:///1}, {@code gopher://[v1.x]/}</td><td>{@code gopher.host.empty}, {@code gopher.host.ipvfuture}</td></tr>
 *   <tr><td>{@code gopher://a!b/}, {@code gopher://a..b/}, {@code gopher://-a.b/}, {@code gopher://1.2.3/}</td>
 *       <td>{@code gopher.host.character}, {@code gopher.host.empty-label}, {@code gopher.host.hyphen},
 *       {@code gopher.host.numeric}; {@link HostRules} lists every host code</td></tr>
 *   <tr><td>{@code gopher://h:65536/}</td><td>{@code gopher.port.range}</td></tr>
 *   <tr><td>{@code gopher://h?x}</td><td>{@code gopher.path.missing}</td></tr>
 *   <tr><td>{@code gopher://h/%0D}</td><td>{@code gopher.type.character}</td></tr>
 *   <tr><td>{@code gopher://h/0a%0D%0Ab}</td><td>{@code gopher.selector.line-break}</td></tr>
 *   <tr><td>{@code gopher://h/7a%09b%0A}</td><td>{@code gopher.search.line-break}</td></tr>
 *   <tr><td>{@code gopher://h/7a%09b/c}</td><td>{@code gopher.search.character}</td></tr>
 * </table>
 *
 * <p>The gopher-path is everything after the {@code "/"} that follows the host, up to the fragment: a
 * {@code '?'} in it is part of the selector, as RFC 1738 section 3.4.1 reserves no character there, even
 * though RFC 3986 calls what follows it the query. Equivalence adds to RFC 3986 section 6.2.2 the default
 * port 70 and the empty gopher-path, which is type {@code 1} with an empty selector (RFC 4266 section 2):
 * {@code gopher://h}, {@code gopher://h/} and {@code gopher://h:70/1} are one URI, {@code gopher://h/1/}
 * another (selector {@code "/"}).
 *
 * <p>The host ({@code host = hostname | hostnumber}, RFC 1738 section 3.1) and the port's range are
 * checked by the host facility, {@link HostRules}, as for http and ftp: a host is a DNS name of letters,
 * digits, {@code '-'} and {@code '_'} in either case, percent-encoded or not, that is no number; an IPv4
 * address; or an IPv6 literal (RFC 3986 section 3.2.2).
 *
 * <p>Policies: the path is not a hierarchy ({@link #hasHierarchicalPath()}: a selector's {@code '/'}
 * need not mean a level, RFC 1738 section 3.4.1), and a gopher URL is no resolution base
 * ({@link #canBeBase()}). Immutable and thread-safe; {@link #validate(Uri)} allocates nothing on success.
 */
public final class GopherScheme implements Scheme {

  /** The Gopher port (RFC 4266 section 2, RFC 1436 section 2). */
  public static final int DEFAULT_PORT = 70;

  /**
   * The host facility: host and port of a gopher URL (host = hostname | hostnumber,
   * RFC 1738 section 3.1), for validation, builders and views.
   */
  static final HostRules HOSTS = HostRules.of("gopher", "RFC 4266 section 2");

  private static final Integer DEFAULT_PORT_VALUE = DEFAULT_PORT;
  private static final String AUTHORITY_MISSING = "a gopher URL needs \"//\" and a host: "
      + "gopher://host[:port][/<gophertype><selector>] (RFC 4266 section 2)";
  private static final String USER_INFO = "a gopher URL has no user or password: gopherurl = \"gopher://\" "
      + "hostport [...] (RFC 1738 section 5)";

  private static final SchemeRegistry REGISTRY = SchemeRegistry.builder().add(new GopherScheme()).build();

  /** The scheme; {@code LegacySchemeProvider} registers one, and a registry may be built with another. */
  public GopherScheme() {}

  /** {@code "gopher"}. */
  @Override
  public String name() {
    return "gopher";
  }

  /** 70 (RFC 4266 section 2); compared by value, so {@code :070} is the default too. */
  @Override
  public Integer defaultPort() {
    return DEFAULT_PORT_VALUE;
  }

  /** Hierarchical: a gopher URL always has {@code "//"} and a host. */
  @Override
  public SchemeForm form() {
    return SchemeForm.HIERARCHICAL;
  }

  /** True: hosts are DNS names or IP addresses (RFC 1738 section 3.1), so a builder writes a Unicode name as its A-label. */
  @Override
  public boolean hasDnsHosts() {
    return true;
  }

  /**
   * False: the first character of the path is the item type, not part of a name, so resolving a relative
   * reference would take the type from the reference ({@code gopher://h/0a/b} and {@code c} would give
   * {@code gopher://h/0a/c}, but {@code /c} would give type {@code c}); and selectors are not hierarchies.
   */
  @Override
  public boolean canBeBase() {
    return false;
  }

  /**
   * False: {@code "."} and {@code ".."} in a selector are octets sent to the server, which gives them
   * whatever meaning it likes (RFC 1738 section 3.4.1: a {@code '/'} may not correspond to a level), so
   * normalization keeps them.
   */
  @Override
  public boolean hasHierarchicalPath() {
    return false;
  }

  /** Checks the rules in the table above from the offsets the parser recorded; allocates nothing on success. */
  @Override
  public @Nullable SchemeViolation validate(Uri uri) {
    if (!UriLayout.hasAuthority(uri)) {
      return new SchemeViolation(UriLayout.schemeEnd(uri) + 1, "gopher.authority.missing", AUTHORITY_MISSING);
    }
    if (UriLayout.hasUserInfo(uri)) {
      return new SchemeViolation(UriLayout.authorityStart(uri), "gopher.userinfo", USER_INFO);
    }
    SchemeViolation authority = HOSTS.checkAuthority(uri);
    if (authority != null) {
      return authority;
    }
    return GopherPath.check(uri.toString(), UriLayout.pathStart(uri), gopherPathEnd(uri));
  }

  /** Where the gopher-path ends: at the fragment's {@code '#'}, or the end of the text. */
  static int gopherPathEnd(Uri uri) {
    return UriLayout.hasFragment(uri) ? UriLayout.fragmentStart(uri) - 1 : uri.toString().length();
  }

  /**
   * RFC 3986 section 6.2.3 for gopher, on top of what the core has done (lower-case scheme and host,
   * percent-encoding normalized, empty and default port removed): an empty gopher-path, with or without
   * its {@code "/"}, becomes {@code "/1"}, the directory type and empty selector it stands for (RFC 4266
   * section 2).
   */
  @Override
  public void normalize(UriParts parts) {
    String path = parts.path();
    if (parts.query() == null && (path.isEmpty() || path.equals("/"))) {
      parts.path("/1");
    }
  }

  /** The {@link GopherUri} view, which {@link #view(Uri, Class)} makes of every URI of this scheme. */
  @Override
  public List<Class<? extends UriView<?, ?>>> viewTypes() {
    return List.of(GopherUri.class);
  }

  @Override
  public <T> @Nullable T view(Uri uri, Class<T> type) {
    return type == GopherUri.class ? type.cast(GopherUri.wrap((HierarchicalUri) uri)) : null;
  }

  /**
   * The {@code "gopher"} description: {@code host} (lower case, decoded), {@code port} (effective), {@code type}
   * (the character), {@code itemType} (its {@link GopherItemType} name), {@code selector}, {@code search}
   * and {@code gopherPlus} (decoded, the last two null when absent).
   */
  @Override
  public ViewDescription describe(Uri uri) {
    GopherUri view = GopherUri.wrap((HierarchicalUri) uri);
    return ViewDescription.builder("gopher")
        .put("host", view.host())
        .put("port", view.port())
        .put("type", String.valueOf(view.type()))
        .put("itemType", view.itemType().name())
        .put("selector", view.selector())
        .put("search", view.search())
        .put("gopherPlus", view.gopherPlus())
        .build();
  }

  @Override
  public String toString() {
    return "GopherScheme[gopher]";
  }

  /** The registry the view parses with: the installed one when its gopher scheme is this class, else one of gopher alone. */
  static SchemeRegistry registry() {
    return SchemeRegistry.installed().lookup("gopher") instanceof GopherScheme ? SchemeRegistry.installed() : REGISTRY;
  }
}
