/** The news, snews, nntp and nntps schemes (RFC 5538), provided to uri-core's {@link java.util.ServiceLoader} discovery. */
module dev.urikit.news {
  requires transitive dev.urikit.core;
  requires static org.jspecify;
  requires static kotlin.stdlib;
  requires static kotlinx.serialization.core;

  exports dev.urikit.news;

  provides dev.urikit.spi.SchemeProvider with dev.urikit.news.NewsSchemeProvider;
}
