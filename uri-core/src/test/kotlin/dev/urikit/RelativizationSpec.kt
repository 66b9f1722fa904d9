package dev.urikit

import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe
import io.kotest.matchers.types.shouldBeInstanceOf
import io.kotest.matchers.types.shouldBeSameInstanceAs

/** Relativization: the shortest reference that resolves back to the target (RFC 3986 section 5.2). */
class RelativizationSpec : FunSpec({

  val registry = SchemeRegistry.empty()

  data class Case(val name: String, val base: String, val target: String, val expected: String)

  fun check(case: Case) {
    val base = Uri.parse(case.base, registry)
    val target = Uri.parse(case.target, registry)
    val reference = base.relativize(target)
    reference.toString() shouldBe case.expected
    base.resolve(reference).toString() shouldBe case.target
  }

  context("another scheme gives the target itself") {
    withData<Case>(
      { it.name },
      listOf(
        Case("different scheme", "http://a/b", "ftp://a/b", "ftp://a/b"),
        Case("the same scheme in another case, since resolution copies a scheme as written", "http://a/b/c", "HTTP://a/b/d", "HTTP://a/b/d"),
      ),
    ) { case ->
      check(case)
      Uri.parse(case.base, registry).relativize(Uri.parse(case.target, registry)).shouldBeInstanceOf<Uri>()
    }
  }

  context("another authority gives a network-path reference") {
    withData<Case>(
      { it.name },
      listOf(
        Case("different host", "http://a/b/c", "http://x/y?q#f", "//x/y?q#f"),
        Case("same host, different port", "http://a/b", "http://a:8/b", "//a:8/b"),
        Case("same host, different userinfo", "http://a/b", "http://u@a/b", "//u@a/b"),
        Case("hosts compare as written", "http://a/b", "http://A/b", "//A/b"),
        Case("an authority the base lacks", "foo:/a/b", "foo://h/a", "//h/a"),
        Case("an empty path", "http://a/b", "http://x", "//x"),
        Case("a path that starts with //", "http://a/", "http://b//x", "//b//x"),
      ),
    ) { check(it) }

    test("a base authority the target lacks leaves only the target itself") {
      check(Case("", "http://a/b/c", "http:/b/d", "http:/b/d"))
    }
  }

  context("same authority: a relative path with as many ../ as needed") {
    withData<Case>(
      { it.name },
      listOf(
        Case("same directory", "http://a/b/c/d;p?q", "http://a/b/c/g", "g"),
        Case("one level up", "http://a/bb/cc/d", "http://a/bb/g", "../g"),
        Case("two levels up", "http://a/bbbbbb/cc/dd/e", "http://a/bbbbbb/g", "../../g"),
        Case("down into a subdirectory", "http://a/b/c", "http://a/b/x/y", "x/y"),
        Case("the base's directory itself", "http://a/b/c/d", "http://a/b/c/", "."),
        Case("the parent directory, without its final slash", "http://a/b/c/d", "http://a/b/", ".."),
        Case("two parents up", "http://a/bbbbbb/cc/dd/e", "http://a/bbbbbb/", "../.."),
        Case("an absolute path when it is shorter than the ../", "http://a/b/c/d/e", "http://a/x", "/x"),
        Case("the root", "http://a/b/c/d", "http://a/", "/"),
        Case("a base with a trailing slash", "http://a/b/", "http://a/b/c", "c"),
        Case("a base without a trailing slash", "http://a/b", "http://a/b/c", "b/c"),
        Case("an empty base path under an authority", "http://a", "http://a/b", "b"),
        Case("a query and a fragment follow the path", "http://a/b/c", "http://a/b/d?q#f", "d?q#f"),
        Case("a first segment containing : gets ./", "http://a/b/c", "http://a/b/c:d", "./c:d"),
        Case("a first segment containing : after ../ needs nothing", "http://a/bb/cc/d", "http://a/bb/c:d", "../c:d"),
        Case("an empty first segment gets ./", "http://a/b/c", "http://a/b//d", ".//d"),
        Case("a base with dot-segments is read as resolution reads it", "http://a/b/../c/d", "http://a/c/e", "e"),
      ),
    ) { check(it) }
  }

  context("same path: query-only and fragment-only references") {
    withData<Case>(
      { it.name },
      listOf(
        Case("query differs", "http://a/b/c?x", "http://a/b/c?y", "?y"),
        Case("query differs, fragment kept", "http://a/b/c?x", "http://a/b/c?y#f", "?y#f"),
        Case("empty query", "http://a/b/c?x", "http://a/b/c?", "?"),
        Case("fragment differs", "http://a/b/c?x#e", "http://a/b/c?x#f", "#f"),
        Case("fragment added", "http://a/b/c?x", "http://a/b/c?x#f", "#f"),
        Case("identical except the base fragment", "http://a/b/c?x#f", "http://a/b/c?x", ""),
        Case("identical", "http://a/b/c", "http://a/b/c", ""),
        Case("the target drops the query: its last segment", "http://a/b/c?x", "http://a/b/c", "c"),
        Case("the target drops the query of a directory", "http://a/b/?x", "http://a/b/", "."),
        Case("empty paths, query differs", "http://a", "http://a?q", "?q"),
        Case("empty paths, the target drops the query", "http://a?q", "http://a", "//a"),
      ),
    ) { check(it) }
  }

  context("paths that resolution would change") {
    withData<Case>(
      { it.name },
      listOf(
        Case("a dot-segment target on the base's own path keeps an empty path", "http://a/b/../c", "http://a/b/../c?q", "?q"),
        Case("a path written /.// comes back from a relative .//", "foo:/", "foo:/.//@@", ".//@@"),
        Case("a path written /.// comes back from itself", "foo:/a/b/c", "foo:/.//x", "/.//x"),
      ),
    ) { check(it) }

    test("a target with dot-segments that no reference produces is returned itself") {
      val base = Uri.parse("http://a/b/c", registry)
      val target = Uri.parse("http://a/b/./d", registry)
      base.relativize(target) shouldBeSameInstanceAs target
    }

    test("%2E is a dot-segment too: the target comes back itself, and resolves to an equal URI") {
      val base = Uri.parse("http://a/b/c", registry)
      val target = Uri.parse("http://a/b/%2E/d", registry)
      base.relativize(target) shouldBeSameInstanceAs target
      base.resolve(base.relativize(target)).toString() shouldBe "http://a/b/d"
      base.resolve(base.relativize(target)) shouldBe target
    }
  }

  context("opaque bases and targets") {
    withData<Case>(
      { it.name },
      listOf(
        Case("a path merged with an opaque base's empty directory", "mailto:a@b", "mailto:c@d", "c@d"),
        Case("a first segment containing : gets ./", "urn:isbn:1", "urn:isbn:2", "./isbn:2"),
        Case("the same opaque path, another query", "mailto:a@b?subject=x", "mailto:a@b?subject=y", "?subject=y"),
        Case("an empty path from a base directory that is empty", "foo:a", "foo:", "."),
        Case("nothing climbs out of a rootless directory", "foo:a/b", "foo:c", "foo:c"),
        Case("a rootless target against a hierarchical base", "foo:/a", "foo:b", "foo:b"),
        Case("a hierarchical target against an opaque base", "foo:a", "foo:/b", "/b"),
        Case("a target inside the opaque base's directory", "foo:a/b", "foo:a/c", "c"),
      ),
    ) { check(it) }
  }

  test("100,000 base segments relativize to an absolute path") {
    val base = Uri.parse("http://a/" + "s/".repeat(100_000), registry)
    base.relativize(Uri.parse("http://a/t", registry)).toString() shouldBe "/t"
  }

  test("100,000 shared segments relativize to the last one") {
    val prefix = "http://a/" + "s/".repeat(100_000)
    Uri.parse(prefix + "x", registry).relativize(Uri.parse(prefix + "y", registry)).toString() shouldBe "y"
  }
})
