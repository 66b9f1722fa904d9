package dev.urikit.http

import dev.urikit.HierarchicalUri
import dev.urikit.uriDecodingException
import kotlinx.serialization.KSerializer
import kotlinx.serialization.SerializationException
import kotlinx.serialization.descriptors.PrimitiveKind
import kotlinx.serialization.descriptors.PrimitiveSerialDescriptor
import kotlinx.serialization.descriptors.SerialDescriptor
import kotlinx.serialization.encoding.Decoder
import kotlinx.serialization.encoding.Encoder

/** Keeps a nested builder block from reaching the receiver of an outer one. */
@DslMarker
internal annotation class HttpDslMarker

/**
 * The receiver of [httpUri] and [HttpUri.edit]: an [HttpUriBuilder] with decoded components as properties.
 * The names mean what they mean in Java and in the core's `uri { }`: `path(...)` and `query(...)` replace,
 * `addPathSegment` and `add` append.
 *
 * ```kotlin
 * httpUri {
 *     scheme = "https"
 *     host = "bücher.example"          // written as its A-label, xn--bcher-kva.example
 *     pathSegments("search")
 *     query { add("q", "uri kit") }
 * }   // https://xn--bcher-kva.example/search?q=uri%20kit
 * ```
 *
 * The properties read what the setters of [HttpUriBuilder] they call take, and writing back what was
 * read changes nothing: `edit { userInfo = userInfo }` keeps `http://a%3Ab@h/` as written (re-encoding
 * the decoded `a:b` would make user `a:b` into user `a` with password `b`), `edit { host = host }` keeps
 * `Ex%61mple.COM`, `edit { port = port }` keeps `:080` and an empty port. A value that differs is encoded
 * afresh. Text with an unpaired surrogate is refused with an [IllegalArgumentException] naming the setter.
 */
@HttpDslMarker
public class HttpUriScope internal constructor(private val builder: HttpUriBuilder, from: HttpUri?) {

    /** `http`, `https`, `ws` or `wss` in lower case ([HttpUriBuilder.scheme]); its value as read keeps the case written. */
    public var scheme: String? = from?.scheme()
        set(value) {
            builder.scheme(requireNotNull(value) { "an http URI needs its scheme" })
            field = value
        }

    /**
     * The host as [HttpUri.host] reads it, lower case and decoded: a DNS name (Unicode allowed: written as
     * its A-label), IPv4 or IPv6 address. Its value as read keeps the host as written.
     */
    public var host: String? = from?.host()
        set(value) {
            builder.host(requireNotNull(value) { "an http URI needs its host (RFC 9110 section 4.2.1)" })
            field = value
        }

    /**
     * The explicit port; null removes it, so that the scheme's default applies. Writing what it reads
     * keeps the port as written: 80 keeps `080`, and null, while it reads null, keeps an empty port
     * (`http://h:`).
     */
    public var port: Int? = (from?.toUri() as HierarchicalUri?)?.portNumber()
        set(value) {
            if (value != null) builder.port(value) else if (field != null) builder.removePort()
            field = value
        }

    /** The decoded user information, which RFC 9110 section 4.2.4 deprecates; null removes it. Its value as read keeps it as written. */
    public var userInfo: String? = from?.decodedUserInfo()
        set(value) {
            builder.userInfo(value)
            field = value
        }

    /** The decoded fragment; null removes it. Its value as read keeps it as written. */
    public var fragment: String? = (from?.toUri())?.decodedFragment()
        set(value) {
            builder.fragment(value)
            field = value
        }

    /** Replaces the path with decoded text in which `"/"` separates segments: `"/a b/c/"` is `/a%20b/c/`. */
    public fun path(path: String) {
        builder.clearPath()
        if (path.isEmpty()) return
        val segments = path.removePrefix("/").split('/')
        segments.forEachIndexed { index, segment ->
            if (segment.isEmpty() && index == segments.lastIndex) builder.addTrailingSlash() else builder.addPathSegment(segment)
        }
    }

    /** Replaces the path with these decoded segments, each encoded with `"/"` included. */
    public fun pathSegments(vararg segments: String) {
        builder.clearPath()
        segments.forEach { builder.addPathSegment(it) }
    }

