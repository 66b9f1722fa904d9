package dev.urikit.urn;

/**
 * The {@code issn} namespace's view of a URN (RFC 8254, ISO 3297).
 *
 * <pre>{@code
 * Urn.parse("urn:issn:2434-561x").namespaceView(IssnUrn.class)   // 2434-561X
 * }</pre>
 *
 * <p>It prints as the ISSN, {@code NNNN-NNNC}.
 *
 * @param issn the ISSN, {@code NNNN-NNNC}, with an upper-case {@code X}
 */
public record IssnUrn(String issn) {

  /** The ISSN, {@code 2434-561X}. */
  @Override
  public String toString() {
    return issn;
  }
}
