package dev.urikit.cli

import com.github.ajalt.clikt.core.BadParameterValue
import com.github.ajalt.clikt.core.Context
import com.github.ajalt.clikt.parameters.arguments.argument
import com.github.ajalt.clikt.parameters.arguments.multiple
import com.github.ajalt.clikt.parameters.options.multiple
import com.github.ajalt.clikt.parameters.options.option
import com.github.ajalt.clikt.parameters.types.file
import dev.urikit.template.UriTemplate
import dev.urikit.template.UriTemplateSyntaxException
import java.io.File
import java.io.IOException
import kotlinx.serialization.SerializationException
import kotlinx.serialization.Serializable
import kotlinx.serialization.json.Json
import kotlinx.serialization.json.JsonArray
import kotlinx.serialization.json.JsonElement
import kotlinx.serialization.json.JsonNull
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.JsonPrimitive

/**
 * `urikit expand [--generic] [--vars FILE] [--var NAME=VALUE...] [TEMPLATE...]`: expands each URI
 * Template (RFC 6570) and checks the result as a URI reference with the installed schemes.
 *
 * The templates are the arguments or, when there are none, the lines of standard input. A value is
 * given in a JSON object (`--vars`, RFC 8259) or as `--var name=value` (a string), `--var
 * name[]=value` (one member of a list, repeated for each member, in order) or `--var name[key]=value`
 * (one member of a map, in order). Variable names cannot hold brackets (RFC 6570 section 2.3), so the
 * forms cannot be confused with a name, and a value may hold any character, commas and "=" included.
 * The variables are options because a template may hold "=" itself.
 *
 * ```
 * $ urikit expand --var owner=ann --var 'labels[]=a b' --var 'labels[]=c' 'https://example.com/{owner}/issues{?labels}'
 * {"template":"https://example.com/{owner}/issues{?labels}","expanded":"https://example.com/ann/issues?labels=a%20b,c"}
 * ```
 *
 * A template that is not one, or an expansion that is not a URI reference its scheme accepts, gives
 * an error record and exit status 1; a variable that cannot be read is a usage error (status 2).
 */
internal class ExpandCommand(session: Session) : UriCommand("expand", session) {

  private val varsFile by
    option(
      "--vars",
      metavar = "FILE",
      help = "A JSON object of variables: each value a string, an array of strings or an object of strings; null leaves it undefined.",
    )
      .file(mustExist = true, canBeDir = false, mustBeReadable = true)

  private val variables by
    option(
      "--var",
      metavar = "NAME=VALUE",
      help = "name=value for a string, name[]=value for each member of a list, name[key]=value for a map.",
    )
      .multiple()

  private val templates by argument("TEMPLATE", help = "URI Templates (RFC 6570); none to read standard input.").multiple()

  override fun help(context: Context): String =
    """
    Expand URI Templates (RFC 6570) with the variables given, and check each result as a URI reference.

    One {"template","expanded"} object per template, from the arguments or, when there are none, from
    each line of standard input. Variables: --vars FILE, a JSON object whose values are strings
    (numbers and booleans as written), arrays of strings or objects of strings, null for undefined;
    and --var name=value for a string, name[]=value for each member of a list (in order),
    name[key]=value for each member of a map (in order). A name may be given in one place only.
    """
      .trimIndent()

  override fun run() {
    val values = LinkedHashMap<String, Any>()
    varsFile?.let { values.putAll(fileValues(it)) }
    for ((name, value) in optionValues(variables)) {
      if (values.putIfAbsent(name, value) != null) {
        throw BadParameterValue("$name is given both in --vars and in --var")
      }
    }
    for (template in session.inputs(templates)) {
      session.write(expand(template, values))
    }
  }

  private fun expand(template: String, values: Map<String, Any>): RecordLine =
    recordOrError({ error ->
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

  /** The variables of the JSON object in [file]; a member whose value is null is left out. */
  private fun fileValues(file: File): Map<String, Any> {
    val root = try {
      Json.parseToJsonElement(file.readText(Charsets.UTF_8))
    } catch (e: SerializationException) {
      throw BadParameterValue("${file.path} is not JSON: ${e.message}")
    } catch (e: IOException) {
      throw BadParameterValue("${file.path} cannot be read: ${e.message}")
    }
    if (root !is JsonObject) {
      throw BadParameterValue("${file.path} is not a JSON object")
    }
    val values = LinkedHashMap<String, Any>()
    for ((name, element) in root) {
      val value = when (element) {
        is JsonNull -> null
        is JsonPrimitive -> element.content
        is JsonArray -> element.map { string(it, name) }
        is JsonObject -> element.mapValuesTo(LinkedHashMap()) { (_, member) -> string(member, name) }
      }
      value?.let { values[name] = it }
    }
    return values
  }

  /** A member of a list or map value: a string, number or boolean, as written. */
  private fun string(element: JsonElement, name: String): String =
    if (element is JsonPrimitive && element !is JsonNull) {
      element.content
    } else {
      throw BadParameterValue("$name holds $element, not a string")
    }

  /** The variables of [arguments], each `name=value`, `name[]=value` or `name[key]=value`. */
  private fun optionValues(arguments: List<String>): Map<String, Any> {
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
