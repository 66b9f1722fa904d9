/**
 * URI Templates (RFC 6570): {@link dev.urikit.template.UriTemplate} parses a template once, expands it
 * with strings, lists and maps at all four levels of the RFC to a checked {@link dev.urikit.Uri}, and
 * matches a URI back to its values where the template is unambiguous.
 *
 * <pre>{@code
 * UriTemplate.parse("https://example.com{/user}{?q}").expandToUri(Map.of("user", "ann", "q", "a b"))
 * // https://example.com/ann?q=a%20b
 * }</pre>
 */
@NullMarked
package dev.urikit.template;

import org.jspecify.annotations.NullMarked;
