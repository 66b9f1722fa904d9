package dev.urikit.ftp;

import java.util.ArrayList;
import java.util.List;

/**
 * The FTP path of an ftp URL as RFC 1738 section 3.2.2 reads it, on top of RFC 3986: the segments of
 * the path with dot-segments removed (RFC 3986 section 5.2.4, as resolution and normalization remove
 * them), then the query, whose {@code '?'} RFC 1738's {@code fsegment} allows inside a name (section 5).
 *
 * <table>
 *   <caption>Raw segments</caption>
 *   <tr><th>path, query</th><th>segments</th></tr>
 *   <tr><td>{@code ""}, {@code "/"}</td><td>{@code [""]}</td></tr>
 *   <tr><td>{@code "/pub/a/../b.txt"}</td><td>{@code ["pub", "b.txt"]}</td></tr>
 *   <tr><td>{@code "/abc/def"}, {@code "qs=ghi"}</td><td>{@code ["abc", "def?qs=ghi"]}</td></tr>
 *   <tr><td>{@code "/a"}, {@code "b/c;type=i"}</td><td>{@code ["a?b", "c;type=i"]}</td></tr>
 * </table>
 */
final class FtpPath {

  private FtpPath() {}

  /**
   * The raw segments of the FTP path in {@code s}: the path {@code s[pathStart, pathEnd)} (empty or
   * starting with {@code '/'}), then, when {@code queryMark >= 0}, {@code s[queryMark, queryEnd)} from
   * its {@code '?'}. The last segment is the name, with its {@code ";type="} if any; never empty.
   */
  static List<String> segments(String s, int pathStart, int pathEnd, int queryMark, int queryEnd) {
    List<String> out = new ArrayList<>();
    int i = pathStart < pathEnd && s.charAt(pathStart) == '/' ? pathStart + 1 : pathStart;
    while (true) {
      int slash = indexOf(s, '/', i, pathEnd);
      int end = slash < 0 ? pathEnd : slash;
      int dots = dots(s, i, end);
      if (dots == 0) {
        out.add(s.substring(i, end));
      } else {
        if (dots == 2 && !out.isEmpty()) {
          out.remove(out.size() - 1);
        }
        if (slash < 0) {
          out.add("");
        }
      }
      if (slash < 0) {
        break;
      }
      i = slash + 1;
    }
    if (queryMark >= 0) {
      int slash = indexOf(s, '/', queryMark, queryEnd);
      int end = slash < 0 ? queryEnd : slash;
      out.set(out.size() - 1, out.get(out.size() - 1) + s.substring(queryMark, end));
      while (slash >= 0) {
        int from = slash + 1;
        slash = indexOf(s, '/', from, queryEnd);
        out.add(s.substring(from, slash < 0 ? queryEnd : slash));
      }
    }
    return out;
  }

  /**
   * How many dots the segment {@code s[start, end)} stands for: 1 for {@code "."}, 2 for {@code ".."},
   * each dot written as {@code "."} or {@code "%2E"} in either case (RFC 3986 sections 2.3 and 5.2.4);
   * 0 for any other segment.
   */
  static int dots(String s, int start, int end) {
    int dots = 0;
    int i = start;
    while (i < end) {
      if (s.charAt(i) == '.') {
        i++;
      } else if (i + 3 <= end && s.charAt(i) == '%' && s.charAt(i + 1) == '2' && (s.charAt(i + 2) | 0x20) == 'e') {
        i += 3;
      } else {
        return 0;
      }
      if (++dots > 2) {
        return 0;
      }
    }
    return dots;
  }

  /** The first index of {@code c} in {@code s[from, to)}, or -1. */
  static int indexOf(String s, char c, int from, int to) {
    for (int i = from; i < to; i++) {
      if (s.charAt(i) == c) {
        return i;
      }
    }
    return -1;
  }
}
