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
 * The output buffer works as a stack of segments, kept in the same buffer as the input: each character
 * is copied at most once and removed at most once, so 100,000 {@code "../"} segments take linear time.
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
    StringBuilder sb = new StringBuilder(end - start).append(path, start, end);
    removeInPlace(sb, 0);
    return sb.toString();
  }

  /**
   * {@code remove_dot_segments} on the path that fills {@code sb} from {@code start} to its end, in place:
   * the output never runs ahead of the input, so one buffer serves for both and a path of a million
   * characters needs no second one.
   */
  public static void removeInPlace(StringBuilder sb, int start) {
    int end = sb.length();
    if (!hasDotSegment(sb, start, end)) {
      return;
    }
    int w = start; // the output buffer is sb[start, w)
    int r = start; // the input buffer is sb[r, end)
    while (r < end) {
      if (startsWith(sb, r, end, "../")) {
        r += 3; // rule A
      } else if (startsWith(sb, r, end, "./")) {
        r += 2; // rule A
      } else if (startsWith(sb, r, end, "/./")) {
        r += 2; // rule B: "/./" becomes "/"
      } else if (r + 2 == end && startsWith(sb, r, end, "/.")) {
        sb.setCharAt(w++, '/'); // rule B: a final "/." becomes "/"
        r = end;
      } else if (startsWith(sb, r, end, "/../")) {
        w = popSegment(sb, start, w); // rule C
        r += 3;
      } else if (r + 3 == end && startsWith(sb, r, end, "/..")) {
        w = popSegment(sb, start, w); // rule C: a final "/.." becomes "/"
        sb.setCharAt(w++, '/');
        r = end;
      } else if ((r + 1 == end && sb.charAt(r) == '.')
          || (r + 2 == end && sb.charAt(r) == '.' && sb.charAt(r + 1) == '.')) {
        r = end; // rule D
      } else {
        // rule E: move the first segment, with its leading "/" if any, to the output.
        if (sb.charAt(r) == '/') {
          sb.setCharAt(w++, '/');
          r++;
        }
        for (char c; r < end && (c = sb.charAt(r)) != '/'; r++) {
          sb.setCharAt(w++, c);
        }
      }
    }
    sb.setLength(w);
  }

  /** Removes the last segment and its preceding "/" (if any) from the output {@code sb[start, w)}. */
  private static int popSegment(StringBuilder sb, int start, int w) {
    while (w > start && sb.charAt(w - 1) != '/') {
      w--;
    }
    return w > start ? w - 1 : start;
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
