package dev.urikit.urn;

import dev.urikit.spi.SchemeViolation;
import dev.urikit.spi.ViewDescription;
import java.util.Locale;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The {@code ietf} namespace (RFC 2648) for IETF documents: {@code urn:ietf:rfc:3986}.
 *
 * <pre>
 * rfc-nss   = "rfc:" 1*DIGIT        fyi-nss = "fyi:" 1*DIGIT
 * std-nss   = "std:" 1*DIGIT        bcp-nss = "bcp:" 1*DIGIT
 * draft-nss = "id:" string          mtg-nss = "mtg:" string
 * string    = 1*(DIGIT / ALPHA / "-")
 * </pre>
 *
 * <p>Other prefixes, such as {@code params} (RFC 3553), follow the generic rules. The whole NSS is
 * compared without regard to case (RFC 2648 section 2, lexical equivalence), and a document number by
 * its value, so {@code urn:ietf:RFC:03986} equals {@code urn:ietf:rfc:3986}, its normal form. A number above
 * 2<sup>31</sup> - 1 is refused: no IETF series comes near it.
 */
public final class IetfNamespace implements UrnNamespace {

  private static final String SERIES =
      "an IETF document URN is a series, ':' and a name: rfc:3986, bcp:14, id:draft-name (urn:ietf, RFC 2648 section 2)";
  private static final String NUMBER =
      "an RFC, FYI, STD or BCP number is decimal digits, at most 2147483647 (urn:ietf, RFC 2648 section 2)";
  private static final String NAME =
      "an id: or mtg: name holds letters, digits and '-' (urn:ietf, RFC 2648 section 2)";

  /** Called by {@link java.util.ServiceLoader}. */
  public IetfNamespace() {}

  @Override
  public Set<String> nids() {
    return Set.of("ietf");
  }

  @Override
  public @Nullable SchemeViolation validate(String text, int start, int end) {
    int colon = start;
    while (colon < end && text.charAt(colon) != ':') {
      colon++;
    }
    int length = colon - start;
    boolean numbered = length == 3 && (is(text, start, "rfc") || is(text, start, "fyi")
        || is(text, start, "std") || is(text, start, "bcp"));
    boolean named = (length == 2 && is(text, start, "id")) || (length == 3 && is(text, start, "mtg"));
    if (!numbered && !named) {
      return null; // another series: RFC 2648's other-nss, or a later registration such as params
    }
    if (colon == end || colon + 1 == end) {
      return new SchemeViolation(colon, "urn.ietf.series", SERIES);
    }
    return numbered ? checkNumber(text, colon + 1, end) : checkName(text, colon + 1, end);
  }

  /**
   * The NSS in lower case (percent-encoding kept in upper case), a document number without leading
   * zeros: {@code RFC:03986} becomes {@code rfc:3986}, which is also what equivalence compares.
   */
  @Override
  public String normalize(String nss) {
    StringBuilder sb = new StringBuilder(nss.length());
    for (int i = 0; i < nss.length(); i++) {
      char c = nss.charAt(i);
      if (c == '%' && i + 2 < nss.length()) {
        sb.append(nss, i, i + 3);
        i += 2;
      } else {
        sb.append(c >= 'A' && c <= 'Z' ? (char) (c | 0x20) : c);
      }
    }
    IetfUrn view = read(nss);
    return view.number() == null ? sb.toString() : view.series() + ":" + view.number();
  }

  /** {@link IetfUrn}. */
  @Override
  public <T> @Nullable T view(Urn urn, Class<T> type) {
    return type == IetfUrn.class ? type.cast(read(urn.nss())) : null;
  }

  /** {@code series}, {@code number} (null outside rfc, fyi, std, bcp) and {@code name}. */
  @Override
  public void describe(Urn urn, ViewDescription.Builder members) {
    IetfUrn view = read(urn.nss());
    members.put("series", view.series()).put("number", view.number()).put("name", view.name());
  }

  @Override
  public String toString() {
    return "IetfNamespace";
  }

  private static IetfUrn read(String nss) {
    int colon = nss.indexOf(':');
    String series = (colon < 0 ? nss : nss.substring(0, colon)).toLowerCase(Locale.ROOT);
    String name = colon < 0 ? "" : nss.substring(colon + 1);
    boolean numbered = series.equals("rfc") || series.equals("fyi") || series.equals("std") || series.equals("bcp");
    return new IetfUrn(series, numbered ? (Integer) number(name, 0, name.length()) : null, name);
  }

  /** Checks that {@code text[start, end)} is a document number: decimal digits worth at most {@link Integer#MAX_VALUE}. */
  private static @Nullable SchemeViolation checkNumber(String text, int start, int end) {
    boolean tooLarge = false;
    long value = 0;
    for (int i = start; i < end; i++) {
      char c = text.charAt(i);
      if (!UrnRules.isDigit(c)) {
        return new SchemeViolation(i, "urn.ietf.number", NUMBER);
      }
      if (!tooLarge) {
        value = value * 10 + (c - '0');
        tooLarge = value > Integer.MAX_VALUE; // refused once every character is known to be a digit
      }
    }
    return tooLarge ? new SchemeViolation(start, "urn.ietf.number", NUMBER) : null;
  }

  /** Checks that {@code text[start, end)} is an id: or mtg: name: letters, digits and '-'. */
  private static @Nullable SchemeViolation checkName(String text, int start, int end) {
    for (int i = start; i < end; i++) {
      char c = text.charAt(i);
      if (!UrnRules.isLdh(c)) {
        return new SchemeViolation(i, "urn.ietf.name", NAME);
      }
    }
    return null;
  }

  /** The value of the digits {@code text[start, end)}, or -1 when it exceeds {@link Integer#MAX_VALUE}. */
  private static int number(String text, int start, int end) {
    long value = 0;
    for (int i = start; i < end; i++) {
      value = value * 10 + (text.charAt(i) - '0');
      if (value > Integer.MAX_VALUE) {
        return -1;
      }
    }
    return (int) value;
  }

  /**
   * Whether {@code text} at {@code start} begins with {@code lowerSeries}, its letters in either case;
   * an NSS is US-ASCII, so no other character has a case to fold.
   */
  private static boolean is(String text, int start, String lowerSeries) {
    for (int i = 0; i < lowerSeries.length(); i++) {
      if ((text.charAt(start + i) | 0x20) != lowerSeries.charAt(i)) {
        return false;
      }
    }
    return true;
  }
}
