package dev.urikit.cli

import com.github.ajalt.clikt.core.Context
import com.github.ajalt.clikt.core.UsageError
import com.github.ajalt.clikt.parameters.arguments.argument
import com.github.ajalt.clikt.parameters.arguments.multiple
import com.github.ajalt.clikt.parameters.options.convert
import com.github.ajalt.clikt.parameters.options.flag
import com.github.ajalt.clikt.parameters.options.multiple
import com.github.ajalt.clikt.parameters.options.option
import dev.urikit.IriReference
import dev.urikit.UriReference

/**
 * `urikit edit [--generic] [--json] [--redirect REF] [--set NAME=VALUE...] [--remove-query PATTERN...]
 * [--append path=SEGMENT | query=NAME[=VALUE]...] [--sort-query] [--get TEMPLATE] [URI...]`: each URI
 * reference edited with the library's builders ([UriEdit]), the edits made in a fixed order whatever the
 * order of the options, the result checked by its scheme's module.
 *
 * ```
 * $ urikit edit --remove-query 'utm_*' --set host=example.org 'https://EXAMPLE.com/a?utm_source=x&q=1'
 * https://example.org/a?q=1
 * $ urikit edit --get '{host} {port}' 'https://example.com/a'
 * example.com 443
 * ```
 *
 * One line per input: the edited reference, the `--get` template filled in, or with `--json` the `parse`
 * record of the result; an input that fails gives its error record on its line, as the other commands do.
 */
internal class EditCommand(session: Session) : UriCommand("edit", session) {

  private val json by option("--json", help = "Print the parse record of each result instead of the URI.").flag()

  private val redirect by
    option("--redirect", metavar = "REF", help = "First resolve REF against the input (RFC 3986 section 5.2), as a redirect does.")

  private val sets by
    option(
      "--set",
      metavar = "NAME=VALUE",
      help = "Replace a component (scheme, user, password, host, port, path, query, fragment) by VALUE, given " +
        "decoded; an empty VALUE removes it (path=: an empty path). Once per component.",
    )
      .convert { text -> setting(text) { fail(it) } }
      .multiple()

  private val removals by
    option(
      "--remove-query",
      metavar = "PATTERN",
      help = "Remove the query parameters whose decoded name matches: * for any characters, \\* and \\\\ for * and \\.",
    )
      .convert { text ->
        try {
          NamePattern.parse(text)
        } catch (e: IllegalArgumentException) {
          fail(e.message.orEmpty())
        }
      }
      .multiple()

  private val appends by
    option(
      "--append",
      metavar = "COMPONENT=VALUE",
      help = "path=SEGMENT appends one path segment; query=NAME=VALUE (split at the first =) or query=NAME one " +
        "query parameter; each given decoded. In the order given.",
    )
      .convert { text -> appending(text) { fail(it) } }
      .multiple()

  private val sortQuery by
    option("--sort-query", help = "Order the query parameters by decoded name; those of one name keep their order.").flag()

  private val get by
    option("--get", metavar = "TEMPLATE", help = "Print TEMPLATE with {NAME} decoded and {:NAME} as written, instead of the URI.")
      .convert { text ->
        try {
          GetTemplate.parse(text)
        } catch (e: IllegalArgumentException) {
          fail(e.message.orEmpty())
        }
      }

  private val uris by argument("URI", help = "URI references to edit; none to read them from standard input.").multiple()

  override fun help(context: Context): String =
    """
    Edit each URI reference (an IRI reference is edited as the URI it maps to) and print the result,
    one line per input. With no option, each valid input is printed as it is.

    The edits are made in this order, whatever the order of the options: --redirect (the input must be
    a URI), --set (scheme, user, password, host, port, path, query, fragment), --remove-query, --append
    (in the order given), --sort-query. A value is given decoded and encoded for its component
    (user:password is the user information of RFC 3986 section 3.2.1). An empty value removes the
    component: user= the user information, password= the password, host= the authority with its user
    information and port, scheme= the scheme (leaving a relative reference); path= makes the path empty.
    Nothing is normalized; the installed scheme modules check the result.

    --remove-query compares decoded names exactly; in its pattern * stands for any characters, \* for
    a star and \\ for a backslash. --sort-query orders parameters by decoded name in code point order.

    --get prints the template instead: {NAME} is the component decoded as UTF-8 (line breaks included;
    {port} is the scheme's default port when there is none), {:NAME} as written; an absent component
    is empty; {{ and }} are braces. Names: uri, scheme, userinfo, user, password, host, port, path,
    query, fragment; any other is a usage error.

    --json prints the parse record of the result (see parse --help) with "uri", the edited URI; not
    with --get. An input that fails gives its error record ({"input","error"}) on its line instead,
    with either output: INVALID_EDIT when the edited components cannot form a URI reference, and the
    operand "result" (its index in the edited URI) when its scheme refuses the result.
    """
      .trimIndent()

