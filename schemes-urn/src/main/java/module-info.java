/**
 * The urn scheme (RFC 8141) and its namespaces, provided to uri-core's {@link java.util.ServiceLoader}
 * discovery; namespaces of other modules are found through {@code uses dev.urikit.urn.UrnNamespace}.
 */
module dev.urikit.urn {
  requires transitive dev.urikit.core;
  requires static org.jspecify;
  requires static kotlin.stdlib;
  requires static kotlinx.serialization.core;

  exports dev.urikit.urn;

  uses dev.urikit.urn.UrnNamespace;

  provides dev.urikit.spi.SchemeProvider with dev.urikit.urn.UrnSchemeProvider;
  provides dev.urikit.urn.UrnNamespace with
      dev.urikit.urn.UuidNamespace,
      dev.urikit.urn.IsbnNamespace,
      dev.urikit.urn.IssnNamespace,
      dev.urikit.urn.OidNamespace,
      dev.urikit.urn.IetfNamespace,
      dev.urikit.urn.ExampleNamespace;
}
