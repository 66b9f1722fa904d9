package dev.urikit.pluginsuite;

import dev.urikit.spi.Scheme;
import dev.urikit.spi.SchemeProvider;
import dev.urikit.spi.SchemeRegistrar;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Registers {@code alpha}, then overflows its stack: an {@code Error}, not an exception. Discovery
 * must leave the whole provider out, {@code alpha} included, and name it in the failures.
 */
public final class ErrorThrowingProvider implements SchemeProvider {

  /** How many times discovery constructed this provider. */
  public static final AtomicInteger CONSTRUCTED = new AtomicInteger();

  public ErrorThrowingProvider() {
    CONSTRUCTED.incrementAndGet();
  }

  @Override
  public void register(SchemeRegistrar registrar) {
    registrar.add(new Scheme() {
      @Override
      public String name() {
        return "alpha";
      }
    });
    descend(0);
  }

  private static int descend(int depth) {
    return descend(depth + 1) + 1;
  }
}
