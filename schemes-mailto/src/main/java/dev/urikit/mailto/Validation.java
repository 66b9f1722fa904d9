package dev.urikit.mailto;

import dev.urikit.CharClass;

/**
 * The checks of {@link MailtoScheme#validate} and of {@link MailtoUriBuilder}, each one forward pass over
 * raw text that reads a percent-triplet as the byte it stands for: no decoding into strings, no
 * allocation. {@link Rules} gives each problem its code and rule text.
 *
 * <p>{@link #scan} reads a value (the addresses before {@code "?"} or one header value) and checks at
 * once what RFC 6068 section 2 asks of its characters, that its decoded bytes are well-formed UTF-8
 * (RFC 3629 section 4: no overlong forms, surrogates or values above U+10FFFF), the rules against header
 * injection (no line break or other control character outside the body, no NUL in it: RFC 6068 sections
 * 5 and 7, RFC 5322 sections 2.2 and 3.5) and, for an address list, every address ({@link AddressList}).
 * {@link #scanName} reads a header name.
 *
 * <p>A result packs an index and a problem as {@code index << 4 | problem}; {@link #problem(long)} and
 * {@link #index(long)} unpack it. With {@link #OK} the index is where the scan stopped: at the
 * {@code "="} after a name, at the {@code "&"} or the end after a value. Otherwise it is where the
 * problem is. Of several problems in one value the first met reading forward wins (a broken UTF-8
 * sequence is met at the byte that breaks it and reported where it starts), except that an address
 * problem is reported only when the characters, the UTF-8 and the control characters of the whole value
 * are fine.
 */
final class Validation {

  static final int OK = 0;
  /** A character outside qchar, which must be percent-encoded (RFC 6068 section 2). */
  static final int CHAR = 1;
  /** Decoded bytes that stop being well-formed UTF-8 here: the index is where the sequence starts. */
  static final int UTF8 = 2;
  /** A decoded CR or LF outside the body (RFC 6068 sections 5 and 7). */
  static final int LINE_BREAK = 3;
  /** Another control character outside the body: C0 but HTAB, DEL, C1, U+2028 or U+2029. */
  static final int CONTROL = 4;
  /** A decoded NUL in the body (RFC 5322 section 3.5, text). */
  static final int NUL = 5;
  /** An address without {@code "@"} outside a quoted string; this and the next seven are address problems. */
  static final int AT_MISSING = 6;
  /** A second {@code "@"} outside a quoted string: the index is where it is. */
  static final int AT_EXTRA = 7;
  /** An address whose {@code "@"} comes first. */
  static final int LOCAL_EMPTY = 8;
  /** An address with nothing after its {@code "@"}. */
  static final int DOMAIN_EMPTY = 9;
  /** Nothing but spaces and tabs between two commas, or after the last one. */
  static final int EMPTY = 10;
  /** A quoted string that is not closed. */
  static final int QUOTE = 11;
  /** A local part that is neither dot-atom-text nor quoted-string: the index is where it stops being one. */
  static final int LOCAL_PART = 12;
  /** A domain that is neither dot-atom-text nor a domain literal: the index is where it stops being one. */
  static final int DOMAIN = 13;
  /** A header field without {@code "="}: the index is where the field starts. */
  static final int EQUALS_MISSING = 14;
  /** A header name that is not a field name (RFC 5322 section 3.6.8): the index is where it starts. */
  static final int FIELD_NAME = 15;

  /** What a value holds, which decides where it ends and what it may hold. */
  enum Content {
    /** The addresses before {@code "?"}: they end at the given end, and an {@code "&"} is a character to refuse. */
    PATH_ADDRESSES(true, false, false),
    /** The value of a {@code to}, {@code cc} or {@code bcc} header: a list of addresses. */
    ADDRESS_HEADER(true, true, false),
    /** The value of any other header but the body. */
    HEADER(false, true, false),
    /** The value of the {@code body} header, which alone may hold line breaks and other controls but NUL. */
    BODY(false, true, true);

    final boolean addresses;
    final boolean endsAtAmpersand;
    final boolean body;

