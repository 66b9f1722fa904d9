package dev.urikit.wais

import dev.urikit.UriTextSerializer
import kotlinx.serialization.SerializationException

/** Keeps a nested wais builder block from reaching the receiver of an outer one. */
@DslMarker
internal annotation class WaisDslMarker

/**
 * The receiver of [waisUri] and [WaisUri.edit]: decoded components as properties, the document as a
 * call, all handed to a [WaisUriBuilder].
 *
 * ```kotlin
 * waisUri { host = "wais.example"; database = "recipes"; search = "frogs" }   // wais://wais.example/recipes?frogs
 * waisUri { host = "wais.example"; database = "recipes"; document("TEXT", "0 12") }
 * // wais://wais.example/recipes/TEXT/0%2012
 * ```
 *
 * A property read gives the decoded value: what this block set, or in [WaisUri.edit] the URL's own.
 * Setting a property to what it reads (`uri.edit { host = host }`) keeps the URL's text: the builder keeps a
 * component as written while it is given what the view reads from it.
 */
@WaisDslMarker
public class WaisUriScope internal constructor(private val builder: WaisUriBuilder, from: WaisUri?) {

    /** The host ([WaisUriBuilder.host]): a DNS name, an IPv4 or an IPv6 address. */
    public var host: String? = from?.host()
        set(value) {
            builder.host(requireNotNull(value) { "a wais URL needs a host (RFC 4156 section 2)" })
            field = value
        }

    /** The port ([WaisUriBuilder.port]), 0 to 65535; null removes it, so that 210 applies. */
    public var port: Int? = from?.toUri()?.portNumber()
        set(value) {
            if (value == null) builder.removePort() else builder.port(value)
            field = value
        }

    /** The decoded database name ([WaisUriBuilder.database]). */
    public var database: String = from?.database() ?: ""
        set(value) {
            builder.database(value)
            field = value
        }

    /** The decoded search ([WaisUriBuilder.search]); setting one removes the document, null removes it. */
    public var search: String? = from?.search()
        set(value) {
            builder.search(value)
            field = value
            if (value != null) {
                wtype = null
                wpath = null
            }
        }

    /** The decoded WAIS type of the document, set with [document]. */
    public var wtype: String? = from?.wtype()
        private set

    /** The decoded WAIS document-id, set with [document]. */
    public var wpath: String? = from?.wpath()
        private set

    /** The decoded fragment ([WaisUriBuilder.fragment]). */
    public var fragment: String? = from?.toUri()?.decodedFragment()
        set(value) {
            builder.fragment(value)
            field = value
        }

    /** Names one document ([WaisUriBuilder.document]), removing any search. */
    public fun document(wtype: String, wpath: String) {
        builder.document(wtype, wpath)
        this.wtype = wtype
        this.wpath = wpath
        search = null
    }

    internal fun build(): WaisUri = builder.build()
}

/**
 * Builds a [WaisUri] with a receiver lambda over [WaisUriScope], on top of [WaisUriBuilder].
 *
 * ```kotlin
 * waisUri { host = "wais.example"; database = "recipes" }   // wais://wais.example/recipes
 * ```
 *
 * @throws IllegalStateException if no host is set (see [WaisUriBuilder.build])
 */
public fun waisUri(block: WaisUriScope.() -> Unit): WaisUri = WaisUriScope(WaisUri.builder(), null).apply(block).build()

/**
 * Extension for [WaisUri] providing an edited copy: the block starts from this URL's components, and
 * what it does not set stays as written.
 *
 * ```kotlin
 * WaisUri.parse("wais://wais.example/recipes?frogs").edit { search = "toads" }   // wais://wais.example/recipes?toads
 * ```
 */
public fun WaisUri.edit(block: WaisUriScope.() -> Unit): WaisUri = WaisUriScope(toBuilder(), this).apply(block).build()

/**
 * Extension for [WaisUri.parse] providing parsing as a call on the text.
 *
 * ```kotlin
 * "wais://h.example/db?a+b".toWaisUri().search()   // "a+b"
 * ```
 *
 * @throws dev.urikit.UriSyntaxException if the text is not a URI, or the wais rules refuse it
 * @throws IllegalArgumentException if the text is a URI of another scheme (`"https://h/".toWaisUri()` throws), as the view's `parse` does
 */
public fun String.toWaisUri(): WaisUri = WaisUri.parse(this)

/**
 * Extension for [WaisUri.parseOrNull] providing a nullable result in place of an exception.
 *
 * ```kotlin
 * "wais://h.example/db?a+b".toWaisUriOrNull()   // the WaisUri
 * "https://example.com/".toWaisUriOrNull()   // null: another scheme
 * ```
 */
public fun String.toWaisUriOrNull(): WaisUri? = WaisUri.parseOrNull(this)

/** Extension for [WaisUri.host] providing it as a property: lower case, decoded. */
public val WaisUri.host: String get() = host()

/** Extension for [WaisUri.port] providing it as a property: 210 when none is written. */
public val WaisUri.port: Int get() = port()

/** Extension for [WaisUri.form] providing it as a property: database, search or document. */
public val WaisUri.form: WaisForm get() = form()

/** Extension for [WaisUri.database] providing it as a property: decoded. */
public val WaisUri.database: String get() = database()

/** Extension for [WaisUri.search] providing it as a property: decoded, null unless the URL is a search. */
public val WaisUri.search: String? get() = search()

/** Extension for [WaisUri.wtype] providing it as a property: decoded, null unless the URL names a document. */
public val WaisUri.wtype: String? get() = wtype()

/** Extension for [WaisUri.wpath] providing it as a property: decoded, null unless the URL names a document. */
public val WaisUri.wpath: String? get() = wpath()

/**
 * Serializes a [WaisUri] as its text ([WaisUri.toString]) and reads it back with [WaisUri.parse]; text
 * that is not a wais URL fails with a [SerializationException].
 *
 * ```kotlin
 * @Serializable data class Source(@Serializable(with = WaisUriSerializer::class) val url: WaisUri)
 * Json.encodeToString(Source(WaisUri.parse("wais://wais.example/db")))   // {"url":"wais://wais.example/db"}
 * ```
 */
public object WaisUriSerializer : UriTextSerializer<WaisUri>("dev.urikit.wais.WaisUri", "WaisUri", WaisUri::parse)
