package dev.urikit.http;

import dev.urikit.HostType;
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

  /** The first violation in {@code s[start, end)}, a host of type {@code type}, or null. */
  @Nullable SchemeViolation check(String s, int start, int end, HostType type) {
    switch (type) {
      case IPV4:
      case IPV6:
        return null;
      case IPVFUTURE:
        return new SchemeViolation(start, ipvFuture);
      case REG_NAME:
      default:
        return checkName(s, start, end);
    }
  }

  private @Nullable SchemeViolation checkName(String s, int start, int end) {
    if (start == end) {
      return new SchemeViolation(start, empty);
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
        return new SchemeViolation(at, nonAscii);
      }
      if (b == '.') {
        if (labelLength == 0) {
          return new SchemeViolation(at, emptyLabel);
        }
        if (previous == '-') {
          return new SchemeViolation(previousAt, hyphen);
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
        return new SchemeViolation(at, character);
      }
      if (b == '-' && labelLength == 0) {
        return new SchemeViolation(at, hyphen);
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
        return new SchemeViolation(labelStart, labelTooLong);
      }
      previous = b;
      previousAt = at;
    }
    if (labelLength > 0) {
      if (previous == '-') {
        return new SchemeViolation(previousAt, hyphen);
      }
      lastLabelStart = labelStart;
      lastDigitsOnly = digitsOnly;
      lastHex = hex;
    } else {
      // A trailing dot (an absolute name) ends the name: it is not counted and adds no label.
      total--;
    }
    if (total > MAX_NAME) {
      return new SchemeViolation(start, nameTooLong);
    }
    if (lastDigitsOnly || lastHex) {
      return new SchemeViolation(lastLabelStart, numeric);
    }
    return null;
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
