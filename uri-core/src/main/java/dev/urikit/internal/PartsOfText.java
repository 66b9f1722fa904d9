package dev.urikit.internal;

import dev.urikit.UriReference;
import dev.urikit.spi.UriParts;

/**
 * Makes {@link UriParts} that read their components from a reference's text when asked, for the core's
 * normalization in another package; the SPI's public constructor takes every component as a string.
 * {@code UriParts} installs the one implementation when its class is initialized.
 */
public abstract class PartsOfText {

  private static final Installed<PartsOfText> INSTALLED = new Installed<>("dev.urikit.spi.UriParts");

  /** Installs the implementation; called once, by {@code UriParts}'s class initializer. */
  public static void install(PartsOfText parts) {
    INSTALLED.install(parts);
  }

  /** The implementation. */
  public static PartsOfText get() {
    return INSTALLED.get();
  }

  /**
   * The components of {@code ref}, each read from its text when first asked for; the scheme is {@code ""}
   * for a relative reference. Setting a component replaces it; while none is replaced, the parts' text is
   * the reference's own.
   */
  public abstract UriParts of(UriReference ref);
}
