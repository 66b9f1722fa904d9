package dev.urikit

import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe
import io.kotest.matchers.nulls.shouldBeNull
import io.kotest.matchers.types.shouldBeInstanceOf

/** Reference resolution, RFC 3986 section 5.2, and the RFC 2396 legacy mode. */
class ResolutionSpec : FunSpec({

  val registry = SchemeRegistry.empty()

  fun resolve(base: String, ref: String, mode: ResolutionMode = ResolutionMode.RFC_3986): String =
    Uri.parse(base, registry).resolve(UriReference.parse(ref, registry), mode).toString()

  data class Example(val ref: String, val expected: String, val source: String)

  // The base of every example in RFC 3986 section 5.4 and RFC 2396 Appendix C.
  val rfcBase = "http://a/b/c/d;p?q"

  context("RFC 3986 section 5.4.1, normal examples, base $rfcBase") {
    withData<Example>(
      { "\"${it.ref}\" -> ${it.expected}" },
      listOf(
        "g:h" to "g:h",
        "g" to "http://a/b/c/g",
        "./g" to "http://a/b/c/g",
        "g/" to "http://a/b/c/g/",
        "/g" to "http://a/g",
        "//g" to "http://g",
        "?y" to "http://a/b/c/d;p?y",
        "g?y" to "http://a/b/c/g?y",
        "#s" to "http://a/b/c/d;p?q#s",
        "g#s" to "http://a/b/c/g#s",
        "g?y#s" to "http://a/b/c/g?y#s",
        ";x" to "http://a/b/c/;x",
        "g;x" to "http://a/b/c/g;x",
        "g;x?y#s" to "http://a/b/c/g;x?y#s",
        "" to "http://a/b/c/d;p?q",
        "." to "http://a/b/c/",
        "./" to "http://a/b/c/",
        ".." to "http://a/b/",
        "../" to "http://a/b/",
        "../g" to "http://a/b/g",
        "../.." to "http://a/",
        "../../" to "http://a/",
        "../../g" to "http://a/g",
      ).map { (ref, expected) -> Example(ref, expected, "RFC 3986 section 5.4.1") },
    ) { (ref, expected) -> resolve(rfcBase, ref) shouldBe expected }
  }

  context("RFC 3986 section 5.4.2, abnormal examples, base $rfcBase") {
    withData<Example>(
      { "\"${it.ref}\" -> ${it.expected}" },
      listOf(
        "../../../g" to "http://a/g",
        "../../../../g" to "http://a/g",
        "/./g" to "http://a/g",
        "/../g" to "http://a/g",
        "g." to "http://a/b/c/g.",
        ".g" to "http://a/b/c/.g",
        "g.." to "http://a/b/c/g..",
        "..g" to "http://a/b/c/..g",
        "./../g" to "http://a/b/g",
        "./g/." to "http://a/b/c/g/",
        "g/./h" to "http://a/b/c/g/h",
        "g/../h" to "http://a/b/c/h",
        "g;x=1/./y" to "http://a/b/c/g;x=1/y",
        "g;x=1/../y" to "http://a/b/c/y",
        "g?y/./x" to "http://a/b/c/g?y/./x",
        "g?y/../x" to "http://a/b/c/g?y/../x",
        "g#s/./x" to "http://a/b/c/g#s/./x",
        "g#s/../x" to "http://a/b/c/g#s/../x",
        "http:g" to "http:g", // the strict answer; the legacy mode gives the other one
      ).map { (ref, expected) -> Example(ref, expected, "RFC 3986 section 5.4.2") },
    ) { (ref, expected) -> resolve(rfcBase, ref) shouldBe expected }
  }

  data class Case(val name: String, val base: String, val ref: String, val expected: String)

  context("the algorithm of section 5.2 beyond the RFC's own examples") {
    withData<Case>(
      { it.name },
      listOf(
        Case("empty base path under an authority merges as \"/\" + path (5.2.3)", "http://a", "g", "http://a/g"),
        Case("empty base path under an authority, with dot-segments", "http://a", "./g/../h", "http://a/h"),
        Case("the base's fragment is ignored (5.2.2)", "http://a/b#f", "c", "http://a/c"),
        Case("the base's fragment is dropped for an empty reference", "http://a/b?q#f", "", "http://a/b?q"),
        Case("a fragment-only reference replaces the base's fragment", "http://a/b?q#f", "#g", "http://a/b?q#g"),
        Case("opaque base: the path merges by the algorithm", "foo:bar", "baz", "foo:baz"),
        Case("opaque base: a query-only reference keeps the path", "foo:bar", "?baz", "foo:bar?baz"),
        Case("opaque base: an empty-path reference keeps the base's dot-segments", "foo:bar/..", "?a", "foo:bar/..?a"),
        Case("opaque base: climbing out of a rootless path gains a root", "foo:a/b", "../c", "foo:/c"),
        Case("scheme-only base: the reference's path is taken as is", "https:", "foo/bar/bogus", "https:foo/bar/bogus"),
        Case("the base's scheme is copied as written", "HTTPS:", "foo", "HTTPS:foo"),
        Case("a reference's scheme is copied as written", "http://a/b", "HTTP://c/./d", "HTTP://c/d"),
        Case("an absolute reference has its dot-segments removed", "http://a/b", "g:h/./i/../j", "g:h/j"),
        Case("an absolute rootless path climbed out of gains a root (5.2.4 rule C)", "http://a/b", "g:h/../i", "g:/i"),
        Case("a network-path reference has its dot-segments removed", "http://a/b", "//g/x/../y?q", "http://g/y?q"),
        Case("%2E is a dot-segment, as . is (RFC 3986 2.3, 6.2.2.2)", "scheme://a/b/c", "%2E/g", "scheme://a/b/g"),
        Case(".%2E and .%2e are dot-segments, as .. is", "scheme://a/b/c/d/e/f", ".%2E/.%2e/../g", "scheme://a/b/g"),
        Case("%2e%2e cannot climb above the root", "scheme://a/b", "/%2e%2e/%2E%2E/g", "scheme://a/g"),
        Case("a base path ending in a dot-segment merges before removal", "foo:/bar/..", ".", "foo:/bar/"),
        Case("a base with userinfo and port keeps them", "http://u@a:8/b/c", "../d", "http://u@a:8/d"),
        Case("a reference's empty query replaces the base's query", "http://a/b?q", "?", "http://a/b?"),
        Case("an IPv6 base host is kept", "http://[::1]/a/b", "c", "http://[::1]/a/c"),
        Case("a \"/\" in the base's query is not the base's last \"/\"", "http://a/b/c?/q/", "g", "http://a/b/g"),
        Case("a merge that climbs to \"//\" without an authority gets the /. prefix", "foo:/a", "..//", "foo:/.//"),
      ),
    ) { (_, base, ref, expected) -> resolve(base, ref) shouldBe expected }
  }

  context("a path that would start with \"//\" without an authority is written with a \"/.\" prefix") {
    // RFC 3986's literal answer for the first case is "foo://@@", which reads back with the authority "@@".
    // Disputed vectors affected: base "foo:/" with reference ".//@@" (the literal answer "foo://@@").
    withData<Case>(
      { it.name },
      listOf(
        Case("relative path", "foo:/", ".//@@", "foo:/.//@@"),
        Case("absolute reference whose dot-segments uncover //", "http://a/b", "g:a/../..//x", "g:/.//x"),
        Case("relative path that climbs to //", "foo:/a/b", "..//c", "foo:/.//c"),
      ),
    ) { (_, base, ref, expected) ->
      val resolved = Uri.parse(base, registry).resolve(UriReference.parse(ref, registry))
      resolved.toString() shouldBe expected
      resolved.shouldBeInstanceOf<HierarchicalUri>().authority().shouldBeNull()
      resolved.path() shouldBe expected.substring(expected.indexOf(':') + 1)
    }

    test("with an authority the path \"//x\" needs no prefix") {
      resolve("http://a/b/", "..//x") shouldBe "http://a//x"
    }
  }

  context("RFC 2396 answers in the legacy mode, base $rfcBase") {
    withData<Example>(
      { "\"${it.ref}\" -> ${it.expected} (${it.source})" },
      listOf(
        Example("?y", "http://a/b/c/?y", "RFC 2396 Appendix C.1"),
        Example("../../../g", "http://a/../g", "RFC 2396 Appendix C.2"),
        Example("../../../../g", "http://a/../../g", "RFC 2396 Appendix C.2"),
        Example("/./g", "http://a/./g", "RFC 2396 Appendix C.2"),
        Example("/../g", "http://a/../g", "RFC 2396 Appendix C.2"),
        Example("http:g", "http://a/b/c/g", "RFC 2396 Appendix C.2, and RFC 3986 section 5.4.2 for non-strict parsers"),
      ),
    ) { (ref, expected) -> resolve(rfcBase, ref, ResolutionMode.RFC_2396) shouldBe expected }
  }

  context("legacy mode agrees with RFC 3986 where RFC 2396 Appendix C does") {
    val differing = setOf("?y", "../../../g", "../../../../g", "/./g", "/../g", "http:g")
    withData<String>(
      { "\"$it\"" },
      listOf(
        "g:h", "g", "./g", "g/", "/g", "//g", "g?y", "#s", "g#s", "g?y#s", ";x", "g;x", "g;x?y#s", "",
        ".", "./", "..", "../", "../g", "../..", "../../", "../../g", "g.", ".g", "g..", "..g", "./../g",
        "./g/.", "g/./h", "g/../h", "g;x=1/./y", "g;x=1/../y", "g?y/./x", "g?y/../x", "g#s/./x", "g#s/../x",
      ).filter { it !in differing },
    ) { ref -> resolve(rfcBase, ref, ResolutionMode.RFC_2396) shouldBe resolve(rfcBase, ref) }
  }

  context("legacy mode beyond Appendix C") {
    withData<Case>(
      { it.name },
      listOf(
        // RFC 2396 section 5.2 step 2: an empty reference is the current document, and section 4.2 says it
        // refers to the start of that document, so the base's fragment is not kept (RFC 1808 kept it).
        Case("an empty reference drops the base fragment", "http://a/b/c/d;p?q#f", "", "http://a/b/c/d;p?q"),
        Case("the base's scheme matches case-insensitively", rfcBase, "HTTP:g", "http://a/b/c/g"),
        Case("another scheme is taken as it is, dot-segments included (step 3)", rfcBase, "g:a/../b", "g:a/../b"),
        Case("a network-path reference keeps its dot-segments (step 4)", rfcBase, "//g/./x", "http://g/./x"),
        Case("the base's own scheme with an authority is a network path", rfcBase, "http://g/../x", "http://g/../x"),
        Case("a trailing .. removes its segment and leaves a slash (step 6f)", rfcBase, "g/..", "http://a/b/c/"),
        Case("an unmatched .. in a rootless merge is kept", "foo:a", "../b", "foo:../b"),
        Case("unmatched .. segments in a rootless merge are all kept", "foo:a", "../../b", "foo:../../b"),
        Case("an empty segment is a segment that .. removes (step 6f)", "http://a/b", ".//..", "http://a/"),
        Case("an empty segment is a segment that ../ removes (step 6e)", "http://a/b", ".//../g", "http://a/g"),
        Case("dot-segments of the base directory are processed too", "http://a/b/./c/d", "e", "http://a/b/c/e"),
        Case("a merge that uncovers // gets the /. prefix too", "foo:/", ".//x", "foo:/.//x"),
        Case("empty base path under an authority merges as in RFC 3986", "http://a", "g", "http://a/g"),
      ),
    ) { (_, base, ref, expected) -> resolve(base, ref, ResolutionMode.RFC_2396) shouldBe expected }
  }

  context("long inputs") {
    val ups = "../".repeat(100_000)

    test("100,000 ../ segments climb to the root") {
      resolve(rfcBase, ups + "g") shouldBe "http://a/g"
    }

    test("100,000 ../ segments under RFC 2396 keep the unmatched ones") {
      resolve(rfcBase, ups + "g", ResolutionMode.RFC_2396) shouldBe "http://a/" + "../".repeat(99_998) + "g"
    }

    test("100,000 segments pushed then popped leave the first one") {
      resolve("http://a/x/", "s/".repeat(100_000) + ups + "g") shouldBe "http://a/x/g"
    }
  }

  context("entry points") {
    test("resolve(String) parses with the base's registry") {
      Uri.parse(rfcBase, registry).resolve("../g").toString() shouldBe "http://a/b/g"
    }

    test("the result is a HierarchicalUri or an OpaqueUri as its text says") {
      Uri.parse("foo:bar", registry).resolve("baz").shouldBeInstanceOf<OpaqueUri>()
      Uri.parse("foo:bar", registry).resolve("/baz").shouldBeInstanceOf<HierarchicalUri>()
    }

    test("an invalid reference string fails to parse") {
      shouldThrow<UriSyntaxException> { Uri.parse(rfcBase, registry).resolve("a b") }
    }
  }
})
