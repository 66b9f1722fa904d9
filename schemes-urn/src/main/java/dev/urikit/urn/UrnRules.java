package dev.urikit.urn;

import dev.urikit.CharClass;
import dev.urikit.spi.SchemeViolation;
import org.jspecify.annotations.Nullable;

/**
 * The generic URN syntax of RFC 8141 section 2 over index ranges of a URI's text, allocating nothing
 * on success:
 *
 * <pre>
 * assigned-name = "urn" ":" NID ":" NSS
 * NID           = (alphanum) 0*30(ldh) (alphanum)
 * NSS           = pchar *(pchar / "/")
 * rq-components = [ "?+" r-component ] [ "?=" q-component ]
 * r-component   = pchar *( pchar / "/" / "?" )
 * q-component   = pchar *( pchar / "/" / "?" )
 * </pre>
 *
 * <p>The core has already checked that every character is one RFC 3986 allows in the path, query and
 * fragment, and that percent-triplets are complete; this adds what the URN grammar says beyond that.
 * The builder checks its parts here too, each against its own rule, before it writes them into one text.
 */
final class UrnRules {

  static final String NID_LENGTH = "a namespace identifier (NID) has 2 to 32 characters (RFC 8141 section 2)";
  static final String NID_CHARACTER =
      "a namespace identifier (NID) holds only letters, digits and '-' (RFC 8141 section 2)";
  static final String NID_HYPHEN =
      "a namespace identifier (NID) neither begins nor ends with '-' (RFC 8141 section 2)";
  static final String NSS_MISSING =
      "a URN is \"urn:\" NID \":\" NSS: the ':' after the NID is missing (RFC 8141 section 2)";
  static final String NSS_EMPTY = "the namespace-specific string (NSS) is not empty (RFC 8141 section 2)";
  static final String NSS_START =
      "the namespace-specific string (NSS) begins with a pchar, not '/' (RFC 8141 section 2)";
  static final String QUERY_MARKER =
      "a '?' in a URN begins an r-component \"?+\" or a q-component \"?=\" (RFC 8141 section 2.3)";
  static final String R_EMPTY = "the r-component after \"?+\" is not empty (RFC 8141 section 2.3.1)";
  static final String R_START = "the r-component after \"?+\" begins with a pchar (RFC 8141 section 2.3.1)";
  static final String Q_EMPTY = "the q-component after \"?=\" is not empty (RFC 8141 section 2.3.2)";
  static final String Q_START = "the q-component after \"?=\" begins with a pchar (RFC 8141 section 2.3.2)";
  static final String NSS_CHARACTER = "the namespace-specific string (NSS) holds pchar and '/' only: a '?' or '#' "
      + "would end it and begin another component (RFC 8141 section 2)";
  static final String R_CHARACTER = "an r-component holds no \"?=\" and no '#': they would end it and begin the q- or "
      + "f-component (RFC 8141 section 2.3.1)";
  static final String Q_CHARACTER =
      "a q-component holds no '#': it would end it and begin the f-component (RFC 8141 section 2.3.2)";

  /** {@code alphanum = ALPHA / DIGIT} (RFC 8141 section 2). */
  private static final CharClass ALPHANUM = CharClass.ALPHA.union(CharClass.DIGIT);
  /** {@code ldh = alphanum / "-"} (RFC 8141 section 2): the characters of an NID. */
  private static final CharClass LDH = ALPHANUM.union(CharClass.of("-"));

  /** The bits of {@link #CLASSES}, one per set, in the order {@link #classes} is given the sets. */
  private static final byte LDH_BIT = 1;
  private static final byte HEXDIG_BIT = 2;
  /**
   * {@link #LDH} and {@link CharClass#HEXDIG} as one table indexed by character, a bit
   * per set: one load per character, where {@link CharClass#contains} branches on {@code c < 64}, which
   * no processor predicts in a run of hex digits (digits lie below 64, letters above).
   */
  private static final byte[] CLASSES = classes(LDH, CharClass.HEXDIG);

  /** The longest NID (RFC 8141 section 2). */
  static final int MAX_NID = 32;

  private UrnRules() {}

  static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  /** Whether {@code c} is a letter, a digit or '-': {@code ldh} (RFC 8141 section 2). */
  static boolean isLdh(char c) {
    return in(c, LDH_BIT);
  }

  static boolean isHex(char c) {
    return in(c, HEXDIG_BIT);
  }

  /** Whether {@code c} is in one of the sets whose bits {@code sets} holds. */
  private static boolean in(char c, byte sets) {
    // The entry at c's low byte, masked to nothing unless the high byte is zero: a load and no branch.
    return (CLASSES[c & 0xFF] & sets & ((c >>> 8) - 1 >> 31)) != 0;
  }

  /** A table of {@code sets}, set {@code i} as bit {@code 1 << i}. */
  private static byte[] classes(CharClass... sets) {
    byte[] table = new byte[256];
    for (int c = 0; c < 128; c++) {
      for (int i = 0; i < sets.length; i++) {
        if (sets[i].contains(c)) {
          table[c] |= (byte) (1 << i);
        }
      }
    }
    return table;
  }

  /** Whether {@code nid} is a namespace identifier by RFC 8141 section 2. */
  static boolean isNid(String nid) {
    return checkNid(nid) == null;
  }

