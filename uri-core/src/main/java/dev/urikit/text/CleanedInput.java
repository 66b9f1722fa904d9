package dev.urikit.text;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * User input without its surrounding whitespace and delimiters and without the whitespace inside that
 * RFC 3986 Appendix C says to strip, with the index in the input of each character that is left: the
 * first of {@link UserInput}'s two passes.
 *
 * <table>
 *   <caption>Input and text</caption>
 *   <tr><th>input</th><th>text</th></tr>
 *   <tr><td>{@code " <URL: http://a/\n  b> "}</td><td>{@code http://a/b}</td></tr>
 *   <tr><td>{@code "\"http://a/ b c\""}</td><td>{@code http://a/bc}: delimited, every space goes</td></tr>
 *   <tr><td>{@code "http://a/ b c"}</td><td>{@code http://a/ b c}: spaces stay, to be encoded</td></tr>
 *   <tr><td>{@code "http://a/\n  b"}</td><td>{@code http://a/b}: a line break and the spaces around it go</td></tr>
 * </table>
 */
final class CleanedInput {

  /** The text left. */
  final String text;
  /**
   * The index in the input of each character of {@link #text}, or null when they follow each other from
   * {@link #offset}.
   */
  private final int @Nullable [] origins;
  private final int offset;
  /** The index in the input just after the text's last character, for an index at the text's end. */
  private final int end;
  /** The repairs, in the order of their indexes. */
  final List<Repair> repairs;

  private CleanedInput(String text, int @Nullable [] origins, int offset, int end, List<Repair> repairs) {
    this.text = text;
    this.origins = origins;
    this.offset = offset;
    this.end = end;
    this.repairs = repairs;
  }

  /** The index in the input of the text's character at {@code i}; its end for {@code i == text.length()}. */
  int origin(int i) {
    if (i >= text.length()) {
      return end;
    }
    return origins == null ? offset + i : origins[i];
  }

  /** Cleans {@code input}, in time linear in its length. */
  static CleanedInput of(String input) {
    int start = 0;
    int end = input.length();
    List<Repair> leading = new ArrayList<>();
    List<Repair> trailing = new ArrayList<>();
    boolean delimited = false;
    while (true) {
      int from = start;
      while (start < end && isOuterSpace(input.charAt(start))) {
        start++;
      }
      if (start > from) {
        leading.add(new Repair(RepairKind.WHITESPACE_REMOVED, from));
      }
      int to = end;
      while (end > start && isOuterSpace(input.charAt(end - 1))) {
        end--;
      }
      if (end < to) {
        trailing.add(new Repair(RepairKind.WHITESPACE_REMOVED, end));
      }
      if (end - start < 2) {
        break;
      }
      char open = input.charAt(start);
      char close = input.charAt(end - 1);
      if (!(open == '<' && close == '>' || open == '"' && close == '"')) {
        break;
      }
      leading.add(new Repair(RepairKind.DELIMITERS_STRIPPED, start));
      start++;
      end--;
      delimited = true;
      if (open == '<' && end - start >= 4 && input.regionMatches(true, start, "URL:", 0, 4)) {
        start += 4;
      }
    }
    // Found from the outside in: the innermost, with the lowest index, last.
    Collections.reverse(trailing);
    List<Repair> repairs = leading;
    StringBuilder sb = null;
    int[] origins = null;
    int copied = start;
    int i = start;
    while (i < end) {
      if (!isInnerSpace(input.charAt(i))) {
        i++;
        continue;
      }
      int run = i;
      boolean remove = delimited;
      while (run < end && isInnerSpace(input.charAt(run))) {
        remove |= input.charAt(run) != ' ';
        run++;
      }
      if (remove) {
        if (sb == null) {
          sb = new StringBuilder(end - start);
          origins = new int[end - start];
        }
        for (int k = copied; k < i; k++) {
          origins[sb.length()] = k;
          sb.append(input.charAt(k));
        }
        repairs.add(new Repair(RepairKind.WHITESPACE_REMOVED, i));
        copied = run;
      }
      i = run;
    }
    repairs.addAll(trailing);
    if (sb == null) {
      return new CleanedInput(input.substring(start, end), null, start, end, repairs);
    }
    for (int k = copied; k < end; k++) {
      origins[sb.length()] = k;
      sb.append(input.charAt(k));
    }
    return new CleanedInput(sb.toString(), origins, start, end, repairs);
  }

  /**
   * Whether {@code c} is stripped around the text: a C0 control, a space, or a Unicode space or line
   * separator, the byte order mark and the zero width space included (what a copy from a web page or a
   * word processor leaves).
   */
  private static boolean isOuterSpace(char c) {
    return c <= ' ' || Character.isWhitespace(c) || Character.isSpaceChar(c) || c == '\u0085' || c == '\uFEFF'
        || c == '\u200B';
  }

  /**
   * Whether {@code c} is whitespace that can stand inside typed or wrapped text: a space, a tab, a line
   * break (CR, LF, VT, FF, NEL, U+2028, U+2029).
   */
  private static boolean isInnerSpace(char c) {
    return c == ' ' || (c >= '\t' && c <= '\r') || c == '\u0085' || c == '\u2028' || c == '\u2029';
  }
}
