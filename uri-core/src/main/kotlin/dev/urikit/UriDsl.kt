package dev.urikit

/** Keeps a nested builder block from reaching the receiver of an outer one. */
@DslMarker
internal annotation class UriDslMarker

/**
 * The receiver of [uri], [uriReference] and [edit]: decoded components as properties, the path and the
 * query through calls, all handed to a [UriBuilder]. The names mean what they mean in Java: `path(...)`
 * and `query(...)` replace, `addPathSegment` and `add` append.
 *
 * ```kotlin
 * uri {
 *     scheme = "https"
 *     host = "example.com"
 *     pathSegments("a", "b c")
 *     query("q" to "1", "flag" to null)
 *     fragment = "top"
 * }   // https://example.com/a/b%20c?q=1&flag#top
 *
 * "https://example.com/list?page=1&utm_source=mail".toUri().edit {
 *     query { set("page", "2"); remove("utm_source") }
 * }   // https://example.com/list?page=2
 * ```
 *
 * In [edit], a property starts as the edited URI's decoded component; a component that is not assigned
 * is kept as written. Setting a property to null removes the component.
 *
 * The properties are decoded, as the setters of [UriBuilder] they call, and writing back what was read
 * changes nothing: `edit { userInfo = userInfo }` gives the URI with its text, since a decoded setter given
 * the decoded form of what it holds keeps it as written (see [UriBuilder]). Without that rule
 * `http://a%3Ab@h/` would become `http://a:b@h/`, the user `a:b` turned into user `a` with password `b`.
 * A value that differs is encoded afresh.
 *
 * | property | reads | edit { x = x } on |
 * |---|---|---|
 * | `userInfo` | [HierarchicalUri.decodedUserInfo] | `s://a%3Ab@h` keeps `a%3Ab` |
 * | `host` | [HierarchicalUri.decodedHost] | `s://h%2Ex` keeps `h%2Ex` |
 * | `port` | [HierarchicalUri.portNumber] | `s://h:080` keeps `080`, `s://h:` keeps the empty port |
 * | `fragment` | [UriReference.decodedFragment] | `s:p#%41` keeps `%41` |
 *
 * Text with an unpaired surrogate is refused with an [IllegalArgumentException] naming the setter.
 */
@UriDslMarker
public class UriBuilderScope internal constructor(private val builder: UriBuilder, from: UriReference?) {

    /** The scheme ([UriBuilder.scheme]); null makes a relative reference. */
    public var scheme: String? = from?.scheme()
        set(value) {
            builder.scheme(value)
            field = value
        }

    /** The decoded user information ([UriBuilder.userInfo]); its value as read keeps it as written. */
    public var userInfo: String? = from?.decodedUserInfoOrNull()
        set(value) {
            builder.userInfo(value)
            field = value
        }

    /**
     * The decoded host ([UriBuilder.host]): a registered name, an IP address, or `"[v7.fe]"` for
     * IPvFuture. A non-ASCII name is written as its A-label when the scheme's hosts are DNS names. Its
     * value as read keeps the host as written.
     */
    public var host: String? = from?.decodedHostOrNull()
        set(value) {
            builder.host(value)
            field = value
        }

    /**
     * The port ([UriBuilder.port]), 0 to 65535; null removes it. Writing what it reads keeps the port as
     * written: 80 keeps `080`, and null, while it reads null, keeps an empty port (`s://h:`) or one too
     * large for an `Int` ([UriBuilder.rawPort] removes those).
     */
    public var port: Int? = from?.portNumberOrNull()
        set(value) {
            if (value != null) builder.port(value) else if (field != null) builder.rawPort(null)
            field = value
        }

    /** The decoded fragment ([UriBuilder.fragment]); its value as read keeps it as written. */
    public var fragment: String? = from?.decodedFragment()
        set(value) {
            builder.fragment(value)
            field = value
        }

    /** The registry that parses the result ([UriBuilder.registry]); by default the installed one, or the edited URI's. */
    public var registry: SchemeRegistry = from?.registry() ?: SchemeRegistry.installed()
        set(value) {
            builder.registry(value)
            field = value
        }

    /** Replaces the path with decoded text in which `"/"` separates segments ([UriBuilder.path]). */
    public fun path(path: String) {
        builder.path(path)
    }

    /** Replaces the path with `"/"` and these decoded segments, each encoded with `"/"` included. */
    public fun pathSegments(vararg segments: String) {
        builder.path("")
        segments.forEach { builder.addPathSegment(it) }
    }

    /** Appends one decoded segment, encoded with `"/"` included ([UriBuilder.addPathSegment]). */
    public fun addPathSegment(segment: String) {
        builder.addPathSegment(segment)
    }

    /** Replaces the query with these `name=value` parameters, a bare `name` for a null value. */
    public fun query(vararg parameters: Pair<String, String?>) {
        builder.rawQuery(null)
        parameters.forEach { (name, value) -> builder.addQueryParameter(name, value) }
    }

    /**
     * Replaces the query with the entries of [parameters], in the map's order, a bare `name` for a null value:
     * `query(mapOf("q" to "uri kit", "page" to "2"))` writes `?q=uri%20kit&page=2`.
     */
    public fun query(parameters: Map<String, String?>) {
        builder.rawQuery(null)
        parameters.forEach { (name, value) -> builder.addQueryParameter(name, value) }
    }

