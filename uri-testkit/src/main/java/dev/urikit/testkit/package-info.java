/**
 * Shared test support for urikit's modules: the RFC conformance vectors ({@code Vectors}) with their
 * known-failures lists, Kotest generators built from the RFC 3986 ABNF ({@code UriArbs}), and the
 * contract every scheme module's scheme must meet ({@code SchemeContractSpec}, {@code SchemeVectors}).
 *
 * <p>Not published; the sources are Kotlin, this file only carries the package's nullness default.
 */
@NullMarked
package dev.urikit.testkit;

import org.jspecify.annotations.NullMarked;
