package dev.urikit

import dev.urikit.spi.Scheme
import dev.urikit.spi.UriView
import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.collections.shouldBeEmpty
import io.kotest.matchers.collections.shouldContainExactly
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldContain
import io.kotest.matchers.string.shouldNotContain

/** A view of the `tel-test` scheme below, to list. */
class TelTestUri(uri: OpaqueUri) : UriView<OpaqueUri, TelTestUri>(uri) {
    override fun rewrap(normalized: Uri): TelTestUri = TelTestUri(normalized as OpaqueUri)
}

/** A second view, to see that a registry lists each view type once. */
class FaxTestUri(uri: OpaqueUri) : UriView<OpaqueUri, FaxTestUri>(uri) {
    override fun rewrap(normalized: Uri): FaxTestUri = FaxTestUri(normalized as OpaqueUri)
}

private class ListingScheme(private val name: String, private val views: List<Class<out UriView<*, *>>?>) : Scheme {
    override fun name(): String = name

    @Suppress("UNCHECKED_CAST")
    override fun viewTypes(): List<Class<out UriView<*, *>>> = views as List<Class<out UriView<*, *>>>
}

/**
 * What readers of text (deserializers) build on: the parse entry points of the hierarchical and opaque
 * types, the excerpt and message of an error, and the view types a registry lists.
 */
class TextReadingSpec : FunSpec({

    context("HierarchicalUri.parse and OpaqueUri.parse refuse the other form at the index after the ':'") {
        withData(
            nameFn = { "${it.first} as ${it.second}" },
            Triple("mailto:a@b", "HierarchicalUri", 7),
            Triple("http://a/", "OpaqueUri", 5),
            Triple("mailto:jürgen@example.org", "HierarchicalIri", 7),
            Triple("file:/etc", "OpaqueIri", 5),
        ) { (text, type, index) ->
            val e = shouldThrow<UriSyntaxException> {
                when (type) {
                    "HierarchicalUri" -> HierarchicalUri.parse(text)
                    "OpaqueUri" -> OpaqueUri.parse(text)
                    "HierarchicalIri" -> HierarchicalIri.parse(text)
                    else -> OpaqueIri.parse(text)
                }
            }
            e.kind() shouldBe UriSyntaxException.Kind.INVALID_CHARACTER
            e.index() shouldBe index
        }
    }

    test("they return their own form, and pass on the parser's errors") {
        HierarchicalUri.parse("http://a/b").host() shouldBe "a"
        OpaqueUri.parse("mailto:a@b").path() shouldBe "a@b"
        HierarchicalIri.parse("http://bücher.example/").host() shouldBe "bücher.example"
        OpaqueIri.parse("urn:example:straße").path() shouldBe "example:straße"
        shouldThrow<UriSyntaxException> { HierarchicalUri.parse("http://h:8o/") }.kind() shouldBe
            UriSyntaxException.Kind.INVALID_PORT
        shouldThrow<UriSyntaxException> { OpaqueUri.parse("../a") }.kind() shouldBe
            UriSyntaxException.Kind.MISSING_SCHEME
    }

    context("excerpt masks user information, escapes what cannot be seen and quotes") {
        withData(
            "http://anna:pw@h:8o/" to "\"http://***@h:8o/\"",
            "//a@b@c/x@y" to "\"//***@c/x@y\"",
            "mailto:anna@example.org" to "\"mailto:anna@example.org\"",
            "http://@h/" to "\"http://@h/\"",
            "a\"b\\c\nd\te\r" to "\"a\\\"b\\\\c\\nd\\te\\r\"",
            "x\u0000y\u202Ez\u2028" to "\"x\\u0000y\\u202Ez\\u2028\"",
            "lone \uD800 and pair \uD83D\uDE00" to "\"lone \\uD800 and pair \uD83D\uDE00\"",
            "straße" to "\"straße\"",
        ) { (input, expected) ->
            UriSyntaxException.excerpt(input) shouldBe expected
        }
    }

    test("excerpt cuts after 200 characters, never between the halves of a pair") {
        UriSyntaxException.excerpt("a".repeat(200)) shouldBe "\"" + "a".repeat(200) + "\""
        UriSyntaxException.excerpt("a".repeat(201)) shouldBe "\"" + "a".repeat(200) + "…\""
        UriSyntaxException.excerpt("a".repeat(199) + "\uD83D\uDE00") shouldBe "\"" + "a".repeat(199) + "…\""
    }

    test("messageFor names the masked input, the type, the kind and the index") {
        val text = "http://anna:secret@example.com:8o/"
        val e = shouldThrow<UriSyntaxException> { Uri.parse(text) }
        val message = e.messageFor(text, "Uri")
        message shouldBe "cannot read \"http://***@example.com:8o/\" as Uri (INVALID_PORT at index 32): " + e.message
        message shouldNotContain "secret"
        message shouldNotContain "anna"
    }

    test("a registry lists each scheme's view types once, in registration order") {
        val registry = SchemeRegistry.builder()
            .add(ListingScheme("tel-test", listOf(TelTestUri::class.java, FaxTestUri::class.java)))
            .add(ListingScheme("fax-test", listOf(FaxTestUri::class.java)))
            .add(ListingScheme("none-test", listOf()))
            .build()
        registry.viewTypes().toList() shouldContainExactly listOf(TelTestUri::class.java, FaxTestUri::class.java)
        SchemeRegistry.empty().viewTypes().shouldBeEmpty()
    }

    test("a scheme whose view types hold null is refused when it registers") {
        val e = shouldThrow<IllegalArgumentException> {
            SchemeRegistry.builder().add(ListingScheme("nulls-test", listOf(TelTestUri::class.java, null)))
        }
        e.message shouldContain "nulls-test"
    }
})
