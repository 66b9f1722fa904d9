package dev.urikit.cli

import com.github.ajalt.clikt.core.CliktCommand
import com.github.ajalt.clikt.core.Context
import com.github.ajalt.clikt.core.context
import com.github.ajalt.clikt.core.subcommands
import com.github.ajalt.clikt.parameters.options.flag
import com.github.ajalt.clikt.parameters.options.option
import dev.urikit.SchemeRegistry

/** The `urikit` command with its subcommands, writing to [session]. */
internal fun urikitCommand(session: Session): CliktCommand =
  UrikitCommand()
    .subcommands(
      ParseCommand(session),
      ResolveCommand(session),
      RelativizeCommand(session),
      NormalizeCommand(session),
      EquivalentCommand(session),
      EditCommand(session),
      ExtractCommand(session),
      ExpandCommand(session),
    )

/** The top-level command: only dispatches to its subcommands. */
private class UrikitCommand : CliktCommand(name = "urikit") {
  init {
    context {
      // "@name" is a valid relative reference, not a file of arguments to expand.
      readArgumentFile = null
    }
  }

  override fun help(context: Context): String =
    """
    Parse, resolve, relativize, normalize, compare and edit URI references (RFC 3986), find them in
    running text, and expand URI templates (RFC 6570).

    Each command reads references from its arguments or, when there are none, one per line from
    standard input (only the line terminator is removed), and writes one JSON object per input line
    (edit writes the edited URI unless given --json).
    An input that is not valid gives an object with an "error" member instead, and the batch goes on.
    Put "--" before references that begin with "-".
    """
      .trimIndent()

  override fun helpEpilog(context: Context): String = EXIT_STATUS_HELP

  override fun run() = Unit
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

/** A subcommand that parses with the installed schemes, or with none under `--generic`. */
internal abstract class UriCommand(name: String, protected val session: Session) : CliktCommand(name = name) {

  private val generic by
    option("--generic", help = "Parse by the generic syntax of RFC 3986 alone, ignoring scheme modules.").flag()

  /** The registry to parse with; looked up per input, so that a faulty scheme module fails only records. */
  protected val registry: SchemeRegistry
    get() = if (generic) SchemeRegistry.empty() else SchemeRegistry.installed()

  override fun helpEpilog(context: Context): String = EXIT_STATUS_HELP
}
