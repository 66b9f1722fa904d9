package dev.urikit.cli

import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.collections.shouldContainExactly
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldNotContain

/**
 * Error records replace the user information of what they echo with `***`, the mask that
 * `HttpUri.redact()` puts over query values and fragments, keeping the `@`. Records of inputs that
 * succeeded echo them as given (parse shows the user information as a component anyway).
 */
class UserInfoMaskingTest : FunSpec({

  context("parse: the input of an error record") {
    withData(
      // The user information is at fault (a '^' in a password).
      "http://user:p^ss@host/" to "http://***@host/",
      "http://secret-user:pw@host:x/" to "http://***@host:x/",
      // Not a URI at all: the text between "//" and the last '@' before the first '/', '?' or '#' after it.
      "ht tp://us er:pw@h/" to "ht tp://***@h/",
      "//a@b@c/d@e" to "//***@c/d@e",
      "http://u:p@h:x" to "http://***@h:x",
      "http://u:p@h:x?q@r" to "http://***@h:x?q@r",
      // An '@' after the authority is no user information.
      "http://h:x/a@b" to "http://h:x/a@b",
      "http://h:x?a@b" to "http://h:x?a@b",
      "http://h:x#a@b" to "http://h:x#a@b",
      "a b@c" to "a b@c",
      // A scheme module's refusal of a URI that the generic syntax accepts.
      "x-strict://u:secret@/p" to "x-strict://***@/p",
    ) { (input, masked) ->
      val outcome = urikit("parse", "--", input)
      outcome.status shouldBe 1
      outcome.record.string("input") shouldBe masked
    }
  }

  test("no part of the user information anywhere in the output of a failed parse") {
    val stdout = urikit("parse", "http://alice:hunter2@host:8o/").stdout
    stdout shouldNotContain "alice"
    stdout shouldNotContain "hunter2"
  }

  test("a record that succeeded echoes its input as given") {
    urikit("parse", "http://u:p@h/").record.string("input") shouldBe "http://u:p@h/"
    urikit("normalize", "http://u:p@h/").record.string("input") shouldBe "http://u:p@h/"
  }

  test("resolve and relativize: base, ref and target of an error record") {
    val resolve = urikit("resolve", "http://u:pw@h/b", "a b", "//v:pw@h:x")
    resolve.records.map { it.string("base") } shouldContainExactly listOf("http://***@h/b", "http://***@h/b")
    resolve.records.map { it.string("ref") } shouldContainExactly listOf("a b", "//***@h:x")
    urikit("resolve", "http://u:pw@h:x/", "g").record.string("base") shouldBe "http://***@h:x/"
    val relativize = urikit("relativize", "http://a/", "http://u:pw@h:x/")
    relativize.record.string("target") shouldBe "http://***@h:x/"
    relativize.stdout shouldNotContain "pw"
  }

  test("normalize and equivalent: what an error record echoes") {
    urikit("normalize", "http://u:pw@h:x/").record.string("input") shouldBe "http://***@h:x/"
    val pair = urikit("equivalent", "http://u:pw@h/", "http://v:pw@h:x/").record
    pair.string("a") shouldBe "http://***@h/"
    pair.string("b") shouldBe "http://***@h:x/"
    urikit("equivalent", stdin = "http://u:pw@h/\n").record.string("a") shouldBe "http://***@h/"
  }
})
