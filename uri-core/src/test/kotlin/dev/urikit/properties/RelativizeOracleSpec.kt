@file:OptIn(io.kotest.common.ExperimentalKotest::class) // a fixed seed (PropTestConfig.seed) is an experimental Kotest API

package dev.urikit.properties

import dev.urikit.HierarchicalUri
import dev.urikit.OpaqueUri
import dev.urikit.RelativeReference
import dev.urikit.SchemeRegistry
import dev.urikit.Uri
import dev.urikit.UriReference
import io.kotest.assertions.withClue
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.ints.shouldBeLessThanOrEqual
import io.kotest.matchers.nulls.shouldNotBeNull
import io.kotest.matchers.shouldBe
import io.kotest.property.Arb
import io.kotest.property.PropTestConfig
import io.kotest.property.arbitrary.arbitrary
import io.kotest.property.arbitrary.element
import io.kotest.property.arbitrary.int
import io.kotest.property.checkAll

/**
 * `base.relativize(target)` against a brute-force oracle over small trees: paths of up to three
 * segments from {a, b, "", ".", ".."} under an authority or none, with or without a query and a
 * fragment. The oracle resolves every candidate reference of a bounded shape with its own reading of
 * RFC 3986 section 5.2 ([resolve] and [removeDotSegments] here, not urikit's) and keeps the shortest
 * that gives the target. urikit's answer must resolve to the target by that same reading and be no
 * longer than the oracle's shortest: no slack.
 *
 * A target that no reference reaches character for character (one with a dot-segment in its path,
 * unless the base has the same path and a same-document reference keeps it) is found by no candidate;
 * for those urikit's answer must resolve to a URI equivalent to the target, the same once dot-segments
 * are removed from both (RFC 3986 section 6.2.2.3), and no length bound applies.
 */
class RelativizeOracleSpec : FunSpec({

  val registry = SchemeRegistry.empty()
  val config = PropTestConfig(seed = 3986_5_2_4L, iterations = 1_000)

  val segmentChoices = listOf("a", "b", "", ".", "..")
  val paths = arbitrary { rs ->
    val depth = Arb.int(0..3).bind()
    if (depth == 0 && rs.random.nextBoolean()) "" else "/" + List(depth) { segmentChoices.random(rs.random) }.joinToString("/")
  }
  val queries = Arb.element(null, "q", "r")
  val fragments = Arb.element(null, "f")

  fun parts(authority: String?, path: String, query: String?, fragment: String?): Parts? {
    val p = Parts("s", authority, path, query, fragment)
    // Without an authority a path is path-absolute or empty: "//" would start an authority (section 3.3).
    // An empty one would make the URI opaque (RFC 2396 section 3), a policy of its own, out of scope here.
    val unfit = path.isEmpty() || path.startsWith("//") || removeDotSegments(path).startsWith("//")
    return if (authority == null && unfit) null else p
  }

  val pairs = arbitrary {
    val baseAuthority = Arb.element("h", null).bind()
    val base = parts(baseAuthority, paths.bind(), queries.bind(), fragments.bind())
    val targetAuthority = if (Arb.int(0..3).bind() == 0) Arb.element("g", null, "h").bind() else baseAuthority
    val targetPath = if (Arb.int(0..4).bind() == 0 && base != null) base.path else paths.bind()
    val target = parts(targetAuthority, targetPath, queries.bind(), fragments.bind())
    base to target
  }

  fun check(base: Parts, target: Parts) {
    val baseUri = Uri.parse(base.text, registry)
    val reference = baseUri.relativize(Uri.parse(target.text, registry))
    val resolved = resolve(base, Parts.of(reference))
    val shortest = shortestReference(base, target)
    withClue("relativize ${target.text} against ${base.text} gave \"$reference\", the oracle's shortest is \"$shortest\"") {
      if (shortest != null) {
        resolved shouldBe target
        reference.toString().length shouldBeLessThanOrEqual shortest.length
      } else {
        resolved.withoutDotSegments() shouldBe target.withoutDotSegments()
      }
    }
  }

  test("relativize gives a reference that resolves to the target, no longer than the shortest one") {
    checkAll(config, pairs) { (base, target) ->
      if (base != null && target != null) check(base, target)
    }
  }

  test("the oracle finds the answers RFC 3986 section 5.4 would lead one to expect") {
    val base = Parts("s", "h", "/a/b/c", null, null)
    shortestReference(base, base.copy(path = "/a/b/a")) shouldBe "a"
    shortestReference(base.copy(path = "/a/b/a/c"), base.copy(path = "/a/b/b")) shouldBe "../b"
    shortestReference(base, base.copy(path = "/a/b/")) shouldBe "."
    shortestReference(base, base.copy(query = "r")) shouldBe "?r"
    shortestReference(base, base.copy(fragment = "f")) shouldBe "#f"
    shortestReference(base.copy(query = "q"), base.copy(path = "/a/b/a", query = "q")) shouldBe "a?q"
    shortestReference(base, base.copy(authority = "g", path = "/a/b")) shouldBe "//g/a/b"
    shortestReference(base, base.copy(path = "/a/./b")) shouldBe null
    shortestReference(base.copy(path = "/a/./b"), base.copy(path = "/a/./b", fragment = "f")) shouldBe "#f"
    shortestReference(base, base.copy(path = "/b")) shouldBe "/b"
    check(base.copy(path = "/a/b/a/c"), base.copy(path = "/a/b/b"))
  }
})

