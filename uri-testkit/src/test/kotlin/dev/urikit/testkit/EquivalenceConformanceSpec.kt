package dev.urikit.testkit

import dev.urikit.Equivalence
import dev.urikit.SchemeRegistry
import dev.urikit.UriReference
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.collections.shouldBeEmpty
import io.kotest.matchers.shouldBe

/**
 * equivalence.json at the generic levels, with no schemes registered: `simple` is
 * [Equivalence.EXACT] (RFC 3986 section 6.2.1), `syntax` is [Equivalence.SYNTAX] (section 6.2.2).
 * Scheme-specific levels run in the scheme modules through [SchemeVectors]; this spec checks that each
 * such case has a module to run it.
 */
class EquivalenceConformanceSpec : FunSpec({

  val known = KnownFailures.load("known-failures/EquivalenceConformanceSpec.txt")
  val all = Vectors.equivalence()
  val generic = all.filter { it.level in SchemeVectors.GENERIC_EQUIVALENCE_LEVELS }

  test("every known-failure entry names a case") {
    known.unmatched(generic).shouldBeEmpty()
  }

  test("every scheme-level case belongs to a scheme module of this project") {
    all.filter { it.level !in SchemeVectors.GENERIC_EQUIVALENCE_LEVELS && it.scheme !in SchemeVectors.PROJECT_SCHEMES }
      .shouldBeEmpty()
  }

  withData(generic) { case ->
    known.check(case) {
      val policy = if (case.level == "simple") Equivalence.EXACT else Equivalence.SYNTAX
      val a = UriReference.parse(case.a, SchemeRegistry.empty())
      val b = UriReference.parse(case.b, SchemeRegistry.empty())
      a.isEquivalentTo(b, policy) shouldBe case.equivalent
      b.isEquivalentTo(a, policy) shouldBe case.equivalent
      (a.equivalenceKey(policy) == b.equivalenceKey(policy)) shouldBe case.equivalent
    }
  }
})
