package dev.urikit.news

import dev.urikit.SchemeRegistry
import dev.urikit.Uri
import dev.urikit.urikitSerializersModule
import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.collections.shouldContain
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldStartWith
import kotlinx.serialization.Contextual
import kotlinx.serialization.Serializable
import kotlinx.serialization.SerializationException
import kotlinx.serialization.json.Json
import kotlinx.serialization.modules.plus

@Serializable
private data class NewsUriHolder(@Contextual val target: NewsUri)

@Serializable
private data class NntpUriHolder(@Contextual val target: NntpUri)

/** The contextual serializers of the module's views, merged with the core's. */
class NewsSerializersTest : FunSpec({

    val json = Json { serializersModule = urikitSerializersModule + newsSerializersModule }

    test("NewsUri is written as its text and read back through newsSerializersModule") {
        val holder = NewsUriHolder(NewsUri.parse("news:comp.lang"))
        val text = json.encodeToString(NewsUriHolder.serializer(), holder)
        text shouldBe """{"target":"news:comp.lang"}"""
        json.decodeFromString<NewsUriHolder>(text).target.toString() shouldBe "news:comp.lang"
    }

    test("a NewsUri of another scheme fails, naming the text, the type and the kind") {
        val e = shouldThrow<SerializationException> { json.decodeFromString<NewsUriHolder>("""{"target":"http://h/"}""") }
        e.message shouldStartWith "cannot read \"http://h/\" as NewsUri (SCHEME_SPECIFIC at index 0): "
    }

    test("NntpUri is written as its text and read back through newsSerializersModule") {
        val holder = NntpUriHolder(NntpUri.parse("nntp://news.example/comp.lang/7"))
        val text = json.encodeToString(NntpUriHolder.serializer(), holder)
        text shouldBe """{"target":"nntp://news.example/comp.lang/7"}"""
        json.decodeFromString<NntpUriHolder>(text).target.toString() shouldBe "nntp://news.example/comp.lang/7"
    }

    test("a NntpUri of another scheme fails, naming the text, the type and the kind") {
        val e = shouldThrow<SerializationException> { json.decodeFromString<NntpUriHolder>("""{"target":"news:comp.lang"}""") }
        e.message shouldStartWith "cannot read \"news:comp.lang\" as NntpUri (SCHEME_SPECIFIC at index 0): "
    }

    test("the scheme lists NewsUri among its view types, and makes one of its URIs") {
        val uri = Uri.parse("news:comp.lang")
        uri.registeredScheme()!!.viewTypes() shouldContain NewsUri::class.java
        SchemeRegistry.installed().viewTypes() shouldContain NewsUri::class.java
        uri.view(NewsUri::class.java)!!.toString() shouldBe "news:comp.lang"
    }

    test("the scheme lists NntpUri among its view types, and makes one of its URIs") {
        val uri = Uri.parse("nntp://news.example/comp.lang/7")
        uri.registeredScheme()!!.viewTypes() shouldContain NntpUri::class.java
        SchemeRegistry.installed().viewTypes() shouldContain NntpUri::class.java
        uri.view(NntpUri::class.java)!!.toString() shouldBe "nntp://news.example/comp.lang/7"
    }
})
