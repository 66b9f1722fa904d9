package dev.urikit.testkit

import dev.urikit.IriReference
import dev.urikit.SchemeRegistry
import dev.urikit.UriReference
import io.kotest.assertions.withClue
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.collections.shouldNotBeEmpty
import io.kotest.matchers.nulls.shouldBeNull
import io.kotest.matchers.nulls.shouldNotBeNull
import io.kotest.matchers.shouldBe

/**
 * The parse vectors read as IRI references (RFC 3987 section 2.2), no schemes registered: every valid URI
 * reference is an IRI reference with the same components; an invalid one that is invalid only because
 * of characters beyond US-ASCII is a valid IRI reference, whose URI is the input with those characters
 * percent-encoded (section 3.1); every other invalid one fails as an IRI where it fails as a URI.
 */
class IriConformanceSpec : FunSpec({

  val registry = SchemeRegistry.empty()
  val valid = Vectors.parseValid()
  val invalid = Vectors.parseInvalid()

  /** The input with every character beyond US-ASCII percent-encoded as UTF-8, nothing else touched. */
  fun asciiOnly(input: String): String = buildString {
    var i = 0
    while (i < input.length) {
      val cp = input.codePointAt(i)
      if (cp < 0x80) {
        append(cp.toChar())
      } else {
        String(Character.toChars(cp)).toByteArray(Charsets.UTF_8).forEach { append("%%%02X".format(it.toInt() and 0xFF)) }
      }
      i += Character.charCount(cp)
    }
  }

  val nonAsciiOnly = invalid.filter { case ->
    case.input.any { it.code >= 0x80 } && UriReference.parseOrNull(asciiOnly(case.input), registry) != null
  }

  context("parse-valid.json: every URI reference is an IRI reference, unchanged") {
    withData(valid) { case ->
      val iri = IriReference.parse(case.input, registry)
      iri.toString() shouldBe case.input
      iri.isUri shouldBe true
      RawComponents.of(iri.toUri()) shouldBe RawComponents.expected(case)
      iri.path() shouldBe case.path
      iri.query() shouldBe case.query
      iri.fragment() shouldBe case.fragment
    }
  }

  test("parse-invalid.json has cases that are invalid only because of non-ASCII characters") {
    nonAsciiOnly.shouldNotBeEmpty()
  }

  context("parse-invalid.json, invalid only because of non-ASCII characters: valid IRI references") {
    withData(nonAsciiOnly) { case ->
      val iri = IriReference.parseOrNull(case.input, registry)
      withClue(case.why) {
        iri.shouldNotBeNull()
        iri.toString() shouldBe case.input
        iri.toUri().toString() shouldBe asciiOnly(case.input)
      }
    }
  }

  context("parse-invalid.json, every other case: refused as an IRI reference at the URI parser's index") {
    withData(invalid - nonAsciiOnly.toSet()) { case ->
      val uriError = shouldBeRefused { UriReference.parse(case.input, registry) }
      val iriError = shouldBeRefused { IriReference.parse(case.input, registry) }
      iriError.kind() shouldBe uriError.kind()
      iriError.index() shouldBe uriError.index()
      IriReference.parseOrNull(case.input, registry).shouldBeNull()
    }
  }
})