    /** Edits the query parameter by parameter; what is not named is kept as written. */
    public fun query(block: QueryScope.() -> Unit) {
        QueryScope(builder).block()
    }

    internal fun build(): UriReference = builder.build()

    internal fun buildUri(): Uri = builder.buildUri()
}

/**
 * The receiver of [UriBuilderScope.query]'s block: the calls of [UriBuilder] on query parameters, names and
 * values decoded, and the query held so far read back as [UriReference.queryParameters] reads it
 * ([QueryStyle.FORM]).
 *
 * ```kotlin
 * "https://example.com/list?page=1".toUri().edit {
 *     query {
 *         val page = get("page")?.toInt() ?: 1
 *         set("page", (page + 1).toString())
 *         putAll(mapOf("sort" to "name", "flag" to null))
 *     }
 * }   // https://example.com/list?page=2&sort=name&flag
 * ```
 */
@UriDslMarker
public class QueryScope internal constructor(private val builder: UriBuilder) {

    /** The decoded value of the first parameter named [name] as the query stands now; null when there is none or it has no `"="`. */
    public operator fun get(name: String): String? = builder.queryParameters().first(name)

    /** The decoded values of every parameter named [name] as the query stands now, in order; null for one without `"="`. */
    public fun values(name: String): List<String?> = builder.queryParameters().values(name)

    /** Appends `name=value`, or a bare `name` for null ([UriBuilder.addQueryParameter]). */
    public fun add(name: String, value: String?) {
        builder.addQueryParameter(name, value)
    }

    /** Replaces every parameter named [name] with one at the end ([UriBuilder.setQueryParameter]). */
    public operator fun set(name: String, value: String?) {
        builder.setQueryParameter(name, value)
    }

    /** Removes every parameter named [name] ([UriBuilder.removeQueryParameter]). */
    public fun remove(name: String) {
        builder.removeQueryParameter(name)
    }

    /** Sets each entry of [parameters] as [set] does, in the map's order; a null value writes a bare name. */
    public fun putAll(parameters: Map<String, String?>) {
        parameters.forEach { (name, value) -> builder.setQueryParameter(name, value) }
    }

    /** Removes the query, `"?"` included. */
    public fun clear() {
        builder.rawQuery(null)
    }
}

/**
 * Builds a [Uri] with a receiver lambda over [UriBuilderScope], on top of [UriBuilder].
 *
 * ```kotlin
 * uri { scheme = "https"; host = "example.com"; pathSegments("a", "b c"); query("q" to "1"); fragment = "top" }
 * // https://example.com/a/b%20c?q=1#top
 * ```
 *
 * @throws IllegalStateException if no scheme is set, or the components break RFC 3986 (see [UriBuilder.build])
 */
public fun uri(block: UriBuilderScope.() -> Unit): Uri =
    UriBuilderScope(UriReference.builder(), null).apply(block).buildUri()

/**
 * Builds a [UriReference], relative when no scheme is set, with a receiver lambda over [UriBuilderScope].
 *
 * ```kotlin
 * uriReference { pathSegments("docs", "a b"); fragment = "x" }   // /docs/a%20b#x
 * uriReference { path("../a"); fragment = "x" }                  // ../a#x
 * ```
 *
 * @throws IllegalStateException if the components break RFC 3986 (see [UriBuilder.build])
 */
public fun uriReference(block: UriBuilderScope.() -> Unit): UriReference =
    UriBuilderScope(UriReference.builder(), null).apply(block).build()

/**
 * A copy of this URI with the changes of [block]; every component the block does not touch is kept as
 * written ([UriReference.toBuilder]).
 *
 * ```kotlin
 * "https://example.com/list?page=1&utm_source=mail#top".toUri().edit {
 *     host = "example.org"
 *     query { set("page", "2"); remove("utm_source") }
 * }   // https://example.org/list?page=2#top
 * ```
 *
 * @throws IllegalStateException if the result breaks RFC 3986 (see [UriBuilder.build])
 * @throws UriSyntaxException if the scheme's module refuses the result
 */
public fun Uri.edit(block: UriBuilderScope.() -> Unit): Uri =
    UriBuilderScope(toBuilder(), this).apply(block).buildUri()

/** [Uri.edit] for any reference: the result is relative when the block removes the scheme. */
public fun UriReference.edit(block: UriBuilderScope.() -> Unit): UriReference =
    UriBuilderScope(toBuilder(), this).apply(block).build()

private fun UriReference.decodedUserInfoOrNull(): String? = when (this) {
    is HierarchicalUri -> decodedUserInfo()
    is RelativeReference -> decodedUserInfo()
    is OpaqueUri -> null
}

private fun UriReference.decodedHostOrNull(): String? = when (this) {
    is HierarchicalUri -> decodedHost()
    is RelativeReference -> decodedHost()
    is OpaqueUri -> null
}

private fun UriReference.portNumberOrNull(): Int? = when (this) {
    is HierarchicalUri -> portNumber()
    is RelativeReference -> portNumber()
    is OpaqueUri -> null
}
