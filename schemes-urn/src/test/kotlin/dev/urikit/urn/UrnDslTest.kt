package dev.urikit.urn

import dev.urikit.UriSyntaxException
import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.nulls.shouldBeNull
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldContain
import kotlinx.serialization.Serializable
import kotlinx.serialization.SerializationException
import kotlinx.serialization.json.Json
import java.util.UUID

@Serializable
private data class Book(@Serializable(with = UrnSerializer::class) val id: Urn)

/** The Kotlin DSL, the edit extension and the serializer. */
class UrnDslTest : FunSpec({

    test("urn(nid, nss) with r-, q- and f-components, encoded where needed") {
        urn("example", "a123,z456").toString() shouldBe "urn:example:a123,z456"
        urn("example", "a/b c") {
            r = "res?=x"
            param("lang", "en&fr")
            param("flag", null)
            f = "top #1"
        }.toString() shouldBe "urn:example:a/b%20c?+res%3F=x?=lang=en%26fr&flag#top%20%231"
        urn("example", "/lead") { q = "/x" }.toString() shouldBe "urn:example:%2Flead?=%2Fx"
    }

    test("a namespace's rules apply to what the DSL builds") {
        urn("isbn", "978-0-306-40615-7").namespaceView(IsbnUrn::class.java)?.isbn13() shouldBe "9780306406157"
        val e = shouldThrow<UriSyntaxException> { urn("isbn", "978-0-306-40615-8") }
        e.code() shouldBe "urn.isbn.check"
        shouldThrow<UriSyntaxException> { urn("a", "b") }.code() shouldBe "urn.nid.length"
    }

    test("edit keeps the parts as written and applies the block") {
        val original = "URN:Example:a%2cb?+r?=q#f".toUrn()
        original.edit { r = null; f = "g" }.toString() shouldBe "urn:Example:a%2cb?=q#g"
        original.edit { nss = "c d" }.toString() shouldBe "urn:Example:c%20d?+r?=q#f"
        original.edit { }.toString() shouldBe "urn:Example:a%2cb?+r?=q#f"
        "urn:example:w?=op=map&lat=39.56&lang=en".toUrn().edit { setParam("lat", "40"); removeParam("lang") }
            .toString() shouldBe "urn:example:w?=op=map&lat=40"
        original.edit { q = null } shouldBe original
    }

    test("a property reads its component as it stands, decoded, and writing it back changes nothing") {
        val original = "urn:example:a%2Cb?+r%3F?=x=%26#f%20g".toUrn()
        original.edit {
            nss shouldBe "a,b"
            r shouldBe "r?"
            q shouldBe "x=&"
            f shouldBe "f g"
        }
        original.edit { nss = nss; r = r; q = q; f = f }.toString() shouldBe original.toString()
        original.edit { r = "s"; r = r + "2" }.toString() shouldBe "urn:example:a%2Cb?+s2?=x=%26#f%20g"
        original.edit { nss = "a,b" }.toString() shouldBe original.toString()
        original.edit { nss = "a,c" }.toString() shouldBe "urn:example:a,c?+r%3F?=x=%26#f%20g"
        urn("example", "a") { r.shouldBeNull(); nss shouldBe "a" }
    }

    test("a component that is not UTF-8 has no decoded value: reading it throws rather than give U+FFFD") {
        shouldThrow<IllegalArgumentException> { "urn:example:a%FF".toUrn().edit { nss = nss } }
    }

    test("every property and call refuses an unpaired surrogate") {
        val original = "urn:example:a?+r?=n=1#f".toUrn()
        val edits: List<UrnBuilderScope.() -> Unit> = listOf(
            { nss = "\uD800" }, { r = "a\uDC00" }, { q = "\uDBFF" }, { f = "\uDFFFx" },
            { param("\uD800", "v") }, { param("n", "\uD800") }, { setParam("\uD800", null) }, { removeParam("\uD800") },
        )
        for (edit in edits) {
            shouldThrow<IllegalArgumentException> { original.edit(edit) }.message shouldContain "unpaired surrogate"
        }
        shouldThrow<IllegalArgumentException> { urn("example", "a\uD800") }.message shouldContain "unpaired surrogate"
    }

    test("q-component parameters destructure") {
        // RFC 8141 section 2.3.2's example.
        val weather = "urn:example:weather?=op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z".toUrn()
        weather.qParameters().map { (name, value) -> "$name:$value" } shouldBe
            listOf("op:map", "lat:39.56", "lon:-104.85", "datetime:1969-07-21T02:56:15Z")
        val (name, value) = "urn:example:a?=flag".toUrn().qParameters().single()
        name shouldBe "flag"
        value.shouldBeNull()
    }

    test("toUrnOrNull gives null for text that is not a URN") {
        "urn:a:b".toUrnOrNull().shouldBeNull()
        "urn:ab:c".toUrnOrNull()?.nid() shouldBe "ab"
    }

    test("the serializer writes the text and reads it back") {
        val book = Book(Urn.ofUuid(UUID.fromString("f81d4fae-7dec-11d0-a765-00a0c91e6bf6")))
        val json = Json.encodeToString(Book.serializer(), book)
        json shouldBe """{"id":"urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6"}"""
        Json.decodeFromString(Book.serializer(), json) shouldBe book
        Json.decodeFromString(Book.serializer(), """{"id":"URN:UUID:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6"}""") shouldBe book
        shouldThrow<SerializationException> { Json.decodeFromString(Book.serializer(), """{"id":"urn:ab:c?x"}""") }
        UrnSerializer.descriptor.serialName shouldBe "dev.urikit.urn.Urn"
    }
})
