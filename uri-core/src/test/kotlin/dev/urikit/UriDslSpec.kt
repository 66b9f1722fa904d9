package dev.urikit

import dev.urikit.spi.Scheme
import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.nulls.shouldBeNull
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldContain

/** A scheme whose path is a flat name, not a hierarchy. */
private object FlatScheme : Scheme {
    override fun name() = "flat"
    override fun hasHierarchicalPath() = false
}

/** A scheme whose hosts are DNS names, as http's are. */
private object DnsScheme : Scheme {
    override fun name() = "dns-test"
    override fun hasDnsHosts() = true
}

/** The Kotlin DSL as a user writes it: editing, views, properties, replacing versus appending. */
class UriDslSpec : FunSpec({

    val registry = SchemeRegistry.builder().add(FlatScheme).add(DnsScheme).build()

    context("Unicode hosts") {
        test("a scheme with DNS hosts gets the IDNA A-label") {
            uri { this.registry = registry; scheme = "dns-test"; host = "bücher.example" }.toString() shouldBe
                "dns-test://xn--bcher-kva.example"
            Uri.parse("dns-test://a/p", registry).edit { host = "Bücher.example" }.toString() shouldBe
                "dns-test://xn--bcher-kva.example/p"
        }
        test("another scheme gets percent-encoded UTF-8 (RFC 3986 section 3.2.2)") {
            uri { this.registry = registry; scheme = "flat"; host = "bücher.example" }.toString() shouldBe
                "flat://b%C3%BCcher.example"
        }
        test("a name IDNA refuses is refused") {
            shouldThrow<IllegalStateException> { uri { this.registry = registry; scheme = "dns-test"; host = "a\u3002b_c\u00e9" } }
        }
    }

    context("edit") {
        test("keeps everything it does not touch as written") {
            val uri = Uri.parse("HTTP://u%41@Example.COM:80/a%7e/b?page=1&utm_source=x&q=%2f#Top", SchemeRegistry.empty())
            val edited = uri.edit {
                host = "example.org"
                query { set("page", "2"); remove("utm_source") }
            }
            edited.toString() shouldBe "HTTP://u%41@example.org:80/a%7e/b?q=%2f&page=2#Top"
        }
        test("properties start as the edited URI's decoded components") {
            val uri = Uri.parse("http://us%20er@[::1]:8080/p?q#f%20g", SchemeRegistry.empty())
            uri.edit {
                scheme shouldBe "http"
                userInfo shouldBe "us er"
                port shouldBe 8080
                fragment shouldBe "f g"
                port = null
                fragment = null
            }.toString() shouldBe "http://us%20er@[::1]/p?q"
        }
        test("query(...) replaces the query, query { } edits it, the same inside uri { }") {
            val uri = Uri.parse("s://h/?a=1&b=2", SchemeRegistry.empty())
            uri.edit { query("c" to "3") }.toString() shouldBe "s://h/?c=3"
            uri.edit { query { add("c", null) } }.toString() shouldBe "s://h/?a=1&b=2&c"
            uri.edit { query { clear() } }.toString() shouldBe "s://h/"
            uri {
                scheme = "s"; host = "h"; path("/")
                query { add("a", "1"); add("b", "2"); remove("a"); set("b", "3") }
            }.toString() shouldBe "s://h/?b=3"
        }
        test("path(...) replaces the path, addPathSegment appends") {
            val uri = Uri.parse("s://h/x/y?q", SchemeRegistry.empty())
            uri.edit { path("/a b/c") }.toString() shouldBe "s://h/a%20b/c?q"
            uri.edit { pathSegments("a/b", "c") }.toString() shouldBe "s://h/a%2Fb/c?q"
            uri.edit { addPathSegment("z") }.toString() shouldBe "s://h/x/y/z?q"
        }
        test("a reference can be edited into a relative one") {
            val ref: UriReference = Uri.parse("s://h/p", SchemeRegistry.empty())
            ref.edit { scheme = null }.toString() shouldBe "//h/p"
        }
    }

    context("/") {
        test("appends one encoded segment to a hierarchical path") {
            (Uri.parse("s://h/a?q", SchemeRegistry.empty()) / "b c").toString() shouldBe "s://h/a/b%20c?q"
        }
        test("refuses an opaque URI instead of appending silently") {
            shouldThrow<IllegalArgumentException> { Uri.parse("mailto:a@b", SchemeRegistry.empty()) / "x" }
                .message shouldContain "opaque"
        }
        test("refuses a scheme whose path is not a hierarchy") {
            shouldThrow<IllegalArgumentException> { Uri.parse("flat:/a", registry) / "x" }
                .message shouldContain "flat"
        }
        test("refuses dot-segments") {
            shouldThrow<IllegalArgumentException> { Uri.parse("s://h/a", SchemeRegistry.empty()) / ".." }
        }
    }

    context("properties") {
        test("read the components as written") {
            val uri: UriReference = Uri.parse("S://H%41:81/a%2Fb/c?q=1#f", SchemeRegistry.empty())
            uri.scheme shouldBe "S"
            uri.host shouldBe "H%41"
            uri.port shouldBe 81
            uri.path shouldBe "/a%2Fb/c"
            uri.pathSegments shouldBe listOf("a/b", "c")
            uri.query shouldBe "q=1"
            uri.fragment shouldBe "f"
        }
        test("are null where a component cannot be") {
            val opaque: UriReference = Uri.parse("urn:x:y", SchemeRegistry.empty())
            opaque.host.shouldBeNull()
            opaque.port.shouldBeNull()
            "../a".toUriReference().scheme.shouldBeNull()
        }
    }

    context("view") {
        test("is reified and null when the scheme offers no such view") {
            Uri.parse("s://h/", SchemeRegistry.empty()).view<String>().shouldBeNull()
        }
    }
})
