package dev.urikit.file;

import dev.urikit.HostType;
import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.spi.Scheme;
import dev.urikit.spi.SchemeForm;
import dev.urikit.spi.SchemeViolation;
import dev.urikit.spi.UriLayout;
import dev.urikit.spi.UriParts;
import dev.urikit.spi.UriView;
import dev.urikit.spi.ViewDescription;
import java.util.List;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * The {@code file} scheme of RFC 8089: its syntax on top of RFC 3986 (section 2 and the forms of
 * Appendix E in use), its normalization and the {@link FileUri} view.
 *
 * <pre>{@code
 * SchemeRegistry registry = SchemeRegistry.builder().add(new FileScheme()).build();
 * Uri.parse("file:c:/a/./b", registry).normalize().toString()             // "file:///C:/a/b"
 * Uri.parse("file://LocalHost/tmp/x", registry).normalize().toString()    // "file:///tmp/x"
 * Uri.parse("file:////Server/share/x", registry).normalize().toString()   // "file://server/share/x"
 * }</pre>
 *
 * <table>
 *   <caption>What it accepts</caption>
 *   <tr><th>form</th><th>rule</th></tr>
 *   <tr><td>{@code file:///tmp/a}, {@code file:/tmp/a}, {@code file://localhost/tmp/a}</td><td>a local file
 *       (section 2: {@code "//" auth-path} with an empty or {@code "localhost"} {@code file-auth}, or
 *       {@code local-path})</td></tr>
 *   <tr><td>{@code file://host.example.com/share/a}</td><td>a file on another host (section 2)</td></tr>
 *   <tr><td>{@code file:///C:/x}, {@code file:/C:/x}, {@code file:C:/x}</td><td>a drive letter (Appendix E.2)</td></tr>
 *   <tr><td>{@code file:////server/share/x}, {@code file://///server/share/x}</td><td>a UNC string in the path
 *       (Appendix E.3.2)</td></tr>
 * </table>
 *
 * <table>
 *   <caption>What it refuses, with the violation's code</caption>
 *   <tr><th>input</th><th>code</th></tr>
 *   <tr><td>{@code file:}, {@code file://h}</td><td>{@code file.path.missing}</td></tr>
 *   <tr><td>{@code file:a/b}, {@code file:C:}</td><td>{@code file.path.relative}</td></tr>
 *   <tr><td>{@code file://h//x}</td><td>{@code file.path.absolute}</td></tr>
 *   <tr><td>{@code file://u@h/x}</td><td>{@code file.userinfo} (Appendix E.1 is not supported)</td></tr>
 *   <tr><td>{@code file://h:21/x}</td><td>{@code file.port}</td></tr>
 *   <tr><td>{@code file://a!b/x}</td><td>{@code file.host}</td></tr>
 *   <tr><td>{@code file://////h/x}, {@code file:////a:b/x}, {@code file:////h}, {@code file:////%5B::1%5D/s}</td><td>{@code file.unc.host},
 *       {@code file.unc.path}</td></tr>
 *   <tr><td>{@code file:///a?b}</td><td>{@code file.query}</td></tr>
 * </table>
 *
 * <p>The legacy {@code file:///C|/x} (Appendix E.2.2) is not RFC 3986 syntax: the parser refuses the
 * {@code '|'} before this scheme is asked. A fragment is accepted, since it belongs to the reference and
 * not to the file (RFC 3986 section 3.5).
 *
 * <p>Policies: a file URI can be a resolution base ({@link #canBeBase()}); normalization removes
 * dot-segments itself, never above a drive letter ({@link #hasHierarchicalPath()}), and resolution keeps
 * the drive letter as the path's root ({@link #pathRoot(String, int, int)}). Immutable and
 * thread-safe; {@link #validate(Uri)} allocates nothing on success.
 */
public final class FileScheme implements Scheme {

  private static final String PATH_MISSING = "a file URI needs an absolute path: file:///path, file:/path or "
      + "file://host/path (RFC 8089 section 2, path-absolute)";
  private static final String PATH_RELATIVE = "a file URI's path must start with \"/\" or a drive letter and "
      + "\"/\" as in file:C:/x (RFC 8089 section 2, local-path; Appendix E.2, drive-letter)";
  private static final String PATH_ABSOLUTE = "after a host or a drive letter the path cannot start with \"//\" "
      + "(RFC 8089 section 2 and Appendix E.2, path-absolute)";
  private static final String USER_INFO = "a file URI has no user information (RFC 8089 section 2, file-auth)";
  private static final String PORT = "a file URI has no port (RFC 8089 section 2, file-auth = \"localhost\" / host)";
  private static final String HOST = "the host must be a domain or server name of letters, digits, '-', '_' "
      + "and '.', or an IP address (RFC 8089 section 2, file-auth)";
  private static final String UNC_HOST = "a UNC string in the path needs a host name after two or three slashes; "
      + "write an IPv6 host in the authority, file://[::1]/share (RFC 8089 Appendix E.3.2, unc-authority)";
  private static final String UNC_PATH = "the UNC host must be followed by a path such as /share/x "
      + "(RFC 8089 Appendix E.3.2, unc-authority path-absolute)";
  private static final String QUERY = "a file URI has no query: a '?' in a file name must be encoded as %3F "
      + "(RFC 8089 section 2, file-URI)";

  private static final SchemeRegistry REGISTRY = SchemeRegistry.builder().add(new FileScheme()).build();

  /** The scheme; {@link FileSchemeProvider} registers one, and a registry may be built with another. */
  public FileScheme() {}

  /** {@code "file"}. */
  @Override
  public String name() {
    return "file";
  }

  /**
   * True: a host is a fully qualified domain name (RFC 8089 section 2), so a builder writes a Unicode
   * name as its IDNA A-label.
   */
  @Override
  public boolean hasDnsHosts() {
    return true;
  }

  /**
   * Any: besides the hierarchical forms, {@code file:C:/x} (RFC 8089 Appendix E.2) has neither an
   * authority nor a path starting with {@code "/"}; {@link #validate(Uri)} refuses every other such URI.
   */
  @Override
  public SchemeForm form() {
    return SchemeForm.ANY;
  }

  /**
   * True: a file URI is a base for relative references (RFC 3986 section 5.1), {@code file:///a/b}
   * resolving {@code c} to {@code file:///a/c}.
   */
  @Override
  public boolean canBeBase() {
    return true;
  }

  /**
   * False, so that the core leaves dot-segments to {@link #normalize(UriParts)}: it removes them as RFC
   * 3986 section 5.2.4 does, but with a drive letter as part of the root (RFC 8089 Appendix E.2.1), so
   * {@code file:///C:/a/../../x} normalizes to {@code file:///C:/x} and not to {@code file:///x}.
   */
  @Override
  public boolean hasHierarchicalPath() {
    return false;
  }

  /** True: a drive letter is a root that resolution keeps (see {@link #pathRoot(String, int, int)}). */
  @Override
  public boolean hasPathRoots() {
    return true;
  }

  /**
   * The drive letter at the start of a path, which {@code ".."} never climbs above (RFC 8089 Appendix
   * E.2.1): 3 for {@code /C:/a}, 2 for {@code C:/a} (as in {@code file:C:/a}), 0 for a path without one.
   * So {@code ../../x} against {@code file:///C:/a/b}, and {@code file:///C:/a/../../x} itself, resolve to
   * {@code file:///C:/x}.
   */
  @Override
  public int pathRoot(String text, int pathStart, int pathEnd) {
    if (FileSyntax.isDrive(text, pathStart, pathEnd)) {
      return 2;
    }
    return pathStart < pathEnd && text.charAt(pathStart) == '/' && FileSyntax.isDrive(text, pathStart + 1, pathEnd)
        ? 3 : 0;
  }

  /** Checks the rules in the tables above from the offsets the parser recorded; allocates nothing on success. */
  @Override
  public @Nullable SchemeViolation validate(Uri uri) {
    String s = uri.toString();
    int pathStart = UriLayout.pathStart(uri);
    int pathEnd = UriLayout.pathEnd(uri);
    if (UriLayout.hasAuthority(uri)) {
      if (UriLayout.hasUserInfo(uri)) {
        return new SchemeViolation(UriLayout.authorityStart(uri), "file.userinfo", USER_INFO);
      }
      if (UriLayout.hostEnd(uri) != UriLayout.authorityEnd(uri)) {
        return new SchemeViolation(UriLayout.hostEnd(uri), "file.port", PORT);
      }
      SchemeViolation host = checkHost(uri);
      if (host != null) {
        return host;
      }
      if (pathStart == pathEnd) {
        return new SchemeViolation(pathStart, "file.path.missing", PATH_MISSING);
      }
      if (pathEnd - pathStart > 1 && s.charAt(pathStart + 1) == '/') {
        if (UriLayout.hostStart(uri) != UriLayout.hostEnd(uri)) {
          return new SchemeViolation(pathStart, "file.path.absolute", PATH_ABSOLUTE);
        }
        SchemeViolation unc = checkUnc(s, pathStart, pathEnd);
        if (unc != null) {
          return unc;
        }
      }
    } else if (pathStart == pathEnd) {
      return new SchemeViolation(pathStart, "file.path.missing", PATH_MISSING);
    } else if (s.charAt(pathStart) != '/') {
      if (!FileSyntax.isDrive(s, pathStart, pathEnd)) {
        return new SchemeViolation(pathStart, "file.path.relative", PATH_RELATIVE);
      }
      if (pathStart + 3 < pathEnd && s.charAt(pathStart + 3) == '/') {
        return new SchemeViolation(pathStart + 2, "file.path.absolute", PATH_ABSOLUTE);
      }
    }
    if (UriLayout.hasQuery(uri)) {
      return new SchemeViolation(UriLayout.queryStart(uri) - 1, "file.query", QUERY);
    }
    return null;
  }

  /**
   * The host of a URI with an authority: empty, {@code localhost}, an IP address or a host name (RFC
   * 8089 section 2, {@code file-auth = "localhost" / host}).
   */
  private static @Nullable SchemeViolation checkHost(Uri uri) {
    int start = UriLayout.hostStart(uri);
    int end = UriLayout.hostEnd(uri);
    if (UriLayout.hostType(uri) != HostType.REG_NAME || UriLayout.hostIsDnsName(uri) || start == end
        || FileSyntax.isHostName(uri.toString(), start, end)) {
      return null;
    }
    return new SchemeViolation(start, "file.host", HOST);
  }

  /** A path {@code s[start, end)} after an empty authority that starts with {@code "//"}: a UNC string. */
  private static @Nullable SchemeViolation checkUnc(String s, int start, int end) {
    int hostStart = FileSyntax.uncHostStart(s, start, end);
    int hostEnd = FileSyntax.uncHostEnd(s, hostStart, end);
    if (!FileSyntax.isHostName(s, hostStart, hostEnd)) {
      return new SchemeViolation(hostStart, "file.unc.host", UNC_HOST);
    }
    if (hostEnd == end || (hostEnd + 1 < end && s.charAt(hostEnd + 1) == '/')) {
      return new SchemeViolation(hostEnd, "file.unc.path", UNC_PATH);
    }
    return null;
  }

  /**
   * RFC 3986 section 6.2.3 for file URIs, on top of what the core has done (lower-case scheme and host,
   * percent-encoding normalized): the local host is written as an empty authority ({@code file:/p} and
   * {@code file://localhost/p} become {@code file:///p}); a UNC string in the path becomes the authority
   * ({@code file:////h/s/x} becomes {@code file://h/s/x}); a drive letter is upper case
   * ({@code file:c:/x} becomes {@code file:///C:/x}); dot-segments are removed, never above the drive.
   * The rest of the path stays case-sensitive: nothing is guessed about the file system.
   */
  @Override
  public void normalize(UriParts parts) {
    String host = parts.host();
    String path = parts.path();
    if (host == null || host.equals("localhost")) {
      host = "";
    }
    int rootEnd = 0;
    if (host.isEmpty() && path.startsWith("//")) {
      int hostStart = FileSyntax.uncHostStart(path, 0, path.length());
      int hostEnd = FileSyntax.uncHostEnd(path, hostStart, path.length());
      String unc = path.substring(hostStart, hostEnd).toLowerCase(Locale.ROOT);
      if (unc.equals("localhost")) {
        // Kept in the path: as the authority, "localhost" would name the local machine and not a UNC host.
        path = "//" + unc + path.substring(hostEnd);
        rootEnd = unc.length() + 2;
      } else {
        host = unc;
        path = path.substring(hostEnd);
      }
    } else if (!path.startsWith("/")) {
      path = "/" + path;
    }
    if (rootEnd == 0 && FileSyntax.isDrive(path, 1, path.length())) {
      rootEnd = 3;
    }
    String rest = FileSyntax.removeDotSegments(path.substring(rootEnd));
    if (rest.startsWith("//") && !path.startsWith("//", rootEnd)) {
      // file:///a/..//b, file:///C:/a/..//b: a "//" that dot-segment removal brought after the authority
      // or the drive would read as a UNC host or an empty segment after the drive; "/." keeps the path
      // what it was, as resolution writes it
      rest = "/." + rest;
    }
    path = rootEnd == 0 ? rest : path.substring(0, rootEnd) + rest;
    if (FileSyntax.isDrive(path, 1, path.length()) && Character.isLowerCase(path.charAt(1))) {
      path = "/" + Character.toUpperCase(path.charAt(1)) + path.substring(2);
    }
    parts.host(host).path(path);
  }

  /** The {@link FileUri} view, which {@link #view(Uri, Class)} makes of every URI of this scheme. */
  @Override
  public List<Class<? extends UriView<?, ?>>> viewTypes() {
    return List.of(FileUri.class);
  }

  @Override
  public <T> @Nullable T view(Uri uri, Class<T> type) {
    return type == FileUri.class ? type.cast(FileUri.wrap(uri)) : null;
  }

  /**
   * The {@code "file"} description: {@code host} (lower case, null for the local machine),
   * {@code path_segments} (decoded, after any drive), {@code drive} ({@code "C:"} or null), {@code unc},
   * {@code posix_path} and {@code windows_path} (null when the URI has no such path).
   */
  @Override
  public ViewDescription describe(Uri uri) {
    FileUri view = FileUri.wrap(uri);
    return ViewDescription.builder("file")
        .put("host", view.host())
        .put("path_segments", view.pathSegments())
        .put("drive", view.drive())
        .put("unc", view.isUnc())
        .put("posix_path", view.posixPathOrNull())
        .put("windows_path", view.windowsPathOrNull())
        .build();
  }

  @Override
  public String toString() {
    return "FileScheme[file]";
  }

  /** The registry the view parses with: the installed one when its file scheme is this class, else one of file alone. */
  static SchemeRegistry registry() {
    return SchemeRegistry.installed().lookup("file") instanceof FileScheme ? SchemeRegistry.installed() : REGISTRY;
  }
}
