package dev.urikit.mailto;

import dev.urikit.CharClass;

/**
 * The character classes of RFC 6068 section 2 and allocation-free scans over the raw text of a
 * {@code mailto} URI: each scan reads percent-triplets as the bytes they stand for, without building a
 * string. {@link Validation} checks a whole value in one pass; these find the parts of a value already
 * checked.
 *
 * <p>An address list ({@code to} before the {@code "?"}, or the value of a {@code to}, {@code cc} or
 * {@code bcc} header) is read as {@link AddressList} checks it: a written comma outside a quoted string
 * separates addresses, spaces and tabs around an address are not part of it, and the written
 * {@code "@"} outside a quoted string separates the local part from the domain (RFC 5322 section 3.4.1).
 */
final class MailtoSyntax {

  /** {@code some-delims = "!" / "$" / "'" / "(" / ")" / "*" / "+" / "," / ";" / ":" / "@"} (RFC 6068 section 2). */
  static final CharClass SOME_DELIMS = CharClass.of("!$'()*+,;:@");

  /** {@code qchar = unreserved / pct-encoded / some-delims} without pct-encoded (RFC 6068 section 2). */
  static final CharClass QCHAR = CharClass.UNRESERVED.union(SOME_DELIMS);

  /**
   * What the builder writes unencoded in a header name or value: {@link #QCHAR} without {@code "+"},
   * which some mail clients read as a space.
   */
  static final CharClass VALUE_SAFE = QCHAR.minus(CharClass.of("+"));

  /**
   * What the builder writes unencoded as data in an address: {@link #VALUE_SAFE} without the delimiters
   * {@code ","} and {@code "@"}, and without {@code ";"}, which RFC 6068 section 2 requires encoded in an
   * addr-spec and some mail clients read as a separator.
   */
  static final CharClass ADDRESS_SAFE = VALUE_SAFE.minus(CharClass.of(",@;"));

  private MailtoSyntax() {}

  /** The width of the unit at {@code i}: 3 for a percent-triplet, 1 otherwise. */
  static int width(String s, int i) {
    return s.charAt(i) == '%' ? 3 : 1;
  }

  /** The byte value of the triplet or character at {@code i}, without allocating. */
  static int byteAt(String s, int i) {
    char c = s.charAt(i);
    if (c != '%') {
      return c;
    }
    return hex(s.charAt(i + 1)) << 4 | hex(s.charAt(i + 2));
  }

  /**
   * The value of the hex digit {@code c}, without a branch: the low four bits of {@code '0'} to
   * {@code '9'} (0x30 to 0x39) are their values, those of {@code 'A'} to {@code 'F'} and {@code 'a'} to
   * {@code 'f'} (0x41 to 0x46, 0x61 to 0x66) are one to six, and only letters have bit 6, which adds the
   * nine. A branch on digit or letter here was mispredicted often in encoded text, where triplets such as
   * {@code %20} and {@code %C3%A9} mix both.
   */
  private static int hex(char c) {
    return (c & 0xF) + 9 * (c >>> 6);
  }

  /**
   * Whether the decoded bytes of {@code [start, end)} are {@code lowerName}, which holds lower-case ASCII
   * letters only, in any ASCII case. Setting bit {@code 0x20} turns an upper-case letter into its
   * lower-case one, and gives no other byte a lower-case letter's value.
   */
  static boolean decodesTo(String s, int start, int end, String lowerName) {
    int k = 0;
    for (int i = start; i < end; i += width(s, i)) {
      int b = byteAt(s, i);
      if (k == lowerName.length() || (b | 0x20) != lowerName.charAt(k)) {
        return false;
      }
      k++;
    }
    return k == lowerName.length();
  }

  /**
   * Whether the decoded bytes of {@code [start, end)} are a field name: one or more printable US-ASCII
   * characters other than {@code ":"} ({@code ftext}, RFC 5322 section 3.6.8).
   */
  static boolean isFieldName(String s, int start, int end) {
    if (start == end) {
      return false;
    }
    for (int i = start; i < end; i += width(s, i)) {
      int b = byteAt(s, i);
      if (b < 33 || b > 126 || b == ':') {
        return false;
      }
    }
    return true;
  }

  /** Whether the unit at {@code i} is a space or a tab, written or encoded. */
  private static boolean isBlank(String s, int i) {
    int b = byteAt(s, i);
    return b == ' ' || b == '\t';
  }

  /** {@code start} moved past spaces and tabs, at most to {@code end}. */
  static int trimStart(String s, int start, int end) {
    int i = start;
    while (i < end && isBlank(s, i)) {
      i += width(s, i);
    }
    return i;
  }

  /** {@code end} moved back before spaces and tabs, at least to {@code start}. */
  static int trimEnd(String s, int start, int end) {
    int i = end;
    while (i > start) {
      int unit = i - 3 >= start && s.charAt(i - 3) == '%' ? i - 3 : i - 1;
      if (!isBlank(s, unit)) {
        break;
      }
      i = unit;
    }
    return i;
  }

  /** Where the header field starting at {@code start} ends: at the next {@code "&"}, or at {@code end}. */
  static int fieldEnd(String s, int start, int end) {
    int i = start;
    while (i < end && s.charAt(i) != '&') {
      i++;
    }
    return i;
  }

  /** The index of the first {@code "="} in {@code [start, end)}, or -1. */
  static int firstEquals(String s, int start, int end) {
    for (int i = start; i < end; i++) {
      if (s.charAt(i) == '=') {
        return i;
      }
    }
    return -1;
  }

  /**
   * Where the address starting at {@code start} ends: at the next written comma outside a quoted string,
   * or at {@code end} ({@code %2C} is data, see {@link AddressList}).
   */
  static int addressEnd(String s, int start, int end) {
    return delimiter(s, start, end, ',', end);
  }

  /** The index of the written {@code "@"} outside a quoted string in {@code [start, end)}, or -1. */
  static int at(String s, int start, int end) {
    return delimiter(s, start, end, '@', -1);
  }

  /**
   * The first written {@code delimiter} outside a quoted string in {@code [start, end)}, or {@code none}; a
   * quote after the first written {@code "@"} is part of the domain, as {@link AddressList} reads it.
   */
  private static int delimiter(String s, int start, int end, char delimiter, int none) {
    boolean quoted = false;
    boolean atSeen = false;
    for (int i = start; i < end; i += width(s, i)) {
      char c = s.charAt(i);
      int b = byteAt(s, i);
      if (quoted && b == '\\') {
        i += width(s, i);
        if (i >= end) {
          return none;
        }
      } else if (b == '"' && !atSeen) {
        quoted = !quoted;
      } else if (c == delimiter && !quoted) {
        return i;
      } else if (c == '@' && !quoted) {
        atSeen = true;
      }
    }
    return none;
  }
}
