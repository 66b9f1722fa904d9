package dev.urikit.spi;

import java.util.Objects;

/**
 * Why a scheme refuses a URI that the generic syntax accepts, or, as a warning, what it finds amiss in
 * one it accepts: the index of the first offending character, a stable code for programs and the rule
 * it breaks for people.
 *
 * <pre>{@code
 * new SchemeViolation(7, "http.host.empty", "host must not be empty (RFC 9110 section 4.2.1)")
 * // prints: http.host.empty at 7: host must not be empty (RFC 9110 section 4.2.1)
 * }</pre>
 *
 * <p>The core turns a violation from {@link Scheme#validate} into a {@link dev.urikit.UriSyntaxException}
 * of kind {@link dev.urikit.UriSyntaxException.Kind#SCHEME_SPECIFIC} that names the scheme and carries
 * the code. Codes are dotted lower-case words that a module keeps stable across releases. Build the
 * violations a scheme returns once, as constants, where the index allows; the rule text must not
 * repeat any user information from the input.
 *
 * @param index the index in the URI's text
 * @param code  a stable identifier of the rule, such as {@code "urn.nid.length"}
 * @param rule  a short description of the rule and where it is written
 */
public record SchemeViolation(int index, String code, String rule) {

  /** Checks that code and rule are present and the index is not negative. */
  public SchemeViolation {
    if (index < 0) {
      throw new IllegalArgumentException("index " + index + " is negative");
    }
    Objects.requireNonNull(code, "code");
    Objects.requireNonNull(rule, "rule");
    if (code.isEmpty()) {
      throw new IllegalArgumentException("a violation needs a code");
    }
  }

  /** The code, the index and the rule: {@code http.host.empty at 7: host must not be empty (RFC 9110 section 4.2.1)}. */
  @Override
  public String toString() {
    return code + " at " + index + ": " + rule;
  }
}
