package dev.urikit.legacy;

import dev.urikit.gopher.GopherScheme;
import dev.urikit.prospero.ProsperoScheme;
import dev.urikit.spi.SchemeProvider;
import dev.urikit.spi.SchemeRegistrar;
import dev.urikit.telnet.TelnetScheme;
import dev.urikit.wais.WaisScheme;

/**
 * Installs the {@code gopher}, {@code telnet}, {@code wais} and {@code prospero} schemes through
 * {@link java.util.ServiceLoader}: it is listed in {@code META-INF/services/dev.urikit.spi.SchemeProvider},
 * so adding this module to the class path is enough.
 *
 * <pre>{@code
 * SchemeRegistry.installed().lookup("gopher").defaultPort()                   // 70
 * Uri.parse("telnet://melvyl.ucop.edu/").view(TelnetUri.class).port()           // 23
 * Uri.parse("wais://h.example/db?frogs").view(WaisUri.class).search()         // "frogs"
 * Uri.parse("prospero://h.example//pros/name").view(ProsperoUri.class).hsoname()   // "/pros/name"
 * }</pre>
 */
public final class LegacySchemeProvider implements SchemeProvider {

  /** Called by {@link java.util.ServiceLoader}. */
  public LegacySchemeProvider() {}

  /** Registers one {@link GopherScheme}, {@link TelnetScheme}, {@link WaisScheme} and {@link ProsperoScheme}. */
  @Override
  public void register(SchemeRegistrar registrar) {
    registrar.add(new GopherScheme());
    registrar.add(new TelnetScheme());
    registrar.add(new WaisScheme());
    registrar.add(new ProsperoScheme());
  }
}
