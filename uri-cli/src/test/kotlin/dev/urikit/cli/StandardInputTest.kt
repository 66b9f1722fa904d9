package dev.urikit.cli

import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.collections.shouldContainExactly
import io.kotest.matchers.shouldBe
import io.kotest.matchers.shouldNotBe
import java.io.ByteArrayInputStream
import java.io.ByteArrayOutputStream
import java.io.InputStream
import java.io.OutputStream
import java.io.PipedInputStream
import java.io.PipedOutputStream
import java.util.concurrent.LinkedBlockingQueue
import java.util.concurrent.TimeUnit
import kotlin.concurrent.thread
import kotlinx.serialization.json.Json
import kotlinx.serialization.json.jsonObject

/** The inputs `parse --generic` read from [stdin]: one record per line, each echoing its line. */
private fun inputsRead(stdin: InputStream): List<String> {
  val out = ByteArrayOutputStream()
  run(listOf("parse", "--generic"), stdin, out, ByteArrayOutputStream())
  return Outcome(0, out.toString(Charsets.UTF_8), "").records.map { it.string("input") }
}

private fun inputsRead(text: String): List<String> = inputsRead(ByteArrayInputStream(text.toByteArray(Charsets.UTF_8)))

/** How the commands cut standard input into lines. */
class StandardInputTest : FunSpec({

  context("only the terminator \\n or \\r\\n is removed") {
    withData(
      nameFn = { it.first.replace("\r", "\\r").replace("\n", "\\n").ifEmpty { "(empty)" } },
      "" to listOf(),
      "\n" to listOf(""),
      "a" to listOf("a"),
      "a\n" to listOf("a"),
      "a\r\n" to listOf("a"),
      "a\r" to listOf("a\r"),
      "a\r\r\n" to listOf("a\r"),
      "c\rd\n" to listOf("c\rd"),
      "\r\n\r\n" to listOf("", ""),
      " a \n\tb" to listOf(" a ", "\tb"),
      "é\n€" to listOf("é", "€"),
    ) { (text, expected) ->
      inputsRead(text) shouldContainExactly expected
    }
  }

  test("bytes that are not UTF-8 become U+FFFD") {
    inputsRead(ByteArrayInputStream(byteArrayOf('a'.code.toByte(), 0xFF.toByte(), '\n'.code.toByte()))) shouldContainExactly
      listOf("a\uFFFD")
  }

  test("lines longer than any buffer, and a \\r\\n split across reads") {
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
    inputsRead(trickle) shouldContainExactly listOf(long, long)
  }

  test("each record reaches standard output before the command waits for the next line") {
    val stdinWriter = PipedOutputStream()
    val stdin = PipedInputStream(stdinWriter, 1 shl 16)
    val lines = LinkedBlockingQueue<String>()
    val stdout = object : OutputStream() {
      val line = ByteArrayOutputStream()

      override fun write(b: Int) {
        if (b == '\n'.code) {
          lines.add(line.toString(Charsets.UTF_8))
          line.reset()
        } else {
          line.write(b)
        }
      }
    }
    var status = -1
    val command = thread { status = run(listOf("parse"), stdin, stdout, ByteArrayOutputStream()) }
    for (input in listOf("http://a/", "b c")) {
      stdinWriter.write("$input\n".toByteArray())
      stdinWriter.flush()
      val line = lines.poll(20, TimeUnit.SECONDS)
      line shouldNotBe null
      Json.parseToJsonElement(line!!).jsonObject.string("input") shouldBe input
    }
    stdinWriter.close()
    command.join(20_000)
    status shouldBe 1
  }

  test("equivalent reads its pairs the same way") {
    val outcome = urikit("equivalent", stdin = "a\ta\r\nb\tc\r")
    outcome.records.map { it.string("b") } shouldContainExactly listOf("a", "c\r")
    outcome.records[1].error().string("operand") shouldBe "b"
  }
})
