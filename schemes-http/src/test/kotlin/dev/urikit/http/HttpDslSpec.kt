package dev.urikit.http

import dev.urikit.QueryParameter
import dev.urikit.Uri
import dev.urikit.div
import dev.urikit.QueryStyle
import dev.urikit.component1
import dev.urikit.component2
import dev.urikit.queryParameters
import dev.urikit.toUri
import dev.urikit.view
import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import io.kotest.matchers.types.shouldBeInstanceOf
import kotlinx.serialization.Contextual
import kotlinx.serialization.Serializable
import kotlinx.serialization.SerializationException
import kotlinx.serialization.json.Json
import kotlinx.serialization.modules.SerializersModule
import kotlinx.serialization.modules.contextual

@Serializable
private data class Link(@Serializable(with = HttpUriSerializer::class) val href: HttpUri)

@Serializable
private data class ContextualLink(@Contextual val href: HttpUri)

/** The http DSL as a user writes it. */
class HttpDslSpec : FunSpec({

    test("httpUri builds from decoded components; a Unicode host becomes its A-label") {
        val uri = httpUri {
            scheme = "https"
            host = "bücher.example"
            port = 8443
            pathSegments("a b", "c/d")
            query { add("q", "1+1"); add("flag", null) }
            fragment = "top"
        }
        uri.toString() shouldBe "https://xn--bcher-kva.example:8443/a%20b/c%2Fd?q=1%2B1&flag#top"
        uri.unicodeHost() shouldBe "bücher.example"
        uri.host() shouldBe "xn--bcher-kva.example"
    }

    test("edit keeps what it does not touch as written") {
        val uri = HttpUri.parse("HTTPS://Example.COM/list/?page=1&utm_source=mail&x=%7e#Top")
        uri.edit { query { set("page", "2"); remove("utm_source") } }.toString() shouldBe
            "HTTPS://Example.COM/list/?x=%7e&page=2#Top"
        uri.edit { path("/a b/c/") }.toString() shouldBe "HTTPS://Example.COM/a%20b/c/?page=1&utm_source=mail&x=%7e#Top"
        uri.edit { port = 8080; fragment = null }.toString() shouldBe
            "HTTPS://Example.COM:8080/list/?page=1&utm_source=mail&x=%7e"
    }

    test("query(...) replaces the query") {
        HttpUri.parse("http://h/?a=1").edit { query("b" to "2") }.toString() shouldBe "http://h/?b=2"
    }

    test("parameters destructure") {
        val (name, value) = HttpUri.parse("http://h/?a%20b=c+d").queryParameters().asList().single()
        name shouldBe "a b"
        value shouldBe "c d"
    }

    test("queryParameters is the form reading of HttpUri.queryParameters(); the core's keeps the plus") {
        val uri = HttpUri.parse("https://h/s?q=a+b%2Bc&lang=en&flag&lang=fr")
        uri.queryParameters.asList() shouldBe listOf(
            QueryParameter("q", "a b+c"),
            QueryParameter("lang", "en"),
            QueryParameter("flag", null),
            QueryParameter("lang", "fr"),
        )
        uri.queryParameters shouldBe uri.queryParameters()
        uri.queryParameters.values("lang") shouldBe listOf("en", "fr")
        val pairs = mutableListOf<String>()
        for ((name, value) in uri.queryParameters) pairs += "$name=$value"
        pairs shouldBe listOf("q=a b+c", "lang=en", "flag=null", "lang=fr")
        uri.toUri().queryParameters shouldBe uri.queryParameters
        uri.toUri().queryParameters(QueryStyle.RFC3986).first("q") shouldBe "a+b+c"
        HttpUri.parse("https://h/").queryParameters.isEmpty shouldBe true
    }

    test("what the builder writes, queryParameters reads back") {
        val written = listOf("a b" to "1+1", "x&y" to "=", "flag" to null, "é" to "€")
        val builder = HttpUri.builder().scheme("https").host("h")
        written.forEach { (name, value) -> builder.addQueryParameter(name, value) }
        val uri = builder.build()
        uri.toString() shouldBe "https://h?a%20b=1%2B1&x%26y=%3D&flag&%C3%A9=%E2%82%AC"
        uri.queryParameters.map { (name, value) -> name to value } shouldBe written
        uri.edit { query { remove("x&y") } }.queryParameters.map { it.name() } shouldBe listOf("a b", "flag", "é")
    }

    test("view is reified") {
        "http://h/x".toUri().view<HttpUri>().shouldBeInstanceOf<HttpUri>()
        ("http://h/x".toUri() / "y").toString() shouldBe "http://h/x/y"
    }

    test("the serializer writes the text and refuses what parse refuses") {
        val json = Json.encodeToString(Link.serializer(), Link(HttpUri.parse("http://h/a")))
        json shouldBe """{"href":"http://h/a"}"""
        Json.decodeFromString(Link.serializer(), json).href shouldBe HttpUri.parse("http://h/a")
        shouldThrow<SerializationException> { Json.decodeFromString(Link.serializer(), """{"href":"http:x"}""") }
    }

    test("the serializer works as a contextual one") {
        val json = Json { serializersModule = SerializersModule { contextual(HttpUriSerializer) } }
        val text = json.encodeToString(ContextualLink.serializer(), ContextualLink(HttpUri.parse("https://h/a?b")))
        text shouldBe """{"href":"https://h/a?b"}"""
        json.decodeFromString(ContextualLink.serializer(), text).href.toString() shouldBe "https://h/a?b"
    }

    test("a missing host is refused") {
        shouldThrow<IllegalStateException> { httpUri { scheme = "http" } }
    }
})
