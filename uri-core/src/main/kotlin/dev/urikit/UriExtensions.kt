package dev.urikit

import java.net.URI

/**
 * Extension for [Uri.parse] providing parsing as a call on the text.
 *
 * ```kotlin
 * "https://example.com/a".toUri().scheme()   // "https"
 * ```
 *
 * @throws UriSyntaxException if the text is not a URI (RFC 3986 section 3)
 */
public fun String.toUri(): Uri = Uri.parse(this)

/**
 * Extension for [Uri.parseOrNull] providing a nullable result in place of an exception.
 *
 * ```kotlin
 * "https://example.com/a".toUriOrNull()   // the Uri
 * "not a uri".toUriOrNull()               // null
 * "../a".toUriOrNull()                    // null: no scheme
 * ```
 */
public fun String.toUriOrNull(): Uri? = Uri.parseOrNull(this)

/**
 * Extension for [UriReference.parse] providing parsing of a URI or a relative reference.
 *
 * ```kotlin
 * "../a?b".toUriReference() is RelativeReference   // true
 * ```
 *
 * @throws UriSyntaxException if the text is not a URI-reference (RFC 3986 section 4.1)
 */
public fun String.toUriReference(): UriReference = UriReference.parse(this)

/**
 * Extension for [UriReference.parseOrNull] providing a nullable result in place of an exception.
 *
 * ```kotlin
 * "a b".toUriReferenceOrNull()   // null
 * ```
 */
public fun String.toUriReferenceOrNull(): UriReference? = UriReference.parseOrNull(this)

/**
 * Extension for [UriBuilder.addPathSegment] providing `/` to append one decoded segment, encoded
 * with `"/"` included; the query and fragment are kept.
 *
 * ```kotlin
 * "https://example.com/docs".toUri() / "a b" / "c/d"   // https://example.com/docs/a%20b/c%2Fd
 * ```
 *
 * @throws IllegalArgumentException when the path is not a hierarchy: an opaque URI (`mailto:a@b`), or a
 *     scheme that declares so ([dev.urikit.spi.Scheme.hasHierarchicalPath]); or when [segment] is `"."`
 *     or `".."`
 */
public operator fun Uri.div(segment: String): Uri {
    require(this is HierarchicalUri) { "the path of an opaque URI is not a hierarchy of segments (RFC 3986 section 3)" }
    require(registeredScheme()?.hasHierarchicalPath() != false) {
        "the path of a ${scheme()} URI is not a hierarchy of segments: \"/\" would not append one"
    }
    return toBuilder().addPathSegment(segment).buildUri()
}

/**
 * The typed view of this URI that its scheme's module offers as [T] ([Uri.view]), or null.
 *
 * ```kotlin
 * "https://example.com/a?q=1".toUri().view<HttpUri>()?.queryParameters()
 * ```
 */
public inline fun <reified T : Any> Uri.view(): T? = view(T::class.java)

/** The scheme as written ([UriReference.scheme]); null for a relative reference. */
public val UriReference.scheme: String? get() = scheme()

/** The host as written ([HierarchicalUri.host]); null when there is no authority. */
public val UriReference.host: String?
    get() = when (this) {
        is HierarchicalUri -> host()
        is RelativeReference -> host()
        is OpaqueUri -> null
    }

/** The port as a number ([HierarchicalUri.portNumber]); null when absent or empty. */
public val UriReference.port: Int?
    get() = when (this) {
        is HierarchicalUri -> portNumber()
        is RelativeReference -> portNumber()
        is OpaqueUri -> null
    }

/** The path as written ([UriReference.path]); never null, `""` when empty. */
public val UriReference.path: String get() = path()

/** The decoded path segments ([UriReference.pathSegments]). */
public val UriReference.pathSegments: List<String> get() = pathSegments()

/** The query as written, without `"?"` ([UriReference.query]); null when absent. */
public val UriReference.query: String? get() = query()

/** The fragment as written, without `"#"` ([UriReference.fragment]); null when absent. */
public val UriReference.fragment: String? get() = fragment()

/**
 * Extension for [UriReference.queryParameters] providing the query's `name=value` pairs as a property,
 * decoded, in the order written, read by the convention of HTML forms ([QueryStyle.FORM]: `"+"` is a space);
 * `val (name, value) = parameter` takes one apart. It means the same on every receiver that has it:
 * a [Uri], a [RelativeReference], and the http module's `HttpUri`.
 *
 * ```kotlin
 * "s://h/?a=1&b=x%20y+z&flag&e=&f=g=h".toUri().queryParameters
 * // [a=1, b=x y z, flag, e=, f=g=h]
 * "s://h/?p=1+1".toUri().queryParameters(QueryStyle.RFC3986).first("p")   // "1+1"
 * ```
 *
 * | query | parameters |
 * |---|---|
 * | none (`s://h/`) or empty (`s://h/?`) | `[]` |
 * | `a=1&&b=2&` | `[a=1, b=2]`: empty pieces are skipped |
 * | `flag` | `[flag]`: no `"="`, the value is null |
 * | `e=` and `=v` | `[e=]` (value `""`) and `[=v]` (name `""`) |
 * | `f=g=h` | `[f=g=h]`: the first `"="` separates, the value is `"g=h"` |
 * | `k=%26%3D` | value `"&="`: decoded after splitting |
 * | `p=1+1&q=1%2B1` | values `"1 1"` and `"1+1"`; with [QueryStyle.RFC3986], `"1+1"` both |
 *
 * RFC 3986 section 3.4 gives a query no inner structure; this is the `name=value&...` convention that
 * [UriBuilder.addQueryParameter] writes (a space as `%20`, a plus as `%2B`, so a pair it writes reads back
 * as given in either [QueryStyle]), and [UriBuilder.removeQueryParameter] removes exactly the pairs whose
 * name reads as the one it is given. Linear in the length of the query; computed on each read.
 */
public val UriReference.queryParameters: QueryParameters get() = queryParameters()

/** The name, for `val (name, value) = parameter`. */
public operator fun QueryParameter.component1(): String = name()

/** The value (null for a bare name), for `val (name, value) = parameter`. */
public operator fun QueryParameter.component2(): String? = value()

/**
 * Extension for [Uri.fromJavaNetUri] providing the conversion as a call on the `java.net.URI`.
 *
 * ```kotlin
 * URI("http://example.com/a").toUrikitUri().path()   // "/a"
 * ```
 *
 * @throws UriSyntaxException if the URI is relative or not valid RFC 3986
 */
public fun URI.toUrikitUri(): Uri = Uri.fromJavaNetUri(this)
