package dev.urikit.cli

import com.github.ajalt.clikt.core.Context
import com.github.ajalt.clikt.parameters.arguments.argument
import com.github.ajalt.clikt.parameters.arguments.optional
import com.github.ajalt.clikt.parameters.arguments.validate
import com.github.ajalt.clikt.parameters.options.default
import com.github.ajalt.clikt.parameters.options.option
import com.github.ajalt.clikt.parameters.types.choice
import dev.urikit.Equivalence
import dev.urikit.UriReference

/**
 * `urikit equivalent [--generic] [--policy exact|syntax|scheme] [A B]`: whether two references are
 * equivalent (RFC 3986 section 6.2), for the pair in the arguments or for each line of standard input
 * holding two references separated by a TAB.
 *
 * ```
 * $ urikit equivalent --policy syntax 'HTTP://a/%7e' 'http://a/~'
 * {"a":"HTTP://a/%7e","b":"http://a/~","equivalent":true}
 * ```
 *
 * The exit status is 0 only when every pair is equivalent.
 */
internal class EquivalentCommand(session: Session) : UriCommand("equivalent", session) {

  private val policy by
    option("--policy", help = "exact: same text; syntax: after RFC 3986 section 6.2.2; scheme: and the scheme's rules.")
      .choice("exact" to Equivalence.EXACT, "syntax" to Equivalence.SYNTAX, "scheme" to Equivalence.SCHEME)
      .default(Equivalence.SCHEME, defaultForHelp = "scheme")

  private val a by
    argument("A", help = "The first reference; none to read TAB-separated pairs from standard input.")
      .optional()
      .validate { if (b == null) fail("B is missing: give two references, or none to read pairs from standard input") }

  private val b by argument("B", help = "The second reference.").optional()

  override fun help(context: Context): String =
    """
    Tell whether two URI references are equivalent (RFC 3986 section 6.2).

    One {"a","b","equivalent"} object per pair; the exit status is 0 only when every pair is
    equivalent. Without arguments, each line of standard input holds a pair separated by a TAB.
    """
      .trimIndent()

  override fun run() {
    val first = a
    val second = b
    if (first == null || second == null) {
      for (line in session.lines()) {
        val tab = line.indexOf('\t')
        if (tab < 0) {
          val error = ErrorRecord(ErrorKinds.MISSING_TAB, line.length, "expected two references separated by a TAB")
          session.write(recordLine(EquivalentRecord.serializer(), EquivalentRecord(maskUserInfo(line), null, error = error), false))
        } else {
          compare(line.substring(0, tab), line.substring(tab + 1))
        }
      }
    } else {
      compare(first, second)
    }
  }

  private fun compare(a: String, b: String) {
    val record = recordOrError({ error ->
      recordLine(EquivalentRecord.serializer(), EquivalentRecord(maskUserInfo(a), maskUserInfo(b), error = error), false)
    }) {
      val left = operand("a") { UriReference.parse(a, registry) }
      val right = operand("b") { UriReference.parse(b, registry) }
      val equivalent = left.isEquivalentTo(right, policy)
      recordLine(EquivalentRecord.serializer(), EquivalentRecord(a, b, equivalent), success = equivalent)
    }
    session.write(record)
  }
}
