/**
 * The {@code wais} scheme of RFC 4156 (first written in RFC 1738 section 3.9), discovered through
 * {@link java.util.ServiceLoader} with the rest of this module.
 *
 * <pre>{@code
 * WaisUri uri = Uri.parse("wais://wais.example/recipes?frogs").view(WaisUri.class);
 * uri.form()     // SEARCH
 * uri.search()   // "frogs"
 * }</pre>
 *
 * <ul>
 *   <li>{@link dev.urikit.wais.WaisScheme}: validation and equivalence of wais URLs;</li>
 *   <li>{@link dev.urikit.wais.WaisUri}: the typed view, with {@link dev.urikit.wais.WaisUriBuilder} and
 *       {@link dev.urikit.wais.WaisForm}.</li>
 * </ul>
 *
 * <p>Kotlin users also get {@code waisUri { }}, {@code WaisUri.edit { }} and {@code WaisUriSerializer}.
 */
@NullMarked
package dev.urikit.wais;

import org.jspecify.annotations.NullMarked;
