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
 */
public operator fun Uri.div(segment: String): Uri = toBuilder().addPathSegment(segment).buildUri()

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
