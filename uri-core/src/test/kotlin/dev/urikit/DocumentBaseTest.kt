package dev.urikit

import dev.urikit.spi.Scheme
import dev.urikit.spi.SchemeViolation
import dev.urikit.spi.UriLayout
import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.collections.shouldBeEmpty
import io.kotest.matchers.collections.shouldContainExactly
import io.kotest.matchers.nulls.shouldBeNull
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldContain
import io.kotest.matchers.string.shouldNotContain

/** A stand-in for the urn module: its URIs cannot be a base (RFC 8141 section 2). */
private object UrnStandIn : Scheme {
  override fun name() = "urn"
  override fun canBeBase() = false
}

/** Refuses a URI whose path holds "forbidden", so that a resolved base can be refused. */
private object Picky : Scheme {
  override fun name() = "x-picky"
  override fun validate(uri: Uri): SchemeViolation? {
    val start = uri.toString().indexOf("forbidden")
    return if (start >= 0) SchemeViolation(start, "x-picky.path", "no forbidden paths") else null
  }
}

/** Refuses a URI without a fragment: the one base that stripping a fragment makes invalid. */
private object NeedsFragment : Scheme {
  override fun name() = "x-frag"
  override fun validate(uri: Uri): SchemeViolation? =
    if (!UriLayout.hasFragment(uri)) SchemeViolation(uri.toString().length, "x-frag.fragment", "a fragment is required") else null
}

/** The state of one layer in the combination tables. */
private enum class State { ABSENT, PRESENT, INVALID }

/** One combination of the four layers' states, innermost first. */
private data class Combination(val states: List<State>) {
  override fun toString() = BaseLayer.entries.zip(states).joinToString(", ") { (layer, state) -> "$layer ${state.name.lowercase()}" }
}

private val combinations: List<Combination> =
  State.entries.flatMap { a -> State.entries.flatMap { b -> State.entries.flatMap { c -> State.entries.map { d -> Combination(listOf(a, b, c, d)) } } } }

/** Text that does not parse, for each layer, with the kind and index of its error. */
private val invalidText = listOf(
  Triple("http://e/ p", UriSyntaxException.Kind.INVALID_CHARACTER, 9),
  Triple("http://c:x/", UriSyntaxException.Kind.INVALID_PORT, 9),
  Triple("http://r/%zz", UriSyntaxException.Kind.INVALID_PERCENT_ENCODING, 9),
  Triple("1http://d/", UriSyntaxException.Kind.INVALID_SCHEME, 0),
)

