package dev.urikit.file;

import dev.urikit.CharClass;
import org.jspecify.annotations.Nullable;

/**
 * Conversions between file URIs and POSIX or Windows path strings, by text alone, so that they give the
 * same answer on every platform (RFC 8089 section 4 and Appendix E).
 */
final class FilePaths {

  /** What separates names in a POSIX path, and what a decoded POSIX name cannot hold besides a NUL. */
  private static final CharClass SLASH = CharClass.of("/");
  /** No character: a POSIX name holds anything but {@code "/"} and a NUL. */
  private static final CharClass NOTHING = CharClass.of("");
  /** What separates names in a Windows path. */
  private static final CharClass WINDOWS_SEPARATORS = CharClass.of("\\/");
  /** What a Windows name cannot hold besides a NUL: a drive or an NTFS stream name needs ':'. */
  private static final CharClass COLON = CharClass.of(":");
  /** What a decoded Windows name cannot hold besides a NUL. */
  private static final CharClass WINDOWS_FORBIDDEN = WINDOWS_SEPARATORS.union(COLON);

  private FilePaths() {}

  /** A converted path, or why there is none. */
  record Conversion(@Nullable String pathOrNull, @Nullable String problem) {

    /** The path; an {@link IllegalStateException} with the problem when there is none. */
    String path() {
      if (pathOrNull == null) {
        throw new IllegalStateException(problem);
      }
      return pathOrNull;
    }

    static Conversion of(String path) {
      return new Conversion(path, null);
    }

    static Conversion refused(String problem) {
      return new Conversion(null, problem);
    }
  }

  /** The POSIX path of {@code uri}: {@code "/"} and its decoded segments, a drive as a first name. */
  static Conversion posix(FileUri uri) {
    if (uri.isUnc()) {
      return Conversion.refused("the file is on host \"" + uri.host() + "\": a POSIX path names a local file "
          + "(RFC 8089 section 2, file-auth)");
    }
    String drive = uri.rawDrive();
    return join(uri, drive == null ? "" : "/" + drive, '/', SLASH);
  }

  /** The Windows path of {@code uri}: a drive path, a UNC path, or a path rooted on the current drive. */
  static Conversion windows(FileUri uri) {
    String drive = uri.rawDrive();
    if (!uri.isUnc()) {
      return join(uri, drive == null ? "" : drive, '\\', WINDOWS_FORBIDDEN);
    }
    if (drive != null) {
      return Conversion.refused("a UNC path has no drive letter: \\\\server\\share\\path (RFC 8089 Appendix E.3)");
    }
    int shareStart = uri.restStart() + 1;
    if (shareStart == uri.restEnd() || uri.toUri().toString().charAt(shareStart) == '/') {
      return Conversion.refused("a UNC path needs a share after the host: \\\\server\\share (RFC 8089 Appendix E.3)");
    }
    return join(uri, "\\\\" + uri.host(), '\\', WINDOWS_FORBIDDEN);
  }

  /** {@code prefix} and each decoded segment after {@code separator}, refusing what could leave the path shown. */
  private static Conversion join(FileUri uri, String prefix, char separator, CharClass forbidden) {
    return FileNames.decode(prefix, uri.toUri().toString(), uri.restStart(), uri.restEnd(), separator, forbidden);
  }

  /** See {@link FileUri#fromPosixPath(String)}. */
  static FileUri fromPosix(String path) {
    if (!path.startsWith("/")) {
      throw new IllegalArgumentException("not an absolute POSIX path: it must start with \"/\" (RFC 8089 section 2)");
    }
    if (path.startsWith("//")) {
      throw new IllegalArgumentException("a POSIX path starting with \"//\" has an implementation-defined meaning "
          + "(POSIX.1-2017 section 4.13); give it with one \"/\"");
    }
    return FileUri.parse(FileNames.encode("file://", path, 0, SLASH, NOTHING));
  }

  /** See {@link FileUri#fromWindowsPath(String)}. */
  static FileUri fromWindows(String path) {
    String p = path;
    if (p.startsWith("\\\\?\\UNC\\")) {
      p = "\\\\" + p.substring(8);
    } else if (p.startsWith("\\\\?\\")) {
      p = p.substring(4);
    }
    if (p.startsWith("\\\\.\\") || p.startsWith("//./") || p.startsWith("\\\\?\\")) {
      throw new IllegalArgumentException("a device path (\\\\.\\ or \\\\?\\ not followed by a drive or UNC) names no file "
          + "(RFC 8089 Appendix E.3)");
    }
    if (p.length() >= 2 && isSeparator(p.charAt(0)) && isSeparator(p.charAt(1))) {
      int hostEnd = 2;
      while (hostEnd < p.length() && !isSeparator(p.charAt(hostEnd))) {
        hostEnd++;
      }
      if (hostEnd == 2 || hostEnd + 1 >= p.length() || isSeparator(p.charAt(hostEnd + 1))) {
        throw new IllegalArgumentException("a UNC path needs a server and a share: \\\\server\\share (RFC 8089 Appendix E.3)");
      }
      String host = p.substring(2, hostEnd);
      String root = "file://" + (host.equalsIgnoreCase("localhost") ? "" : FileUriBuilder.hostOf(host));
      return FileUri.parse(FileNames.encode(root, p, hostEnd, WINDOWS_SEPARATORS, COLON));
    }
    if (p.length() >= 3 && p.charAt(1) == ':' && isSeparator(p.charAt(2)) && isLetter(p.charAt(0))) {
      return FileUri.parse(FileNames.encode("file:///" + p.substring(0, 2), p, 2, WINDOWS_SEPARATORS, COLON));
    }
    throw new IllegalArgumentException("not an absolute Windows path: give a drive and a root (C:\\a) or a UNC path "
        + "(\\\\server\\share\\a) (RFC 8089 Appendix E.2 and E.3)");
  }

  private static boolean isSeparator(char c) {
    return c == '\\' || c == '/';
  }

  private static boolean isLetter(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
  }
}
