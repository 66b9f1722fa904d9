package dev.urikit.spi;

/** Receives the schemes of a {@link SchemeProvider}. */
public interface SchemeRegistrar {

  /**
   * Registers {@code scheme} under its {@link Scheme#name() name}.
   *
   * @throws IllegalArgumentException if the name is not a valid RFC 3986 scheme in lower case, or this
   *     provider already registered it
   */
  SchemeRegistrar add(Scheme scheme);
}
