package dev.urikit.idna;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UCharacterDirection;
import com.ibm.icu.text.Normalizer2;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * UTS #46 ToASCII, with the URL standard's flags, for the names on which it reduces to Punycode: names
 * that the UTS #46 mapping leaves as they are, with no joiner and no label that begins with a mark or
 * with {@code xn--}, and that satisfy the Bidi rule where it applies. Any other name gives null, and {@link Uts46Mapping}
 * hands it to ICU4J's full processing.
 *
 * <p>Why the answer is the same as ICU4J's on the names it takes (UTS #46 section 4): the mapping and
 * normalization of step 1 change nothing, since ICU's own UTS #46 data ({@code uts46.nrm}, the mapping
 * table as a normalizer, with disallowed code points mapped to U+FFFD) says the whole name is already
 * in its output form; step 2 has no {@code xn--} label to decode; criteria 1 to 4 belong to CheckHyphens
 * and are off; criterion 5 holds because a full stop splits labels; 6 is checked here; 7 holds because no
 * code point maps to U+FFFD or is U+FFFD or an unpaired surrogate (which ICU4J reads as U+FFFD); 8 (CheckJoiners) has no joiner to look at; and 9 (CheckBidi)
 * applies only to a name with a character of Bidi_Class R, AL or AN (RFC 5893 section 1.4), where this
 * path checks the six rules of RFC 5893 section 2 on every label and leaves a name that breaks them to
 * ICU4J, which names the label. Step 5 of ToASCII is then Punycode for each label with a non-ASCII character, and the
 * label itself for the others. {@code Uts46FastPathTest} compares this with ICU4J for every code point.
 *
 * <p>The ASCII this path takes is lower-case letters, digits, hyphens and full stops; anything else
 * (upper case, which the mapping lowers, {@code _}, {@code %}) goes to ICU4J.
 */
final class Uts46FastPath {

  /** ICU4J's UTS #46 mapping data, as the normalizer its IDNA implementation itself uses. */
  private static final Normalizer2 MAPPING = Normalizer2.getInstance(null, "uts46", Normalizer2.Mode.COMPOSE);

  /** Labels longer than this, in UTF-16 units, go to ICU4J; the rest are short enough for {@link Punycode}. */
  private static final int MAX_LABEL = Punycode.MAX_LENGTH;

  private static final int L = 1 << UCharacterDirection.LEFT_TO_RIGHT;
  private static final int R = 1 << UCharacterDirection.RIGHT_TO_LEFT;
  private static final int AL = 1 << UCharacterDirection.RIGHT_TO_LEFT_ARABIC;
  private static final int AN = 1 << UCharacterDirection.ARABIC_NUMBER;
  private static final int EN = 1 << UCharacterDirection.EUROPEAN_NUMBER;
  private static final int NSM = 1 << UCharacterDirection.DIR_NON_SPACING_MARK;
  /** What makes a name a Bidi domain name (RFC 5893 section 1.4). */
  private static final int RTL = R | AL | AN;
  /** Rule 5 of RFC 5893 section 2: the classes an LTR label may hold. */
  private static final int LTR_ALLOWED = L | EN | NSM | 1 << UCharacterDirection.EUROPEAN_NUMBER_SEPARATOR
      | 1 << UCharacterDirection.COMMON_NUMBER_SEPARATOR | 1 << UCharacterDirection.EUROPEAN_NUMBER_TERMINATOR
      | 1 << UCharacterDirection.OTHER_NEUTRAL | 1 << UCharacterDirection.BOUNDARY_NEUTRAL;
  /** Rule 2: the classes an RTL label may hold. */
  private static final int RTL_ALLOWED = LTR_ALLOWED & ~L | R | AL | AN;

  private static final int MARKS = 1 << UCharacter.NON_SPACING_MARK | 1 << UCharacter.ENCLOSING_MARK
      | 1 << UCharacter.COMBINING_SPACING_MARK;

