package dev.urikit.mailto;

import dev.urikit.CharClass;

/**
 * The checks of {@link MailtoScheme#validate}, each one forward pass over raw text that reads a
 * percent-triplet as the byte it stands for: no decoding into strings, no allocation.
 *
 * <p>{@link #scan} reads a value (the addresses before {@code "?"} or one header value) and checks at
 * once what RFC 6068 section 2 asks of its characters, that its decoded bytes are well-formed UTF-8
 * (RFC 3629 section 4: no overlong forms, surrogates or values above U+10FFFF), the line-break rule of
 * section 7 and, for an address list, every address. {@link #scanName} reads a header name.
 *
 * <p>A result packs an index and a problem as {@code index << 4 | problem}; {@link #problem(long)} and
 * {@link #index(long)} unpack it. With {@link #OK} the index is where the scan stopped: at the
 * {@code "="} after a name, at the {@code "&"} or the end after a value. Otherwise it is where the
 * problem is. Of several problems in one value the first met reading forward wins (a broken UTF-8
 * sequence is met at the byte that breaks it and reported where it starts), except that an address
 * problem is reported only when the characters, the UTF-8 and the line breaks of the whole value are
 * fine.
 *
 * <p>Each scan skips runs of characters that need no more than a look in a tight loop, and reads a
 * UTF-8 sequence whole where its lead byte is, so that the common case costs one table lookup a
 * character.
 */
final class Validation {

  static final int OK = 0;
  /** A character outside qchar, which must be percent-encoded (RFC 6068 section 2). */
  static final int CHAR = 1;
  /** Decoded bytes that stop being well-formed UTF-8 here: the index is where the sequence starts. */
  static final int UTF8 = 2;
  /** A decoded CR or LF outside the body (RFC 6068 section 7). */
  static final int LINE_BREAK = 3;
  /** An address without {@code "@"} outside a quoted string; this and the next four are address problems. */
  static final int AT_MISSING = 4;
  /** An address whose {@code "@"} comes first. */
  static final int LOCAL_EMPTY = 5;
  /** An address whose {@code "@"} comes last. */
  static final int DOMAIN_EMPTY = 6;
  /** Nothing but spaces and tabs between two commas, or after the last one. */
  static final int EMPTY = 7;
  /** A quoted string that is not closed. */
  static final int QUOTE = 8;
  /** A header field without {@code "="}: the index is where the field starts. */
  static final int EQUALS_MISSING = 9;
  /** A header name that is not a field name (RFC 5322 section 3.6.8): the index is where it starts. */
  static final int FIELD_NAME = 10;

  /** What a value holds, which decides where it ends and what it may hold. */
  enum Content {
    /** The addresses before {@code "?"}: they end at the given end, and an {@code "&"} is a character to refuse. */
    PATH_ADDRESSES(true, false, false),
    /** The value of a {@code to}, {@code cc} or {@code bcc} header: a list of addresses. */
    ADDRESS_HEADER(true, true, false),
    /** The value of any other header but the body. */
    HEADER(false, true, false),
    /** The value of the {@code body} header, which alone may hold line breaks. */
    BODY(false, true, true);

    final boolean addresses;
    final boolean endsAtAmpersand;
    final boolean lineBreaks;

    Content(boolean addresses, boolean endsAtAmpersand, boolean lineBreaks) {
      this.addresses = addresses;
      this.endsAtAmpersand = endsAtAmpersand;
      this.lineBreaks = lineBreaks;
    }
  }

  // Tables of 256 entries, 128 to 255 false, read at a character's low byte (see isIn), so that the
  // compiler drops the range check.

  /** {@link MailtoSyntax#QCHAR} as a table. */
  private static final boolean[] QCHAR = table(MailtoSyntax.QCHAR);

  /** What needs no more than a look in an address list: qchar but {@code "@"} and {@code ","}. */
  private static final boolean[] ADDRESS_PLAIN = table(MailtoSyntax.QCHAR.minus(CharClass.of("@,")));

  /** What needs no more than a look in a header name: qchar but {@code ":"}, which no field name holds. */
  private static final boolean[] NAME_PLAIN = table(MailtoSyntax.QCHAR.minus(CharClass.of(":")));

  private Validation() {}

