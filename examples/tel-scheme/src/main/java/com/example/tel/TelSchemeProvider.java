package com.example.tel;

import dev.urikit.spi.SchemeProvider;
import dev.urikit.spi.SchemeRegistrar;

/**
 * Registers the {@code tel} scheme; listed in {@code META-INF/services/dev.urikit.spi.SchemeProvider}, so that
 * {@code SchemeRegistry.installed()} finds it on the class path and {@code urikit --plugin-path} in this jar.
 */
public final class TelSchemeProvider implements SchemeProvider {

  @Override
  public void register(SchemeRegistrar registrar) {
    registrar.add(new TelScheme());
  }
}
