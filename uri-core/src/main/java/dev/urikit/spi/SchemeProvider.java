package dev.urikit.spi;

/**
 * The entry point of a scheme module, found with {@link java.util.ServiceLoader}.
 *
 * <p>Implementations have a public no-argument constructor and are listed in
 * {@code META-INF/services/dev.urikit.spi.SchemeProvider}:
 *
 * <pre>{@code
 * public final class S3SchemeProvider implements SchemeProvider {
 *   public void register(SchemeRegistrar registrar) {
 *     registrar.add(new S3Scheme());
 *   }
 * }
 * }</pre>
 */
public interface SchemeProvider {

  /** Hands this module's schemes to {@code registrar}. */
  void register(SchemeRegistrar registrar);
}
