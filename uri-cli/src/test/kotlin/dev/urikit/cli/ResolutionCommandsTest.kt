package dev.urikit.cli

import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.collections.shouldContainExactly
import io.kotest.matchers.shouldBe

/** The resolve and relativize commands end to end; they need the library's resolution. */
class ResolutionCommandsTest : FunSpec({

  val base = "http://a/b/c/d;p?q"

  // The RFC's examples are about the generic syntax: --generic keeps scheme modules' rules out
  // ("http:g" is no valid http URI for a module that requires the hierarchical form).
  context("resolve --generic: the examples of RFC 3986 section 5.4 against $base") {
    withData(
      "g:h" to "g:h",
      "g" to "http://a/b/c/g",
      "./g" to "http://a/b/c/g",
      "g/" to "http://a/b/c/g/",
      "/g" to "http://a/g",
      "//g" to "http://g",
      "?y" to "http://a/b/c/d;p?y",
      "g?y" to "http://a/b/c/g?y",
      "#s" to "http://a/b/c/d;p?q#s",
      "" to "http://a/b/c/d;p?q",
      "../.." to "http://a/",
      "../../g" to "http://a/g",
      "../../../g" to "http://a/g",
      "/./g" to "http://a/g",
      "g;x=1/../y" to "http://a/b/c/y",
      "http:g" to "http:g",
    ) { (ref, result) ->
      val outcome = urikit("resolve", "--generic", base, ref)
      outcome.status shouldBe 0
      outcome.record.keys.toList() shouldContainExactly listOf("base", "ref", "result")
      outcome.record.string("base") shouldBe base
      outcome.record.string("ref") shouldBe ref
      outcome.record.string("result") shouldBe result
    }
  }

  test("resolve --legacy: a reference with the base's scheme and no authority is relative (RFC 3986 section 5.4.2)") {
    urikit("resolve", "--generic", "--legacy", base, "http:g").record.string("result") shouldBe "http://a/b/c/g"
  }

  test("resolve --legacy with the scheme modules installed: http:g is relative to an http base (RFC 2396)") {
    val outcome = urikit("resolve", "--legacy", base, "http:g", "../g", "g:h")
    outcome.status shouldBe 0
    outcome.records.map { it.string("result") } shouldContainExactly listOf("http://a/b/c/g", "http://a/b/g", "g:h")
  }

  test("resolve without --legacy: the http module refuses http:g as an absolute reference") {
    val outcome = urikit("resolve", base, "http:g")
    outcome.status shouldBe 1
    outcome.record.error().string("kind") shouldBe "SCHEME_SPECIFIC"
  }

  test("resolve: references from standard input, a bad line in the middle, the batch goes on") {
    val outcome = urikit("resolve", base, stdin = "g\nh i\n../x\n")
    outcome.status shouldBe 1
    val records = outcome.records
    records.map { it.string("ref") } shouldContainExactly listOf("g", "h i", "../x")
    records[0].string("result") shouldBe "http://a/b/c/g"
    records[1].error().string("kind") shouldBe "INVALID_CHARACTER"
    records[1].error().string("operand") shouldBe "ref"
    records[2].string("result") shouldBe "http://a/b/x"
  }

  context("relativize: the shortest reference that resolves against the base to exactly the target") {
    // Each expected result is shorter than every other reference that resolves to the target.
    val from = "http://a/x/y/b/c/d"
    withData(
      "http://a/x/y/b/c/g" to "g",
      "http://a/x/y/b/e" to "../e",
      "http://a/x/y/b/c/g?y" to "g?y",
      "http://x/b/c/g" to "//x/b/c/g",
      "ftp://a/b/c/g" to "ftp://a/b/c/g",
    ) { (target, result) ->
      val outcome = urikit("relativize", from, target)
      outcome.status shouldBe 0
      outcome.record.keys.toList() shouldContainExactly listOf("base", "target", "result")
      outcome.record.string("target") shouldBe target
      outcome.record.string("result") shouldBe result
      urikit("resolve", from, result).record.string("result") shouldBe target
    }
  }

  test("relativize: targets from standard input") {
    val outcome = urikit("relativize", "http://a/x/y/b/c/d", stdin = "http://a/x/y/b/c/g\r\nhttp://a/x/y/b/c/g/h\n")
    outcome.status shouldBe 0
    outcome.records.map { it.string("result") } shouldContainExactly listOf("g", "g/h")
  }
})
