package dev.urikit

/** Keeps a nested builder block from reaching the receiver of an outer one. */
@DslMarker
internal annotation class UriDslMarker

/**
 * The receiver of [uri] and [uriReference]: decoded components as properties, path segments and
 * query parameters as calls, all handed to a [UriBuilder].
 *
 * ```kotlin
 * uri {
 *     scheme = "https"
 *     host = "example.com"
 *     path("a", "b c")
 *     query("q" to "1", "flag" to null)
 *     fragment = "top"
 * }   // https://example.com/a/b%20c?q=1&flag#top
 * ```
 *
 * A property read gives back what this block set, not the encoded component. Setting a property to
 * null removes the component.
 */
@UriDslMarker
public class UriBuilderScope internal constructor(private val builder: UriBuilder) {

    /** The scheme ([UriBuilder.scheme]); null makes a relative reference. */
    public var scheme: String? = null
        set(value) {
            builder.scheme(value)
            field = value
        }

    /** The decoded user information ([UriBuilder.userInfo]). */
    public var userInfo: String? = null
        set(value) {
            builder.userInfo(value)
            field = value
        }

    /** The decoded host ([UriBuilder.host]): a registered name, an IP address, or `"[v7.fe]"` for IPvFuture. */
    public var host: String? = null
        set(value) {
            builder.host(value)
            field = value
        }

    /** The port ([UriBuilder.port]), 0 to 65535; null removes it. */
    public var port: Int? = null
        set(value) {
            if (value == null) builder.rawPort(null) else builder.port(value)
            field = value
        }

    /** The decoded fragment ([UriBuilder.fragment]). */
    public var fragment: String? = null
        set(value) {
            builder.fragment(value)
            field = value
        }

    /** The registry that parses the result ([UriBuilder.registry]); by default the installed one. */
    public var registry: SchemeRegistry = SchemeRegistry.installed()
        set(value) {
            builder.registry(value)
            field = value
        }

    /** Appends decoded segments, each encoded with `"/"` included ([UriBuilder.addPathSegment]). */
    public fun path(vararg segments: String) {
        segments.forEach { builder.addPathSegment(it) }
    }

    /** Sets the whole path from decoded text; `"/"` separates segments ([UriBuilder.path]). */
    public fun fullPath(path: String) {
        builder.path(path)
    }

    /** Appends `name=value` parameters, or a bare `name` for a null value ([UriBuilder.addQueryParameter]). */
    public fun query(vararg parameters: Pair<String, String?>) {
        parameters.forEach { (name, value) -> builder.addQueryParameter(name, value) }
    }

    internal fun build(): UriReference = builder.build()

    internal fun buildUri(): Uri = builder.buildUri()
}

/**
 * Builds a [Uri] with a receiver lambda over [UriBuilderScope], on top of [UriBuilder].
 *
 * ```kotlin
 * uri { scheme = "https"; host = "example.com"; path("a", "b c"); query("q" to "1"); fragment = "top" }
 * // https://example.com/a/b%20c?q=1#top
 * ```
 *
 * @throws IllegalStateException if no scheme is set, or the components break RFC 3986 (see [UriBuilder.build])
 */
public fun uri(block: UriBuilderScope.() -> Unit): Uri = UriBuilderScope(UriReference.builder()).apply(block).buildUri()

/**
 * Builds a [UriReference], relative when no scheme is set, with a receiver lambda over [UriBuilderScope].
 *
 * ```kotlin
 * uriReference { path("docs", "a b"); fragment = "x" }   // /docs/a%20b#x
 * uriReference { fullPath("../a"); fragment = "x" }       // ../a#x
 * ```
 *
 * @throws IllegalStateException if the components break RFC 3986 (see [UriBuilder.build])
 */
public fun uriReference(block: UriBuilderScope.() -> Unit): UriReference =
    UriBuilderScope(UriReference.builder()).apply(block).build()
