package dev.urikit.ftp;

import dev.urikit.HierarchicalUri;
import dev.urikit.HostType;
import dev.urikit.PercentEncoding;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import dev.urikit.spi.UriLayout;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * An {@code ftp} URL (RFC 1738 section 3.2) read the way an FTP client needs it: user and password,
 * host and effective port, the directories to walk, the file name, the typecode and the commands they
 * stand for.
 *
 * <pre>{@code
 * FtpUri uri = FtpUri.parse("ftp://anna:s%40cret@FTP.Example.COM/%2Fpub/gnu/a%20b.tar;type=I");
 * uri.user()            // "anna"
 * uri.password()        // "s@cret"
 * uri.host()            // "ftp.example.com"
 * uri.port()            // 21
 * uri.cwd()             // ["/pub", "gnu"]
 * uri.name()            // "a b.tar"
 * uri.typecode()        // IMAGE
 * uri.commands()        // [USER anna, PASS s@cret, CWD /pub, CWD gnu, TYPE I, RETR a b.tar]
 * uri.redact().toString()   // "ftp://anna@FTP.Example.COM/%2Fpub/gnu/a%20b.tar;type=I"
 * uri.toString()        // the text above, password included
 * }</pre>
 *
 * <table>
 *   <caption>The path: {@code cwd1/.../cwdN/name;type=typecode} (RFC 1738 section 3.2.2)</caption>
 *   <tr><th>URL</th><th>{@code cwd()}</th><th>{@code name()}</th><th>{@code typecode()}</th></tr>
 *   <tr><td>{@code ftp://h}, {@code ftp://h/}</td><td>{@code []}</td><td>{@code ""}</td><td>null</td></tr>
 *   <tr><td>{@code ftp://h/etc/motd}</td><td>{@code ["etc"]}</td><td>{@code "motd"}</td><td>null</td></tr>
 *   <tr><td>{@code ftp://h/%2Fetc/motd}</td><td>{@code ["/etc"]}</td><td>{@code "motd"}</td><td>null</td></tr>
 *   <tr><td>{@code ftp://h//etc/motd}</td><td>{@code ["", "etc"]}</td><td>{@code "motd"}</td><td>null</td></tr>
 *   <tr><td>{@code ftp://h/pub/www/doc;type=d}</td><td>{@code ["pub", "www"]}</td><td>{@code "doc"}</td><td>DIRECTORY</td></tr>
 * </table>
 *
 * <p>Obtained from {@link #parse(String)}, {@link #from(Uri)}, {@code uri.view(FtpUri.class)} or
 * {@link #builder()}. Immutable and thread-safe. {@code equals} and {@code hashCode} follow the URI's
 * equivalence: scheme and host case, the default port and an empty path (as {@code "/"}) do not count,
 * nor does percent-encoding of unreserved characters; the typecode does ({@code ;type=i} is not
 * {@code ;type=a}), and user and password are compared as written.
 */
public final class FtpUri {

  private final HierarchicalUri uri;

  private FtpUri(HierarchicalUri uri) {
    this.uri = uri;
  }

  static FtpUri wrap(HierarchicalUri uri) {
    return new FtpUri(uri);
  }

  /**
   * Parses an ftp URL.
   *
   * @throws UriSyntaxException if {@code text} is not a URI, or the ftp rules refuse it (kind
   *     {@link UriSyntaxException.Kind#SCHEME_SPECIFIC}, with the rule's code)
   * @throws IllegalArgumentException if the URI has another scheme
   */
  public static FtpUri parse(String text) {
    return from(Uri.parse(text, FtpScheme.registry()));
  }

  /** Like {@link #parse(String)}, but null where that throws. */
  public static @Nullable FtpUri parseOrNull(String text) {
    Uri uri = Uri.parseOrNull(text, FtpScheme.registry());
    return uri != null && uri.registeredScheme() instanceof FtpScheme ? wrap((HierarchicalUri) uri) : null;
  }

  /**
   * The view of {@code uri}. A URI validated by {@link FtpScheme} is wrapped as it is; an ftp URI parsed
   * without it ({@link dev.urikit.SchemeRegistry#empty()}, say) is checked by the ftp rules first.
   *
   * @throws UriSyntaxException if the ftp rules refuse it
   * @throws IllegalArgumentException if its scheme is not ftp
   */
  public static FtpUri from(Uri uri) {
    if (uri.registeredScheme() instanceof FtpScheme) {
      return wrap((HierarchicalUri) uri);
    }
    if (!uri.scheme().equalsIgnoreCase("ftp")) {
      throw new IllegalArgumentException("not an ftp URL (scheme \"" + uri.scheme() + "\")");
    }
    return parse(uri.toString());
  }

  /** A builder for a new ftp URL. */
  public static FtpUriBuilder builder() {
    return new FtpUriBuilder();
  }

  /** A builder holding this URL's components as written, for an edited copy. */
  public FtpUriBuilder toBuilder() {
    return new FtpUriBuilder(this);
  }

  /** The user name, decoded; null when the URL names none, {@code ""} for {@code ftp://@host/} (RFC 1738 section 3.2.1). */
  public @Nullable String user() {
    String userInfo = uri.userInfo();
    if (userInfo == null) {
      return null;
    }
    int colon = userInfo.indexOf(':');
    return PercentEncoding.decode(colon < 0 ? userInfo : userInfo.substring(0, colon));
  }

  /** The password, decoded; null when the URL has none, {@code ""} for {@code ftp://user:@host/} (RFC 1738 section 3.2.1). */
  public @Nullable String password() {
    String userInfo = uri.userInfo();
    int colon = userInfo == null ? -1 : userInfo.indexOf(':');
    return colon < 0 ? null : PercentEncoding.decode(userInfo.substring(colon + 1));
  }

  /**
   * The host in lower case, percent-decoded: {@code "ftp.example.com"}, {@code "192.0.2.1"}, or an IPv6
   * literal with its brackets, {@code "[2001:db8::1]"}.
   */
  public String host() {
    String host = uri.decodedHost();
    if (host == null) {
      throw new AssertionError("an ftp URL always has a host");
    }
    return host.toLowerCase(Locale.ROOT);
  }

  /**
   * The host for display: {@link #host()} with each IDNA A-label turned back into Unicode by the host
   * facility ({@link dev.urikit.spi.HostRules#toUnicode(String)}): {@code "bücher.example"} for
   * {@code xn--bcher-kva.example}. Never use it to compare or to connect.
   */
  public String unicodeHost() {
    return FtpScheme.HOSTS.toUnicode(host());
  }

  /** Which form the host takes: a registered name, an IPv4 or an IPv6 address. */
  public HostType hostType() {
    HostType type = uri.hostType();
    if (type == null) {
      throw new AssertionError("an ftp URL always has a host");
    }
    return type;
  }

  /** The port the URL names, or 21 when it names none or an empty one (RFC 1738 section 3.2). */
  public int port() {
    Integer port = uri.portNumber();
    return port != null ? port : FtpScheme.DEFAULT_PORT;
  }

  /** The url-path as written, {@code ";type="} included; {@code ""} when omitted. */
  public String path() {
    return uri.path();
  }

  /**
   * The directory names to walk with {@code CWD}, decoded, in order: every segment but the last
   * (RFC 1738 section 3.2.2). {@code %2F} is a {@code '/'} inside one name; an empty segment is an
   * empty name, kept. Unmodifiable.
   */
  public List<String> cwd() {
    List<String> segments = uri.pathSegments();
    return segments.isEmpty() ? List.of() : segments.subList(0, segments.size() - 1);
  }

  /** The file name, decoded, without {@code ";type="}: the last segment; {@code ""} for a directory. */
  public String name() {
    return name(Form.DECODED);
  }

  /** The typecode after {@code ";type="}, in either case in the text; null when there is none (RFC 1738 section 3.2.3). */
  public @Nullable FtpTypecode typecode() {
    String s = uri.toString();
    return FtpScheme.Typecodes.of(s, pathStart(s), pathEnd());
  }

  /**
   * The FTP commands this URL stands for, after connecting to {@link #host()} and {@link #port()}
   * (RFC 1738 section 3.2.2, commands of RFC 959 section 4.1): {@code USER} and {@code PASS} when the
   * URL gives them; one {@code CWD} per directory name; then {@code NLST name} for {@code ;type=d};
   * otherwise {@code TYPE A} or {@code TYPE I} when a typecode is given, then {@code RETR name}, or
   * {@code NLST} when the name is empty (a directory).
   *
   * <pre>{@code
   * FtpUri.parse("ftp://myname@host.dom//etc/motd").commands()
   * // [USER myname, CWD, CWD etc, RETR motd]   (CWD with an empty argument, then CWD etc)
   * }</pre>
   *
   * <p>Without a user a client follows the anonymous convention of RFC 1738 section 3.2.1; that is its
   * choice, so no {@code USER anonymous} is listed.
   */
  public List<FtpCommand> commands() {
    List<FtpCommand> commands = new ArrayList<>();
    String user = user();
    if (user != null) {
      commands.add(new FtpCommand("USER", user));
    }
    String password = password();
    if (password != null) {
      commands.add(new FtpCommand("PASS", password));
    }
    for (String directory : cwd()) {
      commands.add(new FtpCommand("CWD", directory));
    }
    FtpTypecode typecode = typecode();
    String name = name();
    if (typecode == FtpTypecode.DIRECTORY) {
      commands.add(new FtpCommand("NLST", name));
      return Collections.unmodifiableList(commands);
    }
    if (typecode != null) {
      commands.add(new FtpCommand("TYPE", String.valueOf(Character.toUpperCase(typecode.code()))));
    }
    commands.add(new FtpCommand(name.isEmpty() ? "NLST" : "RETR", name));
    return Collections.unmodifiableList(commands);
  }

  /**
   * A copy fit for logs: the password and its {@code ':'} removed, the user kept, everything else as
   * written. {@code ftp://anna:secret@h/a} gives {@code ftp://anna@h/a}; a URL without a password is
   * returned as it is.
   */
  public FtpUri redact() {
    String userInfo = uri.userInfo();
    int colon = userInfo == null ? -1 : userInfo.indexOf(':');
    if (colon < 0) {
      return this;
    }
    String s = uri.toString();
    int authorityStart = uri.scheme().length() + 3;
    return reparse(s.substring(0, authorityStart + colon) + s.substring(authorityStart + userInfo.length()));
  }

  /** Normalized by RFC 3986 section 6.2.2 and the ftp rules: {@code FTP://H:21} gives {@code ftp://h/}. */
  public FtpUri normalize() {
    Uri normalized = uri.normalize();
    return normalized == uri ? this : wrap((HierarchicalUri) normalized);
  }

  /** The underlying {@link Uri}. */
  public Uri toUri() {
    return uri;
  }

  /** The text this URL was parsed or built from, unchanged: the password is not hidden (see {@link #redact()}). */
  @Override
  public String toString() {
    return uri.toString();
  }

  /** Equal when the URLs are equivalent, as {@link Uri#equals(Object)} decides with the ftp rules. */
  @Override
  public boolean equals(@Nullable Object o) {
    return o instanceof FtpUri other && uri.equals(other.uri);
  }

  @Override
  public int hashCode() {
    return uri.hashCode();
  }

  /** The directory names, as written, for a builder. */
  List<String> rawCwd() {
    String[] segments = uri.path().split("/", -1);
    return segments.length <= 2 ? List.of() : List.of(segments).subList(1, segments.length - 1);
  }

  /** The file name as written, without {@code ";type="}, for a builder. */
  String rawName() {
    return name(Form.RAW);
  }

  /** Whether a component is read as written or decoded. */
  private enum Form {
    RAW,
    DECODED;

    String read(String s, int start, int end) {
      return this == RAW ? s.substring(start, end) : PercentEncoding.decode(s, start, end);
    }
  }

  private String name(Form form) {
    String s = uri.toString();
    int start = nameStart(s);
    int end = pathEnd();
    for (int i = start; i < end; i++) {
      if (s.charAt(i) == ';') {
        end = i;
      }
    }
    return form.read(s, start, end);
  }

  private FtpUri reparse(String text) {
    return from(Uri.parse(text, FtpScheme.registry()));
  }

  /** Where the path's first segment starts: after its leading {@code '/'} when it has one. */
  private int pathStart(String s) {
    int start = UriLayout.pathStart(uri);
    return start < UriLayout.pathEnd(uri) && s.charAt(start) == '/' ? start + 1 : start;
  }

  private int pathEnd() {
    return UriLayout.pathEnd(uri);
  }

  /** Where the last segment, the name, starts. */
  private int nameStart(String s) {
    int start = pathStart(s);
    int slash = s.lastIndexOf('/', pathEnd() - 1);
    return Math.max(start, slash + 1);
  }
}