  /** What {@link #writeLabel} says of a label it took: it holds R, AL or AN; it breaks the Bidi rule. */
  private static final int HOLDS_RTL = 1;
  private static final int BREAKS_BIDI_RULE = 2;
  /** What {@link #writeLabel} says of a label it leaves to ICU4J. */
  private static final int UNTAKEN = -1;

  /** The prefix of an A-label (RFC 5890 section 2.3.2.5), as octets. */
  private static final byte[] ACE_PREFIX = {'x', 'n', '-', '-'};

  private Uts46FastPath() {}

  /** The ASCII form of {@code name}, as ICU4J's UTS #46 ToASCII would give it, or null if this path cannot tell. */
  static @Nullable String toAscii(String name) {
    int n = name.length();
    if (n == 0 || !isMappedToItself(name, n)) {
      return null;
    }
    Output out = new Output(4 * n + 16);
    int[] points = new int[Math.min(n, MAX_LABEL)];
    int verdicts = 0;
    int start = 0;
    while (true) {
      int verdict = writeLabel(name, start, n, points, out);
      if (verdict == UNTAKEN) {
        return null;
      }
      verdicts |= verdict;
      int end = out.labelEnd;
      if (end == n) {
        break;
      }
      out.bytes[out.length++] = '.';
      start = end + 1;
    }
    // Criterion 9: in a Bidi domain name every label must satisfy the Bidi rule; ICU4J names the label.
    return verdicts == (HOLDS_RTL | BREAKS_BIDI_RULE) ? null : out.toString();
  }

  /**
   * Whether the UTS #46 mapping and normalization leave {@code name} as it is, as far as the quick check
   * of {@code uts46.nrm} tells, on the assumption, which {@link #writeLabel} makes good, that its US-ASCII
   * characters are among {@code [a-z0-9.-]}. Only the part from its first to its last character beyond
   * US-ASCII is given to ICU4J: the quick check (UAX #15 section 9) reads the characters in order and
   * carries from one to the next only the canonical combining class of the last, and each of those
   * ASCII characters has the answer YES and class 0, the state at the start of a string, so the ASCII
   * around that part changes nothing. A mark that composes with an ASCII letter before it (U+0301 after
   * {@code e}) has the answer MAYBE itself, which stops the quick check of the part as it stops that of
   * the name.
   * {@code Uts46FastPathTest} checks the assumption on the data.
   */
  private static boolean isMappedToItself(String name, int n) {
    int first = 0;
    while (first < n && name.charAt(first) < 0x80) {
      first++;
    }
    if (first == n) {
      return true;
    }
    int end = n;
    while (name.charAt(end - 1) < 0x80) {
      end--;
    }
    CharSequence part = first == 0 && end == n ? name : new Part(name, first, end);
    return MAPPING.spanQuickCheckYes(part) == end - first;
  }

  /** The characters {@code s[start, end)}, for the quick check, without a copy. */
  private static final class Part implements CharSequence {
    private final String s;
    private final int start;
    private final int end;

    Part(String s, int start, int end) {
      this.s = s;
      this.start = start;
      this.end = end;
    }

    @Override
    public int length() {
      return end - start;
    }

    @Override
    public char charAt(int index) {
      return s.charAt(start + index);
    }

    @Override
    public CharSequence subSequence(int from, int to) {
      return s.substring(start + from, start + to);
    }

    @Override
    public String toString() {
      return s.substring(start, end);
    }
  }

  /** The ASCII name being written, one octet per character, as the {@code String} made of it holds it. */
  private static final class Output {
    byte[] bytes;
    int length;
    /** Where the label that {@link #writeLabel} read last ends: at a full stop or at the end of the name. */
    int labelEnd;

    Output(int capacity) {
      bytes = new byte[capacity];
    }

    /** Makes room for {@code more} octets and the full stop after them. */
    void reserve(int more) {
      if (length + more + 1 > bytes.length) {
        bytes = Arrays.copyOf(bytes, Math.max(2 * bytes.length, length + more + 1));
      }
    }

