/**
 * urikit's core: the generic syntax of RFC 3986 and the scheme SPI. Only {@code dev.urikit},
 * {@code dev.urikit.spi} and {@code dev.urikit.text} (text from people: typed input, URIs in running text) are exported; scheme modules {@code provides} a
 * {@link dev.urikit.spi.SchemeProvider}, and a module may {@code provides} the
 * {@link dev.urikit.spi.IdnaMapping} that maps Unicode host names (UTS #46, say). The Kotlin extensions and serializers need the Kotlin
 * libraries, which are optional: a Java user's module graph does without them.
 */
module dev.urikit.core {
  requires static org.jspecify;
  requires static kotlin.stdlib;
  requires static kotlinx.serialization.core;

  exports dev.urikit;
  exports dev.urikit.spi;
  exports dev.urikit.text;

  uses dev.urikit.spi.SchemeProvider;
  uses dev.urikit.spi.IdnaMapping;
}
