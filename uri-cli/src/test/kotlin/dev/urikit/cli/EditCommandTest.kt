package dev.urikit.cli

import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.WithDataTestName
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldContain
import io.kotest.matchers.string.shouldStartWith
import kotlinx.serialization.json.Json
import kotlinx.serialization.json.JsonNull
import kotlinx.serialization.json.JsonPrimitive
import kotlin.time.Duration.Companion.seconds
import kotlinx.serialization.json.jsonObject

/** `urikit edit` with [args]: the lines it prints and its exit status. */
private data class Edit(val title: String, val args: List<String>, val lines: List<String>, val status: Int = 0) :
  WithDataTestName {
  override fun dataTestName() = title
}

private fun edit(title: String, vararg args: String, prints: String, status: Int = 0) =
  Edit(title, args.asList(), prints.lines(), status)

/**
 * What curl's trurl documents in its manual and README (replace the host, build from components, follow a
 * redirect, change the port, get the path or the port, several components, append a path segment or a query
 * pair, a user name with colons, strip tracking parameters, sort the query, read a list), as urikit's own
 * cases. urikit neither normalizes nor adds a missing "/" path, and its options apply in a fixed order.
 */
private val trurlExamples = listOf(
  edit("replace the host", "--set", "host=example.net", "https://example.org/", prints = "https://example.net/"),
  edit("build from components", "--set", "scheme=ftp", "--set", "host=files.example", "", prints = "ftp://files.example"),
  edit(
    "follow a relative redirect", "--redirect", "next.html", "https://example.org/docs/intro.html",
    prints = "https://example.org/docs/next.html",
  ),
  edit("change the port", "--set", "port=8443", "https://example.org/a/b", prints = "https://example.org:8443/a/b"),
  edit("get the path", "--get", "{path}", "https://example.org/docs/intro.html", prints = "/docs/intro.html"),
  edit("get the default port", "--get", "{port}", "https://example.org/docs/", prints = "443"),
  edit("get several components", "--get", "{scheme} {port} {path}", "http://example.org/index.html", prints = "http 80 /index.html"),
  edit("append a path segment", "--append", "path=child", "https://example.org/parent", prints = "https://example.org/parent/child"),
  edit(
    "append a query pair", "--append", "query=lang=en", "https://example.org/?page=2",
    prints = "https://example.org/?page=2&lang=en",
  ),
  edit("a user name with colons", "--set", "user=:a:b:", "https://example.org/x#y", prints = "https://%3Aa%3Ab%3A@example.org/x#y"),
  edit(
    "strip tracking parameters", "--remove-query", "utm_*", "https://example.org/?id=7&utm_medium=mail&utm_campaign=x",
    prints = "https://example.org/?id=7",
  ),
  edit("sort the query", "--sort-query", "https://example.org/?z=1&a=2&m=3", prints = "https://example.org/?a=2&m=3&z=1"),
  edit("a list of URIs, one host each", "--get", "{host}", "https://a.example/x", "http://b.example:8/", prints = "a.example\nb.example"),
  edit(
    "the issue's example", "--remove-query", "utm_*", "--set", "host=example.org", "https://EXAMPLE.com/a?utm_source=x&q=1",
    prints = "https://example.org/a?q=1",
  ),
)

/** Every component that `--set` takes, given decoded, and what its empty value removes. */
private val sets = listOf(
  edit("scheme", "--set", "scheme=https", "http://h/p", prints = "https://h/p"),
  edit("scheme= leaves a relative reference", "--set", "scheme=", "http://h/p", prints = "//h/p"),
  edit("user, encoded with its colon", "--set", "user=a:b c", "http://ann:pw@h/", prints = "http://a%3Ab%20c:pw@h/"),
  edit("user= removes the user information", "--set", "user=", "http://ann:pw@h/", prints = "http://h/"),
  edit("password, whose colons stay", "--set", "password=s:e@t", "http://ann@h/", prints = "http://ann:s:e%40t@h/"),
  edit("password without a user", "--set", "password=x", "http://h/", prints = "http://:x@h/"),
  edit("password= removes only the password", "--set", "password=", "http://ann:pw@h/", prints = "http://ann@h/"),
  edit("user and password", "--set", "password=p", "--set", "user=u", "http://h/", prints = "http://u:p@h/"),
  edit("host, a Unicode name as its A-label", "--set", "host=bücher.example", "http://h/p", prints = "http://xn--bcher-kva.example/p"),
  edit("host, an IPv6 address in brackets", "--set", "host=2001:db8::1", "http://h:8/p", prints = "http://[2001:db8::1]:8/p"),
  edit("host= removes the authority", "--set", "host=", "foo://ann@h:80/p", prints = "foo:/p"),
  edit("port", "--set", "port=8080", "http://h:1/p", prints = "http://h:8080/p"),
  edit("port= removes it", "--set", "port=", "http://h:8080/p", prints = "http://h/p"),
  edit("path, encoded", "--set", "path=/a b?c", "http://h/x?q", prints = "http://h/a%20b%3Fc?q"),
  edit("path= empties it", "--set", "path=", "http://h/x?q", prints = "http://h?q"),
  edit("query, encoded but for & and =", "--set", "query=x=1&y=a b", "http://h/", prints = "http://h/?x=1&y=a%20b"),
  edit("query= removes it", "--set", "query=", "http://h/?a#f", prints = "http://h/#f"),
  edit("fragment, encoded", "--set", "fragment=top #1", "http://h/", prints = "http://h/#top%20%231"),
  edit("fragment= removes it", "--set", "fragment=", "http://h/#f", prints = "http://h/"),
)

