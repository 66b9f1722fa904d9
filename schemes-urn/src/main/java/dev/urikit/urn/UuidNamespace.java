package dev.urikit.urn;

import dev.urikit.spi.SchemeViolation;
import dev.urikit.spi.ViewDescription;
import java.util.Locale;
import java.util.Set;
import java.util.UUID;
import org.jspecify.annotations.Nullable;

/**
 * The {@code uuid} namespace (RFC 9562 section 4, first registered by RFC 4122 section 3):
 * {@code urn:uuid:} and the 36-character hex-and-hyphen form, 8-4-4-4-12. Hex digits are
 * case-insensitive, so {@code urn:uuid:F81D4FAE-...} equals {@code urn:uuid:f81d4fae-...}.
 * Views: {@link UUID} and {@link UuidUrn} (with version and variant).
 */
public final class UuidNamespace implements UrnNamespace {

  private static final String LENGTH = "a UUID is 36 characters, 8-4-4-4-12 hex digits (urn:uuid, RFC 9562 section 4)";
  private static final String HYPHEN = "a UUID has '-' after hex digits 8, 12, 16 and 20 (urn:uuid, RFC 9562 section 4)";
  private static final String HEX = "a UUID holds hex digits and '-' only (urn:uuid, RFC 9562 section 4)";

  /** Where the hyphens stand in the 36 characters: after hex digits 8, 12, 16 and 20. */
  private static final int[] HYPHENS = {8, 13, 18, 23};

  /** Called by {@link java.util.ServiceLoader}. */
  public UuidNamespace() {}

  @Override
  public Set<String> nids() {
    return Set.of("uuid");
  }

  @Override
  public @Nullable SchemeViolation validate(String text, int start, int end) {
    if (end - start != 36) {
      return new SchemeViolation(start, "urn.uuid.length", LENGTH);
    }
    int group = start;
    for (int offset : HYPHENS) {
      int hyphen = start + offset;
      SchemeViolation hex = checkHex(text, group, hyphen);
      if (hex != null) {
        return hex;
      }
      if (text.charAt(hyphen) != '-') {
        return new SchemeViolation(hyphen, "urn.uuid.hyphen", HYPHEN);
      }
      group = hyphen + 1;
    }
    return checkHex(text, group, end);
  }

  /**
   * The UUID in lower case (RFC 9562 section 4: hex digits are case-insensitive on input, and output in
   * lower case), which is also what equivalence compares.
   */
  @Override
  public String normalize(String nss) {
    return nss.toLowerCase(Locale.ROOT);
  }

  /** {@link UUID} or {@link UuidUrn}. */
  @Override
  public <T> @Nullable T view(Urn urn, Class<T> type) {
    if (type == UUID.class) {
      return type.cast(UUID.fromString(urn.nss()));
    }
    if (type == UuidUrn.class) {
      return type.cast(new UuidUrn(UUID.fromString(urn.nss())));
    }
    return null;
  }

  /** {@code uuid} (lower case), {@code version} and {@code variant}. */
  @Override
  public void describe(Urn urn, ViewDescription.Builder members) {
    UuidUrn view = new UuidUrn(UUID.fromString(urn.nss()));
    members.put("uuid", view.uuid().toString()).put("version", view.version()).put("variant", view.variant());
  }

  @Override
  public String toString() {
    return "UuidNamespace";
  }

  /** Checks that {@code text[start, end)} is hex digits. */
  private static @Nullable SchemeViolation checkHex(String text, int start, int end) {
    for (int i = start; i < end; i++) {
      if (!UrnRules.isHex(text.charAt(i))) {
        return new SchemeViolation(i, "urn.uuid.hex", HEX);
      }
    }
    return null;
  }
}
