package dev.urikit.http

import dev.urikit.QueryStyle
import dev.urikit.QueryParameter
import dev.urikit.Uri
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import io.kotest.property.Arb
import io.kotest.property.arbitrary.Codepoint
import io.kotest.property.arbitrary.ascii
import io.kotest.property.arbitrary.filter
import io.kotest.property.arbitrary.int
import io.kotest.property.arbitrary.list
import io.kotest.property.arbitrary.of
import io.kotest.property.arbitrary.string
import io.kotest.property.arbitrary.withEdgecases
import io.kotest.property.checkAll

/** Properties of the builder's encoding and of normalization, over generated values. */
class HttpUriPropertiesSpec : FunSpec({

    val tricky = Arb.of("/", "?", "#", "&", "=", "+", "%", "%2F", " ", "é", "€", "\u0000", "..", ".", "a b", "%20+")
    val text = Arb.string(0..12, Codepoint.ascii()).withEdgecases("", "+", "%", "&=", " ")

    test("a path segment reads back as it was given") {
        val segment = text.filter { it.isNotEmpty() && it != "." && it != ".." }
        checkAll(300, Arb.list(segment, 1..4)) { segments ->
            val builder = HttpUri.builder().scheme("http").host("example.com")
            segments.forEach { builder.addPathSegment(it) }
            builder.build().pathSegments() shouldBe segments
        }
    }

    test("a query parameter reads back the same in both styles") {
        checkAll(300, text, text) { name, value ->
            val uri = HttpUri.builder().scheme("https").host("h").addQueryParameter(name, value).build()
            for (style in QueryStyle.values()) {
                uri.queryParameters(style).asList() shouldBe listOf(QueryParameter(name, value))
            }
        }
    }

    test("delimiters and look-alikes in values never change the host") {
        checkAll(200, tricky, tricky) { a, b ->
            val uri = HttpUri.builder().scheme("http").host("good.example")
                .addPathSegment(if (a == "." || a == "..") "x$a" else a)
                .addQueryParameter(a, b).fragment(b).build()
            uri.host() shouldBe "good.example"
            Uri.parse(uri.toString()).view(HttpUri::class.java)?.host() shouldBe "good.example"
        }
    }

    test("normalization is idempotent and keeps equivalence") {
        val hosts = Arb.of("Example.COM", "ex%41mple.com", "192.0.2.1", "[2001:DB8::1]", "_a.b.")
        val paths = Arb.of("", "/", "/a/../b", "/%7e/./c", "/a%2Fb", "/A?q=%7E", "?x#y")
        checkAll(200, Arb.of("http", "HTTPS", "Ws"), hosts, Arb.int(0..65535), paths) { scheme, host, port, path ->
            val uri = Uri.parse("$scheme://$host:$port$path".replace("#y", if (scheme == "Ws") "" else "#y"))
            val normalized = uri.normalize()
            normalized.normalize().toString() shouldBe normalized.toString()
            (normalized == uri) shouldBe true
            normalized.hashCode() shouldBe uri.hashCode()
        }
    }
})