/** `--append`, `--remove-query` and `--sort-query`. */
private val queryAndPath = listOf(
  edit("a segment with a slash is one segment", "--append", "path=a/b", "http://h/p", prints = "http://h/p/a%2Fb"),
  edit("path= adds a trailing slash", "--append", "path=", "http://h/p", prints = "http://h/p/"),
  edit(
    "appends keep their order; names and values encoded", "--append", "query=a&b=c=d", "--append", "query=flag",
    "--append", "query=e=", "http://h/", prints = "http://h/?a%26b=c%3Dd&flag&e=",
  ),
  edit("a query parameter to a URI without a query", "--append", "query=q=1", "http://h/#f", prints = "http://h/?q=1#f"),
  edit("* alone removes every parameter, and the query", "--remove-query", "*", "http://h/?a=1&b#f", prints = "http://h/#f"),
  edit(
    "stars anywhere, escaped stars", "--remove-query", "a*c*e", "--remove-query", "x\\*", "http://h/?abcde=1&ace=2&ae=3&x*=4&xy=5",
    prints = "http://h/?ae=3&xy=5",
  ),
  edit("a run between stars ends before the last run begins", "--remove-query", "a*b*b", "http://h/?ab=1&abb=2", prints = "http://h/?ab=1"),
  edit("names compared decoded and exactly", "--remove-query", "a b", "http://h/?a%20b=1&A%20B=2&a+b=3", prints = "http://h/?A%20B=2&a+b=3"),
  edit("an escaped backslash", "--remove-query", "a\\\\", "http://h/?a%5C=1&a=2", prints = "http://h/?a=2"),
  edit("no match leaves the query as written", "--remove-query", "zz*", "http://h/?a=%7e", prints = "http://h/?a=%7e"),
  edit(
    "sorting: code point order, stable for one name, empty names first", "--sort-query", "http://h/?b=1&a=2&B=3&a=1&&%C3%A9&=x",
    prints = "http://h/?&=x&B=3&a=2&a=1&b=1&%C3%A9",
  ),
)

/** Options given in any order are applied in one order: redirect, set, remove-query, append, sort-query. */
private val combinations = listOf(
  edit("append after set, whatever the order given", "--append", "path=x", "--set", "path=/a", "http://h/old", prints = "http://h/a/x"),
  edit("remove then append replaces a parameter", "--append", "query=q=new", "--remove-query", "q", "http://h/?q=old&r=1", prints = "http://h/?r=1&q=new"),
  edit("sorting includes appended parameters", "--sort-query", "--append", "query=a=1", "http://h/?b=2", prints = "http://h/?a=1&b=2"),
  edit("set query, then remove from it", "--remove-query", "x", "--set", "query=x=1&y=2", "http://h/", prints = "http://h/?y=2"),
  edit(
    "redirect first, then the other edits", "--set", "fragment=top", "--redirect", "../b?x=1", "--append", "query=y=2",
    "http://h/a/c", prints = "http://h/b?x=1&y=2#top",
  ),
  edit("an absolute redirect", "--redirect", "https://other.example/", "--set", "port=8443", "http://h/", prints = "https://other.example:8443/"),
  edit("an IRI is edited as its URI", "--append", "path=ü", "https://bücher.example/ä", prints = "https://xn--bcher-kva.example/%C3%A4/%C3%BC"),
  edit("--generic: no scheme module checks the port", "--generic", "--set", "port=99999", "http://h/", prints = "http://h:99999/"),
  edit("no option prints the input as it is", "HTTP://Example.COM:80/./a", prints = "HTTP://Example.COM:80/./a"),
)

