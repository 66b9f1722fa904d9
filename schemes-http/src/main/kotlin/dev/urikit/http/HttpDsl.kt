package dev.urikit.http

import dev.urikit.UriTextSerializer
import dev.urikit.HierarchicalUri
import dev.urikit.QueryParameters
import dev.urikit.QueryStyle
import dev.urikit.UriSyntaxException

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

    /**
     * Replaces the query with the entries of [parameters], in the map's order, a bare name for a null value:
     * `query(mapOf("q" to "uri kit", "page" to "2"))` writes `?q=uri%20kit&page=2`.
     */
    public fun query(parameters: Map<String, String?>) {
        builder.clearQuery()
        parameters.forEach { (name, value) -> builder.addQueryParameter(name, value) }
    }

    /** Edits the query parameter by parameter; what is not named is kept as written. */
    public fun query(block: HttpQueryScope.() -> Unit) {
        HttpQueryScope(builder).block()
    }

    internal fun build(): HttpUri = builder.build()
}

/**
 * The receiver of [HttpUriScope.query]'s block: names and values decoded, names read as [QueryStyle.FORM],
 * and the query held so far read back as [HttpUri.queryParameters] reads it.
 *
 * ```kotlin
 * HttpUri.parse("https://example.com/list?page=1").edit {
 *     query {
 *         val page = get("page")?.toInt() ?: 1
 *         set("page", (page + 1).toString())
 *         putAll(mapOf("sort" to "name"))
 *     }
 * }   // https://example.com/list?page=2&sort=name
 * ```
 */
@HttpDslMarker
public class HttpQueryScope internal constructor(private val builder: HttpUriBuilder) {

    /** The decoded value of the first parameter named [name] as the query stands now; null when there is none or it has no `"="`. */
    public operator fun get(name: String): String? = builder.queryParameters().first(name)

    /** The decoded values of every parameter named [name] as the query stands now, in order; null for one without `"="`. */
    public fun values(name: String): List<String?> = builder.queryParameters().values(name)

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

    /** Sets each entry of [parameters] as [set] does, in the map's order; a null value writes a bare name. */
    public fun putAll(parameters: Map<String, String?>) {
        parameters.forEach { (name, value) -> builder.setQueryParameter(name, value) }
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
 * Extension for [HttpUri.parse] providing parsing as a call on the text.
 *
 * ```kotlin
 * "https://example.com/a?q=1".toHttpUri().origin()   // "https://example.com"
 * ```
 *
 * @throws UriSyntaxException if the text is not a URI, or the http rules refuse it
 * @throws IllegalArgumentException if the text is a URI of another scheme (`"mailto:a@b".toHttpUri()` throws), as the view's `parse` does
 */
public fun String.toHttpUri(): HttpUri = HttpUri.parse(this)

/**
 * Extension for [HttpUri.parseOrNull] providing a nullable result in place of an exception.
 *
 * ```kotlin
 * "https://example.com/".toHttpUriOrNull()   // the HttpUri
 * "mailto:a@example.com".toHttpUriOrNull()   // null: another scheme
 * ```
 */
public fun String.toHttpUriOrNull(): HttpUri? = HttpUri.parseOrNull(this)

/**
 * Extension for [HttpUriBuilder.addPathSegment] providing `/` to append one decoded segment, encoded with `"/"`
 * included; an empty last segment (a trailing `"/"`) is replaced, the query and fragment are kept.
 *
 * ```kotlin
 * "https://example.com/docs/".toHttpUri() / "a b" / "c"   // https://example.com/docs/a%20b/c
 * ```
 *
 * @throws IllegalArgumentException for `"."` or `".."`
 */
public operator fun HttpUri.div(segment: String): HttpUri = toBuilder().addPathSegment(segment).build()

/** Extension for [HttpUri.scheme] providing it as a property: `"https"`, lower case. */
public val HttpUri.scheme: String get() = scheme()

/** Extension for [HttpUri.host] providing it as a property: lower case, decoded. */
public val HttpUri.host: String get() = host()

/** Extension for [HttpUri.port] providing it as a property: the effective port, the scheme's default when none is written. */
public val HttpUri.port: Int get() = port()

/** Extension for [HttpUri.userInfo] providing it as a property: as written, null when absent ([HttpUri.decodedUserInfo] decodes it). */
public val HttpUri.userInfo: String? get() = userInfo()

/** Extension for [HttpUri.path] providing it as a property: as written, `""` when empty (which means `"/"`). */
public val HttpUri.path: String get() = path()

/** Extension for [HttpUri.pathSegments] providing it as a property: decoded. */
public val HttpUri.pathSegments: List<String> get() = pathSegments()

/** Extension for [HttpUri.query] providing it as a property: as written, without `"?"`; null when absent. */
public val HttpUri.query: String? get() = query()

/** Extension for [HttpUri.fragment] providing it as a property: as written, without `"#"`; null when absent, always for ws and wss. */
public val HttpUri.fragment: String? get() = fragment()

/** Extension for [HttpUri.origin] providing it as a property: `"https://example.com"`. */
public val HttpUri.origin: String get() = origin()

/** Extension for [HttpUri.requestTarget] providing it as a property: `"/a?q=1"`. */
public val HttpUri.requestTarget: String get() = requestTarget()

/**
 * Extension for [HttpUri.queryParameters] providing it as a property: the query read as an HTML form sends it
 * ([QueryStyle.FORM]: `"+"` is a space, then percent-decoding as UTF-8), in order, names repeating as written.
 * It reads what `toUri().queryParameters` reads; [HttpUri.queryParameters] with [QueryStyle.RFC3986] keeps
 * `"+"` a plus.
 *
 * ```kotlin
 * val uri = HttpUri.parse("https://example.com/search?q=uri+kit&lang=en&lang=fr")
 * uri.queryParameters.first("q")                            // "uri kit"
 * uri.queryParameters.map { (name, value) -> "$name=$value" }   // [q=uri kit, lang=en, lang=fr]
 * ```
 */
public val HttpUri.queryParameters: QueryParameters get() = queryParameters()

/**
 * Serializes an [HttpUri] as its text; reading refuses what [HttpUri.parse] refuses.
 *
 * ```kotlin
 * @Serializable data class Link(@Serializable(with = HttpUriSerializer::class) val href: HttpUri)
 * ```
 */
public object HttpUriSerializer : UriTextSerializer<HttpUri>("dev.urikit.http.HttpUri", "HttpUri", HttpUri::parse)
