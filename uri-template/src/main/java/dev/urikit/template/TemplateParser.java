package dev.urikit.template;

import dev.urikit.template.UriTemplateSyntaxException.Kind;
import java.util.ArrayList;
import java.util.List;

/**
 * The grammar of RFC 6570 section 2 in one forward pass: literals (2.1), expressions (2.2), variable
 * names (2.3) and value modifiers (2.4). Every refusal is a {@link UriTemplateSyntaxException} at the
 * first offending character.
 */
final class TemplateParser {

  /** {@code max-length = %x31-39 0*3DIGIT}: at most four digits. */
  private static final int MAX_PREFIX_DIGITS = 4;

  private final String text;
  private final List<Part> parts = new ArrayList<>();

  private TemplateParser(String text) {
    this.text = text;
  }

  static List<Part> parse(String text) {
    TemplateParser parser = new TemplateParser(text);
    parser.run();
    return List.copyOf(parser.parts);
  }

  private void run() {
    int n = text.length();
    int i = 0;
    int literalStart = 0;
    while (i < n) {
      char c = text.charAt(i);
      if (c == '{') {
        if (i > literalStart) {
          parts.add(new Part.Literal(text.substring(literalStart, i)));
        }
        i = expression(i);
        literalStart = i;
      } else if (c == '}') {
        throw new UriTemplateSyntaxException(Kind.STRAY_CLOSING_BRACE, i, "'}' outside an expression at index " + i);
      } else {
        i = literal(i);
      }
    }
    if (n > literalStart) {
      parts.add(new Part.Literal(text.substring(literalStart, n)));
    }
  }

  /** Checks the literal character at {@code i} and returns the index after it. */
  private int literal(int i) {
    char c = text.charAt(i);
    if (c == '%') {
      return percentTriplet(i);
    }
    if (c < 0x80) {
      if (!isAsciiLiteral(c)) {
        throw new UriTemplateSyntaxException(Kind.INVALID_LITERAL, i, "invalid literal character "
            + describe(c) + " at index " + i);
      }
      return i + 1;
    }
    int cp = text.codePointAt(i);
    if (Character.isSurrogate((char) cp) || !(isUcschar(cp) || isIprivate(cp))) {
      throw new UriTemplateSyntaxException(Kind.INVALID_LITERAL, i, String.format(
          "invalid literal character U+%04X at index %d", cp, i));
    }
    return i + Character.charCount(cp);
  }

  /** Parses the expression whose "{" is at {@code open}; returns the index after its "}". */
  private int expression(int open) {
    int n = text.length();
    int i = open + 1;
    if (i >= n) {
      throw unclosed(open);
    }
    char c = text.charAt(i);
    Operator operator = Operator.of(c);
    if (operator != null) {
      i++;
    } else if (Operator.isReserved(c)) {
      throw new UriTemplateSyntaxException(Kind.RESERVED_OPERATOR, i, "operator '" + c
          + "' is reserved for future extensions (RFC 6570 section 2.2) at index " + i);
    } else {
      operator = Operator.SIMPLE;
    }
    List<VarSpec> variables = new ArrayList<>();
    while (true) {
      int nameStart = i;
      i = variableName(i, open);
      String name = text.substring(nameStart, i);
      int prefix = 0;
      boolean explode = false;
      if (i < n && text.charAt(i) == ':') {
        i++;
        int digitsStart = i;
        while (i < n && text.charAt(i) >= '0' && text.charAt(i) <= '9' && i - digitsStart < MAX_PREFIX_DIGITS) {
          prefix = prefix * 10 + (text.charAt(i) - '0');
          i++;
        }
        if (i == digitsStart || text.charAt(digitsStart) == '0') {
          throw invalidPrefix(digitsStart, "a prefix must be 1 to 9999 without leading zeros");
        }
      } else if (i < n && text.charAt(i) == '*') {
        explode = true;
        i++;
      }
      variables.add(new VarSpec(name, prefix, explode, nameStart));
      if (i >= n) {
        throw unclosed(open);
      }
      c = text.charAt(i);
      if (c == '}') {
        parts.add(new Part.Expression(operator, List.copyOf(variables), text.substring(open, i + 1), open));
        return i + 1;
      }
      if (c == ',') {
        i++;
        continue;
      }
      if (prefix > 0 && (c >= '0' && c <= '9')) {
        throw invalidPrefix(i, "a prefix must be at most 9999");
      }
      if (prefix > 0 || explode) {
        throw invalidPrefix(i, "expected ',' or '}' after the modifier");
      }
      throw new UriTemplateSyntaxException(Kind.INVALID_VARIABLE_NAME, i, "invalid character "
          + describe(c) + " in a variable name at index " + i);
    }
  }

