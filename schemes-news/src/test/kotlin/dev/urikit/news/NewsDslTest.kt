package dev.urikit.news

import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import kotlinx.serialization.Serializable
import kotlinx.serialization.SerializationException
import kotlinx.serialization.json.Json

@Serializable
private data class Post(
    @Serializable(with = NewsUriSerializer::class) val link: NewsUri,
    @Serializable(with = NntpUriSerializer::class) val article: NntpUri,
)

/** The Kotlin DSL and the serializers of [NewsUri] and [NntpUri]. */
class NewsDslTest : FunSpec({

    test("newsUri builds each kind") {
        newsUri { server = "news.example"; wildmat("example.group.th?se") }.toString() shouldBe
            "news://news.example/example.group.th%3Fse"
        newsUri { messageId("1234@example.org") }.toString() shouldBe "news:1234@example.org"
        newsUri { scheme = "snews"; server = "h.example"; port = 8563; wildmat("comp.*") }.toString() shouldBe
            "snews://h.example:8563/comp.*"
        newsUri { server = "h.example"; serverDefault(); fragment = "a b" }.toString() shouldBe "news://h.example/#a%20b"
        shouldThrow<IllegalStateException> { newsUri { } }
    }

    test("edit starts from the URI and reads its values") {
        val source = NewsUri.parse("news://H.Example:8119/comp.lang#top")
        source.edit {
            server shouldBe "h.example"
            port shouldBe 8119
            fragment shouldBe "top"
            port = null
            newsgroup("comp.lang.java")
        }.toString() shouldBe "news://H.Example/comp.lang.java#top"
        source.edit { server = null }.toString() shouldBe "news:comp.lang#top"
        val withUser = NewsUri.parse("news://ann@h.example/comp.lang")
        withUser.edit {
            userInfo shouldBe "ann"
            newsgroup("comp.lang.java")
        }.toString() shouldBe "news://ann@h.example/comp.lang.java"
        withUser.edit { server = null; userInfo shouldBe null }.toString() shouldBe "news:comp.lang"
        newsUri { userInfo = "a b"; server = "h.example"; newsgroup("g") }.toString() shouldBe "news://a%20b@h.example/g"
    }

    test("nntpUri and edit") {
        nntpUri { host = "news.example"; group = "example.group.n/a"; articleNumber = 12345 }.toString() shouldBe
            "nntp://news.example/example.group.n%2Fa/12345"
        val source = NntpUri.parse("nntps://h.example/comp.lang/41")
        source.edit {
            scheme shouldBe "nntps"
            group shouldBe "comp.lang"
            articleNumber shouldBe 41L
            articleNumber = articleNumber!! + 1
        }.toString() shouldBe "nntps://h.example/comp.lang/42"
        source.edit { articleNumber = null }.toString() shouldBe "nntps://h.example/comp.lang"
        NntpUri.parse("nntp://ann@h.example/g/1").edit {
            userInfo shouldBe "ann"
            userInfo = null
        }.toString() shouldBe "nntp://h.example/g/1"
        nntpUri { userInfo = "ann"; host = "h.example"; group = "g" }.toString() shouldBe "nntp://ann@h.example/g"
        shouldThrow<IllegalStateException> { nntpUri { host = "h.example" } }
    }

    test("the serializers write the text and read it back, refusing other URIs") {
        val post = Post(NewsUri.parse("news:comp.lang"), NntpUri.parse("nntp://h.example/comp.lang/7"))
        val json = Json.encodeToString(Post.serializer(), post)
        json shouldBe """{"link":"news:comp.lang","article":"nntp://h.example/comp.lang/7"}"""
        Json.decodeFromString(Post.serializer(), json) shouldBe post
        shouldThrow<SerializationException> {
            Json.decodeFromString(NntpUriSerializer, "\"nntp://h.example/comp.lang/x\"")
        }
        shouldThrow<SerializationException> { Json.decodeFromString(NewsUriSerializer, "\"nntp://h.example/g\"") }
        NewsUriSerializer.descriptor.serialName shouldBe "dev.urikit.news.NewsUri"
        NntpUriSerializer.descriptor.serialName shouldBe "dev.urikit.news.NntpUri"
    }
})
