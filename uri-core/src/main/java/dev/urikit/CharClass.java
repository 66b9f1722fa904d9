package dev.urikit;

/**
 * An immutable set of ASCII characters, one per ABNF rule of RFC 3986 Appendix A.
 *
 * <p>Membership is two bit tests; characters outside US-ASCII are never members. The sets list the
 * literal characters of the RFC's rules; percent-encoded triplets ({@code pct-encoded}) are not
 * characters and are handled by the parser and by {@link PercentEncoding}.
 *
 * <pre>{@code
 * CharClass.PCHAR.contains(':')   // true
 * CharClass.QUERY.contains('#')   // false
 * }</pre>
 */
public final class CharClass {

  /** {@code ALPHA = %x41-5A / %x61-7A} (RFC 5234 B.1). */
  public static final CharClass ALPHA =
      of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz");

  /** {@code DIGIT = %x30-39} (RFC 5234 B.1). */
  public static final CharClass DIGIT = of("0123456789");

  /** {@code HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"}, both cases (RFC 3986 section 2.1). */
  public static final CharClass HEXDIG = DIGIT.union(of("ABCDEFabcdef"));

  /** {@code unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"} (RFC 3986 section 2.3). */
  public static final CharClass UNRESERVED = ALPHA.union(DIGIT).union(of("-._~"));

  /** {@code gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@"} (RFC 3986 section 2.2). */
  public static final CharClass GEN_DELIMS = of(":/?#[]@");

  /** {@code sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="} (section 2.2). */
  public static final CharClass SUB_DELIMS = of("!$&'()*+,;=");

  /** {@code reserved = gen-delims / sub-delims} (RFC 3986 section 2.2). */
  public static final CharClass RESERVED = GEN_DELIMS.union(SUB_DELIMS);

  /** {@code scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )}: the characters after the first (section 3.1). */
  public static final CharClass SCHEME = ALPHA.union(DIGIT).union(of("+-."));

  /** {@code userinfo = *( unreserved / pct-encoded / sub-delims / ":" )} without pct-encoded (section 3.2.1). */
  public static final CharClass USERINFO = UNRESERVED.union(SUB_DELIMS).union(of(":"));

  /** {@code reg-name = *( unreserved / pct-encoded / sub-delims )} without pct-encoded (section 3.2.2). */
  public static final CharClass REG_NAME = UNRESERVED.union(SUB_DELIMS);

  /** The characters after {@code "v" 1*HEXDIG "."} in {@code IPvFuture}: {@code unreserved / sub-delims / ":"}. */
  public static final CharClass IPVFUTURE_TAIL = UNRESERVED.union(SUB_DELIMS).union(of(":"));

  /** {@code pchar = unreserved / pct-encoded / sub-delims / ":" / "@"} without pct-encoded (section 3.3). */
  public static final CharClass PCHAR = UNRESERVED.union(SUB_DELIMS).union(of(":@"));

  /** {@code segment-nz-nc}: a {@code pchar} other than {@code ":"} (section 3.3). */
  public static final CharClass SEGMENT_NC = UNRESERVED.union(SUB_DELIMS).union(of("@"));

  /** The characters of a path: {@code pchar} and {@code "/"} (section 3.3). */
  public static final CharClass PATH = PCHAR.union(of("/"));

  /** {@code query = *( pchar / "/" / "?" )} without pct-encoded (section 3.4). */
  public static final CharClass QUERY = PCHAR.union(of("/?"));

  /** {@code fragment = *( pchar / "/" / "?" )} without pct-encoded (section 3.5). */
  public static final CharClass FRAGMENT = PCHAR.union(of("/?"));

  private final long low;
  private final long high;

  private CharClass(long low, long high) {
    this.low = low;
    this.high = high;
  }

  /**
   * The set of the given characters.
   *
   * @throws IllegalArgumentException if a character is outside US-ASCII
   */
  public static CharClass of(String chars) {
    long low = 0;
    long high = 0;
    for (int i = 0; i < chars.length(); i++) {
      char c = chars.charAt(i);
      if (c >= 128) {
        throw new IllegalArgumentException("not US-ASCII: U+" + Integer.toHexString(c));
      }
      if (c < 64) {
        low |= 1L << c;
      } else {
        high |= 1L << (c - 64);
      }
    }
    return new CharClass(low, high);
  }

  /** Members below 64 as bits, for parsers that fold the set into constants. */
  long lowBits() {
    return low;
  }

  /** Members from 64 to 127 as bits (bit {@code c - 64}). */
  long highBits() {
    return high;
  }

  /** Whether {@code c} is in this set. */
  public boolean contains(int c) {
    if (c < 64) {
      return c >= 0 && (low & (1L << c)) != 0;
    }
    return c < 128 && (high & (1L << (c - 64))) != 0;
  }

  /** The characters in this set or in {@code other}. */
  public CharClass union(CharClass other) {
    return new CharClass(low | other.low, high | other.high);
  }

  /** The characters in this set but not in {@code other}. */
  public CharClass minus(CharClass other) {
    return new CharClass(low & ~other.low, high & ~other.high);
  }

  /** Whether every character of this set is in {@code other}. */
  public boolean isSubsetOf(CharClass other) {
    return (low & ~other.low) == 0 && (high & ~other.high) == 0;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof CharClass c && c.low == low && c.high == high;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(low) * 31 + Long.hashCode(high);
  }

  /** The members in code-point order, for example {@code "!$&'()*+,;="}. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    for (int c = 0; c < 128; c++) {
      if (contains(c)) {
        sb.append((char) c);
      }
    }
    return sb.toString();
  }
}
