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

/** Marks the scopes of [templateVariables], so that a nested [TemplateVariables.map] block cannot set outer variables. */
@DslMarker
public annotation class TemplateVariablesDsl

/**
 * The scope of [templateVariables] and of [UriTemplate.expand] with a block: `name to value` sets a
 * variable (RFC 6570 section 2.3) to a string, a list of strings, a map of strings or null
 * (undefined), in the order written.
 *
 * ```kotlin
 * uriTemplate("/repos/{owner}/issues{?labels,keys*}").expand {
 *   "owner" to "x"
 *   "labels" to listOf("a", "b")
 *   "keys" to map { "sort" to "created"; "order" to "asc" }
 * }
 * // "/repos/x/issues?labels=a,b&sort=created&order=asc"
 * ```
 */
@TemplateVariablesDsl
public class TemplateVariables internal constructor() {

  internal val values = LinkedHashMap<String, Any?>()

  /**
   * Sets the variable named by this string to [value].
   *
   * @throws IllegalArgumentException if the variable is already set in this scope
   */
  public infix fun String.to(value: Any?) {
    require(!values.containsKey(this)) { "variable $this is set twice" }
    values[this] = value
  }

  /** A map value (an associative array, RFC 6570 section 2.3) whose members are set in [members], in order. */
  public fun map(members: TemplateMapMembers.() -> Unit): Map<String, String> =
    TemplateMapMembers().apply(members).values
}

/** The scope of [TemplateVariables.map]: `key to value` adds a member, in the order written. */
@TemplateVariablesDsl
public class TemplateMapMembers internal constructor() {

  internal val values = LinkedHashMap<String, String>()

  /**
   * Adds the member named by this string with [value].
   *
   * @throws IllegalArgumentException if the member is already in the map
   */
  public infix fun String.to(value: String) {
    require(!values.containsKey(this)) { "member $this is set twice" }
    values[this] = value
  }
}

/**
 * The variables set in [block], in the order written, for [UriTemplate.expand] and the other
 * expansions.
 *
 * ```kotlin
 * templateVariables { "id" to "7"; "q" to null }   // {id=7, q=null}
 * ```
 *
 * @throws IllegalArgumentException if a variable, or a member of a map, is set twice
 */
public fun templateVariables(block: TemplateVariables.() -> Unit): Map<String, Any?> =
  TemplateVariables().apply(block).values

/**
 * Extension for [UriTemplate.expand] providing expansion with the variables set in [block].
 *
 * ```kotlin
 * uriTemplate("/repos/{owner}/issues{?labels}").expand { "owner" to "x"; "labels" to listOf("a", "b") }
 * // "/repos/x/issues?labels=a,b"
 * ```
 */
public fun UriTemplate.expand(block: TemplateVariables.() -> Unit): String = expand(templateVariables(block))

/**
 * Extension for [UriTemplate.expandToUri] providing expansion with the variables set in [block] to a
 * checked [Uri].
 *
 * ```kotlin
 * uriTemplate("https://example.com/{id}").expandToUri { "id" to "7" }   // https://example.com/7
 * ```
 */
public fun UriTemplate.expandToUri(block: TemplateVariables.() -> Unit): Uri = expandToUri(templateVariables(block))

/**
 * Extension for [UriTemplate.expandToReference] providing expansion with the variables set in [block]
 * to a URI reference.
 *
 * ```kotlin
 * uriTemplate("{/id}").expandToReference { "id" to "7" }   // /7
 * ```
 */
public fun UriTemplate.expandToReference(block: TemplateVariables.() -> Unit): UriReference =
  expandToReference(templateVariables(block))
