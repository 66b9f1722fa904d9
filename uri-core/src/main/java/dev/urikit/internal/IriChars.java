package dev.urikit.internal;

import dev.urikit.CharClass;
import dev.urikit.spi.IdnaMapping;
import java.text.Normalizer;

/**
 * The characters an IRI adds to a URI (RFC 3987 section 2.2), and those of them that a URI converted
 * for display may show decoded (sections 3.2, 4.1 and 6.1).
 *
 * <pre>
 * ucschar  = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF / %x10000-1FFFD / ... / %xD0000-DFFFD / %xE1000-EFFFD
 * iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD
 * </pre>
 *
 * <p>Characters are read as UTF-16: a supplementary character is a surrogate pair, and a lone surrogate
 * is in neither set.
 */
public final class IriChars {

  private IriChars() {}

  /** The length in UTF-16 units of the {@code ucschar} at {@code i} of {@code s}, or 0 when it is none. */
  public static int ucscharLength(String s, int n, int i) {
    return length(s, n, i, false);
  }

  /**
   * The length in UTF-16 units of the {@code ucschar} or {@code iprivate} character at {@code i} of
   * {@code s}, which a query may hold, or 0 when it is neither.
   */
  public static int queryCharLength(String s, int n, int i) {
    return length(s, n, i, true);
  }

  /**
   * The end of the run of {@code ucschar} characters that starts at {@code i} of {@code s}: {@code i}
   * itself when there is none. Most characters of the scripts people write, U+00A0 to U+D7FF, are read by
   * one comparison each.
   */
  public static int ucscharEnd(String s, int n, int i) {
    return runEnd(s, n, i, false);
  }

  /** As {@link #ucscharEnd}, for a run of {@code ucschar} and {@code iprivate}, which a query may hold. */
  public static int queryCharEnd(String s, int n, int i) {
    return runEnd(s, n, i, true);
  }

  private static int runEnd(String s, int n, int i, boolean query) {
    while (i < n) {
      char c = s.charAt(i);
      if (c >= 0xA0 && c <= 0xD7FF) {
        i++;
        continue;
      }
      int k = length(s, n, i, query);
      if (k == 0) {
        break;
      }
      i += k;
    }
    return i;
  }

  /** Whether {@code cp} is a {@code ucschar}. */
  public static boolean isUcschar(int cp) {
    if (cp < 0x10000) {
      return cp >= 0xA0 && (cp <= 0xD7FF || (cp >= 0xF900 && cp <= 0xFDCF) || (cp >= 0xFDF0 && cp <= 0xFFEF));
    }
    if ((cp & 0xFFFF) > 0xFFFD || cp > 0x10FFFF) {
      return false;
    }
    return cp < 0xE0000 || (cp >= 0xE1000 && cp < 0xF0000);
  }

  /** Whether {@code cp} is an {@code iprivate} character: private use, which only a query may hold. */
  public static boolean isIprivate(int cp) {
    return (cp >= 0xE000 && cp <= 0xF8FF) || (cp >= 0xF0000 && cp <= 0x10FFFF && (cp & 0xFFFF) <= 0xFFFD);
  }

  private static int length(String s, int n, int i, boolean query) {
    char c = s.charAt(i);
    if (c < 0xA0) {
      return 0;
    }
    if (!Character.isSurrogate(c)) {
      return isUcschar(c) || (query && isIprivate(c)) ? 1 : 0;
    }
    if (!Character.isHighSurrogate(c) || i + 1 >= n || !Character.isLowSurrogate(s.charAt(i + 1))) {
      return 0;
    }
    int cp = Character.toCodePoint(c, s.charAt(i + 1));
    return isUcschar(cp) || (query && isIprivate(cp)) ? 2 : 0;
  }

