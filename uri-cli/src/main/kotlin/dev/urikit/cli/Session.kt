package dev.urikit.cli

import java.io.BufferedOutputStream
import java.io.BufferedReader
import java.io.InputStream
import java.io.OutputStream
import java.io.Reader

/**
 * One run of the command: where inputs come from, where records go, and whether every input succeeded.
 *
 * Each record is one compact JSON object on its own line, in UTF-8. Output is flushed before the
 * command waits for more standard input and when the run ends.
 */
internal class Session(stdin: InputStream, stdout: OutputStream) {

  private val out = BufferedOutputStream(stdout, OUTPUT_BUFFER)
  private val reader by lazy { stdin.bufferedReader(Charsets.UTF_8) }

  /** Whether any record so far failed: an error object, or a pair that was not equivalent. */
  var failed = false
    private set

  /** [arguments] when there are any, otherwise the lines of standard input. */
  fun inputs(arguments: List<String>): Sequence<String> = if (arguments.isEmpty()) lines() else arguments.asSequence()

  /** The lines of standard input ([inputLines]), read as the sequence is iterated. */
  fun lines(): Sequence<String> = inputLines(reader) { out.flush() }

  /**
   * Standard input as a [Reader] that flushes the records written so far before it waits for more
   * input, for a command that reads text rather than lines; it is not closed.
   */
  fun input(): Reader = object : Reader() {
    override fun read(buffer: CharArray, offset: Int, length: Int): Int {
      if (!reader.ready()) {
        out.flush()
      }
      return reader.read(buffer, offset, length)
    }

    override fun ready(): Boolean = reader.ready()

    override fun close() = Unit
  }

  /** Writes one record on a line of its own; a record that is no success makes the run fail. */
  fun write(record: RecordLine) {
    if (!record.success) {
      failed = true
    }
    record.writeTo(out)
  }

  /** Flushes what was written; the run is over. */
  fun finish() {
    out.flush()
  }

  /** Writes text that is not a record (help, usage errors) to the same stream. */
  fun text(text: String) {
    out.write(text.toByteArray(Charsets.UTF_8))
  }
}

/**
 * The lines of [reader], removing exactly the line terminator: `"\n"`, or `"\r\n"`.
 *
 * Nothing else is trimmed: a space, a tab or a lone `"\r"` stays in the line, so that the parser sees
 * (and rejects) it as written; [BufferedReader.readLine] would end a line at a lone `"\r"` as well. A
 * final line without a terminator is read like the others; the empty text after a final terminator is
 * not a line.
 *
 * ```
 * "a\r\n b\n\nc\rd"  ->  "a", " b", "", "c\rd"
 * ```
 *
 * [beforeBlocking] runs each time the reader is about to wait for more input, so that output written
 * so far reaches a reader on the other side of a pipe before this process waits for its next line.
 * Time is linear in the length of the input, however long its lines.
 */
internal fun inputLines(reader: BufferedReader, beforeBlocking: () -> Unit): Sequence<String> = sequence {
  val chunk = CharArray(CHUNK)
  val line = StringBuilder()
  while (true) {
    if (!reader.ready()) {
      beforeBlocking()
    }
    val count = reader.read(chunk)
    if (count < 0) {
      break
    }
    var start = 0
    for (i in 0 until count) {
      if (chunk[i] == '\n') {
        line.appendRange(chunk, start, i)
        if (line.endsWith('\r')) {
          line.setLength(line.length - 1)
        }
        yield(line.toString())
        line.setLength(0)
        start = i + 1
      }
    }
    line.appendRange(chunk, start, count)
  }
  if (line.isNotEmpty()) {
    yield(line.toString())
  }
}

private const val CHUNK = 8192

private const val OUTPUT_BUFFER = 1 shl 16
