package dev.urikit.cli

import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.collections.shouldContainExactly
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldContain
import io.kotest.matchers.string.shouldNotContain
import kotlinx.serialization.json.JsonNull
import kotlinx.serialization.json.JsonPrimitive

/** The components one parse record shows, in the order of its members after "input". */
private data class Components(
  val input: String,
  val kind: String,
  val scheme: String?,
  val authority: String?,
  val userinfo: String?,
  val host: String?,
  val hostType: String?,
  val port: String?,
  val path: String,
  val query: String?,
  val fragment: String?,
) {
  override fun toString() = input.ifEmpty { "(empty)" }
}

class ParseCommandTest : FunSpec({

  context("components, raw, with JSON null for an absent one and \"\" for an empty one") {
    withData(
      // RFC 3986 section 3, the example URI.
      Components("foo://example.com:8042/over/there?name=ferret#nose", "hierarchical", "foo", "example.com:8042", null,
        "example.com", "reg-name", "8042", "/over/there", "name=ferret", "nose"),
      Components("HTTP://user@Example.COM:80/a/./b/../c?q=1#f", "hierarchical", "HTTP", "user@Example.COM:80", "user",
        "Example.COM", "reg-name", "80", "/a/./b/../c", "q=1", "f"),
      // An empty port stays present: "" rather than null.
      Components("http://h:/", "hierarchical", "http", "h:", null, "h", "reg-name", "", "/", null, null),
      Components("ftp://192.0.2.16/", "hierarchical", "ftp", "192.0.2.16", null, "192.0.2.16", "ipv4", null, "/", null, null),
      // 256 is no octet, so this is a registered name (RFC 3986 section 3.2.2, first-match rule).
      Components("foo://256.1.1.1/", "hierarchical", "foo", "256.1.1.1", null, "256.1.1.1", "reg-name", null, "/", null, null),
      Components("ldap://[2001:db8::7]/c=GB?objectClass?one", "hierarchical", "ldap", "[2001:db8::7]", null,
        "[2001:db8::7]", "ipv6", null, "/c=GB", "objectClass?one", null),
      Components("x://[v1.fe80::a+en1]", "hierarchical", "x", "[v1.fe80::a+en1]", null, "[v1.fe80::a+en1]", "ipvfuture",
        null, "", null, null),
      Components("file:/etc/hosts", "hierarchical", "file", null, null, null, null, null, "/etc/hosts", null, null),
      Components("mailto:John.Doe@example.com", "opaque", "mailto", null, null, null, null, null, "John.Doe@example.com",
        null, null),
      Components("urn:oasis:names:specification:docbook:dtd:xml:4.1.2", "opaque", "urn", null, null, null, null, null,
        "oasis:names:specification:docbook:dtd:xml:4.1.2", null, null),
      Components("//u:p@host:8/p?#", "relative", null, "u:p@host:8", "u:p", "host", "reg-name", "8", "/p", "", ""),
      Components("../a?b#c", "relative", null, null, null, null, null, null, "../a", "b", "c"),
      Components("", "relative", null, null, null, null, null, null, "", null, null),
    ) { c ->
      val outcome = urikit("parse", "--", c.input)
      outcome.status shouldBe 0
      val record = outcome.record
      record["input"] shouldBe JsonPrimitive(c.input)
      record["kind"] shouldBe JsonPrimitive(c.kind)
      record["scheme"] shouldBe json(c.scheme)
      record["authority"] shouldBe json(c.authority)
      record["userinfo"] shouldBe json(c.userinfo)
      record["host"] shouldBe json(c.host)
      record["host_type"] shouldBe json(c.hostType)
      record["port"] shouldBe json(c.port)
      record["path"] shouldBe json(c.path)
      record["query"] shouldBe json(c.query)
      record["fragment"] shouldBe json(c.fragment)
    }
  }

  test("members come in the documented order, absent ones as JSON null, on one compact line") {
    // A scheme that no module registers, so that no scheme view adds a member.
    val outcome = urikit("parse", "foo:a@b")
    outcome.record.keys.toList() shouldContainExactly listOf(
      "input", "kind", "scheme", "authority", "userinfo", "host", "host_type", "port", "path", "query", "fragment",
      "normalized",
    )
    outcome.record["host"] shouldBe JsonNull
    outcome.stdout shouldBe outcome.stdout.trimEnd('\n') + "\n"
    outcome.stdout shouldNotContain " "
  }

  test("normalized is the syntax-based normal form (RFC 3986 section 6.2.2) for a scheme without a module") {
    urikit("parse", "FOO://Example.COM/a/./b/../%7e%2f?%7E#%41").record.string("normalized") shouldBe
      "foo://example.com/a/~%2F?~#A"
  }

  test("normalized applies an installed scheme's rules: default port and empty path") {
    urikit("parse", "X-STRICT://Host:8080").record.string("normalized") shouldBe "x-strict://host/"
  }

  test("an invalid input gives an error object with kind, index and message, and exit status 1") {
    val outcome = urikit("parse", "http://example.com:8o/")
    outcome.status shouldBe 1
    val record = outcome.record
    record.keys.toList() shouldContainExactly listOf("input", "error")
    record.string("input") shouldBe "http://example.com:8o/"
    val error = record.error()
    error.string("kind") shouldBe "INVALID_PORT"
    error["index"] shouldBe JsonPrimitive(20)
    error.string("message") shouldContain "port"
  }

  withData(
    nameFn = { "error kind ${it.second} for ${it.first}" },
    "1http://a" to "INVALID_SCHEME",
    "http://a b" to "INVALID_CHARACTER",
    "http://a/%4" to "INVALID_PERCENT_ENCODING",
    "http://[::1/" to "INVALID_IP_LITERAL",
  ) { (input, kind) ->
    val outcome = urikit("parse", input)
    outcome.status shouldBe 1
    outcome.record.error().string("kind") shouldBe kind
  }

  test("an error message never repeats the user information") {
    val error = urikit("parse", "http://secret-user:pw@host:x/").record.error()
    error.string("kind") shouldBe "INVALID_PORT"
    error.toString() shouldNotContain "secret-user"
  }

  test("a scheme module's refusal is SCHEME_SPECIFIC and names the scheme") {
    val outcome = urikit("parse", "x-strict:///p")
    outcome.status shouldBe 1
    val error = outcome.record.error()
    error.string("kind") shouldBe "SCHEME_SPECIFIC"
    error.string("scheme") shouldBe "x-strict"
    error["index"] shouldBe JsonPrimitive(11)
  }

  test("--generic parses by RFC 3986 alone: no scheme refuses, no scheme rule normalizes") {
    val outcome = urikit("parse", "--generic", "x-strict:///p", "X-STRICT://Host:8080")
    outcome.status shouldBe 0
    outcome.records.map { it.string("normalized") } shouldContainExactly
      listOf("x-strict:///p", "x-strict://host:8080")
  }

  test("standard input: one reference per line, a bad line in the middle, the batch goes on") {
    val outcome = urikit("parse", stdin = "http://a/\nhttp://a:b/\nmailto:x@y\n")
    outcome.status shouldBe 1
    val records = outcome.records
    records.map { it.string("input") } shouldContainExactly listOf("http://a/", "http://a:b/", "mailto:x@y")
    records[0]["error"] shouldBe null
    records[1].error().string("kind") shouldBe "INVALID_PORT"
    records[2].string("kind") shouldBe "opaque"
  }

  test("standard input is strict: only \\n or \\r\\n is removed, nothing is trimmed") {
    val outcome = urikit("parse", stdin = "a\r\n b\n\nc\rd\ne\t\nlast")
    outcome.records.map { it.string("input") } shouldContainExactly listOf("a", " b", "", "c\rd", "e\t", "last")
    outcome.records.map { it["error"] != null } shouldContainExactly listOf(false, true, false, true, true, false)
    outcome.status shouldBe 1
  }

  test("every line of standard input valid: exit status 0") {
    val outcome = urikit("parse", stdin = "http://a/\r\n#f\r\n")
    outcome.status shouldBe 0
    outcome.records.map { it.string("kind") } shouldContainExactly listOf("hierarchical", "relative")
  }

  test("arguments take precedence over standard input") {
    urikit("parse", "a", stdin = "b\n").records.map { it.string("input") } shouldContainExactly listOf("a")
  }

  test("non-ASCII input that no IRI holds is rejected and echoed as UTF-8") {
    // U+0080 is a C1 control, neither ucschar nor iprivate (RFC 3987 section 2.2).
    val outcome = urikit("parse", stdin = "http://h/é\u0080\n")
    outcome.record.string("input") shouldBe "http://h/é\u0080"
    outcome.record.error().string("kind") shouldBe "INVALID_CHARACTER"
    outcome.record.error()["index"] shouldBe JsonPrimitive(10)
  }

  test("an IRI that is not a URI parses, its components as written, with the URI it maps to") {
    val outcome = urikit("parse", stdin = "https://jürgen@Bücher.example/straße?q=ü#ö\n")
    outcome.status shouldBe 0
    val record = outcome.record
    record.keys.toList() shouldContainExactly listOf("input", "kind", "scheme", "authority", "userinfo", "host",
      "host_type", "port", "path", "query", "fragment", "uri", "normalized", "http")
    record.string("kind") shouldBe "hierarchical"
    record.string("userinfo") shouldBe "jürgen"
    record.string("host") shouldBe "Bücher.example"
    record.string("host_type") shouldBe "reg-name"
    record.string("path") shouldBe "/straße"
    record.string("query") shouldBe "q=ü"
    record.string("fragment") shouldBe "ö"
    record.string("uri") shouldBe "https://j%C3%BCrgen@xn--bcher-kva.example/stra%C3%9Fe?q=%C3%BC#%C3%B6"
    record.string("normalized") shouldBe "https://j%C3%BCrgen@xn--bcher-kva.example/stra%C3%9Fe?q=%C3%BC#%C3%B6"
  }

  test("a URI has no \"uri\" member, and a relative IRI reference gets one") {
    urikit("parse", "http://h/a").record.containsKey("uri") shouldBe false
    urikit("parse", "../ä").record.string("uri") shouldBe "../%C3%A4"
  }

  test("an IRI whose host has no A-label is an error naming the label") {
    // U+200D ZERO WIDTH JOINER outside the context RFC 5892 Appendix A.2 allows (after a virama): UTS #46
    // CheckJoiners refuses the label
    val outcome = urikit("parse", "https://ok.bü\u200Dcher.example/")
    outcome.status shouldBe 1
    outcome.record.error().string("kind") shouldBe "SCHEME_SPECIFIC"
    outcome.record.error().string("message") shouldContain "bü\u200Dcher"
  }

  test("a host that UTS #46 maps is judged by the scheme's DNS host rules after the mapping") {
    // UseSTD3ASCIIRules is off, as in the WHATWG URL standard, so "_" passes UTS #46; http's host rules
    // then accept it, as they accept a_b.example (the A-label from Python's punycode codec)
    urikit("parse", "https://ok.bü_cher.example/").record.string("uri") shouldBe "https://ok.xn--b_cher-3ya.example/"
  }

  test("an argument beginning with @ is a reference, not a file of arguments") {
    urikit("parse", "@x").record.string("path") shouldBe "@x"
  }

  test("an exception inside a scheme module becomes an error object for that line only") {
    val outcome = urikit("parse", "http://a/", "x-broken:z", "mailto:x@y")
    outcome.status shouldBe 1
    val records = outcome.records
    records.size shouldBe 3
    val error = records[1].error()
    error.string("kind") shouldBe "SCHEME_FAILURE"
    error.string("message") shouldContain "the x-broken module failed"
    error.string("message") shouldContain "scheme \"x-broken\" (dev.urikit.cli.BrokenScheme)"
    records[2].string("kind") shouldBe "opaque"
  }
})
