package dev.urikit.file;

import dev.urikit.PercentEncoding;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Conversions between file URIs and POSIX or Windows path strings, by text alone, so that they give the
 * same answer on every platform (RFC 8089 section 4 and Appendix E).
 */
final class FilePaths {

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
    StringBuilder path = new StringBuilder();
    String drive = uri.rawDrive();
    if (drive != null) {
      path.append('/').append(drive);
    }
    return join(uri, path, '/', "/");
  }

  /** The Windows path of {@code uri}: a drive path, a UNC path, or a path rooted on the current drive. */
  static Conversion windows(FileUri uri) {
    StringBuilder path = new StringBuilder();
    String drive = uri.rawDrive();
    if (uri.isUnc()) {
      if (drive != null) {
        return Conversion.refused("a UNC path has no drive letter: \\\\server\\share\\path (RFC 8089 Appendix E.3)");
      }
      List<String> raw = uri.rawPathSegments();
      if (raw.size() < 1 || raw.get(0).isEmpty()) {
        return Conversion.refused("a UNC path needs a share after the host: \\\\server\\share (RFC 8089 Appendix E.3)");
      }
      path.append("\\\\").append(uri.host());
    } else if (drive != null) {
      path.append(drive);
    }
    return join(uri, path, '\\', "/\\:");
  }

  /** Appends each decoded segment after {@code separator}, refusing what could leave the path shown. */
  private static Conversion join(FileUri uri, StringBuilder path, char separator, String forbidden) {
    for (String raw : uri.rawPathSegments()) {
      String segment;
      try {
        segment = PercentEncoding.decodeStrict(raw);
      } catch (IllegalArgumentException e) {
        return Conversion.refused("the segment \"" + raw + "\" is not percent-encoded UTF-8 (RFC 8089 section 4)");
      }
      if (segment.equals(".") || segment.equals("..")) {
        return Conversion.refused("the segment \"" + raw + "\" is a dot-segment: as a path name it would leave "
            + "the directory the URI shows (RFC 3986 section 3.3; normalize the URI first)");
      }
      for (int i = 0; i < segment.length(); i++) {
        char c = segment.charAt(i);
        if (c == 0 || forbidden.indexOf(c) >= 0) {
          return Conversion.refused("the segment \"" + raw + "\" decodes to a " + (c == 0 ? "NUL" : "'" + c + "'")
              + ", which a path name cannot hold (RFC 8089 section 4)");
        }
      }
      path.append(separator).append(segment);
    }
    return Conversion.of(path.toString());
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
    return FileUri.builder().segments(split(path, 1, "/", "")).build();
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
    FileUriBuilder builder = FileUri.builder();
    if (p.length() >= 2 && isSeparator(p.charAt(0)) && isSeparator(p.charAt(1))) {
      int hostEnd = 2;
      while (hostEnd < p.length() && !isSeparator(p.charAt(hostEnd))) {
        hostEnd++;
      }
      if (hostEnd == 2 || hostEnd + 1 >= p.length() || isSeparator(p.charAt(hostEnd + 1))) {
        throw new IllegalArgumentException("a UNC path needs a server and a share: \\\\server\\share (RFC 8089 Appendix E.3)");
      }
      return builder.host(p.substring(2, hostEnd)).segments(split(p, hostEnd + 1, "\\/", ":")).build();
    }
    if (p.length() >= 3 && p.charAt(1) == ':' && isSeparator(p.charAt(2)) && isLetter(p.charAt(0))) {
      return builder.drive(p.charAt(0)).segments(split(p, 3, "\\/", ":")).build();
    }
    throw new IllegalArgumentException("not an absolute Windows path: give a drive and a root (C:\\a) or a UNC path "
        + "(\\\\server\\share\\a) (RFC 8089 Appendix E.2 and E.3)");
  }

  /**
   * The names of {@code path} from {@code start}, split at any of {@code separators}; a NUL, an unpaired
   * surrogate (which has no UTF-8 form, RFC 3629 section 3) and any of {@code forbidden} refused.
   */
  private static List<String> split(String path, int start, String separators, String forbidden) {
    List<String> names = new ArrayList<>();
    int nameStart = start;
    for (int i = start; i < path.length(); i++) {
      char c = path.charAt(i);
      if (c == 0 || forbidden.indexOf(c) >= 0) {
        throw new IllegalArgumentException("a path name cannot hold " + (c == 0 ? "a NUL" : "'" + c + "'") + " (index " + i + ")");
      }
      if (Character.isHighSurrogate(c) && i + 1 < path.length() && Character.isLowSurrogate(path.charAt(i + 1))) {
        i++;
        continue;
      }
      if (Character.isSurrogate(c)) {
        throw new IllegalArgumentException("an unpaired surrogate has no UTF-8 form (RFC 3629 section 3; index " + i + ")");
      }
      if (separators.indexOf(c) >= 0) {
        names.add(path.substring(nameStart, i));
        nameStart = i + 1;
      }
    }
    names.add(path.substring(nameStart));
    return names;
  }

  private static boolean isSeparator(char c) {
    return c == '\\' || c == '/';
  }

  private static boolean isLetter(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
  }
}
