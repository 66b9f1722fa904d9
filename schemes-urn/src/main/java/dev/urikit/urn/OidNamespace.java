package dev.urikit.urn;

import dev.urikit.spi.SchemeViolation;
import dev.urikit.spi.ViewDescription;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The {@code oid} namespace (RFC 3061): an object identifier in dotted decimal, its arcs without
 * leading zeros.
 *
 * <pre>
 * NSS    = number *( "." number )
 * number = DIGIT / ( LEADDIGIT 1*DIGIT )
 * </pre>
 *
 * <p>{@code urn:oid:1.3.6.1} is accepted; {@code urn:oid:1.03}, {@code urn:oid:1..2} and
 * {@code urn:oid:1.2.} are refused. Equivalence is the generic one: the arcs as written.
 */
public final class OidNamespace implements UrnNamespace {

  private static final String CHARACTER = "an OID holds digits and '.' only (urn:oid, RFC 3061 section 2)";
  private static final String ARC = "an OID's arcs are not empty: no leading, trailing or double '.' (urn:oid, RFC 3061 section 2)";
  private static final String ZERO = "an OID's arcs have no leading zeros (urn:oid, RFC 3061 section 2)";

  /** Called by {@link java.util.ServiceLoader}. */
  public OidNamespace() {}

  @Override
  public Set<String> nids() {
    return Set.of("oid");
  }

  @Override
  public @Nullable SchemeViolation validate(String text, int start, int end) {
    int i = start;
    while (true) {
      int arcStart = i;
      while (i < end && UrnRules.isDigit(text.charAt(i))) {
        i++;
      }
      if (i < end && text.charAt(i) != '.') {
        return new SchemeViolation(i, "urn.oid.character", CHARACTER);
      }
      if (i == arcStart) {
        return new SchemeViolation(i, "urn.oid.arc", ARC);
      }
      if (text.charAt(arcStart) == '0' && i - arcStart > 1) {
        return new SchemeViolation(arcStart, "urn.oid.zero", ZERO);
      }
      if (i == end) {
        return null;
      }
      i++; // past the '.'
    }
  }

  /** {@link OidUrn}. */
  @Override
  public <T> @Nullable T view(Urn urn, Class<T> type) {
    return type == OidUrn.class ? type.cast(new OidUrn(urn.nss())) : null;
  }

  /** {@code oid} and {@code arcs}, the arcs as decimal strings (they may exceed 64 bits). */
  @Override
  public void describe(Urn urn, ViewDescription.Builder members) {
    OidUrn view = new OidUrn(urn.nss());
    members.put("oid", view.oid()).put("arcs", view.arcs());
  }

  @Override
  public String toString() {
    return "OidNamespace";
  }
}