    Content(boolean addresses, boolean endsAtAmpersand, boolean body) {
      this.addresses = addresses;
      this.endsAtAmpersand = endsAtAmpersand;
      this.body = body;
    }
  }

  // Tables of 256 entries, 128 to 255 false, read at a character's low byte (see isIn), so that the
  // compiler drops the range check.

  /** {@link MailtoSyntax#QCHAR} as a table. */
  static final boolean[] QCHAR = table(MailtoSyntax.QCHAR);

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

  static long result(int index, int problem) {
    return (long) index << 4 | problem;
  }

  /**
   * Reads the value that starts at {@code start} and ends at {@code end} or, unless it holds the addresses
   * before {@code "?"}, at the first {@code "&"}; returns its first problem or where it ends.
   */
  static long scan(String s, int start, int end, Content content) {
    return content.addresses
        ? AddressList.scan(s, start, end, content.endsAtAmpersand)
        : text(s, start, end, content.body);
  }

  /** {@link #scan} for a header value that is not a list of addresses. */
  private static long text(String s, int start, int end, boolean body) {
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
        long sequence = sequence(s, i, end, b, true, !body);
        if (problem(sequence) != OK) {
          return sequence;
        }
        i = index(sequence);
      } else {
        int problem = asciiControl(b, body);
        if (problem != OK) {
          return result(i, problem);
        }
        i += 3;
      }
    }
  }

  /**
   * The problem of the decoded US-ASCII byte {@code b}: in the body only NUL is refused; elsewhere CR and
   * LF ({@link #LINE_BREAK}) and the other C0 controls but HTAB, and DEL ({@link #CONTROL}).
   */
  static int asciiControl(int b, boolean body) {
    if (body) {
      return b == 0 ? NUL : OK;
    }
    if (b == '\r' || b == '\n') {
      return LINE_BREAK;
    }
    return (b < 0x20 && b != '\t') || b == 0x7F ? CONTROL : OK;
  }

  /**
   * Reads the UTF-8 sequence whose lead byte {@code lead} is the triplet at {@code i} (RFC 3629 section 4:
   * no overlong forms, surrogates or values above U+10FFFF); returns where it ends, {@link #UTF8} at
   * {@code i}, or, with {@code controls} set, {@link #CONTROL} at {@code i} for a C1 control (U+0080 to
   * U+009F, NEL among them) or a line or paragraph separator (U+2028, U+2029). A character where a
   * continuation triplet belongs ends the sequence too soon, unless it is one to refuse in itself, a
   * character outside qchar that does not end the value ({@link #CHAR} at it).
   */
  static long sequence(String s, int i, int end, int lead, boolean endsAtAmpersand, boolean controls) {
    int need;
    int lo = 0x80;
    int hi = 0xBF;
    int codePoint;
    if (lead >= 0xC2 && lead <= 0xDF) {
      need = 1;
      codePoint = lead & 0x1F;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
      need = 2;
      lo = lead == 0xE0 ? 0xA0 : 0x80;
      hi = lead == 0xED ? 0x9F : 0xBF;
      codePoint = lead & 0x0F;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
      need = 3;
      lo = lead == 0xF0 ? 0x90 : 0x80;
      hi = lead == 0xF4 ? 0x8F : 0xBF;
      codePoint = lead & 0x07;
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
      codePoint = codePoint << 6 | (b & 0x3F);
      lo = 0x80;
      hi = 0xBF;
    }
    if (controls && (codePoint <= 0x9F || codePoint == 0x2028 || codePoint == 0x2029)) {
      return result(i, CONTROL);
    }
    return result(j, OK);
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
  static int skip(boolean[] table, String s, int i, int end) {
    while (i < end && isIn(table, s.charAt(i))) {
      i++;
    }
    return i;
  }

  static boolean isIn(boolean[] table, char c) {
    // The entry at c's low byte, and a high byte of zero: two tests without a branch.
    return table[c & 0xFF] & c >>> 8 == 0;
  }

  static boolean[] table(CharClass members) {
    boolean[] table = new boolean[256];
    for (int c = 0; c < 128; c++) {
      table[c] = members.contains(c);
    }
    return table;
  }
}
