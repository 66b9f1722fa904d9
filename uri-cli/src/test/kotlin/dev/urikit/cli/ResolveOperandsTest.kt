package dev.urikit.cli

import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.collections.shouldContainExactly
import io.kotest.matchers.shouldBe
import kotlinx.serialization.json.JsonPrimitive

/** The resolve and relativize commands where they fail before any resolution takes place. */
class ResolveOperandsTest : FunSpec({

  test("resolve: a base without a scheme fails every line with MISSING_SCHEME for the operand base") {
    val outcome = urikit("resolve", "a/b", "c", "d")
    outcome.status shouldBe 1
    outcome.records.map { it.string("ref") } shouldContainExactly listOf("c", "d")
    for (record in outcome.records) {
      record.keys.toList() shouldContainExactly listOf("base", "ref", "error")
      record.string("base") shouldBe "a/b"
      record.error().string("kind") shouldBe "MISSING_SCHEME"
      record.error().string("operand") shouldBe "base"
    }
  }

  test("resolve: an invalid reference names the operand ref and the index in it") {
    val error = urikit("resolve", "http://a/b", "c d").record.error()
    error.string("kind") shouldBe "INVALID_CHARACTER"
    error.string("operand") shouldBe "ref"
    error["index"] shouldBe JsonPrimitive(1)
  }

  test("resolve: the base is checked by the installed schemes unless --generic") {
    urikit("resolve", "x-strict:///p", "g").record.error().string("kind") shouldBe "SCHEME_SPECIFIC"
    urikit("resolve", "--generic", "x-strict:///p", "%").record.error().string("kind") shouldBe
      "INVALID_PERCENT_ENCODING"
  }

  test("relativize: a relative target is MISSING_SCHEME for the operand target") {
    val outcome = urikit("relativize", "http://a/b", stdin = "../c\n")
    outcome.status shouldBe 1
    outcome.record.keys.toList() shouldContainExactly listOf("base", "target", "error")
    outcome.record.error().string("kind") shouldBe "MISSING_SCHEME"
    outcome.record.error().string("operand") shouldBe "target"
  }

  test("resolve and relativize parse the base once, however many lines follow") {
    for (command in listOf("resolve", "relativize")) {
      val base = "x-count://h/$command/b"
      fun validationsOfBase(lines: Int): Int {
        CountingScheme.validations.remove(base)
        val stdin = (1..lines).joinToString("") { "x-count://h/t$it\n" }
        urikit(command, base, stdin = stdin).records.size shouldBe lines
        return CountingScheme.validations[base] ?: 0
      }
      val once = validationsOfBase(1)
      once shouldBe 1
      validationsOfBase(5) shouldBe once
    }
  }
})
