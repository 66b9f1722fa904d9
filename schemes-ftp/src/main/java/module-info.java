/** The ftp scheme (RFC 1738 section 3.2), provided to uri-core's {@link java.util.ServiceLoader} discovery. */
module dev.urikit.ftp {
  requires transitive dev.urikit.core;
  requires static org.jspecify;
  requires static kotlin.stdlib;
  requires static kotlinx.serialization.core;

  exports dev.urikit.ftp;

  provides dev.urikit.spi.SchemeProvider with dev.urikit.ftp.FtpSchemeProvider;
}
