package dev.urikit.text

import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import java.io.StringReader

/** The Kotlin extensions of [UriExtractor], as a Kotlin user calls them. */
class UriExtractorExtensionsTest : FunSpec({

    val extractor = extractor()

    test("extractUris, with the properties of a match") {
        val text = "Docs at <https://example.com/docs>."
        val match = text.extractUris(extractor).single()
        match.uri.toString() shouldBe "https://example.com/docs"
        match.text shouldBe "https://example.com/docs"
        text.substring(match.range) shouldBe "https://example.com/docs"
        "Write to me@example.com".extractUris(extractor.with(UriExtractor.Option.EMAIL)).map { it.uri.toString() } shouldBe
            listOf("mailto:me@example.com")
    }

    test("linkify with a lambda") {
        "Go to https://example.com/.".linkify(extractor) { "<a href=\"${it.uri}\">${it.text}</a>" } shouldBe
            "Go to <a href=\"https://example.com/\">https://example.com/</a>."
    }

    test("forEachUri over a reader") {
        val found = mutableListOf<String>()
        StringReader("a http://example.com/a b\n<http://example.com/\n  b>").forEachUri(extractor) { found += it.uri.toString() }
        found shouldBe listOf("http://example.com/a", "http://example.com/b")
    }
})
