package dev.urikit.urn;

import java.util.UUID;

/**
 * The {@code uuid} namespace's view of a URN (RFC 9562): the UUID with its version and variant.
 *
 * <pre>{@code
 * Urn.parse("urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6").namespaceView(UuidUrn.class)
 * // f81d4fae-7dec-11d0-a765-00a0c91e6bf6: version() 1, variant() 2
 * }</pre>
 *
 * <p>It prints as the UUID does, in lower case (RFC 9562 section 4).
 *
 * @param uuid the UUID
 */
public record UuidUrn(UUID uuid) {

  /** The UUID's text, {@code f81d4fae-7dec-11d0-a765-00a0c91e6bf6}, as {@link UUID#toString()} gives it. */
  @Override
  public String toString() {
    return uuid.toString();
  }

  /** The version field, the four bits of RFC 9562 section 4.2: 1 for time-based, 4 for random, 7 for Unix time. */
  public int version() {
    return uuid.version();
  }

  /**
   * The variant field as {@link UUID#variant()} reads it (RFC 9562 section 4.1): 2 for the variant of
   * RFC 9562 ({@code 10x}), 0 for NCS, 6 for Microsoft, 7 reserved.
   */
  public int variant() {
    return uuid.variant();
  }
}
