package dev.urikit.template

import dev.urikit.SchemeRegistry
import dev.urikit.RelativeReference
import dev.urikit.UriSyntaxException
import dev.urikit.template.UriTemplateSyntaxException.Kind
import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe
import io.kotest.matchers.shouldNotBe
import io.kotest.matchers.string.shouldContain
import io.kotest.matchers.types.shouldBeInstanceOf

/** Parsing and expansion by the text of RFC 6570, for what the uritemplate-test suite leaves out. */
class UriTemplateTest : FunSpec({

  context("section 2: templates that are refused, with the kind and index") {
    withData(
      nameFn = { (text, kind, index) -> "\"$text\" -> $kind at $index" },
      Triple("/users/{id", Kind.UNCLOSED_EXPRESSION, 7),
      Triple("{", Kind.UNCLOSED_EXPRESSION, 0),
      Triple("{var:", Kind.INVALID_PREFIX, 5),
      Triple("a}b", Kind.STRAY_CLOSING_BRACE, 1),
      Triple("{a}}", Kind.STRAY_CLOSING_BRACE, 3),
      Triple("{a{b}", Kind.INVALID_VARIABLE_NAME, 2),
      Triple("{}", Kind.INVALID_VARIABLE_NAME, 1),
      Triple("{a,}", Kind.INVALID_VARIABLE_NAME, 3),
      Triple("{.a.}", Kind.INVALID_VARIABLE_NAME, 3),
      Triple("{a..b}", Kind.INVALID_VARIABLE_NAME, 3),
      Triple("{.a}{.b", Kind.UNCLOSED_EXPRESSION, 4),
      Triple("{a-b}", Kind.INVALID_VARIABLE_NAME, 2),
      Triple("{a b}", Kind.INVALID_VARIABLE_NAME, 2),
      Triple("{é}", Kind.INVALID_VARIABLE_NAME, 1),
      Triple("{a%2}", Kind.INVALID_PERCENT_ENCODING, 2),
      Triple("{=a}", Kind.RESERVED_OPERATOR, 1),
      Triple("{,a}", Kind.RESERVED_OPERATOR, 1),
      Triple("{!a}", Kind.RESERVED_OPERATOR, 1),
      Triple("{@a}", Kind.RESERVED_OPERATOR, 1),
      Triple("{|a}", Kind.RESERVED_OPERATOR, 1),
      Triple("{a:0}", Kind.INVALID_PREFIX, 3),
      Triple("{a:01}", Kind.INVALID_PREFIX, 3),
      Triple("{a:10000}", Kind.INVALID_PREFIX, 7),
      Triple("{a:1*}", Kind.INVALID_PREFIX, 4),
      Triple("{a*:1}", Kind.INVALID_PREFIX, 3),
      Triple("{a**}", Kind.INVALID_PREFIX, 3),
      Triple("a b", Kind.INVALID_LITERAL, 1),
      Triple("a\"b", Kind.INVALID_LITERAL, 1),
      Triple("a'b", Kind.INVALID_LITERAL, 1),
      Triple("<a>", Kind.INVALID_LITERAL, 0),
      Triple("a\\b", Kind.INVALID_LITERAL, 1),
      Triple("a^b", Kind.INVALID_LITERAL, 1),
      Triple("a`b", Kind.INVALID_LITERAL, 1),
      Triple("a|b", Kind.INVALID_LITERAL, 1),
      Triple("a\tb", Kind.INVALID_LITERAL, 1),
      Triple("a\u007Fb", Kind.INVALID_LITERAL, 1),
      Triple("a\uFFFEb", Kind.INVALID_LITERAL, 1),
      Triple("a\uD800b", Kind.INVALID_LITERAL, 1),
      Triple("50%", Kind.INVALID_PERCENT_ENCODING, 2),
      Triple("%G0", Kind.INVALID_PERCENT_ENCODING, 0),
    ) { (text, kind, index) ->
      val e = shouldThrow<UriTemplateSyntaxException> { UriTemplate.parse(text) }
      e.kind() shouldBe kind
      e.index() shouldBe index
      e.message shouldContain "index $index"
      UriTemplate.parseOrNull(text) shouldBe null
    }
  }

  context("section 2: templates that are accepted") {
    withData(
      nameFn = { "\"$it\"" },
      "", "plain", "{a.b}", "{a_1}", "{%41}", "{A%2Fb}", "{a:9999}", "{a:1,b*,c}", "{+a}{#b}{.c}{/d}{;e}{?f}{&g}",
      "é/\uE000/\uD83D\uDE00", "a%2fb{x}", ":/?#[]@!$&()*+,;=-._~",
    ) { text ->
      UriTemplate.parse(text).toString() shouldBe text
    }
  }

  test("variableNames lists each name once, in order of first appearance") {
    UriTemplate.parse("{b}/{a,b}{?c*,a:2}").variableNames() shouldBe listOf("b", "a", "c")
  }

  test("equal templates are equal by text, with equal hashes") {
    UriTemplate.parse("/a/{b}") shouldBe UriTemplate.parse("/a/{b}")
    UriTemplate.parse("/a/{b}").hashCode() shouldBe UriTemplate.parse("/a/{b}").hashCode()
    UriTemplate.parse("/a/{b}") shouldNotBe UriTemplate.parse("/a/{c}")
    UriTemplate.parse("{a,b}") shouldNotBe UriTemplate.parse("{a}{b}")
  }

  context("section 3: expansions worked out from the RFC's rules") {
    withData<Triple<String, Map<String, Any?>, String>>(
      nameFn = { (template, _, expected) -> "$template -> $expected" },
      // 3.1: literals outside the URI characters are encoded as UTF-8; pct-encoded triplets kept.
      Triple("é/{a}", mapOf("a" to "x"), "%C3%A9/x"),
      Triple("%7e{a}", mapOf("a" to "x"), "%7ex"),
      // 2.4.1: the prefix counts characters, not octets or UTF-16 units.
      Triple("{a:1}", mapOf("a" to "\uD83D\uDE00x"), "%F0%9F%98%80"),
      Triple("{a:2}", mapOf("a" to "éa"), "%C3%A9a"),
      Triple("{+a:3}", mapOf("a" to "%20x"), "%20"),
      Triple("{+a:2}", mapOf("a" to "%20x"), "%252"),
      Triple("{a:9999}", mapOf("a" to "short"), "short"),
      // 1.6: non-ASCII values as UTF-8.
      Triple("{a}", mapOf("a" to "ü\uD83D\uDE00"), "%C3%BC%F0%9F%98%80"),
      // 2.3: undefined values: null, an empty list, a map whose values are all null; null members skipped.
      Triple("x{?a,b,c}", mapOf("a" to null, "b" to emptyList<String>(), "c" to mapOf("k" to null)), "x"),
      Triple("{/a*}", mapOf("a" to listOf("x", null, "y")), "/x/y"),
      Triple("{?m*}", mapOf("m" to linkedMapOf("k" to null, "j" to "1")), "?j=1"),
      Triple("{?missing}", emptyMap<String, Any>(), ""),
      // 3.2.7 and 3.2.8: empty values, named.
      Triple("{;a*}", mapOf("a" to listOf("", "x")), ";a;a=x"),
      Triple("{?a*}", mapOf("a" to listOf("", "x")), "?a=&a=x"),
      Triple("{;m*}", mapOf("m" to linkedMapOf("k" to "")), ";k"),
      Triple("{m*}", mapOf("m" to linkedMapOf("k" to "")), "k="),
      // Maps expand in iteration order.
      Triple("{m}", mapOf("m" to linkedMapOf("z" to "1", "a" to "2")), "z,1,a,2"),
      Triple("{m*}", mapOf("m" to sortedMapOf("z" to "1", "a" to "2")), "a=2,z=1"),
      // Numbers, booleans and other text as their toString().
      Triple("{n}{b}{c}", mapOf("n" to 42, "b" to true, "c" to StringBuilder("s")), "42trues"),
      // 3.2.3: reserved expansion keeps reserved characters and pct-encoded triplets, encodes a lone "%".
      Triple("{+a}", mapOf("a" to "/a%2Fb%zz?#[]"), "/a%2Fb%25zz?#[]"),
      Triple("{#a}", mapOf("a" to "x y"), "#x%20y"),
    ) { (template, variables, expected) ->
      UriTemplate.parse(template).expand(variables) shouldBe expected
    }
  }

  test("section 2.4.1: a prefix on a list or map is refused at expansion, at the variable's name") {
    val list = shouldThrow<UriTemplateSyntaxException> { UriTemplate.parse("/x{?a,list:2}").expand(mapOf("list" to listOf("ab"))) }
    list.kind() shouldBe Kind.PREFIX_ON_COMPOSITE
    list.index() shouldBe 6
    val map = shouldThrow<UriTemplateSyntaxException> { UriTemplate.parse("{m:1}").expand(mapOf("m" to mapOf("k" to "v"))) }
    map.kind() shouldBe Kind.PREFIX_ON_COMPOSITE
    map.index() shouldBe 1
    UriTemplate.parse("{m:1}").expand(mapOf("m" to emptyMap<String, String>())) shouldBe ""
  }

  context("values that cannot be expanded") {
    withData<Pair<String, Map<String, Any?>>>(
      nameFn = { it.first },
      "an unpaired surrogate" to mapOf("a" to "x\uD800"),
      "an unpaired surrogate in a list" to mapOf("a" to listOf("\uDC00")),
      "an unpaired surrogate in a map key" to mapOf("a" to mapOf("\uD800" to "v")),
      "a nested list" to mapOf("a" to listOf(listOf("x"))),
      "a map in a list" to mapOf("a" to listOf(mapOf("k" to "v"))),
      "a map key that is not a String" to mapOf("a" to mapOf(1 to "v")),
      "an array" to mapOf("a" to arrayOf("x")),
      "an object that is not text" to mapOf("a" to Any()),
    ) { (_, variables) ->
      shouldThrow<IllegalArgumentException> { UriTemplate.parse("{a}").expand(variables) }
        .shouldBeInstanceOf<IllegalArgumentException>()
    }
  }

  test("the unpaired surrogate's message names the variable and index") {
    shouldThrow<IllegalArgumentException> { UriTemplate.parse("{a}").expand(mapOf("a" to "xy\uD800")) }
      .message shouldContain "variable 'a' has an unpaired surrogate at index 2"
  }

  test("expandToUri checks the result with the scheme's rules") {
    val template = UriTemplate.parse("http://{host}/{+path}")
    template.expandToUri(mapOf("host" to "example.com", "path" to "a/b")).toString() shouldBe "http://example.com/a/b"
    val e = shouldThrow<UriSyntaxException> { template.expandToUri(mapOf("host" to "", "path" to "a")) }
    e.scheme() shouldBe "http"
    template.expandToUri(mapOf("host" to "", "path" to "a"), SchemeRegistry.empty()).toString() shouldBe "http:///a"
  }

  test("expandToUri refuses a relative result; expandToReference accepts it") {
    val template = UriTemplate.parse("{/id}{?q}")
    shouldThrow<UriSyntaxException> { template.expandToUri(mapOf("id" to "7")) }.kind() shouldBe
      UriSyntaxException.Kind.MISSING_SCHEME
    val reference = template.expandToReference(mapOf("id" to "7", "q" to "a b"))
    reference.shouldBeInstanceOf<RelativeReference>()
    reference.toString() shouldBe "/7?q=a%20b"
    template.expandToReference(mapOf("id" to "7"), SchemeRegistry.empty()).toString() shouldBe "/7"
  }

  test("expansion is linear: a long value and many expressions") {
    val long = "a b".repeat(100_000)
    UriTemplate.parse("{x}").expand(mapOf("x" to long)).length shouldBe 500_000
    UriTemplate.parse("{x}".repeat(10_000)).expand(mapOf("x" to "y")) shouldBe "y".repeat(10_000)
  }
})
