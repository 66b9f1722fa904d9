package dev.urikit.ftp;

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
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * The {@code ftp} scheme of RFC 1738 section 3.2: its syntax on top of RFC 3986, its normalization and
 * the {@link FtpUri} view.
 *
 * <pre>{@code
 * SchemeRegistry registry = SchemeRegistry.builder().add(new FtpScheme()).build();
 * Uri.parse("FTP://Ftp.Example.COM:21/pub/a.txt;type=I", registry).normalize().toString()
 * // "ftp://ftp.example.com/pub/a.txt;type=i"
 * }</pre>
 *
 * <table>
 *   <caption>What it refuses, with the violation's code</caption>
 *   <tr><th>input</th><th>code</th></tr>
 *   <tr><td>{@code ftp:/pub}</td><td>{@code ftp.authority.missing}</td></tr>
 *   <tr><td>{@code ftp:///pub}</td><td>{@code ftp.host.empty} (and the other {@code ftp.host.*} rules)</td></tr>
 *   <tr><td>{@code ftp://a:b:c@h/}</td><td>{@code ftp.userinfo}: a second {@code ':'} must be {@code %3A}</td></tr>
 *   <tr><td>{@code ftp://u%01@h/}, {@code ftp://u%7F@h/}</td><td>{@code ftp.userinfo.control} (the host facility's rule; NUL, CR and LF below)</td></tr>
 *   <tr><td>{@code ftp://h:65536/}</td><td>{@code ftp.port.range}</td></tr>
 *   <tr><td>{@code ftp://h/a;b/c}, {@code ftp://h/a;x=1}</td><td>{@code ftp.param}</td></tr>
 *   <tr><td>{@code ftp://h/a;type=x}</td><td>{@code ftp.typecode}</td></tr>
 *   <tr><td>{@code ftp://h?b}</td><td>{@code ftp.query}: a {@code '?'} belongs to a name after a {@code '/'}</td></tr>
 *   <tr><td>{@code ftp://h/a?/../b}</td><td>{@code ftp.query.dot-segment}</td></tr>
 *   <tr><td>{@code ftp://u%0D%0APASS@h/}, {@code ftp://u:p%0A@h/}</td><td>{@code ftp.user.line-break},
 *       {@code ftp.password.line-break} ({@code ftp.user.nul}, {@code ftp.password.nul} for {@code %00})</td></tr>
 *   <tr><td>{@code ftp://h/a%0D%0ADELE%20x/b}, {@code ftp://h/a%00}</td><td>{@code ftp.cwd.line-break},
 *       {@code ftp.name.nul} ({@code ftp.cwd.nul}, {@code ftp.name.line-break} likewise)</td></tr>
 * </table>
 *
 * <p>RFC 1738's {@code fsegment} allows {@code '?'} (section 5), so what RFC 3986 reads as a query is
 * the rest of the FTP path ({@code ftp://h/abc/def?qs=ghi} names the file {@code def?qs=ghi}); the rules
 * on {@code ';'} and the typecode apply to path and query read together. A user, password, directory
 * name or name that decodes to CR, LF or NUL is refused: sent as the argument of an FTP command it would
 * end the command and start another (RFC 959 section 4.1.3). A {@code %2F} inside a name, which section
 * 3.2.2 allows, is reported by {@link #warnings(Uri)} ({@code ftp.cwd.encoded-slash},
 * {@code ftp.name.encoded-slash}), since many servers read it as a path.
 *
 * <p>A URI that is not hierarchical ({@code ftp:example}) never reaches this scheme: the core refuses
 * it for the declared {@link SchemeForm#HIERARCHICAL} form. A fragment is accepted, since it belongs to
 * the reference and not to the FTP resource (RFC 3986 section 3.5).
 *
 * <p>Policies: an ftp URL can be a resolution base ({@link #canBeBase()}), and its path is a
 * hierarchy ({@link #hasHierarchicalPath()}), so normalization removes {@code "."} and {@code ".."} as
 * resolution does. Immutable and thread-safe; {@link #validate(Uri)} allocates nothing on
 * success.
 */
public final class FtpScheme implements Scheme {

  /** The FTP control port (RFC 1738 section 3.2, RFC 959 section 5.3). */
  public static final int DEFAULT_PORT = 21;

  private static final Integer DEFAULT_PORT_VALUE = DEFAULT_PORT;
  private static final String AUTHORITY_MISSING =
      "an ftp URL needs \"//\" and a host: ftp://[user[:password]@]host[:port][/path] (RFC 1738 section 3.2)";
  private static final String QUERY = "a '?' belongs to a name, after the '/' that starts the path "
      + "(RFC 1738 section 5: ftpurl = \"ftp://\" login [ \"/\" fpath [ \";type=\" ftptype ]])";
  private static final String ENCODED_SLASH = "holds %2F, a '/' inside one name: RFC 1738 section 3.2.2 allows it, "
      + "but many servers read it as a path separator";

  /**
   * The host facility with ftp's codes, which name every label rule {@code ftp.host.label} and a
   * percent-encoded non-ASCII octet {@code ftp.host.character}.
   */
  static final HostRules HOSTS = HostRules.of("ftp", "RFC 1738 section 3.1")
      .withCode(HostRules.Rule.EMPTY_LABEL, "ftp.host.label")
      .withCode(HostRules.Rule.HYPHEN, "ftp.host.label")
      .withCode(HostRules.Rule.LABEL_LENGTH, "ftp.host.label")
      .withCode(HostRules.Rule.NON_ASCII, "ftp.host.character");

  private static final SchemeRegistry REGISTRY = SchemeRegistry.builder().add(new FtpScheme()).build();

  /** The scheme; {@link FtpSchemeProvider} registers one, and a registry may be built with another. */
  public FtpScheme() {}

  /** {@code "ftp"}. */
  @Override
  public String name() {
    return "ftp";
  }

  /** True: hosts are DNS names (RFC 1738 section 3.1), so a builder writes a Unicode name as its IDNA A-label. */
  @Override
  public boolean hasDnsHosts() {
    return true;
  }

  /** 21 (RFC 1738 section 3.2); compared by value, so {@code :021} is the default too. */
  @Override
  public Integer defaultPort() {
    return DEFAULT_PORT_VALUE;
  }

  /** Hierarchical: an ftp URL always has {@code "//"} and an authority (RFC 1738 section 3.2). */
  @Override
  public SchemeForm form() {
    return SchemeForm.HIERARCHICAL;
  }

  /**
   * True: an ftp URL is a base for relative references, as RFC 1808 and RFC 3986 section 5.1 allow for
   * any hierarchical URI ({@code ftp://h/pub/a.txt} resolves {@code b.txt} to {@code ftp://h/pub/b.txt}).
   */
  @Override
  public boolean canBeBase() {
    return true;
  }

  /**
   * True: an ftp path is a hierarchy of RFC 3986 section 3.3, whose dot-segments resolution removes
   * (section 5.2.4) whenever a reference is resolved against an ftp URL, as clients such as curl do; so
   * normalization removes them too, {@code ftp://h/a/../b} equals {@code ftp://h/b}, and
   * {@code base.resolve(base.relativize(t))} equals {@code t}. The view reads the path with them removed,
   * so equal URLs stand for the same commands.
   */
  @Override
  public boolean hasHierarchicalPath() {
    return true;
  }

  /**
   * Checks the rules in the table above from the offsets the parser recorded; allocates nothing on
   * success. Fast checks clear nearly every URL with a few searches; general ones, which read every
   * character, find the violation of any other.
   */
  @Override
  public @Nullable SchemeViolation validate(Uri uri) {
    if (!UriLayout.hasAuthority(uri)) {
      return new SchemeViolation(UriLayout.schemeEnd(uri) + 1, "ftp.authority.missing", AUTHORITY_MISSING);
    }
    String s = uri.toString();
    // checkAuthority would read the user information again for the host facility's own rule (no
    // triplet that decodes to a C0 control or DEL). When isPlainUserInfo has already shown that it
    // holds, and there is no port whose range the facility checks, only the host is left to it.
    boolean plainAuthority = !UriLayout.hasPort(uri);
    if (UriLayout.hasUserInfo(uri)) {
      int start = UriLayout.authorityStart(uri);
      int end = UriLayout.hostStart(uri) - 1;
      if (!FtpRules.isPlainUserInfo(s, start, end)) {
        SchemeViolation userInfo = FtpRules.checkUserInfo(s, start, end);
        if (userInfo != null) {
          return userInfo;
        }
        plainAuthority = false;
      }
    }
    SchemeViolation authority = plainAuthority ? HOSTS.checkHost(uri) : HOSTS.checkAuthority(uri);
    if (authority != null) {
      return authority;
    }
    int pathStart = UriLayout.pathStart(uri);
    int pathEnd = UriLayout.pathEnd(uri);
    int queryMark = -1;
    int end = pathEnd;
    if (UriLayout.hasQuery(uri)) {
      queryMark = UriLayout.queryStart(uri) - 1;
      end = UriLayout.queryEnd(uri);
      if (pathStart == pathEnd) {
        return new SchemeViolation(queryMark, "ftp.query", QUERY);
      }
    }
    if (FtpRules.isPlainPath(s, pathStart, queryMark, end)) {
      return null;
    }
    return FtpRules.checkPath(s, pathStart, queryMark, end);
  }

  /**
   * {@code ftp.cwd.encoded-slash} and {@code ftp.name.encoded-slash}: a {@code %2F} inside a directory
   * name or the name, at its index. RFC 1738 section 3.2.2 allows it ({@code ftp://h/%2Fetc/motd} walks to
   * {@code /etc} in one {@code CWD}), but servers that take the argument as a path read it otherwise.
   */
  @Override
  public List<SchemeViolation> warnings(Uri uri) {
    String s = uri.toString();
    int start = UriLayout.pathStart(uri);
    int end = UriLayout.hasQuery(uri) ? UriLayout.queryEnd(uri) : UriLayout.pathEnd(uri);
    int lastSlash = s.lastIndexOf('/', end - 1);
    List<SchemeViolation> warnings = new ArrayList<>();
    for (int i = start; i + 2 < end; i++) {
      if (s.charAt(i) == '%' && Typecodes.octet(s, i) == '/') {
        String component = i > lastSlash ? "name" : "cwd";
        warnings.add(new SchemeViolation(i, "ftp." + component + ".encoded-slash",
            FtpRules.describe(component) + " " + ENCODED_SLASH));
      }
    }
    return List.copyOf(warnings);
  }

  /**
   * RFC 3986 section 6.2.3 for ftp, on top of what the core has done (lower-case scheme and host,
   * percent-encoding normalized, empty and default port removed): an empty path becomes {@code "/"}
   * (RFC 1738 section 3.2.2: the whole url-path may be omitted), and {@code ";type="} and its letter are
   * written in lower case (RFC 1738 section 5 allows either case), in the query when the name runs into
   * it. Dot-segments are gone already ({@link #hasHierarchicalPath()}). User and password stay as written:
   * they are case-sensitive.
   */
  @Override
  public void normalize(UriParts parts) {
    String path = parts.path();
    if (path.isEmpty()) {
      parts.path("/");
      return;
    }
    String query = parts.query();
    String last = query != null ? query : path;
    int semicolon = last.lastIndexOf(';');
    if (semicolon >= 0) {
      String suffix = ";type=" + (char) (last.charAt(last.length() - 1) | 0x20);
      if (!last.regionMatches(semicolon, suffix, 0, suffix.length())) {
        String lowered = last.substring(0, semicolon) + suffix;
        if (query != null) {
          parts.query(lowered);
        } else {
          parts.path(lowered);
        }
      }
    }
  }

  /** The {@link FtpUri} view, which {@link #view(Uri, Class)} makes of every URI of this scheme. */
  @Override
  public List<Class<? extends UriView<?, ?>>> viewTypes() {
    return List.of(FtpUri.class);
  }

  @Override
  public <T> @Nullable T view(Uri uri, Class<T> type) {
    return type == FtpUri.class ? type.cast(FtpUri.wrap((HierarchicalUri) uri)) : null;
  }

  /**
   * The {@code "ftp"} description: {@code user}, {@code password} (decoded, null when absent),
   * {@code host} (lower case), {@code port} (effective), {@code cwd} (decoded directory names),
   * {@code name} (decoded, {@code ""} for a directory) and {@code typecode} ({@code "a"}, {@code "i"},
   * {@code "d"} or null). When a user, password, directory name or name is not UTF-8 text
   * ({@link FtpUri#isText()} false), {@code text} is false and those four are given as written,
   * percent-encoded, so that no octet is replaced.
   */
  @Override
  public ViewDescription describe(Uri uri) {
    FtpUri view = FtpUri.wrap((HierarchicalUri) uri);
    FtpTypecode typecode = view.typecode();
    boolean text = view.isText();
    return ViewDescription.builder("ftp")
        .put("user", text ? view.user() : view.rawUser())
        .put("password", text ? view.password() : view.rawPassword())
        .put("host", view.host())
        .put("port", view.port())
        .put("cwd", text ? view.cwd() : view.rawCwd())
        .put("name", text ? view.name() : view.rawName())
        .put("typecode", typecode == null ? null : String.valueOf(typecode.code()))
        .put("text", text)
        .build();
  }

  @Override
  public String toString() {
    return "FtpScheme[ftp]";
  }

  /** The registry the view parses with: the installed one when its ftp scheme is this class, else one of ftp alone. */
  static SchemeRegistry registry() {
    return SchemeRegistry.installed().lookup("ftp") instanceof FtpScheme ? SchemeRegistry.installed() : REGISTRY;
  }

  /** Reading {@code ";type=X"} at the end of a path, percent-encoded letters included. */
  static final class Typecodes {

    private static final String KEY = "type";

    private Typecodes() {}

    /**
     * Where the typecode starts when {@code s[semicolon, end)} is {@code ";type="} and a value with no
     * {@code '/'} or {@code ';'}; otherwise -1. The letters of {@code type} may be in either case or
     * percent-encoded (they are unreserved, RFC 3986 section 2.3); {@code '='} must be literal.
     */
    static int valueStart(String s, int semicolon, int end) {
      int i = semicolon + 1;
      for (int k = 0; k < KEY.length(); k++) {
        if (i >= end || (octet(s, i) | 0x20) != KEY.charAt(k)) {
          return -1;
        }
        i += s.charAt(i) == '%' ? 3 : 1;
      }
      if (i >= end || s.charAt(i) != '=') {
        return -1;
      }
      for (int j = i + 1; j < end; j++) {
        char c = s.charAt(j);
        if (c == '/' || c == ';') {
          return -1;
        }
      }
      return i + 1;
    }

    /** Whether {@code s[start, end)} is exactly one typecode letter, written or percent-encoded. */
    static boolean isValue(String s, int start, int end) {
      return start < end && start + (s.charAt(start) == '%' ? 3 : 1) == end
          && FtpTypecode.ofOrNull(octet(s, start)) != null;
    }

    /** The typecode of a validated path {@code s[start, end)}, or null when it has none. */
    static @Nullable FtpTypecode of(String s, int start, int end) {
      int lastSlash = s.lastIndexOf('/', end - 1);
      for (int i = Math.max(start, lastSlash + 1); i < end; i++) {
        if (s.charAt(i) == ';') {
          int value = valueStart(s, i, end);
          return FtpTypecode.ofOrNull(octet(s, value));
        }
      }
      return null;
    }

    /** The octet at {@code i}: the character, or the value of the percent-triplet starting there. */
    static int octet(String s, int i) {
      char c = s.charAt(i);
      return c == '%' ? Character.digit(s.charAt(i + 1), 16) << 4 | Character.digit(s.charAt(i + 2), 16) : c;
    }
  }
}
