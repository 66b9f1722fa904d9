package dev.urikit.testkit.oracles

import dev.urikit.HierarchicalUri
import dev.urikit.OpaqueUri
import dev.urikit.RelativeReference
import dev.urikit.SchemeRegistry
import dev.urikit.UriReference
import dev.urikit.testkit.UriArbs
import io.kotest.assertions.withClue
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.collections.shouldBeEmpty
import io.kotest.matchers.nulls.shouldNotBeNull
import io.kotest.matchers.shouldBe
import io.kotest.matchers.shouldNotBe
import io.kotest.property.Arb
import io.kotest.property.arbitrary.arbitrary
import io.kotest.property.arbitrary.choice
import io.kotest.property.checkAll
import org.apache.jena.rfc3986.IRI3986
import org.apache.jena.rfc3986.IRIParseException

/**
 * urikit's generic parser against Jena's RFC 3986 parser (IRI3986, syntax only) over generated
 * references and near-misses made from them by one edit: both accept or both refuse, and when both
 * accept they report the same components. Where they disagree the disagreement must fall in one of the
 * classes of [JenaDifferences], each listed with its RFC reason in `oracles/jena-differences.txt`.
 */
class JenaDifferentialSpec : FunSpec({

  val empty = SchemeRegistry.empty()
  val listed = JenaDifferences.load()

  /** Characters an edit inserts or puts in place of another: delimiters, excluded ASCII, a non-ASCII letter. */
  val editChars = " \"%<>[]\\^`{|}#?/:@!$&'()*+,;=.-_~aZ09\u00e9\u0000\u007f"

  /** One edit of a generated reference: a character inserted, replaced or deleted. */
  val nearMisses: Arb<String> = arbitrary { rs ->
    val text = UriArbs.uriReference().bind()
    val random = rs.random
    val at = random.nextInt(text.length + 1)
    val c = editChars[random.nextInt(editChars.length)]
    when {
      text.isEmpty() || random.nextInt(3) == 0 -> text.substring(0, at) + c + text.substring(at)
      at == text.length -> text.dropLast(1)
      random.nextBoolean() -> text.substring(0, at) + c + text.substring(at + 1)
      else -> text.removeRange(at, at + 1)
    }
  }

  fun compare(text: String): Disagreement? {
    val ours = Outcome.urikit(text, empty)
    val theirs = Outcome.jena(text)
    return if (ours == theirs) null else Disagreement(text, ours, theirs)
  }

  fun checkAgreement(text: String) {
    val disagreement = compare(text) ?: return
    val kind = JenaDifferences.classify(disagreement)
    withClue("$disagreement") {
      kind.shouldNotBeNull()
      listed.keys shouldContainKey kind
    }
  }

  test("the listed classes of difference are the classes the classifier knows") {
    listed.keys shouldBe JenaDifferences.classes.map { it.name }.toSet()
  }

  context("each listed class of difference has an example that still differs, and is classified as that class") {
    withData(listed.values.toList()) { entry ->
      val disagreement = compare(entry.example).shouldNotBeNull()
      JenaDifferences.classify(disagreement) shouldBe entry.name
    }
  }

  test("generated references: accepted by both, with the same components, but for listed differences") {
    checkAll(oracleConfig, Arb.choice(UriArbs.uriReference(), UriArbs.uri(), UriArbs.relativeReference())) { text ->
      checkAgreement(text)
    }
  }

  test("near-misses one edit away: accepted or refused by both, with the same components, but for listed differences") {
    checkAll(oracleConfig, nearMisses) { text -> checkAgreement(text) }
  }

  test("the oracle is no rubber stamp: near-misses include refusals by both and acceptances by both") {
    val outcomes = mutableListOf<Boolean>()
    checkAll(oracleConfig, nearMisses) { text -> outcomes += Outcome.jena(text) == Outcome.Refused }
    outcomes.filter { it }.shouldNotBeEmpty()
    outcomes.filter { !it }.shouldNotBeEmpty()
  }
})

private infix fun <K> Set<K>.shouldContainKey(key: K) {
  (key in this) shouldBe true
}

private fun <T> List<T>.shouldNotBeEmpty() = isEmpty() shouldNotBe true

/** What a parser made of a text: refused, or accepted with these raw components (null when absent). */
internal sealed interface Outcome {
  data object Refused : Outcome

  data class Accepted(
    val scheme: String?,
    val authority: String?,
    val userInfo: String?,
    val host: String?,
    val port: String?,
    val path: String,
    val query: String?,
    val fragment: String?,
  ) : Outcome

  companion object {
    fun urikit(text: String, registry: SchemeRegistry): Outcome =
      when (val ref = UriReference.parseOrNull(text, registry)) {
        null -> Refused
        is HierarchicalUri -> Accepted(ref.scheme(), ref.authority(), ref.userInfo(), ref.host(), ref.port(), ref.path(), ref.query(), ref.fragment())
        is RelativeReference -> Accepted(null, ref.authority(), ref.userInfo(), ref.host(), ref.port(), ref.path(), ref.query(), ref.fragment())
        is OpaqueUri -> Accepted(ref.scheme(), null, null, null, null, ref.path(), ref.query(), ref.fragment())
      }

    fun jena(text: String): Outcome {
      val iri = try {
        IRI3986.createSyntax(text)
      } catch (e: IRIParseException) {
        return Refused
      }
      return Accepted(
        if (iri.hasScheme()) iri.scheme() else null,
        if (iri.hasAuthority()) iri.authority() else null,
        if (iri.hasUserInfo()) iri.userInfo() else null,
        if (iri.hasHost()) iri.host() else null,
        if (iri.hasPort()) iri.port() else null,
        iri.path(),
        if (iri.hasQuery()) iri.query() else null,
        if (iri.hasFragment()) iri.fragment() else null,
      )
    }
  }
}

/** A text on which urikit ([ours]) and Jena ([theirs]) disagree. */
internal data class Disagreement(val text: String, val ours: Outcome, val theirs: Outcome) {
  override fun toString(): String = "\"$text\": urikit $ours, Jena $theirs"
}
