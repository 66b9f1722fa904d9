package com.example.tel;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * The character rules of RFC 3966 section 3, read in place in the text (no substrings, so that validation allocates
 * nothing), and the normal form of section 4.
 */
final class TelSyntax {

  private static final String VISUAL_SEPARATORS = "-.()";
  private static final String MARK = "-_.!~*'()";
  private static final String PARAM_UNRESERVED = "[]/:&+$";
  // RFC 2396's reserved characters but ";" (which ends a parameter) and "?" (which ends the path).
  private static final String URIC_RESERVED = "/:@&=+$,";

  private TelSyntax() {}

  /**
   * Where the number that starts at {@code i} ends, or -1 when it has no digit: after "+", phonedigits with at least
   * one DIGIT; otherwise phonedigit-hex ("%23" being "#") with at least one HEXDIG, "*" or "#".
   */
  static int numberEnd(String text, int i, int end, boolean global) {
    boolean digit = false;
    while (i < end) {
      char c = text.charAt(i);
      if (isDigit(c) || (!global && (isHex(c) || c == '*'))) {
        digit = true;
        i++;
      } else if (!global && text.startsWith("%23", i)) {
        digit = true;
        i += 3;
      } else if (VISUAL_SEPARATORS.indexOf(c) >= 0) {
        i++;
      } else {
        break;
      }
    }
    return digit ? i : -1;
  }

  /** Where the pname {@code 1*( alphanum / "-" )} that starts at {@code i} ends. */
  static int nameEnd(String text, int i, int end) {
    while (i < end && (isAlphanum(text.charAt(i)) || text.charAt(i) == '-')) {
      i++;
    }
    return i;
  }

  /** Whether the parameter name {@code text[start, end)} is {@code name}, in any case. */
  static boolean is(String text, int start, int end, String name) {
    return end - start == name.length() && text.regionMatches(true, start, name, 0, name.length());
  }

  /** Whether the parameter is one whose rule requires {@code "="} and a value: ext and isub. */
  static boolean needsValue(String text, int start, int end) {
    return is(text, start, end, "ext") || is(text, start, end, "isub");
  }

  /** Whether a parameter named like {@code text[nameStart, nameEnd)} comes earlier, from {@code paramsStart} on. */
  static boolean seenBefore(String text, int paramsStart, int nameStart, int nameEnd) {
    for (int i = paramsStart; i < nameStart - 1; ) {
      int start = i + 1;
      int end = nameEnd(text, start, nameStart);
      if (end - start == nameEnd - nameStart && text.regionMatches(true, start, text, nameStart, end - start)) {
        return true;
      }
      i = text.indexOf(';', end);   // values hold no ";": the next parameter, at nameStart - 1 at the latest
    }
    return false;
  }

  /**
   * Where the value that starts at {@code i} ends, by the rule of the parameter {@code text[nameStart, nameEnd)}:
   * ext {@code 1*phonedigit}, isub {@code 1*uric}, phone-context the characters of a descriptor, any other
   * {@code 1*paramchar}; -1 when the value is empty or is followed by anything but ";" or the end.
   */
  static int valueEnd(String text, int nameStart, int nameEnd, int i, int end) {
    int start = i;
    boolean ext = is(text, nameStart, nameEnd, "ext");
    boolean isub = is(text, nameStart, nameEnd, "isub");
    boolean context = is(text, nameStart, nameEnd, "phone-context");
    while (i < end) {
      char c = text.charAt(i);
      boolean ok = ext ? isDigit(c) || VISUAL_SEPARATORS.indexOf(c) >= 0
          : context ? isAlphanum(c) || c == '+' || VISUAL_SEPARATORS.indexOf(c) >= 0
          : c == '%' || isAlphanum(c) || MARK.indexOf(c) >= 0
              || (isub ? URIC_RESERVED.indexOf(c) >= 0 : PARAM_UNRESERVED.indexOf(c) >= 0);
      if (!ok) {
        break;
      }
      i += c == '%' ? 3 : 1;   // the generic syntax has checked that two hex digits follow
    }
    return i == start || (i < end && text.charAt(i) != ';') ? -1 : i;
  }

  /** Whether {@code text[start, end)} is a descriptor: "+" and phonedigits with a DIGIT, or a domain name. */
  static boolean isDescriptor(String text, int start, int end) {
    if (start < end && text.charAt(start) == '+') {
      return numberEnd(text, start + 1, end, true) == end;
    }
    // domainname = *( domainlabel "." ) toplabel [ "." ]: labels of letters, digits and inner "-"; the last
    // begins with a letter.
    int lastLabel = -1;
    for (int i = start; i < end; i++) {
      int label = i;
      while (i < end && text.charAt(i) != '.') {
        if (!isAlphanum(text.charAt(i)) && text.charAt(i) != '-') {
          return false;
        }
        i++;
      }
      if (i == label || text.charAt(label) == '-' || text.charAt(i - 1) == '-') {
        return false;
      }
      lastLabel = label;
    }
    return lastLabel >= 0 && !isDigit(text.charAt(lastLabel));
  }

  /**
   * The normal form of a valid tel URI's path (RFC 3966 section 4): without visual separators in numbers, lower case
   * but for percent-encoding, parameters in the order of section 3.
   */
  static String normalize(String path) {
    int semicolon = path.indexOf(';');
    StringBuilder out = new StringBuilder(path.length());
    appendDigits(path, 0, semicolon < 0 ? path.length() : semicolon, out);
    if (semicolon < 0) {
      return out.toString();
    }
    List<String[]> parameters = new ArrayList<>();
    for (String parameter : path.substring(semicolon + 1).split(";", -1)) {
      int equals = parameter.indexOf('=');
      String name = (equals < 0 ? parameter : parameter.substring(0, equals)).toLowerCase(Locale.ROOT);
      parameters.add(new String[] {name, equals < 0 ? null : parameter.substring(equals + 1)});
    }
    parameters.sort(Comparator.<String[]>comparingInt(p -> rank(p[0])).thenComparing(p -> p[0]));
    for (String[] parameter : parameters) {
      out.append(';').append(parameter[0]);
      String value = parameter[1];
      if (value == null) {
        continue;
      }
      out.append('=');
      if (parameter[0].equals("ext") || (parameter[0].equals("phone-context") && value.startsWith("+"))) {
        int before = out.length();
        appendDigits(value, 0, value.length(), out);
        if (out.length() == before) {
          out.append('-');   // ext=1*phonedigit may be separators alone, all of them equal: "-" stands for them
        }
      } else {
        appendLowerCase(value, out);
      }
    }
    return out.toString();
  }

  /** Section 3's order: isub, ext, phone-context, then the other parameters by name. */
  private static int rank(String name) {
    switch (name) {
      case "isub": return 0;
      case "ext": return 1;
      case "phone-context": return 2;
      default: return 3;
    }
  }

  private static void appendDigits(String text, int start, int end, StringBuilder out) {
    for (int i = start; i < end; i++) {
      char c = text.charAt(i);
      if (c == '%') {
        out.append(text, i, i + 3);
        i += 2;
      } else if (VISUAL_SEPARATORS.indexOf(c) < 0) {
        out.append(Character.toLowerCase(c));
      }
    }
  }

  private static void appendLowerCase(String text, StringBuilder out) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '%') {
        out.append(text, i, i + 3);
        i += 2;
      } else {
        out.append(Character.toLowerCase(c));
      }
    }
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  private static boolean isHex(char c) {
    return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
  }

  private static boolean isAlphanum(char c) {
    return isDigit(c) || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }
}
