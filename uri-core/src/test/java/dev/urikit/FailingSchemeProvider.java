package dev.urikit;

import dev.urikit.spi.SchemeProvider;
import dev.urikit.spi.SchemeRegistrar;

/**
 * A provider whose registration fails, listed in the test class path's {@code META-INF/services}
 * before {@link ExampleTestSchemeProvider}: discovery must name it and still load the other.
 */
public final class FailingSchemeProvider implements SchemeProvider {

  /** The message of the exception that {@link #register} throws. */
  public static final String MESSAGE = "this provider always fails";

  @Override
  public void register(SchemeRegistrar registrar) {
    throw new IllegalStateException(MESSAGE);
  }
}
