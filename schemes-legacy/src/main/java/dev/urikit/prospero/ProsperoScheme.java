package dev.urikit.prospero;

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
import java.util.LinkedHashMap;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * The {@code prospero} scheme of RFC 4157 (RFC 1738 section 3.11):
 * {@code prospero://<host>:<port>/<hsoname>;<field>=<value>}, and the {@link ProsperoUri} view.
 *
 * <pre>{@code
 * SchemeRegistry registry = SchemeRegistry.builder().add(new ProsperoScheme()).build();
 * Uri.parse("PROSPERO://Host.DOM:1525//pros/name", registry).normalize().toString()   // "prospero://host.dom//pros/name"
 * }</pre>
 *
 * <table>
 *   <caption>What it refuses, with the violation's code</caption>
 *   <tr><th>input</th><th>code</th></tr>
 *   <tr><td>{@code prospero:/a}</td><td>{@code prospero.authority.missing}</td></tr>
 *   <tr><td>{@code prospero://u@h/a}</td><td>{@code prospero.userinfo}</td></tr>
 *   <tr><td>{@code prospero:///a}, {@code prospero://[v1.x]/a}</td><td>{@code prospero.host.empty}, {@code prospero.host.ipvfuture}</td></tr>
 *   <tr><td>{@code prospero://a!b/a}, {@code prospero://a..b/a}, {@code prospero://-a.b/a}, {@code prospero://1.2.3/a}</td>
 *       <td>{@code prospero.host.character}, {@code prospero.host.empty-label}, {@code prospero.host.hyphen},
 *       {@code prospero.host.numeric}; {@link HostRules} lists every host code</td></tr>
 *   <tr><td>{@code prospero://h:65536/a}</td><td>{@code prospero.port.range}</td></tr>
 *   <tr><td>{@code prospero://h}, {@code prospero://h?a}</td><td>{@code prospero.path.missing}</td></tr>
 *   <tr><td>{@code prospero://h/a;b}, {@code prospero://h/a;b;c=d}</td><td>{@code prospero.field.value}</td></tr>
 *   <tr><td>{@code prospero://h/a;b=c=d}, {@code prospero://h/a;b=c/d}</td><td>{@code prospero.field.character}</td></tr>
 * </table>
 *
 * <p>The host ({@code host = hostname | hostnumber}, RFC 1738 section 3.1) and the port's range are
 * checked by the host facility, {@link HostRules}, as for http and ftp: a host is a DNS name of letters,
 * digits, {@code '-'} and {@code '_'} in either case, percent-encoded or not, that is no number; an IPv4
 * address; or an IPv6 literal (RFC 3986 section 3.2.2).
 *
 * <p>The prospero path runs from the {@code "/"} after the host to the fragment, a {@code '?'} included,
 * as {@code psegment}, {@code fieldname} and {@code fieldvalue} of RFC 1738 section 5 all allow it. The
 * hsoname is opaque (RFC 4157 section 2: "no significance may be assumed" of its slashes), so the path
 * is not a hierarchy ({@link #hasHierarchicalPath()}) and a prospero URL is no resolution base
 * ({@link #canBeBase()}). Equivalence adds the default port 1525 to RFC 3986 section 6.2.2. Immutable
 * and thread-safe; {@link #validate(Uri)} allocates nothing on success.
 */
public final class ProsperoScheme implements Scheme {

  /** The Prospero port (RFC 4157 section 2). */
  public static final int DEFAULT_PORT = 1525;

  /**
   * The host facility: host and port of a prospero URL (host = hostname | hostnumber,
   * RFC 1738 section 3.1), for validation, builders and views.
   */
  static final HostRules HOSTS = HostRules.of("prospero", "RFC 1738 section 3.1");

  private static final Integer DEFAULT_PORT_VALUE = DEFAULT_PORT;
  private static final String AUTHORITY_MISSING =
      "a prospero URL needs \"//\" and a host: prospero://host[:port]/hsoname (RFC 4157 section 2)";
  private static final String USER_INFO = "no username or password is allowed in a prospero URL (RFC 4157 section 2)";
  private static final String PATH_MISSING = "a prospero URL needs \"/\" and an hsoname after the host "
      + "(RFC 4157 section 2, prosperourl in RFC 1738 section 5)";
  private static final String FIELD_VALUE = "each field after the hsoname is ;<field>=<value>; a ';' in the hsoname "
      + "or a value must be encoded as %3B (RFC 4157 section 2)";
  private static final String FIELD_CHARACTER = "a '/' or '=' in a prospero field name or value must be encoded "
      + "as %2F or %3D (fieldname and fieldvalue in RFC 1738 section 5)";

  private static final SchemeRegistry REGISTRY = SchemeRegistry.builder().add(new ProsperoScheme()).build();

  /** The scheme; {@code LegacySchemeProvider} registers one, and a registry may be built with another. */
  public ProsperoScheme() {}

  /** {@code "prospero"}. */
  @Override
  public String name() {
    return "prospero";
  }

  /** 1525 (RFC 4157 section 2); compared by value, so {@code :01525} is the default too. */
  @Override
  public Integer defaultPort() {
    return DEFAULT_PORT_VALUE;
  }

  /** Hierarchical: a prospero URL always has {@code "//"} and a host. */
  @Override
  public SchemeForm form() {
    return SchemeForm.HIERARCHICAL;
  }

  /** True: hosts are DNS names or IP addresses (RFC 1738 section 3.1), so a builder writes a Unicode name as its A-label. */
  @Override
  public boolean hasDnsHosts() {
    return true;
  }

  /** False: the hsoname is opaque to all but its server, so no reference can be resolved against it (RFC 4157 section 2). */
  @Override
  public boolean canBeBase() {
    return false;
  }

  /** False: a {@code '/'} in an hsoname need not mean a level (RFC 4157 section 2), so normalization keeps {@code ".."}. */
  @Override
  public boolean hasHierarchicalPath() {
    return false;
  }

  /** Checks the rules in the table above from the offsets the parser recorded; allocates nothing on success. */
  @Override
  public @Nullable SchemeViolation validate(Uri uri) {
    if (!UriLayout.hasAuthority(uri)) {
      return new SchemeViolation(UriLayout.schemeEnd(uri) + 1, "prospero.authority.missing", AUTHORITY_MISSING);
    }
    if (UriLayout.hasUserInfo(uri)) {
      return new SchemeViolation(UriLayout.authorityStart(uri), "prospero.userinfo", USER_INFO);
    }
    SchemeViolation authority = HOSTS.checkAuthority(uri);
    if (authority != null) {
      return authority;
    }
    String s = uri.toString();
    int start = UriLayout.pathStart(uri);
    int end = prosperoPathEnd(uri);
    if (start == end || s.charAt(start) != '/') {
      return new SchemeViolation(start, "prospero.path.missing", PATH_MISSING);
    }
    // The hsoname may hold anything the path does: one indexOf passes over it to the first field.
    int i = s.indexOf(';', start);
    while (i >= 0 && i < end) {
      // One field: each character is read once; the name ends at its '=', the value at the next ';'.
      int j = i + 1;
      char c = 0;
      for (; j < end; j++) {
        c = s.charAt(j);
        if (c == '=' || c == ';') {
          break;
        }
        if (c == '/') {
          return new SchemeViolation(j, "prospero.field.character", FIELD_CHARACTER);
        }
      }
      if (j == end || c == ';') {
        return new SchemeViolation(j, "prospero.field.value", FIELD_VALUE);
      }
      for (j++; j < end; j++) {
        c = s.charAt(j);
        if (c == ';') {
          break;
        }
        if (c == '/' || c == '=') {
          return new SchemeViolation(j, "prospero.field.character", FIELD_CHARACTER);
        }
      }
      i = j < end ? j : -1;
    }
    return null;
  }

  /** Where the prospero path ends: at the fragment's {@code '#'}, or the end of the text. */
  static int prosperoPathEnd(Uri uri) {
    return UriLayout.hasFragment(uri) ? UriLayout.fragmentStart(uri) - 1 : uri.toString().length();
  }

  /** The {@link ProsperoUri} view, which {@link #view(Uri, Class)} makes of every URI of this scheme. */
  @Override
  public List<Class<? extends UriView<?, ?>>> viewTypes() {
    return List.of(ProsperoUri.class);
  }

  @Override
  public <T> @Nullable T view(Uri uri, Class<T> type) {
    return type == ProsperoUri.class ? type.cast(ProsperoUri.wrap((HierarchicalUri) uri)) : null;
  }

  /**
   * The {@code "prospero"} description: {@code host} (lower case, decoded), {@code port} (effective),
   * {@code hsoname} (decoded) and {@code fields} (a list of objects with {@code name} and {@code value},
   * decoded, in order).
   */
  @Override
  public ViewDescription describe(Uri uri) {
    ProsperoUri view = ProsperoUri.wrap((HierarchicalUri) uri);
    return ViewDescription.builder("prospero")
        .put("host", view.host())
        .put("port", view.port())
        .put("hsoname", view.hsoname())
        .put("fields", view.fields().stream().map(ProsperoScheme::describe).toList())
        .build();
  }

  private static Map<String, String> describe(ProsperoField field) {
    Map<String, String> members = new LinkedHashMap<>();
    members.put("name", field.name());
    members.put("value", field.value());
    return members;
  }

  @Override
  public String toString() {
    return "ProsperoScheme[prospero]";
  }

  /** The registry the view parses with: the installed one when its prospero scheme is this class, else one of prospero alone. */
  static SchemeRegistry registry() {
    return SchemeRegistry.installed().lookup("prospero") instanceof ProsperoScheme ? SchemeRegistry.installed() : REGISTRY;
  }
}
