package dev.urikit.internal;

/**
 * The {@code remove_dot_segments} algorithm of RFC 3986 section 5.2.4, in time linear in the path.
 *
 * <table>
 *   <caption>Examples from section 5.2.4</caption>
 *   <tr><th>input</th><th>output</th></tr>
 *   <tr><td>{@code /a/b/c/./../../g}</td><td>{@code /a/g}</td></tr>
 *   <tr><td>{@code mid/content=5/../6}</td><td>{@code mid/6}</td></tr>
 * </table>
 *
 * <p>Only the literal segments {@code "."} and {@code ".."} are dot-segments; {@code "%2E"} is not.
 * The output buffer works as a stack of segments: each character is copied at most once and removed at
 * most once, so 100,000 {@code "../"} segments take linear time.
 */
public final class DotSegments {

  private DotSegments() {}

  /** Whether {@code path} holds a {@code "."} or {@code ".."} segment, so that removal would change it. */
  public static boolean hasDotSegment(CharSequence path, int start, int end) {
    int segmentStart = start;
    for (int i = start; i <= end; i++) {
      if (i == end || path.charAt(i) == '/') {
        int length = i - segmentStart;
        if ((length == 1 || length == 2) && path.charAt(segmentStart) == '.'
            && (length == 1 || path.charAt(segmentStart + 1) == '.')) {
          return true;
        }
        segmentStart = i + 1;
      }
    }
    return false;
  }

  /** {@code remove_dot_segments(path)}. */
  public static String remove(CharSequence path) {
    return remove(path, 0, path.length());
  }

  /** {@code remove_dot_segments(path[start, end))}. */
  public static String remove(CharSequence path, int start, int end) {
    if (!hasDotSegment(path, start, end)) {
      return path.subSequence(start, end).toString();
    }
    char[] out = new char[end - start + 1];
    int length = 0;
    int i = start;
    while (i < end) {
      if (startsWith(path, i, end, "../")) {
        i += 3; // rule A
      } else if (startsWith(path, i, end, "./")) {
        i += 2; // rule A
      } else if (startsWith(path, i, end, "/./")) {
        i += 2; // rule B: "/./" becomes "/"
      } else if (i + 2 == end && startsWith(path, i, end, "/.")) {
        out[length++] = '/'; // rule B: a final "/." becomes "/"
        i = end;
      } else if (startsWith(path, i, end, "/../")) {
        length = popSegment(out, length); // rule C
        i += 3;
      } else if (i + 3 == end && startsWith(path, i, end, "/..")) {
        length = popSegment(out, length); // rule C: a final "/.." becomes "/"
        out[length++] = '/';
        i = end;
      } else if ((i + 1 == end && path.charAt(i) == '.')
          || (i + 2 == end && path.charAt(i) == '.' && path.charAt(i + 1) == '.')) {
        i = end; // rule D
      } else {
        // rule E: move the first segment, with its leading "/" if any, to the output.
        if (path.charAt(i) == '/') {
          out[length++] = '/';
          i++;
        }
        while (i < end && path.charAt(i) != '/') {
          out[length++] = path.charAt(i++);
        }
      }
    }
    return new String(out, 0, length);
  }

  /** Removes the last segment and its preceding "/" (if any) from {@code out[0, length)}. */
  private static int popSegment(char[] out, int length) {
    while (length > 0 && out[length - 1] != '/') {
      length--;
    }
    return length > 0 ? length - 1 : 0;
  }

  private static boolean startsWith(CharSequence s, int i, int end, String prefix) {
    if (end - i < prefix.length()) {
      return false;
    }
    for (int k = 0; k < prefix.length(); k++) {
      if (s.charAt(i + k) != prefix.charAt(k)) {
        return false;
      }
    }
    return true;
  }
}
