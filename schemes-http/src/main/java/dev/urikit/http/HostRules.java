package dev.urikit.http;

import dev.urikit.spi.SchemeViolation;
import org.jspecify.annotations.Nullable;

/**
 * The host rules of the http family, checked without allocating on success.
 *
 * <table>
 *   <caption>What a host may be</caption>
 *   <tr><th>host</th><th>result</th></tr>
 *   <tr><td>{@code example.com}, {@code EXAMPLE.com.}, {@code _srv.example}, {@code ex%61mple.com}</td><td>accepted</td></tr>
 *   <tr><td>{@code 192.0.2.1}, {@code [2001:db8::1]}</td><td>accepted</td></tr>
 *   <tr><td>{@code ""}, {@code [v1.x]}</td><td>refused: empty, IPvFuture</td></tr>
 *   <tr><td>{@code a%2Fb}, {@code a%40b}, {@code a%00b}, {@code a!b}, {@code %EF%BC%8F}</td><td>refused: not a DNS name once decoded</td></tr>
 *   <tr><td>{@code 256.1.1.1}, {@code 0x7f.1}, {@code 192.168.0.%31}, {@code 1}</td><td>refused: a number where a name belongs</td></tr>
 * </table>
 */
final class HostRules {

  static final int MAX_LABEL = 63;
  static final int MAX_NAME = 253;

  private final String empty;
  private final String ipvFuture;
  private final String character;
  private final String nonAscii;
  private final String emptyLabel;
  private final String hyphen;
  private final String labelTooLong;
  private final String nameTooLong;
  private final String numeric;

  HostRules(String section) {
    empty = "the host must not be empty (" + section + ")";
    ipvFuture = "an IPvFuture host cannot be reached (" + section + ")";
    character = "the host must be a DNS name: letters, digits, '-', '_' and '.' once percent-decoded ("
        + section + ", RFC 1123 section 2.1)";
    nonAscii = "a non-ASCII host must be written as its IDNA A-label (\"xn--...\"), not percent-encoded "
        + "(RFC 3986 section 3.2.2, RFC 5890)";
    emptyLabel = "the host has an empty label (RFC 1034 section 3.5)";
    hyphen = "a host label must not start or end with '-' (RFC 1123 section 2.1)";
    labelTooLong = "a host label is longer than 63 octets (RFC 1035 section 2.3.4)";
    nameTooLong = "the host is longer than 253 octets (RFC 1035 section 2.3.4)";
    numeric = "the host is a number but not a canonical dotted-quad IPv4 address (RFC 3986 section 7.4)";
  }

  /** The violation for an IPvFuture literal starting at {@code start}. */
  SchemeViolation ipvFuture(int start) {
    return new SchemeViolation(start, "http.host.ipvfuture", ipvFuture);
  }

  /**
   * The first violation in the registered name {@code s[start, end)}, or null (an IPv4 address, which
   * the core has already typed, needs no check). Names without percent-encoding, nearly all of them, take one table-driven pass; an encoded one
   * is decoded as it is read by {@link #checkEncodedName}.
   */
  @Nullable SchemeViolation checkName(String s, int start, int end) {
    if (start == end) {
      return new SchemeViolation(start, "http.host.empty", empty);
    }
    int labelStart = start;
    int i = start;
    while (true) {
      // One label: its first character, then a tight loop over the rest up to its 64th character.
      if (s.charAt(labelStart) == '-') {
        return new SchemeViolation(labelStart, "http.host.hyphen", hyphen);
      }
      int limit = Math.min(end, labelStart + MAX_LABEL);
      char c = 0;
      while (i < limit && (c = s.charAt(i)) != '.') {
        if (c >= 128 || !NAME_CHARACTERS[c]) {
          return notName(s, start, end, i, c);
        }
        i++;
      }
      if (i < end && c != '.') {
        // The label's 64th character: a bad one is reported as such, any other makes the label too long.
        c = s.charAt(i);
        if (c != '.') {
          return c >= 128 || !NAME_CHARACTERS[c]
              ? notName(s, start, end, i, c)
              : new SchemeViolation(labelStart, "http.host.label-length", labelTooLong);
        }
      }
      if (i == labelStart) {
        return new SchemeViolation(i, "http.host.empty-label", emptyLabel);
      }
      if (s.charAt(i - 1) == '-') {
        return new SchemeViolation(i - 1, "http.host.hyphen", hyphen);
      }
      if (i == end || i + 1 == end) {
        // The last label; a trailing dot (an absolute name) ends the name: it is not counted and adds no label.
        if (i - start > MAX_NAME) {
          return new SchemeViolation(start, "http.host.length", nameTooLong);
        }
        return isNumber(s, labelStart, i) ? new SchemeViolation(labelStart, "http.host.numeric", numeric) : null;
      }
      labelStart = ++i;
    }
  }