  override fun run() {
    val template = get
    if (json && template != null) {
      throw UsageError("--get and --json are two outputs: give one", "--get").also { it.context = currentContext }
    }
    val edit = UriEdit(settings(), removals, appends, sortQuery)
    // Parsed when the first input needs it, once: when it is not valid, every input fails with its error.
    val target = redirect?.let { ref ->
      lazy(LazyThreadSafetyMode.NONE) { runCatching { operand("redirect") { UriReference.parse(ref, registry) } } }
    }
    for (input in session.inputs(uris)) {
      val record = recordOrError({ failedInput(input, it) }) {
        val parsed = IriReference.parse(input, registry).toUri()
        val result = try {
          edit.apply(if (target == null) parsed else redirect(parsed, target.value.getOrThrow()))
        } catch (e: InvalidEditException) {
          return@recordOrError failedInput(input, ErrorRecord(INVALID_EDIT, null, e.message))
        }
        when {
          json -> recordLine(ParseRecordSerializer, components(input, result).copy(uri = result.toString()))
          template != null -> textLine(template.render(result))
          else -> textLine(result.toString())
        }
      }
      session.write(record)
    }
  }

  /** The `--set` options by component, each given once; `host=` alone, as it removes the authority. */
  private fun settings(): Map<SettableComponent, String> {
    val settings = sortedMapOf<SettableComponent, String>()
    for ((component, value) in sets) {
      if (settings.put(component, value) != null) {
        throw UsageError("--set ${component.optionName} is given more than once", "--set").also { it.context = currentContext }
      }
    }
    val authority = listOf(SettableComponent.USER, SettableComponent.PASSWORD, SettableComponent.PORT)
    if (settings[SettableComponent.HOST] == "" && authority.any { !settings[it].isNullOrEmpty() }) {
      throw UsageError("--set host= removes the authority, which user, password and port are part of", "--set")
        .also { it.context = currentContext }
    }
    return settings
  }
}

/** The error kind of an edit whose components cannot form a URI reference; the message names the RFC 3986 rule. */
internal const val INVALID_EDIT = "INVALID_EDIT"

/** One line of plain text as a successful record. */
private fun textLine(text: String): RecordLine = RecordLine({ it.write(text.toByteArray(Charsets.UTF_8)) }, true)

/**
 * The component and value of `--set NAME=VALUE`, the value checked by a builder's setter for the
 * component so that a value no input can take is a usage error; [fail] reports what is wrong.
 */
private inline fun setting(text: String, fail: (String) -> Nothing): Pair<SettableComponent, String> {
  val equals = text.indexOf('=')
  val component = if (equals < 0) null else SettableComponent.named(text.substring(0, equals))
  if (component == null) {
    fail("expected NAME=VALUE with NAME one of ${SettableComponent.entries.joinToString { it.optionName }}: ${text.substringBefore('=')}")
  }
  val value = text.substring(equals + 1)
  if (value.isNotEmpty()) {
    val builder = UriReference.builder()
    try {
      when (component) {
        SettableComponent.SCHEME -> builder.scheme(value)
        SettableComponent.USER, SettableComponent.PASSWORD -> builder.userInfo(value)
        SettableComponent.HOST -> builder.host(value)
        SettableComponent.PORT -> builder.rawPort(value)
        SettableComponent.PATH -> builder.path(value)
        SettableComponent.QUERY -> builder.query(value)
        SettableComponent.FRAGMENT -> builder.fragment(value)
      }
    } catch (e: IllegalArgumentException) {
      fail("${component.optionName}: ${e.message}")
    }
  }
  return component to value
}

/** The edit of `--append path=SEGMENT` or `--append query=NAME[=VALUE]`, checked by the builder; [fail] reports what is wrong. */
private inline fun appending(text: String, fail: (String) -> Nothing): Append {
  val append = when {
    text.startsWith("path=") -> Append.PathSegment(text.substring("path=".length))
    text.startsWith("query=") -> {
      val parameter = text.substring("query=".length)
      val equals = parameter.indexOf('=')
      if (equals < 0) Append.QueryParameter(parameter, null)
      else Append.QueryParameter(parameter.substring(0, equals), parameter.substring(equals + 1))
    }
    else -> fail("expected path=SEGMENT or query=NAME[=VALUE]: only the path and the query are appended to")
  }
  try {
    when (append) {
      is Append.PathSegment -> UriReference.builder().addPathSegment(append.segment)
      is Append.QueryParameter -> UriReference.builder().addQueryParameter(append.name, append.value)
    }
  } catch (e: IllegalArgumentException) {
    fail(e.message.orEmpty())
  }
  return append
}
