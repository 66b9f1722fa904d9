/**
 * The {@code prospero} scheme of RFC 4157 (first written in RFC 1738 section 3.11), discovered through
 * {@link java.util.ServiceLoader} with the rest of this module.
 *
 * <pre>{@code
 * ProsperoUri uri = Uri.parse("prospero://host.dom//pros/name").view(ProsperoUri.class);
 * uri.hsoname()   // "/pros/name"
 * uri.port()      // 1525
 * }</pre>
 *
 * <ul>
 *   <li>{@link dev.urikit.prospero.ProsperoScheme}: validation and equivalence of prospero URLs;</li>
 *   <li>{@link dev.urikit.prospero.ProsperoUri}: the typed view, with {@link dev.urikit.prospero.ProsperoUriBuilder}
 *       and {@link dev.urikit.prospero.ProsperoField}.</li>
 * </ul>
 *
 * <p>Kotlin users also get {@code prosperoUri { }}, {@code ProsperoUri.edit { }} and {@code ProsperoUriSerializer}.
 */
@NullMarked
package dev.urikit.prospero;

import org.jspecify.annotations.NullMarked;
