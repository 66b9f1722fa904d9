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
 * <p>The path is always written, so a URL without directories or name ends with {@code "/"}. Components
 * taken from an existing URL by {@link FtpUri#toBuilder()} stay as written until set again. Not
 * thread-safe.
 */
public final class FtpUriBuilder {

  /** What a user or password may hold unencoded: userinfo characters but ':' (RFC 1738 section 3.1). */
  private static final CharClass USER = CharClass.USERINFO.minus(CharClass.of(":"));
  /** What a directory or file name may hold unencoded: segment characters but ';' (RFC 1738 section 3.2.2). */
  private static final CharClass NAME = CharClass.PCHAR.minus(CharClass.of(";"));

  /** Holds the scheme, host, port and fragment; user, password and path are added at {@link #build()}. */
  private final UriBuilder uri;
  private boolean hasHost;
  private @Nullable String user;
  private @Nullable String password;
  private final List<String> cwd = new ArrayList<>();
  private String name = "";
  private @Nullable FtpTypecode typecode;

  FtpUriBuilder() {
    this.uri = UriReference.builder().scheme("ftp").registry(FtpScheme.registry());
  }

  FtpUriBuilder(FtpUri from) {
    HierarchicalUri source = (HierarchicalUri) from.toUri();
    this.uri = source.toBuilder().scheme("ftp").registry(FtpScheme.registry());
    this.hasHost = true;
    String userInfo = source.userInfo();
    if (userInfo != null) {
      int colon = userInfo.indexOf(':');
      this.user = colon < 0 ? userInfo : userInfo.substring(0, colon);
      this.password = colon < 0 ? null : userInfo.substring(colon + 1);
    }
    this.cwd.addAll(from.rawCwd());
    this.name = from.rawName();
    this.typecode = from.typecode();
  }

  /** Sets the user name, decoded, or removes user and password with null (RFC 1738 section 3.2.1). */
  public FtpUriBuilder user(@Nullable String user) {
    this.user = user == null ? null : PercentEncoding.encode(user, USER);
    if (user == null) {
      this.password = null;
    }
    return this;
  }

  /** Sets the password, decoded, or removes it with null; a password needs a user (RFC 1738 section 3.1). */
  public FtpUriBuilder password(@Nullable String password) {
    this.password = password == null ? null : PercentEncoding.encode(password, USER);
    return this;
  }

  /**
   * Sets the host, decoded: a DNS name (a Unicode one is converted to its IDNA A-label), a dotted-quad
   * IPv4 address, or an IPv6 address with or without brackets (RFC 1738 section 3.1).
   *
   * @throws IllegalArgumentException if the ftp rules refuse the host
   */
  public FtpUriBuilder host(String host) {
    uri.rawHost(FtpScheme.HOSTS.encodeHost(host));
    hasHost = true;
    return this;
  }

  /**
   * Sets the port.
   *
   * @throws IllegalArgumentException outside 0 to 65535
   */
  public FtpUriBuilder port(int port) {
    uri.port(port);
    return this;
  }

  /** Removes the port, so that 21 applies. */
  public FtpUriBuilder removePort() {
    uri.rawPort(null);
    return this;
  }

  /**
   * Sets the directories to walk, decoded, replacing any before: one {@code CWD} each (RFC 1738 section
   * 3.2.2). {@code "/"} and {@code ";"} in a name are encoded; {@code ""} is an empty name.
   *
   * @throws IllegalArgumentException for {@code "."} or {@code ".."} (see {@link #name(String)})
   */
  public FtpUriBuilder cwd(String... directories) {
    return cwd(List.of(directories));
  }

  /** Like {@link #cwd(String...)}, from a list. */
  public FtpUriBuilder cwd(List<String> directories) {
    List<String> encoded = new ArrayList<>(directories.size());
    for (String directory : directories) {
      encoded.add(encodeName(directory));
    }
    cwd.clear();
    cwd.addAll(encoded);
    return this;
  }

  /**
   * Sets the file name, decoded; {@code ""} (the default) names the directory itself. {@code "/"} and
   * {@code ";"} are encoded as {@code %2F} and {@code %3B}.
   *
   * @throws IllegalArgumentException for {@code "."} or {@code ".."}: resolving a reference against the
   *     URL would remove them as dot-segments (RFC 3986 section 5.2.4), so a builder cannot promise that
   *     they stay one name; parse a URL to send {@code CWD ..}
   */
  public FtpUriBuilder name(String name) {
    this.name = encodeName(name);
    return this;
  }

  /** Sets the typecode written as {@code ";type="} after the name, or removes it with null (RFC 1738 section 3.2.3). */
  public FtpUriBuilder typecode(@Nullable FtpTypecode typecode) {
    this.typecode = typecode;
    return this;
  }

  /** Sets the fragment, decoded, or removes it with null (RFC 3986 section 3.5). */
  public FtpUriBuilder fragment(@Nullable String fragment) {
    uri.fragment(fragment);
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
    StringBuilder path = new StringBuilder(64);
    for (String directory : cwd) {
      path.append('/').append(directory);
    }
    path.append('/').append(name);
    if (typecode != null) {
      path.append(";type=").append(typecode.code());
    }
    String userInfo = user == null || password == null ? user : user + ":" + password;
    return FtpUri.from(uri.rawUserInfo(userInfo).rawPath(path.toString()).buildUri());
  }

  private static String encodeName(String name) {
    if (name.equals(".") || name.equals("..")) {
      throw new IllegalArgumentException("\"" + name + "\" is a dot-segment, which resolution removes "
          + "(RFC 3986 section 5.2.4); it cannot be built as a name");
    }
    return PercentEncoding.encode(name, NAME);
  }
}
