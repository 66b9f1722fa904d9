package dev.urikit.idna;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UCharacterDirection;
import com.ibm.icu.text.Normalizer2;
import org.jspecify.annotations.Nullable;

/**
 * UTS #46 ToASCII, with the URL standard's flags, for the names on which it reduces to Punycode: names
 * that the UTS #46 mapping leaves as they are, with no right-to-left character, no joiner and no label
 * that begins with a mark or with {@code xn--}. Any other name gives null, and {@link Uts46Mapping}
 * hands it to ICU4J's full processing.
 *
 * <p>Why the answer is the same as ICU4J's on the names it takes (UTS #46 section 4): the mapping and
 * normalization of step 1 change nothing, since ICU's own UTS #46 data ({@code uts46.nrm}, the mapping
 * table as a normalizer, with disallowed code points mapped to U+FFFD) says the whole name is already
 * in its output form; step 2 has no {@code xn--} label to decode; criteria 1 to 4 belong to CheckHyphens
 * and are off; criterion 5 holds because a full stop splits labels; 6 is checked here; 7 holds because no
 * code point maps to U+FFFD or is U+FFFD or an unpaired surrogate (which ICU4J reads as U+FFFD); 8 (CheckJoiners) has no joiner to look at; and 9 (CheckBidi)
 * applies only to a name with a character of Bidi_Class R, AL or AN (RFC 5893 section 1.4), which is
 * refused here. Step 5 of ToASCII is then Punycode for each label with a non-ASCII character, and the
 * label itself for the others. {@code Uts46FastPathTest} compares this with ICU4J for every code point.
 *
 * <p>The ASCII this path takes is lower-case letters, digits, hyphens and full stops; anything else
 * (upper case, which the mapping lowers, {@code _}, {@code %}) goes to ICU4J.
 */
final class Uts46FastPath {

  /** ICU4J's UTS #46 mapping data, as the normalizer its IDNA implementation itself uses. */
  private static final Normalizer2 MAPPING = Normalizer2.getInstance(null, "uts46", Normalizer2.Mode.COMPOSE);

  /** Labels longer than this go to ICU4J, which keeps Punycode far from overflow. */
  private static final int MAX_LABEL = 63;

  private static final int BIDI_RTL = 1 << UCharacterDirection.RIGHT_TO_LEFT
      | 1 << UCharacterDirection.RIGHT_TO_LEFT_ARABIC | 1 << UCharacterDirection.ARABIC_NUMBER;

  private static final int MARKS = 1 << UCharacter.NON_SPACING_MARK | 1 << UCharacter.ENCLOSING_MARK
      | 1 << UCharacter.COMBINING_SPACING_MARK;

  private Uts46FastPath() {}

  /** The ASCII form of {@code name}, as ICU4J's UTS #46 ToASCII would give it, or null if this path cannot tell. */
  static @Nullable String toAscii(String name) {
    int n = name.length();
    if (n == 0 || MAPPING.spanQuickCheckYes(name) != n) {
      return null;
    }
    StringBuilder out = new StringBuilder(n + 16);
    int start = 0;
    while (start <= n) {
      int end = name.indexOf('.', start);
      if (end < 0) {
        end = n;
      }
      if (!appendLabel(name, start, end, out)) {
        return null;
      }
      if (end < n) {
        out.append('.');
      }
      start = end + 1;
    }
    return out.toString();
  }

  private static boolean appendLabel(String name, int start, int end, StringBuilder out) {
    if (end == start || end - start > MAX_LABEL || name.startsWith("xn--", start)) {
      return false;
    }
    boolean ascii = true;
    for (int i = start; i < end; ) {
      int c = name.codePointAt(i);
      if (c < 0x80) {
        if (!(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-')) {
          return false;
        }
      } else {
        ascii = false;
        if (c == 0x200C || c == 0x200D || c == 0xFFFD || c >= 0xD800 && c <= 0xDFFF
            || (1 << UCharacter.getDirection(c) & BIDI_RTL) != 0
            || i == start && (1 << UCharacter.getType(c) & MARKS) != 0) {
          return false;
        }
      }
      i += Character.charCount(c);
    }
    if (ascii) {
      out.append(name, start, end);
      return true;
    }
    out.append("xn--");
    return Punycode.encode(name, start, end, out);
  }
}