/** `--get` templates, each name decoded and as written. */
private val templates = listOf(
  edit(
    "every name, decoded", "--generic", "--get", "{scheme}|{userinfo}|{user}|{password}|{host}|{port}|{path}|{query}|{fragment}",
    "http://a%20b:c%3Ad@b%C3%BCcher.example:8/a%20b?q=a%20b+c#f%20g",
    prints = "http|a b:c:d|a b|c:d|bücher.example|8|/a b|q=a b+c|f g",
  ),
  edit(
    "every name, as written", "--generic", "--get", "{:scheme}|{:userinfo}|{:user}|{:password}|{:host}|{:port}|{:path}|{:query}|{:fragment}",
    "HTTP://a%20b:c%3Ad@b%C3%BCcher.example:08/a%20b?q=a%20b+c#f%20g",
    prints = "HTTP|a%20b:c%3Ad|a%20b|c%3Ad|b%C3%BCcher.example|08|/a%20b|q=a%20b+c|f%20g",
  ),
  edit("{uri} is the edited URI", "--set", "port=8", "--get", "<{uri}> <{:uri}>", "http://h/", prints = "<http://h:8/> <http://h:8/>"),
  edit("an absent component is empty", "--get", "[{user}][{query}][{fragment}][{:port}]", "http://h/", prints = "[][][][]"),
  edit("an empty port: the default decoded, nothing as written", "--get", "{port}/{:port}", "http://h:/", prints = "80/"),
  edit("no port without a scheme module's default", "--get", "[{port}]", "mailto:a@example.org", "foo://h/", prints = "[]\n[]"),
  edit("an IP literal keeps its brackets", "--get", "{host}", "http://[::1]/", prints = "[::1]"),
  edit("braces", "--get", "{{{host}}} }}{{", "http://h/", prints = "{h} }{"),
)