  /** The problem of a result, or {@link #OK}. */
  static int problem(long result) {
    return (int) (result & 15);
  }

  /** The index of a result: where the problem is, or where the scan stopped. */
  static int index(long result) {
    return (int) (result >>> 4);
  }

  private static long result(int index, int problem) {
    return (long) index << 4 | problem;
  }

  /**
   * Reads the value that starts at {@code start} and ends at {@code end} or, unless it holds the addresses
   * before {@code "?"}, at the first {@code "&"}; returns its first problem or where it ends.
   */
  static long scan(String s, int start, int end, Content content) {
    return content.addresses
        ? addressList(s, start, end, content.endsAtAmpersand)
        : text(s, start, end, content.lineBreaks);
  }

  /** {@link #scan} for a header value that is not a list of addresses. */
  private static long text(String s, int start, int end, boolean lineBreaks) {
    int i = start;
    while (true) {
      i = skip(QCHAR, s, i, end);
      if (i == end) {
        return result(i, OK);
      }
      char c = s.charAt(i);
      if (c != '%') {
        return result(i, c == '&' ? OK : CHAR);
      }
      int b = MailtoSyntax.byteAt(s, i);
      if (b >= 0x80) {
        long sequence = sequence(s, i, end, b, true);
        if (problem(sequence) != OK) {
          return sequence;
        }
        i = index(sequence);
      } else if ((b == '\r' || b == '\n') && !lineBreaks) {
        return result(i, LINE_BREAK);
      } else {
        i += 3;
      }
    }
  }

  /**
   * {@link #scan} for a list of addresses. It splits at commas (written or {@code %2C}) outside quoted
   * strings, where a {@code "\"} escapes the next character; spaces and tabs around an address are not
   * part of it; an address needs an {@code "@"} outside a quoted string with something on each side of
   * the last one (RFC 6068 section 2, RFC 5322 sections 3.2.4 and 3.4.1). An empty list is fine, an
   * empty address within one is not.
   */
  private static long addressList(String s, int start, int end, boolean endsAtAmpersand) {
    // The address being read: in a quoted string, after a backslash there, its first non-blank unit, the end
    // of its last non-blank unit, its last "@" outside quotes and the end of that "@".
    boolean quoted = false;
    boolean escaped = false;
    int first = -1;
    int afterLast = -1;
    int at = -1;
    int afterAt = -1;
    long addressProblem = OK;
    int i = start;
    while (true) {
      // A run of characters that are neither "@" nor ",", nor quotes, backslashes or blanks (all encoded).
      int run = i;
      i = skip(ADDRESS_PLAIN, s, i, end);
      if (i > run) {
        escaped = false;
        if (first < 0) {
          first = run;
        }
        afterLast = i;
      }
      if (i == end) {
        break;
      }
      char c = s.charAt(i);
      int b;
      int next;
      if (c == '%') {
        b = MailtoSyntax.byteAt(s, i);
        if (b >= 0x80) {
          long sequence = sequence(s, i, end, b, endsAtAmpersand);
          if (problem(sequence) != OK) {
            return sequence;
          }
          next = index(sequence);
        } else if (b == '\r' || b == '\n') {
          return result(i, LINE_BREAK);
        } else {
          next = i + 3;
        }
      } else if (c == '@' || c == ',') {
        b = c;
        next = i + 1;
      } else if (c == '&' && endsAtAmpersand) {
        break;
      } else {
        return result(i, CHAR);
      }
      if (escaped) {
        escaped = false;
        afterLast = next;
      } else if (b == ',' && !quoted) {
        if (addressProblem == OK) {
          addressProblem = addressProblem(i, first, afterLast, at, afterAt, false);
        }
        first = -1;
        afterLast = -1;
        at = -1;
        afterAt = -1;
      } else {
        if (b == '\\' && quoted) {
          escaped = true;
        } else if (b == '"') {
          quoted = !quoted;
        } else if (b == '@' && !quoted) {
          at = i;
          afterAt = next;
        }
        if (b != ' ' && b != '\t') {
          if (first < 0) {
            first = i;
          }
          afterLast = next;
        }
      }
      i = next;
    }
    if (addressProblem == OK && i > start) {
      addressProblem = addressProblem(i, first, afterLast, at, afterAt, quoted);
    }
    return addressProblem != OK ? addressProblem : result(i, OK);
  }

