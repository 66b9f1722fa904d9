package dev.urikit.urn;

import dev.urikit.spi.SchemeProvider;
import dev.urikit.spi.SchemeRegistrar;

/**
 * Installs the {@code urn} scheme through {@link java.util.ServiceLoader}: it is listed in
 * {@code META-INF/services/dev.urikit.spi.SchemeProvider}, so adding this module to the class path is
 * enough. The scheme consults the {@link UrnNamespaces#installed() installed} namespaces.
 *
 * <pre>{@code
 * SchemeRegistry.installed().lookup("urn").canBeBase()   // false
 * }</pre>
 */
public final class UrnSchemeProvider implements SchemeProvider {

  /** Called by {@link java.util.ServiceLoader}. */
  public UrnSchemeProvider() {}

  @Override
  public void register(SchemeRegistrar registrar) {
    registrar.add(new UrnScheme());
  }
}
