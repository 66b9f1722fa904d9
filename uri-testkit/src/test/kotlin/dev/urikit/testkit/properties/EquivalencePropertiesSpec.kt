package dev.urikit.testkit.properties

import dev.urikit.Equivalence
import dev.urikit.SchemeRegistry
import dev.urikit.UriReference
import dev.urikit.spi.Scheme
import dev.urikit.testkit.UriArbs
import io.kotest.assertions.withClue
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.ints.shouldNotBeExactly
import io.kotest.matchers.shouldBe
import io.kotest.matchers.shouldNotBe
import io.kotest.property.Arb
import io.kotest.property.arbitrary.arbitrary
import io.kotest.property.arbitrary.bind
import io.kotest.property.checkAll

/**
 * Equality, hash and order over pairs whose expected relation comes from how their text was made,
 * never from the code under test: a generated URI and the same URI after rewrites that RFC 3986
 * section 6.2 says keep its meaning (scheme and reg-name case, an unreserved character
 * percent-encoded, the scheme's default port added, `./` or `a/../` inserted) must be equal and hash
 * alike; after a rewrite that changes its meaning (a path letter's case, one character) it must not.
 */
class EquivalencePropertiesSpec : FunSpec({

  /** A scheme with a default port, so adding that port is a rewrite to test (section 6.2.3). */
  val defaultPortScheme = object : Scheme {
    override fun name(): String = Rewrites.DEFAULT_PORT_SCHEME
    override fun defaultPort(): Int = Rewrites.DEFAULT_PORT
  }
  val registry = SchemeRegistry.builder().add(defaultPortScheme).build()
  val base = GeneratedReference.withRegName(listOf(Rewrites.DEFAULT_PORT_SCHEME, "foo", "x-y.z+w"))

  /** The generated reference, the rewritten one, and the names of the rewrites applied. */
  fun rewritten(rewrites: List<Rewrites.Rewrite>, count: IntRange) = arbitrary { rs ->
    var ref = base.bind()
    val original = ref
    val applied = ArrayList<String>()
    repeat(count.first + rs.random.nextInt(count.last - count.first + 1)) {
      val rewrite = rewrites[rs.random.nextInt(rewrites.size)]
      rewrite.apply(ref, rs.random)?.let {
        ref = it
        applied += rewrite.name
      }
    }
    Triple(original, ref, applied.toList())
  }

  context("a meaning-preserving rewrite stays equal, with the same hash and order") {
    withData(Rewrites.preserving) { rewrite ->
      checkAll(propConfig, rewritten(listOf(rewrite), 1..1)) { (original, result, applied) ->
        val x = original.text
        val y = result.text
        withClue("$applied: $x -> $y") {
          val a = UriReference.parse(x, registry)
          val b = UriReference.parse(y, registry)
          (a == b) shouldBe true
          (b == a) shouldBe true
          a.hashCode() shouldBe b.hashCode()
          a.compareTo(b) shouldBe 0
          b.compareTo(a) shouldBe 0
          a.isEquivalentTo(b, Equivalence.SCHEME) shouldBe true
          if (rewrite.name != "add the default port") a.isEquivalentTo(b, Equivalence.SYNTAX) shouldBe true
        }
      }
    }
  }

  test("several meaning-preserving rewrites in a row stay equal, with the same hash and order") {
    checkAll(propConfig, rewritten(Rewrites.preserving, 2..5)) { (original, result, applied) ->
      val x = original.text
      val y = result.text
      withClue("$applied: $x -> $y") {
        val a = UriReference.parse(x, registry)
        val b = UriReference.parse(y, registry)
        (a == b) shouldBe true
        a.hashCode() shouldBe b.hashCode()
        a.compareTo(b) shouldBe 0
      }
    }
  }

  context("a meaning-changing rewrite is not equal, and orders apart both ways") {
    withData(Rewrites.changing) { rewrite ->
      checkAll(propConfig, rewritten(listOf(rewrite), 1..1)) { (original, result, applied) ->
        val x = original.text
        val y = result.text
        if (applied.isNotEmpty()) {
          withClue("$applied: $x -> $y") {
            val a = UriReference.parse(x, registry)
            val b = UriReference.parse(y, registry)
            (a == b) shouldBe false
            (b == a) shouldBe false
            a.isEquivalentTo(b, Equivalence.SCHEME) shouldBe false
            a.compareTo(b) shouldNotBeExactly 0
            Integer.signum(a.compareTo(b)) shouldBe -Integer.signum(b.compareTo(a))
          }
        }
      }
    }
  }

  test("meaning-preserving rewrites, then one meaning-changing one, are not equal") {
    val arb = arbitrary { rs ->
      val (original, result, applied) = rewritten(Rewrites.preserving, 1..3).bind()
      val rewrite = Rewrites.changing[rs.random.nextInt(Rewrites.changing.size)]
      Triple(original.text, rewrite.apply(result, rs.random)?.text, applied + rewrite.name)
    }
    checkAll(propConfig, arb) { (x, y, applied) ->
      if (y != null) {
        withClue("$applied: $x -> $y") {
          UriReference.parse(x, registry) shouldNotBe UriReference.parse(y, registry)
        }
      }
    }
  }

  context("reflexive, symmetric, and equals, hashCode and compareTo agree on any two references") {
    withData(Equivalence.entries) { policy ->
      checkAll(propConfig, Arb.bind(UriArbs.uriReference(), UriArbs.uriReference()) { a, b -> a to b }) { (x, y) ->
        val a = UriReference.parse(x, registry)
        val b = UriReference.parse(y, registry)
        a.isEquivalentTo(UriReference.parse(x, registry), policy) shouldBe true
        a.isEquivalentTo(b, policy) shouldBe b.isEquivalentTo(a, policy)
        (a == b) shouldBe (b == a)
        if (a == b) a.hashCode() shouldBe b.hashCode()
        (a.compareTo(b) == 0) shouldBe (a == b)
        Integer.signum(a.compareTo(b)) shouldBe -Integer.signum(b.compareTo(a))
      }
    }
  }
})
