@file:OptIn(io.kotest.common.ExperimentalKotest::class) // a fixed seed (PropTestConfig.seed) is an experimental Kotest API

package dev.urikit.text

import dev.urikit.text.UriExtractor.Option
import io.kotest.assertions.withClue
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.collections.shouldBeEmpty
import io.kotest.matchers.shouldBe
import io.kotest.property.Arb
import io.kotest.property.PropTestConfig
import io.kotest.property.arbitrary.element
import io.kotest.property.arbitrary.int
import io.kotest.property.arbitrary.list
import io.kotest.property.arbitrary.long
import io.kotest.property.checkAll
import java.io.Reader
import java.io.StringReader
import java.io.StringWriter
import java.util.SplittableRandom
import kotlin.time.Duration.Companion.seconds

/**
 * A stream gives what the same text in memory gives, however the reader splits it; linkify copies
 * every character; and pathological inputs take linear time.
 */
class UriExtractorStreamingSpec : FunSpec({

    val all = extractor(Option.WWW, Option.EMAIL)

    /** Pieces of text that start, end, break or continue candidates of every kind. */
    val pieces = listOf(
        "http://example.com/", "https://e.org/a_(b)", "ftp:", "mailto:", "urn:x:y", "http", "://", ":", "//",
        "<", ">", "URL:", "url: ", "\"", "'", "(", ")", "[", "]", "{", "}", ".", ",", "!", "?", "-", "-\n",
        " ", "  ", "\n", "\r\n", "\t", "www.", "example", ".com", "w", "@", "a.b", "x@y.example", "ü", "😀", "。",
        "%", "%zz", "_", "+", "abc", "123", "#f", "?q=1", "/p", "[::1]", "foo:", "URL", "—",
    )

    fun chunkedReader(text: String, seed: Long): Reader = object : Reader() {
        private val random = SplittableRandom(seed)
        private var position = 0

        override fun read(buffer: CharArray, offset: Int, length: Int): Int {
            if (position == text.length) return -1
            val count = minOf(length, text.length - position, 1 + random.nextInt(7))
            text.toCharArray(buffer, offset, position, position + count)
            position += count
            return count
        }

        override fun ready(): Boolean = position < text.length && random.nextBoolean()

        override fun close() = Unit
    }

    test("a reader split anywhere gives the candidates of the text in memory") {
        val config = PropTestConfig(seed = 3986_3L, iterations = 3_000)
        checkAll(config, Arb.list(Arb.element(pieces), 0..60), Arb.element(4, 9, 16, 31, 64, 4096), Arb.long()) { parts, limit, seed ->
            val text = parts.joinToString("")
            for (extractor in listOf(all.withMaxLength(limit), all.with(Option.ANY_SCHEME).withMaxLength(limit))) {
                val streamed = mutableListOf<UriCandidate>()
                extractor.candidates(chunkedReader(text, seed), streamed::add)
                withClue("text ${text.replace("\n", "\\n")}, limit $limit") {
                    streamed shouldBe extractor.candidates(text)
                }
            }
        }
    }

    test("every match's span holds its text, in order, without overlap") {
        val config = PropTestConfig(seed = 3986_4L, iterations = 2_000)
        checkAll(config, Arb.list(Arb.element(pieces), 0..60)) { parts ->
            val text = parts.joinToString("")
            var last = 0L
            for (candidate in all.with(Option.ANY_SCHEME).candidates(text)) {
                withClue(text) {
                    (candidate.start() >= last) shouldBe true
                    text.substring(candidate.start().toInt(), candidate.end().toInt()) shouldBe candidate.text()
                    candidate.uriText().filter { !it.isWhitespace() }.endsWith(candidate.text().filter { !it.isWhitespace() }) shouldBe true
                }
                last = candidate.end()
            }
        }
    }

    test("linkify of a stream writes what linkify of the text returns, every other character unchanged") {
        val config = PropTestConfig(seed = 3986_5L, iterations = 1_000)
        checkAll(config, Arb.list(Arb.element(pieces), 0..60), Arb.int(0, 1000)) { parts, seed ->
            val text = parts.joinToString("")
            val out = StringWriter()
            all.withMaxLength(16).linkify(chunkedReader(text, seed.toLong()), out) { "[${it.uri()}]" }
            withClue(text) {
                out.toString() shouldBe all.withMaxLength(16).linkify(text) { "[${it.uri()}]" }
                all.linkify(text) { it.text() } shouldBe text
            }
        }
    }

    test("linkify of RFC 3986 Appendix C's example replaces the three spans, delimiters kept") {
        val text = "Yes, Jim, I found it under \"http://www.w3.org/Addressing/\",\n" +
            "but you can probably pick it up from <ftp://foo.example.\ncom/rfc/>."
        extractor().linkify(text) { "<<${it.uri()}>>" } shouldBe
            "Yes, Jim, I found it under \"<<http://www.w3.org/Addressing/>>\",\n" +
            "but you can probably pick it up from <<<ftp://foo.example.com/rfc/>>>."
    }

    test("offsets in a stream count from its start across windows") {
        val padding = "x ".repeat(100_000)
        val text = padding + "http://example.com/a " + padding + "<http://example.com/\n b>"
        val matches = mutableListOf<UriMatch>()
        extractor().withMaxLength(64).extract(StringReader(text), matches::add)
        matches.map { it.start() } shouldBe listOf(200_000L, 400_022L)
        matches.map { it.uri().toString() } shouldBe listOf("http://example.com/a", "http://example.com/b")
    }

    val megabyte = 1 shl 20
    context("pathological input of a megabyte completes in linear time").config(timeout = 120.seconds) {
        withData(
            nameFn = { it.first },
            "(((" to "(".repeat(megabyte),
            "http:// repeated" to "http://".repeat(megabyte / 7),
            "http://( repeated" to "http://(".repeat(megabyte / 8),
            "a single unterminated <" to "<" + "http://example.com/ ".repeat(megabyte / 20),
            "<URL: http: repeated" to "<URL: http:".repeat(megabyte / 11),
            "quotes" to "\"".repeat(megabyte),
            "\"http:a repeated" to "\"http:a ".repeat(megabyte / 8),
            "www. repeated" to "www.".repeat(megabyte / 4),
            "www.a repeated" to "www.a".repeat(megabyte / 5),
            "letters then @" to "a".repeat(megabyte) + "@example.com",
            "a@ repeated" to "a@".repeat(megabyte / 2),
            "a.b@ repeated" to "a.b@".repeat(megabyte / 4),
            "hyphen breaks" to "http://a/-\n".repeat(megabyte / 11),
            "hyphen then spaces" to "http://a/-" + " ".repeat(megabyte),
            "one long URI" to "http://example.com/" + "a".repeat(megabyte),
            "letters then :" to "a".repeat(megabyte) + "://x",
        ) { (_, text) ->
            val extractor = all.with(Option.ANY_SCHEME)
            val inMemory = extractor.candidates(text)
            val streamed = mutableListOf<UriCandidate>()
            extractor.candidates(StringReader(text), streamed::add)
            streamed.size shouldBe inMemory.size
        }
    }

    test("a URI longer than the limit is skipped in a stream too, and what follows it is found") {
        val long = "http://example.com/" + "a".repeat(200)
        val matches = mutableListOf<UriMatch>()
        extractor().withMaxLength(100).extract(StringReader("$long http://e.com/"), matches::add)
        matches.map { it.uri().toString() } shouldBe listOf("http://e.com/")
        extractor().withMaxLength(100).extract(long).shouldBeEmpty()
    }
})