  /** The violation for the character {@code c} at {@code i}, which cannot be in a name as written. */
  private @Nullable SchemeViolation notName(String s, int start, int end, int i, char c) {
    return c == '%' ? checkEncodedName(s, start, end) : new SchemeViolation(i, "http.host.character", character);
  }

  /** Whether the label {@code s[start, end)} reads as a number: all decimal digits, or "0x" and hex digits. */
  private static boolean isNumber(String s, int start, int end) {
    boolean hex = end - start >= 2 && s.charAt(start) == '0' && (s.charAt(start + 1) | 0x20) == 'x';
    for (int i = hex ? start + 2 : start; i < end; i++) {
      char c = s.charAt(i);
      if (!(c >= '0' && c <= '9') && !(hex && hexValue(c) >= 0)) {
        return false;
      }
    }
    return true;
  }

  /** The general check, for a name with percent-encoding: each triplet is one octet of the name. */
  private @Nullable SchemeViolation checkEncodedName(String s, int start, int end) {
    if (start == end) {
      return new SchemeViolation(start, "http.host.empty", empty);
    }
    int total = 0;
    int labelStart = start;
    int labelLength = 0;
    int previous = -1;
    int previousAt = start;
    boolean digitsOnly = true;
    boolean hex = false;
    int lastLabelStart = start;
    boolean lastDigitsOnly = false;
    boolean lastHex = false;
    int i = start;
    while (i < end) {
      int at = i;
      int b = s.charAt(i);
      if (b == '%') {
        b = hexValue(s.charAt(i + 1)) << 4 | hexValue(s.charAt(i + 2));
        i += 3;
      } else {
        i++;
      }
      if (b >= 0x80) {
        return new SchemeViolation(at, "http.host.non-ascii", nonAscii);
      }
      if (b == '.') {
        if (labelLength == 0) {
          return new SchemeViolation(at, "http.host.empty-label", emptyLabel);
        }
        if (previous == '-') {
          return new SchemeViolation(previousAt, "http.host.hyphen", hyphen);
        }
        lastLabelStart = labelStart;
        lastDigitsOnly = digitsOnly;
        lastHex = hex;
        total++;
        labelStart = i;
        labelLength = 0;
        digitsOnly = true;
        hex = false;
        previous = b;
        previousAt = at;
        continue;
      }
      if (!isNameCharacter(b)) {
        return new SchemeViolation(at, "http.host.character", character);
      }
      if (b == '-' && labelLength == 0) {
        return new SchemeViolation(at, "http.host.hyphen", hyphen);
      }
      if (labelLength == 1 && (b | 0x20) == 'x' && previous == '0') {
        hex = true;
      } else if (hex && hexValue((char) b) < 0) {
        hex = false;
      }
      digitsOnly &= b >= '0' && b <= '9';
      labelLength++;
      total++;
      if (labelLength > MAX_LABEL) {
        return new SchemeViolation(labelStart, "http.host.label-length", labelTooLong);
      }
      previous = b;
      previousAt = at;
    }
    if (labelLength > 0) {
      if (previous == '-') {
        return new SchemeViolation(previousAt, "http.host.hyphen", hyphen);
      }
      lastLabelStart = labelStart;
      lastDigitsOnly = digitsOnly;
      lastHex = hex;
    } else {
      // A trailing dot (an absolute name) ends the name: it is not counted and adds no label.
      total--;
    }
    if (total > MAX_NAME) {
      return new SchemeViolation(start, "http.host.length", nameTooLong);
    }
    if (lastDigitsOnly || lastHex) {
      return new SchemeViolation(lastLabelStart, "http.host.numeric", numeric);
    }
    return null;
  }

  /** Letters, digits, "-" and "_": the characters of a DNS label (RFC 1123 section 2.1, and "_" for service names). */
  private static final boolean[] NAME_CHARACTERS = new boolean[128];

  static {
    for (int c = 0; c < 128; c++) {
      NAME_CHARACTERS[c] = isNameCharacter(c);
    }
  }

  private static boolean isNameCharacter(int b) {
    return (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z') || (b >= '0' && b <= '9') || b == '-' || b == '_';
  }

  private static int hexValue(char c) {
    if (c >= '0' && c <= '9') {
      return c - '0';
    }
    int lower = c | 0x20;
    return lower >= 'a' && lower <= 'f' ? lower - 'a' + 10 : -1;
  }
}
