package dev.urikit.ftp;

import dev.urikit.HierarchicalUri;
import dev.urikit.HostType;
import dev.urikit.PercentEncoding;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import dev.urikit.spi.UriLayout;
import dev.urikit.spi.UriView;
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
 *   <tr><td>{@code ftp://h/abc/def?qs=ghi}</td><td>{@code ["abc"]}</td><td>{@code "def?qs=ghi"}</td><td>null</td></tr>
 *   <tr><td>{@code ftp://h/pub/a/../b}</td><td>{@code ["pub"]}</td><td>{@code "b"}</td><td>null</td></tr>
 * </table>
 *
 * <p>RFC 1738's {@code fsegment} allows {@code '?'} (section 5), so what RFC 3986 reads as a query is
 * part of the FTP path: {@code ftp://h/abc/def?qs=ghi} names the file {@code def?qs=ghi}. The path is a
 * hierarchy, as RFC 3986 section 5.2.4 makes it when any reference is resolved: {@code "."} and
 * {@code ".."} segments are removed before the path is read, so equal URLs stand for the same commands.
 *
 * <p>Names are octets (RFC 959 section 5.3.2): {@link #nameBytes()}, {@link #cwdBytes()},
 * {@link #userBytes()} and {@link #passwordBytes()} give them exactly; the text accessors give UTF-8
 * text and throw {@link IllegalStateException} for octets that are not UTF-8 ({@link #isText()} tells),
 * never a replacement character. {@link #commands()} carry the octets.
 *
 * <p>Obtained from {@link #parse(String)}, {@link #from(Uri)}, {@code uri.view(FtpUri.class)} or
 * {@link #builder()}. Immutable and thread-safe. {@code equals} and {@code hashCode} follow the URI's
 * equivalence: scheme and host case, the default port, an empty path (as {@code "/"}) and dot-segments
 * do not count, nor does percent-encoding of unreserved characters; the typecode does ({@code ;type=i} is not
 * {@code ;type=a}), and user and password are compared as written.
 */
public final class FtpUri extends UriView<HierarchicalUri, FtpUri> {

  private FtpUri(HierarchicalUri uri) {
    super(uri);
  }

  static FtpUri wrap(HierarchicalUri uri) {
    return new FtpUri(uri);
  }

  @Override
  protected FtpUri rewrap(Uri normalized) {
    return wrap((HierarchicalUri) normalized);
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

  /**
   * The user name, decoded; null when the URL names none, {@code ""} for {@code ftp://@host/} (RFC 1738
   * section 3.2.1).
   *
   * @throws IllegalStateException if its octets are not UTF-8 text: read {@link #userBytes()}
   */
  public @Nullable String user() {
    String raw = rawUser();
    return raw == null ? null : text(raw, "user", "userBytes()");
  }

  /** The user name's octets, exactly; null when the URL names none. */
  public byte @Nullable [] userBytes() {
    String raw = rawUser();
    return raw == null ? null : PercentEncoding.decodeToBytes(raw, 0, raw.length());
  }

  /**
   * The password, decoded; null when the URL has none, {@code ""} for {@code ftp://user:@host/} (RFC 1738
   * section 3.2.1).
   *
   * @throws IllegalStateException if its octets are not UTF-8 text: read {@link #passwordBytes()}
   */
  public @Nullable String password() {
    String raw = rawPassword();
    return raw == null ? null : text(raw, "password", "passwordBytes()");
  }

  /** The password's octets, exactly; null when the URL has none. */
  public byte @Nullable [] passwordBytes() {
    String raw = rawPassword();
    return raw == null ? null : PercentEncoding.decodeToBytes(raw, 0, raw.length());
  }

  /**
   * The host in lower case, percent-decoded: {@code "ftp.example.com"}, {@code "192.0.2.1"}, or an IPv6
   * literal with its brackets, {@code "[2001:db8::1]"}.
   */
  public String host() {
    String host = toUri().decodedHost();
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
    HostType type = toUri().hostType();
    if (type == null) {
      throw new AssertionError("an ftp URL always has a host");
    }
    return type;
  }

  /** The port the URL names, or 21 when it names none or an empty one (RFC 1738 section 3.2). */
  public int port() {
    Integer port = toUri().portNumber();
    return port != null ? port : FtpScheme.DEFAULT_PORT;
  }

  /** The RFC 3986 path as written, {@code ";type="} included; {@code ""} when omitted. See {@link #cwd()} for the FTP path. */
  public String path() {
    return toUri().path();
  }

  /**
   * The directory names to walk with {@code CWD}, decoded, in order: every segment of the FTP path but
   * the last (RFC 1738 section 3.2.2), after dot-segments are removed. {@code %2F} is a {@code '/'} inside
   * one name; an empty segment is an empty name, kept. Unmodifiable.
   *
   * @throws IllegalStateException if a name's octets are not UTF-8 text: read {@link #cwdBytes()}
   */
  public List<String> cwd() {
    List<String> raw = rawCwd();
    List<String> names = new ArrayList<>(raw.size());
    for (String segment : raw) {
      names.add(text(segment, "directory name", "cwdBytes()"));
    }
    return Collections.unmodifiableList(names);
  }

  /** The directory names' octets, exactly, in the order of {@link #cwd()}. Unmodifiable; each array a copy. */
  public List<byte[]> cwdBytes() {
    List<String> raw = rawCwd();
    List<byte[]> names = new ArrayList<>(raw.size());
    for (String segment : raw) {
      names.add(PercentEncoding.decodeToBytes(segment, 0, segment.length()));
    }
    return Collections.unmodifiableList(names);
  }

  /**
   * The file name, decoded, without {@code ";type="}: the last segment of the FTP path, a query included;
   * {@code ""} for a directory.
   *
   * @throws IllegalStateException if its octets are not UTF-8 text: read {@link #nameBytes()}
   */
  public String name() {
    return text(rawName(), "name", "nameBytes()");
  }

  /** The file name's octets, exactly, without {@code ";type="}. */
  public byte[] nameBytes() {
    String raw = rawName();
    return PercentEncoding.decodeToBytes(raw, 0, raw.length());
  }

  /** Whether user, password, directory names and name are all UTF-8 text, so that no text accessor throws. */
  public boolean isText() {
    List<String> raw = segments();
    for (String segment : raw) {
      if (PercentEncoding.decodeStrictOrNull(segment, 0, segment.length()) == null) {
        return false;
      }
    }
    String user = rawUser();
    String password = rawPassword();
    return (user == null || PercentEncoding.decodeStrictOrNull(user, 0, user.length()) != null)
        && (password == null || PercentEncoding.decodeStrictOrNull(password, 0, password.length()) != null);
  }

  /** The typecode after {@code ";type="}, in either case in the text; null when there is none (RFC 1738 section 3.2.3). */
  public @Nullable FtpTypecode typecode() {
    List<String> segments = segments();
    String last = segments.get(segments.size() - 1);
    return FtpScheme.Typecodes.of(last, 0, last.length());
  }

  /**
   * The FTP commands this URL stands for, after connecting to {@link #host()} and {@link #port()}
   * (RFC 1738 section 3.2.2, commands of RFC 959 section 4.1): {@code USER} and {@code PASS} when the
   * URL gives them; one {@code CWD} per directory name; then {@code NLST name} for {@code ;type=d};
   * otherwise {@code TYPE A} or {@code TYPE I} when a typecode is given, then {@code RETR name}, or
   * {@code NLST} when the name is empty (a directory). Arguments are the exact octets the URL encodes,
   * never with CR, LF or NUL (the ftp rules refuse those).
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
    byte[] user = userBytes();
    if (user != null) {
      commands.add(FtpCommand.of("USER", user));
    }
    byte[] password = passwordBytes();
    if (password != null) {
      commands.add(FtpCommand.of("PASS", password));
    }
    for (byte[] directory : cwdBytes()) {
      commands.add(FtpCommand.of("CWD", directory));
    }
    FtpTypecode typecode = typecode();
    byte[] name = nameBytes();
    if (typecode == FtpTypecode.DIRECTORY) {
      commands.add(FtpCommand.of("NLST", name));
      return Collections.unmodifiableList(commands);
    }
    if (typecode != null) {
      commands.add(new FtpCommand("TYPE", String.valueOf(Character.toUpperCase(typecode.code()))));
    }
    commands.add(FtpCommand.of(name.length == 0 ? "NLST" : "RETR", name));
    return Collections.unmodifiableList(commands);
  }

  /**
   * A copy fit for logs: the password and its {@code ':'} removed, the user kept, everything else as
   * written. {@code ftp://anna:secret@h/a} gives {@code ftp://anna@h/a}; a URL without a password is
   * returned as it is.
   */
  public FtpUri redact() {
    String userInfo = toUri().userInfo();
    int colon = userInfo == null ? -1 : userInfo.indexOf(':');
    if (colon < 0) {
      return this;
    }
    String s = toUri().toString();
    int authorityStart = UriLayout.authorityStart(toUri());
    return from(Uri.parse(s.substring(0, authorityStart + colon) + s.substring(authorityStart + userInfo.length()),
        FtpScheme.registry()));
  }

  /** The user as written, or null. */
  @Nullable String rawUser() {
    String userInfo = toUri().userInfo();
    if (userInfo == null) {
      return null;
    }
    int colon = userInfo.indexOf(':');
    return colon < 0 ? userInfo : userInfo.substring(0, colon);
  }

  /** The password as written, or null. */
  @Nullable String rawPassword() {
    String userInfo = toUri().userInfo();
    int colon = userInfo == null ? -1 : userInfo.indexOf(':');
    return colon < 0 ? null : userInfo.substring(colon + 1);
  }

  /** The raw segments of the FTP path ({@link FtpPath}), the last being the name with its {@code ";type="}. */
  List<String> segments() {
    Uri uri = toUri();
    String s = uri.toString();
    int queryMark = UriLayout.hasQuery(uri) ? UriLayout.queryStart(uri) - 1 : -1;
    int queryEnd = queryMark < 0 ? -1 : UriLayout.queryEnd(uri);
    return FtpPath.segments(s, UriLayout.pathStart(uri), UriLayout.pathEnd(uri), queryMark, queryEnd);
  }

  /** The directory names as written, dot-segments removed. */
  List<String> rawCwd() {
    List<String> segments = segments();
    return segments.subList(0, segments.size() - 1);
  }

  /** The file name as written, without {@code ";type="}. */
  String rawName() {
    List<String> segments = segments();
    String last = segments.get(segments.size() - 1);
    int semicolon = last.indexOf(';');
    return semicolon < 0 ? last : last.substring(0, semicolon);
  }

  /** The raw {@code ";type=X"} suffix as written, or null. */
  @Nullable String rawTypecode() {
    List<String> segments = segments();
    String last = segments.get(segments.size() - 1);
    int semicolon = last.indexOf(';');
    return semicolon < 0 ? null : last.substring(semicolon);
  }

  /** {@code raw} decoded as UTF-8, or an {@link IllegalStateException} naming the octet accessor. */
  private static String text(String raw, String what, String bytesAccessor) {
    String text = PercentEncoding.decodeStrictOrNull(raw, 0, raw.length());
    if (text == null) {
      throw new IllegalStateException("the " + what + " is not UTF-8 text (RFC 959 section 5.3.2 names are octets): "
          + "read " + bytesAccessor);
    }
    return text;
  }
}