class EditCommandTest : FunSpec({

  for ((name, table) in listOf(
    "trurl's documented examples" to trurlExamples,
    "--set" to sets,
    "--append, --remove-query, --sort-query" to queryAndPath,
    "combinations" to combinations,
    "--get" to templates,
  )) {
    context(name) {
      withData(table) { (_, args, lines, status) ->
        val outcome = urikit("edit", *args.toTypedArray())
        outcome.stdout.lines().dropLast(1) shouldBe lines
        outcome.status shouldBe status
        outcome.stderr shouldBe ""
      }
    }
  }

  test("standard input: one output line per input line, the batch going on past a failure") {
    val outcome = urikit("edit", "--set", "port=99999", stdin = "foo://a/\nhttp://h:8o/\nhttp://b/\nfoo://c/x\n")
    val lines = outcome.stdout.lines().dropLast(1)
    lines.size shouldBe 4
    lines[0] shouldBe "foo://a:99999/"
    lines[3] shouldBe "foo://c:99999/x"
    val (input, result) = lines.subList(1, 3).map { Json.parseToJsonElement(it).jsonObject }
    input.string("input") shouldBe "http://h:8o/"
    input.error().string("kind") shouldBe "INVALID_PORT"
    input.error()["index"] shouldBe JsonPrimitive(10)
    input.error()["operand"] shouldBe null
    result.string("input") shouldBe "http://b/"
    result.error().string("kind") shouldBe "SCHEME_SPECIFIC"
    result.error().string("scheme") shouldBe "http"
    result.error().string("operand") shouldBe "result"
    result.error()["index"] shouldBe JsonPrimitive(9)
    outcome.status shouldBe 1
  }

  context("an input whose edit fails gives its error record and exit status 1") {
    withData(
      mapOf(
        "a port without a host" to Triple(listOf("--set", "port=80"), "mailto:a@example.org", "INVALID_EDIT"),
        "a path without \"/\" after an authority" to Triple(listOf("--set", "path=a"), "http://h/", "INVALID_EDIT"),
        "http without its authority" to Triple(listOf("--set", "host="), "http://h/", "SCHEME_SPECIFIC"),
        "redirecting from a relative reference" to Triple(listOf("--redirect", "g"), "/a/b", "MISSING_SCHEME"),
        "redirecting from a URI that cannot be a base" to Triple(listOf("--redirect", "g"), "urn:isbn:0451450523", "SCHEME_SPECIFIC"),
      ),
    ) { (args, input, kind) ->
      val outcome = urikit("edit", *args.toTypedArray(), input)
      outcome.record.string("input") shouldBe input
      outcome.record.error().string("kind") shouldBe kind
      outcome.status shouldBe 1
    }
  }

  test("INVALID_EDIT has no index, and the library's message naming the rule") {
    val error = urikit("edit", "--set", "path=a", "http://h/").record.error()
    error["index"] shouldBe JsonNull
    error.string("message") shouldContain "RFC 3986 section 3.3"
  }

  test("a REF that is not valid fails every input, naming the operand") {
    val outcome = urikit("edit", "--redirect", "http://h:8o/", "http://a/", "http://b/")
    outcome.records.map { it.error().string("operand") } shouldBe listOf("redirect", "redirect")
    outcome.records.map { it.error().string("kind") } shouldBe listOf("INVALID_PORT", "INVALID_PORT")
    outcome.status shouldBe 1
  }

  test("an error record never shows the user information of the input") {
    val outcome = urikit("edit", "--set", "host=", "http://ann:secret@h/")
    outcome.record.string("input") shouldBe "http://***@h/"
    outcome.stdout.contains("secret") shouldBe false
  }

  test("--json: the parse record of the result, with the edited URI") {
    val record = urikit("edit", "--json", "--set", "user=:a:", "--append", "query=q=1", "https://example.org/x#y").record
    record.string("input") shouldBe "https://example.org/x#y"
    record.string("uri") shouldBe "https://%3Aa%3A@example.org/x?q=1#y"
    record.string("userinfo") shouldBe "%3Aa%3A"
    record.string("query") shouldBe "q=1"
    record.string("normalized") shouldBe "https://%3Aa%3A@example.org/x?q=1#y"
    record["http"]!!.jsonObject.string("request_target") shouldBe "/x?q=1"
    record.keys.toList().take(3) shouldBe listOf("input", "kind", "scheme")
  }

  test("--json: a failed input gives the same error record") {
    val outcome = urikit("edit", "--json", "--set", "port=1", "http://h:x/", "http://ok/")
    outcome.records[0].error().string("kind") shouldBe "INVALID_PORT"
    outcome.records[1].string("uri") shouldBe "http://ok:1/"
    outcome.status shouldBe 1
  }

  context("usage errors: exit status 2, the usage on standard error, no input read") {
    withData(
      nameFn = { it.joinToString(" ") },
      listOf("--set", "bogus=1"),
      listOf("--set", "host"),
      listOf("--set", "port=abc"),
      listOf("--set", "scheme=1x"),
      listOf("--set", "host=[::1"),
      listOf("--set", "port=1", "--set", "port=2"),
      listOf("--set", "host=", "--set", "port=8"),
      listOf("--append", "fragment=x"),
      listOf("--append", "path=.."),
      listOf("--remove-query", "a\\"),
      listOf("--remove-query", "a\\b"),
      listOf("--get", "{nope}"),
      listOf("--get", "{host"),
      listOf("--get", "a}b"),
      listOf("--get", "{}"),
      listOf("--get", "{host}", "--json"),
      listOf("--redirect"),
    ) { args ->
      val outcome = urikit("edit", *args.toTypedArray(), stdin = "http://h/\n")
      outcome.status shouldBe 2
      outcome.stdout shouldBe ""
      outcome.stderr shouldContain "Usage: urikit edit"
    }
  }

  test("the message of a bad name lists the known ones") {
    urikit("edit", "--set", "bogus=1", "http://h/").stderr shouldContain
      "scheme, user, password, host, port, path, query, fragment"
    urikit("edit", "--get", "{nope}", "http://h/").stderr shouldContain
      "uri, scheme, userinfo, user, password, host, port, path, query, fragment"
  }

  test("100,000 distinct parameter names: removed, sorted and appended to in linear time").config(timeout = 60.seconds) {
    val names = (0 until 100_000).map { "p$it" }
    val query = names.joinToString("&") { "$it=1" }
    val outcome = urikit("edit", "--remove-query", "p*5", "--sort-query", "--append", "query=z", "http://h/?$query")
    val kept = names.filterNot { it.endsWith("5") }.sorted()
    outcome.stdout shouldBe "http://h/?" + kept.joinToString("&") { "$it=1" } + "&z\n"
    outcome.status shouldBe 0
  }

  test("--help describes the order of the edits and the exit status") {
    val outcome = urikit("edit", "--help")
    outcome.status shouldBe 0
    outcome.stdout shouldStartWith "Usage: urikit edit"
    outcome.stdout shouldContain "--redirect (the input must be"
    outcome.stdout shouldContain "Exit status: 0 when every input succeeded"
    urikit("--help").stdout shouldContain "edit"
  }
})