  /**
   * Checks {@code nid} as a whole NID, {@code NID = (alphanum) 0*30(ldh) (alphanum)} (RFC 8141 section 2):
   * null when it is one, else the violation at its index into {@code nid}.
   */
  static @Nullable SchemeViolation checkNid(String nid) {
    for (int i = 0; i < nid.length(); i++) {
      if (!isLdh(nid.charAt(i))) {
        return new SchemeViolation(i, "urn.nid.character", NID_CHARACTER);
      }
    }
    return checkNid(nid, 0, nid.length());
  }

  /**
   * Checks a raw NSS for what would move part of it into another component once written after
   * {@code "urn:" NID ":"}: a '?' or '#' (RFC 8141 section 2). The index is into {@code nss}.
   */
  static @Nullable SchemeViolation checkRawNss(String nss) {
    int at = firstOf(nss.indexOf('?'), nss.indexOf('#'));
    return at < 0 ? null : new SchemeViolation(at, "urn.nss.character", NSS_CHARACTER);
  }

  /** Checks a raw r-component for a {@code "?="} or '#', which would end it (RFC 8141 section 2.3.1). */
  static @Nullable SchemeViolation checkRawRComponent(String r) {
    int at = firstOf(qMarker(r, 0, r.length()), r.indexOf('#'));
    return at < 0 ? null : new SchemeViolation(at, "urn.r.character", R_CHARACTER);
  }

  /** Checks a raw q-component for a '#', which would end it (RFC 8141 section 2.3.2). */
  static @Nullable SchemeViolation checkRawQComponent(String q) {
    int at = q.indexOf('#');
    return at < 0 ? null : new SchemeViolation(at, "urn.q.character", Q_CHARACTER);
  }

  /** The lesser of the indexes {@code a} and {@code b} that is not negative, or -1. */
  private static int firstOf(int a, int b) {
    if (a < 0) {
      return b;
    }
    return b < 0 ? a : Math.min(a, b);
  }

  /**
   * Checks the NID and NSS in the path {@code text[start, end)}. {@code colon} is the first ':' when
   * only letters, digits and hyphens come before it, else -1: the caller reads the NID once, for
   * this and for its namespace's lookup.
   */
  static @Nullable SchemeViolation checkAssignedName(String text, int start, int colon, int end) {
    if (colon < 0) {
      int i = start;
      while (i < end && isLdh(text.charAt(i))) {
        i++;
      }
      return i < end
          ? new SchemeViolation(i, "urn.nid.character", NID_CHARACTER)
          : new SchemeViolation(end, "urn.nss.missing", NSS_MISSING);
    }
    SchemeViolation nid = checkNid(text, start, colon);
    if (nid != null) {
      return nid;
    }
    int nss = colon + 1;
    if (nss == end) {
      return new SchemeViolation(nss, "urn.nss.empty", NSS_EMPTY);
    }
    if (text.charAt(nss) == '/') {
      return new SchemeViolation(nss, "urn.nss.start", NSS_START);
    }
    return null;
  }

  /** Checks the length and the end characters of the NID {@code text[start, nidEnd)}, all of whose characters are ldh. */
  private static @Nullable SchemeViolation checkNid(String text, int start, int nidEnd) {
    int length = nidEnd - start;
    if (length < 2 || length > MAX_NID) {
      return new SchemeViolation(start, "urn.nid.length", NID_LENGTH);
    }
    if (text.charAt(start) == '-') {
      return new SchemeViolation(start, "urn.nid.hyphen", NID_HYPHEN);
    }
    if (text.charAt(nidEnd - 1) == '-') {
      return new SchemeViolation(nidEnd - 1, "urn.nid.hyphen", NID_HYPHEN);
    }
    return null;
  }

  /** Checks the query {@code text[start, end)} (after the '?') as r- and q-components. */
  static @Nullable SchemeViolation checkComponents(String text, int start, int end) {
    if (start == end) {
      return new SchemeViolation(start - 1, "urn.query.marker", QUERY_MARKER);
    }
    char marker = text.charAt(start);
    if (marker == '+') {
      int qMark = qMarker(text, start + 1, end);
      int rEnd = qMark < 0 ? end : qMark;
      SchemeViolation r = checkComponent(text, start + 1, rEnd, "urn.r.empty", R_EMPTY, "urn.r.start", R_START);
      if (r != null || qMark < 0) {
        return r;
      }
      return checkComponent(text, qMark + 2, end, "urn.q.empty", Q_EMPTY, "urn.q.start", Q_START);
    }
    if (marker == '=') {
      return checkComponent(text, start + 1, end, "urn.q.empty", Q_EMPTY, "urn.q.start", Q_START);
    }
    return new SchemeViolation(start - 1, "urn.query.marker", QUERY_MARKER);
  }

  /** The index of the '?' of the first {@code "?="} in {@code text[start, end)}, or -1. */
  static int qMarker(String text, int start, int end) {
    for (int i = text.indexOf('?', start); i >= 0 && i + 1 < end; i = text.indexOf('?', i + 1)) {
      if (text.charAt(i + 1) == '=') {
        return i;
      }
    }
    return -1;
  }

  private static @Nullable SchemeViolation checkComponent(String text, int start, int end, String emptyCode,
      String empty, String startCode, String startRule) {
    if (start == end) {
      return new SchemeViolation(start, emptyCode, empty);
    }
    char first = text.charAt(start);
    if (first == '/' || first == '?') {
      return new SchemeViolation(start, startCode, startRule);
    }
    return null;
  }
}
