package dev.urikit.testkit

import dev.urikit.HierarchicalUri
import dev.urikit.NormalizationLevel
import dev.urikit.SchemeRegistry
import dev.urikit.Uri
import dev.urikit.spi.Scheme
import io.kotest.assertions.withClue
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.collections.shouldNotBeEmpty
import io.kotest.matchers.nulls.shouldBeNull
import io.kotest.matchers.shouldBe
import io.kotest.matchers.shouldNotBe
import kotlin.math.sign

/**
 * What every [Scheme] must satisfy, as a Kotest spec that each scheme module subclasses once with
 * sample URIs of its scheme (RFC 3986 section 6.2.3 and the equals/hashCode/compareTo contracts).
 *
 * ```kotlin
 * class HttpSchemeContractSpec : SchemeContractSpec(
 *   HttpScheme(),
 *   listOf("http://example.com", "HTTP://Example.COM:80/a/./b?q#f", "http://[::1]:8080/"),
 * )
 * ```
 *
 * With a registry of just that scheme, over the samples and their normalized forms: every sample
 * parses and is validated by the scheme; normalization is idempotent; a normalized URI re-parses to
 * itself; `equals` is reflexive, symmetric and transitive, agrees with `hashCode` and with
 * `compareTo == 0`, and holds between a sample and its normalized form; and when the scheme declares
 * a default port, writing it out in a sample that has an authority and no port gives an equal URI
 * whose normalized form drops it again.
 */
abstract class SchemeContractSpec(scheme: Scheme, samples: List<String>) : FunSpec() {

  init {
    val registry = SchemeRegistry.builder().add(scheme).build()
    val name = scheme.name()

    test("$name: samples are given") {
      samples.shouldNotBeEmpty()
    }

    context("$name: every sample parses and is validated by the scheme") {
      withData(samples.map(::Sample)) { sample ->
        Uri.parse(sample.text, registry).registeredScheme() shouldBe scheme
      }
    }

    fun forms(): List<Sample> =
      samples.flatMap { listOf(it, Uri.parse(it, registry).normalize().toString()) }.distinct().map(::Sample)

    context("$name: normalization is idempotent") {
      withData(forms()) { sample ->
        val once = Uri.parse(sample.text, registry).normalize()
        once.normalize().toString() shouldBe once.toString()
        once.normalize(NormalizationLevel.SYNTAX).normalize().toString() shouldBe once.toString()
      }
    }

    context("$name: a normalized URI re-parses to itself") {
      withData(forms()) { sample ->
        val normalized = Uri.parse(sample.text, registry).normalize()
        val reparsed = Uri.parse(normalized.toString(), registry)
        reparsed.toString() shouldBe normalized.toString()
        reparsed.normalize().toString() shouldBe normalized.toString()
        reparsed shouldBe normalized
      }
    }

    context("$name: a URI equals its normalized form") {
      withData(forms()) { sample ->
        val uri = Uri.parse(sample.text, registry)
        uri shouldBe uri.normalize()
        uri.hashCode() shouldBe uri.normalize().hashCode()
      }
    }

    test("$name: equals is reflexive, symmetric and transitive") {
      val uris = forms().map { Uri.parse(it.text, registry) }
      for (a in uris) {
        withClue("$a equals itself and a fresh parse of itself") {
          (a == a) shouldBe true
          (a == Uri.parse(a.toString(), registry)) shouldBe true
        }
        for (b in uris) {
          withClue("$a == $b is symmetric") { (a == b) shouldBe (b == a) }
          if (a != b) continue
          for (c in uris) {
            if (b == c) withClue("$a == $b == $c") { (a == c) shouldBe true }
          }
        }
      }
    }

    test("$name: equals agrees with hashCode and compareTo") {
      val uris = forms().map { Uri.parse(it.text, registry) }
      for (a in uris) {
        for (b in uris) {
          withClue("$a against $b") {
            if (a == b) a.hashCode() shouldBe b.hashCode()
            (a.compareTo(b) == 0) shouldBe (a == b)
            a.compareTo(b).sign shouldBe -b.compareTo(a).sign
          }
        }
      }
    }

    val defaultPort = scheme.defaultPort()
    if (defaultPort != null) {
      context("$name: the default port $defaultPort written out is the same URI") {
        val withAuthority = samples.map { Uri.parse(it, registry) }
          .filter { it is HierarchicalUri && it.authority() != null && it.port() == null }
          .map { Sample(it.toString()) }
        test("some sample has an authority and no port") {
          withAuthority.shouldNotBeEmpty()
        }
        withData(withAuthority) { sample ->
          val uri = Uri.parse(sample.text, registry) as HierarchicalUri
          val at = uri.scheme().length + 3 + checkNotNull(uri.authority()).length
          val explicit = Uri.parse(sample.text.substring(0, at) + ":" + defaultPort + sample.text.substring(at), registry)
          explicit.toString() shouldNotBe uri.toString()
          explicit shouldBe uri
          explicit.hashCode() shouldBe uri.hashCode()
          val normalized = explicit.normalize()
          normalized.toString() shouldBe uri.normalize().toString()
          (normalized as HierarchicalUri).port().shouldBeNull()
        }
      }
    }
  }

  /** A sample URI, named by its text in test names. */
  private data class Sample(val text: String) {
    override fun toString(): String = quoted(text)
  }
}
