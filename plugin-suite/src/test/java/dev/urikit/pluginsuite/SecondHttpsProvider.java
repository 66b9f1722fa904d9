package dev.urikit.pluginsuite;

import dev.urikit.spi.Scheme;
import dev.urikit.spi.SchemeForm;
import dev.urikit.spi.SchemeProvider;
import dev.urikit.spi.SchemeRegistrar;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Registers a second {@code https}, which schemes-http also registers, and a scheme of its own,
 * {@code beta} (hierarchical, default port 7). {@code https} must be registered by neither provider,
 * {@code beta} must work.
 */
public final class SecondHttpsProvider implements SchemeProvider {

  /** How many times discovery constructed this provider. */
  public static final AtomicInteger CONSTRUCTED = new AtomicInteger();

  /** This provider's https: hierarchical, default port 443, nothing else. */
  public static final Scheme HTTPS = new PortScheme("https", 443);

  /** The beta scheme: hierarchical, default port 7. */
  public static final Scheme BETA = new PortScheme("beta", 7);

  public SecondHttpsProvider() {
    CONSTRUCTED.incrementAndGet();
  }

  @Override
  public void register(SchemeRegistrar registrar) {
    registrar.add(HTTPS).add(BETA);
  }

  /** A hierarchical scheme that declares only its default port. */
  private static final class PortScheme implements Scheme {
    private final String name;
    private final int port;

    PortScheme(String name, int port) {
      this.name = name;
      this.port = port;
    }

    @Override
    public String name() {
      return name;
    }

    @Override
    public Integer defaultPort() {
      return port;
    }

    @Override
    public SchemeForm form() {
      return SchemeForm.HIERARCHICAL;
    }
  }
}
