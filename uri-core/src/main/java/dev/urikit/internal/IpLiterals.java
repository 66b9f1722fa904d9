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

  /**
   * The 4 octets of the IPv4 address {@code text[start, end)}, which {@link #isIpv4} accepts.
   */
  public static byte[] ipv4Octets(CharSequence text, int start, int end) {
    byte[] octets = new byte[4];
    int value = 0;
    int k = 0;
    for (int i = start; i < end; i++) {
      char c = text.charAt(i);
      if (c == '.') {
        octets[k++] = (byte) value;
        value = 0;
      } else {
        value = value * 10 + (c - '0');
      }
    }
    octets[k] = (byte) value;
    return octets;
  }

  /**
   * The 16 octets of the IPv6 address {@code text[start, end)}, which {@link #scanIpv6} accepts: the
   * pieces before a {@code "::"} fill the address from the front, those after it from the back.
   */
  public static byte[] ipv6Octets(CharSequence text, int start, int end) {
    int[] pieces = new int[8];
    int count = 0;
    int elidedAt = -1;
    int i = start;
    while (i < end) {
      char c = text.charAt(i);
      if (c == ':') {
        if (i + 1 < end && text.charAt(i + 1) == ':') {
          elidedAt = count;
          i += 2;
        } else {
          i++;
        }
        continue;
      }
      int pieceEnd = i;
      while (pieceEnd < end && text.charAt(pieceEnd) != ':' && text.charAt(pieceEnd) != '.') {
        pieceEnd++;
      }
      if (pieceEnd < end && text.charAt(pieceEnd) == '.') {
        byte[] v4 = ipv4Octets(text, i, end);
        pieces[count++] = (v4[0] & 0xFF) << 8 | (v4[1] & 0xFF);
        pieces[count++] = (v4[2] & 0xFF) << 8 | (v4[3] & 0xFF);
        break;
      }
      int value = 0;
      for (int j = i; j < pieceEnd; j++) {
        value = value << 4 | Character.digit(text.charAt(j), 16);
      }
      pieces[count++] = value;
      i = pieceEnd;
    }
    int[] full = new int[8];
    if (elidedAt < 0) {
      full = pieces;
    } else {
      System.arraycopy(pieces, 0, full, 0, elidedAt);
      int tail = count - elidedAt;
      System.arraycopy(pieces, elidedAt, full, 8 - tail, tail);
    }
    byte[] octets = new byte[16];
    for (int k = 0; k < 8; k++) {
      octets[2 * k] = (byte) (full[k] >>> 8);
      octets[2 * k + 1] = (byte) full[k];
    }
    return octets;
  }

  /**
   * The text of the IPv6 address {@code octets} that RFC 5952 section 4 recommends: hex digits in lower
   * case without leading zeros (4.1, 4.3), the longest run of two or more zero pieces, the first of
   * equal runs, as {@code "::"} (4.2), and, for an IPv4-mapped address ({@code ::ffff:0:0/96}, RFC 4291
   * section 2.5.5.2), the last 32 bits as a dotted quad (section 5): {@code ::ffff:192.0.2.1}. Other
   * prefixes that may embed IPv4 (the deprecated IPv4-compatible {@code ::/96}, NAT64) stay in hex, as
   * section 5 leaves them and as the C library's {@code inet_ntop} and OkHttp write most of them.
   */
  public static String canonicalIpv6(byte[] octets) {
    int[] pieces = new int[8];
    for (int k = 0; k < 8; k++) {
      pieces[k] = (octets[2 * k] & 0xFF) << 8 | (octets[2 * k + 1] & 0xFF);
    }
    boolean mixed = pieces[0] == 0 && pieces[1] == 0 && pieces[2] == 0 && pieces[3] == 0 && pieces[4] == 0
        && pieces[5] == 0xFFFF;
    int hexPieces = mixed ? 6 : 8;
    int bestStart = -1;
    int bestLength = 1;
    for (int k = 0; k < hexPieces; ) {
      if (pieces[k] != 0) {
        k++;
        continue;
      }
      int runStart = k;
      while (k < hexPieces && pieces[k] == 0) {
        k++;
      }
      if (k - runStart > bestLength) {
        bestStart = runStart;
        bestLength = k - runStart;
      }
    }
    StringBuilder sb = new StringBuilder(41);
    for (int k = 0; k < hexPieces; k++) {
      if (k == bestStart) {
        sb.append("::");
        k += bestLength - 1;
        continue;
      }
      if (sb.length() > 0 && sb.charAt(sb.length() - 1) != ':') {
        sb.append(':');
      }
      sb.append(Integer.toHexString(pieces[k]));
    }
    if (mixed) {
      if (sb.charAt(sb.length() - 1) != ':') {
        sb.append(':');
      }
      sb.append(octets[12] & 0xFF).append('.').append(octets[13] & 0xFF).append('.')
          .append(octets[14] & 0xFF).append('.').append(octets[15] & 0xFF);
    }
    return sb.toString();
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }
}
