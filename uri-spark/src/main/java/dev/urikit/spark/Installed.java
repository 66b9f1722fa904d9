package dev.urikit.spark;

import dev.urikit.SchemeRegistry;
import dev.urikit.text.UriExtractor;

/**
 * The installed schemes and the extractor over them, discovered once per JVM: on the driver, and on each
 * executor the first time one of the functions runs there (class initialization happens once per class
 * loader, and Spark loads an application's jars in one class loader per executor).
 */
final class Installed {

  /** The schemes that {@link java.util.ServiceLoader} finds on this JVM's class path. */
  static final SchemeRegistry REGISTRY = SchemeRegistry.installed();

  /** Finds URIs of the installed schemes in running text. */
  static final UriExtractor EXTRACTOR = UriExtractor.create().withRegistry(REGISTRY);

  private Installed() {}
}
