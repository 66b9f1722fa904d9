/**
 * URIs in text written for people: finding them in running text ({@link dev.urikit.text.UriExtractor}),
 * by the rules of RFC 3986 Appendix C for delimiting a URI in context.
 *
 * <pre>{@code
 * for (UriMatch m : UriExtractor.create().extract("Docs: <https://example.com/docs>, or https://example.org.")) {
 *   m.start() + ".." + m.end() + " " + m.uri()
 * }
 * // 7..31 https://example.com/docs
 * // 37..56 https://example.org
 * }</pre>
 *
 * <p>Strict parsing ({@link dev.urikit.Uri#parse(String)}) stays the default everywhere else: what this
 * package finds it parses with the same parsers, and reports the span and the text as written beside the
 * parsed value.
 */
@NullMarked
package dev.urikit.text;

import org.jspecify.annotations.NullMarked;
