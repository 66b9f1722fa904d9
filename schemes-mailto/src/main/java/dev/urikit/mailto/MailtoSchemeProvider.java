package dev.urikit.mailto;

import dev.urikit.spi.SchemeProvider;
import dev.urikit.spi.SchemeRegistrar;

/**
 * Installs the {@code mailto} scheme (RFC 6068) through {@link java.util.ServiceLoader}: it is listed in
 * {@code META-INF/services/dev.urikit.spi.SchemeProvider}, so adding this module to the class path is
 * enough.
 *
 * <pre>{@code
 * Uri.parse("mailto:joe@EXAMPLE.com?Subject=hi").equals(Uri.parse("mailto:joe@example.com?subject=hi"))   // true
 * }</pre>
 */
public final class MailtoSchemeProvider implements SchemeProvider {

  /** Called by {@link java.util.ServiceLoader}. */
  public MailtoSchemeProvider() {}

  /** Registers one {@link MailtoScheme}. */
  @Override
  public void register(SchemeRegistrar registrar) {
    registrar.add(new MailtoScheme());
  }
}
