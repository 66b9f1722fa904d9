/** The mailto scheme (RFC 6068), provided to uri-core's {@link java.util.ServiceLoader} discovery. */
module dev.urikit.mailto {
  requires transitive dev.urikit.core;
  requires static org.jspecify;
  requires static kotlin.stdlib;
  requires static kotlinx.serialization.core;

  exports dev.urikit.mailto;

  provides dev.urikit.spi.SchemeProvider with dev.urikit.mailto.MailtoSchemeProvider;
}
