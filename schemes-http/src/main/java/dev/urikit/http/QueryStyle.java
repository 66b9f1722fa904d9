package dev.urikit.http;

/**
 * How a query is read as name/value pairs separated by {@code "&"}: the two styles differ only in
 * what {@code "+"} means.
 *
 * <table>
 *   <caption>{@code ?q=a+b%2Bc} read both ways</caption>
 *   <tr><th>style</th><th>value of {@code q}</th></tr>
 *   <tr><td>FORM</td><td>{@code "a b+c"}</td></tr>
 *   <tr><td>RFC3986</td><td>{@code "a+b+c"}</td></tr>
 * </table>
 */
public enum QueryStyle {
  /**
   * {@code application/x-www-form-urlencoded} (WHATWG URL Standard, section 5): {@code "+"} is a space,
   * then percent-triplets are decoded as UTF-8. What HTML forms send.
   */
  FORM,
  /** Plain RFC 3986 (section 3.4): percent-triplets are decoded as UTF-8 and {@code "+"} is itself. */
  RFC3986
}
