package dev.urikit

import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.nulls.shouldBeNull
import io.kotest.matchers.nulls.shouldNotBeNull
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldContain
import io.kotest.matchers.types.shouldBeInstanceOf
import io.kotest.datatest.withData
import kotlinx.serialization.Serializable
import kotlinx.serialization.SerializationException
import kotlinx.serialization.descriptors.PrimitiveKind
import kotlinx.serialization.json.Json
import java.net.URI

@Serializable
private data class Link(
    @Serializable(with = UriSerializer::class) val href: Uri,
    @Serializable(with = UriReferenceSerializer::class) val ref: UriReference,
    @Serializable(with = RelativeReferenceSerializer::class) val anchor: RelativeReference?,
)

/** What a Kotlin user reads at a glance: the shape, through an exhaustive `when` without `else`. */
private fun shapeOf(ref: UriReference): String = when (ref) {
    is HierarchicalUri -> "hierarchical"
    is OpaqueUri -> "opaque"
    is RelativeReference -> "relative"
}

class UriKotlinTest : FunSpec({

    context("extensions") {
        test("toUri parses a URI and refuses a relative reference") {
            "https://example.com/a".toUri().shouldBeInstanceOf<HierarchicalUri>().host() shouldBe "example.com"
            shouldThrow<UriSyntaxException> { "../a".toUri() }.kind() shouldBe UriSyntaxException.Kind.MISSING_SCHEME
        }
        test("toUriOrNull and toUriReferenceOrNull give null for what parse refuses") {
            "a b".toUriOrNull().shouldBeNull()
            "../a".toUriOrNull().shouldBeNull()
            "a b".toUriReferenceOrNull().shouldBeNull()
            "mailto:a@example.com".toUriOrNull().shouldBeInstanceOf<OpaqueUri>()
        }
        test("toUriReference gives a relative reference for text without a scheme") {
            "../a?b#c".toUriReference().shouldBeInstanceOf<RelativeReference>().query() shouldBe "b"
        }
        test("div appends one encoded segment and keeps query and fragment") {
            ("https://example.com/docs".toUri() / "a b" / "c/d").toString() shouldBe "https://example.com/docs/a%20b/c%2Fd"
            ("https://example.com".toUri() / "x").toString() shouldBe "https://example.com/x"
            ("https://example.com/a/".toUri() / "b").toString() shouldBe "https://example.com/a/b"
            ("http://h/a?q#f".toUri() / "b").toString() shouldBe "http://h/a/b?q#f"
        }
        test("java.net.URI converts") {
            URI("http://example.com/a%20b").toUrikitUri().decodedPath() shouldBe "/a b"
        }
    }

    context("DSL") {
        test("uri builds from decoded components") {
            val built = uri {
                scheme = "https"
                host = "example.com"
                pathSegments("a", "b c")
                query("q" to "1", "flag" to null, "x&y" to "1=2")
                fragment = "top"
            }
            built.toString() shouldBe "https://example.com/a/b%20c?q=1&flag&x%26y=1%3D2#top"
            built.pathSegments() shouldBe listOf("a", "b c")
        }
        test("properties read back what the block set") {
            uri {
                scheme = "http"
                host = "2001:db8::7"
                port = 8080
                host shouldBe "2001:db8::7"
                port shouldBe 8080
            }.toString() shouldBe "http://[2001:db8::7]:8080"
        }
        test("null removes a component") {
            uri {
                scheme = "http"
                host = "h"
                port = 1
                port = null
                fragment = "f"
                fragment = null
            }.toString() shouldBe "http://h"
        }
        test("uriReference without a scheme is relative") {
            uriReference { path("../a b"); fragment = "x" }.shouldBeInstanceOf<RelativeReference>()
                .toString() shouldBe "../a%20b#x"
        }
        test("uri without a scheme and RFC 3986 violations are IllegalStateException") {
            shouldThrow<IllegalStateException> { uri { host = "h" } }.message shouldContain "scheme"
            shouldThrow<IllegalStateException> { uri { scheme = "s"; host = "h"; path("a") } }
                .message shouldContain "path-abempty"
        }
        test("the registry decides what a scheme accepts") {
            shouldThrow<UriSyntaxException> { uri { scheme = "example-test"; path("x") } }
            uri { scheme = "example-test"; path("x"); registry = SchemeRegistry.empty() }
                .shouldBeInstanceOf<OpaqueUri>()
        }
    }

    context("serializers") {
        val json = Json
        test("a data class round-trips through JSON text") {
            val link = Link("https://example.com/a%20b?q#f".toUri(), "../up".toUriReference(), RelativeReference.parse("#top"))
            val text = json.encodeToString(Link.serializer(), link)
            text shouldBe """{"href":"https://example.com/a%20b?q#f","ref":"../up","anchor":"#top"}"""
            val back = json.decodeFromString(Link.serializer(), text)
            back shouldBe link
            back.href.toString() shouldBe link.href.toString()
            back.ref.shouldBeInstanceOf<RelativeReference>()
        }
        test("null stays null") {
            val text = """{"href":"a:b","ref":"c:d","anchor":null}"""
            json.decodeFromString(Link.serializer(), text).anchor.shouldBeNull()
        }
        withData(
            """{"href":"../rel","ref":"x","anchor":null}""",
            """{"href":"http://h/ x","ref":"x","anchor":null}""",
            """{"href":"a:b","ref":"%zz","anchor":null}""",
            """{"href":"a:b","ref":"x","anchor":"http://h/"}""",
        ) { text ->
            val e = shouldThrow<SerializationException> { json.decodeFromString(Link.serializer(), text) }
            generateSequence<Throwable>(e) { it.cause }.any { it is UriSyntaxException } shouldBe true
        }
        test("descriptors are STRING with unique serial names") {
            val descriptors = listOf(UriSerializer, UriReferenceSerializer, RelativeReferenceSerializer).map { it.descriptor }
            descriptors.map { it.serialName } shouldBe listOf("dev.urikit.Uri", "dev.urikit.UriReference", "dev.urikit.RelativeReference")
            descriptors.map { it.kind }.toSet() shouldBe setOf(PrimitiveKind.STRING)
        }
    }

    context("the model as Kotlin sees it") {
        withData(
            "http://h/a" to "hierarchical",
            "file:/etc" to "hierarchical",
            "urn:isbn:0451450523" to "opaque",
            "//h/a" to "relative",
            "" to "relative",
        ) { (text, shape) -> shapeOf(text.toUriReference()) shouldBe shape }

        test("non-null accessors need no check, nullable ones are T?") {
            val uri: Uri = "http://h/p".toUri()
            val scheme: String = uri.scheme()
            val path: String = uri.path()
            scheme shouldBe "http"
            path shouldBe "/p"
            val query: String? = uri.query()
            query.shouldBeNull()
            (uri.fragment() ?: "none") shouldBe "none"
            val relative = "p?q".toUriReference()
            relative.scheme().shouldBeNull()
            relative.query().shouldNotBeNull().length shouldBe 1
            (uri as? HierarchicalUri)?.portNumber().shouldBeNull()
        }
        test("copies keep their static type") {
            val copy: Uri = "http://h/p#f".toUri().withFragment(null)
            copy.toString() shouldBe "http://h/p"
            val relative: RelativeReference = RelativeReference.parse("p").withQuery("q")
            relative.toString() shouldBe "p?q"
        }
    }
})
