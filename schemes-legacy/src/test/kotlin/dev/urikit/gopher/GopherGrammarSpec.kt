package dev.urikit.gopher

import dev.urikit.Uri
import dev.urikit.legacy.Grammar
import io.kotest.assertions.throwables.shouldThrow
import io.kotest.assertions.withClue
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import kotlin.random.Random

/**
 * Valid gopher URLs generated from `gopherurl` (RFC 1738 section 5, RFC 4266 section 2) and their
 * one-character near-misses: parser, view and builder agree on every one.
 */
class GopherGrammarSpec : FunSpec({

    val random = Random(20261125)
    /** A selector or search pool without tab, CR and LF, which neither may hold. */
    val lineSafe = Grammar.POOL.filter { it != '\t' && it != '\r' && it != '\n' }

    data class Case(val type: Char, val selector: String, val search: String?, val plus: String?) {
        /** The URL as RFC 1738 section 5 writes it, encoded here; '?' is encoded as the builder does. */
        fun text(): String = buildString {
            append("gopher://gopher.example/").append(Grammar.encode(type.toString(), Grammar.PATH))
            append(Grammar.encode(selector, Grammar.PATH))
            if (search != null) {
                append("%09").append(Grammar.encode(search, "${Grammar.UCHAR};:@&="))
                if (plus != null) append("%09").append(Grammar.encode(plus, Grammar.PATH))
            }
        }
    }

    val cases = List(400) {
        val withSearch = random.nextBoolean()
        Case(
            type = "0123456789+TgIhi/?;"[random.nextInt(19)],
            selector = Grammar.text(random, lineSafe),
            search = if (withSearch) Grammar.text(random, lineSafe) else null,
            plus = if (withSearch && random.nextBoolean()) Grammar.text(random) else null,
        )
    }

    test("parser, view and builder agree on valid URLs") {
        for (case in cases) {
            val text = case.text()
            withClue(text) {
                val parsed = GopherUri.parse(text)
                parsed.toString() shouldBe text
                parsed.type() shouldBe case.type
                parsed.selector() shouldBe case.selector
                parsed.search() shouldBe case.search
                parsed.gopherPlus() shouldBe case.plus
                val expectedRequest = buildString {
                    append(case.selector)
                    if (case.search != null) append('\t').append(case.search)
                    if (case.plus != null) append('\t').append(case.plus)
                    if (case.plus == null || !case.plus.endsWith("\r\n")) append("\r\n")
                }
                parsed.request().toList() shouldBe expectedRequest.toByteArray(Charsets.UTF_8).toList()
                val builder = GopherUri.builder().host("gopher.example").type(case.type).selector(case.selector)
                    .search(case.search).gopherPlus(case.plus)
                if (Grammar.hasDotSegment(text.substringAfter("gopher.example").substringBefore('?'))) {
                    shouldThrow<IllegalArgumentException> { builder.build() }
                } else {
                    val built = builder.build()
                    built.toString() shouldBe text
                    built shouldBe parsed
                    parsed.toBuilder().build().toString() shouldBe text
                }
                parsed.normalize() shouldBe parsed
            }
        }
    }

    test("one-character near-misses are refused with an index, or read consistently") {
        for (case in cases.take(150)) {
            val text = case.text()
            val from = "gopher://gopher.example/".length
            for (index in from until text.length) {
                val c = Grammar.NEAR_MISSES[random.nextInt(Grammar.NEAR_MISSES.length)]
                val near = Grammar.mutate(text, index, c)
                val uri = Grammar.parseOrRefuse(near) { GopherUri.parse(it) }
                withClue(near) {
                    (GopherUri.parseOrNull(near) == null) shouldBe (uri == null)
                    if (uri != null) {
                        GopherUri.parse(uri.toString()) shouldBe uri
                        Uri.parse(uri.normalize().toString()) shouldBe uri.toUri()
                        val decoded = listOfNotNull(uri.selector(), uri.search(), uri.gopherPlus())
                        if (decoded.none { it.contains('\uFFFD') } && uri.rawType() != null) {
                            val rebuilt = runCatching {
                                GopherUri.builder().host("gopher.example").type(uri.type()).selector(uri.selector())
                                    .search(uri.search()).gopherPlus(uri.gopherPlus()).build()
                            }.getOrNull()
                            if (rebuilt != null) {
                                rebuilt.type() shouldBe uri.type()
                                rebuilt.selector() shouldBe uri.selector()
                                rebuilt.search() shouldBe uri.search()
                                rebuilt.gopherPlus() shouldBe uri.gopherPlus()
                                rebuilt.request().toList() shouldBe uri.request().toList()
                            }
                        }
                    }
                }
            }
        }
    }

    test("the near-misses RFC 4266 names are refused") {
        GopherUri.parseOrNull("gopher://h/0a%0Db") shouldBe null
        GopherUri.parseOrNull("gopher://h/7a%09b%0A") shouldBe null
        GopherUri.parseOrNull("gopher://h/%0A") shouldBe null
        GopherUri.parseOrNull("gopher://h/7a%09b/") shouldBe null
        GopherUri.parseOrNull("gopher://h/7a%09b%09/\r") shouldBe null
        GopherUri.parseOrNull("gopher://h/7a%09b%09/%0D") shouldBe GopherUri.parse("gopher://h/7a%09b%09/%0D")
    }
})