/** A reference by its RFC 3986 components, as this oracle builds them; [text] is section 5.3's recomposition. */
internal data class Parts(val scheme: String?, val authority: String?, val path: String, val query: String?, val fragment: String?) {
  val text: String
    get() = buildString {
      scheme?.let { append(it).append(':') }
      authority?.let { append("//").append(it) }
      append(path)
      query?.let { append('?').append(it) }
      fragment?.let { append('#').append(it) }
    }

  /** The same reference with [removeDotSegments] applied to its path: equivalent by RFC 3986 section 6.2.2.3. */
  fun withoutDotSegments(): Parts = copy(path = removeDotSegments(path))

  companion object {
    fun of(ref: UriReference): Parts = when (ref) {
      is HierarchicalUri -> Parts(ref.scheme(), ref.authority(), ref.path(), ref.query(), ref.fragment())
      is RelativeReference -> Parts(null, ref.authority(), ref.path(), ref.query(), ref.fragment())
      is OpaqueUri -> Parts(ref.scheme(), null, ref.path(), ref.query(), ref.fragment())
    }
  }
}

/**
 * RFC 3986 section 5.2.4, written from the text of the RFC: an output buffer of segments. A segment
 * that is "." or ".." once `%2E` is read as "." is a dot-segment (sections 2.3 and 6.2.2.2; urikit's
 * documented reading).
 */
internal fun removeDotSegments(path: String): String {
  val output = ArrayList<String>()
  var input = path.split('/').joinToString("/") { segment ->
    val decoded = segment.replace("%2e", ".", ignoreCase = true)
    if (decoded == "." || decoded == "..") decoded else segment
  }
  while (input.isNotEmpty()) {
    when {
      input.startsWith("../") -> input = input.substring(3)
      input.startsWith("./") -> input = input.substring(2)
      input.startsWith("/./") -> input = input.substring(2)
      input == "/." -> input = "/"
      input.startsWith("/../") || input == "/.." -> {
        input = "/" + input.substring(if (input == "/..") 3 else 4)
        if (output.isNotEmpty()) output.removeAt(output.size - 1)
      }
      input == "." || input == ".." -> input = ""
      else -> {
        val next = input.indexOf('/', 1).let { if (it < 0) input.length else it }
        output += input.substring(0, next)
        input = input.substring(next)
      }
    }
  }
  return output.joinToString("")
}

/** RFC 3986 section 5.2.2 (strict), with 5.2.3's merge. */
internal fun resolve(base: Parts, r: Parts): Parts {
  if (r.scheme != null) return r.copy(path = removeDotSegments(r.path))
  if (r.authority != null) return r.copy(scheme = base.scheme, path = removeDotSegments(r.path))
  if (r.path.isEmpty()) return base.copy(query = r.query ?: base.query, fragment = r.fragment)
  val path = if (r.path.startsWith("/")) {
    r.path
  } else if (base.authority != null && base.path.isEmpty()) {
    "/" + r.path
  } else {
    base.path.substring(0, base.path.lastIndexOf('/') + 1) + r.path
  }
  return Parts(base.scheme, base.authority, removeDotSegments(path), r.query, r.fragment)
}

/**
 * The shortest reference text that [resolve] turns into [target] against [base], among: the target
 * itself; and references of up to three "..", an optional ".", and up to three segments from
 * {a, b, ""}, as a relative path, an absolute path or after the target's authority, each with or without
 * the target's query and fragment. Null when none does.
 */
internal fun shortestReference(base: Parts, target: Parts): String? {
  var best: String? = if (resolve(base, target) == target) target.text else null
  for (candidate in candidates(target)) {
    val text = candidate.text
    if ((best == null || text.length < best.length) && resolve(base, candidate) == target) {
      best = text
    }
  }
  return best
}

private val names = listOf("a", "b", "")

private val pathShapes: List<String> = buildList {
  val nameLists = ArrayList<List<String>>()
  nameLists += emptyList<String>()
  for (length in 1..3) {
    nameLists.addAll(nameLists.filter { it.size == length - 1 }.flatMap { prefix -> names.map { prefix + it } })
  }
  for (ups in 0..3) {
    for (dot in listOf(false, true)) {
      for (tail in nameLists) {
        add((List(ups) { ".." } + (if (dot) listOf(".") else emptyList()) + tail).joinToString("/"))
      }
    }
  }
}.distinct()

private fun candidates(target: Parts): Sequence<Parts> = sequence {
  for (query in listOf(null, target.query).distinct()) {
    for (fragment in listOf(null, target.fragment).distinct()) {
      for (shape in pathShapes) {
        // A relative path: its first segment may not hold a ":" (none here) or be empty ("//" or "/").
        if (!shape.startsWith("/")) yield(Parts(null, null, shape, query, fragment))
        if (!shape.startsWith("/")) yield(Parts(null, null, "/$shape", query, fragment))
        if (target.authority != null) {
          yield(Parts(null, target.authority, "/$shape", query, fragment))
          if (shape.isEmpty()) yield(Parts(null, target.authority, "", query, fragment))
        }
      }
    }
  }
}.filter { it.authority != null || !it.path.startsWith("//") }
