package dev.urikit.text

import dev.urikit.DnsHostsTestScheme
import dev.urikit.HierarchicalUri
import dev.urikit.SchemeRegistry
import dev.urikit.Uri
import dev.urikit.UriSyntaxException
import dev.urikit.UriSyntaxException.Kind
import dev.urikit.component1
import dev.urikit.component2
import dev.urikit.text.RepairKind.CHARACTER_ENCODED
import dev.urikit.text.RepairKind.DELIMITERS_STRIPPED
import dev.urikit.text.RepairKind.NON_ASCII_MAPPED
import dev.urikit.text.RepairKind.PERCENT_SIGN_ENCODED
import dev.urikit.text.RepairKind.SCHEME_COMPLETED
import dev.urikit.text.RepairKind.WHITESPACE_REMOVED
import dev.urikit.toRepairedUri
import io.kotest.assertions.throwables.shouldThrow
import io.kotest.assertions.withClue
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.WithDataTestName
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldContain
import io.kotest.matchers.string.shouldNotContain
import io.kotest.matchers.types.shouldBeInstanceOf
import kotlin.time.Duration.Companion.seconds

/** An input, the URI it repairs to and the repairs, each as kind and index in the input. */
private data class Repaired(
    val input: String,
    val uri: String,
    val repairs: List<Pair<RepairKind, Int>>,
    val completion: Completion = Completion.OFF,
) : WithDataTestName {
    override fun dataTestName() = input.escaped() + (if (completion == Completion.OFF) "" else " (completed)")
}

/** An input that is no URI, the kind and index of its error, and a word its message holds. */
private data class Refused(
    val input: String,
    val kind: Kind,
    val index: Int,
    val message: String,
    val completion: Completion = Completion.OFF,
) : WithDataTestName {
    override fun dataTestName() = input.escaped() + " -> " + kind
}

/** A test name that shows every character: Kotest trims and collapses spaces in names. */
private fun String.escaped() = replace(" ", "\u2423").replace("\n", "\\n").replace("\t", "\\t").ifEmpty { "(empty)" }

private fun RepairedUri.pairs() = repairs().map { it.kind() to it.index() }

/**
 * [UserInput] over examples: every repair kind with its index in the input, the delimiters, completion,
 * host and port, IP literals, the percent sign, characters beyond US-ASCII in host and path, and the
 * errors. The registry has http and https with DNS hosts (java.net.IDN maps Unicode hosts here).
 */
