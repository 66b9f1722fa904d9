package dev.urikit.testkit

import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldContain
import io.kotest.matchers.string.shouldStartWith

class KnownFailuresTest : FunSpec({

  val listed = ParseInvalidCase(input = "a b", why = "space", source = "RFC 3986 section 2")
  val unlisted = ParseInvalidCase(input = "a\tb", why = "tab", source = "RFC 3986 section 2")
  val known = KnownFailures.parse(
    "known-failures/Example.txt",
    """
    # comment line, then a blank line

    ${listed.id}	the parser accepts spaces
    """.trimIndent(),
  )

  test("entries are read as id TAB reason, comments and blank lines skipped") {
    known.entries shouldBe mapOf("\"a b\"" to "the parser accepts spaces")
    known.reason(unlisted.id) shouldBe null
  }

  test("a listed case that fails is the expected outcome") {
    known.check(listed) { throw AssertionError("accepted") }
  }

  test("a listed case that passes fails as a stale entry") {
    val e = shouldThrow<AssertionError> { known.check(listed) {} }
    e.message shouldStartWith "stale known-failure entry: \"a b\" (the parser accepts spaces)"
    e.message shouldContain "remove it"
  }

  test("an unlisted case fails with its own error") {
    val e = shouldThrow<AssertionError> { known.check(unlisted) { throw AssertionError("own failure") } }
    e.message shouldBe "own failure"
  }

  test("entries that name no case are reported") {
    known.unmatched(listOf(unlisted)) shouldBe listOf(listed.id)
    known.unmatched(listOf(listed, unlisted)) shouldBe emptyList()
  }

  test("a line without a reason, a repeated id and a missing resource are errors") {
    shouldThrow<IllegalStateException> { KnownFailures.parse("f", "\"x\"") }.message shouldContain "f line 1"
    shouldThrow<IllegalStateException> { KnownFailures.parse("f", "\"x\"\tr\n\"x\"\ts") }.message shouldContain "listed twice"
    shouldThrow<IllegalStateException> { KnownFailures.load("known-failures/NoSuchRunner.txt") }
      .message shouldContain "not on the class path"
  }
})
