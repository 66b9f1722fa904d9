package dev.urikit.text;

import dev.urikit.CharClass;

/**
 * The characters {@link Scanner} reads by: what goes on in a bare URI (RFC 3986 section 2: reserved,
 * unreserved and "%", plus the braces, whose balance decides), what ends a sentence around it, what
 * may form a scheme name (section 3.1) or an e-mail local part and domain, and the whitespace that
 * RFC 3986 Appendix C lets a URI be broken by.
 */
final class TextChars {

  private TextChars() {}

  /** The US-ASCII characters a bare URI goes on through; brackets are counted besides. */
  static final CharClass EXTENT_CHARS = CharClass.UNRESERVED.union(CharClass.RESERVED).union(CharClass.of("%{}"));

  /** The characters of an e-mail local part that extraction accepts (a dot-atom of the common ones). */
  static final CharClass LOCAL_PART_CHARS = CharClass.ALPHA.union(CharClass.DIGIT).union(CharClass.of("._+-"));

  /** The characters of a DNS label. */
  static final CharClass HOST_CHARS = CharClass.ALPHA.union(CharClass.DIGIT).union(CharClass.of("-"));

  /** Trailing characters that end a sentence or a quotation rather than a bare URI. */
  static final CharClass TRAILING = CharClass.of(".,;:!?'");

  /** Characters that, right before {@code www.}, make it part of something else. */
  static final CharClass NOT_BEFORE_WWW =
      CharClass.ALPHA.union(CharClass.DIGIT).union(CharClass.of("-._~%/@:+=&#?$\\"));

  /** What may follow a hyphen and a line break in a bare URI for the URI to go on (Appendix C). */
  static final CharClass AFTER_HYPHEN_BREAK = CharClass.ALPHA.union(CharClass.DIGIT).union(CharClass.of("%/_~"));

  /** Whitespace: space, tab, line feed, vertical tab, form feed, carriage return. */
  static final CharClass SPACE = CharClass.of(" \t\n\u000b\f\r");

  /** What a US-ASCII character is to a bare URI: {@link #STOP}, {@link #GO_ON}, {@link #OPEN} or {@link #CLOSE}. */
  static final byte[] EXTENT = new byte[128];

  /** Ends a bare URI (or, whitespace, may be a hyphen break). */
  static final byte STOP = 0;

  /** One of {@link #EXTENT_CHARS} other than a bracket. */
  static final byte GO_ON = 1;

  /** {@code (}, {@code [} or <code>{</code>. */
  static final byte OPEN = 2;

  /** {@code )}, {@code ]} or <code>}</code>. */
  static final byte CLOSE = 3;

  static {
    for (char c = 0; c < 128; c++) {
      EXTENT[c] = EXTENT_CHARS.contains(c) ? GO_ON : STOP;
    }
    for (char c : "([{".toCharArray()) {
      EXTENT[c] = OPEN;
    }
    for (char c : ")]}".toCharArray()) {
      EXTENT[c] = CLOSE;
    }
  }

  /** Whether a bare URI goes on through {@code cp}, a character beyond US-ASCII: a letter, mark, number or symbol. */
  static boolean continuesUri(int cp) {
    switch (Character.getType(cp)) {
      case Character.UPPERCASE_LETTER, Character.LOWERCASE_LETTER, Character.TITLECASE_LETTER,
          Character.MODIFIER_LETTER, Character.OTHER_LETTER, Character.NON_SPACING_MARK,
          Character.ENCLOSING_MARK, Character.COMBINING_SPACING_MARK, Character.DECIMAL_DIGIT_NUMBER,
          Character.LETTER_NUMBER, Character.OTHER_NUMBER, Character.MATH_SYMBOL, Character.CURRENCY_SYMBOL,
          Character.MODIFIER_SYMBOL, Character.OTHER_SYMBOL:
        return true;
      default:
        return false;
    }
  }

  /** Whether {@code c} may be part of a domain name: a label character, a dot, or a letter or digit beyond US-ASCII. */
  static boolean isDomainChar(char c) {
    return c < 128 ? HOST_CHARS.contains(c) || c == '.' : Character.isLetterOrDigit(c);
  }

  /**
   * Whether {@code c} is in {@code chars}, a scheme name's or an e-mail local part's characters; for a
   * local part also a letter or digit beyond US-ASCII.
   */
  static boolean inRun(char c, CharClass chars) {
    return c < 128 ? chars.contains(c) : chars == LOCAL_PART_CHARS && Character.isLetterOrDigit(c);
  }

  /** Whether {@code c} may be part of a scheme name or an e-mail local part. */
  static boolean isNameChar(char c) {
    return inRun(c, LOCAL_PART_CHARS) || inRun(c, CharClass.SCHEME);
  }
}
