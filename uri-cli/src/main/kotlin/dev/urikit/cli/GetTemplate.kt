package dev.urikit.cli

import dev.urikit.HierarchicalUri
import dev.urikit.OpaqueUri
import dev.urikit.PercentEncoding
import dev.urikit.RelativeReference
import dev.urikit.Uri
import dev.urikit.UriReference

/** A name that a `--get` template can hold: a component of the edited reference, or the whole of it. */
internal enum class GetField {
  URI,
  SCHEME,
  USERINFO,
  USER,
  PASSWORD,
  HOST,
  PORT,
  PATH,
  QUERY,
  FRAGMENT;

  /** The name in a template: `uri`, `scheme`, ... */
  val templateName: String = name.lowercase()

  /**
   * This field of [ref]: as written when [raw], otherwise percent-decoded as UTF-8 (`+` stays a plus
   * sign), and for [PORT] the port as written or, when there is none, the default port of the scheme's
   * module. An absent component is the empty text.
   */
  fun of(ref: UriReference, raw: Boolean): String {
    val text = when (this) {
      URI -> return ref.toString()
      SCHEME -> return ref.scheme().orEmpty()
      USERINFO -> authorityUserInfo(ref)
      USER -> authorityUserInfo(ref)?.substringBefore(':')
      PASSWORD -> authorityUserInfo(ref)?.takeIf { ':' in it }?.substringAfter(':')
      HOST -> return if (raw) authorityHost(ref).orEmpty() else decodedHost(ref).orEmpty()
      PORT -> {
        val port = authorityPort(ref)
        return when {
          raw -> port.orEmpty()
          !port.isNullOrEmpty() -> port
          else -> (ref as? Uri)?.registeredScheme()?.defaultPort()?.toString().orEmpty()
        }
      }
      PATH -> ref.path()
      QUERY -> ref.query()
      FRAGMENT -> ref.fragment()
    }
    return when {
      text == null -> ""
      raw -> text
      else -> PercentEncoding.decode(text)
    }
  }

  companion object {
    /** The field called [name] in a template, or null. */
    fun named(name: String): GetField? = entries.firstOrNull { it.templateName == name }
  }
}

/**
 * A `--get` template: text in which `{NAME}` stands for a component of the edited reference, decoded,
 * and `{:NAME}` for the component as written ([GetField]); `{{` stands for `{` and `}}` for `}`.
 *
 * ```
 * {scheme}://{host}{path}   https://bücher.example/a b  (for https://bücher.example/a%20b)
 * {:path} {port}            /a%20b 443
 * ```
 *
 * An absent component is the empty text.
 */
internal class GetTemplate private constructor(private val parts: List<Part>) {

  private sealed interface Part

  private class Literal(val text: String) : Part

  private class Field(val field: GetField, val raw: Boolean) : Part

  /** The template filled in from [ref]. */
  fun render(ref: UriReference): String =
    buildString {
      for (part in parts) {
        when (part) {
          is Literal -> append(part.text)
          is Field -> append(part.field.of(ref, part.raw))
        }
      }
    }

  companion object {
    /**
     * The template written as [text].
     *
     * @throws IllegalArgumentException at a `{` without its `}`, a `}` that is not `}}`, or a name that is
     *   not one of [GetField], with the index in [text]
     */
    fun parse(text: String): GetTemplate {
      val parts = ArrayList<Part>()
      val literal = StringBuilder()
      var i = 0
      while (i < text.length) {
        val c = text[i]
        when {
          (c == '{' || c == '}') && text.getOrNull(i + 1) == c -> {
            literal.append(c)
            i += 2
          }
          c == '{' -> {
            val close = text.indexOf('}', i + 1)
            require(close >= 0) { "the \"{\" at index $i has no \"}\"; write {{ for a brace" }
            val raw = text.getOrNull(i + 1) == ':'
            val name = text.substring(if (raw) i + 2 else i + 1, close)
            val field = GetField.named(name)
              ?: throw IllegalArgumentException(
                "unknown component \"$name\" at index $i; known: ${GetField.entries.joinToString { it.templateName }}",
              )
            if (literal.isNotEmpty()) {
              parts += Literal(literal.toString())
              literal.setLength(0)
            }
            parts += Field(field, raw)
            i = close + 1
          }
          c == '}' -> throw IllegalArgumentException("the \"}\" at index $i closes no \"{\"; write }} for a brace")
          else -> {
            literal.append(c)
            i++
          }
        }
      }
      if (literal.isNotEmpty()) {
        parts += Literal(literal.toString())
      }
      return GetTemplate(parts)
    }
  }
}

/** The host of [ref] as written, or null; an opaque URI has none. */
private fun authorityHost(ref: UriReference): String? =
  when (ref) {
    is HierarchicalUri -> ref.host()
    is RelativeReference -> ref.host()
    is OpaqueUri -> null
  }

/** The host of [ref] decoded when a registered name, as written otherwise, or null. */
private fun decodedHost(ref: UriReference): String? =
  when (ref) {
    is HierarchicalUri -> ref.decodedHost()
    is RelativeReference -> ref.decodedHost()
    is OpaqueUri -> null
  }

/** The port of [ref] as written (`""` for a `":"` without digits), or null. */
private fun authorityPort(ref: UriReference): String? =
  when (ref) {
    is HierarchicalUri -> ref.port()
    is RelativeReference -> ref.port()
    is OpaqueUri -> null
  }
