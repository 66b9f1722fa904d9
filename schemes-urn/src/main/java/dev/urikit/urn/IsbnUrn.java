package dev.urikit.urn;

import org.jspecify.annotations.Nullable;

/**
 * The {@code isbn} namespace's view of a URN (RFC 8254, ISO 2108): the ISBN in its 13-digit form, and
 * the ISBN-10 it was written as, if it was.
 *
 * <pre>{@code
 * Urn.parse("urn:isbn:0-306-40615-2").namespaceView(IsbnUrn.class)
 * // 9780306406157: isbn13() "9780306406157", isbn10() "0306406152"
 * }</pre>
 *
 * <p>It prints as its ISBN-13, the 13 digits without hyphens.
 *
 * @param isbn13 the 13 digits, without hyphens; an ISBN-10 becomes {@code 978}, its first nine digits
 *               and a new check digit
 * @param isbn10 the 10 characters without hyphens when the URN holds an ISBN-10, otherwise null
 */
public record IsbnUrn(String isbn13, @Nullable String isbn10) {

  /** The ISBN-13 without hyphens, {@code 9780306406157}. */
  @Override
  public String toString() {
    return isbn13;
  }

  /** The view of a valid ISBN without hyphens: 10 or 13 characters. */
  static IsbnUrn of(String compact) {
    if (compact.length() == 13) {
      return new IsbnUrn(compact, null);
    }
    String twelve = "978" + compact.substring(0, 9);
    int sum = 0;
    for (int i = 0; i < 12; i++) {
      sum += (i % 2 == 0 ? 1 : 3) * (twelve.charAt(i) - '0');
    }
    return new IsbnUrn(twelve + (char) ('0' + (10 - sum % 10) % 10), compact);
  }
}
