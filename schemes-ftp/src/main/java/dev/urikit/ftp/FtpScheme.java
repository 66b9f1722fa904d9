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
import dev.urikit.spi.ViewDescription;
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
 *   <tr><td>{@code ftp://u%00@h/}</td><td>{@code ftp.userinfo.control}</td></tr>
 *   <tr><td>{@code ftp://h:65536/}</td><td>{@code ftp.port.range}</td></tr>
 *   <tr><td>{@code ftp://h/a;b/c}, {@code ftp://h/a;x=1}</td><td>{@code ftp.param}</td></tr>
 *   <tr><td>{@code ftp://h/a;type=x}</td><td>{@code ftp.typecode}</td></tr>
 *   <tr><td>{@code ftp://h/a?b}</td><td>{@code ftp.query}</td></tr>
 * </table>
 *
 * <p>A URI that is not hierarchical ({@code ftp:example}) never reaches this scheme: the core refuses
 * it for the declared {@link SchemeForm#HIERARCHICAL} form. A fragment is accepted, since it belongs to
 * the reference and not to the FTP resource (RFC 3986 section 3.5).
 *
 * <p>Policies: an ftp URL can be a resolution base ({@link #canBeBase()}), and its path is not a
 * hierarchy of the RFC 3986 kind ({@link #hasHierarchicalPath()}), so normalization keeps
 * {@code "."} and {@code ".."}. Immutable and thread-safe; {@link #validate(Uri)} allocates nothing on
 * success.
 */
public final class FtpScheme implements Scheme {

  /** The FTP control port (RFC 1738 section 3.2, RFC 959 section 5.3). */
  public static final int DEFAULT_PORT = 21;

  private static final Integer DEFAULT_PORT_VALUE = DEFAULT_PORT;
  private static final String AUTHORITY_MISSING =
      "an ftp URL needs \"//\" and a host: ftp://[user[:password]@]host[:port][/path] (RFC 1738 section 3.2)";
  private static final String USER_INFO =
      "a ':' inside the user or the password must be encoded as %3A (RFC 1738 section 3.1)";
  private static final String QUERY = "an ftp URL has no query: a '?' in a name must be encoded as %3F "
      + "(RFC 1738 section 3.2.2, ftpurl in section 5)";
  private static final String PARAM = "a ';' in an ftp path may only start \";type=\" at the end of the last "
      + "segment: in a name it must be encoded as %3B (RFC 1738 section 3.2.2)";
  private static final String TYPECODE = "the typecode after \";type=\" must be one of a, i or d "
      + "(RFC 1738 section 3.2.2, ftptype in section 5)";

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
   * False: RFC 1738 section 3.2.2 reads the path as a sequence of {@code CWD} commands, one per
   * segment, so {@code ".."} is a directory name sent to the server ({@code CWD ..}), whose meaning the
   * server decides (a symbolic link, a system without parent directories). Removing dot-segments as
   * RFC 3986 section 6.2.2.3 does would change which commands the URL stands for, which section 6.2
   * forbids of a normalization; so {@code ftp://h/a/../b} stays as it is and is not equivalent to
   * {@code ftp://h/b}. Resolution (section 5.2) still removes dot-segments, as it does for every URI.
   */
  @Override
  public boolean hasHierarchicalPath() {
    return false;
  }

  /** Checks the rules in the table above from the offsets the parser recorded; allocates nothing on success. */
  @Override
  public @Nullable SchemeViolation validate(Uri uri) {
    if (!UriLayout.hasAuthority(uri)) {
      return new SchemeViolation(UriLayout.schemeEnd(uri) + 1, "ftp.authority.missing", AUTHORITY_MISSING);
    }
    String s = uri.toString();
    if (UriLayout.hasUserInfo(uri)) {
      int colon = -1;
      for (int i = UriLayout.authorityStart(uri), end = UriLayout.hostStart(uri) - 1; i < end; i++) {
        if (s.charAt(i) == ':') {
          if (colon >= 0) {
            return new SchemeViolation(i, "ftp.userinfo", USER_INFO);
          }
          colon = i;
        }
      }
    }
    SchemeViolation authority = HOSTS.checkAuthority(uri);
    if (authority != null) {
      return authority;
    }
    SchemeViolation path = checkPath(s, UriLayout.pathStart(uri), UriLayout.pathEnd(uri));
    if (path != null) {
      return path;
    }
    if (UriLayout.hasQuery(uri)) {
      return new SchemeViolation(UriLayout.queryStart(uri) - 1, "ftp.query", QUERY);
    }
    return null;
  }

  /** The first {@code ';'} in the path must start {@code ";type="} and one typecode at its very end. */
  private static @Nullable SchemeViolation checkPath(String s, int start, int end) {
    for (int i = start; i < end; i++) {
      if (s.charAt(i) == ';') {
        int value = Typecodes.valueStart(s, i, end);
        if (value < 0) {
          return new SchemeViolation(i, "ftp.param", PARAM);
        }
        return Typecodes.isValue(s, value, end) ? null : new SchemeViolation(value, "ftp.typecode", TYPECODE);
      }
    }
    return null;
  }

  /**
   * RFC 3986 section 6.2.3 for ftp, on top of what the core has done (lower-case scheme and host,
   * percent-encoding normalized, empty and default port removed): an empty path becomes {@code "/"}
   * (RFC 1738 section 3.2.2: the whole url-path may be omitted), and {@code ";type="} and its letter are
   * written in lower case (RFC 1738 section 5 allows either case). User and password stay as written:
   * they are case-sensitive.
   */
  @Override
  public void normalize(UriParts parts) {
    String path = parts.path();
    if (path.isEmpty()) {
      parts.path("/");
      return;
    }
    int semicolon = path.lastIndexOf(';');
    if (semicolon >= 0) {
      String suffix = ";type=" + (char) (path.charAt(path.length() - 1) | 0x20);
      if (!path.regionMatches(semicolon, suffix, 0, suffix.length())) {
        parts.path(path.substring(0, semicolon) + suffix);
      }
    }
  }

  @Override
  public <T> @Nullable T view(Uri uri, Class<T> type) {
    return type == FtpUri.class ? type.cast(FtpUri.wrap((HierarchicalUri) uri)) : null;
  }

  /**
   * The {@code "ftp"} description: {@code user}, {@code password} (decoded, null when absent),
   * {@code host} (lower case), {@code port} (effective), {@code cwd} (decoded directory names),
   * {@code name} (decoded, {@code ""} for a directory) and {@code typecode} ({@code "a"}, {@code "i"},
   * {@code "d"} or null).
   */
  @Override
  public ViewDescription describe(Uri uri) {
    FtpUri view = FtpUri.wrap((HierarchicalUri) uri);
    FtpTypecode typecode = view.typecode();
    return ViewDescription.builder("ftp")
        .put("user", view.user())
        .put("password", view.password())
        .put("host", view.host())
        .put("port", view.port())
        .put("cwd", view.cwd())
        .put("name", view.name())
        .put("typecode", typecode == null ? null : String.valueOf(typecode.code()))
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
