package dev.urikit.internal;

/**
 * The {@code remove_dot_segments} algorithm of RFC 3986 section 5.2.4, in time linear in the path.
 *
 * <table>
 *   <caption>Examples from section 5.2.4, and percent-encoded dots</caption>
 *   <tr><th>input</th><th>output</th></tr>
 *   <tr><td>{@code /a/b/c/./../../g}</td><td>{@code /a/g}</td></tr>
 *   <tr><td>{@code mid/content=5/../6}</td><td>{@code mid/6}</td></tr>
 *   <tr><td>{@code /a/%2e%2E/b}</td><td>{@code /b}</td></tr>
 * </table>
 *
 * <p>A dot-segment is a segment that is {@code "."} or {@code ".."} once percent-encoded unreserved
 * characters are decoded: {@code %2e}, {@code %2E}, {@code .%2e} and the like count as well as the
 * literal dots (RFC 3986 sections 2.3 and 6.2.2.2 make {@code %2E} and {@code "."} equivalent), so
 * resolution, relativization and normalization agree on what a dot-segment is.
 *
 * <p>The output buffer works as a stack of segments, kept in the same buffer as the input: each
 * character is copied at most once and removed at most once, so 100,000 {@code "../"} segments take
 * linear time.
 */
public final class DotSegments {

  /** What becomes of a {@code ".."} segment that has no segment before it to cancel. */
  public enum Unmatched {
    /** It goes, as RFC 3986 section 5.2.4 says: {@code "/../g"} gives {@code "/g"}. */
    REMOVE,
    /**
     * It stays, as RFC 2396 section 5.2 step 6g allows and java.net.URI does: {@code "/b/../../g"} gives
     * {@code "/../g"}. A segment followed by {@code ".."} still goes with it unless it is a {@code ".."}
     * kept this way.
     */
    KEEP
  }

  private DotSegments() {}

  /**
   * How many dots the segment {@code s[start, end)} stands for: 1 for {@code "."}, 2 for {@code ".."}
   * (either written as {@code "."} or {@code "%2E"} in any case), 0 for any other segment.
   */
  public static int dots(CharSequence s, int start, int end) {
    int dots = 0;
    int i = start;
    while (i < end) {
      if (s.charAt(i) == '.') {
        i++;
      } else if (i + 3 <= end && s.charAt(i) == '%' && s.charAt(i + 1) == '2'
          && (s.charAt(i + 2) | 0x20) == 'e') {
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

  /** Whether {@code path[start, end)} holds a dot-segment, so that removal would change it. */
  public static boolean hasDotSegment(CharSequence path, int start, int end) {
    int segmentStart = start;
    for (int i = start; i <= end; i++) {
      if (i == end || path.charAt(i) == '/') {
        int length = i - segmentStart;
        if (length >= 1 && length <= 6 && dots(path, segmentStart, i) > 0) {
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
    removeInPlace(sb, 0, Unmatched.REMOVE);
    return sb.toString();
  }

  /**
   * {@code remove_dot_segments} on the path that fills {@code sb} from {@code start} to its end, in place:
   * the output never runs ahead of the input, so one buffer serves for both and a path of a million
   * characters needs no second one.
   *
   * <p>The rules of section 5.2.4 step 2, segment by segment, where "." and ".." are any spelling of a
   * dot-segment: A removes a leading {@code "./"} or {@code "../"}; B turns {@code "/./"} and a final
   * {@code "/."} into {@code "/"}; C does the same for {@code "/../"} and {@code "/.."} and removes the
   * last output segment; D removes a path that is only {@code "."} or {@code ".."}; E moves the first
   * segment, with its leading {@code "/"}, to the output. With {@link Unmatched#KEEP}, a {@code ".."} that
   * has nothing to cancel is moved to the output like any segment, instead.
   */
  public static void removeInPlace(StringBuilder sb, int start, Unmatched unmatched) {
    int end = sb.length();
    if (!hasDotSegment(sb, start, end)) {
      return;
    }
    int w = start; // the output buffer is sb[start, w)
    int r = start; // the input buffer is sb[r, end)
    while (r < end) {
      boolean slash = sb.charAt(r) == '/';
      int segmentStart = slash ? r + 1 : r;
      int segmentEnd = segmentStart;
      while (segmentEnd < end && sb.charAt(segmentEnd) != '/') {
        segmentEnd++;
      }
      int dots = dots(sb, segmentStart, segmentEnd);
      boolean last = segmentEnd == end;
      if (dots == 2 && unmatched == Unmatched.KEEP && !canCancel(sb, start, w)) {
        dots = 0;
      }
      if (dots == 0) {
        // rule E: the segment, with its leading "/" if any, goes to the output.
        for (int i = r; i < segmentEnd; i++) {
          sb.setCharAt(w++, sb.charAt(i));
        }
        r = segmentEnd;
      } else if (!slash) {
        r = last ? end : segmentEnd + 1; // rules A and D
      } else {
        boolean rootless = false;
        if (dots == 2) {
          w = popSegment(sb, start, w); // rule C
          rootless = w == start && (w == r || sb.charAt(w) != '/');
        }
        if (last) {
          if (!(rootless && unmatched == Unmatched.KEEP)) {
            sb.setCharAt(w++, '/'); // rules B and C on a final "/." or "/.."; RFC 2396 6f drops "a/.." whole
          }
          r = end;
        } else {
          r = segmentEnd; // rules B and C: the "/" that follows starts the rest of the input
        }
      }
    }
    sb.setLength(w);
  }

  /** Whether the output {@code sb[start, w)} ends with a segment that a {@code ".."} cancels: one that is not {@code ".."} itself. */
  private static boolean canCancel(StringBuilder sb, int start, int w) {
    if (w == start || (w == start + 1 && sb.charAt(start) == '/')) {
      return false; // nothing, or only the root
    }
    int segmentStart = w;
    while (segmentStart > start && sb.charAt(segmentStart - 1) != '/') {
      segmentStart--;
    }
    return dots(sb, segmentStart, w) != 2;
  }

  /** Removes the last segment and its preceding "/" (if any) from the output {@code sb[start, w)}. */
  private static int popSegment(StringBuilder sb, int start, int w) {
    while (w > start && sb.charAt(w - 1) != '/') {
      w--;
    }
    return w > start ? w - 1 : start;
  }
}
