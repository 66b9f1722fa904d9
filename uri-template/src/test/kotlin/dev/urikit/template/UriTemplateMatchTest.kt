package dev.urikit.template

import dev.urikit.Uri
import dev.urikit.UriReference
import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldContain

/** Reading values back from a URI (RFC 6570 section 1.4), and the templates that refuse it. */
class UriTemplateMatchTest : FunSpec({

  val issues = UriTemplate.parse("https://api.example.com/repos/{owner}/issues{?labels,state}")

  test("simple strings and query parameters come back, percent-decoded") {
    issues.match(Uri.parse("https://api.example.com/repos/uri%20kit/issues?state=open&labels=a%2Cb")) shouldBe
      mapOf("owner" to "uri kit", "state" to "open", "labels" to "a,b")
    issues.match(Uri.parse("https://api.example.com/repos/x/issues")) shouldBe mapOf("owner" to "x")
    issues.match(Uri.parse("https://api.example.com/repos/x/issues?labels=")) shouldBe mapOf("owner" to "x", "labels" to "")
  }

  context("URIs that no expansion of the template gives: null") {
    withData(
      "https://api.example.com/repos/x/pulls",
      "https://api.example.com/repos/x/y/issues",
      "https://api.example.com/repos/x/issues?other=1",
      "https://api.example.com/repos/x/issues?state",
      "https://api.example.com/repos/x/issues?state=a&state=b",
      "https://api.example.com/repos/x/issues?state=a&",
      "https://api.example.com/repos/x/issues#frag",
      "https://api.example.com/repos/%FF/issues",
      "https://other.example.com/repos/x/issues",
    ) { text ->
      issues.match(Uri.parse(text)) shouldBe null
    }
  }

  context("{/a,b} reads one segment for each variable, all of them required") {
    val template = UriTemplate.parse("https://api.example.com/repos{/owner,repo}/issues{?state,labels*}")
    test("the issue's example: expanded, then read back") {
      val values = mapOf("owner" to "urikit", "repo" to "core", "state" to "open", "labels" to listOf("bug", "good first issue"))
      val uri = template.expandToUri(values)
      uri.toString() shouldBe
        "https://api.example.com/repos/urikit/core/issues?state=open&labels=bug&labels=good%20first%20issue"
      template.match(uri) shouldBe values
    }
    withData(
      "https://api.example.com/repos/urikit/issues",
      "https://api.example.com/repos/issues",
      "https://api.example.com/repos/a/b/c/issues",
    ) { text -> template.match(Uri.parse(text)) shouldBe null }
    test("a '/' in a value is encoded, so a segment is one value") {
      template.match(Uri.parse("https://api.example.com/repos/a%2Fb/c/issues")) shouldBe mapOf("owner" to "a/b", "repo" to "c")
    }
  }

  test("an undefined {var} expands to nothing, so it reads back as the empty string") {
    val template = UriTemplate.parse("/users/{id}")
    template.expand(emptyMap<String, Any>()) shouldBe "/users/"
    template.match(UriReference.parse("/users/")) shouldBe mapOf("id" to "")
  }

  test("path segments: present, empty, or absent") {
    val template = UriTemplate.parse("/files{/dir}{?v}")
    template.match(UriReference.parse("/files/a%2Fb?v=2")) shouldBe mapOf("dir" to "a/b", "v" to "2")
    template.match(UriReference.parse("/files/")) shouldBe mapOf("dir" to "")
    template.match(UriReference.parse("/files")) shouldBe emptyMap<String, Any>()
  }

  test("exploded query values come back as a list, continuation parameters by name") {
    val template = UriTemplate.parse("/search?fixed=1{&q,tag*}")
    template.match(UriReference.parse("/search?fixed=1&tag=a&q=x&tag=b%20c")) shouldBe
      mapOf("tag" to listOf("a", "b c"), "q" to "x")
    UriTemplate.parse("{?list*}").match(UriReference.parse("?list=a")) shouldBe mapOf("list" to listOf("a"))
  }

  test("a URI equal to an expansion matches through normalization") {
    val template = UriTemplate.parse("http://example.com/users/{id}")
    template.match(Uri.parse("HTTP://EXAMPLE.COM:80/users/%7Eann")) shouldBe mapOf("id" to "~ann")
    template.match(Uri.parse("http://example.com/users/%7eann")) shouldBe mapOf("id" to "~ann")
  }

  test("a literal beyond ASCII is compared in its encoded form") {
    UriTemplate.parse("/café/{id}").match(UriReference.parse("/caf%C3%A9/7")) shouldBe mapOf("id" to "7")
  }

  context("templates that can be matched") {
    withData(
      "{a}", "/x/{a}/y", "{a}/{b}", "{/a}{?b}", "{a}{/b}{?c,d}{&e*}#f", "{?a}{&b}", "?x=1{&a}",
      "http://example.com/{a}/x", "{a}:{b}", "{/a}?q", "{?a}#b",
    ) { text ->
      UriTemplate.parse(text).isMatchable() shouldBe true
    }
  }

  context("templates that cannot be matched: the message names the expression and why") {
    withData(
      nameFn = { "${it.first} (${it.second})" },
      "/{a:3}" to "{a:3} at index 1 cannot be matched: a prefix modifier",
      "{+path}/here" to "{+path} at index 0 cannot be matched: reserved expansion",
      "/x{#f}" to "{#f} at index 2 cannot be matched: fragment expansion",
      "x{.ext}" to "{.ext} at index 1 cannot be matched: label and path-style",
      "{;p}" to "{;p} at index 0 cannot be matched: label and path-style",
      "{a}{b}" to "{a} at index 0 cannot be matched: no literal separates it from {b}",
      "{a}{.b}" to "{a} at index 0 cannot be matched: no literal separates it from {.b}",
      "{a,b}" to "{a,b} at index 0 cannot be matched: with more than one variable",
      "{/a}{/b}" to "{/a} at index 0 cannot be matched: no literal separates it from {/b}",
      "{/a}/b" to "{/a} at index 0 cannot be matched: the literal after it begins with '/'",
      "/{a}.json" to "{a} at index 1 cannot be matched: the literal after it begins with '.'",
      "{a}-{b}" to "{a} at index 0 cannot be matched: the literal after it begins with '-'",
      "{a}%20" to "{a} at index 0 cannot be matched: the literal after it begins with '%'",
      "{a}/{a}" to "{a} at index 4 cannot be matched: 'a' appears twice",
      "{/list*}" to "{/list*} at index 0 cannot be matched: an exploded value",
      "{?q}{/x}" to "{?q} at index 0 cannot be matched: the expression after it, {/x}",
    ) { (text, message) ->
      val template = UriTemplate.parse(text)
      template.isMatchable() shouldBe false
      shouldThrow<IllegalStateException> { template.match(UriReference.parse("/x")) }.message shouldContain message
    }
  }
})
