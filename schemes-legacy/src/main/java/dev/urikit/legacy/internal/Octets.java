package dev.urikit.legacy.internal;

import dev.urikit.CharClass;
import java.io.ByteArrayOutputStream;

/**
 * Percent-encoded text read and written octet by octet (RFC 3986 section 2.1), for components whose
 * values are octets rather than UTF-8 text: a gopher selector, a WAIS document-id. Every method expects
 * well-formed triplets, as a parsed URI has.
 */
public final class Octets {

  private static final char[] HEX = "0123456789ABCDEF".toCharArray();

  private Octets() {}

  /** The octet at {@code i}: the character, or the value of the triplet starting there. */
  public static int at(String s, int i) {
    char c = s.charAt(i);
    return c == '%' ? Character.digit(s.charAt(i + 1), 16) << 4 | Character.digit(s.charAt(i + 2), 16) : c;
  }

  /** The index after the octet at {@code i}: 3 further for a triplet, 1 otherwise. */
  public static int next(String s, int i) {
    return i + (s.charAt(i) == '%' ? 3 : 1);
  }

  /** The index of the first octet {@code octet} in {@code s[start, end)}, written or encoded, or -1. */
  public static int indexOf(String s, int octet, int start, int end) {
    for (int i = start; i < end; i = next(s, i)) {
      if (at(s, i) == octet) {
        return i;
      }
    }
    return -1;
  }

  /** The octets of {@code s[start, end)}, each triplet decoded, every other character taken as one octet. */
  public static byte[] decode(String s, int start, int end) {
    ByteArrayOutputStream out = new ByteArrayOutputStream(end - start);
    for (int i = start; i < end; i = next(s, i)) {
      out.write(at(s, i));
    }
    return out.toByteArray();
  }

  /** {@code octets} with every octet outside {@code allowed} (and every non-ASCII one) written as a triplet. */
  public static String encode(byte[] octets, CharClass allowed) {
    StringBuilder sb = new StringBuilder(octets.length + 8);
    for (byte b : octets) {
      int octet = b & 0xFF;
      if (octet < 0x80 && allowed.contains(octet)) {
        sb.append((char) octet);
      } else {
        sb.append('%').append(HEX[octet >> 4]).append(HEX[octet & 0xF]);
      }
    }
    return sb.toString();
  }

  /**
   * Whether a segment of {@code path} is {@code "."} or {@code ".."} once {@code %2E} is decoded: a
   * dot-segment, which resolution removes (RFC 3986 section 5.2.4), so a builder refuses to write one.
   */
  public static boolean hasDotSegment(String path) {
    int segmentStart = 0;
    for (int i = 0; i <= path.length(); i++) {
      if (i == path.length() || path.charAt(i) == '/') {
        int dots = 0;
        int j = segmentStart;
        while (j < i && at(path, j) == '.') {
          dots++;
          j = next(path, j);
        }
        if (j == i && (dots == 1 || dots == 2)) {
          return true;
        }
        segmentStart = i + 1;
      }
    }
    return false;
  }
}
