@file:OptIn(io.kotest.common.ExperimentalKotest::class) // a fixed seed (PropTestConfig.seed) is an experimental Kotest API

package dev.urikit.http

import dev.urikit.QueryStyle
import dev.urikit.Uri
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import io.kotest.property.Arb
import io.kotest.property.PropTestConfig
import io.kotest.property.arbitrary.element
import io.kotest.property.arbitrary.list
import io.kotest.property.arbitrary.map
import io.kotest.property.checkAll
import java.net.URLDecoder
import java.nio.charset.StandardCharsets

/**
 * An [HttpUri] and the generic reading of its [Uri] agree on every query, in both styles, and both agree with
 * `java.net.URLDecoder` (an independent decoder of `application/x-www-form-urlencoded`) where it applies.
 */
class QueryReadingAgreementSpec : FunSpec({

    val config = PropTestConfig(seed = 2025_3_4L, iterations = 1_000)
    // Raw pieces of a query: separators, both spellings of a space and of a plus, UTF-8 triplets, "/" and "?".
    val pieces = Arb.element("a", "Q", "&", "=", "+", "%2B", "%20", "%26", "%3D", "%C3%A9", "%E2%82%AC", "/", "?", "&&", "")
    val queries = Arb.list(pieces, 0..10).map { it.joinToString("") }

    /** The pairs as URLDecoder reads each name and value, after splitting as the form convention does. */
    fun oracle(query: String, style: QueryStyle): List<Pair<String, String?>> =
        query.split('&').filter { it.isNotEmpty() }.map { piece ->
            val decode = { raw: String ->
                URLDecoder.decode(if (style == QueryStyle.RFC3986) raw.replace("+", "%2B") else raw, StandardCharsets.UTF_8)
            }
            val equals = piece.indexOf('=')
            if (equals < 0) decode(piece) to null else decode(piece.substring(0, equals)) to decode(piece.substring(equals + 1))
        }

    test("HttpUri and Uri read the same parameters, and URLDecoder agrees") {
        checkAll(config, queries) { query ->
            val text = "https://example.com/p?$query#f"
            val view = HttpUri.parse(text)
            val uri = Uri.parse(text)
            view.queryParameters() shouldBe uri.queryParameters()
            for (style in QueryStyle.values()) {
                view.queryParameters(style) shouldBe uri.queryParameters(style)
                uri.queryParameters(style).asList().map { it.name() to it.value() } shouldBe oracle(query, style)
            }
            view.queryParameterNames() shouldBe uri.queryParameterNames()
            for (name in uri.queryParameterNames()) {
                view.queryParameter(name) shouldBe uri.queryParameter(name)
                view.queryParameterValues(name) shouldBe uri.queryParameterValues(name)
            }
        }
    }

    test("without a \"+\" in the query, the two styles read alike") {
        checkAll(config, queries) { query ->
            val uri = Uri.parse("https://example.com/?${query.replace("+", "")}")
            uri.queryParameters(QueryStyle.RFC3986) shouldBe uri.queryParameters(QueryStyle.FORM)
        }
    }

    test("the builder's view of its query reads what the built URI reads") {
        checkAll(config, queries) { query ->
            val builder = HttpUri.parse("https://example.com/?$query").toBuilder()
            builder.queryParameters() shouldBe builder.build().queryParameters()
        }
    }
})