/** The establishment of a document's base from the layers of RFC 3986 section 5.1. */
class DocumentBaseTest : FunSpec({

  val generic = SchemeRegistry.empty()
  val schemes = SchemeRegistry.builder().add(UrnStandIn).add(Picky).add(NeedsFragment).build()

  fun builder(values: List<String?>, with: SchemeRegistry = generic): DocumentBase.Builder =
    DocumentBase.builder(with).embedded(values[0]).encapsulatingEntity(values[1]).retrievalUri(values[2]).applicationDefault(values[3])

  fun SkippedBase.summary() = "$layer $reason ${error?.kind()} ${error?.index()} $scheme"

  context("every combination of absolute, absent and invalid layers: the first usable one wins") {
    val absolute = listOf("http://e/p/", "http://c/p/", "http://r/p", "http://d/p")
    withData(combinations) { (states) ->
      val values = states.mapIndexed { i, state ->
        when (state) {
          State.ABSENT -> null
          State.PRESENT -> absolute[i]
          State.INVALID -> invalidText[i].first
        }
      }
      // The rule, independently: the first present layer wins; every invalid layer above it is skipped.
      val winner = states.indexOf(State.PRESENT)
      val consulted = if (winner < 0) states.indices else 0 until winner
      val expectedSkipped = consulted.filter { states[it] == State.INVALID }.map {
        "${BaseLayer.entries[it]} INVALID ${invalidText[it].second} ${invalidText[it].third} null"
      }
      val found = builder(values).establishOrNull()
      if (winner < 0) {
        found.shouldBeNull()
        val e = shouldThrow<NoBaseException> { builder(values).establish() }
        e.skipped().map { it.summary() } shouldContainExactly expectedSkipped
      } else {
        found!!.uri().toString() shouldBe absolute[winner]
        found.layer() shouldBe BaseLayer.entries[winner]
        found.skipped().map { it.summary() } shouldContainExactly expectedSkipped
        found.skipped().map { it.text() } shouldContainExactly consulted.filter { states[it] == State.INVALID }.map { invalidText[it].first }
      }
    }
  }

  context("every combination with relative references in the two inner layers, resolved against the layers below") {
    // Present values: embedded "x/", encapsulating entity "/enc/", and two absolute layers that differ by host.
    val present = listOf("x/", "/enc/", "http://r/p/q", "http://d/p/q")
    val hosts = mapOf(2 to "r", 3 to "d")
    withData(combinations) { (states) ->
      val values = states.mapIndexed { i, state ->
        when (state) {
          State.ABSENT -> null
          State.PRESENT -> present[i]
          State.INVALID -> invalidText[i].first
        }
      }
      // The rule, independently: the first present absolute layer is what the relative ones stand on; every
      // layer above it is consulted. With none, each present relative layer has nothing to resolve against.
      val absolute = (2..3).firstOrNull { states[it] == State.PRESENT }
      val winner = states.indexOf(State.PRESENT)
      val consulted = if (absolute == null) states.indices else 0 until absolute
      val expectedSkipped = consulted.mapNotNull {
        when {
          states[it] == State.INVALID -> "${BaseLayer.entries[it]} INVALID ${invalidText[it].second} ${invalidText[it].third} null"
          states[it] == State.PRESENT && absolute == null -> "${BaseLayer.entries[it]} NOTHING_TO_RESOLVE_AGAINST null null null"
          else -> null
        }
      }
      val found = builder(values).establishOrNull()
      if (absolute == null) {
        found.shouldBeNull()
        shouldThrow<NoBaseException> { builder(values).establish() }.skipped().map { it.summary() } shouldContainExactly expectedSkipped
      } else {
        val host = hosts.getValue(absolute)
        val expectedUri = when {
          winner == absolute -> "http://$host/p/q"
          else -> "http://$host" + (if (states[1] == State.PRESENT) "/enc/" else "/p/") + (if (states[0] == State.PRESENT) "x/" else "")
        }
        found!!.uri().toString() shouldBe expectedUri
        found.layer() shouldBe BaseLayer.entries[winner]
        found.skipped().map { it.summary() } shouldContainExactly expectedSkipped
      }
    }
  }

  context("examples") {
    test("<base href=\"../\"> in a document retrieved from http://a/b/c/d") {
      val base = DocumentBase.builder(generic).embedded("../").retrievalUri("http://a/b/c/d").establish()
      base.uri().toString() shouldBe "http://a/b/"
      base.layer() shouldBe BaseLayer.EMBEDDED
      base.skipped().shouldBeEmpty()
      base.strippedFragment().shouldBeNull()
    }

    test("a Content-Location relative to the retrieval URI") {
      val base = DocumentBase.builder(generic)
        .encapsulatingEntity("x/y.html")
        .retrievalUri("http://example.com/docs/index.html")
        .establish()
      base.uri().toString() shouldBe "http://example.com/docs/x/y.html"
      base.layer() shouldBe BaseLayer.ENCAPSULATING_ENTITY
    }

    test("a relative embedded base against a relative Content-Location against the retrieval URI") {
      val base = DocumentBase.builder(generic).embedded("../img/").encapsulatingEntity("/a/b/c").retrievalUri("http://h/x").establish()
      base.uri().toString() shouldBe "http://h/a/img/"
      base.layer() shouldBe BaseLayer.EMBEDDED
    }

    test("an embedded urn: base is skipped when the registry says urn cannot be a base") {
      val base = DocumentBase.builder(schemes).embedded("URN:isbn:0451450523").retrievalUri("http://a/b/c/d").establish()
      base.uri().toString() shouldBe "http://a/b/c/d"
      base.layer() shouldBe BaseLayer.RETRIEVAL_URI
      base.skipped() shouldContainExactly listOf(
        SkippedBase(BaseLayer.EMBEDDED, "URN:isbn:0451450523", SkippedBase.Reason.SCHEME_CANNOT_BE_BASE, null, "urn"),
      )
      base.skipped()[0].message() shouldBe "embedded base: a urn URI cannot be a base (RFC 3986 section 5.1)"
    }

    test("with no scheme module, urn: is a base like any URI: the policy is the registry's") {
      val base = DocumentBase.builder(generic).embedded("urn:isbn:0451450523").retrievalUri("http://a/b/c/d").establish()
      base.uri().toString() shouldBe "urn:isbn:0451450523"
      base.layer() shouldBe BaseLayer.EMBEDDED
    }

    test("a base's fragment is stripped and noted") {
      val base = DocumentBase.builder(generic).embedded("http://a/b/c#top").establish()
      base.uri().toString() shouldBe "http://a/b/c"
      base.strippedFragment() shouldBe "top"
      base.uri().resolve("#f").toString() shouldBe "http://a/b/c#f"
    }

    test("the fragment of a relative base's resolution, and an empty fragment, are stripped too") {
      val relative = DocumentBase.builder(generic).embedded("../#s").retrievalUri("http://a/b/c/d#r").establish()
      relative.uri().toString() shouldBe "http://a/b/"
      relative.strippedFragment() shouldBe "s"
      val empty = DocumentBase.builder(generic).retrievalUri("http://a/b#").establish()
      empty.uri().toString() shouldBe "http://a/b"
      empty.strippedFragment() shouldBe ""
    }

    test("an embedded base that is itself invalid text is skipped with its error's kind and index") {
      val base = DocumentBase.builder(generic).embedded("http://a/b c").retrievalUri("http://r/").establish()
      base.layer() shouldBe BaseLayer.RETRIEVAL_URI
      val skipped = base.skipped().single()
      skipped.layer() shouldBe BaseLayer.EMBEDDED
      skipped.text() shouldBe "http://a/b c"
      skipped.reason() shouldBe SkippedBase.Reason.INVALID
      skipped.error()!!.kind() shouldBe UriSyntaxException.Kind.INVALID_CHARACTER
      skipped.error()!!.index() shouldBe 10
      skipped.message() shouldBe "embedded base: invalid character U+0020 in path at index 10 (INVALID_CHARACTER)"
    }

    test("a relative retrieval URI or application default is invalid: both must be absolute") {
      val e = shouldThrow<NoBaseException> { DocumentBase.builder(generic).retrievalUri("/a/b").applicationDefault("c").establish() }
      e.skipped().map { it.summary() } shouldContainExactly listOf(
        "RETRIEVAL_URI INVALID MISSING_SCHEME 0 null",
        "APPLICATION_DEFAULT INVALID MISSING_SCHEME 1 null", // "c" could have begun a scheme
      )
    }

    test("an empty embedded base is the base below it, from the embedded layer") {
      val base = DocumentBase.builder(generic).embedded("").retrievalUri("http://a/b?q").establish()
      base.uri().toString() shouldBe "http://a/b?q"
      base.layer() shouldBe BaseLayer.EMBEDDED
    }

    test("an opaque URI of a scheme that allows it is a base") {
      DocumentBase.builder(generic).applicationDefault("foo:bar").establish().uri().toString() shouldBe "foo:bar"
    }

    test("a resolution the scheme's module refuses is skipped, and the base below wins") {
      val base = DocumentBase.builder(schemes).embedded("forbidden").retrievalUri("x-picky://h/a/b#f").establish()
      base.uri().toString() shouldBe "x-picky://h/a/b"
      base.layer() shouldBe BaseLayer.RETRIEVAL_URI
      base.strippedFragment() shouldBe "f"
      val skipped = base.skipped().single()
      skipped.reason() shouldBe SkippedBase.Reason.RESOLUTION_REFUSED
      skipped.error()!!.code() shouldBe "x-picky.path"
      skipped.message() shouldContain "embedded base: resolved against the base below, "
    }

    test("a base that its scheme's module refuses once the fragment is stripped is invalid") {
      val base = DocumentBase.builder(schemes).embedded("x-frag://h/a#f").applicationDefault("http://d/").establish()
      base.layer() shouldBe BaseLayer.APPLICATION_DEFAULT
      base.skipped().single().summary() shouldBe "EMBEDDED INVALID SCHEME_SPECIFIC 12 null"
    }

    test("parsed values are taken as they are, with the registry they were parsed with") {
      val base = DocumentBase.builder(generic)
        .embedded(UriReference.parse("../", generic))
        .retrievalUri(Uri.parse("http://a/b/c/d", generic))
        .establish()
      base.uri().toString() shouldBe "http://a/b/"
      val urn = DocumentBase.builder(generic).encapsulatingEntity(Uri.parse("urn:x:y", schemes)).applicationDefault(Uri.parse("http://d/", generic))
      urn.establish().skipped().single().summary() shouldBe "ENCAPSULATING_ENTITY SCHEME_CANNOT_BE_BASE null null urn"
    }

    test("a setter given null removes its layer; the builder can be asked again") {
      val builder = DocumentBase.builder(generic).embedded("http://e/").retrievalUri("http://r/")
      builder.establish().layer() shouldBe BaseLayer.EMBEDDED
      builder.embedded(null as String?)
      builder.establish().layer() shouldBe BaseLayer.RETRIEVAL_URI
    }
  }

  context("no base") {
    test("no layer given: the message says so") {
      val e = shouldThrow<NoBaseException> { DocumentBase.builder().establish() }
      e.message shouldBe "no base URI (RFC 3986 section 5.1): no layer was given"
      e.skipped().shouldBeEmpty()
      DocumentBase.builder().establishOrNull().shouldBeNull()
    }

    test("the message names each skipped layer's reason in layer order, and never its text") {
      val e = shouldThrow<NoBaseException> {
        DocumentBase.builder(schemes).embedded("x/").encapsulatingEntity("http://user:secret@h/ x").retrievalUri("urn:a:b").establish()
      }
      e.message shouldBe "no base URI (RFC 3986 section 5.1): " +
        "embedded base: a relative reference, and no layer below gives a base to resolve it against; " +
        "encapsulating entity's base: invalid character U+0020 in path at index 21 (INVALID_CHARACTER); " +
        "retrieval URI: a urn URI cannot be a base (RFC 3986 section 5.1)"
      e.message shouldNotContain "secret"
      e.skipped().map { it.layer() } shouldContainExactly listOf(BaseLayer.EMBEDDED, BaseLayer.ENCAPSULATING_ENTITY, BaseLayer.RETRIEVAL_URI)
    }
  }

  context("a skipped layer holds the parts its reason needs, and no others") {
    val error = UriSyntaxException(UriSyntaxException.Kind.INVALID_PORT, 3, "invalid character in port at index 3")
    withData(
      nameFn = { "${it.first} error=${it.second != null} scheme=${it.third != null}" },
      Triple(SkippedBase.Reason.INVALID, null, null),
      Triple(SkippedBase.Reason.INVALID, error, "urn"),
      Triple(SkippedBase.Reason.RESOLUTION_REFUSED, null, null),
      Triple(SkippedBase.Reason.SCHEME_CANNOT_BE_BASE, null, null),
      Triple(SkippedBase.Reason.SCHEME_CANNOT_BE_BASE, error, "urn"),
      Triple(SkippedBase.Reason.NOTHING_TO_RESOLVE_AGAINST, error, null),
      Triple(SkippedBase.Reason.NOTHING_TO_RESOLVE_AGAINST, null, "urn"),
    ) { (reason, e, scheme) ->
      shouldThrow<IllegalArgumentException> { SkippedBase(BaseLayer.EMBEDDED, "t", reason, e, scheme) }
    }
  }

  context("the Kotlin DSL") {
    test("documentBase: the layers as properties") {
      val base = documentBase {
        embedded = "../"
        retrievalUri = "http://a/b/c/d"
        registry = generic
      }
      base.uri.toString() shouldBe "http://a/b/"
      base.layer shouldBe BaseLayer.EMBEDDED
      base.skipped.shouldBeEmpty()
      base.strippedFragment.shouldBeNull()
    }

    test("documentBase: the encapsulating entity, an application default, the registry") {
      val base = documentBase {
        encapsulatingEntity = "urn:a:b"
        applicationDefault = Uri.parse("http://d/x#y", generic)
        registry = SchemeRegistry.builder().add(UrnStandIn).build()
      }
      base.uri.toString() shouldBe "http://d/x"
      base.layer shouldBe BaseLayer.APPLICATION_DEFAULT
      base.strippedFragment shouldBe "y"
      base.skipped.single().scheme() shouldBe "urn"
    }

    test("documentBase throws and documentBaseOrNull returns null when no layer gives a base") {
      shouldThrow<NoBaseException> { documentBase { embedded = "../" } }.skipped().single().reason() shouldBe
        SkippedBase.Reason.NOTHING_TO_RESOLVE_AGAINST
      documentBaseOrNull { embedded = "../" }.shouldBeNull()
      documentBaseOrNull { retrievalUri = "http://a/" }?.uri.toString() shouldBe "http://a/"
    }
  }
})
