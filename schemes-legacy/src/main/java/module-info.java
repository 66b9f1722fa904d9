/**
 * The gopher, telnet, wais and prospero schemes (RFC 4266, RFC 4248, RFC 4156, RFC 4157), provided to
 * uri-core's {@link java.util.ServiceLoader} discovery by one provider.
 */
module dev.urikit.legacy {
  requires transitive dev.urikit.core;
  requires static org.jspecify;
  requires static kotlin.stdlib;
  requires static kotlinx.serialization.core;

  exports dev.urikit.legacy;
  exports dev.urikit.gopher;
  exports dev.urikit.telnet;
  exports dev.urikit.wais;
  exports dev.urikit.prospero;

  provides dev.urikit.spi.SchemeProvider with dev.urikit.legacy.LegacySchemeProvider;
}
