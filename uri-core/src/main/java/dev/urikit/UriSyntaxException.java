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
 * // UriSyntaxException: invalid character in port at index 20
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
   * This error as a reader of text reports it, a deserializer of JSON say: the {@code input} it could
   * not read as a {@code type}, shown by {@link #excerpt(String)}, then the kind, the index and the message.
   *
   * <pre>{@code
   * try {
   *   Uri.parse(text);                     // text is "http://anna:secret@example.com:8o/"
   * } catch (UriSyntaxException e) {
   *   e.messageFor(text, "Uri");
   *   // cannot read "http://***@example.com:8o/" as Uri (INVALID_PORT at index 32): invalid character in port at index 32
   * }
   * }</pre>
   *
   * <p>The index is that of {@code input}, before its user information was masked.
   */
  public String messageFor(String input, String type) {
    return "cannot read " + excerpt(input) + " as " + type + " (" + kind + " at index " + index + "): " + getMessage();
  }

  /**
   * {@code input} as an error message may show it, in double quotes: its user information replaced by
   * {@code ***}, quotes, backslashes and invisible characters (controls, formatting characters such
   * as the bidirectional ones, line separators, lone surrogates) escaped as in Java, and cut after
   * {@value #EXCERPT_LENGTH} characters with {@code …}. Input that is not a URI reference may still
   * hold user information, so this goes by characters alone: what lies between the first {@code "//"}
   * and the last {@code '@'} before the first {@code '/'}, {@code '?'} or {@code '#'} after it, which
   * for a URI reference is exactly its user information (RFC 3986 section 3.2.1) and for other text
   * can be more, never less. Linear in the length of {@code input}.
   *
   * <table>
   *   <caption>Excerpts</caption>
   *   <tr><th>input</th><th>excerpt</th></tr>
   *   <tr><td>{@code http://anna:pw@h:8o/}</td><td>{@code "http://***@h:8o/"}</td></tr>
   *   <tr><td>{@code a"b} then a line feed</td><td>{@code "a\"b\n"}</td></tr>
   *   <tr><td>300 times {@code a}</td><td>{@code "aa…a…"}: 200 {@code a}, then {@code …}, in quotes</td></tr>
   * </table>
   */
  public static String excerpt(String input) {
    int start = input.indexOf("//");
    String text = input;
    if (start >= 0) {
      start += 2;
      int end = start;
      while (end < input.length() && "/?#".indexOf(input.charAt(end)) < 0) {
        end++;
      }
      int at = input.lastIndexOf('@', end - 1);
      if (at > start) {
        text = input.substring(0, start) + "***" + input.substring(at);
      }
    }
    int shown = Math.min(text.length(), EXCERPT_LENGTH);
    if (shown < text.length() && Character.isHighSurrogate(text.charAt(shown - 1))
        && Character.isLowSurrogate(text.charAt(shown))) {
      shown--;
    }
    StringBuilder out = new StringBuilder(shown + 8).append('"');
    for (int i = 0; i < shown; i++) {
      char c = text.charAt(i);
      if (c == '"' || c == '\\') {
        out.append('\\').append(c);
      } else if (c == '\n') {
        out.append("\\n");
      } else if (c == '\r') {
        out.append("\\r");
      } else if (c == '\t') {
        out.append("\\t");
      } else if (Character.isSurrogate(c)) {
        boolean paired = Character.isHighSurrogate(c)
            ? i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))
            : i > 0 && Character.isHighSurrogate(text.charAt(i - 1));
        if (paired) {
          out.append(c);
        } else {
          out.append(String.format("\\u%04X", (int) c));
        }
      } else if (invisible(c)) {
        out.append(String.format("\\u%04X", (int) c));
      } else {
        out.append(c);
      }
    }
    return out.append(shown < text.length() ? "…\"" : "\"").toString();
  }

  /** How many characters of an input {@link #excerpt(String)} shows. */
  public static final int EXCERPT_LENGTH = 200;

  private static boolean invisible(char c) {
    int type = Character.getType(c);
    return Character.isISOControl(c) || type == Character.FORMAT || type == Character.LINE_SEPARATOR
        || type == Character.PARAGRAPH_SEPARATOR;
  }

  /**
   * The stable code of the scheme's rule that refused the input ({@code "http.host.empty"}), or null
   * when the generic syntax refused it.
   */
  public @Nullable String code() {
    return code;
  }
}
