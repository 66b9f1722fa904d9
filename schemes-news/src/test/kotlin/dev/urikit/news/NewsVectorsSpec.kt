package dev.urikit.news

import dev.urikit.SchemeRegistry
import dev.urikit.testkit.KnownFailures
import dev.urikit.testkit.SchemeVectors
import dev.urikit.testkit.tests
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.nulls.shouldNotBeNull
import io.kotest.matchers.shouldBe
import kotlinx.serialization.json.JsonNull
import kotlinx.serialization.json.JsonPrimitive
import kotlinx.serialization.json.int
import kotlinx.serialization.json.jsonPrimitive
import kotlinx.serialization.json.long

/**
 * The news, snews, nntp and nntps cases of the conformance vectors at scheme level: normalize.json,
 * equivalence.json and schemes.json (RFC 5538, RFC 3986 section 6.2.3; the sources are named in each
 * case and in uri-testkit's vectors/SOURCES.md).
 */
class NewsVectorsSpec : FunSpec({
    include(
        SchemeVectors.tests(
            SchemeRegistry.builder().add(NewsSchemeProvider()).build(),
            setOf("news", "snews", "nntp", "nntps"),
            KnownFailures.load("known-failures/NewsVectorsSpec.txt"),
        ) { case, uri ->
            val expected = case.expected
            fun text(key: String): String? = (expected[key] as? JsonPrimitive)?.takeIf { it.isString }?.content
            if (case.kind == "news") {
                val view = uri.view(NewsUri::class.java).shouldNotBeNull()
                view.server() shouldBe text("server")
                view.port() shouldBe (expected["port"] as? JsonPrimitive)?.takeIf { it !is JsonNull }?.int
                view.kind().label() shouldBe text("kind")
                view.messageId() shouldBe text("message_id")
                view.newsgroup() shouldBe text("newsgroup")
                view.wildmat() shouldBe text("wildmat")
            } else {
                val view = uri.view(NntpUri::class.java).shouldNotBeNull()
                view.host() shouldBe text("host")
                view.port() shouldBe expected.getValue("port").jsonPrimitive.int
                view.group() shouldBe text("group")
                val article = expected.getValue("article_number")
                view.articleNumber() shouldBe if (article is JsonNull) null else article.jsonPrimitive.long
            }
        },
    )
})
