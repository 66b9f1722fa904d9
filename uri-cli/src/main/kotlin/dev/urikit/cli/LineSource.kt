package dev.urikit.cli

import java.io.InputStream

/**
 * Reads UTF-8 lines from a stream, removing exactly the line terminator: `"\n"`, or `"\r\n"`.
 *
 * Nothing else is trimmed: a space, a tab or a lone `"\r"` stays in the line, so that the parser sees
 * (and rejects) it as written. A final line without a terminator is read like the others; the empty
 * text after a final terminator is not a line. Bytes that are not UTF-8 become U+FFFD.
 *
 * ```
 * "a\r\n b\n\nc"  ->  "a", " b", "", "c"
 * ```
 *
 * [beforeBlocking] runs each time the source is about to wait for more input, so that output written
 * so far reaches a reader on the other side of a pipe before this process waits for its next line.
 */
internal class LineSource(private val input: InputStream, private val beforeBlocking: () -> Unit) {

  private var buffer = ByteArray(INITIAL_CAPACITY)
  /** Bytes in [buffer] from [start] (inclusive) to [end] (exclusive) are read and not yet returned. */
  private var start = 0
  private var end = 0
  private var exhausted = false

  /** The next line, or null at the end of the input. */
  fun next(): String? {
    var scanFrom = start
    while (true) {
      for (i in scanFrom until end) {
        if (buffer[i] == LF) {
          val stop = if (i > start && buffer[i - 1] == CR) i - 1 else i
          val line = String(buffer, start, stop - start, Charsets.UTF_8)
          start = i + 1
          return line
        }
      }
      scanFrom = end
      if (exhausted) {
        if (start == end) {
          return null
        }
        val line = String(buffer, start, end - start, Charsets.UTF_8)
        start = end
        return line
      }
      scanFrom -= fill()
    }
  }

  /** Every remaining line, read as the sequence is iterated. */
  fun asSequence(): Sequence<String> = generateSequence { next() }

  /** Reads more bytes after the unread ones; returns by how much the unread bytes moved down. */
  private fun fill(): Int {
    val shift = start
    if (start > 0) {
      buffer.copyInto(buffer, 0, start, end)
      end -= start
      start = 0
    }
    if (end == buffer.size) {
      buffer = buffer.copyOf(buffer.size * 2)
    }
    if (input.available() <= 0) {
      beforeBlocking()
    }
    val count = input.read(buffer, end, buffer.size - end)
    if (count < 0) {
      exhausted = true
    } else {
      end += count
    }
    return shift
  }

  private companion object {
    const val INITIAL_CAPACITY = 8192
    const val LF = '\n'.code.toByte()
    const val CR = '\r'.code.toByte()
  }
}
