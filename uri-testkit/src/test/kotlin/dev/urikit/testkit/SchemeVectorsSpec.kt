package dev.urikit.testkit

import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.collections.shouldContainAll
import io.kotest.matchers.shouldBe

/** The scheme-level runner, driven with stand-ins for nntp and nntps as a scheme module would drive it. */
class SchemeVectorsSpec : FunSpec({

  include(
    SchemeVectors.tests(
      NntpStandIn.registry,
      setOf("nntp", "nntps"),
      KnownFailures.load("known-failures/SchemeVectorsSpec.txt"),
      NntpStandIn::checkView,
    ),
  )

  test("each scheme-level case is selected by its scheme") {
    SchemeVectors.normalizeCases(setOf("nntp")).map { it.input } shouldBe
      listOf("nntp://news.server.example:119/example.group.this/12345")
    SchemeVectors.equivalenceCases(setOf("mailto")).map { it.level }.toSet() shouldBe setOf("scheme", "mailto")
    SchemeVectors.normalizeCases(setOf("mailto")).map { it.input } shouldContainAll
      listOf("MAILTO:a@B.example,c@D.EXAMPLE?subject=Hi")
    SchemeVectors.schemeCases(setOf("nntps")).map { it.kind } shouldBe listOf("default-port")
  }
})
