package dev.urikit.idna;

import com.ibm.icu.text.IDNA;
import dev.urikit.spi.IdnaMapping.RefusedLabelException;
import java.util.ArrayList;
import java.util.List;

/**
 * Which label of a refused name breaks which rule. UTS #46 processes a name as a whole and ICU reports
 * the errors of the name; this finds the first label that fails on its own, and for the Bidi rule, which
 * binds a label only in a name with right-to-left labels, the first label that fails next to one.
 */
final class Refusals {

  /** A right-to-left label that satisfies the Bidi rule (Hebrew alef): beside it, any label must too. */
  private static final String RTL_LABEL = "\u05D0";
  /** Excerpts of labels in messages stop here. */
  private static final int MAX_SHOWN = 63;

  private Refusals() {}

  /** The refusal of {@code name}, which UTS #46 ToASCII refuses. */
  static IllegalArgumentException of(String name) {
    List<String> labels = labels(name);
    for (int i = 0; i < labels.size(); i++) {
      IDNA.Info info = new IDNA.Info();
      Uts46Mapping.UTS46.labelToASCII(labels.get(i), new StringBuilder(), info);
      Uts46Rule rule = Uts46Rule.firstChecked(info);
      if (rule != null) {
        return refusal(i, labels.get(i), rule);
      }
    }
    for (int i = 0; i < labels.size(); i++) {
      IDNA.Info info = new IDNA.Info();
      Uts46Mapping.UTS46.nameToASCII(labels.get(i) + "." + RTL_LABEL, new StringBuilder(), info);
      if (Uts46Rule.firstChecked(info) == Uts46Rule.V9) {
        return refusal(i, labels.get(i), Uts46Rule.V9);
      }
    }
    // Not reached for the rules of UTS #46 as ICU implements them; kept so that a refusal is never lost.
    IDNA.Info info = new IDNA.Info();
    Uts46Mapping.UTS46.nameToASCII(name, new StringBuilder(), info);
    Uts46Rule rule = Uts46Rule.firstChecked(info);
    return new IllegalArgumentException("not an internationalized domain name: "
        + (rule == null ? "refused by UTS #46 ToASCII" : "it breaks UTS #46 rule " + rule.code + ": " + rule.text));
  }

  private static RefusedLabelException refusal(int index, String label, Uts46Rule rule) {
    String shown = label.length() <= MAX_SHOWN ? label : label.substring(0, MAX_SHOWN) + "...";
    return new RefusedLabelException(index, label, rule.code, "not an internationalized domain name: label "
        + index + " (\"" + escapeInvisible(shown) + "\") breaks UTS #46 rule " + rule.code + ": " + rule.text);
  }

  /**
   * The labels of {@code name} as given, split at the four full stops that UTS #46 maps to {@code '.'}
   * (U+002E, U+3002, U+FF0E, U+FF61).
   */
  static List<String> labels(String name) {
    List<String> labels = new ArrayList<>();
    int start = 0;
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (c == '.' || c == '\u3002' || c == '\uFF0E' || c == '\uFF61') {
        labels.add(name.substring(start, i));
        start = i + 1;
      }
    }
    labels.add(name.substring(start));
    return labels;
  }

  /** {@code s} with controls, format characters, spaces and other invisible code points as Java escapes. */
  private static String escapeInvisible(String s) {
    StringBuilder out = new StringBuilder(s.length());
    s.codePoints().forEach(cp -> {
      int type = Character.getType(cp);
      boolean invisible = type == Character.CONTROL || type == Character.FORMAT || type == Character.UNASSIGNED
          || type == Character.PRIVATE_USE || type == Character.SURROGATE || Character.isWhitespace(cp)
          || type == Character.NON_SPACING_MARK && out.length() == 0;
      if (invisible) {
        for (char c : Character.toChars(cp)) {
          out.append(String.format("\\u%04X", (int) c));
        }
      } else {
        out.appendCodePoint(cp);
      }
    });
    return out.toString();
  }
}
