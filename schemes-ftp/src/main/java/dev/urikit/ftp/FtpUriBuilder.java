package dev.urikit.ftp;

import dev.urikit.CharClass;
import dev.urikit.HierarchicalUri;
import dev.urikit.PercentEncoding;
import dev.urikit.UriBuilder;
import dev.urikit.UriReference;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Builds an {@link FtpUri} from decoded values, encoding each for its place in an ftp URL exactly once
 * (RFC 1738 sections 3.1 and 3.2.2, RFC 3986 section 2.1).
 *
 * <pre>{@code
 * FtpUri.builder()
 *     .user("anna").password("p:w")
 *     .host("ftp.example.com")
 *     .cwd("pub", "gnu")
 *     .name("a/b;c.tar.gz")
 *     .typecode(FtpTypecode.IMAGE)
 *     .build()
 *     .toString()
 * // "ftp://anna:p%3Aw@ftp.example.com/pub/gnu/a%2Fb%3Bc.tar.gz;type=i"
 * }</pre>
 *
 * <table>
 *   <caption>Encoding</caption>
 *   <tr><th>call</th><th>decoded</th><th>written</th></tr>
 *   <tr><td>{@code user}, {@code password}</td><td>{@code a:b@c/d}</td><td>{@code a%3Ab%40c%2Fd}</td></tr>
 *   <tr><td>{@code cwd}, {@code name}</td><td>{@code a/b;c?d e}</td><td>{@code a%2Fb%3Bc%3Fd%20e}</td></tr>
 *   <tr><td>{@code host}</td><td>{@code Bücher.example}</td><td>{@code xn--bcher-kva.example} (IDNA, {@link dev.urikit.spi.IdnaMapping})</td></tr>
 * </table>
 *
 * <table>
 *   <caption>What it refuses, with {@link IllegalArgumentException}</caption>
 *   <tr><th>value</th><th>why</th></tr>
 *   <tr><td>{@code name("a\r\nDELE x")}, a CR, LF or NUL in a user, password, directory or name</td>
 *       <td>it would end an FTP command and start another (RFC 959 section 4.1.3)</td></tr>
 *   <tr><td>{@code "."}, {@code ".."} as a directory or name</td><td>a dot-segment, which resolution removes
 *       (RFC 3986 section 5.2.4)</td></tr>
 *   <tr><td>an unpaired surrogate in any value</td><td>it is no character, and has no UTF-8 encoding
 *       (RFC 3629 section 3)</td></tr>
 * </table>
 *
 * <p>The path is always written, so a URL without directories or name ends with {@code "/"}. Components
 * taken from an existing URL by {@link FtpUri#toBuilder()} stay as written until set to another value:
 * setting one to the value the URL's view reads ({@code name(uri.name())}) keeps its text, so an edit
 * that writes back what it read gives the same text. Not thread-safe.
 */
public final class FtpUriBuilder {

  /** What a user or password may hold unencoded: userinfo characters but ':' (RFC 1738 section 3.1). */
  private static final CharClass USER = CharClass.USERINFO.minus(CharClass.of(":"));
  /** What a directory or file name may hold unencoded: segment characters but ';' (RFC 1738 section 3.2.2). */
  private static final CharClass NAME = CharClass.PCHAR.minus(CharClass.of(";"));

  /** Holds the scheme, host, port and fragment; user, password, path and query are added at {@link #build()}. */
  private final UriBuilder uri;
  private boolean hasHost;
  private @Nullable String readHost;
  private @Nullable Integer port;
  private @Nullable String fragment;
  private @Nullable String user;
  private @Nullable String password;
  private final List<String> cwd = new ArrayList<>();
  private String name = "";
  /** The {@code ";type=X"} suffix as written or made, or null. */
  private @Nullable String typecode;
  /** The path and query of the URL this builder was made from, while directories, name and typecode are as read. */
  private @Nullable String writtenPath;
  private @Nullable String writtenQuery;

  FtpUriBuilder() {
    this.uri = UriReference.builder().scheme("ftp").registry(FtpScheme.registry());
  }

  FtpUriBuilder(FtpUri from) {
    HierarchicalUri source = from.toUri();
    this.uri = source.toBuilder().scheme("ftp").registry(FtpScheme.registry());
    this.hasHost = true;
    this.readHost = from.host();
    this.port = source.portNumber();
    this.fragment = source.fragment();
    this.user = from.rawUser();
    this.password = from.rawPassword();
    this.cwd.addAll(from.rawCwd());
    this.name = from.rawName();
    this.typecode = from.rawTypecode();
    this.writtenPath = source.path();
    this.writtenQuery = source.query();
  }

  /**
   * Sets the user name, decoded, or removes user and password with null (RFC 1738 section 3.2.1).
   *
   * @throws IllegalArgumentException if it holds CR, LF, NUL or an unpaired surrogate
   */
  public FtpUriBuilder user(@Nullable String user) {
    if (user == null) {
      this.user = null;
      this.password = null;
    } else if (!reads(this.user, user)) {
      this.user = PercentEncoding.encode(checkArgument(user, "user"), USER);
    }
    return this;
  }

  /**
   * Sets the password, decoded, or removes it with null; a password needs a user (RFC 1738 section 3.1).
   *
   * @throws IllegalArgumentException if it holds CR, LF, NUL or an unpaired surrogate
   */
  public FtpUriBuilder password(@Nullable String password) {
    if (password == null) {
      this.password = null;
    } else if (!reads(this.password, password)) {
      this.password = PercentEncoding.encode(checkArgument(password, "password"), USER);
    }
    return this;
  }

  /**
   * Sets the host, decoded: a DNS name (a Unicode one is converted to its IDNA A-label), a dotted-quad
   * IPv4 address, or an IPv6 address with or without brackets (RFC 1738 section 3.1).
   *
   * @throws IllegalArgumentException if the ftp rules refuse the host, or it holds an unpaired surrogate
   */
  public FtpUriBuilder host(String host) {
    checkSurrogates(host, "host");
    if (hasHost && host.equals(readHost)) {
      return this;
    }
    uri.rawHost(FtpScheme.HOSTS.encodeHost(host));
    hasHost = true;
    readHost = host;
    return this;
  }

  /**
   * Sets the port.
   *
   * @throws IllegalArgumentException outside 0 to 65535
   */
  public FtpUriBuilder port(int port) {
    if (this.port == null || this.port != port) {
      uri.port(port);
      this.port = port;
    }
    return this;
  }

  /** Removes the port, so that 21 applies. */
  public FtpUriBuilder removePort() {
    if (port != null) {
      uri.rawPort(null);
      port = null;
    }
    return this;
  }

  /**
   * Sets the directories to walk, decoded, replacing any before: one {@code CWD} each (RFC 1738 section
   * 3.2.2). {@code "/"}, {@code ";"} and {@code "?"} in a name are encoded; {@code ""} is an empty name.
   *
   * @throws IllegalArgumentException for {@code "."} or {@code ".."} (see {@link #name(String)}), or a
   *     name holding CR, LF, NUL or an unpaired surrogate
   */
  public FtpUriBuilder cwd(String... directories) {
    return cwd(List.of(directories));
  }

  /** Like {@link #cwd(String...)}, from a list. */
  public FtpUriBuilder cwd(List<String> directories) {
    List<String> encoded = new ArrayList<>(directories.size());
    boolean same = directories.size() == cwd.size();
    for (int i = 0; i < directories.size(); i++) {
      String directory = directories.get(i);
      if (same && reads(cwd.get(i), directory)) {
        encoded.add(cwd.get(i));
      } else {
        same = false;
        encoded.add(encodeName(directory));
      }
    }
    if (!same) {
      cwd.clear();
      cwd.addAll(encoded);
      writtenPath = null;
    }
    return this;
  }

  /**
   * Sets the file name, decoded; {@code ""} (the default) names the directory itself. {@code "/"},
   * {@code ";"} and {@code "?"} are encoded as {@code %2F}, {@code %3B} and {@code %3F}.
   *
   * @throws IllegalArgumentException for {@code "."} or {@code ".."}: resolving a reference against the
   *     URL would remove them as dot-segments (RFC 3986 section 5.2.4), so they cannot be one name; or for
   *     a name holding CR, LF, NUL or an unpaired surrogate
   */
  public FtpUriBuilder name(String name) {
    if (!reads(this.name, name)) {
      this.name = encodeName(name);
      writtenPath = null;
    }
    return this;
  }

  /** Sets the typecode written as {@code ";type="} after the name, or removes it with null (RFC 1738 section 3.2.3). */
  public FtpUriBuilder typecode(@Nullable FtpTypecode typecode) {
    if (typecode != currentTypecode()) {
      this.typecode = typecode == null ? null : ";type=" + typecode.code();
      writtenPath = null;
    }
    return this;
  }

  /**
   * Sets the fragment, decoded, or removes it with null (RFC 3986 section 3.5).
   *
   * @throws IllegalArgumentException if it holds an unpaired surrogate
   */
  public FtpUriBuilder fragment(@Nullable String fragment) {
    if (fragment == null || !reads(this.fragment, fragment)) {
      this.fragment = fragment == null ? null : PercentEncoding.encode(checkSurrogates(fragment, "fragment"),
          CharClass.FRAGMENT);
      uri.rawFragment(this.fragment);
    }
    return this;
  }

  /**
   * The URL.
   *
   * @throws IllegalStateException if no host is set, or a password is set without a user (RFC 1738
   *     section 3.1)
   */
  public FtpUri build() {
    if (!hasHost) {
      throw new IllegalStateException("no host set: an ftp URL needs one (RFC 1738 section 3.2)");
    }
    if (password != null && user == null) {
      throw new IllegalStateException("a password is set without a user (RFC 1738 section 3.1)");
    }
    String path = writtenPath;
    String query = writtenQuery;
    if (path == null) {
      StringBuilder ftpPath = new StringBuilder(64);
      for (String directory : cwd) {
        ftpPath.append('/').append(directory);
      }
      ftpPath.append('/').append(name);
      if (typecode != null) {
        ftpPath.append(typecode);
      }
      // A '?' kept from the URL this builder was made from starts the query, as it did there.
      int mark = ftpPath.indexOf("?");
      path = mark < 0 ? ftpPath.toString() : ftpPath.substring(0, mark);
      query = mark < 0 ? null : ftpPath.substring(mark + 1);
    }
    String userInfo = user == null || password == null ? user : user + ":" + password;
    return FtpUri.from(uri.rawUserInfo(userInfo).rawPath(path).rawQuery(query).buildUri());
  }

  /** The user as a view would read it, decoded; for the Kotlin DSL. */
  @Nullable String currentUser() {
    return user == null ? null : text(user, "user");
  }

  /** The password as a view would read it, decoded. */
  @Nullable String currentPassword() {
    return password == null ? null : text(password, "password");
  }

  /** The host as last given, or as the view of the URL this builder was made from reads it; null before any. */
  @Nullable String currentHost() {
    return readHost;
  }

  /** The port number, or null when none (or an empty one) is written. */
  @Nullable Integer currentPort() {
    return port;
  }

  /** The directory names, decoded. */
  List<String> currentCwd() {
    List<String> names = new ArrayList<>(cwd.size());
    for (String directory : cwd) {
      names.add(text(directory, "directory name"));
    }
    return List.copyOf(names);
  }

  /** The name, decoded. */
  String currentName() {
    return text(name, "name");
  }

  /** The typecode, or null. */
  @Nullable FtpTypecode currentTypecode() {
    String current = typecode;
    return current == null ? null : FtpScheme.Typecodes.of(current, 0, current.length());
  }

  /** The fragment, decoded, or null. */
  @Nullable String currentFragment() {
    return fragment == null ? null : text(fragment, "fragment");
  }

  private static String text(String raw, String what) {
    String text = PercentEncoding.decodeStrictOrNull(raw, 0, raw.length());
    if (text == null) {
      throw new IllegalStateException("the " + what + " is not UTF-8 text (RFC 959 section 5.3.2 names are octets)");
    }
    return text;
  }

  /** Whether {@code raw}, a component as written, decodes to exactly {@code value}. */
  private static boolean reads(@Nullable String raw, String value) {
    return raw != null && value.equals(PercentEncoding.decodeStrictOrNull(raw, 0, raw.length()));
  }

  private static String encodeName(String name) {
    if (name.equals(".") || name.equals("..")) {
      throw new IllegalArgumentException("\"" + name + "\" is a dot-segment, which resolution removes "
          + "(RFC 3986 section 5.2.4); it cannot be built as a name");
    }
    return PercentEncoding.encode(checkArgument(name, "name"), NAME);
  }

  /** {@code value}, checked to hold no CR, LF or NUL and no unpaired surrogate. */
  private static String checkArgument(String value, String what) {
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      if (c == '\r' || c == '\n' || c == 0) {
        throw new IllegalArgumentException("the " + what + " holds " + (c == 0 ? "NUL" : "CR or LF") + " at index " + i
            + ", which would end the FTP command it is sent in and start another (RFC 959 section 4.1.3)");
      }
    }
    return checkSurrogates(value, what);
  }

  /** {@code value}, checked to hold no unpaired surrogate. */
  private static String checkSurrogates(String value, String what) {
    int i = PercentEncoding.unpairedSurrogate(value);
    if (i >= 0) {
      throw new IllegalArgumentException("the " + what + " holds an unpaired surrogate at index " + i
          + ": it is no character and has no UTF-8 encoding (RFC 3629 section 3, RFC 3986 section 2.5)");
    }
    return value;
  }
}
