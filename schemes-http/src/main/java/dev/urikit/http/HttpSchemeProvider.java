package dev.urikit.http;

import dev.urikit.spi.SchemeProvider;
import dev.urikit.spi.SchemeRegistrar;

/**
 * Installs {@code http}, {@code https}, {@code ws} and {@code wss} through
 * {@link java.util.ServiceLoader}: it is listed in {@code META-INF/services/dev.urikit.spi.SchemeProvider},
 * so adding this module to the class path is enough.
 *
 * <pre>{@code
 * SchemeRegistry.installed().lookup("https").defaultPort()   // 443
 * }</pre>
 *
 * <p>It registers {@link HttpSchemes#standard()}; see {@link HttpSchemes#strict()} for the flavour
 * that refuses user information (RFC 9110 section 4.2.4).
 */
public final class HttpSchemeProvider implements SchemeProvider {

  /** Called by {@link java.util.ServiceLoader}. */
  public HttpSchemeProvider() {}

  @Override
  public void register(SchemeRegistrar registrar) {
    HttpSchemes.standard().register(registrar);
  }
}
