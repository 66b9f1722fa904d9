/**
 * What a scheme module implements.
 *
 * <p>A module ships a {@link dev.urikit.spi.SchemeProvider} listed in
 * {@code META-INF/services/dev.urikit.spi.SchemeProvider}; the provider hands one or more
 * {@link dev.urikit.spi.Scheme}s to a {@link dev.urikit.spi.SchemeRegistrar}. The core never names a
 * scheme: everything scheme-specific (default port, allowed forms, syntax, RFC 3986 section 6.2.3
 * normalization, equivalence, a typed view) comes from here.
 */
@NullMarked
package dev.urikit.spi;

import org.jspecify.annotations.NullMarked;
