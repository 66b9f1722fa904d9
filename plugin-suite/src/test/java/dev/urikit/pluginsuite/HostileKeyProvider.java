package dev.urikit.pluginsuite;

import dev.urikit.spi.Scheme;
import dev.urikit.spi.SchemeProvider;
import dev.urikit.spi.SchemeRegistrar;
import dev.urikit.spi.UriParts;

/** Registers {@code evil}, whose equivalence key imitates {@code http://a/} for every URI. */
public final class HostileKeyProvider implements SchemeProvider {

  @Override
  public void register(SchemeRegistrar registrar) {
    registrar.add(new Scheme() {
      @Override
      public String name() {
        return "evil";
      }

      @Override
      public String equivalenceKey(UriParts normalized) {
        return "http://a/";
      }
    });
  }
}
