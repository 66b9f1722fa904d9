package dev.urikit.cli

import io.kotest.core.spec.style.FunSpec
import java.io.ByteArrayInputStream
import java.io.ByteArrayOutputStream
import java.io.IOException
import java.io.OutputStream
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldContain
import io.kotest.matchers.string.shouldStartWith

class UsageTest : FunSpec({

  context("--help prints the command's usage on standard output with exit status 0") {
    withData("parse", "resolve", "relativize", "normalize", "equivalent") { command ->
      val outcome = urikit(command, "--help")
      outcome.status shouldBe 0
      outcome.stdout shouldStartWith "Usage: urikit $command"
      outcome.stdout shouldContain "--generic"
      outcome.stdout shouldContain "Exit status: 0 when every input succeeded"
      outcome.stderr shouldBe ""
    }
  }

  test("-h is --help, and the top-level help lists every command") {
    val outcome = urikit("-h")
    outcome.status shouldBe 0
    for (command in listOf("parse", "resolve", "relativize", "normalize", "equivalent")) {
      outcome.stdout shouldContain command
    }
  }

  test("help for a command does not read standard input or parse its arguments") {
    val outcome = urikit("parse", "http://a:b/", "--help", stdin = "x\n")
    outcome.status shouldBe 0
    outcome.stdout shouldStartWith "Usage:"
  }

  context("usage errors: exit status 2, a message on standard error, no record") {
    withData(
      nameFn = { it.joinToString(" ").ifEmpty { "(no arguments)" } },
      listOf(),
      listOf("frobnicate"),
      listOf("parse", "--bogus"),
      listOf("parse", "-x"),
      listOf("resolve"),
      listOf("relativize"),
      listOf("normalize", "--level"),
      listOf("equivalent", "--policy", "loose", "a", "b"),
    ) { args ->
      val outcome = urikit(*args.toTypedArray(), stdin = "http://a/\n")
      outcome.status shouldBe 2
      outcome.stdout shouldBe ""
      outcome.stderr shouldContain "Usage: urikit"
    }
  }

  test("standard output failing (a closed pipe) stops the run with exit status 1 instead of throwing") {
    val closed = object : OutputStream() {
      override fun write(b: Int) = throw IOException("Broken pipe")
    }
    val err = ByteArrayOutputStream()
    val status = run(listOf("parse"), ByteArrayInputStream("a\n".repeat(10_000).toByteArray()), closed, err)
    status shouldBe 1
    err.toString(Charsets.UTF_8) shouldContain "Broken pipe"
  }

  test("\"--\" lets a reference begin with \"-\"") {
    val outcome = urikit("parse", "--", "-x")
    outcome.status shouldBe 0
    outcome.record.string("path") shouldBe "-x"
  }
})
