package dev.urikit.cli

import java.io.BufferedWriter
import java.io.InputStream
import java.io.OutputStream
import java.io.OutputStreamWriter
import kotlinx.serialization.json.Json
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.JsonObjectBuilder
import kotlinx.serialization.json.buildJsonObject

/**
 * One run of the command: where inputs come from, where records go, and whether every input succeeded.
 *
 * Each record is one compact JSON object on its own line, in UTF-8. Output is flushed before the
 * command waits for more standard input and when the run ends.
 */
internal class Session(stdin: InputStream, stdout: OutputStream) {

  private val out = BufferedWriter(OutputStreamWriter(stdout, Charsets.UTF_8))
  private val lines = LineSource(stdin) { out.flush() }

  /** Whether any record so far failed: an error object, or a pair that was not equivalent. */
  var failed = false
    private set

  /** [arguments] when there are any, otherwise the lines of standard input. */
  fun inputs(arguments: List<String>): Sequence<String> =
    if (arguments.isEmpty()) lines.asSequence() else arguments.asSequence()

  /** The lines of standard input. */
  fun lines(): Sequence<String> = lines.asSequence()

  /**
   * Writes one record: the members [head] puts, then those [body] puts when it completes. When [body]
   * throws, the record is [head] followed by an `"error"` object ([errorJson]) instead, and the run
   * goes on. [body] returns whether the record counts as a success for the exit status.
   */
  fun record(head: JsonObjectBuilder.() -> Unit, body: JsonObjectBuilder.() -> Boolean) {
    var success = false
    val record =
      try {
        buildJsonObject {
          head()
          success = body()
        }
      } catch (e: Exception) {
        failure(head, e)
      } catch (e: StackOverflowError) {
        // A pathological input must not end the batch; other virtual machine errors still do.
        failure(head, e)
      } catch (e: LinkageError) {
        // A scheme module built against another version of the core.
        failure(head, e)
      }
    if (!success) {
      failed = true
    }
    out.write(Json.encodeToString(JsonObject.serializer(), record))
    out.write('\n'.code)
  }

  /** Flushes what was written; the run is over. */
  fun finish() {
    out.flush()
  }

  /** Writes text that is not a record (help, usage errors) to the same stream. */
  fun text(text: String) {
    out.write(text)
  }

  private fun failure(head: JsonObjectBuilder.() -> Unit, e: Throwable): JsonObject = buildJsonObject {
    head()
    put("error", errorJson(e))
  }
}
