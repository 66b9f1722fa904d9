package dev.urikit.cli

import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.collections.shouldContainExactly
import io.kotest.matchers.shouldBe
import java.io.ByteArrayInputStream
import java.io.InputStream

class LineSourceTest : FunSpec({

  fun lines(input: InputStream): List<String> = LineSource(input) {}.asSequence().toList()

  fun lines(text: String): List<String> = lines(ByteArrayInputStream(text.toByteArray(Charsets.UTF_8)))

  context("only the terminator is removed") {
    withData(
      nameFn = { it.first.replace("\r", "\\r").replace("\n", "\\n").ifEmpty { "(empty)" } },
      "" to listOf(),
      "\n" to listOf(""),
      "a" to listOf("a"),
      "a\n" to listOf("a"),
      "a\r\n" to listOf("a"),
      "a\r" to listOf("a\r"),
      "a\r\r\n" to listOf("a\r"),
      "\r\n\r\n" to listOf("", ""),
      " a \n\tb" to listOf(" a ", "\tb"),
      "é\n€" to listOf("é", "€"),
    ) { (text, expected) ->
      lines(text) shouldContainExactly expected
    }
  }

  test("lines longer than the buffer, and a \\r\\n split across reads") {
    val long = "x".repeat(20_000)
    val bytes = "$long\r\n$long\n".toByteArray(Charsets.US_ASCII)
    // A stream that hands out at most 7 bytes per read, so terminators straddle reads.
    val trickle = object : InputStream() {
      var position = 0

      override fun read(): Int = if (position < bytes.size) bytes[position++].toInt() else -1

      override fun read(b: ByteArray, off: Int, len: Int): Int {
        if (position == bytes.size) return -1
        val n = minOf(len, 7, bytes.size - position)
        bytes.copyInto(b, off, position, position + n)
        position += n
        return n
      }
    }
    lines(trickle) shouldContainExactly listOf(long, long)
  }

  test("the hook runs before the source waits for input") {
    var flushes = 0
    val empty = object : InputStream() {
      override fun read(): Int = -1
    }
    LineSource(empty) { flushes++ }.next() shouldBe null
    flushes shouldBe 1
  }
})
