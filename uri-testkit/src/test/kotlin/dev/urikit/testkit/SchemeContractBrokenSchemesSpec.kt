package dev.urikit.testkit

import dev.urikit.HostType
import dev.urikit.Uri
import dev.urikit.spi.Scheme
import dev.urikit.spi.SchemeForm
import dev.urikit.spi.SchemeViolation
import dev.urikit.spi.UriLayout
import dev.urikit.spi.UriParts
import dev.urikit.spi.ViewDescription
import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.booleans.shouldBeTrue
import io.kotest.matchers.collections.shouldContain
import io.kotest.matchers.collections.shouldHaveSize
import io.kotest.matchers.collections.shouldNotBeEmpty
import io.kotest.matchers.collections.shouldNotContain
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldContain
import java.util.concurrent.atomic.AtomicInteger

private const val NAME = "contract-test"

private val SAMPLES = listOf(
  "contract-test://h.example/a/b",
  "CONTRACT-TEST://H.Example/a/./b/../c?q=%7e#f",
  "contract-test://u@[2001:DB8::1]/x/%41",
  "contract-test://h.example",
)

/** A well-behaved hierarchical scheme; the broken schemes below each change one of its hooks. */
private open class WellBehaved : Scheme {
  override fun name() = NAME
  override fun form() = SchemeForm.HIERARCHICAL

  override fun validate(uri: Uri): SchemeViolation? =
    if (UriLayout.hasAuthority(uri) && UriLayout.hostEnd(uri) > UriLayout.hostStart(uri)) null else NO_HOST

  override fun describe(uri: Uri): ViewDescription? =
    ViewDescription.builder(NAME).put("text", uri.toString()).build()

  companion object {
    val NO_HOST = SchemeViolation(0, "contract-test.host", "a host is required")
  }
}

/** Adds to the query on every normalization. */
private class NotIdempotent : WellBehaved() {
  override fun normalize(parts: UriParts) {
    parts.query((parts.query() ?: "") + "x")
  }
}

/** Numbers its keys. */
private class CountingKey : WellBehaved() {
  private val counter = AtomicInteger()
  override fun equivalenceKey(normalized: UriParts) = "$normalized#${counter.incrementAndGet()}"
}

/** Keys its URIs by the identity of the components object. */
private class IdentityKey : WellBehaved() {
  override fun equivalenceKey(normalized: UriParts) = "$normalized@${System.identityHashCode(normalized)}"
}

/** Copies the host out of the text to check it. */
private class AllocatingValidate : WellBehaved() {
  override fun validate(uri: Uri): SchemeViolation? {
    super.validate(uri)?.let { return it }
    val host = uri.toString().substring(UriLayout.hostStart(uri), UriLayout.hostEnd(uri))
    return if (host.lowercase() == "forbidden") NO_HOST else null
  }
}

/** Normalizes every path to one that its own validate refuses. */
private class RefusesItsNormalForm : WellBehaved() {
  override fun validate(uri: Uri): SchemeViolation? =
    super.validate(uri)
      ?: if (uri.toString().regionMatches(UriLayout.pathEnd(uri) - 4, "/off", 0, 4)) OFF else null

  override fun normalize(parts: UriParts) {
    if (!parts.path().endsWith("/off")) parts.path(parts.path() + "/off")
  }

  private companion object {
    val OFF = SchemeViolation(0, "contract-test.off", "a path must not end with /off")
  }
}

/** Keeps dot-segments when it normalizes, yet is a resolution base, whose resolution removes them. */
private class KeepsDotSegmentsAsABase : WellBehaved() {
  override fun hasHierarchicalPath() = false
  override fun canBeBase() = true
}

/** Not a base: no resolution check applies. */
private class NotABase : WellBehaved() {
  override fun canBeBase() = false
}

/** Builds keys and descriptions in one shared buffer. */
private class SharedBuffer : WellBehaved() {
  private val buffer = StringBuilder()

  override fun equivalenceKey(normalized: UriParts): String {
    buffer.setLength(0)
    for (c in normalized.toString()) buffer.append(c)
    return buffer.toString()
  }
}

/** Assumes a registered name holds only letters, digits, "-" and ".", and throws on any other character. */
private class ThrowsOnUnusualHost : WellBehaved() {
  override fun validate(uri: Uri): SchemeViolation? {
    super.validate(uri)?.let { return it }
    val text = uri.toString()
    if (UriLayout.hostType(uri) == HostType.REG_NAME) {
      for (i in UriLayout.hostStart(uri) until UriLayout.hostEnd(uri)) {
        require(text[i].isLetterOrDigit() || text[i] == '-' || text[i] == '.') { "unexpected host character" }
      }
    }
    return null
  }
}

/** Upper-cases a query when it normalizes, which validate refuses, but only for queries none of the samples has. */
private class RefusesNormalFormOfAQuery : WellBehaved() {
  override fun validate(uri: Uri): SchemeViolation? =
    super.validate(uri) ?: if (UriLayout.hasQuery(uri) && uri.toString().contains("?X")) UPPER else null

