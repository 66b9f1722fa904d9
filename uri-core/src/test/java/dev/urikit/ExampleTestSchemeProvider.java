package dev.urikit;

import dev.urikit.spi.Scheme;
import dev.urikit.spi.SchemeForm;
import dev.urikit.spi.SchemeProvider;
import dev.urikit.spi.SchemeRegistrar;
import org.jspecify.annotations.Nullable;

/**
 * A made-up scheme for the registry tests, listed in the test class path's
 * {@code META-INF/services}: {@code example-test}, hierarchical only, default port 4242.
 */
public final class ExampleTestSchemeProvider implements SchemeProvider {

  /** The scheme's name. */
  public static final String NAME = "example-test";

  /** Its default port. */
  public static final int DEFAULT_PORT = 4242;

  @Override
  public void register(SchemeRegistrar registrar) {
    registrar.add(new ExampleTestScheme());
  }

  /** The scheme itself. */
  public static final class ExampleTestScheme implements Scheme {
    @Override
    public String name() {
      return NAME;
    }

    @Override
    public @Nullable Integer defaultPort() {
      return DEFAULT_PORT;
    }

    @Override
    public SchemeForm form() {
      return SchemeForm.HIERARCHICAL;
    }
  }
}
