package dev.urikit

import dev.urikit.internal.DotSegments
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe

/** remove_dot_segments, RFC 3986 section 5.2.4. */
class DotSegmentsSpec : FunSpec({

  data class Case(val name: String, val input: String, val expected: String)

  context("examples of RFC 3986 section 5.2.4") {
    withData<Case>(
      { it.name },
      listOf(
        Case("absolute path, walked step by step in the RFC", "/a/b/c/./../../g", "/a/g"),
        Case("relative path, walked step by step in the RFC", "mid/content=5/../6", "mid/6"),
      ),
    ) { (_, input, expected) -> DotSegments.remove(input) shouldBe expected }
  }

  context("edge cases, each worked by hand through rules A to E") {
    withData<Case>(
      { it.name },
      listOf(
        Case("empty path", "", ""),
        Case("lone dot (rule D)", ".", ""),
        Case("lone double dot (rule D)", "..", ""),
        Case("final /. (rule B)", "/.", "/"),
        Case("final /.. at the root (rule C)", "/..", "/"),
        Case("/./ (rule B)", "/./", "/"),
        Case("/../ at the root (rule C)", "/../", "/"),
        Case("leading ../ (rule A)", "../a", "a"),
        Case("leading ./ (rule A)", "./a", "a"),
        Case("several leading ../", "../../../a/b", "a/b"),
        Case("rootless segment then .. leaves a root", "a/..", "/"),
        Case("rootless segment then . keeps a trailing slash", "a/.", "a/"),
        Case("rootless underflow gains a root", "a/../../b", "/b"),
        Case("absolute underflow stops at the root", "/a/../../../b", "/b"),
        Case("final /.. leaves a trailing slash", "/a/b/..", "/a/"),
        Case("final /. leaves a trailing slash", "/a/b/.", "/a/b/"),
        Case(".. removes an empty segment", "/a//../b", "/a/b"),
        Case("empty segments are kept", "/a//b", "/a//b"),
        Case("three dots are an ordinary segment", "/a/.../b", "/a/.../b"),
        Case("dots inside a segment are ordinary", "/a/.b/c./..d/e..", "/a/.b/c./..d/e.."),
        Case("%2E is a dot-segment, as . is", "/a/%2E/b", "/a/b"),
        Case("%2E%2E is a dot-segment, as .. is", "/a/b/%2E%2E/c", "/a/c"),
        Case(".%2e is a dot-segment, as .. is", "/a/.%2e/c", "/c"),
        Case("three encoded dots are an ordinary segment", "/a/%2e%2E%2e/c", "/a/%2e%2E%2e/c"),
        Case("%2E with more after it is an ordinary segment", "/a/%2Ex/c", "/a/%2Ex/c"),
        Case("a leading %2e%2e/ goes like ../", "%2e%2e/%2E/g", "g"),
        Case("a path that becomes //", "/a/..//b", "//b"),
        Case("a leading .// becomes //", ".//b", "/b"),
      ),
    ) { (_, input, expected) -> DotSegments.remove(input) shouldBe expected }
  }

  context("hasDotSegment") {
    data class Probe(val path: String, val expected: Boolean)
    withData<Probe>(
      { "\"${it.path}\" -> ${it.expected}" },
      listOf(
        Probe("/a/b", false),
        Probe("", false),
        Probe(".", true),
        Probe("..", true),
        Probe("/a/./b", true),
        Probe("/a/..", true),
        Probe("/a/.../b", false),
        Probe("/%2E/%2e%2E", true),
        Probe("/%2E%2E%2E/x", false),
        Probe("/%2F/%2", false),
        Probe(".a/b.", false),
      ),
    ) { (path, expected) -> DotSegments.hasDotSegment(path, 0, path.length) shouldBe expected }
  }

  test("a range of a larger text is read without the characters around it") {
    val text = "x/../a/./b?../q"
    DotSegments.remove(text, 1, 10) shouldBe "/a/b"
  }

  test("characters beyond ASCII come back intact around the segments removed") {
    DotSegments.remove("/ü/../é/./ß") shouldBe "/é/ß"
    DotSegments.hasDotSegment("/ü/é", 0, 4) shouldBe false
  }

  test("100,000 leading ../ segments are all removed") {
    DotSegments.remove("../".repeat(100_000) + "g") shouldBe "g"
  }

  test("50,000 segments pushed then popped by 50,000 /.. segments leave the root") {
    val path = "/s".repeat(50_000) + "/..".repeat(50_000) + "/g"
    DotSegments.remove(path) shouldBe "/g"
  }

  test("100,000 /.. segments past the root stop at the root") {
    DotSegments.remove("/a" + "/..".repeat(100_000)) shouldBe "/"
  }
})
