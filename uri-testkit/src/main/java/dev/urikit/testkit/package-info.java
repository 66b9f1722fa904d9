/**
 * Test support for scheme modules: the contract every scheme must meet ({@code SchemeContract}, whose
 * checks a JUnit 5 or 6 test runs as dynamic tests), the RFC conformance vectors ({@code Vectors},
 * {@code SchemeVectors}) with their known-failures lists, and strings generated from the RFC 3986 ABNF
 * with their near misses ({@code AbnfGenerator}). None of it needs a test framework; the Kotest forms
 * ({@code SchemeContractSpec}, {@code SchemeVectors.tests}, the {@code Arb}s of {@code UriArbs}) need
 * Kotest 6 on the test class path, which this module does not bring.
 *
 * <p>The sources are Kotlin; this file only carries the package's nullness default.
 */
@NullMarked
package dev.urikit.testkit;

import org.jspecify.annotations.NullMarked;
