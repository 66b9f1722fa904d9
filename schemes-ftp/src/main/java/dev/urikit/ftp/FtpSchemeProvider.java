package dev.urikit.ftp;

import dev.urikit.spi.SchemeProvider;
import dev.urikit.spi.SchemeRegistrar;

/**
 * Installs the {@code ftp} scheme ({@link FtpScheme}) through {@link java.util.ServiceLoader}: it is
 * listed in {@code META-INF/services/dev.urikit.spi.SchemeProvider}, so adding this module to the class
 * path is enough.
 *
 * <pre>{@code
 * SchemeRegistry.installed().lookup("ftp").defaultPort()   // 21
 * Uri.parse("ftp://ftp.example.com/pub/a.txt").view(FtpUri.class).name()   // "a.txt"
 * }</pre>
 */
public final class FtpSchemeProvider implements SchemeProvider {

  /** Called by {@link java.util.ServiceLoader}. */
  public FtpSchemeProvider() {}

  /** Registers one {@link FtpScheme}. */
  @Override
  public void register(SchemeRegistrar registrar) {
    registrar.add(new FtpScheme());
  }
}
