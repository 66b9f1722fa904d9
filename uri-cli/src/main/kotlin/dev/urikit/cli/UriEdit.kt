package dev.urikit.cli

import dev.urikit.CharClass
import dev.urikit.HierarchicalUri
import dev.urikit.OpaqueUri
import dev.urikit.PercentEncoding
import dev.urikit.RelativeReference
import dev.urikit.Uri
import dev.urikit.UriBuilder
import dev.urikit.UriComponent
import dev.urikit.UriReference
import dev.urikit.UriSyntaxException

/** A component that `edit --set NAME=VALUE` replaces; the edits apply in this order. */
internal enum class SettableComponent {
  SCHEME,
  USER,
  PASSWORD,
  HOST,
  PORT,
  PATH,
  QUERY,
  FRAGMENT;

  /** The name on the command line: `scheme`, `user`, ... */
  val optionName: String = name.lowercase()

  companion object {
    /** The component called [name] on the command line, or null. */
    fun named(name: String): SettableComponent? = entries.firstOrNull { it.optionName == name }
  }
}

/** One `edit --append`: a path segment or a query parameter, each decoded. */
internal sealed interface Append {
  /** `path=SEGMENT`: one segment, `"/"` included in what is encoded. */
  data class PathSegment(val segment: String) : Append

  /** `query=NAME=VALUE`, or `query=NAME` for a parameter without a value. */
  data class QueryParameter(val name: String, val value: String?) : Append
}

/**
 * A name pattern of `edit --remove-query`: `*` stands for any run of characters (none included), `\*` for a
 * star and `\\` for a backslash; every other character stands for itself, compared exactly (case counts).
 *
 * ```
 * utm_*   matches utm_source, utm_, but not UTM_source or xutm_a
 * a\*     matches a* only
 * ```
 *
 * Matching takes time linear in the name's length times the pattern's.
 */
internal class NamePattern private constructor(
  /** The literal runs between the stars: one run for a pattern without a star. */
  private val runs: List<String>,
) {
  /** Whether [name], a decoded parameter name, matches. */
  fun matches(name: String): Boolean {
    val first = runs.first()
    if (runs.size == 1) {
      return name == first
    }
    val last = runs.last()
    if (name.length < first.length + last.length || !name.startsWith(first) || !name.endsWith(last)) {
      return false
    }
    // Each run in between at its leftmost place after the previous one: a star absorbs the rest.
    var from = first.length
    val end = name.length - last.length
    for (i in 1 until runs.size - 1) {
      val at = name.indexOf(runs[i], from)
      if (at < 0 || at + runs[i].length > end) {
        return false
      }
      from = at + runs[i].length
    }
    return true
  }

  companion object {
    /**
     * The pattern written as [text].
     *
     * @throws IllegalArgumentException at a backslash that escapes neither `*` nor `\`
     */
    fun parse(text: String): NamePattern {
      val runs = ArrayList<String>()
      val run = StringBuilder()
      var i = 0
      while (i < text.length) {
        val c = text[i]
        when {
          c == '*' -> {
            runs += run.toString()
            run.setLength(0)
          }
          c == '\\' -> {
            val next = text.getOrNull(i + 1)
            require(next == '*' || next == '\\') {
              "a backslash at index $i escapes neither \"*\" nor \"\\\": write \\* for a star, \\\\ for a backslash"
            }
            run.append(next)
            i++
          }
          else -> run.append(c)
        }
        i++
      }
      runs += run.toString()
      return NamePattern(runs)
    }
  }
}

/**
 * The edits of one `urikit edit` command line, made on each input in a fixed order, whatever the order
 * of the options: `--redirect` first ([redirect], before [apply]), then `--set`, then `--remove-query`,
 * then `--append` in the order given, then `--sort-query`. Each step is a [UriReference.toBuilder] edit
 * whose result the input's scheme registry checks.
 *
 * A value is decoded text, encoded for its component by the builder; an empty value removes the component
 * (`port=`, `query=`, `fragment=`, `scheme=`, which leaves a relative reference, `user=`, which removes the
 * user information, `password=`, which removes only the password, `host=`, which removes the whole
 * authority) but for the path, which is never absent: `path=` makes it empty.
 */
