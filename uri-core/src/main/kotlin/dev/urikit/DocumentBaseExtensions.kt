package dev.urikit

/**
 * The receiver of [documentBase] and [documentBaseOrNull]: the four layers of RFC 3986 section 5.1 as
 * properties, each null (absent) until set, handed to a [DocumentBase.Builder].
 *
 * ```kotlin
 * documentBase {
 *     embedded = "../"                  // <base href="../">
 *     retrievalUri = "http://a/b/c/d"
 * }.uri   // http://a/b/
 * ```
 */
@UriDslMarker
public class DocumentBaseScope internal constructor() {

    /** The base embedded in the content ([DocumentBase.Builder.embedded]); may be relative to the layers below. */
    public var embedded: String? = null

    /**
     * The encapsulating entity's base, such as a `Content-Location` value
     * ([DocumentBase.Builder.encapsulatingEntity]); may be relative to the layers below.
     */
    public var encapsulatingEntity: String? = null

    /** The URI the document was retrieved from, after redirects ([DocumentBase.Builder.retrievalUri]). */
    public var retrievalUri: String? = null

    /** The application's default base ([DocumentBase.Builder.applicationDefault]). */
    public var applicationDefault: Uri? = null

    /** The registry that parses the text of the layers; by default the installed one. */
    public var registry: SchemeRegistry = SchemeRegistry.installed()

    internal fun builder(): DocumentBase.Builder =
        DocumentBase.builder(registry)
            .embedded(embedded)
            .encapsulatingEntity(encapsulatingEntity)
            .retrievalUri(retrievalUri)
            .applicationDefault(applicationDefault)
}

/**
 * Extension for [DocumentBase.Builder.establish] providing a receiver lambda over [DocumentBaseScope]: the base
 * of a document from the first usable layer of RFC 3986 section 5.1.
 *
 * ```kotlin
 * val base = documentBase {
 *     encapsulatingEntity = "/docs/"    // Content-Location: /docs/
 *     retrievalUri = "http://a/b/c/d"
 * }
 * base.uri     // http://a/docs/
 * base.layer   // ENCAPSULATING_ENTITY
 * ```
 *
 * @throws NoBaseException if no layer gives a base; it names why each given layer was skipped
 */
public fun documentBase(block: DocumentBaseScope.() -> Unit): DocumentBase =
    DocumentBaseScope().apply(block).builder().establish()

/**
 * Extension for [DocumentBase.Builder.establishOrNull] providing a receiver lambda over [DocumentBaseScope], and
 * null where [documentBase] throws.
 *
 * ```kotlin
 * documentBaseOrNull { embedded = "../" }   // null: nothing below to resolve "../" against
 * ```
 */
public fun documentBaseOrNull(block: DocumentBaseScope.() -> Unit): DocumentBase? =
    DocumentBaseScope().apply(block).builder().establishOrNull()

/** The base URI ([DocumentBase.uri]): absolute, without a fragment. */
public val DocumentBase.uri: Uri get() = uri()

/** The layer that gave the base ([DocumentBase.layer]). */
public val DocumentBase.layer: BaseLayer get() = layer()

/** The layers consulted and skipped, innermost first ([DocumentBase.skipped]). */
public val DocumentBase.skipped: List<SkippedBase> get() = skipped()

/** The fragment removed from the base, or null ([DocumentBase.strippedFragment]). */
public val DocumentBase.strippedFragment: String? get() = strippedFragment()
