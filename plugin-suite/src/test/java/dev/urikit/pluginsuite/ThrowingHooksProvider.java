package dev.urikit.pluginsuite;

import dev.urikit.Uri;
import dev.urikit.spi.Scheme;
import dev.urikit.spi.SchemeProvider;
import dev.urikit.spi.SchemeRegistrar;
import dev.urikit.spi.SchemeViolation;
import dev.urikit.spi.UriParts;
import dev.urikit.spi.ViewDescription;
import org.jspecify.annotations.Nullable;

/**
 * Registers {@code boom}, whose validate throws on any URI that contains {@code "throw"}, and whose
 * normalize, equivalenceKey, view and describe always throw.
 */
public final class ThrowingHooksProvider implements SchemeProvider {

  /** The message of everything the hooks throw. */
  public static final String MESSAGE = "boom hook failed on purpose";

  @Override
  public void register(SchemeRegistrar registrar) {
    registrar.add(new BoomScheme());
  }

  /** The scheme, a class of its own so that messages can be checked for its name. */
  public static final class BoomScheme implements Scheme {
    @Override
    public String name() {
      return "boom";
    }

    @Override
    public @Nullable SchemeViolation validate(Uri uri) {
      if (uri.toString().contains("throw")) {
        throw new IllegalStateException(MESSAGE);
      }
      return null;
    }

    @Override
    public void normalize(UriParts parts) {
      throw new IllegalStateException(MESSAGE);
    }

    @Override
    public String equivalenceKey(UriParts normalized) {
      throw new IllegalStateException(MESSAGE);
    }

    @Override
    public <T> @Nullable T view(Uri uri, Class<T> type) {
      throw new IllegalStateException(MESSAGE);
    }

    @Override
    public @Nullable ViewDescription describe(Uri uri) {
      throw new IllegalStateException(MESSAGE);
    }
  }
}
