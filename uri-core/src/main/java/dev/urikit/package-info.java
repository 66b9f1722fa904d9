/**
 * URI references as RFC 3986 defines them, and IRI references as RFC 3987 extends them.
 *
 * <p>{@link dev.urikit.UriReference#parse(String)} turns text into a {@link dev.urikit.HierarchicalUri},
 * an {@link dev.urikit.OpaqueUri} or a {@link dev.urikit.RelativeReference}. Every value keeps the text
 * it was made from; components are views of that text, raw (percent-encoded) first, decoded twins beside
 * them. Scheme-specific rules come from {@link dev.urikit.SchemeRegistry}.
 *
 * <h2>IRIs</h2>
 *
 * <p>{@link dev.urikit.IriReference#parse(String)} turns text with characters beyond US-ASCII into the
 * same three shapes, as a family of their own:
 *
 * <pre>
 * IriReference            sealed: anything RFC 3987 calls an IRI-reference
 * ├── Iri                 sealed: has a scheme
 * │   ├── HierarchicalIri     toUri() is a HierarchicalUri
 * │   └── OpaqueIri           toUri() is an OpaqueUri
 * └── RelativeIriReference    toUri() is a RelativeReference
 * </pre>
 *
 * <p>The IRI types are a family beside the URI types, not a mode of them, for these reasons:
 * <ul>
 *   <li>A {@link dev.urikit.Uri} is a promise: its text is US-ASCII RFC 3986, ready for a request line,
 *       a header or {@link java.net.URI}, and its scheme's module has checked it. A flag on the same type
 *       would make every holder of a {@code Uri} check it again; a separate type makes the compiler do it.
 *       {@link dev.urikit.Uri#parse(String)} stays strict and refuses non-ASCII characters.</li>
 *   <li>Schemes are written against URIs (RFC 3987 section 3.1 applies a scheme's rules to the URI an IRI
 *       maps to). An IRI is mapped to its URI when it is parsed, and the scheme judges that URI through the
 *       SPI it already implements: no module learns about IRIs, and a host that has no A-label or a URI
 *       that the scheme refuses fails the parse, with an index into the IRI as given.</li>
 *   <li>Equality of IRIs is equality of their URIs (RFC 3987 section 5.3), while an IRI's
 *       {@code toString()} keeps its Unicode text: one object holds both, the IRI's text and offsets and
 *       its URI. {@code https://Bücher.example/ä} and {@code https://xn--bcher-kva.example/%C3%A4} are one
 *       set entry; {@link dev.urikit.Equivalence#EXACT} still compares the IRIs' own text (section 5.3.1).</li>
 *   <li>The grammar is the same (section 2.2 only widens {@code unreserved} by {@code ucschar}, and the
 *       query by {@code iprivate}), so the same scanner reads both in one pass. It looks for an IRI
 *       character only where a URI's character class has already refused one, so URI parsing runs the
 *       loops it ran before; an IRI that is all US-ASCII is its own URI and is not copied.</li>
 * </ul>
 *
 * <p>{@link dev.urikit.UriReference#toIri()} goes the other way for display (RFC 3987 section 3.2):
 * percent-encoded UTF-8 decoded where the character is safe to show, A-labels as U-labels;
 * {@code toIri().toUri()} equals the URI it came from. An index in a {@link dev.urikit.UriSyntaxException}
 * counts UTF-16 units ({@code char}s) of the text given, so a character beyond the Basic Multilingual
 * Plane counts two.
 *
 * <p>{@link dev.urikit.DocumentBase} establishes the base URI of a document from the layers of RFC 3986
 * section 5.1 in order (a base embedded in the content, the encapsulating entity's, the retrieval URI, an
 * application default), resolving a relative embedded base against the layers below it, and says which
 * {@link dev.urikit.BaseLayer} gave it and why each layer above it was skipped ({@link dev.urikit.SkippedBase}).
 */
@NullMarked
package dev.urikit;

import org.jspecify.annotations.NullMarked;
