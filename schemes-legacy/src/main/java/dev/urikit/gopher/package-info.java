/**
 * The {@code gopher} scheme of RFC 4266 (first written in RFC 1738 section 3.4), discovered through
 * {@link java.util.ServiceLoader} with the rest of this module.
 *
 * <pre>{@code
 * GopherUri uri = Uri.parse("gopher://gopher.example/7/find%09frogs").view(GopherUri.class);
 * uri.itemType()   // SEARCH
 * uri.search()     // "frogs"
 * uri.request()    // "/find\tfrogs\r\n" as octets
 * }</pre>
 *
 * <ul>
 *   <li>{@link dev.urikit.gopher.GopherScheme}: validation, normalization and equivalence of gopher URLs;</li>
 *   <li>{@link dev.urikit.gopher.GopherUri}: the typed view, with {@link dev.urikit.gopher.GopherUriBuilder}
 *       and the item types of RFC 1436 as {@link dev.urikit.gopher.GopherItemType}.</li>
 * </ul>
 *
 * <p>Kotlin users also get {@code gopherUri { }}, {@code GopherUri.edit { }} and {@code GopherUriSerializer}.
 */
@NullMarked
package dev.urikit.gopher;

import org.jspecify.annotations.NullMarked;
