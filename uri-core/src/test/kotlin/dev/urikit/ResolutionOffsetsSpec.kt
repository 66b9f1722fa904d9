package dev.urikit

import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe

/**
 * Resolution builds its target's offsets while it writes the text instead of parsing the text again:
 * every target must have exactly the components, kind and host type that parsing its text gives.
 */
class ResolutionOffsetsSpec : FunSpec({

  val bases = listOf(
    "http://a/b/c/d;p?q", "http://u:p@[2001:db8::7]:8080/x/y?q#f", "HTTP://A", "foo:a/b", "foo:/", "zz:abc",
    "s://h:/", "s://@/a/", "file:///etc/hosts", "mailto:a@b?subject=x", "x://[v7.a]/p/",
  )
  val references = listOf(
    "g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", "g?y#s", ";x", "", ".", "..", "../..",
    "../../../g", "/./g", "g;x=1/../y", "g#s/../x", "//u@h:1/p?q#f", "//[::1]", ".//@@", "s:p", "//",
    "?", "#", "a:b/c", "%2E%2E/x",
  )
  val registry = SchemeRegistry.empty()

  fun components(ref: UriReference): List<Any?> {
    val authority = ref as? HierarchicalUri
    return listOf(
      ref::class.simpleName, ref.scheme(), authority?.authority(), authority?.userInfo(), authority?.host(),
      authority?.hostType(), authority?.port(), ref.path(), ref.query(), ref.fragment(),
    )
  }

  for (mode in ResolutionMode.values()) {
    context("$mode") {
      withData(bases.flatMap { base -> references.map { base to it } }) { (base, reference) ->
        val target = Uri.parse(base, registry).resolve(UriReference.parse(reference, registry), mode)
        components(target) shouldBe components(UriReference.parse(target.toString(), registry))
      }
    }
  }
})
