package dev.urikit.internal;

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
   * The components of {@code text} laid out as the core's model keeps them (-1 for an absent scheme,
   * host, query or fragment), each read from the text when first asked for. The scheme is {@code ""}
   * when {@code schemeEnd} is -1. Setting a component replaces it; while none is replaced, the parts'
   * text is {@code text} itself.
   */
  public abstract UriParts of(String text, int schemeEnd, int hostStart, int hostEnd, int pathStart, int queryMark,
      int fragmentMark);
}
