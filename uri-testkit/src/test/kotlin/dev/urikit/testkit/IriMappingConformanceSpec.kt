package dev.urikit.testkit

import dev.urikit.IriReference
import dev.urikit.SchemeRegistry
import dev.urikit.UriReference
import dev.urikit.UriSyntaxException
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.collections.shouldBeEmpty
import io.kotest.matchers.collections.shouldBeIn
import io.kotest.matchers.collections.shouldContainAll
import io.kotest.matchers.ints.shouldBeInRange
import io.kotest.matchers.nulls.shouldBeNull
import io.kotest.matchers.nulls.shouldNotBeNull
import io.kotest.matchers.shouldBe
import io.kotest.matchers.shouldNotBe

/**
 * iri.json against [IriReference.parse] and [IriReference.toUri], with `http` and `https` as schemes
 * with DNS hosts ([DnsHostsStandIn]): a valid IRI reference parses, keeps its text, and maps to the URI
 * of RFC 3987 section 3.1; an invalid one is refused with a generic syntax error. With no scheme
 * registered, each valid one maps to the straightforward conversion (every character beyond US-ASCII
 * as percent-encoded UTF-8, hosts included). Hosts map through the
 * installed IDNA mapping; without a module that provides one, that is the JDK's IDNA 2003 (RFC 3490), and
 * the cases where IDNA 2003 and IDNA 2008 give other A-labels are this runner's known failures.
 */
class IriMappingConformanceSpec : FunSpec({

  val known = KnownFailures.load("known-failures/IriMappingConformanceSpec.txt")
  val registry = DnsHostsStandIn.registry
  val cases = Vectors.iri()

  /** The input with every character beyond US-ASCII percent-encoded as UTF-8 (steps 2.1 to 2.3), nothing else touched. */
  fun percentEncoded(input: String): String = buildString {
    input.codePoints().forEach { cp ->
      if (cp < 0x80) {
        append(cp.toChar())
      } else {
        String(Character.toChars(cp)).toByteArray(Charsets.UTF_8).forEach { append("%%%02X".format(it.toInt() and 0xFF)) }
      }
    }
  }

  test("every known-failure entry names a case") {
    known.unmatched(cases).shouldBeEmpty()
  }

  test("every case of parse-invalid.json with characters beyond US-ASCII is a case here") {
    val wide = Vectors.parseInvalid().map { it.input }.filter { input -> input.any { it.code >= 0x80 } }
    cases.map { it.input } shouldContainAll wide
  }

  test("the expected URIs follow section 3.1: with no A-label, the input with its non-ASCII characters encoded") {
    for (case in cases.filter { it.valid && !it.uri.orEmpty().contains("xn--") }) {
      case.uri shouldBe percentEncoded(case.input)
    }
  }

  context("no scheme registered: valid IRI references map to the straightforward conversion of section 3.1") {
    withData(cases.filter { it.valid }) { case ->
      val iri = IriReference.parse(case.input, SchemeRegistry.empty())
      iri.toString() shouldBe case.input
      iri.toUri().toString() shouldBe percentEncoded(case.input)
    }
  }

  context("http and https with DNS hosts: valid IRI references map to the URI of RFC 3987 section 3.1") {
    withData(cases.filter { it.valid }) { case ->
      known.check(case) {
        val expected = case.uri.shouldNotBeNull()
        val iri = IriReference.parse(case.input, registry)
        iri.toString() shouldBe case.input
        iri.toUri().toString() shouldBe expected
        iri.toUri() shouldBe UriReference.parse(expected, registry)
        iri.isUri shouldBe (case.input == expected)
        IriReference.parseOrNull(case.input, registry).shouldNotBeNull()
      }
    }
  }

  context("invalid IRI references are refused with a generic syntax error at or before the first colon") {
    withData(cases.filterNot { it.valid }) { case ->
      known.check(case) {
        val e = shouldBeRefused { IriReference.parse(case.input, registry) }
        e.kind() shouldBeIn listOf(UriSyntaxException.Kind.INVALID_SCHEME, UriSyntaxException.Kind.INVALID_CHARACTER)
        e.index() shouldBeInRange 0..case.input.indexOf(':')
        IriReference.parseOrNull(case.input, registry).shouldBeNull()
      }
    }
  }

  test("section 5.3.2.2: the NFC and the decomposed spelling of Việt are different IRIs") {
    val (nfc, decomposed) = cases.filter { it.input.startsWith("http://example.org/Vi") }
      .map { IriReference.parse(it.input, registry) }
    nfc shouldNotBe decomposed
  }
})
