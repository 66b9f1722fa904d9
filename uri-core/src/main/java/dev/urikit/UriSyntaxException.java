package dev.urikit;

import org.jspecify.annotations.Nullable;

/**
 * Text that is not a URI reference (RFC 3986), or that a scheme's own rules refuse.
 *
 * <p>It carries the index of the first offending character and a {@link Kind}. The message is short,
 * names the component and the index, and never repeats the user information of the input:
 *
 * <pre>{@code
 * UriReference.parse("http://example.com:8o/")
 * // UriSyntaxException: invalid character 'o' in port at index 20
 * }</pre>
 */
public final class UriSyntaxException extends IllegalArgumentException {

  private static final long serialVersionUID = 1L;

  /** What is wrong. */
  public enum Kind {
    /** The scheme is empty, does not start with a letter, or holds a character other than letters, digits, "+", "-", ".". */
    INVALID_SCHEME,
    /** {@link Uri#parse(String)} was given a relative reference: there is no scheme. */
    MISSING_SCHEME,
    /** A character that the component's grammar does not allow (space, control, non-ASCII, a delimiter out of place). */
    INVALID_CHARACTER,
    /** A "%" not followed by two hexadecimal digits. */
    INVALID_PERCENT_ENCODING,
    /** A port with something other than digits. */
    INVALID_PORT,
    /** A bracketed host that is neither an IPv6 address nor an IPvFuture literal, or an unterminated one. */
    INVALID_IP_LITERAL,
    /**
     * The generic syntax holds, but the scheme's own rules (its module) refuse the URI; {@link #code()}
     * names the rule.
     */
    SCHEME_SPECIFIC,
    /**
     * The scheme's module failed: one of its hooks threw (the throwable is the {@linkplain #getCause()
     * cause}), or two modules claim the scheme. The message names the scheme and the classes.
     */
    SCHEME_FAILURE
  }

  private final Kind kind;
  private final int index;
  private final @Nullable String scheme;
  private final @Nullable String code;

  /** An error at {@code index} of the input. */
  public UriSyntaxException(Kind kind, int index, String message) {
    this(kind, index, message, null, null, null);
  }

  /** An error found by the rules of {@code scheme} (a scheme module), at {@code index} of the input. */
  public UriSyntaxException(Kind kind, int index, String message, @Nullable String scheme) {
    this(kind, index, message, scheme, null, null);
  }

  /**
   * An error found by the rules of {@code scheme}, with the stable {@code code} of the rule
   * ({@link dev.urikit.spi.SchemeViolation#code()}) and the {@code cause}, where there is one.
   */
  public UriSyntaxException(Kind kind, int index, String message, @Nullable String scheme, @Nullable String code,
      @Nullable Throwable cause) {
    super(message, cause);
    this.kind = kind;
    this.index = index;
    this.scheme = scheme;
    this.code = code;
  }

  /** What is wrong. */
  public Kind kind() {
    return kind;
  }

  /**
   * The index of the first offending character in the input (the input's length when it ended too early),
   * in UTF-16 units ({@code char}s) of the input as given: a character beyond the Basic Multilingual
   * Plane counts two. For an IRI it is an index of the IRI, also when the scheme's module found the fault
   * in the URI the IRI maps to.
   */
  public int index() {
    return index;
  }

  /** The scheme whose rules refused the input, or null for the generic syntax. */
  public @Nullable String scheme() {
    return scheme;
  }

  /**
   * The stable code of the scheme's rule that refused the input ({@code "http.host.empty"}), or null
   * when the generic syntax refused it.
   */
  public @Nullable String code() {
    return code;
  }
}
