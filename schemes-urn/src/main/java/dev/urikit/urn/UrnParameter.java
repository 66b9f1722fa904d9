package dev.urikit.urn;

import org.jspecify.annotations.Nullable;

/**
 * One {@code name=value} pair of a URN's q-component (RFC 8141 section 2.3.2), decoded: {@code lang=en} gives
 * {@code UrnParameter("lang", "en")}, a bare {@code flag} gives {@code UrnParameter("flag", null)}; they print
 * as {@code lang=en} and {@code flag}.
 *
 * <pre>{@code
 * Urn.parse("urn:example:w?=lang=en&flag").qParameters()   // [lang=en, flag]
 * }</pre>
 *
 * @param name  the decoded name
 * @param value the decoded value, or null when the pair has no {@code "="}
 */
public record UrnParameter(String name, @Nullable String value) {

  /**
   * The decoded text form: {@code lang=en}, or {@code flag} alone when there is no value. It is for reading,
   * not for a URN: nothing is encoded again.
   */
  @Override
  public String toString() {
    return value == null ? name : name + "=" + value;
  }
}
