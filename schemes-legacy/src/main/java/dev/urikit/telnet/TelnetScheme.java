package dev.urikit.telnet;

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
 * The {@code telnet} scheme of RFC 4248 (RFC 1738 section 3.8): {@code telnet://<user>:<password>@<host>:<port>/},
 * its normalization and the {@link TelnetUri} view.
 *
 * <pre>{@code
 * SchemeRegistry registry = SchemeRegistry.builder().add(new TelnetScheme()).build();
 * Uri.parse("TELNET://Melvyl.UCOP.edu:23", registry).normalize().toString()   // "telnet://melvyl.ucop.edu/"
 * }</pre>
 *
 * <table>
 *   <caption>What it refuses, with the violation's code</caption>
 *   <tr><th>input</th><th>code</th></tr>
 *   <tr><td>{@code telnet:h}, {@code telnet:/h}</td><td>{@code telnet.authority.missing}</td></tr>
 *   <tr><td>{@code telnet://a:b:c@h/}</td><td>{@code telnet.userinfo}: a second {@code ':'} must be {@code %3A}</td></tr>
 *   <tr><td>{@code telnet://a%00@h/}, {@code telnet://u:%7F@h/}</td><td>{@code telnet.userinfo.control}: no C0
 *       control or DEL, not even percent-encoded (RFC 3986 section 7.3)</td></tr>
 *   <tr><td>{@code telnet:///}, {@code telnet://[v1.x]/}</td><td>{@code telnet.host.empty}, {@code telnet.host.ipvfuture}</td></tr>
 *   <tr><td>{@code telnet://a!b/}, {@code telnet://a..b/}, {@code telnet://-a.b/}, {@code telnet://1.2.3/}</td>
 *       <td>{@code telnet.host.character}, {@code telnet.host.empty-label}, {@code telnet.host.hyphen},
 *       {@code telnet.host.numeric}; {@link HostRules} lists every host code</td></tr>
 *   <tr><td>{@code telnet://h:65536/}</td><td>{@code telnet.port.range}</td></tr>
 *   <tr><td>{@code telnet://h/x}, {@code telnet://h//}</td><td>{@code telnet.path}</td></tr>
 *   <tr><td>{@code telnet://h/?x}</td><td>{@code telnet.query}</td></tr>
 * </table>
 *
 * <p>The host ({@code host = hostname | hostnumber}, RFC 1738 section 3.1), the port's range and the
 * control characters of user information are checked by the host facility, {@link HostRules}, as for
 * http and ftp: a host is a DNS name of letters, digits, {@code '-'} and {@code '_'} in either case,
 * percent-encoded or not, that is no number; an IPv4 address; or an IPv6 literal (RFC 3986 section 3.2.2).
 *
 * <p>Equivalence adds to RFC 3986 section 6.2.2 the default port 23 and the optional final {@code "/"}
 * (RFC 4248 section 2), so {@code telnet://h}, {@code telnet://h/} and {@code telnet://h:23/} are one URI;
 * user and password are compared as written. A fragment is accepted, as it belongs to the reference (RFC
 * 3986 section 3.5). A telnet URL is no resolution base: its path can only be {@code "/"}. Immutable and
 * thread-safe; {@link #validate(Uri)} allocates nothing on success.
 */
public final class TelnetScheme implements Scheme {

  /** The Telnet port (RFC 4248 section 2). */
  public static final int DEFAULT_PORT = 23;

  /**
   * The host facility: user information, host and port of a telnet URL (host = hostname | hostnumber,
   * RFC 1738 section 3.1), for validation, builders and views.
   */
  static final HostRules HOSTS = HostRules.of("telnet", "RFC 1738 section 3.1");

  private static final Integer DEFAULT_PORT_VALUE = DEFAULT_PORT;
  private static final String AUTHORITY_MISSING = "a telnet URL needs \"//\" and a host: "
      + "telnet://[user[:password]@]host[:port][/] (RFC 4248 section 2)";
  private static final String USER_INFO =
      "a ':' inside the user or the password must be encoded as %3A (RFC 1738 section 3.1)";
  private static final String PATH = "nothing may follow the host and port of a telnet URL but one optional final "
      + "'/' (RFC 4248 section 2, telneturl in RFC 1738 section 5)";
  private static final String QUERY = "a telnet URL has no query (RFC 4248 section 2, telneturl in RFC 1738 section 5)";

  private static final SchemeRegistry REGISTRY = SchemeRegistry.builder().add(new TelnetScheme()).build();

  /** The scheme; {@code LegacySchemeProvider} registers one, and a registry may be built with another. */
  public TelnetScheme() {}

  /** {@code "telnet"}. */
  @Override
  public String name() {
    return "telnet";
  }

  /** 23 (RFC 4248 section 2); compared by value, so {@code :023} is the default too. */
  @Override
  public Integer defaultPort() {
    return DEFAULT_PORT_VALUE;
  }

  /** Hierarchical: a telnet URL always has {@code "//"} and a host. */
  @Override
  public SchemeForm form() {
    return SchemeForm.HIERARCHICAL;
  }

  /** True: hosts are DNS names or IP addresses (RFC 1738 section 3.1), so a builder writes a Unicode name as its A-label. */
  @Override
  public boolean hasDnsHosts() {
    return true;
  }

  /** False: a telnet URL designates a service, not a document, and any path but {@code "/"} is refused. */
  @Override
  public boolean canBeBase() {
    return false;
  }

  /** Checks the rules in the table above from the offsets the parser recorded; allocates nothing on success. */
  @Override
  public @Nullable SchemeViolation validate(Uri uri) {
    if (!UriLayout.hasAuthority(uri)) {
      return new SchemeViolation(UriLayout.schemeEnd(uri) + 1, "telnet.authority.missing", AUTHORITY_MISSING);
    }
    SchemeViolation authority = HOSTS.checkAuthority(uri);
    int colon = UriLayout.hasUserInfo(uri) ? secondColon(uri) : -1;
    if (colon >= 0 && (authority == null || authority.index() > colon)) {
      return new SchemeViolation(colon, "telnet.userinfo", USER_INFO);
    }
    if (authority != null) {
      return authority;
    }
    int pathStart = UriLayout.pathStart(uri);
    int pathEnd = UriLayout.pathEnd(uri);
    if (pathEnd - pathStart > 1) {
      return new SchemeViolation(pathStart + 1, "telnet.path", PATH);
    }
    if (UriLayout.hasQuery(uri)) {
      return new SchemeViolation(UriLayout.queryStart(uri) - 1, "telnet.query", QUERY);
    }
    return null;
  }

  /**
   * The index of the second {@code ':'} in the user information of {@code uri}, or -1. Two
   * {@link String#indexOf(int, int)} calls find it; the first may run on past the {@code '@'}, as far as
   * the port's {@code ':'} or at worst the end of the text, before its answer is compared with where the
   * user information ends.
   */
  private static int secondColon(Uri uri) {
    String s = uri.toString();
    int end = UriLayout.hostStart(uri) - 1;
    int first = s.indexOf(':', UriLayout.authorityStart(uri));
    if (first < 0 || first >= end) {
      return -1;
    }
    int second = s.indexOf(':', first + 1);
    return second >= 0 && second < end ? second : -1;
  }

  /**
   * RFC 3986 section 6.2.3 for telnet, on top of what the core has done (lower-case scheme and host,
   * percent-encoding normalized, empty and default port removed): the optional final {@code "/"} is
   * written (RFC 4248 section 2). User and password stay as written: they are case-sensitive.
   */
  @Override
  public void normalize(UriParts parts) {
    if (parts.path().isEmpty()) {
      parts.path("/");
    }
  }

  /** The {@link TelnetUri} view, which {@link #view(Uri, Class)} makes of every URI of this scheme. */
  @Override
  public List<Class<? extends UriView<?, ?>>> viewTypes() {
    return List.of(TelnetUri.class);
  }

  @Override
  public <T> @Nullable T view(Uri uri, Class<T> type) {
    return type == TelnetUri.class ? type.cast(TelnetUri.wrap((HierarchicalUri) uri)) : null;
  }

  /**
   * The {@code "telnet"} description: {@code user} and {@code password} (decoded, null when absent),
   * {@code host} (lower case, decoded) and {@code port} (effective).
   */
  @Override
  public ViewDescription describe(Uri uri) {
    TelnetUri view = TelnetUri.wrap((HierarchicalUri) uri);
    return ViewDescription.builder("telnet")
        .put("user", view.user())
        .put("password", view.password())
        .put("host", view.host())
        .put("port", view.port())
        .build();
  }

  @Override
  public String toString() {
    return "TelnetScheme[telnet]";
  }

  /** The registry the view parses with: the installed one when its telnet scheme is this class, else one of telnet alone. */
  static SchemeRegistry registry() {
    return SchemeRegistry.installed().lookup("telnet") instanceof TelnetScheme ? SchemeRegistry.installed() : REGISTRY;
  }
}
