@file:JvmName("Main")

package dev.urikit.cli

import com.github.ajalt.clikt.core.CliktError
import com.github.ajalt.clikt.core.PrintHelpMessage
import com.github.ajalt.clikt.core.UsageError
import com.github.ajalt.clikt.core.parse
import java.io.FileDescriptor
import java.io.FileOutputStream
import java.io.IOException
import java.io.InputStream
import java.io.OutputStream
import kotlin.system.exitProcess

/** Exit status: every input parsed (and, for `equivalent`, every pair was equivalent). */
const val EXIT_OK = 0

/** Exit status: at least one input failed, or a pair was not equivalent. */
const val EXIT_FAILED = 1

/** Exit status: the command line itself is wrong (unknown command or option, missing argument). */
const val EXIT_USAGE = 2

/** Runs the `urikit` command on the process's own streams and exits with its status. */
fun main(args: Array<String>) {
  // The file descriptor rather than System.out, which swallows write errors: when the reader of a
  // pipe goes away (`urikit parse < big | head`), the run stops instead of reading on.
  exitProcess(run(args.asList(), System.`in`, FileOutputStream(FileDescriptor.out), System.err))
}

/**
 * Runs the `urikit` command in this process: [args] as the command line, [stdin] for inputs when the
 * arguments name none, records and help on [stdout], usage errors on [stderr]. The plugin path begins
 * with the entries of the environment variable `URIKIT_PLUGIN_PATH`.
 *
 * ```
 * run(listOf("parse", "http://h:/"), stdin, stdout, stderr)  // 0, one line on stdout:
 * // {"input":"http://h:/","kind":"hierarchical",...,"port":"",...}
 * ```
 *
 * @return [EXIT_OK], [EXIT_FAILED] or [EXIT_USAGE]; nothing is thrown for a bad input or command line.
 *   When standard input or output fails (a closed pipe), the run stops with [EXIT_FAILED], and so
 *   it does, with a message on [stderr], for an unexpected exception outside any one input.
 */
fun run(args: List<String>, stdin: InputStream, stdout: OutputStream, stderr: OutputStream): Int =
  run(args, stdin, stdout, stderr, System.getenv())

/** [run] with [environment] in place of the process's environment variables ([PLUGIN_PATH_VARIABLE]). */
internal fun run(
  args: List<String>,
  stdin: InputStream,
  stdout: OutputStream,
  stderr: OutputStream,
  environment: Map<String, String>,
): Int = PluginPath(environment).use { plugins -> run(args, Session(stdin, stdout), plugins, stderr) }

private fun run(args: List<String>, session: Session, plugins: PluginPath, stderr: OutputStream): Int {
  val command = urikitCommand(session, plugins)
  return try {
    val status =
      try {
        command.parse(args)
        if (session.failed) EXIT_FAILED else EXIT_OK
      } catch (e: CliktError) {
        val status = exitStatus(e)
        val text = command.getFormattedHelp(e)
        if (text != null) {
          if (status == EXIT_OK) session.text(text + "\n") else message(stderr, text)
        }
        status
      }
    session.finish()
    status
  } catch (e: IOException) {
    message(stderr, "urikit: ${e.message ?: e.javaClass.name}")
    EXIT_FAILED
  } catch (e: RuntimeException) {
    // Failures of one input are records already; this is a bug outside them, still not a crash.
    message(stderr, "urikit: internal error: $e")
    EXIT_FAILED
  }
}

/** Writes one message line to [stderr], ignoring a failure to do so: there is nowhere left to report it. */
private fun message(stderr: OutputStream, text: String) {
  try {
    stderr.write((text + "\n").toByteArray(Charsets.UTF_8))
    stderr.flush()
  } catch (_: IOException) {
    // Standard error is gone as well.
  }
}

/** Clikt gives usage errors status 1; here they are [EXIT_USAGE], apart from the results' 0 and 1. */
private fun exitStatus(e: CliktError): Int =
  when {
    e is UsageError -> EXIT_USAGE
    e is PrintHelpMessage && e.error -> EXIT_USAGE
    e is PrintHelpMessage -> EXIT_OK
    else -> e.statusCode
  }
