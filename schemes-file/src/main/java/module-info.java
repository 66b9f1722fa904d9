/** The file scheme (RFC 8089), provided to uri-core's {@link java.util.ServiceLoader} discovery. */
module dev.urikit.file {
  requires transitive dev.urikit.core;
  requires static org.jspecify;
  requires static kotlin.stdlib;
  requires static kotlinx.serialization.core;

  exports dev.urikit.file;

  provides dev.urikit.spi.SchemeProvider with dev.urikit.file.FileSchemeProvider;
}