class UserInputTest : FunSpec({

    val dns = DnsHostsTestScheme.registry()
    val empty = SchemeRegistry.empty()

    fun check(case: Repaired, registry: SchemeRegistry = dns) {
        val result = UserInput.parse(case.input, registry, case.completion)
        result.uri().toString() shouldBe case.uri
        result.pairs() shouldBe case.repairs
        result.isRepaired shouldBe case.repairs.isNotEmpty()
    }

    context("a URI is left exactly as it is, with no repairs") {
        withData(
            nameFn = { it },
            "http://example.com/a?b#c",
            "https://u@example.com:8080/%41%7e/?q=%25#f",
            "http://[2001:db8::7]:80/",
            "http://192.0.2.1/x",
            "foo://[v1.x]/",
            "mailto:John.Doe@example.com",
            "urn:isbn:0451450523",
            "tel:911",
            "foo.bar:x",
            "z39.50s:80",
            "example.com:",
            "example.com:80x",
            "a:",
        ) { text ->
            check(Repaired(text, text, emptyList()))
            check(Repaired(text, text, emptyList(), Completion.SUFFIX_REFERENCES))
        }
    }

    context("delimiters around the text are stripped (RFC 3986 Appendix C)") {
        withData(
            Repaired("<http://example.com/a>", "http://example.com/a", listOf(DELIMITERS_STRIPPED to 0)),
            Repaired("<URL:http://example.com/a>", "http://example.com/a", listOf(DELIMITERS_STRIPPED to 0)),
            Repaired("<url:http://example.com/a>", "http://example.com/a", listOf(DELIMITERS_STRIPPED to 0)),
            Repaired("<Url: http://example.com/a>", "http://example.com/a",
                listOf(DELIMITERS_STRIPPED to 0, WHITESPACE_REMOVED to 5)),
            Repaired("\"http://example.com/a\"", "http://example.com/a", listOf(DELIMITERS_STRIPPED to 0)),
            Repaired("\"<http://example.com/a>\"", "http://example.com/a",
                listOf(DELIMITERS_STRIPPED to 0, DELIMITERS_STRIPPED to 1)),
            Repaired(" <http://example.com/a> ", "http://example.com/a",
                listOf(WHITESPACE_REMOVED to 0, DELIMITERS_STRIPPED to 1, WHITESPACE_REMOVED to 23)),
            Repaired("< http://example.com/a >", "http://example.com/a",
                listOf(DELIMITERS_STRIPPED to 0, WHITESPACE_REMOVED to 1, WHITESPACE_REMOVED to 22)),
            // Inside delimiters, every whitespace character goes: they mark a URI split across lines.
            Repaired("<http://example.com/a\n   b>", "http://example.com/ab",
                listOf(DELIMITERS_STRIPPED to 0, WHITESPACE_REMOVED to 21)),
            Repaired("\"http://a/ b c\"", "http://a/bc",
                listOf(DELIMITERS_STRIPPED to 0, WHITESPACE_REMOVED to 10, WHITESPACE_REMOVED to 12)),
            // RFC 3986 Appendix C's own example.
            Repaired("<http://www.ics.uci.edu/pub/\n      ietf/uri/historical.html#WARNING>",
                "http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING",
                listOf(DELIMITERS_STRIPPED to 0, WHITESPACE_REMOVED to 28)),
            // One delimiter alone is no pair: it is encoded.
            Repaired("http://a/b>", "http://a/b%3E", listOf(CHARACTER_ENCODED to 10)),
            Repaired("http://a/\"b\"", "http://a/%22b%22", listOf(CHARACTER_ENCODED to 9, CHARACTER_ENCODED to 11)),
        ) { check(it) }
    }

    context("whitespace around the text, and line breaks and tabs inside it, are removed") {
        withData(
            Repaired(" http://a/b\n", "http://a/b", listOf(WHITESPACE_REMOVED to 0, WHITESPACE_REMOVED to 11)),
            Repaired("\u00A0http://a/\uFEFF", "http://a/", listOf(WHITESPACE_REMOVED to 0, WHITESPACE_REMOVED to 10)),
            Repaired("\u0000\r\nhttp://a/\t", "http://a/", listOf(WHITESPACE_REMOVED to 0, WHITESPACE_REMOVED to 12)),
            Repaired("http://a/very/long\n    /path", "http://a/very/long/path", listOf(WHITESPACE_REMOVED to 18)),
            Repaired("http://a/b \r\n c", "http://a/bc", listOf(WHITESPACE_REMOVED to 10)),
            Repaired("http://a/b\tc", "http://a/bc", listOf(WHITESPACE_REMOVED to 10)),
            Repaired("http://a/b\u2028c", "http://a/bc", listOf(WHITESPACE_REMOVED to 10)),
        ) { check(it) }
    }

    context("characters that RFC 3986 does not allow are percent-encoded") {
        withData(
            Repaired("http://a/b c", "http://a/b%20c", listOf(CHARACTER_ENCODED to 10)),
            // Adjacent characters repaired alike are one repair.
            Repaired("http://a/b  c", "http://a/b%20%20c", listOf(CHARACTER_ENCODED to 10)),
            Repaired("http://a/\"<>\\^`{|}", "http://a/%22%3C%3E%5C%5E%60%7B%7C%7D", listOf(CHARACTER_ENCODED to 9)),
            Repaired("http://a/\u0001\u007F", "http://a/%01%7F", listOf(CHARACTER_ENCODED to 9)),
            Repaired("http://a/x[1]", "http://a/x%5B1%5D", listOf(CHARACTER_ENCODED to 10, CHARACTER_ENCODED to 12)),
            Repaired("http://a/?q=[1]", "http://a/?q=%5B1%5D", listOf(CHARACTER_ENCODED to 12, CHARACTER_ENCODED to 14)),
            Repaired("http://a/?a b#c d", "http://a/?a%20b#c%20d", listOf(CHARACTER_ENCODED to 11, CHARACTER_ENCODED to 15)),
            // A second "#": the first begins the fragment.
            Repaired("http://a/#x#y", "http://a/#x%23y", listOf(CHARACTER_ENCODED to 11)),
            Repaired("http://a/##", "http://a/#%23", listOf(CHARACTER_ENCODED to 10)),
            // The last "@" of the authority ends the user information.
            Repaired("http://me@example.org@a/", "http://me%40example.org@a/", listOf(CHARACTER_ENCODED to 9)),
            Repaired("http://u v@a/", "http://u%20v@a/", listOf(CHARACTER_ENCODED to 8)),
            Repaired("foo:a b", "foo:a%20b", listOf(CHARACTER_ENCODED to 5)),
            Repaired("foo:{x}", "foo:%7Bx%7D", listOf(CHARACTER_ENCODED to 4, CHARACTER_ENCODED to 6)),
        ) { check(it) }
    }

    context("a \"%\" that begins no triplet becomes \"%25\"; a triplet stays") {
        withData(
            Repaired("http://a/100%", "http://a/100%25", listOf(PERCENT_SIGN_ENCODED to 12)),
            Repaired("http://a/%zz", "http://a/%25zz", listOf(PERCENT_SIGN_ENCODED to 9)),
            Repaired("http://a/%4", "http://a/%254", listOf(PERCENT_SIGN_ENCODED to 9)),
            Repaired("http://a/%%41", "http://a/%25%41", listOf(PERCENT_SIGN_ENCODED to 9)),
            Repaired("http://a/%%%", "http://a/%25%25%25", listOf(PERCENT_SIGN_ENCODED to 9)),
            Repaired("http://a/?q=50%&r=1", "http://a/?q=50%25&r=1", listOf(PERCENT_SIGN_ENCODED to 14)),
            Repaired("http://a/#%", "http://a/#%25", listOf(PERCENT_SIGN_ENCODED to 10)),
            Repaired("http://a/%41%7e%C3%A4", "http://a/%41%7e%C3%A4", emptyList()),
            // Whitespace inside delimiters goes first, so the triplet is whole again.
            Repaired("<http://a/%4\n1>", "http://a/%41", listOf(DELIMITERS_STRIPPED to 0, WHITESPACE_REMOVED to 12)),
        ) { check(it) }
    }

    context("characters beyond US-ASCII are mapped as an IRI's: A-labels in a DNS host, UTF-8 elsewhere") {
        withData(
            Repaired("http://bücher.example/ä", "http://xn--bcher-kva.example/%C3%A4",
                listOf(NON_ASCII_MAPPED to 8, NON_ASCII_MAPPED to 22)),
            Repaired("http://a/straße?q=ü#é", "http://a/stra%C3%9Fe?q=%C3%BC#%C3%A9",
                listOf(NON_ASCII_MAPPED to 13, NON_ASCII_MAPPED to 18, NON_ASCII_MAPPED to 20)),
            Repaired("http://a/日本語", "http://a/%E6%97%A5%E6%9C%AC%E8%AA%9E", listOf(NON_ASCII_MAPPED to 9)),
            Repaired("http://a/\uD83D\uDE00", "http://a/%F0%9F%98%80", listOf(NON_ASCII_MAPPED to 9)),
            // Characters that no IRI holds in a path are encoded alike: private use, a C1 control, a noncharacter.
            Repaired("http://a/\uE000\u0080\uFFFE", "http://a/%EE%80%80%C2%80%EF%BF%BE", listOf(NON_ASCII_MAPPED to 9)),
            Repaired("http://a/?\uE000", "http://a/?%EE%80%80", listOf(NON_ASCII_MAPPED to 10)),
            Repaired("http://a/ä b", "http://a/%C3%A4%20b", listOf(NON_ASCII_MAPPED to 9, CHARACTER_ENCODED to 10)),
            Repaired("http://ü@a/", "http://%C3%BC@a/", listOf(NON_ASCII_MAPPED to 7)),
        ) { check(it) }
        // A scheme without DNS hosts keeps the host's characters, percent-encoded.
        check(Repaired("foo://bücher/", "foo://b%C3%BCcher/", listOf(NON_ASCII_MAPPED to 7)), empty)
    }

    context("a suffix reference is completed when asked (RFC 3986 section 4.5)") {
        val complete = Completion.SUFFIX_REFERENCES
        withData(
            Repaired("www.example.com/a", "http://www.example.com/a", listOf(SCHEME_COMPLETED to 0), complete),
            Repaired("ftp.example.com", "ftp://ftp.example.com", listOf(SCHEME_COMPLETED to 0), complete),
            Repaired("FTP.example.com/x", "ftp://FTP.example.com/x", listOf(SCHEME_COMPLETED to 0), complete),
            Repaired("ftpserver.example.com", "http://ftpserver.example.com", listOf(SCHEME_COMPLETED to 0), complete),
            Repaired("example.com:8080", "http://example.com:8080", listOf(SCHEME_COMPLETED to 0), complete),
            Repaired("localhost:3000/x", "http://localhost:3000/x", listOf(SCHEME_COMPLETED to 0), complete),
            Repaired("LOCALHOST", "http://LOCALHOST", listOf(SCHEME_COMPLETED to 0), complete),
            Repaired("192.0.2.1/x?y#z", "http://192.0.2.1/x?y#z", listOf(SCHEME_COMPLETED to 0), complete),
            Repaired("[::1]:8080/x", "http://[::1]:8080/x", listOf(SCHEME_COMPLETED to 0), complete),
            Repaired("example.com.", "http://example.com.", listOf(SCHEME_COMPLETED to 0), complete),
            Repaired("www.example.com/a b", "http://www.example.com/a%20b",
                listOf(SCHEME_COMPLETED to 0, CHARACTER_ENCODED to 17), complete),
            Repaired(" <www.example.com/a b> ", "http://www.example.com/ab",
                listOf(WHITESPACE_REMOVED to 0, DELIMITERS_STRIPPED to 1, SCHEME_COMPLETED to 2, WHITESPACE_REMOVED to 19,
                    WHITESPACE_REMOVED to 22), complete),
            Repaired("bücher.example/ä", "http://xn--bcher-kva.example/%C3%A4",
                listOf(SCHEME_COMPLETED to 0, NON_ASCII_MAPPED to 1, NON_ASCII_MAPPED to 15), complete),
        ) { check(it) }
    }

    context("IP literals keep their brackets; brackets elsewhere are encoded") {
        withData(
            Repaired("http://[::1]/a b", "http://[::1]/a%20b", listOf(CHARACTER_ENCODED to 14)),
            Repaired("http://u@[2001:db8::7]:80/[x]", "http://u@[2001:db8::7]:80/%5Bx%5D",
                listOf(CHARACTER_ENCODED to 26, CHARACTER_ENCODED to 28)),
            Repaired("foo://[v1.x]/a b", "foo://[v1.x]/a%20b", listOf(CHARACTER_ENCODED to 14)),
            Repaired("<http://[::1]>", "http://[::1]", listOf(DELIMITERS_STRIPPED to 0)),
        ) { check(it) }
        check(Repaired("foo://a]b[/", "foo://a%5Db%5B/", listOf(CHARACTER_ENCODED to 7, CHARACTER_ENCODED to 9)), empty)
        check(Repaired("foo://[x]@h/", "foo://%5Bx%5D@h/", listOf(CHARACTER_ENCODED to 6, CHARACTER_ENCODED to 8)), empty)
    }

    context("errors name the kind and an index of the input") {
        val complete = Completion.SUFFIX_REFERENCES
        withData(
            Refused("", Kind.MISSING_SCHEME, 0, "no text is left"),
            Refused("  \n ", Kind.MISSING_SCHEME, 4, "no text is left"),
            Refused("<>", Kind.MISSING_SCHEME, 1, "no text is left"),
            Refused("<URL:>", Kind.MISSING_SCHEME, 5, "no text is left"),
            Refused("example.com:8080", Kind.MISSING_SCHEME, 0, "a host and a port"),
            Refused("localhost:3000/x", Kind.MISSING_SCHEME, 0, "a host and a port"),
            Refused(" <example.com:8080>", Kind.MISSING_SCHEME, 2, "would add \"http://\""),
            Refused("www.example.com/a", Kind.MISSING_SCHEME, 0, "a suffix reference"),
            Refused("ftp.example.com", Kind.MISSING_SCHEME, 0, "would add \"ftp://\""),
            Refused("../a", Kind.MISSING_SCHEME, 0, "relative reference"),
            Refused("/a", Kind.MISSING_SCHEME, 0, "relative reference", complete),
            Refused("#f", Kind.MISSING_SCHEME, 0, "relative reference", complete),
            Refused("example/a", Kind.MISSING_SCHEME, 0, "relative reference", complete),
            Refused("//example.com/a", Kind.MISSING_SCHEME, 0, "relative reference", complete),
            Refused("me@example.com", Kind.MISSING_SCHEME, 0, "relative reference", complete),
            Refused("1.5", Kind.MISSING_SCHEME, 0, "relative reference", complete),
            Refused("ht tp://a/", Kind.MISSING_SCHEME, 2, "invalid character U+0020 in scheme at index 2"),
            Refused("<http://a/", Kind.MISSING_SCHEME, 0, "'<' in scheme"),
            Refused("1http://a/", Kind.MISSING_SCHEME, 0, "'1' in scheme"),
            Refused("http://a/\uD800", Kind.INVALID_CHARACTER, 9, "unpaired surrogate"),
            Refused("http://[::1", Kind.INVALID_IP_LITERAL, 11, "IP literal"),
            Refused("http://[::1 ]/", Kind.INVALID_IP_LITERAL, 11, "IP literal"),
            // The parser's index in the repaired text, moved back to the input: the space at 11, now "%20".
            Refused(" http://a:8 0/", Kind.INVALID_PORT, 11, "port at index 11"),
            Refused("<http://a/\n>x", Kind.MISSING_SCHEME, 0, "'<' in scheme"),
            // The scheme's module judges the repaired URI: here the DNS host rules.
            Refused("http://exa mple.com/", Kind.SCHEME_SPECIFIC, 10, "host"),
            Refused("http://a%zz/", Kind.SCHEME_SPECIFIC, 8, "host"),
            Refused("http://bü\u00A0cher.example/", Kind.SCHEME_SPECIFIC, 7, "A-label"),
            Refused("http:/a b", Kind.SCHEME_SPECIFIC, 5, "authority"),
            Refused("example.com:99999999999", Kind.SCHEME_SPECIFIC, 12, "port", complete),
        ) { case ->
            val e = shouldThrow<UriSyntaxException> { UserInput.parse(case.input, dns, case.completion) }
            withClue(e.message) {
                e.kind() shouldBe case.kind
                e.index() shouldBe case.index
                e.message shouldContain case.message
            }
        }
    }

    test("a scheme that the registry knows is no host, even when it reads like one") {
        val registry = SchemeRegistry.builder().add(DnsHostsTestScheme("localhost", 1)).build()
        val e = shouldThrow<UriSyntaxException> { UserInput.parse("localhost:3000", registry, Completion.OFF) }
        e.kind() shouldBe Kind.SCHEME_SPECIFIC
        e.scheme() shouldBe "localhost"
    }

    test("completion off says that completion would help; completion on does not") {
        shouldThrow<UriSyntaxException> { UserInput.parse("../a", dns, Completion.OFF) }.message shouldNotContain "would add"
        shouldThrow<UriSyntaxException> { UserInput.parse("example.com:80", dns, Completion.OFF) }.message shouldContain
            "completing suffix references would add \"http://\""
    }

    test("an error message never repeats the user information") {
        val e = shouldThrow<UriSyntaxException> { UserInput.parse(" http://secret-user:pw word@host:x/", dns, Completion.OFF) }
        e.kind() shouldBe Kind.INVALID_PORT
        e.message shouldNotContain "secret"
        e.message shouldNotContain "word"
    }

    test("the result is a Uri of the registry's schemes, its text the repaired text") {
        val result = UserInput.parse("<https://Example.COM:443/a b>", dns, Completion.OFF)
        val uri = result.uri().shouldBeInstanceOf<HierarchicalUri>()
        uri.host() shouldBe "Example.COM"
        uri.normalize().toString() shouldBe "https://example.com/ab"
        uri shouldBe Uri.parse("https://example.com/ab", dns)
    }

    test("Uri.parseUserInput is UserInput.parse") {
        Uri.parseUserInput("http://a/b c", dns, Completion.OFF) shouldBe UserInput.parse("http://a/b c", dns, Completion.OFF)
        Uri.parseUserInput("foo:a b").uri().toString() shouldBe "foo:a%20b"
        UserInput.parse("a.b/c", Completion.SUFFIX_REFERENCES).uri().toString() shouldBe "http://a.b/c"
    }

    test("from Kotlin: toRepairedUri, destructured") {
        val (uri, repairs) = "http://a/ä b".toRepairedUri(registry = dns)
        uri.toString() shouldBe "http://a/%C3%A4%20b"
        repairs shouldBe listOf(Repair(NON_ASCII_MAPPED, 9), Repair(CHARACTER_ENCODED, 10))
        "www.example.com/a".toRepairedUri(Completion.SUFFIX_REFERENCES, dns).uri.toString() shouldBe "http://www.example.com/a"
    }

    test("the examples of the API documentation") {
        UserInput.parse("https://example.com/my file.pdf", dns, Completion.OFF).pairs() shouldBe
            listOf(CHARACTER_ENCODED to 22)
        check(Repaired(" <URL:https://example.com/a\n   b> ", "https://example.com/ab",
            listOf(WHITESPACE_REMOVED to 0, DELIMITERS_STRIPPED to 1, WHITESPACE_REMOVED to 27, WHITESPACE_REMOVED to 33)))
        check(Repaired("https://bücher.example/ä", "https://xn--bcher-kva.example/%C3%A4",
            listOf(NON_ASCII_MAPPED to 9, NON_ASCII_MAPPED to 23)))
        check(Repaired("<URL:http://a/b>", "http://a/b", listOf(DELIMITERS_STRIPPED to 0)))
        check(Repaired(" http://a/\n  b ", "http://a/b",
            listOf(WHITESPACE_REMOVED to 0, WHITESPACE_REMOVED to 10, WHITESPACE_REMOVED to 14)))
        check(Repaired("http://a/{x y}", "http://a/%7Bx%20y%7D",
            listOf(CHARACTER_ENCODED to 9, CHARACTER_ENCODED to 11, CHARACTER_ENCODED to 13)))
        check(Repaired("http://example.com/a  b", "http://example.com/a%20%20b", listOf(CHARACTER_ENCODED to 20)))
        check(Repaired("\"http://example.com/100%\"", "http://example.com/100%25",
            listOf(DELIMITERS_STRIPPED to 0, PERCENT_SIGN_ENCODED to 23)))
        check(Repaired("<https://example.com/a b|c>", "https://example.com/ab%7Cc",
            listOf(DELIMITERS_STRIPPED to 0, WHITESPACE_REMOVED to 22, CHARACTER_ENCODED to 24)))
        check(Repaired("\"http://a/ b c\"", "http://a/bc",
            listOf(DELIMITERS_STRIPPED to 0, WHITESPACE_REMOVED to 10, WHITESPACE_REMOVED to 12)))
        check(Repaired("http://a/ b c", "http://a/%20b%20c", listOf(CHARACTER_ENCODED to 9, CHARACTER_ENCODED to 11)))
        check(Repaired("tel:911", "tel:911", emptyList()))
    }

    test("a Repair refuses a negative index") {
        shouldThrow<IllegalArgumentException> { Repair(CHARACTER_ENCODED, -1) }
    }

    context("a megabyte of input takes one pass, not a quadratic number").config(timeout = 60.seconds) {
        val mega = 1 shl 20
        withData(
            nameFn = { it.first },
            "a path of characters to encode" to "http://a/" + "a b\"<%#é\uE000[".repeat(mega / 10),
            "a megabyte of whitespace inside delimiters" to "<http://a/" + "b\n ".repeat(mega / 3) + ">",
            "nested delimiters" to "<".repeat(mega / 2) + "http://a/" + ">".repeat(mega / 2),
            "an authority of \"@\"" to "foo://" + "@".repeat(mega) + "/",
            "an unterminated IP literal" to "foo://[" + ":".repeat(mega),
            "spaces" to "http://a/" + " ".repeat(mega) + "b",
            "a host and port then a long path" to "example.com:80/" + "a".repeat(mega),
        ) { (_, text) ->
            val outcome = runCatching { UserInput.parse(text, empty, Completion.SUFFIX_REFERENCES) }
            val error = outcome.exceptionOrNull()
            if (error != null) {
                error.shouldBeInstanceOf<UriSyntaxException>()
            } else {
                val uri = outcome.getOrThrow().uri().toString()
                UserInput.parse(uri, empty, Completion.OFF).repairs() shouldBe emptyList()
            }
        }
    }
})
