package dev.urikit.pluginsuite;

import dev.urikit.Uri;
import dev.urikit.spi.Scheme;
import dev.urikit.spi.SchemeProvider;
import dev.urikit.spi.SchemeRegistrar;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.jspecify.annotations.Nullable;

/**
 * Parses a URI while it registers, which asks for the installed schemes while they are being
 * discovered; then registers {@code gamma}. Discovery must not recurse, deadlock or run twice.
 */
public final class ReentrantProvider implements SchemeProvider {

  /** How many times discovery constructed this provider. */
  public static final AtomicInteger CONSTRUCTED = new AtomicInteger();

  /** How many times its register ran. */
  public static final AtomicInteger REGISTERED = new AtomicInteger();

  /** The URI it parsed while registering. */
  public static final AtomicReference<@Nullable Uri> PARSED = new AtomicReference<>();

  public ReentrantProvider() {
    CONSTRUCTED.incrementAndGet();
  }

  @Override
  public void register(SchemeRegistrar registrar) {
    REGISTERED.incrementAndGet();
    PARSED.set(Uri.parse("http://reentrant.example:80/"));
    registrar.add(new Scheme() {
      @Override
      public String name() {
        return "gamma";
      }

      @Override
      public Integer defaultPort() {
        return 3;
      }
    });
  }
}