  /**
   * Reads the UTF-8 sequence whose lead byte {@code lead} is the triplet at {@code i} (RFC 3629 section 4:
   * no overlong forms, surrogates or values above U+10FFFF); returns where it ends, or {@link #UTF8} at
   * {@code i}. A character where a continuation triplet belongs ends the sequence too soon, unless it is
   * one to refuse in itself, a character outside qchar that does not end the value ({@link #CHAR} at it).
   */
  private static long sequence(String s, int i, int end, int lead, boolean endsAtAmpersand) {
    int need;
    int lo = 0x80;
    int hi = 0xBF;
    if (lead >= 0xC2 && lead <= 0xDF) {
      need = 1;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
      need = 2;
      lo = lead == 0xE0 ? 0xA0 : 0x80;
      hi = lead == 0xED ? 0x9F : 0xBF;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
      need = 3;
      lo = lead == 0xF0 ? 0x90 : 0x80;
      hi = lead == 0xF4 ? 0x8F : 0xBF;
    } else {
      return result(i, UTF8);
    }
    int j = i + 3;
    for (int k = 0; k < need; k++, j += 3) {
      if (j >= end || s.charAt(j) != '%') {
        boolean refused = j < end && !isIn(QCHAR, s.charAt(j)) && !(s.charAt(j) == '&' && endsAtAmpersand);
        return refused ? result(j, CHAR) : result(i, UTF8);
      }
      int b = MailtoSyntax.byteAt(s, j);
      if (b < lo || b > hi) {
        return result(i, UTF8);
      }
      lo = 0x80;
      hi = 0xBF;
    }
    return result(j, OK);
  }

  /** The problem of the address that ends at {@code end} (a comma or the end of the list), or {@link #OK}. */
  private static long addressProblem(int end, int first, int afterLast, int at, int afterAt, boolean quoted) {
    if (first < 0) {
      return result(end, EMPTY);
    }
    int problem = quoted ? QUOTE
        : at < 0 ? AT_MISSING
        : at == first ? LOCAL_EMPTY
        : afterAt == afterLast ? DOMAIN_EMPTY
        : OK;
    return problem == OK ? OK : result(first, problem);
  }

  /**
   * Reads the header name that starts at {@code start}; returns where its {@code "="} is, or the first of
   * these problems: no {@code "="} before the next {@code "&"} or {@code end} ({@link #EQUALS_MISSING}),
   * a character outside qchar ({@link #CHAR}), a decoded name that is not a field name: empty, or with a
   * byte that is not printable US-ASCII or is {@code ":"} ({@link #FIELD_NAME}).
   */
  static long scanName(String s, int start, int end) {
    int outsideQchar = -1;
    boolean fieldName = true;
    int i = start;
    while (true) {
      i = skip(NAME_PLAIN, s, i, end);
      if (i == end) {
        return result(start, EQUALS_MISSING);
      }
      char c = s.charAt(i);
      if (c == '=') {
        break;
      }
      if (c == '&') {
        return result(start, EQUALS_MISSING);
      }
      int b;
      if (c == '%') {
        b = MailtoSyntax.byteAt(s, i);
        i += 3;
      } else {
        if (outsideQchar < 0 && !isIn(QCHAR, c)) {
          outsideQchar = i;
        }
        b = c;
        i++;
      }
      if (b < 33 || b > 126 || b == ':') {
        fieldName = false;
      }
    }
    if (outsideQchar >= 0) {
      return result(outsideQchar, CHAR);
    }
    if (!fieldName || i == start) {
      return result(start, FIELD_NAME);
    }
    return result(i, OK);
  }

  /** The first index from {@code i} on of a character outside {@code table}, or {@code end}. */
  private static int skip(boolean[] table, String s, int i, int end) {
    while (i < end && isIn(table, s.charAt(i))) {
      i++;
    }
    return i;
  }

  private static boolean isIn(boolean[] table, char c) {
    // The entry at c's low byte, and a high byte of zero: two tests without a branch.
    return table[c & 0xFF] & c >>> 8 == 0;
  }

  private static boolean[] table(CharClass members) {
    boolean[] table = new boolean[256];
    for (int c = 0; c < 128; c++) {
      table[c] = members.contains(c);
    }
    return table;
  }
}
