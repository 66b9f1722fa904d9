/** The http, https, ws and wss schemes, provided to uri-core's {@link java.util.ServiceLoader} discovery. */
module dev.urikit.http {
  requires transitive dev.urikit.core;
  requires static org.jspecify;
  requires static kotlin.stdlib;
  requires static kotlinx.serialization.core;

  exports dev.urikit.http;

  provides dev.urikit.spi.SchemeProvider with dev.urikit.http.HttpSchemeProvider;
}
