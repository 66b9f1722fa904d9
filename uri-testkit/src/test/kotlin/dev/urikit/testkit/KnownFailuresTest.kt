package dev.urikit.testkit

import dev.urikit.SchemeRegistry
import dev.urikit.UriReference
import dev.urikit.UriSyntaxException
import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldContain
import io.kotest.matchers.string.shouldStartWith
import io.kotest.matchers.types.shouldBeSameInstanceAs

class KnownFailuresTest : FunSpec({

  val refused = ParseInvalidCase(input = "a b", why = "space", source = "RFC 3986 section 2")
  val accepted = ParseInvalidCase(input = "a|b", why = "bar", source = "RFC 3986 section 2")
  val mismatch = ParseInvalidCase(input = "a^b", why = "caret", source = "RFC 3986 section 2")
  val unlisted = ParseInvalidCase(input = "a\tb", why = "tab", source = "RFC 3986 section 2")
  val known = KnownFailures.parse(
    "known-failures/Example.txt",
    """
    # comment line, then a blank line

    ${refused.id}	refused	the parser refuses spaces
    ${accepted.id}	accepted	the parser accepts bars
    ${mismatch.id}	mismatch	the caret is reported at the wrong index
    """.trimIndent(),
  )

  fun syntaxError() = UriSyntaxException(UriSyntaxException.Kind.INVALID_CHARACTER, 1, "invalid character")

  test("entries are read as id TAB kind TAB reason, comments and blank lines skipped") {
    known.entries shouldBe mapOf(
      "\"a b\"" to KnownFailure(FailureKind.REFUSED, "the parser refuses spaces"),
      "\"a|b\"" to KnownFailure(FailureKind.ACCEPTED, "the parser accepts bars"),
      "\"a^b\"" to KnownFailure(FailureKind.MISMATCH, "the caret is reported at the wrong index"),
    )
    known.reason(unlisted.id) shouldBe null
    known.kind(unlisted.id) shouldBe null
    known.kind(accepted.id) shouldBe FailureKind.ACCEPTED
  }

  test("a failure is classified by what the block throws") {
    FailureKind.of(syntaxError()) shouldBe FailureKind.REFUSED
    FailureKind.of(UnexpectedlyAccepted("accepted")) shouldBe FailureKind.ACCEPTED
    FailureKind.of(AssertionError("differs")) shouldBe FailureKind.MISMATCH
    FailureKind.of(IllegalStateException("bug")) shouldBe null
    FailureKind.of(NullPointerException()) shouldBe null
  }

  test("shouldBeRefused returns the refusal and throws UnexpectedlyAccepted on acceptance") {
    shouldBeRefused { UriReference.parse("a b", SchemeRegistry.empty()) }.index() shouldBe 1
    shouldThrow<UnexpectedlyAccepted> { shouldBeRefused { UriReference.parse("a", SchemeRegistry.empty()) } }
      .message shouldContain "accepted"
    shouldThrow<IllegalStateException> { shouldBeRefused { throw IllegalStateException("other") } }
  }

  context("a listed case that fails with its listed kind is the expected outcome") {
    test("refused") { known.check(refused) { throw syntaxError() } }
    test("accepted") { known.check(accepted) { shouldBeRefused { "parsed" } } }
    test("mismatch") { known.check(mismatch) { throw AssertionError("index 2 expected 1") } }
  }

  context("a listed case that fails with another kind fails the build, its failure as the cause") {
    withData(
      nameFn = { (case, thrown) -> "${case.id} failing as ${FailureKind.of(thrown)!!.label}" },
      refused to AssertionError("a value differs"),
      refused to UnexpectedlyAccepted("accepted"),
      accepted to syntaxError(),
      accepted to AssertionError("a value differs"),
      mismatch to syntaxError(),
      mismatch to UnexpectedlyAccepted("accepted"),
    ) { (case, thrown) ->
      val e = shouldThrow<AssertionError> { known.check(case) { throw thrown } }
      e.message shouldStartWith "known failure ${case.id} is listed as ${known.kind(case.id)!!.label}"
      e.message shouldContain "but failed as ${FailureKind.of(thrown)!!.label}"
      e.cause shouldBeSameInstanceAs thrown
    }
  }

  test("a listed case that fails with no failure kind at all (a crash) fails the build") {
    val crash = IllegalStateException("crash")
    val e = shouldThrow<AssertionError> { known.check(mismatch) { throw crash } }
    e.message shouldContain "failed as java.lang.IllegalStateException"
    e.cause shouldBeSameInstanceAs crash
  }

  test("a listed case that passes fails as a stale entry") {
    val e = shouldThrow<AssertionError> { known.check(refused) {} }
    e.message shouldStartWith "stale known-failure entry: \"a b\" (refused: the parser refuses spaces)"
    e.message shouldContain "remove it"
  }

  test("an unlisted case fails with its own error") {
    val e = shouldThrow<AssertionError> { known.check(unlisted) { throw AssertionError("own failure") } }
    e.message shouldBe "own failure"
    val crash = IllegalStateException("crash")
    shouldThrow<IllegalStateException> { known.check(unlisted) { throw crash } } shouldBeSameInstanceAs crash
  }

  test("entries that name no case are reported") {
    known.unmatched(listOf(unlisted)) shouldBe listOf(refused.id, accepted.id, mismatch.id)
    known.unmatched(listOf(refused, accepted, mismatch, unlisted)) shouldBe emptyList()
  }

  test("a line without kind or reason, an unknown kind, a repeated id and a missing resource are errors") {
    shouldThrow<IllegalStateException> { KnownFailures.parse("f", "\"x\"") }.message shouldContain "f line 1"
    shouldThrow<IllegalStateException> { KnownFailures.parse("f", "\"x\"\tthe old two-column form") }
      .message shouldContain "<case id> TAB <kind> TAB <reason>"
    shouldThrow<IllegalStateException> { KnownFailures.parse("f", "\"x\"\tmismatch\t ") }
      .message shouldContain "f line 1"
    shouldThrow<IllegalStateException> { KnownFailures.parse("f", "\"x\"\tbroken\treason") }
      .message shouldContain "unknown kind 'broken'"
    shouldThrow<IllegalStateException> { KnownFailures.parse("f", "\"x\"\trefused\tr\n\"x\"\tmismatch\ts") }
      .message shouldContain "listed twice"
    shouldThrow<IllegalStateException> { KnownFailures.load("known-failures/NoSuchRunner.txt") }
      .message shouldContain "not on the class path"
  }
})
