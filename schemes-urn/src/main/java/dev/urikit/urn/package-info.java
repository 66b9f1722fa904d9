/**
 * The {@code urn} scheme (RFC 8141) and its namespaces, installed through
 * {@link java.util.ServiceLoader} by {@link dev.urikit.urn.UrnSchemeProvider}.
 *
 * <pre>{@code
 * Uri a = Uri.parse("URN:EXAMPLE:a123,z456?+r");
 * Uri b = Uri.parse("urn:example:a123,z456");
 * a.equals(b)                                   // true: RFC 8141 section 3 ignores the r-component
 * a.view(Urn.class).nid()                       // "EXAMPLE"
 * Urn.parse("urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6").namespaceView(UUID.class)
 * Urn.parse("urn:isbn:978-0-306-40615-6")       // UriSyntaxException: the ISBN's check digit ... (urn:isbn, RFC 8254, ISO 2108)
 * }</pre>
 *
 * <table>
 *   <caption>Types</caption>
 *   <tr><th>type</th><th>what it is</th></tr>
 *   <tr><td>{@link dev.urikit.urn.Urn}, {@link dev.urikit.urn.UrnBuilder}</td><td>the typed view and its builder</td></tr>
 *   <tr><td>{@link dev.urikit.urn.UrnScheme}</td><td>the scheme: syntax (section 2), equivalence (section 3)</td></tr>
 *   <tr><td>{@link dev.urikit.urn.UrnNamespace}, {@link dev.urikit.urn.UrnNamespaces}</td><td>the namespace SPI,
 *       found with {@link java.util.ServiceLoader} under {@code META-INF/services/dev.urikit.urn.UrnNamespace}</td></tr>
 *   <tr><td>{@code uuid}, {@code isbn}, {@code issn}, {@code oid}, {@code ietf}, {@code example}</td><td>the shipped
 *       namespaces (RFC 9562, RFC 8254, RFC 8254, RFC 3061, RFC 2648, RFC 6963) and their views
 *       {@link dev.urikit.urn.UuidUrn}, {@link dev.urikit.urn.IsbnUrn}, {@link dev.urikit.urn.IssnUrn},
 *       {@link dev.urikit.urn.OidUrn}, {@link dev.urikit.urn.IetfUrn}</td></tr>
 * </table>
 *
 * <p>The Kotlin DSL ({@code urn("example", "a") { r = "x" }}, {@code Urn.edit { }}) and
 * {@code UrnSerializer} live in {@code UrnDsl.kt}; no Java class here needs Kotlin.
 */
@NullMarked
package dev.urikit.urn;

import org.jspecify.annotations.NullMarked;
