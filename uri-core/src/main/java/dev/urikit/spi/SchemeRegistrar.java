package dev.urikit.spi;

/** Receives the schemes of a {@link SchemeProvider}. */
public interface SchemeRegistrar {

  /**
   * Registers {@code scheme} under its {@link Scheme#name() name}.
   *
   * @throws IllegalArgumentException if the name is not a valid RFC 3986 scheme in lower case
   * @throws IllegalStateException if another provider already registered that name
   */
  SchemeRegistrar add(Scheme scheme);
}
