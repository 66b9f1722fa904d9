package dev.urikit.news;

/**
 * The octet-level reading that the news and nntp rules share: a percent-encoded triplet's octet, a step of
 * UTF-8 decoding, a character's first index in a range. Each reads the text where it lies, allocating nothing.
 * A {@code '%'} handed to {@link #octet} is followed by two hex digits: the core has checked the generic
 * syntax of a URI, and the builders percent-encode before checking.
 */
final class Octets {

  private Octets() {}

  /**
   * One octet of UTF-8 read (RFC 3629 section 4: {@code UTF8-2 / UTF8-3 / UTF8-4}, so no overlong form,
   * surrogate or code point above U+10FFFF): from {@code state}, 0 between characters, the next state, 0
   * again once a character is complete, or -1 when {@code b} cannot come next. A state in a character
   * holds how many octets are still due and the range the next one must lie in.
   */
  static int utf8Step(int state, int b) {
    if (state != 0) {
      if (b < (state >> 8 & 0xFF) || b > (state >> 16)) {
        return -1;
      }
      int due = (state & 3) - 1;
      return due == 0 ? 0 : due | 0x80 << 8 | 0xBF << 16;
    }
    if (b >= 0xC2 && b <= 0xDF) {
      return 1 | 0x80 << 8 | 0xBF << 16;
    }
    if (b >= 0xE0 && b <= 0xEF) {
      return 2 | (b == 0xE0 ? 0xA0 : 0x80) << 8 | (b == 0xED ? 0x9F : 0xBF) << 16;
    }
    if (b >= 0xF0 && b <= 0xF4) {
      return 3 | (b == 0xF0 ? 0x90 : 0x80) << 8 | (b == 0xF4 ? 0x8F : 0xBF) << 16;
    }
    return -1;
  }

  /** The index of the first {@code c} in {@code s[start, end)}, or {@code end}. */
  static int indexOf(String s, char c, int start, int end) {
    for (int i = start; i < end; i++) {
      if (s.charAt(i) == c) {
        return i;
      }
    }
    return end;
  }

  /** The octet the triplet at {@code s[i]} ({@code '%'} and two hex digits) stands for. */
  static int octet(String s, int i) {
    return hexValue(s.charAt(i + 1)) << 4 | hexValue(s.charAt(i + 2));
  }

  private static int hexValue(char c) {
    if (c >= '0' && c <= '9') {
      return c - '0';
    }
    return (c | 0x20) - 'a' + 10;
  }
}