  override fun normalize(parts: UriParts) {
    val query = parts.query()
    if (query != null && query.startsWith("x")) parts.query(query.uppercase())
  }

  private companion object {
    val UPPER = SchemeViolation(0, "contract-test.upper", "a query must not begin with X")
  }
}

class SchemeContractBrokenSchemesSpec : FunSpec({

  test("a well-behaved scheme passes every check") {
    SchemeContract(WellBehaved(), SAMPLES).checkAll()
  }

  test("normalize that is not idempotent is caught") {
    val contract = SchemeContract(NotIdempotent(), SAMPLES)
    shouldThrow<AssertionError> { contract.checkNormalizeIdempotent(SAMPLES[0]) }.message shouldContain "idempotent"
    shouldThrow<AssertionError> { contract.checkAll() }
  }

  test("a key that counts its calls is caught as unstable") {
    val contract = SchemeContract(CountingKey(), SAMPLES)
    shouldThrow<AssertionError> { contract.checkKeyStable(SAMPLES[0]) }.message shouldContain "key"
    shouldThrow<AssertionError> { contract.checkAll() }
  }

  test("a key that includes an identity hash is caught as unstable") {
    val contract = SchemeContract(IdentityKey(), SAMPLES)
    shouldThrow<AssertionError> { contract.checkKeyStable(SAMPLES[1]) }.message shouldContain "key"
  }

  test("a validate that allocates is caught") {
    val contract = SchemeContract(AllocatingValidate(), SAMPLES)
    contract.checkParses(SAMPLES[0])
    shouldThrow<AssertionError> { contract.checkValidateAllocatesNothing() }.message shouldContain "allocates"
  }

  test("normalized output that validate refuses is caught") {
    val contract = SchemeContract(RefusesItsNormalForm(), SAMPLES)
    contract.checkParses(SAMPLES[0])
    shouldThrow<AssertionError> { contract.checkNormalizedValidates(SAMPLES[0]) }.message shouldContain "normaliz"
    shouldThrow<AssertionError> { contract.checkAll() }
  }

  test("a base whose equality keeps the dot-segments its resolution removes is caught") {
    val contract = SchemeContract(KeepsDotSegmentsAsABase(), SAMPLES)
    contract.checkParses(SAMPLES[0])
    shouldThrow<AssertionError> { contract.checkResolveRelativize() }.message shouldContain "not equal to the target"
    shouldThrow<AssertionError> { contract.checkAll() }
    SchemeContract(WellBehaved(), SAMPLES).checkResolveRelativize()
  }

  test("a key built in a shared StringBuilder is caught as not thread-safe") {
    val contract = SchemeContract(SharedBuffer(), SAMPLES)
    contract.checkKeyStable(SAMPLES[0])
    shouldThrow<AssertionError> { contract.checkThreadSafe() }.message shouldContain "thread-safe"
  }

  test("a hook that throws on a near miss of a sample is caught") {
    val contract = SchemeContract(ThrowsOnUnusualHost(), SAMPLES)
    SAMPLES.forEach(contract::checkParses)
    shouldThrow<AssertionError> { contract.checkNearMisses() }.message shouldContain "a hook failed on"
    SchemeContract(WellBehaved(), SAMPLES).checkNearMisses()
  }

  test("a normal form that validate refuses, reached only by a generated URI, is caught") {
    val contract = SchemeContract(RefusesNormalFormOfAQuery(), SAMPLES)
    SAMPLES.forEach(contract::checkNormalizedValidates)
    shouldThrow<AssertionError> { contract.checkNearMisses() }.message shouldContain "normaliz"
  }

  test("checks name the scheme, the rule and the URI, and cover the rules that apply") {
    val names = SchemeContract(WellBehaved(), SAMPLES).checks().map { it.name }
    names.first() shouldBe "contract-test: samples are given"
    names shouldContain "contract-test: parses and is validated by the scheme: \"contract-test://h.example/a/b\""
    names shouldContain "contract-test: resolving the relativized target gives the target"
    names.filter { it.startsWith("contract-test: parses") } shouldHaveSize SAMPLES.size
    names.distinct() shouldHaveSize names.size
    SchemeContract(KeepsDotSegmentsAsABase(), SAMPLES).checks().map { it.name } shouldContain
      "contract-test: resolving the relativized target gives the target"
    SchemeContract(NotABase(), SAMPLES).checks().map { it.name } shouldNotContain
      "contract-test: resolving the relativized target gives the target"
  }

  test("checkAll runs the checks: a broken scheme fails it where a dynamic test would") {
    val failing = SchemeContract(NotIdempotent(), SAMPLES).checks().filter { runCatching { it.run() }.isFailure }
    failing.map { it.name }.shouldNotBeEmpty()
    failing.all { "idempotent" in it.name || "re-parses" in it.name || "near misses" in it.name || "equals" in it.name }
      .shouldBeTrue()
  }
})
