package dev.urikit.idna;

/**
 * The Punycode encoder of RFC 3492 (Bootstring with the parameters of section 5), for the labels that
 * {@link Uts46FastPath} maps itself.
 *
 * <pre>{@code
 * byte[] out = new byte[Punycode.maxLength(6)];
 * Punycode.encode("bücher".codePoints().toArray(), 6, out, 0)   // 9: out holds "bcher-kva"
 * Punycode.encode("日本語".codePoints().toArray(), 3, out, 0)    // 10: out holds "wgv71a119e"
 * }</pre>
 *
 * <p>The encoder gives what section 6.3 of the RFC gives, with fewer steps (see {@link #encode}); the
 * decoder is not needed, since a label that starts with {@code xn--} always goes to ICU4J.
 */
final class Punycode {

  private static final int BASE = 36;
  private static final int T_MIN = 1;
  private static final int T_MAX = 26;
  private static final int SKEW = 38;
  private static final int DAMP = 700;
  private static final int INITIAL_BIAS = 72;
  private static final int INITIAL_N = 0x80;

  /** The longest label {@link #encode} takes, in code points, as many as DNS allows octets in a label. */
  static final int MAX_LENGTH = 63;
  /** How many low bits of an entry of the sorted array hold the position of its code point. */
  private static final int POSITION_BITS = 6;
  private static final int POSITION_MASK = (1 << POSITION_BITS) - 1;

  private Punycode() {}

  /**
   * The most octets {@link #encode} writes for a label of {@code length} code points: one per basic code
   * point, the delimiter, and at most 9 digits per delta, since every delta is below {@code 2^27} and each
   * digit but the last divides what is left by {@code base - t >= base - tmax = 10} (section 3.3).
   */
  static int maxLength(int length) {
    return 10 * length + 1;
  }

  /**
   * Writes the Punycode of the label whose code points are {@code points[0, length)}, its basic code points
   * lower-case ASCII already, to {@code out} from {@code at}, as one octet per character, and gives the
   * index after it; {@code out} must have room for {@link #maxLength} octets from {@code at}.
   * {@code points} is used as scratch space and left in an unspecified state. A label holds at most {@value #MAX_LENGTH} code points: then no delta comes near
   * overflow ({@code 0x10FFFF * 64 < 2^27}), so the overflow check of RFC 3492 section 6.4 is not needed.
   *
   * <p>Section 6.3 finds each delta by going through the whole label once per distinct code point. Here
   * the non-basic code points are sorted once, with their positions, by code point and then position,
   * which is the order in which section 6.3 emits them; the positions holding a smaller code point are the
   * bits of one {@code long}, and the count that section 6.3 adds one by one between two emitted code
   * points is the number of those bits between their positions.
   *
   * @throws IllegalArgumentException when {@code length} is more than {@value #MAX_LENGTH}
   */
  static int encode(int[] points, int length, byte[] out, int at) {
    if (length > MAX_LENGTH) {
      throw new IllegalArgumentException("a label of more than " + MAX_LENGTH + " code points");
    }
    long smaller = 0;
    int basic = 0;
    int others = 0;
    for (int i = 0; i < length; i++) {
      int cp = points[i];
      if (cp < INITIAL_N) {
        out[at++] = (byte) cp;
        smaller |= 1L << i;
        basic++;
      } else {
        // Code point and position in one int, which sorts by code point first: 21 bits and 6 bits.
        points[others++] = cp << POSITION_BITS | i;
      }
    }
    if (basic > 0) {
      out[at++] = '-';
    }
    sort(points, others);
    int n = INITIAL_N;
    int delta = 0;
    int bias = INITIAL_BIAS;
    int handled = basic;
    for (int g = 0; g < others; ) {
      int cp = points[g] >>> POSITION_BITS;
      delta += (cp - n) * (handled + 1);
      long these = 0;
      int previous = -1;
      for (; g < others && points[g] >>> POSITION_BITS == cp; g++) {
        int position = points[g] & POSITION_MASK;
        // The positions after the previous one of this code point and before this one that hold a smaller one.
        delta += Long.bitCount(smaller & (1L << position) - 1 & -1L << previous + 1);
        at = writeDelta(delta, bias, out, at);
        bias = adapt(delta, handled + 1, handled == basic);
        delta = 0;
        handled++;
        these |= 1L << position;
        previous = position;
      }
      delta += Long.bitCount(smaller & -1L << previous + 1) + 1;
      smaller |= these;
      n = cp + 1;
    }
    return at;
  }