  /**
   * Whether a URI converted for display may show {@code cp} decoded: a {@code ucschar} that is not a
   * bidirectional formatting character or other format control (section 4.1), not a space, separator,
   * control or unassigned code point, and not a look-alike of a delimiter that would read as another
   * structure (section 6.1: {@code U+FF0F}, {@code U+2215} and {@code U+3002} look like {@code "/"},
   * {@code "/"} and {@code "."}). Private-use characters stay encoded too: nobody can tell them apart.
   */
  public static boolean isDisplayable(int cp) {
    if (!isUcschar(cp)) {
      return false;
    }
    switch (Character.getType(cp)) {
      case Character.UNASSIGNED:
      case Character.CONTROL:
      case Character.FORMAT:
      case Character.PRIVATE_USE:
      case Character.SURROGATE:
      case Character.SPACE_SEPARATOR:
      case Character.LINE_SEPARATOR:
      case Character.PARAGRAPH_SEPARATOR:
        return false;
      default:
        break;
    }
    if (isDelimiterLookAlike(cp)) {
      return false;
    }
    // A compatibility character that stands for ASCII other than letters and digits (the fullwidth
    // solidus, the small commercial at) reads as that delimiter.
    String folded = Normalizer.normalize(new String(Character.toChars(cp)), Normalizer.Form.NFKC);
    for (int i = 0; i < folded.length(); i++) {
      char f = folded.charAt(i);
      if (f < 0x80 && !CharClass.ALPHA.contains(f) && !CharClass.DIGIT.contains(f)) {
        return false;
      }
    }
    return true;
  }

  /** Slashes, colons and full stops that compatibility folding leaves alone but a reader takes for delimiters. */
  private static boolean isDelimiterLookAlike(int cp) {
    switch (cp) {
      case 0x0589: // ARMENIAN FULL STOP, a colon
      case 0x05C3: // HEBREW PUNCTUATION SOF PASUQ, a colon
      case 0x2044: // FRACTION SLASH
      case 0x2215: // DIVISION SLASH
      case 0x2236: // RATIO, a colon
      case 0x29F8: // BIG SOLIDUS
      case 0x3002: // IDEOGRAPHIC FULL STOP, a label separator in IDNA
      case 0xA789: // MODIFIER LETTER COLON
      case 0xFF61: // HALFWIDTH IDEOGRAPHIC FULL STOP, a label separator in IDNA
        return true;
      default:
        return false;
    }
  }

  /**
   * A host name of a scheme with DNS hosts, for display: its U-labels when the installed
   * {@link IdnaMapping} gives them ({@code xn--bcher-kva.example} gives {@code bücher.example}), they hold
   * nothing that {@link #isDisplayable} refuses, and they map back to the same A-labels, case aside;
   * otherwise the name as it is. The one path of {@link dev.urikit.UriReference#toIri()} and
   * {@link dev.urikit.spi.HostRules#toUnicode(String)}.
   */
  public static String unicodeHost(String host) {
    if (indexOfAceLabel(host) < 0) {
      return host;
    }
    IdnaMapping mapping = IdnaMapping.installed();
    String unicode = mapping.toUnicode(host);
    boolean ascii = true;
    for (int i = 0; i < unicode.length(); ) {
      int cp = unicode.codePointAt(i);
      if (cp < 0x80 ? !CharClass.REG_NAME.contains(cp) && cp != '%' : !isDisplayable(cp)) {
        return host;
      }
      ascii &= cp < 0x80;
      i += Character.charCount(cp);
    }
    if (ascii) {
      return host;
    }
    try {
      return mapping.toAscii(unicode).equalsIgnoreCase(host) ? unicode : host;
    } catch (IllegalArgumentException e) {
      return host;
    }
  }

  /** Where an A-label prefix {@code "xn--"} starts in {@code s}, in any case, or -1. */
  public static int indexOfAceLabel(String s) {
    for (int i = s.indexOf("--"); i >= 2; i = s.indexOf("--", i + 1)) {
      if ((s.charAt(i - 2) | 0x20) == 'x' && (s.charAt(i - 1) | 0x20) == 'n') {
        return i - 2;
      }
    }
    return -1;
  }
}
