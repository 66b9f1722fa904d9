package dev.urikit

import io.kotest.assertions.throwables.shouldThrow
import io.kotest.assertions.withClue
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.nulls.shouldBeNull
import io.kotest.matchers.shouldBe
import io.kotest.matchers.shouldNotBe
import io.kotest.matchers.string.shouldContain
import io.kotest.matchers.types.shouldBeInstanceOf
import io.kotest.matchers.types.shouldBeSameInstanceAs

/**
 * IRI references (RFC 3987 section 2.2): the grammar, the shapes, the errors, the mapping to URIs
 * (section 3.1) and back (section 3.2), and equality through the URIs (section 5.3).
 */
class IriSpec : FunSpec({

    val dns = DnsHostsTestScheme.registry()
    val empty = SchemeRegistry.empty()

    context("every URI reference parses unchanged as an IRI reference") {
        withData(
            nameFn = { "\"$it\"" },
            "http://example.com/a?b#c",
            "foo://u:p@[2001:db8::7]:8042/over/there?name=ferret#nose",
            "urn:example:animal:ferret:nose",
            "mailto:a@b?subject=x",
            "../a?b#c",
            "//h/p",
            "",
            "#f",
            "http://a/%C3%A4%2F?%20#%7e",
            "s://[v7.x]/",
        ) { text ->
            for (registry in listOf(empty, dns)) {
                val uri = UriReference.parse(text, registry)
                val iri = IriReference.parse(text, registry)
                iri.toString() shouldBe text
                iri.isUri shouldBe true
                iri.toUri().toString() shouldBe text
                iri.toUri() shouldBe uri
                iri.path() shouldBe uri.path()
                iri.query() shouldBe uri.query()
                iri.fragment() shouldBe uri.fragment()
                iri.scheme() shouldBe uri.scheme()
                iri.host shouldBe uri.host
            }
        }
    }

    test("the shapes of a URI reference: hierarchical, opaque, relative") {
        IriReference.parse("foo://bücher/ä", empty).shouldBeInstanceOf<HierarchicalIri>()
            .toUri().shouldBeInstanceOf<HierarchicalUri>()
        IriReference.parse("foo:/ä", empty).shouldBeInstanceOf<HierarchicalIri>().host().shouldBeNull()
        IriReference.parse("urn:x:straße", empty).shouldBeInstanceOf<OpaqueIri>()
            .toUri().shouldBeInstanceOf<OpaqueUri>()
        IriReference.parse("../straße", empty).shouldBeInstanceOf<RelativeIriReference>()
            .toUri().shouldBeInstanceOf<RelativeReference>()
        IriReference.parse("//bücher/", empty).shouldBeInstanceOf<RelativeIriReference>().host() shouldBe "bücher"
    }

    test("components as written, Unicode kept, with their decoded twins") {
        val iri = Iri.parse("foo://jürgen:pä@bücher.example:8080/a/ä%20b?q=ü&r=\uE000#frägment", empty)
            .shouldBeInstanceOf<HierarchicalIri>()
        iri.scheme() shouldBe "foo"
        iri.authority() shouldBe "jürgen:pä@bücher.example:8080"
        iri.userInfo() shouldBe "jürgen:pä"
        iri.host() shouldBe "bücher.example"
        iri.hostType() shouldBe HostType.REG_NAME
        iri.port() shouldBe "8080"
        iri.path() shouldBe "/a/ä%20b"
        iri.decodedPath() shouldBe "/a/ä b"
        iri.query() shouldBe "q=ü&r=\uE000"
        iri.decodedQuery() shouldBe "q=ü&r=\uE000"
        iri.fragment() shouldBe "frägment"
        iri.decodedFragment() shouldBe "frägment"
        iri.isUri shouldBe false
        iri.toUri().toString() shouldBe
            "foo://j%C3%BCrgen:p%C3%A4@b%C3%BCcher.example:8080/a/%C3%A4%20b?q=%C3%BC&r=%EE%80%80#fr%C3%A4gment"
    }

    context("ucschar in every component, iprivate only in the query") {
        // One "X" per template, where the character goes.
        val templates = listOf("s://uXser@h/p", "s://hXost/p", "s://h/pXath", "s:oXpaque",
            "s://h/p?qXuery", "s://h/p#fXrag", "//hXost/p", "rel/Xpath", "Xrel")
        val ucschars = listOf("\u00A0", "é", "\uD7FF", "\uF900", "\uFDCF", "\uFDF0", "\uFFEF", "\uD800\uDC00",
            "\uD83D\uDE00", "\uDB7F\uDFFD", "\uDB44\uDC00")
        test("ucschar is accepted everywhere it may stand") {
            for (template in templates) {
                for (c in ucschars) {
                    val text = template.replace("X", c)
                    withClue(text) { IriReference.parse(text, empty).toString() shouldBe text }
                }
            }
        }
        test("iprivate is accepted in the query and refused elsewhere, at its index") {
            for (c in listOf("\uE000", "\uF8FF", "\uDB80\uDC00", "\uDBFF\uDFFD")) {
                IriReference.parse("s://h/p?a${c}b", empty).query() shouldBe "a${c}b"
                for (template in templates.filter { !it.contains("?") }) {
                    val text = template.replace("X", c)
                    withClue(text) {
                        val e = shouldThrow<UriSyntaxException> { IriReference.parse(text, empty) }
                        e.index() shouldBe template.indexOf('X')
                        e.kind() shouldBe UriSyntaxException.Kind.INVALID_CHARACTER
                        IriReference.parseOrNull(text, empty).shouldBeNull()
                    }
                }
            }
        }
        test("what is neither is refused at its index with the URI parser's kind, also in the query") {
            // C1 controls, noncharacters, lone surrogates, the specials block's end, plane 14's start.
            val strangers = listOf("\u0080", "\u009F", "\uFDD0", "\uFFFE", "\uFFFF", "\uD800", "\uDC00",
                "\uD83F\uDFFE", "\uDB40\uDC01", " ", "<", "\"")
            for (template in templates + "s://h/p?qXuery") {
                for (c in strangers) {
                    val text = template.replace("X", c)
                    withClue("$text (${c.map { "U+%04X".format(it.code) }})") {
                        val e = shouldThrow<UriSyntaxException> { IriReference.parse(text, empty) }
                        e.index() shouldBe template.indexOf('X')
                        val uriError = shouldThrow<UriSyntaxException> { UriReference.parse(text, empty) }
                        e.kind() shouldBe uriError.kind()
                        e.index() shouldBe uriError.index()
                    }
                }
            }
        }
        test("a run of ucschar ends at the first character that is none, which is refused at its index") {
            val run = "é\u4E2D\uD83D\uDE00\uD7FF"
            for (template in templates) {
                // iprivate (U+E000) ends a run only outside the query.
                val strangers = listOf("\u0080", "\uFDD0", "\uFFFE", "\uD800", "\uDC00", " ") +
                    if (template.contains("?")) emptyList() else listOf("\uE000")
                for (c in strangers) {
                    val text = template.replace("X", run + c + "é")
                    withClue("$text (${c.map { "U+%04X".format(it.code) }})") {
                        val e = shouldThrow<UriSyntaxException> { IriReference.parse(text, empty) }
                        e.index() shouldBe template.indexOf('X') + run.length
                    }
                }
                val text = template.replace("X", run + "é")
                withClue(text) { IriReference.parse(text, empty).toString() shouldBe text }
            }
        }
        test("the scheme and the port stay ASCII, IP literals too") {
            shouldThrow<UriSyntaxException> { IriReference.parse("sé:/p", empty) }.kind() shouldBe
                UriSyntaxException.Kind.INVALID_SCHEME
            shouldThrow<UriSyntaxException> { IriReference.parse("s://h:8é/p", empty) }.index() shouldBe 7
            shouldThrow<UriSyntaxException> { IriReference.parse("s://[::é]/p", empty) }.kind() shouldBe
                UriSyntaxException.Kind.INVALID_IP_LITERAL
        }
    }

    test("an index counts UTF-16 units of the input: a character beyond the BMP counts two") {
        val e = shouldThrow<UriSyntaxException> { IriReference.parse("s://h/\uD800\uDF00\uD800\uDF01 x", empty) }
        e.index() shouldBe 10
        e.message shouldContain "U+0020"
        shouldThrow<UriSyntaxException> { IriReference.parse("s://h/é%zz", empty) }.let {
            it.kind() shouldBe UriSyntaxException.Kind.INVALID_PERCENT_ENCODING
            it.index() shouldBe 7
        }
    }

    test("Uri.parse and UriReference.parse still refuse what only an IRI holds") {
        shouldThrow<UriSyntaxException> { Uri.parse("https://bücher.example/", dns) }.index() shouldBe 9
        UriReference.parseOrNull("../ä", empty).shouldBeNull()
        Uri.parseOrNull("s:ä", empty).shouldBeNull()
    }

    test("Iri.parse requires a scheme; RelativeIriReference.parse refuses one") {
        shouldThrow<UriSyntaxException> { Iri.parse("../ä", empty) }.kind() shouldBe UriSyntaxException.Kind.MISSING_SCHEME
        Iri.parseOrNull("../ä", empty).shouldBeNull()
        RelativeIriReference.parse("../ä").path() shouldBe "../ä"
        shouldThrow<UriSyntaxException> { RelativeIriReference.parse("s:ä") }
    }

    context("to a URI (RFC 3987 section 3.1)") {
        test("a DNS host becomes its A-label, every other component UTF-8 percent-encoded") {
            Iri.parse("https://bücher.example/straße?q=ü", dns).toUri().toString() shouldBe
                "https://xn--bcher-kva.example/stra%C3%9Fe?q=%C3%BC"
            Iri.parse("http://jürgen@Bücher.example:8080/ä#ö", dns).toUri().toString() shouldBe
                "http://j%C3%BCrgen@xn--bcher-kva.example:8080/%C3%A4#%C3%B6"
        }
        test("percent-encoded UTF-8 beside Unicode in a DNS host is decoded before the A-labels are made") {
            Iri.parse("https://b%C3%BCcher.ä.example/", dns).toUri().toString() shouldBe
                "https://xn--bcher-kva.xn--4ca.example/"
            Iri.parse("https://ä.b%c3%bccher.example/", dns).toUri().toString() shouldBe
                "https://xn--4ca.xn--bcher-kva.example/"
        }
        test("the host of a scheme without DNS hosts, or of a relative reference, is percent-encoded") {
            Iri.parse("foo://bücher.example/", dns).toUri().toString() shouldBe "foo://b%C3%BCcher.example/"
            IriReference.parse("//bücher.example/", dns).toUri().toString() shouldBe "//b%C3%BCcher.example/"
            Iri.parse("https://bücher.example/", empty).toUri().toString() shouldBe "https://b%C3%BCcher.example/"
        }
        test("a character beyond the BMP is four octets") {
            Iri.parse("http://example.com/\uD800\uDF00\uD800\uDF01\uD800\uDF02", dns).toUri().toString() shouldBe
                "http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82"
        }
        test("the result is a URI the scheme checked: the host rules judge the A-label") {
            val uri = Iri.parse("https://bücher.example/", dns).toUri()
            uri.registeredScheme()?.name() shouldBe "https"
            Uri.parse(uri.toString(), dns) shouldBe uri
        }
        test("a host the mapping refuses names the label and the rule, at the label's index") {
            val e = shouldThrow<UriSyntaxException> { Iri.parse("https://ok.bü_cher.example/", dns) }
            e.kind() shouldBe UriSyntaxException.Kind.SCHEME_SPECIFIC
            e.scheme() shouldBe "https"
            e.code() shouldBe "https.host.idna"
            e.index() shouldBe 11
            e.message shouldContain "\"bü_cher\""
            e.message shouldContain "A-label"
            Iri.parseOrNull("https://ok.bü_cher.example/", dns).shouldBeNull()
        }
        test("a scheme's violation is reported at the index of the IRI, not of the URI") {
            val e = shouldThrow<UriSyntaxException> { Iri.parse("https://bücher.example:99999/ä", dns) }
            e.code() shouldBe "https.port.range"
            e.index() shouldBe 23
            val path = shouldThrow<UriSyntaxException> { Iri.parse("https:/ää/b", dns) }
            path.code() shouldBe "https.authority.missing"
            path.index() shouldBe 6
        }
        test("mapping is idempotent: a URI maps to itself, the same object") {
            val iri = Iri.parse("http://example.com/a", dns)
            iri.toUri().toString() shouldBe "http://example.com/a"
            Iri.parse(iri.toUri().toString(), dns).toUri() shouldBe iri.toUri()
        }
    }

    context("to an IRI for display (RFC 3987 section 3.2)") {
        withData(
            nameFn = { "${it.first} -> ${it.second}" },
            "http://example.com/D%C3%BCrst" to "http://example.com/Dürst",
            "http://example.com/D%c3%bcrst" to "http://example.com/Dürst",
            "http://example.com/D%FCrst" to "http://example.com/D%FCrst",
            "http://example.com/D%fcrst" to "http://example.com/D%FCrst",
            "http://example.com/%E2%80%AE" to "http://example.com/%E2%80%AE",
            "http://example.com/a%E2%80%8Fb" to "http://example.com/a%E2%80%8Fb",
            "http://example.com/%C2%A0%E3%80%80" to "http://example.com/%C2%A0%E3%80%80",
            "http://example.com/a%EF%BC%8Fb" to "http://example.com/a%EF%BC%8Fb",
            "http://example.com/a%E3%80%82b" to "http://example.com/a%E3%80%82b",
            "http://example.com/a%E2%88%95b" to "http://example.com/a%E2%88%95b",
            "http://example.com/%C2%80%EF%BF%BE" to "http://example.com/%C2%80%EF%BF%BE",
            "http://example.com/%EE%80%80?%EE%80%80" to "http://example.com/%EE%80%80?%EE%80%80",
            "http://example.com/%C0%AF%ED%A0%80" to "http://example.com/%C0%AF%ED%A0%80",
            "http://example.com/%F0%90%8C%80" to "http://example.com/\uD800\uDF00",
            "http://example.com/a%2Fb%20c%41%7e" to "http://example.com/a%2Fb%20c%41%7e",
            "http://example.com/%C3" to "http://example.com/%C3",
            "http://example.com/%C3%A4%C3" to "http://example.com/ä%C3",
            "http://us%C3%A9r@example.com/?q=%C3%BC#%C3%B6" to "http://usér@example.com/?q=ü#ö",
            "http://xn--bcher-kva.example/" to "http://bücher.example/",
            "http://xn--99zt52a.example.org/%e2%80%ae" to "http://\u7D0D\u8C46.example.org/%E2%80%AE",
            "http://xn--zz.example/" to "http://xn--zz.example/",
            "http://[::1]/%C3%A4" to "http://[::1]/ä",
            "foo://b%C3%BCcher/" to "foo://bücher/",
            "foo://xn--bcher-kva/" to "foo://xn--bcher-kva/",
            "urn:example:stra%C3%9Fe" to "urn:example:straße",
            "../stra%C3%9Fe?q=%C3%BC" to "../straße?q=ü",
        ) { (uri, iri) ->
            val ref = UriReference.parse(uri, dns)
            val display = ref.toIri()
            display.toString() shouldBe iri
            display.toUri() shouldBe ref
        }
        test("an A-label in upper case gives the U-label, in whatever case the mapping keeps") {
            val uri = Uri.parse("http://XN--BCHER-KVA.example/", dns)
            val iri = uri.toIri().shouldBeInstanceOf<HierarchicalIri>()
            iri.host()?.lowercase() shouldBe "bücher.example"
            iri.toUri() shouldBe uri
        }
        test("a URI with nothing to decode is its own IRI, text and object") {
            val uri = Uri.parse("http://example.com/a?b#c", dns)
            val iri = uri.toIri()
            iri.toString() shouldBeSameInstanceAs uri.toString()
            iri.toUri() shouldBeSameInstanceAs uri
        }
        test("the shapes are kept") {
            Uri.parse("http://h/%C3%A4", dns).toIri().shouldBeInstanceOf<HierarchicalIri>()
            Uri.parse("s:%C3%A4", dns).toIri().shouldBeInstanceOf<OpaqueIri>()
            RelativeReference.parse("%C3%A4").toIri().shouldBeInstanceOf<RelativeIriReference>()
        }
    }

    context("equality is the URIs' (RFC 3987 section 5.3)") {
        test("https://Bücher.example/ä and https://xn--bcher-kva.example/%C3%A4 are one HashSet entry") {
            val set = hashSetOf(
                Iri.parse("https://Bücher.example/ä", dns),
                Iri.parse("https://xn--bcher-kva.example/%C3%A4", dns),
                Iri.parse("https://bücher.example:443/%c3%a4", dns),
                Uri.parse("https://xn--bcher-kva.example/%C3%A4", dns).toIri(),
            )
            set.size shouldBe 1
        }
        test("groups: equal within, unequal across, same hash, compareTo agrees") {
            val groups = listOf(
                listOf("https://Bücher.example/ä", "https://xn--bcher-kva.example/%C3%A4", "HTTPS://bücher.EXAMPLE:443/%c3%a4"),
                listOf("https://bücher.example/a", "https://xn--bcher-kva.example/a"),
                listOf("foo://bücher/ä", "foo://b%C3%BCcher/%C3%A4", "FOO://b%c3%bccher/%c3%a4"),
                listOf("../ä", "../%C3%A4"),
            ).map { group -> group.map { IriReference.parse(it, dns) } }
            for ((g, group) in groups.withIndex()) {
                for (a in group) {
                    for ((h, other) in groups.withIndex()) {
                        for (b in other) {
                            withClue("$a vs $b") {
                                if (g == h) {
                                    a shouldBe b
                                    a.hashCode() shouldBe b.hashCode()
                                    a.compareTo(b) shouldBe 0
                                } else {
                                    a shouldNotBe b
                                    (a.compareTo(b) == 0) shouldBe false
                                }
                            }
                        }
                    }
                }
            }
        }
        test("EXACT compares the IRIs' text and never maps them (section 5.3.1)") {
            val a = Iri.parse("https://bücher.example/", dns)
            val b = Iri.parse("https://xn--bcher-kva.example/", dns)
            a.isEquivalentTo(b, Equivalence.EXACT) shouldBe false
            a.isEquivalentTo(Iri.parse("https://bücher.example/", dns), Equivalence.EXACT) shouldBe true
            a.isEquivalentTo(b, Equivalence.SYNTAX) shouldBe true
            a.isEquivalentTo(b, Equivalence.SCHEME) shouldBe true
        }
        test("an IRI is never equal to a URI object: they are different types") {
            (Iri.parse("http://a/", dns) as Any) shouldNotBe Uri.parse("http://a/", dns)
        }
    }
})
