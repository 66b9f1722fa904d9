package dev.urikit.text

import dev.urikit.UriSyntaxException
import dev.urikit.text.UriCandidate.Kind
import dev.urikit.text.UriExtractor.Option
import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.collections.shouldBeEmpty
import io.kotest.matchers.collections.shouldHaveSize
import io.kotest.matchers.shouldBe
import io.kotest.matchers.types.shouldBeInstanceOf

/**
 * What [UriExtractor] finds in running text and where: RFC 3986 Appendix C (delimiters, the "URL:"
 * prefix, whitespace and line breaks, the hyphen rule), the punctuation and bracket rules that
 * autolink-java, twitter-text and linkify-it document, IRIs, the options, and rejected candidates.
 */
class UriExtractorSpec : FunSpec({

    val plain = extractor()

    test("RFC 3986 Appendix C: the example text contains exactly its three URI references") {
        val text = """
            Yes, Jim, I found it under "http://www.w3.org/Addressing/",
            but you can probably pick it up from <ftp://foo.example.
            com/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/
            ietf/uri/historical.html#WARNING>.
        """.trimIndent()
        val matches = plain.extract(text)
        matches.map { it.uri().toString() } shouldBe listOf(
            "http://www.w3.org/Addressing/",
            "ftp://foo.example.com/rfc/",
            "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING",
        )
        matches.map { it.kind() } shouldBe listOf(Kind.QUOTED, Kind.ANGLE_BRACKETS, Kind.ANGLE_BRACKETS)
        matches[1].text() shouldBe "ftp://foo.example.\ncom/rfc/"
        text.substring(matches[1].start().toInt(), matches[1].end().toInt()) shouldBe matches[1].text()
    }

    context("delimited URIs: angle brackets, the URL: prefix, quotes, whitespace inside") {
        withData(
            nameFn = { (text, _) -> text.replace("\n", "\\n") },
            "<http://example.com/>" to listOf("http://example.com/"),
            "<URL:http://example.com/>" to listOf("http://example.com/"),
            "<url: http://example.com/>" to listOf("http://example.com/"),
            "<Url:\n    http://example.com/>" to listOf("http://example.com/"),
            "<  http://example.com/  >" to listOf("http://example.com/"),
            "\"http://example.com/\"" to listOf("http://example.com/"),
            "<http://example.com/a b\tc>" to listOf("http://example.com/abc"),
            "\"http://example.com/a-\n   b\"" to listOf("http://example.com/a-b"),
            "\"http://example.com/a\n   /b\"" to listOf("http://example.com/a/b"),
            "<http://example.com/a-\r\n   b>" to listOf("http://example.com/a-b"),
            "<http://example.com/a.>" to listOf("http://example.com/a."),
            "\"http://example.com/it's\"" to listOf("http://example.com/it's"),
            "<urn:isbn:0451450523>" to listOf("urn:isbn:0451450523"),
            "<foo:bar> is no scheme of the registry" to emptyList(),
            "<URL:foo:bar> says it is a URI" to listOf("foo:bar"),
            "<b>bold</b> and <br/>" to emptyList(),
            "if a < b and c > d" to emptyList(),
            "\"say http://example.com/ now\"" to listOf("http://example.com/"),
            "\"http://example.com/ a\"" to listOf("http://example.com/"),
            "<http://example.com/ unterminated" to listOf("http://example.com/"),
            "\"http://example.com/a\" and \"http://example.com/b\"" to listOf("http://example.com/a", "http://example.com/b"),
            "<<http://example.com/>>" to listOf("http://example.com/"),
        ) { (text, uris) -> plain.uris(text) shouldBe uris }
    }

    context("where a bare URI ends: trailing punctuation, quotes, apostrophes") {
        withData(
            nameFn = { (text, _) -> text },
            "http://example.com/." to "http://example.com/",
            "http://example.com/, next" to "http://example.com/",
            "http://example.com/;" to "http://example.com/",
            "see http://example.com/:" to "http://example.com/",
            "http://example.com/!" to "http://example.com/",
            "http://example.com/?" to "http://example.com/",
            "http://example.com/a?b=c." to "http://example.com/a?b=c",
            "http://example.com/...?!" to "http://example.com/",
            "'http://example.com/'" to "http://example.com/",
            "\"http://example.com/a b\"" to "http://example.com/a",
            "“http://example.com/”" to "http://example.com/",
            "«http://example.com/»" to "http://example.com/",
            "http://example.com/a.b" to "http://example.com/a.b",
            "http://example.com/a#frag." to "http://example.com/a#frag",
            "https://example.com/a|b" to "https://example.com/a",
            "http://example.com/—next" to "http://example.com/",
            "HTTP://EXAMPLE.COM/" to "HTTP://EXAMPLE.COM/",
            "url:http://example.com/" to "http://example.com/",
        ) { (text, uri) -> plain.uris(text) shouldBe listOf(uri) }
    }

    context("a closing bracket is part of a bare URI only when balanced inside it") {
        withData(
            nameFn = { (text, _) -> text },
            "https://en.wikipedia.org/wiki/Unix_(disambiguation)" to "https://en.wikipedia.org/wiki/Unix_(disambiguation)",
            "https://en.wikipedia.org/wiki/Unix_(disambiguation)." to "https://en.wikipedia.org/wiki/Unix_(disambiguation)",
            "(https://en.wikipedia.org/wiki/Unix_(disambiguation))" to "https://en.wikipedia.org/wiki/Unix_(disambiguation)",
            "(see https://example.com/a)" to "https://example.com/a",
            "(... (see http://example.com))" to "http://example.com",
            "(http://example.com/a)." to "http://example.com/a",
            "[http://example.com/]" to "http://example.com/",
            "{http://example.com/}" to "http://example.com/",
            "http://example.com/i_has_a_) thing" to "http://example.com/i_has_a_",
            "text http://msdn.com/S(deadbeef)/page.htm" to "http://msdn.com/S(deadbeef)/page.htm",
            "http://example.com/a_(b_(c))_d" to "http://example.com/a_(b_(c))_d",
            "http://example.com/(a]" to "http://example.com/(a",
            "see http://[2001:db8::7]:8080/a]" to "http://[2001:db8::7]:8080/a",
        ) { (text, uri) -> plain.uris(text) shouldBe listOf(uri) }
    }

    context("a line break after a hyphen does not end a bare URI; other whitespace does") {
        withData(
            nameFn = { (text, _) -> text.replace("\n", "\\n") },
            "see http://example.com/long-\n    path now" to "http://example.com/long-path",
            "see http://example.com/long-  \r\n  path now" to "http://example.com/long-path",
            "see http://example.com/long-\n\n(aside)" to "http://example.com/long-",
            "see http://example.com/long- path" to "http://example.com/long-",
            "see http://example.com/long\n    path" to "http://example.com/long",
        ) { (text, uri) -> plain.uris(text) shouldBe listOf(uri) }
    }

    context("bare URIs are of the registry's schemes, preceded by no scheme character") {
        withData(
            nameFn = { (text, _) -> text },
            "foo:bar baz://qux" to emptyList(),
            "ftp://ftp.example.org/pub and mailto:me@example.org." to listOf("ftp://ftp.example.org/pub", "mailto:me@example.org"),
            "xhttp://example.com/" to emptyList(),
            "a.http://example.com/" to emptyList(),
            "_http://example.com/" to listOf("http://example.com/"),
            "http: is a scheme, http:// alone no URI" to emptyList(),
            "Note: http://example.com/" to listOf("http://example.com/"),
            "URL:http://example.com/" to listOf("http://example.com/"),
        ) { (text, uris) -> plain.uris(text) shouldBe uris }
    }

    context("with ANY_SCHEME, bare URIs of every scheme") {
        val any = extractor(Option.ANY_SCHEME)
        withData(
            nameFn = { (text, _) -> text },
            "foo:bar and baz://qux." to listOf("foo:bar", "baz://qux"),
            "URL:http://example.com/" to listOf("http://example.com/"),
            "Note: this is prose" to emptyList(),
            "e.g.: no scheme" to emptyList(),
            "12:30 is a time" to emptyList(),
            "<foo:bar>" to listOf("foo:bar"),
        ) { (text, uris) -> any.uris(text) shouldBe uris }
    }

    context("non-ASCII text: IRIs map to their URIs, the text stays as written") {
        withData(
            nameFn = { it.first },
            Triple("Siehe https://bücher.example/straße.", "https://bücher.example/straße", "https://xn--bcher-kva.example/stra%C3%9Fe"),
            Triple("访问https://example.com/路径。谢谢", "https://example.com/路径", "https://example.com/%E8%B7%AF%E5%BE%84"),
            Triple("<http://example.com/ä ö>", "http://example.com/ä ö", "http://example.com/%C3%A4%C3%B6"),
            Triple("http://example.com/😀!", "http://example.com/😀", "http://example.com/%F0%9F%98%80"),
        ) { (text, written, uri) ->
            val match = plain.extract(text).single()
            match.text() shouldBe written
            match.uri().toString() shouldBe uri
            text.substring(match.start().toInt(), match.end().toInt()) shouldBe written
        }
    }

    test("spans: start, end and text as written, the delimiters outside") {
        val text = "Read <URL:http://example.com/a-\n   b>."
        val match = plain.extract(text).single()
        match.start() shouldBe 10
        match.end() shouldBe 36
        match.text() shouldBe "http://example.com/a-\n   b"
        match.uriText() shouldBe "http://example.com/a-b"
        match.uri().toString() shouldBe "http://example.com/a-b"
        match.kind() shouldBe Kind.ANGLE_BRACKETS
        match.toString() shouldBe "UriMatch[10..36 ANGLE_BRACKETS http://example.com/a-b]"
    }

    context("with WWW, abbreviated www. references as http URIs") {
        val www = extractor(Option.WWW)
        withData(
            nameFn = { (text, _) -> text },
            "www.example.com." to listOf("http://www.example.com"),
            "(www.example.com/a_(b))" to listOf("http://www.example.com/a_(b)"),
            "WWW.Example.COM/x?y=1" to listOf("http://WWW.Example.COM/x?y=1"),
            "link:www.example.com" to emptyList(),
            "www.something.co.uk, then" to listOf("http://www.something.co.uk"),
            "www.com is too short" to emptyList(),
            "wwww.example.com" to emptyList(),
            "awww.example.com" to emptyList(),
            "http://www.example.com/" to listOf("http://www.example.com/"),
            "www. example.com" to emptyList(),
        ) { (text, uris) -> www.uris(text) shouldBe uris }
        val match = www.extract("at www.example.com/a.").single()
        match.kind() shouldBe Kind.WWW
        match.text() shouldBe "www.example.com/a"
        match.uriText() shouldBe "http://www.example.com/a"
        match.start() shouldBe 3
    }

    context("with EMAIL, e-mail addresses as mailto URIs") {
        val mail = extractor(Option.EMAIL)
        withData(
            nameFn = { (text, _) -> text },
            "foo@example.com" to listOf("mailto:foo@example.com"),
            "Write to foo@example.com." to listOf("mailto:foo@example.com"),
            "(first.last+tag@mail.example.org)" to listOf("mailto:first.last+tag@mail.example.org"),
            "Email:foo@example.com, now" to listOf("mailto:foo@example.com"),
            "foo@com" to emptyList(),
            "foo@example..com" to emptyList(),
            "@example.com" to emptyList(),
            "foo.@example.com" to emptyList(),
            ".foo@example.com" to listOf("mailto:foo@example.com"),
            "http://user@example.com/ and mailto:x@example.com" to listOf("http://user@example.com/", "mailto:x@example.com"),
            "/path/user@example.com" to emptyList(),
            "jürgen@bücher.example" to listOf("mailto:j%C3%BCrgen@b%C3%BCcher.example"),
        ) { (text, uris) -> mail.uris(text) shouldBe uris }
        val match = mail.extract("to a@b.example!").single()
        match.kind() shouldBe Kind.EMAIL
        match.text() shouldBe "a@b.example"
        match.start() shouldBe 3
        match.end() shouldBe 14
    }

    test("options are off by default and can be taken back") {
        plain.uris("www.example.com foo@example.com foo:bar").shouldBeEmpty()
        val all = extractor(Option.WWW, Option.EMAIL, Option.ANY_SCHEME)
        all.options() shouldBe setOf(Option.WWW, Option.EMAIL, Option.ANY_SCHEME)
        all.uris("www.example.com foo@example.com foo:bar") shouldBe
            listOf("http://www.example.com", "mailto:foo@example.com", "foo:bar")
        all.without(Option.EMAIL, Option.ANY_SCHEME).uris("www.example.com foo@example.com foo:bar") shouldBe
            listOf("http://www.example.com")
    }

    context("a candidate that does not parse is skipped, or reported with its error") {
        withData(
            nameFn = { (text, _) -> text },
            "<http://example.com:8o/>" to (UriSyntaxException.Kind.INVALID_PORT to 20),
            "see http://exa%mple" to (UriSyntaxException.Kind.INVALID_PERCENT_ENCODING to 10),
            "http://[::1/ is cut" to (UriSyntaxException.Kind.INVALID_IP_LITERAL to 11),
            "<http://example.com/{x}>" to (UriSyntaxException.Kind.INVALID_CHARACTER to 19),
            "\"http://example.com/%zz\"" to (UriSyntaxException.Kind.INVALID_PERCENT_ENCODING to 19),
        ) { (text, error) ->
            plain.extract(text).shouldBeEmpty()
            val rejected = plain.candidates(text).single().shouldBeInstanceOf<RejectedCandidate>()
            rejected.error().kind() shouldBe error.first
            rejected.error().index() shouldBe error.second
        }
        val both = plain.candidates("<http://[::1/> or <http://[::1]/>")
        both shouldHaveSize 2
        both[0].shouldBeInstanceOf<RejectedCandidate>().text() shouldBe "http://[::1/"
        both[1].shouldBeInstanceOf<UriMatch>().uri().toString() shouldBe "http://[::1]/"
    }

    test("candidates longer than the limit are skipped, whether bare or delimited") {
        val short = extractor().withMaxLength(20)
        short.maxLength() shouldBe 20
        short.uris("http://example.com/a") shouldBe listOf("http://example.com/a")
        short.uris("http://example.com/ab and http://e.com/") shouldBe listOf("http://e.com/")
        // A delimited candidate past the limit is read as plain text, where a bare URI may start.
        short.uris("<http://example.com/abc\n  d> <http://e.com/>") shouldBe listOf("http://e.com/")
        short.uris("<http://example.com/\n  d>") shouldBe listOf("http://example.com/")
        shouldThrow<IllegalArgumentException> { plain.withMaxLength(0) }
        shouldThrow<IllegalArgumentException> { plain.withMaxLength(UriExtractor.LARGEST_MAX_LENGTH + 1) }
    }

    test("the installed schemes are the default registry") {
        val installed = UriExtractor.create()
        installed.registry() shouldBe dev.urikit.SchemeRegistry.installed()
        installed.maxLength() shouldBe UriExtractor.DEFAULT_MAX_LENGTH
        installed.uris("example-test://h/ and http://h/") shouldBe listOf("example-test://h/")
    }
})
