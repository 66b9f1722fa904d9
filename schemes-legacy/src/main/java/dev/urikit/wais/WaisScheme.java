package dev.urikit.wais;

import dev.urikit.CharClass;
import dev.urikit.HierarchicalUri;
import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.spi.HostRules;
import dev.urikit.spi.Scheme;
import dev.urikit.spi.SchemeForm;
import dev.urikit.spi.SchemeViolation;
import dev.urikit.spi.UriLayout;
import dev.urikit.spi.UriView;
import dev.urikit.spi.ViewDescription;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The {@code wais} scheme of RFC 4156 (RFC 1738 section 3.9): its three forms on top of RFC 3986 and the
 * {@link WaisUri} view.
 *
 * <pre>{@code
 * SchemeRegistry registry = SchemeRegistry.builder().add(new WaisScheme()).build();
 * Uri.parse("WAIS://Wais.Example:210/db?frogs", registry).normalize().toString()   // "wais://wais.example/db?frogs"
 * }</pre>
 *
 * <table>
 *   <caption>What it refuses, with the violation's code</caption>
 *   <tr><th>input</th><th>code</th></tr>
 *   <tr><td>{@code wais:/db}</td><td>{@code wais.authority.missing}</td></tr>
 *   <tr><td>{@code wais://u@h/db}</td><td>{@code wais.userinfo}</td></tr>
 *   <tr><td>{@code wais:///db}, {@code wais://[v1.x]/db}</td><td>{@code wais.host.empty}, {@code wais.host.ipvfuture}</td></tr>
 *   <tr><td>{@code wais://a!b/db}, {@code wais://a..b/db}, {@code wais://-a.b/db}, {@code wais://1.2.3/db}</td>
 *       <td>{@code wais.host.character}, {@code wais.host.empty-label}, {@code wais.host.hyphen},
 *       {@code wais.host.numeric}; {@link HostRules} lists every host code</td></tr>
 *   <tr><td>{@code wais://h:65536/db}</td><td>{@code wais.port.range}</td></tr>
 *   <tr><td>{@code wais://h}, {@code wais://h?x}</td><td>{@code wais.path.missing}</td></tr>
 *   <tr><td>{@code wais://h/db/t}, {@code wais://h/db/t/p/q}</td><td>{@code wais.path.form}</td></tr>
 *   <tr><td>{@code wais://h/d:b}, {@code wais://h/db/t;x/p}, {@code wais://h/db/t/p=1}</td><td>{@code wais.database.character},
 *       {@code wais.wtype.character}, {@code wais.wpath.character}</td></tr>
 *   <tr><td>{@code wais://h/db/t/p?x}</td><td>{@code wais.query}</td></tr>
 *   <tr><td>{@code wais://h/db?a/b}</td><td>{@code wais.search.character}</td></tr>
 * </table>
 *
 * <p>The host ({@code host = hostname | hostnumber}, RFC 1738 section 3.1) and the port's range are
 * checked by the host facility, {@link HostRules}, as for http and ftp: a host is a DNS name of letters,
 * digits, {@code '-'} and {@code '_'} in either case, percent-encoded or not, that is no number; an IPv4
 * address; or an IPv6 literal (RFC 3986 section 3.2.2).
 *
 * <p>Database, wtype and wpath are {@code *uchar} (RFC 1738 section 5): letters, digits,
 * {@code $-_.+!*'(),}, {@code '~'} (unreserved since RFC 3986 section 2.3) and percent-encodings; a
 * search adds {@code ;:@&=}. Equivalence adds the default port 210 to RFC 3986 section 6.2.2. The path
 * is not a hierarchy ({@link #hasHierarchicalPath()}) and a wais URL is no resolution base
 * ({@link #canBeBase()}). Immutable and thread-safe; {@link #validate(Uri)} allocates nothing on success.
 */
public final class WaisScheme implements Scheme {

  /** The WAIS (Z39.50) port (RFC 4156 section 2). */
  public static final int DEFAULT_PORT = 210;

  /** {@code uchar = unreserved | escape} of RFC 1738 section 5, without the escape; '~' added by RFC 3986. */
  static final CharClass UCHAR = CharClass.ALPHA.union(CharClass.DIGIT).union(CharClass.of("$-_.+!*'(),~"));
  /** {@code search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]} of RFC 1738 section 5, without the escape. */
  static final CharClass SEARCH = UCHAR.union(CharClass.of(";:@&="));

  /**
   * The host facility: host and port of a wais URL (host = hostname | hostnumber,
   * RFC 1738 section 3.1), for validation, builders and views.
   */
  static final HostRules HOSTS = HostRules.of("wais", "RFC 1738 section 3.1");

  private static final Integer DEFAULT_PORT_VALUE = DEFAULT_PORT;
  private static final String AUTHORITY_MISSING =
      "a wais URL needs \"//\" and a host: wais://host[:port]/database (RFC 4156 section 2)";
  private static final String USER_INFO =
      "a wais URL has no user or password: waisurl = \"wais://\" hostport ... (RFC 1738 section 5)";
  private static final String PATH_MISSING =
      "a wais URL needs \"/\" and a database after the host (RFC 4156 section 2, waisdatabase in RFC 1738 section 5)";
  private static final String PATH_FORM = "the path of a wais URL is /database or /database/wtype/wpath, a '/' inside "
      + "one of them encoded as %2F (RFC 4156 section 2)";
  private static final String CHARACTER = " holds only letters, digits, $-_.+!*'(),~ and percent-encodings "
      + "(*uchar in RFC 1738 section 5, RFC 4156 section 2)";
  private static final String[] PART_CODES = {"wais.database.character", "wais.wtype.character", "wais.wpath.character"};
  private static final String[] PART_RULES = {"a wais database" + CHARACTER, "a wais wtype" + CHARACTER,
      "a wais wpath" + CHARACTER};
  private static final String QUERY = "only a database takes a search: /database?search; a '?' in a wpath must be "
      + "encoded as %3F (RFC 4156 section 2)";
  private static final String SEARCH_CHARACTER = "a '/' or '?' in a wais search must be encoded as %2F or %3F "
      + "(search in RFC 1738 section 5)";

  private static final SchemeRegistry REGISTRY = SchemeRegistry.builder().add(new WaisScheme()).build();

  /** The scheme; {@code LegacySchemeProvider} registers one, and a registry may be built with another. */
  public WaisScheme() {}

  /** {@code "wais"}. */
  @Override
  public String name() {
    return "wais";
  }

  /** 210 (RFC 4156 section 2); compared by value, so {@code :0210} is the default too. */
  @Override
  public Integer defaultPort() {
    return DEFAULT_PORT_VALUE;
  }

  /** Hierarchical: a wais URL always has {@code "//"} and a host. */
  @Override
  public SchemeForm form() {
    return SchemeForm.HIERARCHICAL;
  }

  /** True: hosts are DNS names or IP addresses (RFC 1738 section 3.1), so a builder writes a Unicode name as its A-label. */
  @Override
  public boolean hasDnsHosts() {
    return true;
  }

  /** False: a reference resolved against {@code /database/wtype/wpath} would mix the parts of two documents. */
  @Override
  public boolean canBeBase() {
    return false;
  }

  /** False: the path holds fixed parts, not a hierarchy of names, and {@code ".."} is a database name like any other. */
  @Override
  public boolean hasHierarchicalPath() {
    return false;
  }

  /** Checks the rules in the table above from the offsets the parser recorded; allocates nothing on success. */
  @Override
  public @Nullable SchemeViolation validate(Uri uri) {
    if (!UriLayout.hasAuthority(uri)) {
      return new SchemeViolation(UriLayout.schemeEnd(uri) + 1, "wais.authority.missing", AUTHORITY_MISSING);
    }
    if (UriLayout.hasUserInfo(uri)) {
      return new SchemeViolation(UriLayout.authorityStart(uri), "wais.userinfo", USER_INFO);
    }
    SchemeViolation authority = HOSTS.checkAuthority(uri);
    if (authority != null) {
      return authority;
    }
    String s = uri.toString();
    int start = UriLayout.pathStart(uri);
    int end = UriLayout.pathEnd(uri);
    if (start == end) {
      return new SchemeViolation(start, "wais.path.missing", PATH_MISSING);
    }
    int part = 0;
    for (int i = start + 1; i < end; i++) {
      char c = s.charAt(i);
      if (c == '/') {
        if (++part > 2) {
          return new SchemeViolation(i, "wais.path.form", PATH_FORM);
        }
      } else if (c == '%') {
        i += 2;
      } else if (!UCHAR.contains(c)) {
        return new SchemeViolation(i, PART_CODES[part], PART_RULES[part]);
      }
    }
    if (part == 1) {
      return new SchemeViolation(end, "wais.path.form", PATH_FORM);
    }
    if (!UriLayout.hasQuery(uri)) {
      return null;
    }
    int queryStart = UriLayout.queryStart(uri);
    if (part > 0) {
      return new SchemeViolation(queryStart - 1, "wais.query", QUERY);
    }
    for (int i = queryStart, queryEnd = UriLayout.queryEnd(uri); i < queryEnd; i++) {
      char c = s.charAt(i);
      if (c == '%') {
        i += 2;
      } else if (!SEARCH.contains(c)) {
        return new SchemeViolation(i, "wais.search.character", SEARCH_CHARACTER);
      }
    }
    return null;
  }

  /** The {@link WaisUri} view, which {@link #view(Uri, Class)} makes of every URI of this scheme. */
  @Override
  public List<Class<? extends UriView<?, ?>>> viewTypes() {
    return List.of(WaisUri.class);
  }

  @Override
  public <T> @Nullable T view(Uri uri, Class<T> type) {
    return type == WaisUri.class ? type.cast(WaisUri.wrap((HierarchicalUri) uri)) : null;
  }

  /**
   * The {@code "wais"} description: {@code host} (lower case, decoded), {@code port} (effective), {@code form}
   * ({@code DATABASE}, {@code SEARCH} or {@code DOCUMENT}), {@code database}, {@code search}, {@code wtype}
   * and {@code wpath} (decoded; null where the form has none).
   */
  @Override
  public ViewDescription describe(Uri uri) {
    WaisUri view = WaisUri.wrap((HierarchicalUri) uri);
    return ViewDescription.builder("wais")
        .put("host", view.host())
        .put("port", view.port())
        .put("form", view.form().name())
        .put("database", view.database())
        .put("search", view.search())
        .put("wtype", view.wtype())
        .put("wpath", view.wpath())
        .build();
  }

  @Override
  public String toString() {
    return "WaisScheme[wais]";
  }

  /** The registry the view parses with: the installed one when its wais scheme is this class, else one of wais alone. */
  static SchemeRegistry registry() {
    return SchemeRegistry.installed().lookup("wais") instanceof WaisScheme ? SchemeRegistry.installed() : REGISTRY;
  }
}
