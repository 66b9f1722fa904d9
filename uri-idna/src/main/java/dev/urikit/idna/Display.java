package dev.urikit.idna;

import com.ibm.icu.text.IDNA;
import com.ibm.icu.text.SpoofChecker;
import com.ibm.icu.text.UnicodeSet;

/**
 * Which A-labels are shown as U-labels: those that UTS #46 ToUnicode converts without error and that
 * are no likely spoof (UTS #39). Browsers decide so what to show in the address bar; curl's
 * CVE-2016-8625 and the homograph attacks on browsers are why a label that fails stays an A-label.
 *
 * <table>
 *   <caption>Examples</caption>
 *   <tr><th>A-label</th><th>shown</th><th>why</th></tr>
 *   <tr><td>{@code xn--bcher-kva}</td><td>{@code bücher}</td><td>Latin only</td></tr>
 *   <tr><td>{@code xn--wgv71a119e}</td><td>{@code 日本語}</td><td>Han only</td></tr>
 *   <tr><td>{@code xn--80ak6aa92e}</td><td>{@code xn--80ak6aa92e}</td><td>Cyrillic {@code аррӏе}: its skeleton is "apple"</td></tr>
 *   <tr><td>{@code xn--pple-43d}</td><td>{@code xn--pple-43d}</td><td>Cyrillic {@code а} and Latin {@code pple}: mixed scripts</td></tr>
 *   <tr><td>{@code xn--ab-m1t}</td><td>{@code xn--ab-m1t}</td><td>a ZWJ out of context: ToUnicode refuses it (V8)</td></tr>
 * </table>
 */
final class Display {

  /**
   * UTS #39 section 5: restriction level "highly restrictive" (one script, or Latin with Han and
   * Hiragana and Katakana, Bopomofo or Hangul), characters of the identifier profile (the recommended
   * and inclusion sets of section 3.1), no invisible characters stacked, digits of one system only.
   */
  private static final SpoofChecker CHECKER = new SpoofChecker.Builder()
      .setChecks(SpoofChecker.RESTRICTION_LEVEL | SpoofChecker.CHAR_LIMIT | SpoofChecker.INVISIBLE
          | SpoofChecker.MIXED_NUMBERS)
      .setRestrictionLevel(SpoofChecker.RestrictionLevel.HIGHLY_RESTRICTIVE)
      .setAllowedChars(new UnicodeSet(SpoofChecker.RECOMMENDED).addAll(SpoofChecker.INCLUSION).freeze())
      .build();

  private Display() {}

  /** {@code asciiName} with each A-label that may be shown as its U-label; other labels as they are. */
  static String toUnicode(String asciiName) {
    StringBuilder out = null;
    int start = 0;
    for (int i = 0; i <= asciiName.length(); i++) {
      if (i < asciiName.length() && asciiName.charAt(i) != '.') {
        continue;
      }
      if (isAceLabel(asciiName, start, i)) {
        String aLabel = asciiName.substring(start, i);
        String shown = shown(aLabel);
        if (out == null) {
          out = new StringBuilder(asciiName.length()).append(asciiName, 0, start);
        }
        out.append(shown);
      } else if (out != null) {
        out.append(asciiName, start, i);
      }
      if (out != null && i < asciiName.length()) {
        out.append('.');
      }
      start = i + 1;
    }
    return out == null ? asciiName : out.toString();
  }

  /** The U-label of {@code aLabel} when it converts without error and may be shown, else {@code aLabel}. */
  static String shown(String aLabel) {
    IDNA.Info info = new IDNA.Info();
    String uLabel = Uts46Mapping.UTS46.labelToUnicode(aLabel, new StringBuilder(), info).toString();
    if (Uts46Rule.firstChecked(info) != null || !isSafe(uLabel)) {
      return aLabel;
    }
    return uLabel;
  }

  /**
   * Whether {@code uLabel}, a U-label, passes the spoof checks above and is no lookalike of an ASCII
   * label: a label whose UTS #39 skeleton is all ASCII ({@code аррӏе}, {@code ɑpple}) imitates a
   * name that needs no IDNA at all.
   */
  static boolean isSafe(String uLabel) {
    if (CHECKER.failsChecks(uLabel)) {
      return false;
    }
    String skeleton = CHECKER.getSkeleton(uLabel);
    for (int i = 0; i < skeleton.length(); i++) {
      if (skeleton.charAt(i) >= 0x80) {
        return true;
      }
    }
    return false;
  }

  private static boolean isAceLabel(String s, int start, int end) {
    return end - start > 4 && s.regionMatches(true, start, "xn--", 0, 4);
  }
}
