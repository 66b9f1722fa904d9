package dev.urikit.internal;

import java.nio.charset.StandardCharsets;

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

  /** Whether the segment {@code s[start, end)} is short enough and starts right to be a dot-segment. */
  private static boolean mayBeDots(byte[] s, int start, int end) {
    return start < end && end - start <= 6 && (s[start] == '.' || s[start] == '%');
  }

  /**
   * How many dots the segment {@code s[start, end)} stands for: 1 for {@code "."}, 2 for {@code ".."}
   * (either written as {@code "."} or {@code "%2E"} in any case), 0 for any other segment.
   */
  private static int dots(byte[] s, int start, int end) {
    int dots = 0;
    int i = start;
    while (i < end) {
      if (s[i] == '.') {
        i++;
      } else if (i + 3 <= end && s[i] == '%' && s[i + 1] == '2' && (s[i + 2] | 0x20) == 'e') {
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
    byte[] bytes = path.subSequence(start, end).toString().getBytes(StandardCharsets.UTF_8);
    return removeInPlace(bytes, 0, bytes.length, Unmatched.REMOVE) != bytes.length;
  }

  /** {@code remove_dot_segments(path)}. */
  public static String remove(CharSequence path) {
    return remove(path, 0, path.length());
  }

  /**
   * {@code remove_dot_segments(path[start, end))}. The path is worked on as UTF-8, in which no byte of a
   * character beyond ASCII is a {@code '/'}, {@code '.'} or {@code '%'}, so any text comes back intact
   * around the segments removed.
   */
  public static String remove(CharSequence path, int start, int end) {
    String text = path.subSequence(start, end).toString();
    if (!mayHoldDotSegment(text)) {
      return text;
    }
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    int length = removeInPlace(bytes, 0, bytes.length, Unmatched.REMOVE);
    return length == bytes.length ? text : new String(bytes, 0, length, StandardCharsets.UTF_8);
  }

  /**
   * Whether {@code path} may hold a dot-segment: a segment that starts with {@code '.'} (at the start or
   * after a {@code '/'}) or a triplet, which may spell a dot. {@link String#indexOf} reads many characters
   * a step; a path that fails all three checks is not copied to UTF-8 and scanned.
   */
  private static boolean mayHoldDotSegment(String path) {
    return path.startsWith(".") || path.indexOf("/.") >= 0 || path.indexOf('%') >= 0;
  }

  /**
   * Whether the path {@code s[start, end)}, which holds no triplet, may hold a dot-segment: a segment that
   * starts with {@code '.'}. Read where it is.
   */
  public static boolean mayHoldDotSegment(String s, int start, int end) {
    if (start == end) {
      return false;
    }
    if (s.charAt(start) == '.') {
      return true;
    }
    int slashDot = s.indexOf("/.", start);
    return slashDot >= 0 && slashDot < end - 1;
  }

  /**
   * {@code remove_dot_segments} on the path {@code buffer[start, end)}, in place; returns where the path
   * now ends, before {@code end} exactly when it changed the path (every rule that changes it removes
   * characters). The output never runs ahead of the input, so one buffer serves for both, a path
   * of a million characters needs no second one, and a path without dot-segments is read once and left
   * as it is.
   *
   * <p>The rules of section 5.2.4 step 2, segment by segment, where "." and ".." are any spelling of a
   * dot-segment: A removes a leading {@code "./"} or {@code "../"}; B turns {@code "/./"} and a final
   * {@code "/."} into {@code "/"}; C does the same for {@code "/../"} and {@code "/.."} and removes the
   * last output segment; D removes a path that is only {@code "."} or {@code ".."}; E moves the first
   * segment, with its leading {@code "/"}, to the output. With {@link Unmatched#KEEP}, a {@code ".."} that
   * has nothing to cancel is moved to the output like any segment, instead.
   */
  public static int removeInPlace(byte[] buffer, int start, int end, Unmatched unmatched) {
    // The segments before the first '.' or '%' are no dot-segments and stay where they are (rule E moves
    // nothing while input and output meet): the work starts at the segment that holds that character.
    int first = start;
    while (first < end && buffer[first] != '.' && buffer[first] != '%') {
      first++;
    }
    if (first == end) {
      return end;
    }
    while (first > start && buffer[first - 1] != '/') {
      first--;
    }
    int w = first > start ? first - 1 : start; // the output buffer is buffer[start, w)
    int r = w; // the input buffer is buffer[r, end)
    while (r < end) {
      boolean slash = buffer[r] == '/';
      int segmentStart = slash ? r + 1 : r;
      int segmentEnd = segmentStart;
      while (segmentEnd < end && buffer[segmentEnd] != '/') {
        segmentEnd++;
      }
      int dots = mayBeDots(buffer, segmentStart, segmentEnd) ? dots(buffer, segmentStart, segmentEnd) : 0;
      boolean last = segmentEnd == end;
      if (dots == 2 && unmatched == Unmatched.KEEP && !canCancel(buffer, start, w)) {
        dots = 0;
      }
      if (dots == 0) {
        // rule E: the segment, with its leading "/" if any, goes to the output.
        if (w != r) {
          System.arraycopy(buffer, r, buffer, w, segmentEnd - r);
        }
        w += segmentEnd - r;
        r = segmentEnd;
      } else if (!slash) {
        r = last ? end : segmentEnd + 1; // rules A and D
      } else {
        boolean rootless = false;
        if (dots == 2) {
          w = popSegment(buffer, start, w); // rule C
          rootless = w == start && (w == r || buffer[w] != '/');
        }
        if (last) {
          if (!(rootless && unmatched == Unmatched.KEEP)) {
            buffer[w++] = '/'; // rules B and C on a final "/." or "/.."; RFC 2396 6f drops "a/.." whole
          }
          r = end;
        } else {
          r = segmentEnd; // rules B and C: the "/" that follows starts the rest of the input
        }
      }
    }
    return w;
  }

  /**
   * Whether the output {@code buffer[start, w)} ends with a segment that a {@code ".."} cancels: there is
   * one, and it is not {@code ".."} itself. An empty segment counts: RFC 2396 section 5.2 step 6f removes
   * {@code "<segment>/.."} for any complete segment, so {@code "//.."} becomes {@code "/"}.
   */
  private static boolean canCancel(byte[] buffer, int start, int w) {
    if (w == start) {
      return false;
    }
    int segmentStart = w;
    while (segmentStart > start && buffer[segmentStart - 1] != '/') {
      segmentStart--;
    }
    return dots(buffer, segmentStart, w) != 2;
  }

  /** Removes the last segment and its preceding "/" (if any) from the output {@code buffer[start, w)}. */
  private static int popSegment(byte[] buffer, int start, int w) {
    while (w > start && buffer[w - 1] != '/') {
      w--;
    }
    return w > start ? w - 1 : start;
  }
}
