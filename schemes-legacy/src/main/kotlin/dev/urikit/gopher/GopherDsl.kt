package dev.urikit.gopher

import dev.urikit.UriTextSerializer
import kotlinx.serialization.SerializationException

/** Keeps a nested gopher builder block from reaching the receiver of an outer one. */
@DslMarker
internal annotation class GopherDslMarker

/**
 * The receiver of [gopherUri] and [GopherUri.edit]: decoded components as properties, handed to a
 * [GopherUriBuilder].
 *
 * ```kotlin
 * gopherUri {
 *     host = "gopher.example"
 *     type = '7'
 *     selector = "/find"
 *     search = "frogs and toads"
 * }   // gopher://gopher.example/7/find%09frogs%20and%20toads
 * ```
 *
 * A property read gives the decoded value: what this block set, or in [GopherUri.edit] the URL's own.
 * Setting a property to what it reads (`uri.edit { host = host }`) keeps the URL's text: the builder keeps a
 * component as written while it is given what the view reads from it.
 * Setting [port], [search], [gopherPlus] or [fragment] to null removes it.
 */
@GopherDslMarker
public class GopherUriScope internal constructor(private val builder: GopherUriBuilder, from: GopherUri?) {

    /** The host ([GopherUriBuilder.host]): a DNS name, an IPv4 or an IPv6 address. */
    public var host: String? = from?.host()
        set(value) {
            builder.host(requireNotNull(value) { "a gopher URL needs a host (RFC 4266 section 2)" })
            field = value
        }

    /** The port ([GopherUriBuilder.port]), 0 to 65535; null removes it, so that 70 applies. */
    public var port: Int? = from?.toUri()?.portNumber()
        set(value) {
            if (value == null) builder.removePort() else builder.port(value)
            field = value
        }

    /** The item type character ([GopherUriBuilder.type]); `'1'` by default. */
    public var type: Char = from?.type() ?: '1'
        set(value) {
            builder.type(value)
            field = value
        }

    /** The decoded selector ([GopherUriBuilder.selector]). */
    public var selector: String = from?.selector() ?: ""
        set(value) {
            builder.selector(value)
            field = value
        }

    /** The decoded search string ([GopherUriBuilder.search]); null removes it and the gopher+ string. */
    public var search: String? = from?.search()
        set(value) {
            builder.search(value)
            field = value
            if (value == null) gopherPlus = null
        }

    /** The decoded gopher+ string ([GopherUriBuilder.gopherPlus]). */
    public var gopherPlus: String? = from?.gopherPlus()
        set(value) {
            builder.gopherPlus(value)
            field = value
        }

    /** The decoded fragment ([GopherUriBuilder.fragment]). */
    public var fragment: String? = from?.toUri()?.decodedFragment()
        set(value) {
            builder.fragment(value)
            field = value
        }

    internal fun build(): GopherUri = builder.build()
}

/**
 * Builds a [GopherUri] with a receiver lambda over [GopherUriScope], on top of [GopherUriBuilder].
 *
 * ```kotlin
 * gopherUri { host = "spinaltap.micro.umn.edu"; type = '0'; selector = "0/Weather/California/Los Angeles" }
 * // gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles
 * ```
 *
 * @throws IllegalStateException if no host is set (see [GopherUriBuilder.build])
 */
public fun gopherUri(block: GopherUriScope.() -> Unit): GopherUri =
    GopherUriScope(GopherUri.builder(), null).apply(block).build()

/**
 * Extension for [GopherUri] providing an edited copy: the block starts from this URL's components, and
 * what it does not set stays as written.
 *
 * ```kotlin
 * GopherUri.parse("gopher://gopher.example/7/find%09frogs").edit { search = "toads" }
 * // gopher://gopher.example/7/find%09toads
 * ```
 */
public fun GopherUri.edit(block: GopherUriScope.() -> Unit): GopherUri =
    GopherUriScope(toBuilder(), this).apply(block).build()

/**
 * Extension for [GopherUri.parse] providing parsing as a call on the text.
 *
 * ```kotlin
 * "gopher://gopher.example/0/a.txt".toGopherUri().selector()   // "0/a.txt"
 * ```
 *
 * @throws dev.urikit.UriSyntaxException if the text is not a URI, or the gopher rules refuse it
 * @throws IllegalArgumentException if the text is a URI of another scheme (`"https://h/".toGopherUri()` throws), as the view's `parse` does
 */
public fun String.toGopherUri(): GopherUri = GopherUri.parse(this)

/**
 * Extension for [GopherUri.parseOrNull] providing a nullable result in place of an exception.
 *
 * ```kotlin
 * "gopher://gopher.example/0/a.txt".toGopherUriOrNull()   // the GopherUri
 * "https://example.com/".toGopherUriOrNull()   // null: another scheme
 * ```
 */
public fun String.toGopherUriOrNull(): GopherUri? = GopherUri.parseOrNull(this)

/** Extension for [GopherUri.host] providing it as a property: lower case, decoded. */
public val GopherUri.host: String get() = host()

/** Extension for [GopherUri.port] providing it as a property: 70 when none is written. */
public val GopherUri.port: Int get() = port()

/** Extension for [GopherUri.type] providing it as a property: the item type character, `'1'` when none is written. */
public val GopherUri.type: Char get() = type()

/** Extension for [GopherUri.itemType] providing it as a property: the item type of RFC 1436. */
public val GopherUri.itemType: GopherItemType get() = itemType()

/** Extension for [GopherUri.selector] providing it as a property: decoded, `""` for none. */
public val GopherUri.selector: String get() = selector()

/** Extension for [GopherUri.search] providing it as a property: decoded, null when there is none. */
public val GopherUri.search: String? get() = search()

/** Extension for [GopherUri.gopherPlus] providing it as a property: decoded, null when there is none. */
public val GopherUri.gopherPlus: String? get() = gopherPlus()

/**
 * Serializes a [GopherUri] as its text ([GopherUri.toString]) and reads it back with [GopherUri.parse];
 * text that is not a gopher URL fails with a [SerializationException].
 *
 * ```kotlin
 * @Serializable data class Bookmark(@Serializable(with = GopherUriSerializer::class) val url: GopherUri)
 * Json.encodeToString(Bookmark(GopherUri.parse("gopher://gopher.example/1")))   // {"url":"gopher://gopher.example/1"}
 * ```
 */
public object GopherUriSerializer : UriTextSerializer<GopherUri>("dev.urikit.gopher.GopherUri", "GopherUri", GopherUri::parse)
