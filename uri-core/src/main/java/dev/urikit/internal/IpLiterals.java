package dev.urikit.internal;

import dev.urikit.CharClass;

/**
 * Recognizers for the host forms of RFC 3986 section 3.2.2 that are not registered names.
 *
 * <p>The scanners check {@code text[start, end)} and return -1 when the whole range matches,
 * otherwise the index of the first character that cannot belong to the rule ({@code end} when the
 * range ends too early). They allocate nothing.
 */
public final class IpLiterals {

  private IpLiterals() {}

  /**
   * {@code IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet}, where a
   * {@code dec-octet} is 0 to 255 without leading zeros.
   */
  public static boolean isIpv4(CharSequence text, int start, int end) {
    int i = start;
    for (int octet = 0; octet < 4; octet++) {
      if (octet > 0) {
        if (i >= end || text.charAt(i) != '.') {
          return false;
        }
        i++;
      }
      int next = decOctetEnd(text, i, end);
      if (next < 0) {
        return false;
      }
      i = next;
    }
    return i == end;
  }

  /** The end of a {@code dec-octet} starting at {@code i}, or -1. */
  private static int decOctetEnd(CharSequence text, int i, int end) {
    int value = 0;
    int digits = 0;
    while (i + digits < end && digits < 3 && isDigit(text.charAt(i + digits))) {
      value = value * 10 + (text.charAt(i + digits) - '0');
      digits++;
    }
    if (digits == 0 || value > 255 || (digits > 1 && text.charAt(i) == '0')) {
      return -1;
    }
    return i + digits;
  }

  /**
   * The IPv6address rule of RFC 3986 section 3.2.2, every form: eight {@code h16} pieces, one
   * {@code "::"} standing for one or more zero pieces, and an IPv4 address as the last 32 bits.
   * Zone identifiers (RFC 6874) are not part of RFC 3986 and are refused.
   *
   * @return -1 when {@code text[start, end)} is an IPv6 address, else the index of the first
   *     offending character ({@code end} when the address ends too early)
   */
  public static int scanIpv6(CharSequence text, int start, int end) {
    int pieces = 0;
    boolean elided = false;
    int i = start;
    if (i < end && text.charAt(i) == ':') {
      if (i + 1 >= end || text.charAt(i + 1) != ':') {
        return i + 1;
      }
      elided = true;
      i += 2;
      if (i == end) {
        return -1;
      }
    }
    while (true) {
      int pieceStart = i;
      while (i < end && i - pieceStart < 5 && CharClass.HEXDIG.contains(text.charAt(i))) {
        i++;
      }
      if (i < end && text.charAt(i) == '.') {
        // The last 32 bits as an IPv4 address: it must run to the end.
        if (pieces > (elided ? 5 : 6) || !isIpv4(text, pieceStart, end)) {
          return pieceStart;
        }
        return elided || pieces == 6 ? -1 : end;
      }
      if (i == pieceStart) {
        return i;
      }
      if (i - pieceStart > 4) {
        return pieceStart + 4;
      }
      pieces++;
      if (pieces > 8 || (elided && pieces > 7)) {
        return pieceStart;
      }
      if (i == end) {
        break;
      }
      if (text.charAt(i) != ':') {
        return i;
      }
      i++;
      if (i < end && text.charAt(i) == ':') {
        // "::" stands for at least one zero piece: at most seven pieces can be written beside it.
        if (elided || pieces == 8) {
          return i;
        }
        elided = true;
        i++;
        if (i == end) {
          break;
        }
      } else if (i == end) {
        return end;
      }
    }
    return elided || pieces == 8 ? -1 : end;
  }

  /**
   * {@code IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )}; the "v" in either case
   * (RFC 5234 strings are case-insensitive).
   *
   * @return -1 when it matches, else the index of the first offending character
   */
  public static int scanIpvFuture(CharSequence text, int start, int end) {
    int i = start;
    if (i >= end || (text.charAt(i) | 0x20) != 'v') {
      return i;
    }
    i++;
    int hexStart = i;
    while (i < end && CharClass.HEXDIG.contains(text.charAt(i))) {
      i++;
    }
    if (i == hexStart || i >= end || text.charAt(i) != '.') {
      return i;
    }
    i++;
    int tailStart = i;
    while (i < end && CharClass.IPVFUTURE_TAIL.contains(text.charAt(i))) {
      i++;
    }
    return i == end && i > tailStart ? -1 : i;
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }
}
