/**
 * The {@code telnet} scheme of RFC 4248 (first written in RFC 1738 section 3.8), discovered through
 * {@link java.util.ServiceLoader} with the rest of this module.
 *
 * <pre>{@code
 * TelnetUri uri = Uri.parse("telnet://guest@library.example").view(TelnetUri.class);
 * uri.user()   // "guest"
 * uri.port()   // 23
 * }</pre>
 *
 * <ul>
 *   <li>{@link dev.urikit.telnet.TelnetScheme}: validation, normalization and equivalence of telnet URLs;</li>
 *   <li>{@link dev.urikit.telnet.TelnetUri}: the typed view, with {@link dev.urikit.telnet.TelnetUriBuilder}.</li>
 * </ul>
 *
 * <p>Kotlin users also get {@code telnetUri { }}, {@code TelnetUri.edit { }} and {@code TelnetUriSerializer}.
 */
@NullMarked
package dev.urikit.telnet;

import org.jspecify.annotations.NullMarked;
