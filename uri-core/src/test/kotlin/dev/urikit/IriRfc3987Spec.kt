package dev.urikit

import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import io.kotest.matchers.shouldNotBe

/**
 * Every example of RFC 3987 sections 3.1, 3.2, 5.3 and 6.4, each under its section. The RFC writes
 * non-ASCII characters in XML notation (`&#xE9;`); here they are the characters themselves. `http` and
 * `https` are a scheme with DNS hosts shaped like RFC 9110's ([DnsHostsTestScheme]).
 */
class IriRfc3987Spec : FunSpec({

    val registry = DnsHostsTestScheme.registry()
    fun iri(text: String) = IriReference.parse(text, registry)
    fun uri(text: String) = UriReference.parse(text, registry)

    context("section 3.1, Mapping of IRIs to URIs") {
        test("ireg-name of a scheme with domain names: ToASCII gives xn--rsum-bpad.example.org") {
            iri("http://résumé.example.org").toUri().toString() shouldBe "http://xn--rsum-bpad.example.org"
        }
        test("ireg-name of any other scheme: the straightforward conversion r%C3%A9sum%C3%A9.example.org") {
            iri("foo://résumé.example.org").toUri().toString() shouldBe "foo://r%C3%A9sum%C3%A9.example.org"
        }
        test("an IDN in the query is the server's business: it is percent-encoded like any query") {
            iri("http://validator.w3.org/check?uri=http%3A%2F%2Frésumé.example.org").toUri().toString() shouldBe
                "http://validator.w3.org/check?uri=http%3A%2F%2Fr%C3%A9sum%C3%A9.example.org"
        }
        test("existing percent-encodings and allowed characters are not encoded further") {
            iri("http://www.example.org/red%09rosé#red").toUri().toString() shouldBe
                "http://www.example.org/red%09ros%C3%A9#red"
        }
        test("characters beyond the BMP: the Old Italic letters") {
            iri("http://example.com/\uD800\uDF00\uD800\uDF01\uD800\uDF02").toUri().toString() shouldBe
                "http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82"
        }
        test("the mapping is an identity for URIs and idempotent") {
            val mapped = iri("http://www.example.org/red%09rosé#red").toUri().toString()
            iri(mapped).toUri().toString() shouldBe mapped
        }
        test("printable US-ASCII that URIs do not allow is not converted: the conversion fails") {
            for (text in listOf("http://example.org/a b", "http://example.org/<a>", "http://example.org/{a}|\\^`\"")) {
                IriReference.parseOrNull(text, registry) shouldBe null
            }
        }
    }

    context("section 3.2.1, Converting URIs to IRIs: examples") {
        test("%C3%BC is strictly legal UTF-8 and becomes U+00FC") {
            uri("http://www.example.org/D%C3%BCrst").toIri().toString() shouldBe "http://www.example.org/Dürst"
        }
        test("%FC is no UTF-8 sequence and is re-percent-encoded") {
            uri("http://www.example.org/D%FCrst").toIri().toString() shouldBe "http://www.example.org/D%FCrst"
        }
        test("%e2%80%ae, U+202E RIGHT-TO-LEFT OVERRIDE, is re-encoded; the A-label becomes its U-label") {
            uri("http://xn--99zt52a.example.org/%e2%80%ae").toIri().toString() shouldBe
                "http://\u7D0D\u8C46.example.org/%E2%80%AE"
        }
        test("each conversion maps back to the URI it came from") {
            for (text in listOf("http://www.example.org/D%C3%BCrst", "http://www.example.org/D%FCrst",
                "http://xn--99zt52a.example.org/%e2%80%ae")) {
                uri(text).toIri().toUri() shouldBe uri(text)
            }
        }
        test("section 3.2: r%E9sum%E9 is no UTF-8 and is not guessed as iso-8859-1") {
            uri("http://www.example.org/r%E9sum%E9.html").toIri().toString() shouldBe
                "http://www.example.org/r%E9sum%E9.html"
            iri("http://www.example.org/résumé.html").toUri() shouldNotBe uri("http://www.example.org/r%E9sum%E9.html")
        }
    }

    context("section 5.3, Comparison Ladder") {
        test("5.3.1: simple string comparison, without mapping to URIs") {
            iri("http://example.org/rosé").isEquivalentTo(iri("http://example.org/rosé"), Equivalence.EXACT) shouldBe true
            iri("http://example.org/rosé").isEquivalentTo(iri("http://example.org/ros%C3%A9"), Equivalence.EXACT) shouldBe
                false
        }
        test("5.3.2: syntax-based normalization makes these two equivalent") {
            val a = iri("example://a/b/c/%7Bfoo%7D/rosé")
            val b = iri("eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9")
            a.isEquivalentTo(b, Equivalence.SYNTAX) shouldBe true
            a shouldBe b
        }
        test("5.3.2.1: the scheme and an US-ASCII host are case-insensitive") {
            iri("HTTP://www.EXAMPLE.com/") shouldBe iri("http://www.example.com/")
        }
        test("5.3.2.2: character normalization is not applied: NFC and decomposed résumé differ") {
            iri("http://www.example.org/résumé.html") shouldNotBe iri("http://www.example.org/re\u0301sume\u0301.html")
        }
        test("5.3.2.3: ~user, %7euser and %7Euser are one") {
            val forms = listOf("http://example.org/~user", "http://example.org/%7euser", "http://example.org/%7Euser")
            forms.map { iri(it) }.toSet().size shouldBe 1
        }
        test("5.3.2.4: dot-segments are removed") {
            iri("http://example.org/a/./b/../ä") shouldBe iri("http://example.org/a/ä")
        }
        test("5.3.3: scheme-based normalization: four equivalent http IRIs, and \"?\" or \"#\" keep theirs apart") {
            val four = listOf("http://example.com", "http://example.com/", "http://example.com:/", "http://example.com:80/")
            four.map { iri(it) }.toSet().size shouldBe 1
            iri("http://example.com/?") shouldNotBe iri("http://example.com/")
            iri("http://example.com/#") shouldNotBe iri("http://example.com/")
        }
        test("5.3.3: an IDN and its punycode are equivalent: résumé.example.org and xn--rsum-bpad.example.org") {
            iri("http://résumé.example.org") shouldBe iri("http://xn--rsum-bpad.example.org")
        }
        test("5.3.4: protocol-based normalization is not done: data and data/ differ") {
            iri("http://example.com/data") shouldNotBe iri("http://example.com/data/")
        }
    }

    context("section 6.4, Use of UTF-8 for Encoding Original Characters") {
        test("r%C3%A9sum%C3%A9.html has the IRI résumé.html") {
            uri("http://www.example.org/r%C3%A9sum%C3%A9.html").toIri().toString() shouldBe
                "http://www.example.org/résumé.html"
            iri("http://www.example.org/résumé.html").toUri().toString() shouldBe
                "http://www.example.org/r%C3%A9sum%C3%A9.html"
        }
        test("r%E9sum%E9.html cannot be converted: not UTF-8") {
            uri("http://www.example.org/r%E9sum%E9.html").toIri().toString() shouldBe
                "http://www.example.org/r%E9sum%E9.html"
        }
        test("an iso-8859-1 path with a UTF-8 fragment converts only the fragment") {
            uri("http://www.example.org/r%E9sum%E9.xml#r%C3%A9sum%C3%A9").toIri().toString() shouldBe
                "http://www.example.org/r%E9sum%E9.xml#résumé"
        }
    }
})
