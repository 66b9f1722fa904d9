package dev.urikit.file;

/**
 * Where the parts of a file URI's path lie (RFC 8089 section 2 and Appendix E), read from indexes into
 * the text without allocating, for validation, normalization and the view alike.
 *
 * <table>
 *   <caption>Paths and what they hold</caption>
 *   <tr><th>path</th><th>reading</th></tr>
 *   <tr><td>{@code /tmp/a}</td><td>a local path (section 2, {@code path-absolute})</td></tr>
 *   <tr><td>{@code /C:/x}, {@code C:/x} (no authority)</td><td>a drive letter, then {@code /x} (E.2,
 *       {@code file-absolute} and {@code drive-letter path-absolute})</td></tr>
 *   <tr><td>{@code //server/share/x}, {@code ///server/share/x} (empty authority)</td><td>a UNC host in the
 *       path, then {@code /share/x} (E.3.2, {@code unc-authority = 2*3"/" file-host})</td></tr>
 * </table>
 */
final class FileSyntax {

  private FileSyntax() {}

  /**
   * Whether {@code s[i, end)} starts with a drive letter followed by {@code "/"}: {@code ALPHA ":" "/"}
   * (RFC 8089 Appendix E.2, {@code drive-letter path-absolute}).
   */
  static boolean isDrive(CharSequence s, int i, int end) {
    if (i + 2 >= end || s.charAt(i + 1) != ':' || s.charAt(i + 2) != '/') {
      return false;
    }
    char c = s.charAt(i);
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
  }

  /**
   * Where the UNC host starts in a path {@code s[start, end)} that begins with {@code "//"}: after two or
   * three slashes (RFC 8089 Appendix E.3.2).
   */
  static int uncHostStart(CharSequence s, int start, int end) {
    return start + 2 < end && s.charAt(start + 2) == '/' ? start + 3 : start + 2;
  }

  /** Where the UNC host that starts at {@code hostStart} ends: at the next {@code "/"} or at {@code end}. */
  static int uncHostEnd(CharSequence s, int hostStart, int end) {
    int i = hostStart;
    while (i < end && s.charAt(i) != '/') {
      i++;
    }
    return i;
  }

  /**
   * Whether {@code s[start, end)} is a host name as this scheme accepts one: labels of ASCII letters,
   * digits, {@code '-'} and {@code '_'} separated by single dots, one trailing dot allowed (the fully
   * qualified domain name of RFC 8089 section 2, or a Windows server name).
   */
  static boolean isHostName(CharSequence s, int start, int end) {
    if (start == end) {
      return false;
    }
    int labelLength = 0;
    for (int i = start; i < end; i++) {
      char c = s.charAt(i);
      if (c == '.') {
        if (labelLength == 0) {
          return false;
        }
        labelLength = 0;
      } else if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_') {
        labelLength++;
      } else {
        return false;
      }
    }
    return true;
  }

  /**
   * Removes dot-segments from an absolute path {@code path} (starting with {@code "/"}) as RFC 3986
   * section 5.2.4 does, in one pass: {@code ".."} at the root stays at the root. A result that would
   * start with {@code "//"} gets {@code "/."} in front, so that it stays one path.
   */
  static String removeDotSegments(String path) {
    int n = path.length();
    StringBuilder out = new StringBuilder(n);
    int i = 1;
    while (true) {
      int slash = path.indexOf('/', i);
      int end = slash < 0 ? n : slash;
      int length = end - i;
      if (length == 1 && path.charAt(i) == '.') {
        if (slash < 0) {
          out.append('/');
        }
      } else if (length == 2 && path.charAt(i) == '.' && path.charAt(i + 1) == '.') {
        int cut = out.lastIndexOf("/");
        out.setLength(Math.max(cut, 0));
        if (slash < 0) {
          out.append('/');
        }
      } else {
        out.append('/').append(path, i, end);
      }
      if (slash < 0) {
        break;
      }
      i = end + 1;
    }
    if (out.length() == 0) {
      out.append('/');
    }
    if (out.length() > 1 && out.charAt(1) == '/') {
      out.insert(0, "/.");
    }
    return out.toString();
  }
}
