package dev.urikit

import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe

/**
 * `queryParameter`, `queryParameterValues` and `queryParameterNames` on any reference, in both [QueryStyle]s,
 * and the DSL's `query { }` reading back what it holds. Expected values are worked out by hand from the form
 * convention (WHATWG URL Standard section 5: split at `"&"`, then at the first `"="`, `"+"` a space, then
 * percent-decoding) and from RFC 3986 section 3.4 (a query is opaque; `"+"` is a sub-delim that stands for itself).
 */
class QueryReadingSpec : FunSpec({

    val none = SchemeRegistry.empty()

    context("one name read in both styles") {
        data class Case(val query: String, val name: String, val form: List<String?>, val rfc3986: List<String?>)
        withData(
            nameFn = { "?${it.query} [${it.name}]" },
            Case("q=a+b", "q", listOf("a b"), listOf("a+b")),
            Case("q=a%2Bb", "q", listOf("a+b"), listOf("a+b")),
            Case("q=a%20b", "q", listOf("a b"), listOf("a b")),
            Case("q=1+1%3D2", "q", listOf("1 1=2"), listOf("1+1=2")),
            Case("a+b=1", "a b", listOf("1"), emptyList()),
            Case("a+b=1", "a+b", emptyList(), listOf("1")),
            Case("q=", "q", listOf(""), listOf("")),
            Case("q", "q", listOf(null), listOf(null)),
            Case("q=1&q&q=&q=2", "q", listOf("1", null, "", "2"), listOf("1", null, "", "2")),
            Case("&&q=1&&", "q", listOf("1"), listOf("1")),
            Case("=1", "", listOf("1"), listOf("1")),
            Case("Q=1", "q", emptyList(), emptyList()),
            Case("q%3D=1", "q=", listOf("1"), listOf("1")),
            Case("q=a=b", "q", listOf("a=b"), listOf("a=b")),
            // RFC 3986 section 3.4: "/" and "?" may appear in a query as data.
            Case("objectClass?one", "objectClass?one", listOf(null), listOf(null)),
            Case("next=/a/b?c", "next", listOf("/a/b?c"), listOf("/a/b?c")),
            Case("e=%C3%A9", "e", listOf("\u00e9"), listOf("\u00e9")),
        ) { (query, name, form, rfc3986) ->
            val uri = Uri.parse("s://h/p?$query#q=fragment", none)
            uri.queryParameterValues(name) shouldBe form
            uri.queryParameter(name) shouldBe form.firstOrNull()
            uri.queryParameters(QueryStyle.FORM).values(name) shouldBe form
            uri.queryParameters(QueryStyle.RFC3986).values(name) shouldBe rfc3986
            uri.queryParameters(QueryStyle.RFC3986).first(name) shouldBe rfc3986.firstOrNull()
        }
    }

    context("names in order of first appearance") {
        data class Case(val reference: String, val names: List<String>)
        withData(
            nameFn = { it.reference },
            Case("s://h/?b=1&a=2&b=3", listOf("b", "a")),
            Case("s://h/?a+b&a%20b=1&c", listOf("a b", "c")),
            Case("s://h/?&&", emptyList()),
            Case("s://h/?", emptyList()),
            Case("s://h/", emptyList()),
            Case("s://h/#a=1", emptyList()),
            Case("mailto:a@example.com?subject=Hi&body=x", listOf("subject", "body")),
            Case("../list?page=2&sort", listOf("page", "sort")),
            Case("?x=1", listOf("x")),
        ) { (reference, names) ->
            UriReference.parse(reference, none).queryParameterNames() shouldBe names
        }
    }

    test("absent and present-without-value both read null; queryParameterValues tells them apart") {
        val uri = Uri.parse("s://h/?flag", none)
        uri.queryParameter("flag") shouldBe null
        uri.queryParameter("other") shouldBe null
        uri.queryParameterValues("flag") shouldBe listOf(null)
        uri.queryParameterValues("other") shouldBe emptyList()
    }

    test("the Kotlin property reads what the Java method reads") {
        val uri = "s://h/?a=1+2&b".toUri()
        uri.queryParameters shouldBe uri.queryParameters()
        uri.queryParameters.toString() shouldBe "[a=1 2, b]"
        val (name, value) = uri.queryParameters.asList().first()
        name shouldBe "a"
        value shouldBe "1 2"
    }

    test("QueryStyle.decode reads one name or value") {
        QueryStyle.FORM.decode("a+b%2B%20") shouldBe "a b+ "
        QueryStyle.RFC3986.decode("a+b%2B%20") shouldBe "a+b+ "
        QueryStyle.FORM.decode("%FF") shouldBe "\ufffd"
    }

    test("QueryParameters.parse reads a query as written") {
        QueryParameters.parse("a=1&b", QueryStyle.FORM).toString() shouldBe "[a=1, b]"
        QueryParameters.parse(null, QueryStyle.FORM).isEmpty shouldBe true
        QueryParameters.parse("", QueryStyle.RFC3986).size() shouldBe 0
    }

    context("the DSL's query { } reads what it holds") {
        test("get and values see the edits made so far") {
            val seen = mutableListOf<Any?>()
            val edited = Uri.parse("s://h/list?page=1&tag=a&tag=b+c", none).edit {
                query {
                    seen.add(get("page"))
                    seen.add(values("tag"))
                    set("page", "${get("page")!!.toInt() + 1}")
                    seen.add(get("page"))
                    remove("tag")
                    seen.add(get("tag"))
                }
            }
            seen shouldBe listOf("1", listOf("a", "b c"), "2", null)
            edited.toString() shouldBe "s://h/list?page=2"
        }

        test("get in a block that builds a new URI") {
            var read: String? = "unset"
            uri {
                scheme = "s"
                host = "h"
                query {
                    read = get("q")
                    add("q", "x y")
                }
            }.toString() shouldBe "s://h?q=x%20y"
            read shouldBe null
        }

        test("query(map) replaces the query, in the map's order") {
            val built = Uri.parse("s://h/?old=1", none).edit { query(linkedMapOf("q" to "uri kit", "flag" to null, "n" to "1+1")) }
            built.toString() shouldBe "s://h/?q=uri%20kit&flag&n=1%2B1"
            built.queryParameter("n") shouldBe "1+1"
        }

        test("putAll sets each entry, keeping the others") {
            val edited = Uri.parse("s://h/?a=1&b=2&a=3", none).edit {
                query { putAll(mapOf("a" to "x", "c" to null)) }
            }
            edited.toString() shouldBe "s://h/?b=2&a=x&c"
        }

        test("remove compares names as they read: a+b and a%20b are both named \"a b\"") {
            val edited = Uri.parse("s://h/?a+b=1&a%20b=2&a%2Bb=3", none).edit { query { remove("a b") } }
            edited.toString() shouldBe "s://h/?a%2Bb=3"
        }
    }
})
