package dev.urikit.news;

import dev.urikit.CharClass;
import dev.urikit.PercentEncoding;
import dev.urikit.spi.SchemeViolation;
import org.jspecify.annotations.Nullable;

/** What both builders do with the values they are given: check that they are text, encode them once, and check them. */
final class BuilderValues {

  private BuilderValues() {}

  /**
   * {@code value} itself, when it is Unicode text.
   *
   * @throws IllegalArgumentException naming {@code what} at its first unpaired surrogate, which no UTF-8
   *     percent-encoding can write (RFC 3629 section 3 encodes scalar values only)
   */
  static String text(String value, String what) {
    int i = PercentEncoding.unpairedSurrogate(value);
    if (i >= 0) {
      throw new IllegalArgumentException("the " + what + " holds an unpaired surrogate at index " + i
          + ": not Unicode text, which UTF-8 percent-encoding writes (RFC 3629 section 3, RFC 3986 section 2.5)");
    }
    return value;
  }

  /**
   * {@code current}, the component as written, when it decodes to {@code value}, so that writing back
   * what a view read changes nothing; otherwise {@code value} encoded, every character outside
   * {@code allowed} percent-encoded.
   *
   * @throws IllegalArgumentException if {@code value} is not Unicode text
   */
  static String keepOrEncode(@Nullable String current, String value, CharClass allowed, String what) {
    text(value, what);
    return current != null && PercentEncoding.decode(current).equals(value)
        ? current : PercentEncoding.encode(value, allowed);
  }

  /**
   * {@code raw} when {@code violation} is null.
   *
   * @throws IllegalArgumentException naming the rule and its code otherwise
   */
  static String valid(String raw, @Nullable SchemeViolation violation) {
    if (violation != null) {
      throw new IllegalArgumentException(violation.rule() + " [" + violation.code() + "]");
    }
    return raw;
  }
}
