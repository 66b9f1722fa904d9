package dev.urikit.urn;

import dev.urikit.spi.SchemeViolation;
import dev.urikit.spi.ViewDescription;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The {@code issn} namespace (RFC 8254, which carries over RFC 3044; ISO 3297): {@code NNNN-NNNC},
 * seven digits and a check character, a digit or {@code X} for ten.
 *
 * <table>
 *   <caption>Rules</caption>
 *   <tr><th>NSS</th><th>result</th></tr>
 *   <tr><td>{@code 0317-8471}</td><td>accepted: 0·8 + 3·7 + 1·6 + 7·5 + 8·4 + 4·3 + 7·2 = 120, 11 - 120 mod 11 = 1</td></tr>
 *   <tr><td>{@code 2434-561x}</td><td>accepted; equal to {@code 2434-561X}, its normal form</td></tr>
 *   <tr><td>{@code 0317-8472}</td><td>refused: {@code urn.issn.check}</td></tr>
 *   <tr><td>{@code 03178471}</td><td>refused: {@code urn.issn.form} (the hyphen is part of the ISSN)</td></tr>
 * </table>
 */
public final class IssnNamespace implements UrnNamespace {

  private static final String FORM =
      "an ISSN is four digits, '-', three digits and a check digit or 'X' (urn:issn, RFC 8254, ISO 3297)";
  private static final String CHECK = "the ISSN's check digit does not match its digits (urn:issn, RFC 8254, ISO 3297)";

  /** Called by {@link java.util.ServiceLoader}. */
  public IssnNamespace() {}

  @Override
  public Set<String> nids() {
    return Set.of("issn");
  }

  @Override
  public @Nullable SchemeViolation validate(String text, int start, int end) {
    if (end - start != 9) {
      return new SchemeViolation(start, "urn.issn.form", FORM);
    }
    int sum = 0;
    int weight = 8;
    for (int i = start; i < end - 1; i++) {
      char c = text.charAt(i);
      if (i == start + 4 ? c != '-' : !UrnRules.isDigit(c)) {
        return new SchemeViolation(i, "urn.issn.form", FORM);
      }
      if (i != start + 4) {
        sum += weight-- * (c - '0');
      }
    }
    char check = text.charAt(end - 1);
    int expected = (11 - sum % 11) % 11;
    if (!UrnRules.isDigit(check) && check != 'X' && check != 'x') {
      return new SchemeViolation(end - 1, "urn.issn.form", FORM);
    }
    int value = UrnRules.isDigit(check) ? check - '0' : 10;
    return value == expected ? null : new SchemeViolation(end - 1, "urn.issn.check", CHECK);
  }

  /** The ISSN with an upper-case {@code X}, which is also what equivalence compares. */
  @Override
  public String normalize(String nss) {
    return nss.replace('x', 'X');
  }

  /** {@link IssnUrn}. */
  @Override
  public <T> @Nullable T view(Urn urn, Class<T> type) {
    return type == IssnUrn.class ? type.cast(new IssnUrn(normalize(urn.nss()))) : null;
  }

  /** {@code issn}, with an upper-case {@code X}. */
  @Override
  public void describe(Urn urn, ViewDescription.Builder members) {
    members.put("issn", normalize(urn.nss()));
  }

  @Override
  public String toString() {
    return "IssnNamespace";
  }
}