    /** Appends one decoded segment ([HttpUriBuilder.addPathSegment]). */
    public fun addPathSegment(segment: String) {
        builder.addPathSegment(segment)
    }

    /** Replaces the query with these parameters, a bare name for a null value. */
    public fun query(vararg parameters: Pair<String, String?>) {
        builder.clearQuery()
        parameters.forEach { (name, value) -> builder.addQueryParameter(name, value) }
    }

    /** Edits the query parameter by parameter; what is not named is kept as written. */
    public fun query(block: HttpQueryScope.() -> Unit) {
        HttpQueryScope(builder).block()
    }

    internal fun build(): HttpUri = builder.build()
}

/** The receiver of [HttpUriScope.query]'s block: names and values decoded, names read as [QueryStyle.FORM]. */
@HttpDslMarker
public class HttpQueryScope internal constructor(private val builder: HttpUriBuilder) {

    /** Appends `name=value`, or a bare `name` for null. */
    public fun add(name: String, value: String?) {
        builder.addQueryParameter(name, value)
    }

    /** Replaces every parameter named [name] with one at the end ([HttpUriBuilder.setQueryParameter]). */
    public operator fun set(name: String, value: String?) {
        builder.setQueryParameter(name, value)
    }

    /** Removes every parameter named [name]. */
    public fun remove(name: String) {
        builder.removeQueryParameter(name)
    }

    /** Removes the query, `"?"` included. */
    public fun clear() {
        builder.clearQuery()
    }
}

/**
 * Builds an [HttpUri] with a receiver lambda over [HttpUriScope].
 *
 * @throws IllegalStateException if the scheme or the host is missing
 * @throws IllegalArgumentException if a component breaks the http rules
 */
public fun httpUri(block: HttpUriScope.() -> Unit): HttpUri = HttpUriScope(HttpUri.builder(), null).apply(block).build()

/**
 * A copy of this URI with the changes of [block]; what the block does not touch is kept as written.
 *
 * ```kotlin
 * HttpUri.parse("https://example.com/list?page=1&utm_source=mail").edit {
 *     query { set("page", "2"); remove("utm_source") }
 * }   // https://example.com/list?page=2
 * ```
 */
public fun HttpUri.edit(block: HttpUriScope.() -> Unit): HttpUri = HttpUriScope(toBuilder(), this).apply(block).build()

/**
 * Extension for [HttpUri.queryParameters] providing it as a property: the query read as an HTML form sends it
 * ([QueryStyle.FORM]: `"+"` is a space, then percent-decoding as UTF-8), in order, names repeating as written.
 * For the generic reading, in which `"+"` stays a plus, use `toUri().queryParameters` (or
 * [HttpUri.queryParameters] with [QueryStyle.RFC3986]).
 *
 * ```kotlin
 * val uri = HttpUri.parse("https://example.com/search?q=uri+kit&lang=en&lang=fr")
 * uri.queryParameters.first("q")                            // "uri kit"
 * uri.queryParameters.map { (name, value) -> "$name=$value" }   // [q=uri kit, lang=en, lang=fr]
 * ```
 */
public val HttpUri.queryParameters: QueryParameters get() = queryParameters()

/** The name, for `val (name, value) = parameter`. */
public operator fun QueryParameter.component1(): String = name()

/** The value (null for a bare name), for `val (name, value) = parameter`. */
public operator fun QueryParameter.component2(): String? = value()

/**
 * Serializes an [HttpUri] as its text; reading refuses what [HttpUri.parse] refuses.
 *
 * ```kotlin
 * @Serializable data class Link(@Serializable(with = HttpUriSerializer::class) val href: HttpUri)
 * ```
 */
public object HttpUriSerializer : KSerializer<HttpUri> {
    override val descriptor: SerialDescriptor = PrimitiveSerialDescriptor("dev.urikit.http.HttpUri", PrimitiveKind.STRING)

    override fun serialize(encoder: Encoder, value: HttpUri): Unit = encoder.encodeString(value.toString())

    override fun deserialize(decoder: Decoder): HttpUri {
        val text = decoder.decodeString()
        return try {
            HttpUri.parse(text)
        } catch (e: IllegalArgumentException) {
            throw uriDecodingException(text, "HttpUri", e)
        }
    }
}
