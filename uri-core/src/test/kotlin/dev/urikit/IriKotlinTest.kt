package dev.urikit

import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.nulls.shouldBeNull
import io.kotest.matchers.shouldBe
import io.kotest.matchers.types.shouldBeInstanceOf
import kotlinx.serialization.Serializable
import kotlinx.serialization.SerializationException
import kotlinx.serialization.json.Json

@Serializable
private data class Page(
    @Serializable(with = IriSerializer::class) val href: Iri,
    @Serializable(with = IriReferenceSerializer::class) val ref: IriReference,
)

/** What a Kotlin user reads at a glance: the shape, through an exhaustive `when` without `else`. */
private fun shapeOf(ref: IriReference): String = when (ref) {
    is HierarchicalIri -> "hierarchical"
    is OpaqueIri -> "opaque"
    is RelativeIriReference -> "relative"
}

class IriKotlinTest : FunSpec({

    test("toIri, toUri and back: the done-when example") {
        val iri = "https://bücher.example/straße?q=ü".toIri()
        // Without the scheme module on this class path, the host is percent-encoded; IriSpec checks the A-label.
        iri.toUri().toString() shouldBe "https://b%C3%BCcher.example/stra%C3%9Fe?q=%C3%BC"
        iri.toUri().toIri().toString() shouldBe "https://bücher.example/straße?q=ü"
        iri.host shouldBe "bücher.example"
        iri.path shouldBe "/straße"
        iri.query shouldBe "q=ü"
        iri.fragment.shouldBeNull()
        iri.scheme shouldBe "https"
    }

    test("toIriOrNull, toIriReference and toIriReferenceOrNull") {
        "../ä".toIriOrNull().shouldBeNull()
        "a b".toIriReferenceOrNull().shouldBeNull()
        "../ä".toIriReference().shouldBeInstanceOf<RelativeIriReference>()
        shouldThrow<UriSyntaxException> { "ä b".toIriReference() }.index() shouldBe 1
        shapeOf("s:ä".toIriReference()) shouldBe "opaque"
        shapeOf("s:/ä".toIriReference()) shouldBe "hierarchical"
        shapeOf("ä".toIriReference()) shouldBe "relative"
    }

    test("serializers write the IRI as written and read it back") {
        val page = Page("https://bücher.example/ä".toIri(), "#ü".toIriReference())
        val json = Json.encodeToString(Page.serializer(), page)
        json shouldBe """{"href":"https://bücher.example/ä","ref":"#ü"}"""
        Json.decodeFromString(Page.serializer(), json) shouldBe page
        IriSerializer.descriptor.serialName shouldBe "dev.urikit.Iri"
        IriReferenceSerializer.descriptor.serialName shouldBe "dev.urikit.IriReference"
        shouldThrow<SerializationException> { Json.decodeFromString(IriSerializer, "\"../ä\"") }
    }
})
