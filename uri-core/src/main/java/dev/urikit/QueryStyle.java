package dev.urikit;

/**
 * How a query is read as {@code name=value} pairs separated by {@code "&"}: the two styles differ only in
 * what {@code "+"} means. {@link QueryStyle#FORM} is what {@link UriReference#queryParameters()} and every
 * other reading of a query by name use when no style is given; {@link QueryStyle#RFC3986} is the plain reading.
 *
 * <table>
 *   <caption>{@code ?q=a+b%2Bc} read both ways</caption>
 *   <tr><th>style</th><th>value of {@code q}</th></tr>
 *   <tr><td>FORM</td><td>{@code "a b+c"}</td></tr>
 *   <tr><td>RFC3986</td><td>{@code "a+b+c"}</td></tr>
 * </table>
 *
 * <pre>{@code
 * Uri uri = Uri.parse("http://h/?q=a+b%2Bc");
 * uri.queryParameter("q")                                  // "a b+c"
 * uri.queryParameters(QueryStyle.RFC3986).first("q")       // "a+b+c"
 * }</pre>
 *
 * <p>Both read a space written {@code %20} and a plus written {@code %2B} alike, and those are what
 * {@link UriBuilder#addQueryParameter} writes, so a parameter it writes reads back the same in either style.
 */
public enum QueryStyle {
  /**
   * {@code application/x-www-form-urlencoded} (WHATWG URL Standard, section 5): {@code "+"} is a space,
   * then percent-triplets are decoded as UTF-8. What HTML forms send, and the default reading.
   */
  FORM,
  /** Plain RFC 3986 (section 3.4): percent-triplets are decoded as UTF-8 and {@code "+"} is itself. */
  RFC3986;

  /**
   * Decodes one name or value as written in a query: {@code FORM.decode("a+b%2B")} is {@code "a b+"},
   * {@code RFC3986.decode("a+b%2B")} is {@code "a+b+"}. A malformed UTF-8 sequence becomes U+FFFD, as
   * {@link PercentEncoding#decode(String)} does.
   */
  public String decode(String raw) {
    return decode(raw, 0, raw.length());
  }

  String decode(String raw, int start, int end) {
    if (this == FORM && hasPlus(raw, start, end)) {
      String piece = raw.substring(start, end).replace('+', ' ');
      return PercentEncoding.decode(piece);
    }
    return PercentEncoding.decode(raw, start, end);
  }

  byte[] octets(String raw, int start, int end) {
    if (this == FORM && hasPlus(raw, start, end)) {
      String piece = raw.substring(start, end).replace('+', ' ');
      return PercentEncoding.decodeToBytes(piece, 0, piece.length());
    }
    return PercentEncoding.decodeToBytes(raw, start, end);
  }

  /** Whether {@code raw[start, end)} holds a {@code "+"}: bounded, so that reading a query stays linear. */
  private static boolean hasPlus(String raw, int start, int end) {
    for (int i = start; i < end; i++) {
      if (raw.charAt(i) == '+') {
        return true;
      }
    }
    return false;
  }
}
