package dev.urikit.file;

import dev.urikit.CharClass;
import dev.urikit.file.FilePaths.Conversion;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Path names to and from the segments of a file URI's path, each in one pass over the text into one
 * array of octets, with no string per name: names percent-encoded as UTF-8 where RFC 3986
 * {@code pchar} does not allow a character (section 2.1), segments decoded as strict UTF-8 (RFC 3629,
 * RFC 8089 section 4).
 *
 * <table>
 *   <caption>Names and segments</caption>
 *   <tr><th>path names</th><th>URI path</th></tr>
 *   <tr><td>{@code /tmp/a b/ré}</td><td>{@code /tmp/a%20b/r%C3%A9}</td></tr>
 *   <tr><td>{@code /C:/x} (a POSIX name that looks like a drive)</td><td>{@code /C%3A/x}</td></tr>
 * </table>
 */
final class FileNames {

  /** What a segment holds unencoded: RFC 3986 {@code pchar} (which has no '/'). */
  private static final CharClass SEGMENT = CharClass.PCHAR;
  /**
   * {@link #SEGMENT} but {@code ':'}, which a Windows name cannot hold, as constant words of bits for the
   * loop that copies most characters: what is not in it goes the slow way, checked for every rule.
   */
  private static final long PLAIN_LOW = plainBits(0);
  private static final long PLAIN_HIGH = plainBits(64);
  private static final byte[] HEX = "0123456789ABCDEF".getBytes(StandardCharsets.US_ASCII);
  /** The most octets one character of a name takes in the URI: a supplementary one's four triplets. */
  private static final int MAX_ENCODED = 12;

  private FileNames() {}

  /**
   * {@code prefix} (US-ASCII) and then the names of {@code path} from {@code start}, which is at a
   * separator: a {@code "/"} for each of {@code separators} and each name percent-encoded. A first name of
   * a letter and a colon followed by more has its colon encoded, so that it reads as no drive letter
   * (RFC 8089 Appendix E.2 wants {@code ALPHA ":" "/"}).
   *
   * @throws IllegalArgumentException for a NUL, any of {@code forbidden}, an unpaired surrogate (which has
   *     no UTF-8 form) or a name {@code "."} or {@code ".."} (which resolution removes)
   */
  static String encode(String prefix, String path, int start, CharClass separators, CharClass forbidden) {
    int n = path.length();
    byte[] out = new byte[prefix.length() + (n - start) + (n >> 1) + MAX_ENCODED];
    int j = 0;
    for (int i = 0; i < prefix.length(); i++) {
      out[j++] = (byte) prefix.charAt(i);
    }
    out[j++] = '/';
    int nameStart = start + 1;
    for (int i = nameStart; i < n; i++) {
      char c = path.charAt(i);
      if (isPlain(c) || (c == ':' && !forbidden.contains(c) && !separators.contains(c))) {
        out[j++] = (byte) c;
        continue;
      }
      if (j + MAX_ENCODED + (n - i) > out.length) {
        out = Arrays.copyOf(out, Math.max(out.length * 2, j + MAX_ENCODED + (n - i)));
      }
      if (separators.contains(c)) {
        checkName(path, nameStart, i);
        if (nameStart == start + 1 && i - nameStart == 2 && path.charAt(i - 1) == ':' && isLetter(path.charAt(nameStart))) {
          j = putTriplet(out, j - 1, ':');
        }
        out[j++] = '/';
        nameStart = i + 1;
      } else if (c == 0 || forbidden.contains(c)) {
        throw new IllegalArgumentException("a path name cannot hold " + (c == 0 ? "a NUL" : "'" + c + "'") + " (index " + i + ")");
      } else if (!Character.isSurrogate(c)) {
        j = putUtf8(out, j, c);
      } else if (Character.isHighSurrogate(c) && i + 1 < n && Character.isLowSurrogate(path.charAt(i + 1))) {
        j = putUtf8(out, j, Character.toCodePoint(c, path.charAt(i + 1)));
        i++;
      } else {
        throw new IllegalArgumentException("an unpaired surrogate has no UTF-8 form (RFC 3629 section 3; index " + i + ")");
      }
    }
    checkName(path, nameStart, n);
    return new String(out, 0, j, StandardCharsets.ISO_8859_1);
  }

  private static void checkName(String path, int start, int end) {
    int length = end - start;
    if ((length == 1 || length == 2) && path.charAt(start) == '.' && path.charAt(end - 1) == '.') {
      throw new IllegalArgumentException("\"" + path.substring(start, end) + "\" is a dot-segment, which resolution "
          + "removes (RFC 3986 section 5.2.4); it cannot be built as a name");
    }
  }

