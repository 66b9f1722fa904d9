package dev.urikit.idna;

import com.ibm.icu.text.IDNA;
import java.util.EnumMap;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The rules of UTS #46 section 4 that ICU reports as {@link IDNA.Error}s, by the names the standard
 * gives them (the validity criteria numbered as since Unicode 15.1: V5 the full stop, V6 the combining
 * mark, V7 the status), and which of them the URL standard's flags leave unchecked.
 */
enum Uts46Rule {
  /** Step 4: a label that starts with {@code xn--} must be Punycode of a U-label. */
  P4("P4", "a label that starts with \"xn--\" must be the Punycode of a valid non-ASCII label "
      + "(UTS #46 section 4, step 4)"),
  /** Validity criterion 5: no full stop in a label, once mapped or decoded. */
  V5("V5", "a label must not hold a full stop once mapped or decoded (UTS #46 section 4.1, criterion 5)"),
  /** Validity criterion 6: no combining mark first. */
  V6("V6", "a label must not begin with a combining mark (UTS #46 section 4.1, criterion 6)"),
  /** Validity criterion 7: only code points whose status is valid (or deviation). */
  V7("V7", "a label must hold only code points that the IDNA mapping table gives as valid "
      + "(UTS #46 section 4.1, criterion 7, and section 5)"),
  /** Validity criterion 8 (CheckJoiners): ZWNJ and ZWJ only where RFC 5892 Appendix A allows them. */
  V8("V8", "a zero-width joiner or non-joiner is allowed only in the contexts of RFC 5892 Appendix A.1 and A.2 "
      + "(UTS #46 section 4.1, criterion 8, CheckJoiners)"),
  /** Validity criterion 9 (CheckBidi): the Bidi rule of RFC 5893. */
  V9("V9", "in a name with right-to-left labels every label must satisfy the Bidi rule of RFC 5893 section 2 "
      + "(UTS #46 section 4.1, criterion 9, CheckBidi)");

  /** The rule's name in UTS #46 ({@code "V6"}). */
  final String code;
  /** The rule in words, with its section. */
  final String text;

  Uts46Rule(String code, String text) {
    this.code = code;
    this.text = text;
  }

  /**
   * Each error ICU reports for a rule that is checked, with that rule; the errors of CheckHyphens
   * (V2, V3) and VerifyDnsLength (A4), which the URL standard turns off, are absent: ICU reports them
   * whatever its options say, and the scheme's host rules judge hyphens and lengths instead.
   */
  private static final Map<IDNA.Error, Uts46Rule> CHECKED = new EnumMap<>(IDNA.Error.class);

  static {
    CHECKED.put(IDNA.Error.PUNYCODE, P4);
    CHECKED.put(IDNA.Error.INVALID_ACE_LABEL, P4);
    CHECKED.put(IDNA.Error.LABEL_HAS_DOT, V5);
    CHECKED.put(IDNA.Error.LEADING_COMBINING_MARK, V6);
    CHECKED.put(IDNA.Error.DISALLOWED, V7);
    CHECKED.put(IDNA.Error.CONTEXTJ, V8);
    CHECKED.put(IDNA.Error.BIDI, V9);
  }

  /**
   * The checked rule, of those {@code info} records errors for, that comes first in UTS #46's order, or
   * null when it records none. An error that is neither checked nor one of the unchecked ones named
   * above counts as {@link #V7}, so that no refusal of ICU's is lost.
   */
  static @Nullable Uts46Rule firstChecked(IDNA.Info info) {
    if (!info.hasErrors()) {
      return null;
    }
    Set<IDNA.Error> errors = info.getErrors();
    Uts46Rule first = null;
    for (IDNA.Error error : errors) {
      Uts46Rule rule = ruleOf(error);
      if (rule != null && (first == null || rule.ordinal() < first.ordinal())) {
        first = rule;
      }
    }
    return first;
  }

  private static @Nullable Uts46Rule ruleOf(IDNA.Error error) {
    switch (error) {
      case EMPTY_LABEL:
      case LABEL_TOO_LONG:
      case DOMAIN_NAME_TOO_LONG:
      case LEADING_HYPHEN:
      case TRAILING_HYPHEN:
      case HYPHEN_3_4:
        return null;
      default:
        return CHECKED.getOrDefault(error, V7);
    }
  }
}
