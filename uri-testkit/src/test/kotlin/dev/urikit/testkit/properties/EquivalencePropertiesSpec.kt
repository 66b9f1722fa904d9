package dev.urikit.testkit.properties

import dev.urikit.Equivalence
import dev.urikit.SchemeRegistry
import dev.urikit.UriReference
import dev.urikit.testkit.UriArbs
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe
import io.kotest.property.Arb
import io.kotest.property.arbitrary.bind
import io.kotest.property.arbitrary.choice
import io.kotest.property.arbitrary.map
import io.kotest.property.checkAll

/**
 * Equivalence under [Equivalence.SYNTAX] and [Equivalence.SCHEME] with no schemes registered is
 * reflexive and symmetric and agrees with `equals` and `hashCode` (RFC 3986 section 6.2).
 */
class EquivalencePropertiesSpec : FunSpec({

  val empty = SchemeRegistry.empty()

  /** Pairs that are equivalent (a reference and its normalized or upper-cased-scheme form) and pairs that mostly are not. */
  val pairs: Arb<Pair<String, String>> = Arb.choice(
    UriArbs.uriReference().map { it to UriReference.parse(it, empty).normalize().toString() },
    UriArbs.uri().map { it to it.substringBefore(':').uppercase() + ":" + it.substringAfter(':') },
    Arb.bind(UriArbs.uriReference(), UriArbs.uriReference()) { a, b -> a to b },
  )

  context("reflexive") {
    withData(Equivalence.entries) { policy ->
      checkAll(propConfig, UriArbs.uriReference()) { text ->
        val a = UriReference.parse(text, empty)
        val b = UriReference.parse(text, empty)
        a.isEquivalentTo(a, policy) shouldBe true
        a.isEquivalentTo(b, policy) shouldBe true
        (a == b) shouldBe true
        a.hashCode() shouldBe b.hashCode()
        a.compareTo(b) shouldBe 0
      }
    }
  }

  context("symmetric, and the same as comparing keys") {
    withData(Equivalence.entries) { policy ->
      checkAll(propConfig, pairs) { (x, y) ->
        val a = UriReference.parse(x, empty)
        val b = UriReference.parse(y, empty)
        a.isEquivalentTo(b, policy) shouldBe b.isEquivalentTo(a, policy)
        a.isEquivalentTo(b, policy) shouldBe
          (a.isRelative == b.isRelative && a.equivalenceKey(policy) == b.equivalenceKey(policy))
      }
    }
  }

  test("equals follows SCHEME for URIs and SYNTAX for relative references, and agrees with hashCode and compareTo") {
    checkAll(propConfig, pairs) { (x, y) ->
      val a = UriReference.parse(x, empty)
      val b = UriReference.parse(y, empty)
      val policy = if (a.isRelative) Equivalence.SYNTAX else Equivalence.SCHEME
      (a == b) shouldBe a.isEquivalentTo(b, policy)
      (a == b) shouldBe (b == a)
      if (a == b) a.hashCode() shouldBe b.hashCode()
      (a.compareTo(b) == 0) shouldBe (a == b)
      Integer.signum(a.compareTo(b)) shouldBe -Integer.signum(b.compareTo(a))
    }
  }

  test("with no schemes registered, SCHEME equivalence is SYNTAX equivalence") {
    checkAll(propConfig, pairs) { (x, y) ->
      val a = UriReference.parse(x, empty)
      val b = UriReference.parse(y, empty)
      a.isEquivalentTo(b, Equivalence.SCHEME) shouldBe a.isEquivalentTo(b, Equivalence.SYNTAX)
    }
  }
})
