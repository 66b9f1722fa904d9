package dev.urikit.testkit.properties

import dev.urikit.Equivalence
import dev.urikit.NormalizationLevel
import dev.urikit.SchemeRegistry
import dev.urikit.UriReference
import dev.urikit.testkit.UriArbs
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe
import io.kotest.property.checkAll

/** Normalization is idempotent and yields references that parse back to themselves (RFC 3986 section 6.2.2). */
class NormalizationPropertiesSpec : FunSpec({

  val empty = SchemeRegistry.empty()

  context("normalize is idempotent and the normalized text re-parses to itself") {
    withData(NormalizationLevel.entries) { level ->
      checkAll(propConfig, UriArbs.uriReference()) { text ->
        val ref = UriReference.parse(text, empty)
        val once = ref.normalize(level)
        once.normalize(level).toString() shouldBe once.toString()
        val reparsed = UriReference.parse(once.toString(), empty)
        reparsed.toString() shouldBe once.toString()
        reparsed.isRelative shouldBe ref.isRelative
        reparsed.normalize(level).toString() shouldBe once.toString()
      }
    }
  }

  test("a reference is syntax-equivalent to its normalized form") {
    checkAll(propConfig, UriArbs.uriReference()) { text ->
      val ref = UriReference.parse(text, empty)
      ref.isEquivalentTo(ref.normalize(NormalizationLevel.SYNTAX), Equivalence.SYNTAX) shouldBe true
      ref shouldBe ref.normalize()
    }
  }
})