  /**
   * {@code prefix} (US-ASCII) and then the segments of the URI text {@code s[start, end)}, which starts at
   * a {@code "/"}, each after {@code separator} and decoded; or why the first segment refused is: not
   * percent-encoded UTF-8, a dot-segment, or decoding to a NUL or any of {@code forbidden}, in that order
   * within a segment.
   */
  static Conversion decode(String prefix, String s, int start, int end, char separator, CharClass forbidden) {
    // A segment decodes to at most as many characters as it has: the text is US-ASCII, and a character
    // of one to three octets is one to three triplets, one of four octets two.
    char[] out = new char[prefix.length() + (end - start)];
    prefix.getChars(0, prefix.length(), out, 0);
    int j = prefix.length();
    int i = start;
    while (true) {
      out[j++] = separator;
      int segmentStart = ++i;
      int mark = j;
      int refused = -1;
      while (i < end) {
        int c = s.charAt(i);
        if (isPlain((char) c)) {
          out[j++] = (char) c;
          i++;
          continue;
        }
        if (c == '/') {
          break;
        }
        int next;
        if (c == '%') {
          c = octet(s, i, end);
          next = c < 0 ? -1 : c < 0x80 ? i + 3 : putSequence(out, j, s, i, end);
        } else {
          next = c < 0x80 ? i + 1 : -1;
        }
        if (next < 0) {
          int segmentEnd = i;
          while (segmentEnd < end && s.charAt(segmentEnd) != '/') {
            segmentEnd++;
          }
          return Conversion.refused("the segment \"" + s.substring(segmentStart, segmentEnd)
              + "\" is not percent-encoded UTF-8 (RFC 8089 section 4)");
        }
        if (c < 0x80) {
          if (refused < 0 && (c == 0 || forbidden.contains(c))) {
            refused = c;
          }
          out[j++] = (char) c;
        } else {
          j += next - i == 12 ? 2 : 1;
        }
        i = next;
      }
      int length = j - mark;
      if ((length == 1 || length == 2) && out[mark] == '.' && out[j - 1] == '.') {
        return Conversion.refused("the segment \"" + s.substring(segmentStart, i) + "\" is a dot-segment: as a path "
            + "name it would leave the directory the URI shows (RFC 3986 section 3.3; normalize the URI first)");
      }
      if (refused >= 0) {
        return Conversion.refused("the segment \"" + s.substring(segmentStart, i) + "\" decodes to a "
            + (refused == 0 ? "NUL" : "'" + (char) refused + "'") + ", which a path name cannot hold (RFC 8089 section 4)");
      }
      if (i >= end) {
        return Conversion.of(new String(out, 0, j));
      }
    }
  }

  /**
   * Puts at {@code out[j]} the character of the UTF-8 sequence of percent-triplets at {@code s[i]}, whose
   * first octet is not US-ASCII, as one {@code char} or a surrogate pair for a sequence of four octets, and
   * returns where the sequence ends in {@code s}; or -1 when it is not well-formed UTF-8 (RFC 3629 section
   * 4: no overlong form, no surrogate, nothing above U+10FFFF, nothing cut short).
   */
  private static int putSequence(char[] out, int j, String s, int i, int end) {
    int b = octet(s, i, end);
    int more;
    int codePoint;
    int low = 0x80;
    int high = 0xBF;
    if (b >= 0xC2 && b <= 0xDF) {
      more = 1;
      codePoint = b & 0x1F;
    } else if (b >= 0xE0 && b <= 0xEF) {
      more = 2;
      codePoint = b & 0x0F;
      low = b == 0xE0 ? 0xA0 : 0x80;
      high = b == 0xED ? 0x9F : 0xBF;
    } else if (b >= 0xF0 && b <= 0xF4) {
      more = 3;
      codePoint = b & 0x07;
      low = b == 0xF0 ? 0x90 : 0x80;
      high = b == 0xF4 ? 0x8F : 0xBF;
    } else {
      return -1;
    }
    int next = i + 3;
    for (; more > 0; more--) {
      int octet = octet(s, next, end);
      if (octet < low || octet > high) {
        return -1;
      }
      codePoint = codePoint << 6 | (octet & 0x3F);
      low = 0x80;
      high = 0xBF;
      next += 3;
    }
    Character.toChars(codePoint, out, j);
    return next;
  }

  /** The octet of the percent-triplet at {@code s[i]}, or -1 when there is none before {@code end}. */
  private static int octet(String s, int i, int end) {
    if (i + 2 >= end || s.charAt(i) != '%') {
      return -1;
    }
    int high = hexValue(s.charAt(i + 1));
    int low = hexValue(s.charAt(i + 2));
    return high < 0 || low < 0 ? -1 : high << 4 | low;
  }

  /** The value of an RFC 3986 {@code HEXDIG} in either case, or -1. */
  private static int hexValue(char c) {
    if (c >= '0' && c <= '9') {
      return c - '0';
    }
    char upper = (char) (c & ~0x20);
    return upper >= 'A' && upper <= 'F' ? upper - 'A' + 10 : -1;
  }

  /** Puts the UTF-8 octets of {@code cp} as percent-triplets at {@code out[j]}; returns where they end. */
  private static int putUtf8(byte[] out, int j, int cp) {
    if (cp < 0x80) {
      return putTriplet(out, j, cp);
    } else if (cp < 0x800) {
      j = putTriplet(out, j, 0xC0 | (cp >> 6));
    } else if (cp < 0x10000) {
      j = putTriplet(out, j, 0xE0 | (cp >> 12));
      j = putTriplet(out, j, 0x80 | ((cp >> 6) & 0x3F));
    } else {
      j = putTriplet(out, j, 0xF0 | (cp >> 18));
      j = putTriplet(out, j, 0x80 | ((cp >> 12) & 0x3F));
      j = putTriplet(out, j, 0x80 | ((cp >> 6) & 0x3F));
    }
    return putTriplet(out, j, 0x80 | (cp & 0x3F));
  }

  private static int putTriplet(byte[] out, int j, int b) {
    out[j] = '%';
    out[j + 1] = HEX[b >> 4];
    out[j + 2] = HEX[b & 0xF];
    return j + 3;
  }

  private static long plainBits(int from) {
    long bits = 0;
    for (int c = from; c < from + 64; c++) {
      if (c != ':' && SEGMENT.contains(c)) {
        bits |= 1L << c;
      }
    }
    return bits;
  }

  /** Whether {@code c} is in {@link #SEGMENT} but not {@code ':'}. */
  private static boolean isPlain(char c) {
    return c < 64 ? (PLAIN_LOW >>> c & 1) != 0 : c < 128 && (PLAIN_HIGH >>> c & 1) != 0;
  }

  private static boolean isLetter(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
  }
}
