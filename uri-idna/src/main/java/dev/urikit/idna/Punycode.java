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
    for (int i = start; i < end; ) {
      char c = s.charAt(i++);
      int cp = c;
      if (Character.isHighSurrogate(c) && i < end && Character.isLowSurrogate(s.charAt(i))) {
        cp = Character.toCodePoint(c, s.charAt(i++));
      }
      if (cp < INITIAL_N) {
        out.append(c);
        basic++;
      }
      points[length++] = cp;
    }
    if (basic > 0) {
      out.append('-');
    }
    int n = INITIAL_N;
    int delta = 0;
    int bias = INITIAL_BIAS;
    int handled = basic;
    while (handled < length) {
      int m = Integer.MAX_VALUE;
      for (int i = 0; i < length; i++) {
        int c = points[i];
        if (c >= n && c < m) {
          m = c;
        }
      }
      if ((long) (m - n) * (handled + 1) > Integer.MAX_VALUE - delta) {
        return false;
      }
      delta += (m - n) * (handled + 1);
      n = m;
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
            out.append(digit(t + (q - t) % (BASE - t)));
            q = (q - t) / (BASE - t);
          }
          out.append(digit(q));
          bias = adapt(delta, handled + 1, handled == basic);
          delta = 0;
          handled++;
        }
      }
      delta++;
      n++;
    }
    return true;
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
