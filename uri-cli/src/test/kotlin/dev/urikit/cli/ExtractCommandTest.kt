package dev.urikit.cli

import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.collections.shouldContainExactly
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldContain
import java.io.ByteArrayOutputStream
import java.io.File
import java.io.PipedInputStream
import java.io.PipedOutputStream
import java.util.concurrent.TimeUnit
import kotlin.concurrent.thread
import kotlinx.serialization.json.jsonPrimitive
import kotlinx.serialization.json.long

/** `urikit extract`: the URIs a reader sees in running text, one record each, as they are found. */
class ExtractCommandTest : FunSpec({

  test("RFC 3986 Appendix C's examples print exactly the URIs a reader sees") {
    val text = """
      Yes, Jim, I found it under "http://www.w3.org/Addressing/",
      but you can probably pick it up from <URL:ftp://foo.example.
      com/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/
      ietf/uri/historical.html#WARNING>.  The archive is at http://www.example.org/archive.
      (See https://www.example.com/notes) and https://en.wikipedia.org/wiki/Unix_(disambiguation).
    """.trimIndent()
    val outcome = urikit("extract", stdin = text)
    outcome.status shouldBe 0
    outcome.records.map { it.string("uri") } shouldContainExactly listOf(
      "http://www.w3.org/Addressing/",
      "ftp://foo.example.com/rfc/",
      "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING",
      "http://www.example.org/archive",
      "https://www.example.com/notes",
      "https://en.wikipedia.org/wiki/Unix_(disambiguation)",
    )
    for (record in outcome.records) {
      val start = record.getValue("start").jsonPrimitive.long.toInt()
      val end = record.getValue("end").jsonPrimitive.long.toInt()
      text.substring(start, end) shouldBe record.string("text")
    }
    outcome.stdout.lines()[1] shouldBe
      """{"start":102,"end":129,"text":"ftp://foo.example.\ncom/rfc/","uri":"ftp://foo.example.com/rfc/","normalized":"ftp://foo.example.com/rfc/"}"""
        .replace("\n", "\\n")
  }

  test("the members: start, end, text as written, uri and normalized") {
    val outcome = urikit("extract", stdin = "See <URL:HTTP://Example.COM:80/a-\n  b>, or (https://example.org).\n")
    outcome.stdout shouldBe
      """{"start":9,"end":37,"text":"HTTP://Example.COM:80/a-\n  b","uri":"HTTP://Example.COM:80/a-b","normalized":"http://example.com/a-b"}""".replace("\n", "\\n") + "\n" +
      """{"start":44,"end":63,"text":"https://example.org","uri":"https://example.org","normalized":"https://example.org/"}""" + "\n"
  }

  test("the command's documented example") {
    urikit("extract", stdin = "See <URL:http://example.com/a-\n  b>, or (https://example.org).\n").stdout shouldBe
      """{"start":9,"end":34,"text":"http://example.com/a-\n  b","uri":"http://example.com/a-b","normalized":"http://example.com/a-b"}""".replace("\n", "\\n") + "\n" +
      """{"start":41,"end":60,"text":"https://example.org","uri":"https://example.org","normalized":"https://example.org/"}""" + "\n"
  }

  context("options: --www, --emails, --any-scheme") {
    val text = "www.example.com, me@example.com and foo:bar."
    withData(
      listOf<String>() to listOf(),
      listOf("--www") to listOf("http://www.example.com"),
      listOf("--emails") to listOf("mailto:me@example.com"),
      listOf("--any-scheme") to listOf("foo:bar"),
      listOf("--www", "--emails", "--any-scheme") to listOf("http://www.example.com", "mailto:me@example.com", "foo:bar"),
    ) { (options, uris) ->
      val outcome = urikit("extract", *options.toTypedArray(), stdin = text)
      outcome.status shouldBe 0
      outcome.records.map { it.string("uri") } shouldBe uris
    }
  }

  test("an IRI prints as the URI it maps to, its text as written") {
    val record = urikit("extract", stdin = "Siehe https://bücher.example/straße.").record
    record.string("text") shouldBe "https://bücher.example/straße"
    record.string("uri") shouldBe "https://xn--bcher-kva.example/stra%C3%9Fe"
  }

  test("files are read in turn, each record naming its file; a missing file is a usage error") {
    val dir = kotlin.io.path.createTempDirectory("extract").toFile()
    try {
      val a = File(dir, "a.txt").apply { writeText("one http://example.com/a\n") }
      val b = File(dir, "b.txt").apply { writeText("<http://example.com/b>") }
      val outcome = urikit("extract", a.path, b.path)
      outcome.status shouldBe 0
      outcome.records.map { it.string("file") to it.string("uri") } shouldBe
        listOf(a.path to "http://example.com/a", b.path to "http://example.com/b")
      outcome.records[1]["start"].toString() shouldBe "1"
      val missing = urikit("extract", File(dir, "none.txt").path)
      missing.status shouldBe EXIT_USAGE
      missing.stderr shouldContain "none.txt"
    } finally {
      dir.deleteRecursively()
    }
  }

  test("records stream: a URI is written before the input ends") {
    val input = PipedOutputStream()
    val stdin = PipedInputStream(input)
    val out = object : ByteArrayOutputStream() {
      @Synchronized fun text(): String = toString(Charsets.UTF_8)
    }
    var status = -1
    val runner = thread { status = run(listOf("extract"), stdin, out, ByteArrayOutputStream()) }
    input.write("first http://example.com/a and\n".toByteArray())
    input.flush()
    val deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30)
    while (!out.text().contains("http://example.com/a") && System.nanoTime() < deadline) {
      Thread.sleep(10)
    }
    out.text() shouldContain "\"uri\":\"http://example.com/a\""
    input.write("then http://example.com/b\n".toByteArray())
    input.close()
    runner.join(30_000)
    status shouldBe 0
    out.text().lines().filter { it.isNotEmpty() }.size shouldBe 2
  }

  test("extract is listed in the help") {
    urikit("--help").stdout shouldContain "extract"
    urikit("extract", "--help").stdout shouldContain "--any-scheme"
  }
})
