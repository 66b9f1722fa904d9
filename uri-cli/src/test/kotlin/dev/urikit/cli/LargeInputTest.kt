package dev.urikit.cli

import dev.urikit.UriSyntaxException
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.collections.shouldNotContain
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldContain
import java.io.File
import java.util.concurrent.TimeUnit

/** Inputs of 10 MB each: every scheme, long paths of many segments, many parameters, one long name. */
private val inputs = listOf(
  "http://h/" + "a/".repeat(5_000_000),
  "http://h/?" + "a=b&".repeat(2_500_000),
  "ftp://h/" + "a/".repeat(5_000_000),
  "ftp://h/" + "a".repeat(10_000_000),
  "ftp://h/a?" + "b/".repeat(5_000_000),
  "mailto:a@example.com?" + "x=y&".repeat(2_500_000),
  "mailto:" + "a".repeat(10_000_000) + "@example.com",
  "news:" + "a.".repeat(5_000_000) + "b",
  "nntp://h/" + "g".repeat(10_000_000) + "/1",
  "urn:example:" + "a/".repeat(5_000_000),
  "generic:" + "%41".repeat(3_300_000),
)

/**
 * A 10 MB input is handled in a heap of 256 MB, whatever its scheme: it gives its record (or an error of
 * the input's own, never a failure of the command or of a scheme module), in a separate virtual machine
 * started with `-Xmx256m`.
 */
class LargeInputTest : FunSpec({

  test("every scheme handles a 10 MB input under a 256 MB heap") {
    val input = File.createTempFile("urikit-large", ".txt").apply { deleteOnExit() }
    val output = File.createTempFile("urikit-large", ".jsonl").apply { deleteOnExit() }
    val errors = File.createTempFile("urikit-large", ".err").apply { deleteOnExit() }
    input.writeText(inputs.joinToString("\n", postfix = "\n"))
    val java = File(System.getProperty("java.home"), "bin/java").path
    val process = ProcessBuilder(java, "-Xmx256m", "-cp", System.getProperty("java.class.path"), "dev.urikit.cli.Main", "parse")
      .redirectInput(input).redirectOutput(output).redirectError(errors).start()
    process.waitFor(5, TimeUnit.MINUTES) shouldBe true
    errors.readText() shouldBe ""
    val kinds = mutableListOf<String>()
    var records = 0
    output.bufferedReader().useLines { lines ->
      for (line in lines) {
        records++
        val error = Regex("\"error\":\\{\"kind\":\"([A-Z_]+)\"").find(line, (line.length - 2000).coerceAtLeast(0))
        if (error != null) kinds += error.groupValues[1]
      }
    }
    records shouldBe inputs.size
    kinds shouldNotContain UriSyntaxException.Kind.SCHEME_FAILURE.name
    kinds shouldNotContain ErrorKinds.INTERNAL_ERROR
    (process.exitValue() == EXIT_OK || process.exitValue() == EXIT_FAILED) shouldBe true
  }

  test("the view is written up to the limit and left out beyond it") {
    val atLimit = "ftp://h/" + "a".repeat(DESCRIBED_INPUT_LIMIT - 8)
    urikit("parse", atLimit).record.containsKey("ftp") shouldBe true
    val beyond = urikit("parse", atLimit + "b").record
    beyond.containsKey("ftp") shouldBe false
    beyond.string("normalized") shouldBe atLimit + "b"
  }

  test("--help lists every error kind the command can print") {
    val help = urikit("parse", "--help").stdout.replace(Regex("\\s+"), " ")
    for (kind in UriSyntaxException.Kind.values()) help shouldContain kind.name
    for (kind in listOf(ErrorKinds.MISSING_TAB, ErrorKinds.UNSUPPORTED_OPERATION, ErrorKinds.INTERNAL_ERROR)) help shouldContain kind
  }
})
