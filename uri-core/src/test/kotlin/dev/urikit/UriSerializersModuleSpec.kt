package dev.urikit

import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldContain
import io.kotest.matchers.string.shouldNotContain
import io.kotest.matchers.types.shouldBeInstanceOf
import kotlinx.serialization.Contextual
import kotlinx.serialization.Serializable
import kotlinx.serialization.SerializationException
import kotlinx.serialization.json.Json

@Serializable
private data class Everything(
    @Contextual val reference: UriReference,
    @Contextual val uri: Uri,
    @Contextual val hierarchical: HierarchicalUri,
    @Contextual val opaque: OpaqueUri,
    @Contextual val relative: RelativeReference,
    @Contextual val iriReference: IriReference,
    @Contextual val iri: Iri,
    @Contextual val hierarchicalIri: HierarchicalIri,
    @Contextual val opaqueIri: OpaqueIri,
    @Contextual val relativeIri: RelativeIriReference,
)

@Serializable
private data class Keyed(val links: Map<@Contextual Uri, @Contextual RelativeReference>)

@Serializable
private data class One(@Contextual val target: Uri)

/** The core's contextual serializers, and what a decoding error says. */
class UriSerializersModuleSpec : FunSpec({

    val json = Json { serializersModule = urikitSerializersModule }
    val text = """{"reference":"../a","uri":"http://h/a","hierarchical":"file:/etc","opaque":"mailto:a@b",""" +
        """"relative":"#top","iriReference":"../ä","iri":"http://bücher.example/ä","hierarchicalIri":"http://ä/",""" +
        """"opaqueIri":"urn:example:straße","relativeIri":"//bücher.example/a"}"""

    test("every core type is written as its text and read back as its own type") {
        val value = json.decodeFromString<Everything>(text)
        value.reference.shouldBeInstanceOf<RelativeReference>()
        value.hierarchical.path() shouldBe "/etc"
        value.opaque.path() shouldBe "a@b"
        value.iri.toString() shouldBe "http://bücher.example/ä"
        value.opaqueIri.path() shouldBe "example:straße"
        value.relativeIri.host() shouldBe "bücher.example"
        json.encodeToString(Everything.serializer(), value) shouldBe text
    }

    test("map keys are written as text too") {
        val keyed = Keyed(mapOf("http://h/".toUri() to RelativeReference.parse("a")))
        val encoded = json.encodeToString(Keyed.serializer(), keyed)
        encoded shouldBe """{"links":{"http://h/":"a"}}"""
        json.decodeFromString<Keyed>(encoded) shouldBe keyed
    }

    context("a decoding error names the text (user information masked), the type, the kind and the index") {
        withData(
            nameFn = { it.first },
            Triple("""{"target":"http://anna:secret@h:8o/"}""", "\"http://***@h:8o/\" as Uri (INVALID_PORT at index 22)", "secret"),
            Triple("""{"target":"../a"}""", "\"../a\" as Uri (MISSING_SCHEME at index 0)", "\u0000"),
            Triple("""{"target":"http://h/a\nb"}""", "\"http://h/a\\nb\" as Uri (INVALID_CHARACTER at index 10)", "\n"),
        ) { (input, expected, absent) ->
            val e = shouldThrow<SerializationException> { json.decodeFromString<One>(input) }
            e.message shouldContain "cannot read $expected"
            e.message shouldNotContain absent
            e.cause.shouldBeInstanceOf<UriSyntaxException>()
        }
    }

    test("a long value is cut at 200 characters") {
        val long = "http://h/" + "a".repeat(300) + " "
        val e = shouldThrow<SerializationException> { json.decodeFromString<One>("""{"target":"$long"}""") }
        e.message shouldContain "\"" + long.take(200) + "…\" as Uri (INVALID_CHARACTER at index 309)"
    }

    test("the existing serializers say the same") {
        val e = shouldThrow<SerializationException> { Json.decodeFromString(RelativeReferenceSerializer, "\"http://u:p@h/\"") }
        e.message shouldBe "cannot read \"http://***@h/\" as RelativeReference (INVALID_CHARACTER at index 4): " +
            (e.cause as UriSyntaxException).message
    }

    test("a refusal that is no UriSyntaxException is SCHEME_SPECIFIC at index 0") {
        val e = uriDecodingException("ftp://h/", "HttpUri", IllegalArgumentException("not an http URI (scheme \"ftp\")"))
        e.message shouldBe "cannot read \"ftp://h/\" as HttpUri (SCHEME_SPECIFIC at index 0): not an http URI (scheme \"ftp\")"
    }
})
