package dev.urikit.mailto;

/**
 * The shortcut of {@link AddressList#scan} for an address list written as nearly all are: addresses of
 * the form {@code dot-atom-text "@" dot-atom-text} in {@link AddressList#PLAIN_CHARS} characters,
 * separated by commas, with nothing encoded, quoted or blank ({@code mailto:ann@example.com,bo.b@x.org}).
 *
 * <p>Such a list is one that the grammar of {@link AddressList} accepts, and ends where it does: its
 * characters are qchar, so written (RFC 6068 section 2), and atext, qtext and dtext at once, so every
 * address is an {@code addr-spec} of two dot-atom-texts (RFC 5322 sections 3.2.3 and 3.4.1) and no check
 * of the grammar can fail on it. Any other list, including an empty one, gets -1 here and is read by
 * the grammar from its start, so what is refused, and where, is decided there alone.
 *
 * <p>The shape is a finite automaton of seven states, read one character at a time through one table
 * row per character, without a branch that depends on the character: a scan over a short address
 * otherwise leaves its inner loop at every {@code "."}, {@code "@"} and {@code ","}, and each such exit
 * is a branch the processor cannot predict.
 */
final class PlainAddressList {

  // The states. Each is the offset of its field in a row of ROWS (see there), a multiple of FIELD_BITS.
  /** Not a plain list: absorbing, and 0 so that a row of zeros sends every state here. */
  private static final int FAIL = 0;
  /** At the start of an address: at the start of the list or after a comma. */
  private static final int ADDRESS_START = 6;
  private static final int LOCAL_ATOM = 12;
  private static final int LOCAL_DOT = 18;
  /** After the {@code "@"}. */
  private static final int DOMAIN_START = 24;
  /** In a label of the domain: the only state in which an address, and so the list, may end. */
  private static final int DOMAIN_ATOM = 30;
  private static final int DOMAIN_DOT = 36;

  private static final int[] STATES = {FAIL, ADDRESS_START, LOCAL_ATOM, LOCAL_DOT, DOMAIN_START, DOMAIN_ATOM, DOMAIN_DOT};

  private static final int FIELD_BITS = 6;
  private static final int FIELD_MASK = (1 << FIELD_BITS) - 1;

  /**
   * For each US-ASCII character, the state that follows each state on reading it: the next state of
   * state {@code q} in bits {@code q} to {@code q + 5} of the row. A transition is then
   * {@code ROWS[c] >>> q & FIELD_MASK}, one shift on the path from one character to the next;
   * the largest state, 36, and every field fit in the 64 bits of a row.
   */
  private static final long[] ROWS = rows();

  private PlainAddressList() {}

  /**
   * Where the list in {@code [start, end)} ends, at {@code end} or, when {@code endsAtAmpersand}, at the
   * first {@code "&"}, if it is a plain list; -1 otherwise.
   */
  static int end(String s, int start, int end, boolean endsAtAmpersand) {
    // The state is a long and the row is read at c's low seven bits, then dropped beyond US-ASCII: the
    // compiler then needs no bounds check and no branch for the row, which measured twice as fast as an
    // int state and a row read behind "c < 128".
    long state = ADDRESS_START;
    int i = start;
    for (; i < end; i++) {
      char c = s.charAt(i);
      long row = ROWS[c & 127];
      if (c >= 128) {
        row = 0;
      }
      long next = row >>> state & FIELD_MASK;
      if (next == FAIL) {
        break;
      }
      state = next;
    }
    if (state != DOMAIN_ATOM) {
      return -1;
    }
    return i == end || endsAtAmpersand && s.charAt(i) == '&' ? i : -1;
  }

  /** The automaton, written out: the state after {@code state} on reading {@code c}. */
  private static int next(int state, char c) {
    boolean plain = AddressList.PLAIN_CHARS.contains(c);
    switch (state) {
      case ADDRESS_START:
      case LOCAL_DOT:
        return plain ? LOCAL_ATOM : FAIL;
      case LOCAL_ATOM:
        return plain ? LOCAL_ATOM : c == '.' ? LOCAL_DOT : c == '@' ? DOMAIN_START : FAIL;
      case DOMAIN_START:
      case DOMAIN_DOT:
        return plain ? DOMAIN_ATOM : FAIL;
      case DOMAIN_ATOM:
        return plain ? DOMAIN_ATOM : c == '.' ? DOMAIN_DOT : c == ',' ? ADDRESS_START : FAIL;
      default:
        return FAIL;
    }
  }

  private static long[] rows() {
    long[] rows = new long[128];
    for (char c = 0; c < rows.length; c++) {
      for (int state : STATES) {
        rows[c] |= (long) next(state, c) << state;
      }
    }
    return rows;
  }
}
