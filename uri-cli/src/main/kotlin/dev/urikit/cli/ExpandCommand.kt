package dev.urikit.cli

import com.github.ajalt.clikt.core.BadParameterValue
import com.github.ajalt.clikt.core.Context
import com.github.ajalt.clikt.parameters.arguments.argument
import com.github.ajalt.clikt.parameters.arguments.multiple
import dev.urikit.template.UriTemplate
import dev.urikit.template.UriTemplateSyntaxException
import kotlinx.serialization.Serializable

/**
 * `urikit expand [--generic] TEMPLATE [NAME=VALUE...]`: expands a URI Template (RFC 6570) and checks
 * the result as a URI reference with the installed schemes.
 *
 * A value is given as `name=value` (a string), `name[]=value` (one member of a list, repeated for
 * each member, in order) or `name[key]=value` (one member of a map, in order). Variable names cannot
 * hold brackets (RFC 6570 section 2.3), so the forms cannot be confused with a name, and a value may
 * hold any character, commas and "=" included.
 *
 * ```
 * $ urikit expand 'https://example.com/{owner}/issues{?labels}' owner=ann 'labels[]=a b' 'labels[]=c'
 * {"template":"https://example.com/{owner}/issues{?labels}","expanded":"https://example.com/ann/issues?labels=a%20b,c"}
 * ```
 *
 * A template that is not one, or an expansion that is not a URI reference its scheme accepts, gives
 * an error object and exit status 1; an argument without "=" is a usage error (status 2).
 */
internal class ExpandCommand(session: Session) : UriCommand("expand", session) {

  private val template by argument("TEMPLATE", help = "The URI Template (RFC 6570).")

  private val variables by
    argument("NAME=VALUE", help = "name=value for a string, name[]=value for each member of a list, name[key]=value for a map.")
      .multiple()

  override fun help(context: Context): String =
    """
    Expand a URI Template (RFC 6570) with the variables given, and check the result as a URI reference.

    One {"template","expanded"} object. Values: name=value for a string, name[]=value for each member
    of a list (in order), name[key]=value for each member of a map (in order).
    """
      .trimIndent()

  override fun run() {
    val values = values(variables)
    val record = recordOrError({ error ->
      recordLine(ExpandRecord.serializer(), ExpandRecord(maskUserInfo(template), error = error), false)
    }) {
      val expanded = try {
        UriTemplate.parse(template).expandToReference(values, registry).toString()
      } catch (e: UriTemplateSyntaxException) {
        val error = ErrorRecord(e.kind().name, e.index(), e.message)
        return@recordOrError recordLine(ExpandRecord.serializer(), ExpandRecord(maskUserInfo(template), error = error), false)
      }
      recordLine(ExpandRecord.serializer(), ExpandRecord(template, expanded))
    }
    session.write(record)
  }

  /** The variables of [arguments], each `name=value`, `name[]=value` or `name[key]=value`. */
  private fun values(arguments: List<String>): Map<String, Any> {
    val values = LinkedHashMap<String, Any>()
    for (argument in arguments) {
      val equals = argument.indexOf('=')
      val open = argument.indexOf('[')
      if (equals < 0 || (open in 0 until equals && argument[equals - 1] != ']')) {
        throw BadParameterValue("expected name=value, name[]=value or name[key]=value: $argument")
      }
      val value = argument.substring(equals + 1)
      val name = argument.substring(0, if (open in 0 until equals) open else equals)
      val existing = values[name]
      when {
        open !in 0 until equals -> {
          if (existing != null) {
            throw BadParameterValue("$name is given more than once: $argument")
          }
          values[name] = value
        }
        open + 1 == equals - 1 -> {
          @Suppress("UNCHECKED_CAST")
          val list = existing as? MutableList<String> ?: ArrayList<String>().also { values.putIfAbsent(name, it) }
          if (values[name] !== list) {
            throw BadParameterValue("$name is given both as a list and otherwise: $argument")
          }
          list.add(value)
        }
        else -> {
          @Suppress("UNCHECKED_CAST")
          val map = existing as? MutableMap<String, String> ?: LinkedHashMap<String, String>().also { values.putIfAbsent(name, it) }
          if (values[name] !== map) {
            throw BadParameterValue("$name is given both as a map and otherwise: $argument")
          }
          map[argument.substring(open + 1, equals - 1)] = value
        }
      }
    }
    return values
  }
}

/** An `expand` record: the template and its expansion, or the error. */
@Serializable
internal data class ExpandRecord(
  val template: String,
  val expanded: String? = null,
  val error: ErrorRecord? = null,
)