  /**
   * Writes {@code delta} as a generalized variable-length integer (RFC 3492 section 3.3) for {@code bias}
   * at {@code at} of {@code out}, and gives the index after it.
   */
  private static int writeDelta(int delta, int bias, byte[] out, int at) {
    int q = delta;
    for (int k = BASE; ; k += BASE) {
      int t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (q < t) {
        break;
      }
      int d = BASE - t;
      int quotient = divide(q - t, d);
      out[at++] = digit(t + (q - t - quotient * d));
      q = quotient;
    }
    out[at++] = digit(q);
    return at;
  }

  /** Sorts {@code a[0, length)} in place; insertion sort, for the few code points of one label. */
  private static void sort(int[] a, int length) {
    for (int i = 1; i < length; i++) {
      int x = a[i];
      int j = i - 1;
      for (; j >= 0 && a[j] > x; j--) {
        a[j + 1] = a[j];
      }
      a[j + 1] = x;
    }
  }

  /**
   * Reciprocals for {@link #divide}: {@code floor(2^34 / d) + 1} for each divisor {@code d} from 1 to 64,
   * the values that {@code base - t} and the number of code points handled take.
   */
  private static final long[] RECIPROCALS = new long[MAX_LENGTH + 2];

  /** The largest {@code delta} that the loop of {@link #adapt} leaves, {@code ((base - tmin) * tmax) / 2}. */
  private static final int ADAPTED_MAX = ((BASE - T_MIN) * T_MAX) / 2;

  /** The last step of {@link #adapt}, {@code ((base - tmin + 1) * delta) / (delta + skew)}, for each delta it can have. */
  private static final byte[] ADAPT_TAIL = new byte[ADAPTED_MAX + 1];

  static {
    for (int d = 1; d < RECIPROCALS.length; d++) {
      RECIPROCALS[d] = (1L << 34) / d + 1;
    }
    for (int d = 0; d <= ADAPTED_MAX; d++) {
      ADAPT_TAIL[d] = (byte) ((BASE - T_MIN + 1) * d / (d + SKEW));
    }
  }

  /**
   * {@code q / d} for {@code q >= 0} and {@code 1 <= d <= 64}. Below {@code 2^27}, which every delta of a
   * label of up to 63 code points stays under ({@code 0x10FFFF * 64 < 2^27}), it is a multiplication:
   * the reciprocal errs by less than {@code q / 2^34 < 1/128}, and the fraction of {@code q / d} is at
   * most {@code (d - 1)/d <= 1 - 1/64}, so the floor is exact; the product stays below {@code 2^62}.
   * A division by a variable is the slowest instruction of the loop.
   */
  static int divide(int q, int d) {
    return q < 1 << 27 ? (int) ((q * RECIPROCALS[d]) >>> 34) : q / d;
  }

  /**
   * The bias adaptation function of RFC 3492 section 6.1, for {@code 1 <= points <= 64}: its two divisions
   * by a variable are {@link #divide} and a lookup in {@link #ADAPT_TAIL}.
   */
  private static int adapt(int delta, int points, boolean first) {
    int d = first ? delta / DAMP : delta / 2;
    d += divide(d, points);
    int k = 0;
    while (d > ADAPTED_MAX) {
      d /= BASE - T_MIN;
      k += BASE;
    }
    return k + ADAPT_TAIL[d];
  }

  /** The basic code point of a digit value (RFC 3492 section 5): 0 to 25 are a to z, 26 to 35 are 0 to 9. */
  private static byte digit(int d) {
    return (byte) (d < 26 ? 'a' + d : '0' + d - 26);
  }
}
