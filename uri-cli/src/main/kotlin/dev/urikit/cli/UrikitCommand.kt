package dev.urikit.cli

import com.github.ajalt.clikt.core.CliktCommand
import com.github.ajalt.clikt.core.Context
import com.github.ajalt.clikt.core.context
import com.github.ajalt.clikt.core.findOrSetObject
import com.github.ajalt.clikt.core.subcommands
import com.github.ajalt.clikt.parameters.options.flag
import com.github.ajalt.clikt.parameters.options.multiple
import com.github.ajalt.clikt.parameters.options.option
import dev.urikit.SchemeRegistry
import java.io.File

/** The `urikit` command with its subcommands, writing to [session] and parsing with [plugins]' schemes. */
internal fun urikitCommand(session: Session, plugins: PluginPath): CliktCommand =
  UrikitCommand(plugins)
    .subcommands(
      ParseCommand(session),
      ResolveCommand(session),
      RelativizeCommand(session),
      NormalizeCommand(session),
      EquivalentCommand(session),
      EditCommand(session),
      ExtractCommand(session),
      ExpandCommand(session),
      SchemesCommand(session),
    )

/** The top-level command: sets the plugin path, then dispatches to its subcommands. */
private class UrikitCommand(private val plugins: PluginPath) : CliktCommand(name = "urikit") {
  init {
    context {
      // "@name" is a valid relative reference, not a file of arguments to expand.
      readArgumentFile = null
    }
  }

  private val pluginPath by
    option(
      "--plugin-path",
      metavar = "JAR_OR_DIR",
      help =
        "Also use the scheme modules of this jar, or of this directory of classes and its *.jar files " +
          "(repeatable; after those of $PLUGIN_PATH_VARIABLE).",
    )
      .multiple()

  override fun help(context: Context): String =
    """
    Parse, resolve, relativize, normalize, compare and edit URI references (RFC 3986), find them in
    running text, and expand URI templates (RFC 6570).

    Each command reads references from its arguments or, when there are none, one per line from
    standard input (only the line terminator is removed), and writes one JSON object per input line
    (edit writes the edited URI unless given --json).
    An input that is not valid gives an object with an "error" member instead, and the batch goes on.
    Put "--" before references that begin with "-".

    Scheme modules: those built in, and those of the plugin path: the jars and directories of
    $PLUGIN_PATH_VARIABLE (separated by "${File.pathSeparator}"), then of each --plugin-path, which goes
    before the command. "urikit schemes" lists them and any that failed to load.
    """
      .trimIndent()

  override fun helpEpilog(context: Context): String = EXIT_STATUS_HELP

  override fun run() {
    plugins.configure(pluginPath)
    currentContext.findOrSetObject { plugins }
  }
}

/** What every subcommand's help says about the exit status and error objects. */
internal val EXIT_STATUS_HELP =
  """
  Exit status: 0 when every input succeeded, 1 when any did not, 2 for a usage error.
  An error is {"kind","index","message"} with kind one of INVALID_SCHEME, MISSING_SCHEME,
  INVALID_CHARACTER, INVALID_PERCENT_ENCODING, INVALID_PORT, INVALID_IP_LITERAL, SCHEME_SPECIFIC
  (a scheme module's rule refused the input; then "scheme"), SCHEME_FAILURE (a scheme module failed;
  then "scheme"), MISSING_TAB, NO_BASE (no layer gave resolve a base; index null), a template error
  of expand (UNCLOSED_EXPRESSION, INVALID_VARIABLE_NAME, ...), INVALID_EDIT (edit's components cannot
  form a URI reference; index null), UNSUPPORTED_OPERATION or INTERNAL_ERROR;
  "operand" names the failing reference when a command takes two.
  """
    .trimIndent()

/** A subcommand that parses with the built-in and plugin schemes ([PluginPath]), or with none under `--generic`. */
internal abstract class UriCommand(name: String, protected val session: Session) : CliktCommand(name = name) {

  private val generic by
    option("--generic", help = "Parse by the generic syntax of RFC 3986 alone, ignoring scheme modules.").flag()

  private val plugins by findOrSetObject { PluginPath.BUILT_IN }

  /** The registry to parse with, discovered once per run; a faulty scheme module fails only records. */
  protected val registry: SchemeRegistry
    get() = if (generic) SchemeRegistry.empty() else plugins.registry

  override fun helpEpilog(context: Context): String = EXIT_STATUS_HELP
}
