package dev.urikit.http

import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe

/** The http DSL's `query { }` reads what it holds, as [HttpUri.queryParameters] reads it, and takes a map. */
class HttpQueryScopeTest : FunSpec({

    test("get and values see the edits made so far, \"+\" read as a space") {
        val seen = mutableListOf<Any?>()
        val edited = HttpUri.parse("https://example.com/list?page=1&tag=a+b&tag=c").edit {
            query {
                seen.add(get("page"))
                seen.add(values("tag"))
                set("page", "2")
                seen.add(get("page"))
                seen.add(get("absent"))
            }
        }
        seen shouldBe listOf("1", listOf("a b", "c"), "2", null)
        edited.toString() shouldBe "https://example.com/list?tag=a+b&tag=c&page=2"
    }

    test("query(map) replaces the query, in the map's order") {
        HttpUri.parse("https://example.com/?old=1").edit { query(linkedMapOf("q" to "uri kit", "flag" to null)) }
            .toString() shouldBe "https://example.com/?q=uri%20kit&flag"
    }

    test("putAll sets each entry and keeps the others") {
        HttpUri.parse("https://example.com/?a=1&b=2").edit { query { putAll(mapOf("a" to "x", "c" to "y")) } }
            .toString() shouldBe "https://example.com/?b=2&a=x&c=y"
    }

    test("the view's properties read what its methods read") {
        val uri = "https://ann@example.com:8443/a/b%20c?q=uri+kit#top".toHttpUri()
        listOf(uri.scheme, uri.host, uri.port, uri.userInfo, uri.path, uri.query, uri.fragment) shouldBe
            listOf("https", "example.com", 8443, "ann", "/a/b%20c", "q=uri+kit", "top")
        uri.queryParameters.first("q") shouldBe "uri kit"
        uri.requestTarget shouldBe "/a/b%20c?q=uri+kit"
    }
})