  /** Reads {@code varname = varchar *( ["."] varchar )} from {@code i}; returns the index after it. */
  private int variableName(int i, int open) {
    int n = text.length();
    int start = i;
    boolean afterDot = true;
    while (i < n) {
      char c = text.charAt(i);
      if (c == '%') {
        i = percentTriplet(i);
        afterDot = false;
      } else if (isVarchar(c)) {
        i++;
        afterDot = false;
      } else if (c == '.' && !afterDot) {
        i++;
        afterDot = true;
      } else {
        break;
      }
    }
    if (i == start && i >= n) {
      throw unclosed(open);
    }
    if (i == start || afterDot) {
      int at = i == start || (i < n && text.charAt(i) == '.') ? i : i - 1;
      String what = i == start ? "an empty variable name" : "a variable name ending in '.'";
      throw new UriTemplateSyntaxException(Kind.INVALID_VARIABLE_NAME, at, what + " at index " + at);
    }
    return i;
  }

  private int percentTriplet(int i) {
    if (i + 2 < text.length() && isHex(text.charAt(i + 1)) && isHex(text.charAt(i + 2))) {
      return i + 3;
    }
    throw new UriTemplateSyntaxException(Kind.INVALID_PERCENT_ENCODING, i,
        "'%' not followed by two hexadecimal digits at index " + i);
  }

  private UriTemplateSyntaxException unclosed(int open) {
    return new UriTemplateSyntaxException(Kind.UNCLOSED_EXPRESSION, open, "unclosed expression at index " + open);
  }

  private static UriTemplateSyntaxException invalidPrefix(int i, String why) {
    return new UriTemplateSyntaxException(Kind.INVALID_PREFIX, i, "invalid prefix modifier at index " + i
        + ": " + why);
  }

  /** {@code literals}' ASCII part: {@code %x21 / %x23-24 / %x26 / %x28-3B / %x3D / %x3F-5B / %x5D / %x5F / %x61-7A / %x7E}. */
  static boolean isAsciiLiteral(char c) {
    return c == 0x21 || c == 0x23 || c == 0x24 || c == 0x26 || (c >= 0x28 && c <= 0x3B) || c == 0x3D
        || (c >= 0x3F && c <= 0x5B) || c == 0x5D || c == 0x5F || (c >= 0x61 && c <= 0x7A) || c == 0x7E;
  }

  /** {@code varchar = ALPHA / DIGIT / "_" / pct-encoded}, without the pct-encoded triplets. */
  private static boolean isVarchar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
  }

  private static boolean isHex(char c) {
    return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'F') || (c >= 'a' && c <= 'f');
  }

  /** RFC 3987 {@code ucschar}: U+A0-D7FF, U+F900-FDCF, U+FDF0-FFEF, then each plane but its last two code points. */
  private static boolean isUcschar(int cp) {
    if (cp < 0x10000) {
      return (cp >= 0xA0 && cp <= 0xD7FF) || (cp >= 0xF900 && cp <= 0xFDCF) || (cp >= 0xFDF0 && cp <= 0xFFEF);
    }
    int low = cp & 0xFFFF;
    int plane = cp >> 16;
    return plane <= 0xE && low <= 0xFFFD && (plane != 0xE || low >= 0x1000);
  }

  /** RFC 3987 {@code iprivate}: U+E000-F8FF, U+F0000-FFFFD, U+100000-10FFFD. */
  private static boolean isIprivate(int cp) {
    return (cp >= 0xE000 && cp <= 0xF8FF) || (cp >= 0xF0000 && (cp & 0xFFFF) <= 0xFFFD);
  }

  private static String describe(char c) {
    return c < 0x20 || c == 0x7F ? String.format("U+%04X", (int) c) : "'" + c + "'";
  }
}
