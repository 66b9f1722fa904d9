package dev.urikit.idna

import com.ibm.icu.lang.UCharacter
import dev.urikit.spi.IdnaMapping
import dev.urikit.testkit.KnownFailures
import dev.urikit.testkit.UnexpectedlyAccepted
import dev.urikit.testkit.Vectors
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.collections.shouldBeEmpty
import io.kotest.matchers.shouldBe

/**
 * The Unicode consortium's IdnaTestV2 ToASCII cases (uri-testkit's IdnaTestV2.json, as web-platform-tests
 * publishes them for the URL standard) through [Uts46Mapping]: each input gives its output, or is refused
 * where the output is null. The rows on which ICU4J's newer Unicode data decides otherwise are listed in
 * `known-failures/IdnaTestV2Spec.txt`: `accepted` where the file's data disallow a code point that Unicode
 * now maps, ignores or assigns, `mismatch` where a newer rule refuses what the file accepts. The build runs
 * this spec a second time with the ICU4J of Unicode 16.0, whose data the file's agree with: there every row
 * passes (`known-failures/IdnaTestV2Spec-unicode16.txt` is empty).
 */
class IdnaTestV2Spec : FunSpec({

  // The run with the ICU4J of Unicode 16.0 (uri-idna's pom) names its own known-failures file, which is empty.
  val known = KnownFailures.load(System.getProperty("urikit.idna.knownFailures", "known-failures/IdnaTestV2Spec.txt"))
  val cases = Vectors.idnaTestV2()
  val idna: IdnaMapping = Uts46Mapping()

  test("every known-failure entry names a case") {
    known.unmatched(cases).shouldBeEmpty()
  }

  test("the Unicode version under test is the one this run names: 17.0 by default, 16.0 in the second run") {
    val unicode = UCharacter.getUnicodeVersion()
    "${unicode.major}.${unicode.minor}" shouldBe System.getProperty("urikit.idna.unicode", "17.0")
  }

  test("all 2622 cases are run") {
    cases.size shouldBe 2622
  }

  context("IdnaTestV2.json, ToASCII") {
    withData(cases) { case ->
      known.check(case) {
        val expected = case.output
        if (expected == null) {
          val result = try {
            idna.toAscii(case.input)
          } catch (e: IllegalArgumentException) {
            null
          }
          if (result != null) {
            throw UnexpectedlyAccepted("UTS #46 ToASCII must refuse ${case.id} (${case.comment}), gave \"$result\"")
          }
        } else {
          val result = try {
            idna.toAscii(case.input)
          } catch (e: IllegalArgumentException) {
            throw AssertionError("UTS #46 ToASCII must give \"$expected\" for ${case.id}, refused: ${e.message}", e)
          }
          result shouldBe expected
        }
      }
    }
  }
})