internal class UriEdit(
  private val sets: Map<SettableComponent, String>,
  private val removals: List<NamePattern>,
  private val appends: List<Append>,
  private val sortQuery: Boolean,
) {

  /**
   * [ref] edited.
   *
   * @throws InvalidEditException when the components cannot form a URI reference (a port without a host, ...)
   * @throws OperandException for the operand `result` when the scheme refuses the edited URI
   */
  fun apply(ref: UriReference): UriReference {
    var result = ref
    if (sets.isNotEmpty()) {
      result = built(setComponents(result))
    }
    if (removals.isNotEmpty() || appends.isNotEmpty()) {
      val builder = result.toBuilder()
      val query = result.query()
      if (removals.isNotEmpty() && query != null) {
        // One pass, whatever the number of names removed; as removeQueryParameter does, the parameters kept
        // stay as written and in their order, and a query left without one is removed.
        val kept = queryParameters(query).filterNot { parameter -> removals.any { it.matches(decodedName(parameter)) } }
        builder.rawQuery(if (kept.isEmpty()) null else kept.joinToString("&"))
      }
      for (append in appends) {
        when (append) {
          is Append.PathSegment -> builder.addPathSegment(append.segment)
          is Append.QueryParameter -> builder.addQueryParameter(append.name, append.value)
        }
      }
      result = built(builder)
    }
    val query = result.query()
    val sorted = if (sortQuery && query != null) sortedQuery(query) else query
    if (sorted != query) {
      result = built(result.toBuilder().rawQuery(sorted))
    }
    return result
  }

  private fun setComponents(ref: UriReference): UriBuilder {
    val builder = ref.toBuilder()
    sets[SettableComponent.SCHEME]?.let { builder.scheme(it.ifEmpty { null }) }
    val user = sets[SettableComponent.USER]
    val password = sets[SettableComponent.PASSWORD]
    if (user != null || password != null) {
      builder.rawUserInfo(userInfo(authorityUserInfo(ref), user, password))
    }
    sets[SettableComponent.HOST]?.let {
      if (it.isEmpty()) builder.rawUserInfo(null).rawPort(null).host(null) else builder.host(it)
    }
    sets[SettableComponent.PORT]?.let { builder.rawPort(it.ifEmpty { null }) }
    sets[SettableComponent.PATH]?.let { builder.path(it) }
    sets[SettableComponent.QUERY]?.let { builder.query(it.ifEmpty { null }) }
    sets[SettableComponent.FRAGMENT]?.let { builder.fragment(it.ifEmpty { null }) }
    return builder
  }
}

/**
 * `--redirect`: [target] resolved against [ref] (RFC 3986 section 5.2), as a client follows a
 * `Location` header.
 *
 * @throws UriSyntaxException of kind `MISSING_SCHEME` when [ref] is a relative reference, which cannot be a base
 */
internal fun redirect(ref: UriReference, target: UriReference): Uri {
  val base = ref as? Uri
    ?: throw UriSyntaxException(
      UriSyntaxException.Kind.MISSING_SCHEME,
      0,
      "--redirect resolves against the input, which must be a URI with a scheme (RFC 3986 section 5.2.1)",
    )
  return base.resolve(target)
}

/** An edit the builder refused on one input: its components cannot form a URI reference. */
internal class InvalidEditException(cause: IllegalStateException) : RuntimeException(cause.message, cause)

/** [builder]'s reference, its scheme's refusal named as the `result` operand's. */
private fun built(builder: UriBuilder): UriReference =
  try {
    builder.build()
  } catch (e: UriSyntaxException) {
    throw OperandException("result", e)
  } catch (e: IllegalStateException) {
    throw InvalidEditException(e)
  }

/** What a user name may hold unencoded: `userinfo` without `":"`, which ends the user name (RFC 3986 section 3.2.1). */
private val USER = CharClass.USERINFO.minus(CharClass.of(":"))

/**
 * The user information `user[:password]` (RFC 3986 section 3.2.1) after `--set user=[newUser]` and
 * `--set password=[newPassword]` (null for the ones not given; the empty value removes) on [held], as written.
 */
private fun userInfo(held: String?, newUser: String?, newPassword: String?): String? {
  val colon = held?.indexOf(':') ?: -1
  var user = if (held == null || colon < 0) held else held.substring(0, colon)
  var password = if (held == null || colon < 0) null else held.substring(colon + 1)
  if (newUser != null) {
    user = newUser.ifEmpty { null }?.let { PercentEncoding.encode(it, USER) }
    if (user == null) {
      password = null
    }
  }
  if (newPassword != null) {
    password = newPassword.ifEmpty { null }?.let { UriComponent.USER_INFO.encode(it) }
  }
  return when {
    user == null && password == null -> null
    password == null -> user
    else -> "${user.orEmpty()}:$password"
  }
}

/** The user information of [ref] as written, or null; an opaque URI has none. */
internal fun authorityUserInfo(ref: UriReference): String? =
  when (ref) {
    is HierarchicalUri -> ref.userInfo()
    is RelativeReference -> ref.userInfo()
    is OpaqueUri -> null
  }

/** The parameters of [query] as written, split at each `"&"`; none for no query. */
private fun queryParameters(query: String?): List<String> = query?.split('&') ?: emptyList()

/** The decoded name of a parameter as written: what comes before its first `"="`. */
private fun decodedName(parameter: String): String = PercentEncoding.decode(parameter.substringBefore('='))

/**
 * [query]'s parameters ordered by decoded name, in code point order (`"B"` before `"a"`); parameters of one
 * name keep their order, since it may carry meaning (`a=1&a=2`).
 */
private fun sortedQuery(query: String): String =
  queryParameters(query).map { decodedName(it) to it }.sortedWith { a, b -> compareCodePoints(a.first, b.first) }
    .joinToString("&") { it.second }

/** [a] against [b] by Unicode code points, so that a supplementary character sorts after U+FFFF. */
private fun compareCodePoints(a: String, b: String): Int {
  var i = 0
  var j = 0
  while (i < a.length && j < b.length) {
    val x = a.codePointAt(i)
    val y = b.codePointAt(j)
    if (x != y) {
      return x.compareTo(y)
    }
    i += Character.charCount(x)
    j += Character.charCount(y)
  }
  return (a.length - i).compareTo(b.length - j)
}
