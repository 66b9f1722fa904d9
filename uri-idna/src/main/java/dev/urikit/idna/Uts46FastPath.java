package dev.urikit.idna;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UCharacterDirection;
import com.ibm.icu.text.Normalizer2;
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

  /** What {@link #appendLabel} says of a label it took: it holds R, AL or AN; it breaks the Bidi rule. */
  private static final int HOLDS_RTL = 1;
  private static final int BREAKS_BIDI_RULE = 2;
  /** What {@link #appendLabel} says of a label it leaves to ICU4J. */
  private static final int UNTAKEN = -1;

  private Uts46FastPath() {}

  /** The ASCII form of {@code name}, as ICU4J's UTS #46 ToASCII would give it, or null if this path cannot tell. */
  static @Nullable String toAscii(String name) {
    int n = name.length();
    if (n == 0 || MAPPING.spanQuickCheckYes(name) != n) {
      return null;
    }
    StringBuilder out = new StringBuilder(n + 16);
    int[] points = new int[MAX_LABEL];
    int verdicts = 0;
    int start = 0;
    while (start <= n) {
      int end = name.indexOf('.', start);
      if (end < 0) {
        end = n;
      }
      int verdict = appendLabel(name, start, end, points, out);
      if (verdict == UNTAKEN) {
        return null;
      }
      verdicts |= verdict;
      if (end < n) {
        out.append('.');
      }
      start = end + 1;
    }
    // Criterion 9: in a Bidi domain name every label must satisfy the Bidi rule; ICU4J names the label.
    return verdicts == (HOLDS_RTL | BREAKS_BIDI_RULE) ? null : out.toString();
  }

  /**
   * Appends the ASCII form of the label {@code name[start, end)} and says whether it holds a right-to-left
   * character and whether it breaks the Bidi rule, or gives {@link #UNTAKEN}; {@code points} is scratch
   * space for its code points, of length {@link #MAX_LABEL}.
   */
  private static int appendLabel(String name, int start, int end, int[] points, StringBuilder out) {
    if (end == start || end - start > MAX_LABEL || name.startsWith("xn--", start)) {
      return UNTAKEN;
    }
    boolean ascii = true;
    int classes = 0;
    int first = 0;
    int lastBeforeMarks = 0;
    int length = 0;
    for (int i = start; i < end; ) {
      int c = name.codePointAt(i);
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
    if (ascii) {
      out.append(name, start, end);
    } else {
      out.append("xn--");
      Punycode.encode(points, length, out);
    }
    return ((classes & RTL) != 0 ? HOLDS_RTL : 0) | (bidiRule(first, classes, lastBeforeMarks) ? 0 : BREAKS_BIDI_RULE);
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
