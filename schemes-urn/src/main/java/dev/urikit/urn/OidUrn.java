package dev.urikit.urn;

import java.util.List;

/**
 * The {@code oid} namespace's view of a URN (RFC 3061).
 *
 * <pre>{@code
 * Urn.parse("urn:oid:1.3.6.1.4.1").namespaceView(OidUrn.class).arcs()   // ["1", "3", "6", "1", "4", "1"]
 * Urn.parse("urn:oid:1.3.6.1.4.1").namespaceView(OidUrn.class)          // 1.3.6.1.4.1
 * }</pre>
 *
 * <p>It prints as the object identifier in dotted decimal.
 *
 * @param oid the object identifier in dotted decimal
 */
public record OidUrn(String oid) {

  /** The object identifier in dotted decimal, {@code 1.3.6.1.4.1}. */
  @Override
  public String toString() {
    return oid;
  }

  /** The arcs in order, as decimal strings: an arc has no upper bound (ITU-T X.660). */
  public List<String> arcs() {
    return List.of(oid.split("\\.", -1));
  }
}
