package dev.urikit.template

import dev.urikit.Uri
import dev.urikit.UriReference

/**
 * Extension for [UriTemplate.parse] providing a template from its text.
 *
 * ```kotlin
 * uriTemplate("/repos/{owner}{?labels}").variableNames()   // [owner, labels]
 * ```
 *
 * @throws UriTemplateSyntaxException if the text is not a URI Template (RFC 6570 section 2)
 */
public fun uriTemplate(text: String): UriTemplate = UriTemplate.parse(text)

/**
 * Extension for [UriTemplate.parse] providing parsing as a call on the text.
 *
 * ```kotlin
 * "/users/{id}".toUriTemplate().expand("id" to "7")   // "/users/7"
 * ```
 *
 * @throws UriTemplateSyntaxException if the text is not a URI Template (RFC 6570 section 2)
 */
public fun String.toUriTemplate(): UriTemplate = UriTemplate.parse(this)

/**
 * Extension for [UriTemplate.expand] providing expansion with pairs, in the order given (which is the
 * order a map value's members are expanded in, too).
 *
 * ```kotlin
 * uriTemplate("/repos/{owner}/issues{?labels}").expand("owner" to "x", "labels" to listOf("a", "b"))
 * // "/repos/x/issues?labels=a,b"
 * ```
 */
public fun UriTemplate.expand(vararg variables: Pair<String, Any?>): String = expand(linkedMapOf(*variables))

/**
 * Extension for [UriTemplate.expandToUri] providing expansion with pairs to a checked [Uri].
 *
 * ```kotlin
 * uriTemplate("https://example.com/{id}").expandToUri("id" to "7")   // https://example.com/7
 * ```
 */
public fun UriTemplate.expandToUri(vararg variables: Pair<String, Any?>): Uri = expandToUri(linkedMapOf(*variables))

/**
 * Extension for [UriTemplate.expandToReference] providing expansion with pairs to a URI reference.
 *
 * ```kotlin
 * uriTemplate("{/id}").expandToReference("id" to "7")   // /7
 * ```
 */
public fun UriTemplate.expandToReference(vararg variables: Pair<String, Any?>): UriReference =
  expandToReference(linkedMapOf(*variables))
