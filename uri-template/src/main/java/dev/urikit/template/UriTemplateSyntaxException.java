package dev.urikit.template;

/**
 * Text that is not a URI Template (RFC 6570 section 2), or a value that the template cannot expand
 * (a prefix modifier on a list or map, section 2.4.1).
 *
 * <p>It carries the index of the first offending character of the template and a {@link Kind}:
 *
 * <pre>{@code
 * UriTemplate.parse("/users/{id")
 * // UriTemplateSyntaxException: unclosed expression at index 7
 * }</pre>
 */
public final class UriTemplateSyntaxException extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;

  /** What is wrong. */
  public enum Kind {
    /** A "{" without its "}" (section 2.2). */
    UNCLOSED_EXPRESSION,
    /** A "}" outside an expression (section 2.1: "}" is not a literal character). */
    STRAY_CLOSING_BRACE,
    /** A character that section 2.1 does not allow in a literal (space, quote, "&lt;", "|", a control, ...). */
    INVALID_LITERAL,
    /** A "%" not followed by two hexadecimal digits, in a literal or a variable name. */
    INVALID_PERCENT_ENCODING,
    /** An empty variable name, or one with a character outside {@code varchar} or a misplaced "." (section 2.3). */
    INVALID_VARIABLE_NAME,
    /** One of the operators that section 2.2 reserves for future extensions: "=", ",", "!", "@", "|". */
    RESERVED_OPERATOR,
    /** A prefix modifier that is not 1 to 9999 without leading zeros, or one combined with "*" (section 2.4.1). */
    INVALID_PREFIX,
    /**
     * A prefix modifier on a variable whose value is a list or a map, found at expansion: section 2.4.1
     * says prefixes are not applicable to composite values.
     */
    PREFIX_ON_COMPOSITE
  }

  private final Kind kind;
  private final int index;

  /** An error at {@code index} of the template. */
  public UriTemplateSyntaxException(Kind kind, int index, String message) {
    super(message);
    this.kind = kind;
    this.index = index;
  }

  /** What is wrong. */
  public Kind kind() {
    return kind;
  }

  /**
   * The index of the first offending character in the template (its length when it ended too early),
   * in UTF-16 units; for {@link Kind#PREFIX_ON_COMPOSITE}, the index of the variable's name.
   */
  public int index() {
    return index;
  }
}
