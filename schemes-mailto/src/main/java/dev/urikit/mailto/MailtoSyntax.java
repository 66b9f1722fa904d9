package dev.urikit.mailto;

import dev.urikit.CharClass;

/**
 * The character classes of RFC 6068 section 2 and allocation-free scans over the raw text of a
 * {@code mailto} URI: each scan reads percent-triplets as the bytes they stand for, without building a
 * string, so {@link MailtoScheme#validate} allocates nothing on success.
 *
 * <p>An address list ({@code to} before the {@code "?"}, or the value of a {@code to}, {@code cc} or
 * {@code bcc} header) is read on its decoded bytes: a comma outside a quoted string separates
 * addresses, spaces and tabs around an address are not part of it, and the last {@code "@"} outside
 * a quoted string separates the local part from the domain (RFC 5322 section 3.4.1).
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

  /** What the builder writes unencoded in one address: {@link #VALUE_SAFE} without the separator {@code ","}. */
  static final CharClass ADDRESS_SAFE = VALUE_SAFE.minus(CharClass.of(","));

  /** Problems an address list can have; {@link #addressProblem} returns one with its index. */
  static final int OK = 0;
  static final int AT_MISSING = 1;
  static final int LOCAL_EMPTY = 2;
  static final int DOMAIN_EMPTY = 3;
  static final int EMPTY = 4;
  static final int QUOTE = 5;

  /** Problems a header value can have; {@link #valueProblem} returns one with its index. */
  static final int CHAR = 1;
  static final int UTF8 = 2;
  static final int LINE_BREAK = 3;

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

  private static int hex(char c) {
    if (c <= '9') {
      return c - '0';
    }
    return (c | 0x20) - 'a' + 10;
  }

  /** The first index in {@code [start, end)} of a raw character outside {@code allowed} and not {@code '%'}, or -1. */
  static int firstOutside(String s, int start, int end, CharClass allowed) {
    for (int i = start; i < end; i++) {
      char c = s.charAt(i);
      if (c != '%' && !allowed.contains(c)) {
        return i;
      }
    }
    return -1;
  }

  /**
   * The first problem of the header value (or address list) in {@code [start, end)}, in one pass, packed as
   * {@code index << 3 | problem}: {@link #CHAR} for a character outside {@link #QCHAR}, {@link #UTF8}
   * where the decoded bytes stop being well-formed UTF-8 (RFC 3629 section 4: no overlong forms,
   * surrogates or values above U+10FFFF), {@link #LINE_BREAK} for a decoded CR or LF unless
   * {@code lineBreaksAllowed}; or {@link #OK}.
   */
  static long valueProblem(String s, int start, int end, boolean lineBreaksAllowed) {
    int need = 0;
    int lo = 0x80;
    int hi = 0xBF;
    int sequenceStart = start;
    int i = start;
    while (i < end) {
      char c = s.charAt(i);
      int b;
      int next;
      if (c == '%') {
        b = hex(s.charAt(i + 1)) << 4 | hex(s.charAt(i + 2));
        next = i + 3;
      } else if (QCHAR.contains(c)) {
        b = c;
        next = i + 1;
      } else {
        return (long) i << 3 | CHAR;
      }
      if (need > 0) {
        if (b < lo || b > hi) {
          return (long) sequenceStart << 3 | UTF8;
        }
        need--;
        lo = 0x80;
        hi = 0xBF;
      } else if (b >= 0x80) {
        sequenceStart = i;
        if (b >= 0xC2 && b <= 0xDF) {
          need = 1;
        } else if (b >= 0xE0 && b <= 0xEF) {
          need = 2;
          lo = b == 0xE0 ? 0xA0 : 0x80;
          hi = b == 0xED ? 0x9F : 0xBF;
        } else if (b >= 0xF0 && b <= 0xF4) {
          need = 3;
          lo = b == 0xF0 ? 0x90 : 0x80;
          hi = b == 0xF4 ? 0x8F : 0xBF;
        } else {
          return (long) i << 3 | UTF8;
        }
      } else if ((b == '\r' || b == '\n') && !lineBreaksAllowed) {
        return (long) i << 3 | LINE_BREAK;
      }
      i = next;
    }
    return need > 0 ? (long) sequenceStart << 3 | UTF8 : OK;
  }

  /** Whether the decoded bytes of {@code [start, end)} are {@code lowerName} in any ASCII case. */
  static boolean decodesTo(String s, int start, int end, String lowerName) {
    int k = 0;
    for (int i = start; i < end; i += width(s, i)) {
      int b = byteAt(s, i);
      if (k == lowerName.length() || b >= 0x80 || Character.toLowerCase(b) != lowerName.charAt(k)) {
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
   * Where the address starting at {@code start} ends: at the next comma (written or {@code %2C}) outside
   * a quoted string, or at {@code end}.
   */
  static int addressEnd(String s, int start, int end) {
    boolean quoted = false;
    for (int i = start; i < end; i += width(s, i)) {
      int b = byteAt(s, i);
      if (quoted && b == '\\') {
        i += width(s, i);
        if (i >= end) {
          return end;
        }
      } else if (b == '"') {
        quoted = !quoted;
      } else if (b == ',' && !quoted) {
        return i;
      }
    }
    return end;
  }

  /**
   * The index of the last {@code "@"} (written or {@code %40}) outside a quoted string in {@code [start, end)},
   * or -1.
   */
  static int lastAt(String s, int start, int end) {
    boolean quoted = false;
    int at = -1;
    for (int i = start; i < end; i += width(s, i)) {
      int b = byteAt(s, i);
      if (quoted && b == '\\') {
        i += width(s, i);
        if (i >= end) {
          break;
        }
      } else if (b == '"') {
        quoted = !quoted;
      } else if (b == '@' && !quoted) {
        at = i;
      }
    }
    return at;
  }

  /**
   * The first problem of the address list in {@code [start, end)}, in one pass, packed as
   * {@code index << 3 | problem} (one of {@link #AT_MISSING}, {@link #LOCAL_EMPTY}, {@link #DOMAIN_EMPTY},
   * {@link #EMPTY}, {@link #QUOTE}), or {@link #OK}. An empty list is fine; an empty address within one
   * is not. It splits as {@link #addressEnd}, trims as {@link #trimStart} and {@link #trimEnd}, and
   * finds the {@code "@"} as {@link #lastAt} does.
   */
  static long addressProblem(String s, int start, int end) {
    if (start == end) {
      return OK;
    }
    boolean quoted = false;
    int first = -1;
    int afterLast = -1;
    int at = -1;
    int i = start;
    while (true) {
      if (i >= end || (!quoted && byteAt(s, i) == ',')) {
        int problem = first < 0 ? EMPTY
            : quoted ? QUOTE
            : at < 0 ? AT_MISSING
            : at == first ? LOCAL_EMPTY
            : at + width(s, at) == afterLast ? DOMAIN_EMPTY
            : OK;
        if (problem != OK) {
          return (long) (first < 0 ? Math.min(i, end) : first) << 3 | problem;
        }
        if (i >= end) {
          return OK;
        }
        i += width(s, i);
        quoted = false;
        first = -1;
        afterLast = -1;
        at = -1;
        continue;
      }
      int b = byteAt(s, i);
      int next = i + width(s, i);
      if (quoted && b == '\\') {
        if (next >= end) {
          next = end;
        } else {
          next += width(s, next);
        }
      } else if (b == '"') {
        quoted = !quoted;
      } else if (b == '@' && !quoted) {
        at = i;
      }
      if (b != ' ' && b != '\t') {
        if (first < 0) {
          first = i;
        }
        afterLast = next;
      }
      i = next;
    }
  }
}
