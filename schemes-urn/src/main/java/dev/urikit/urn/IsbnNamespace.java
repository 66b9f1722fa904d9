package dev.urikit.urn;

import dev.urikit.spi.SchemeViolation;
import dev.urikit.spi.ViewDescription;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The {@code isbn} namespace (RFC 8254, which carries over RFC 3187; ISO 2108): an ISBN-10 or ISBN-13,
 * hyphens allowed between digits, the check digit validated.
 *
 * <table>
 *   <caption>Rules</caption>
 *   <tr><th>NSS</th><th>result</th></tr>
 *   <tr><td>{@code 978-0-306-40615-7}</td><td>ISBN-13; check digit 7 = (10 - weighted sum mod 10) mod 10, weights 1, 3</td></tr>
 *   <tr><td>{@code 0-306-40615-2}</td><td>ISBN-10; weighted sum with weights 10 to 1 is 0 mod 11</td></tr>
 *   <tr><td>{@code 0-8044-2957-X}</td><td>ISBN-10 whose check digit is ten ({@code x} accepted)</td></tr>
 *   <tr><td>{@code 978-0-306-40615-6}</td><td>refused: {@code urn.isbn.check}</td></tr>
 * </table>
 *
 * <p>Equivalence ignores hyphens and the case of {@code X}, and normalization removes them and writes
 * {@code X} in upper case; an ISBN-10 and the ISBN-13 made from it are
 * different names (they are not lexically equivalent), though {@link IsbnUrn#isbn13()} gives both the
 * same 13 digits.
 */
public final class IsbnNamespace implements UrnNamespace {

  private static final String CHARACTER =
      "an ISBN holds digits and '-', and an ISBN-10 may end with 'X' (urn:isbn, RFC 8254, ISO 2108)";
  private static final String HYPHEN =
      "an ISBN's hyphens stand between digits, one at a time (urn:isbn, RFC 8254, ISO 2108)";
  private static final String LENGTH = "an ISBN has 10 or 13 digits (urn:isbn, RFC 8254, ISO 2108)";
  private static final String PREFIX = "an ISBN-13 begins with 978 or 979 (urn:isbn, RFC 8254, ISO 2108)";
  private static final String CHECK = "the ISBN's check digit does not match its digits (urn:isbn, RFC 8254, ISO 2108)";

  /** Called by {@link java.util.ServiceLoader}. */
  public IsbnNamespace() {}

  @Override
  public Set<String> nids() {
    return Set.of("isbn");
  }

  @Override
  public @Nullable SchemeViolation validate(String text, int start, int end) {
    int digits = 0;
    int running = 0; // the sum of the digits so far
    int sum10 = 0; // the sum of the running sums: after ten digits, the digits with weights 10 to 1
    int sum13 = 0; // weights 1, 3, 1, ... over the first thirteen digits
    int prefix = 0;
    for (int i = start; i < end; i++) {
      char c = text.charAt(i);
      if (c == '-') {
        if (i == start || i == end - 1 || text.charAt(i - 1) == '-') {
          return new SchemeViolation(i, "urn.isbn.hyphen", HYPHEN);
        }
        continue;
      }
      int value;
      if (UrnRules.isDigit(c)) {
        value = c - '0';
      } else if ((c == 'X' || c == 'x') && i == end - 1 && digits == 9) {
        value = 10;
      } else {
        return new SchemeViolation(i, "urn.isbn.character", CHARACTER);
      }
      if (digits == 13) {
        return new SchemeViolation(start, "urn.isbn.length", LENGTH);
      }
      running += value;
      sum10 += running;
      sum13 += (digits & 1) == 0 ? value : 3 * value;
      if (digits < 3) {
        prefix = prefix * 10 + value;
      }
      digits++;
    }
    if (digits == 10) {
      return sum10 % 11 == 0 ? null : new SchemeViolation(start, "urn.isbn.check", CHECK);
    }
    if (digits != 13) {
      return new SchemeViolation(start, "urn.isbn.length", LENGTH);
    }
    if (prefix != 978 && prefix != 979) {
      return new SchemeViolation(start, "urn.isbn.prefix", PREFIX);
    }
    return sum13 % 10 == 0 ? null : new SchemeViolation(start, "urn.isbn.check", CHECK);
  }

  /**
   * The digits without hyphens, a final {@code x} in upper case: {@code 0-8044-2957-x} becomes
   * {@code 080442957X}, which is also what equivalence compares.
   */
  @Override
  public String normalize(String nss) {
    return compact(nss);
  }

  /** {@link IsbnUrn}. */
  @Override
  public <T> @Nullable T view(Urn urn, Class<T> type) {
    return type == IsbnUrn.class ? type.cast(IsbnUrn.of(compact(urn.nss()))) : null;
  }

  /** {@code isbn13}, and {@code isbn10} when the ISBN was written as one (else null). */
  @Override
  public void describe(Urn urn, ViewDescription.Builder members) {
    IsbnUrn view = IsbnUrn.of(compact(urn.nss()));
    members.put("isbn13", view.isbn13()).put("isbn10", view.isbn10());
  }

  @Override
  public String toString() {
    return "IsbnNamespace";
  }

  /** {@code nss} without hyphens, in upper case. */
  static String compact(String nss) {
    StringBuilder sb = new StringBuilder(13);
    for (int i = 0; i < nss.length(); i++) {
      char c = nss.charAt(i);
      if (c != '-') {
        sb.append(c == 'x' ? 'X' : c);
      }
    }
    return sb.toString();
  }
}
