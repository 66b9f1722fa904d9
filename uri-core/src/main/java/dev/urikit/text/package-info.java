/**
 * Text from people, turned into URIs by entry points named for it; strict parsing
 * ({@link dev.urikit.Uri#parse(String)}) stays the default everywhere else.
 *
 * <p>{@link dev.urikit.text.UserInput} takes what a person typed or pasted (RFC 3986 Appendix C): it strips
 * delimiters and whitespace, percent-encodes what RFC 3986 does not allow, maps characters beyond US-ASCII
 * as an IRI's (RFC 3987 section 3.1) and, when asked, completes a suffix reference
 * ({@code www.example.com/a}). It reports each {@link dev.urikit.text.Repair} with its index in the text as
 * given, so that a caller can show them or refuse text that needed any.
 *
 * <pre>{@code
 * RepairedUri r = UserInput.parse("https://example.com/my file.pdf");
 * r.uri().toString()   // "https://example.com/my%20file.pdf"
 * r.repairs()          // [CHARACTER_ENCODED at 22]
 * }</pre>
 *
 * <p>{@link dev.urikit.text.UriExtractor} finds URIs in running text, by the rules of RFC 3986 Appendix C
 * for delimiting a URI in context, and reports each one's span and text as written beside the parsed value:
 *
 * <pre>{@code
 * for (UriMatch m : UriExtractor.create().extract("Docs: <https://example.com/docs>, or https://example.org.")) {
 *   m.start() + ".." + m.end() + " " + m.uri()
 * }
 * // 7..31 https://example.com/docs
 * // 37..56 https://example.org
 * }</pre>
 */
@NullMarked
package dev.urikit.text;

import org.jspecify.annotations.NullMarked;
