package dev.urikit.idna;

/**
 * The Punycode encoder of RFC 3492 (Bootstring with the parameters of section 5), for the labels that
 * {@link Uts46FastPath} maps itself.
 *
 * <pre>{@code
 * Punycode.encode("bücher", 0, 6, sb)   // appends "bcher-kva", returns true
 * Punycode.encode("日本語", 0, 3, sb)    // appends "wgv71a119e", returns true
 * }</pre>
 *
 * <p>The encoder is written from section 6.3 of the RFC; the decoder is not needed, since a label that
 * starts with {@code xn--} always goes to ICU4J.
 */
final class Punycode {

  private static final int BASE = 36;
  private static final int T_MIN = 1;
  private static final int T_MAX = 26;
  private static final int SKEW = 38;
  private static final int DAMP = 700;
  private static final int INITIAL_BIAS = 72;
  private static final int INITIAL_N = 0x80;

  private Punycode() {}

  /**
   * Appends the Punycode of {@code s[start, end)}, whose basic code points are lower-case ASCII already,
   * to {@code out}, and returns true; returns false, with {@code out} in an unspecified state, when a
   * delta would overflow an {@code int} (RFC 3492 section 6.4), which no label of DNS length reaches.
   */
  static boolean encode(CharSequence s, int start, int end, StringBuilder out) {
    int[] points = new int[end - start];
    int length = 0;
    int basic = 0;
    int m = Integer.MAX_VALUE;
    for (int i = start; i < end; ) {
      char c = s.charAt(i++);
      int cp = c;
      if (Character.isHighSurrogate(c) && i < end && Character.isLowSurrogate(s.charAt(i))) {
        cp = Character.toCodePoint(c, s.charAt(i++));
      }
      if (cp < INITIAL_N) {
        out.append(c);
        basic++;
      } else if (cp < m) {
        m = cp;
      }
      points[length++] = cp;
    }
    if (basic > 0) {
      out.append('-');
    }
    // At most eleven digits per code point: each but the last divides a delta below 2^31 by 10 or more.
    char[] digits = new char[11 * (length - basic)];
    int written = 0;
    int n = INITIAL_N;
    int delta = 0;
    int bias = INITIAL_BIAS;
    int handled = basic;
    while (handled < length) {
      // m is the least code point not yet handled, found by the previous pass.
      if ((long) (m - n) * (handled + 1) > Integer.MAX_VALUE - delta) {
        return false;
      }
      delta += (m - n) * (handled + 1);
      n = m;
      m = Integer.MAX_VALUE;
      for (int i = 0; i < length; i++) {
        int c = points[i];
        if (c < n) {
          if (++delta < 0) {
            return false;
          }
        } else if (c == n) {
          int q = delta;
          for (int k = BASE; ; k += BASE) {
            int t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
            if (q < t) {
              break;
            }
            int d = BASE - t;
            int quotient = divide(q - t, d);
            digits[written++] = digit(t + (q - t - quotient * d));
            q = quotient;
          }
          digits[written++] = digit(q);
          bias = adapt(delta, handled + 1, handled == basic);
          delta = 0;
          handled++;
        } else if (c < m) {
          m = c;
        }
      }
      delta++;
      n++;
    }
    out.append(digits, 0, written);
    return true;
  }

  /**
   * Reciprocals for {@link #divide}: {@code floor(2^34 / d) + 1} for each divisor {@code d} from 10 to 35,
   * the values {@code base - t} takes.
   */
  private static final long[] RECIPROCALS = new long[BASE];

  static {
    for (int d = BASE - T_MAX; d < BASE; d++) {
      RECIPROCALS[d] = (1L << 34) / d + 1;
    }
  }

  /**
   * {@code q / d} for {@code q >= 0} and {@code 10 <= d <= 35}. Below {@code 2^27}, which every delta of a
   * label of up to 63 code points stays under ({@code 0x10FFFF * 64 < 2^27}), it is a multiplication:
   * the reciprocal errs by less than {@code q / 2^34 < 1/35}, and the fraction of {@code q / d} is at
   * most {@code 34/35}, so the floor is exact. A division by a variable is the slowest instruction of
   * the loop.
   */
  static int divide(int q, int d) {
    return q < 1 << 27 ? (int) ((q * RECIPROCALS[d]) >>> 34) : q / d;
  }

  /** The bias adaptation function of RFC 3492 section 6.1. */
  private static int adapt(int delta, int points, boolean first) {
    int d = first ? delta / DAMP : delta / 2;
    d += d / points;
    int k = 0;
    while (d > ((BASE - T_MIN) * T_MAX) / 2) {
      d /= BASE - T_MIN;
      k += BASE;
    }
    return k + (BASE - T_MIN + 1) * d / (d + SKEW);
  }

  /** The basic code point of a digit value (RFC 3492 section 5): 0 to 25 are a to z, 26 to 35 are 0 to 9. */
  private static char digit(int d) {
    return (char) (d < 26 ? 'a' + d : '0' + d - 26);
  }
}
