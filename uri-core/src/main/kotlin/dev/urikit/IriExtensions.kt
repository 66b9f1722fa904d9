package dev.urikit

/**
 * Extension for [Iri.parse] providing parsing of an IRI (RFC 3987) as a call on the text.
 *
 * ```kotlin
 * "https://bücher.example/straße?q=ü".toIri().toUri().toString()
 * // "https://xn--bcher-kva.example/stra%C3%9Fe?q=%C3%BC" with the http module
 * ```
 *
 * @throws UriSyntaxException if the text is not an IRI, or its scheme refuses the URI it maps to
 */
public fun String.toIri(): Iri = Iri.parse(this)

/**
 * Extension for [Iri.parseOrNull] providing a nullable result in place of an exception.
 *
 * ```kotlin
 * "https://bücher.example/".toIriOrNull()   // the Iri
 * "bücher".toIriOrNull()                    // null: no scheme
 * ```
 */
public fun String.toIriOrNull(): Iri? = Iri.parseOrNull(this)

/**
 * Extension for [IriReference.parse] providing parsing of an IRI or a relative IRI reference.
 *
 * ```kotlin
 * "../straße".toIriReference() is RelativeIriReference   // true
 * ```
 *
 * @throws UriSyntaxException if the text is not an IRI-reference (RFC 3987 section 2.2)
 */
public fun String.toIriReference(): IriReference = IriReference.parse(this)

/**
 * Extension for [IriReference.parseOrNull] providing a nullable result in place of an exception.
 *
 * ```kotlin
 * "straße mit leerzeichen".toIriReferenceOrNull()   // null: a space is no IRI character
 * ```
 */
public fun String.toIriReferenceOrNull(): IriReference? = IriReference.parseOrNull(this)

/** The scheme as written ([IriReference.scheme]); null for a relative reference. */
public val IriReference.scheme: String? get() = scheme()

/** The host as written, Unicode kept ([HierarchicalIri.host]); null when there is no authority. */
public val IriReference.host: String?
    get() = when (this) {
        is HierarchicalIri -> host()
        is RelativeIriReference -> host()
        is OpaqueIri -> null
    }

/** The path as written ([IriReference.path]). */
public val IriReference.path: String get() = path()

/** The query as written, without `"?"` ([IriReference.query]); null when absent. */
public val IriReference.query: String? get() = query()

/** The fragment as written, without `"#"` ([IriReference.fragment]); null when absent. */
public val IriReference.fragment: String? get() = fragment()