    @Override
    public String toString() {
      return new String(bytes, 0, length, StandardCharsets.ISO_8859_1);
    }
  }

  /**
   * Writes the ASCII form of the label of {@code name[0, n)} that starts at {@code start} and ends at the
   * next full stop or at {@code n}, notes its end in {@link Output#labelEnd}, and says whether it holds a
   * right-to-left character and whether it breaks the Bidi rule, or gives {@link #UNTAKEN};
   * {@code points} is scratch space for its code points, as long as a label may be.
   */
  private static int writeLabel(String name, int start, int n, int[] points, Output out) {
    if (isAceLabel(name, start, n)) {
      return UNTAKEN;
    }
    boolean ascii = true;
    int classes = 0;
    int first = 0;
    int lastBeforeMarks = 0;
    int length = 0;
    int i = start;
    while (i < n) {
      char unit = name.charAt(i);
      if (unit == '.') {
        break;
      }
      if (length == points.length) {
        return UNTAKEN;
      }
      int c = Character.isSurrogate(unit) ? name.codePointAt(i) : unit;
      int bidi;
      if (c < 0x80) {
        if (c >= 'a' && c <= 'z') {
          bidi = L;
        } else if (c >= '0' && c <= '9') {
          bidi = EN;
        } else if (c == '-') {
          bidi = 1 << UCharacterDirection.EUROPEAN_NUMBER_SEPARATOR;
        } else {
          return UNTAKEN;
        }
      } else {
        ascii = false;
        if (c == 0x200C || c == 0x200D || c == 0xFFFD || c >= 0xD800 && c <= 0xDFFF
            || i == start && (1 << UCharacter.getType(c) & MARKS) != 0) {
          return UNTAKEN;
        }
        bidi = 1 << UCharacter.getDirection(c);
      }
      if (i == start) {
        first = bidi;
      }
      if (bidi != NSM) {
        lastBeforeMarks = bidi;
      }
      classes |= bidi;
      points[length++] = c;
      i += Character.charCount(c);
    }
    int end = i;
    if (end == start || end - start > MAX_LABEL) {
      return UNTAKEN;
    }
    out.labelEnd = end;
    if (ascii) {
      out.reserve(length);
      byte[] bytes = out.bytes;
      int at = out.length;
      for (int k = start; k < end; k++) {
        bytes[at++] = (byte) name.charAt(k);
      }
      out.length = at;
    } else {
      out.reserve(ACE_PREFIX.length + Punycode.maxLength(length));
      System.arraycopy(ACE_PREFIX, 0, out.bytes, out.length, ACE_PREFIX.length);
      out.length = Punycode.encode(points, length, out.bytes, out.length + ACE_PREFIX.length);
    }
    return ((classes & RTL) != 0 ? HOLDS_RTL : 0) | (bidiRule(first, classes, lastBeforeMarks) ? 0 : BREAKS_BIDI_RULE);
  }

  /**
   * Whether the label at {@code start} of {@code name[0, n)} starts with {@code xn--}, read as four
   * characters: {@code String.startsWith} compares strings of two encodings (a Latin-1 prefix in a UTF-16
   * name) by a slower loop.
   */
  private static boolean isAceLabel(String name, int start, int n) {
    return n - start >= 4 && name.charAt(start) == 'x' && name.charAt(start + 1) == 'n'
        && name.charAt(start + 2) == '-' && name.charAt(start + 3) == '-';
  }

  /**
   * Whether a label satisfies the six rules of RFC 5893 section 2, from the Bidi classes of its first
   * character, of all its characters, and of its last character that is not NSM.
   */
  private static boolean bidiRule(int first, int classes, int lastBeforeMarks) {
    if (first == R || first == AL) {
      return (classes & ~RTL_ALLOWED) == 0
          && (lastBeforeMarks & (R | AL | EN | AN)) != 0
          && (classes & (EN | AN)) != (EN | AN);
    }
    return first == L && (classes & ~LTR_ALLOWED) == 0 && (lastBeforeMarks & (L | EN)) != 0;
  }
}
