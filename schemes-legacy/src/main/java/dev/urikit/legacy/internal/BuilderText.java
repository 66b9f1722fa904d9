package dev.urikit.legacy.internal;

import dev.urikit.CharClass;
import dev.urikit.PercentEncoding;
import org.jspecify.annotations.Nullable;

/**
 * What the four builders do with the text they are given: check that it is Unicode text, and encode it
 * once, unless it is what the component held decodes to, which then stays as written.
 *
 * <table>
 *   <caption>{@link #keepOrEncode} with {@code allowed} the path characters</caption>
 *   <tr><th>written</th><th>value</th><th>result</th></tr>
 *   <tr><td>{@code a%2fb}</td><td>{@code a/b}</td><td>{@code a%2fb}: what it reads, kept</td></tr>
 *   <tr><td>{@code a%2fb}</td><td>{@code a b}</td><td>{@code a%20b}</td></tr>
 *   <tr><td>null</td><td>{@code a/b}</td><td>{@code a/b}</td></tr>
 *   <tr><td>any</td><td>{@code "a\uD800"}</td><td>{@link IllegalArgumentException}</td></tr>
 * </table>
 */
public final class BuilderText {

  private BuilderText() {}

  /**
   * {@code value} itself, when it is Unicode text.
   *
   * @throws IllegalArgumentException naming {@code what} and the index of its first unpaired surrogate,
   *     which has no UTF-8 form, so no percent-encoding (RFC 3629 section 3, RFC 3986 section 2.5)
   */
  public static String checked(String value, String what) {
    int i = PercentEncoding.unpairedSurrogate(value);
    if (i >= 0) {
      throw new IllegalArgumentException("the " + what + " holds an unpaired surrogate at index " + i
          + ": it is no character and has no UTF-8 encoding (RFC 3629 section 3, RFC 3986 section 2.5)");
    }
    return value;
  }

  /**
   * {@code written}, a component as written (null when absent), when it decodes to {@code value}, so
   * that writing back what a view read changes nothing; otherwise {@code value} with every character
   * outside {@code allowed} percent-encoded as UTF-8.
   *
   * @throws IllegalArgumentException if {@code value} is not Unicode text
   */
  public static String keepOrEncode(@Nullable String written, String value, CharClass allowed, String what) {
    checked(value, what);
    return reads(written, value) ? written : PercentEncoding.encode(value, allowed);
  }

  /** Whether {@code written}, a component as written, decodes to exactly {@code value}, as a view reads it. */
  public static boolean reads(@Nullable String written, String value) {
    return written != null && PercentEncoding.decode(written).equals(value);
  }
}
