package dev.urikit.spi;

import dev.urikit.internal.Idna;

/**
 * How Unicode host names become ASCII and back: the one place where a DNS host's labels are mapped
 * between U-labels ({@code bücher}) and A-labels ({@code xn--bcher-kva}) (RFC 5890 section 2.3.2.1).
 *
 * <pre>{@code
 * IdnaMapping.installed().toAscii("Bücher.example")           // "xn--bcher-kva.example"
 * IdnaMapping.installed().toUnicode("xn--bcher-kva.example")  // "bücher.example"
 * }</pre>
 *
 * <p>{@link #installed()} is the mapping that {@link HostRules}, {@link dev.urikit.UriBuilder} and every
 * scheme with DNS hosts use. It is found once with {@link java.util.ServiceLoader}: a module that
 * {@code provides dev.urikit.spi.IdnaMapping} (listed in {@code META-INF/services/dev.urikit.spi.IdnaMapping}
 * on the class path) replaces the default, which is the JDK's {@link java.net.IDN} with its STD3 rules
 * (IDNA 2003, RFC 3490). A module with UTS #46 processing (IDNA 2008 as browsers apply it) plugs in
 * here. When several are found, the first that {@code ServiceLoader} gives is used; one that fails to
 * load is passed over.
 *
 * <p>Implementations are immutable and thread-safe.
 */
public interface IdnaMapping {

  /**
   * The ASCII form of a host name that holds non-ASCII characters: each label that is not ASCII as
   * its A-label, the result ready for a DNS query.
   *
   * @throws IllegalArgumentException if the name cannot be mapped (a disallowed character, a label
   *     too long), with a message naming the rule; a {@link RefusedLabelException} where the mapping can
   *     tell which label and which rule
   */
  String toAscii(String unicodeName);

  /**
   * The Unicode form of an ASCII host name, for display: each A-label as its U-label. Never throws: a
   * label that does not convert is kept as it is.
   */
  String toUnicode(String asciiName);

  /** The mapping in use: the one a module provides, else the JDK's {@link java.net.IDN}. */
  static IdnaMapping installed() {
    return Idna.installed();
  }

  /**
   * A host name that {@link #toAscii(String)} refuses, with the label that breaks a rule and the rule.
   *
   * <pre>{@code
   * try {
   *   IdnaMapping.installed().toAscii("mail.a⒈com");
   * } catch (IdnaMapping.RefusedLabelException e) {
   *   e.labelIndex()  // 1
   *   e.label()       // "a⒈com"
   *   e.rule()        // "V7"
   *   e.getMessage()  // "not an internationalized domain name: label 1 (\"a⒈com\") breaks UTS #46 rule V7: ..."
   * }
   * }</pre>
   */
  final class RefusedLabelException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    /** The label's position in the name, from 0. */
    private final int labelIndex;
    /** The label as it was given. */
    private final String label;
    /** The short name of the rule, as the standard that the mapping implements names it. */
    private final String rule;

    /**
     * A refusal of label {@code labelIndex} (from 0) of a name, {@code label} as given, by {@code rule}
     * (a short name such as UTS #46's {@code "V7"} or {@code "P4"}); {@code message} says it in words.
     */
    public RefusedLabelException(int labelIndex, String label, String rule, String message) {
      super(message);
      if (labelIndex < 0) {
        throw new IllegalArgumentException("a label index counts from 0: " + labelIndex);
      }
      this.labelIndex = labelIndex;
      this.label = label;
      this.rule = rule;
    }

    /** The position of the refused label in the name, from 0: {@code 1} for {@code b} in {@code a.b.c}. */
    public int labelIndex() {
      return labelIndex;
    }

    /** The refused label as it was given to {@link #toAscii(String)}. */
    public String label() {
      return label;
    }

    /** The short name of the rule the label breaks, such as UTS #46's {@code "V7"} (a disallowed character). */
    public String rule() {
      return rule;
    }
  }
}
