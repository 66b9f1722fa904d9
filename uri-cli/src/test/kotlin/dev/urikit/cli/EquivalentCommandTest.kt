package dev.urikit.cli

import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.collections.shouldContainExactly
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldContain
import kotlinx.serialization.json.JsonNull
import kotlinx.serialization.json.JsonPrimitive

class EquivalentCommandTest : FunSpec({

  test("an equivalent pair from the arguments: true and exit status 0") {
    val outcome = urikit("equivalent", "HTTP://Example.COM/a/%7e", "http://example.com/a/~")
    outcome.status shouldBe 0
    outcome.record.keys.toList() shouldContainExactly listOf("a", "b", "equivalent")
    outcome.record["equivalent"] shouldBe JsonPrimitive(true)
  }

  test("a pair that differs: false and exit status 1") {
    val outcome = urikit("equivalent", "http://a/b", "http://a/c")
    outcome.status shouldBe 1
    outcome.record["equivalent"] shouldBe JsonPrimitive(false)
  }

  test("--policy picks the comparison: exact, syntax, scheme (RFC 3986 section 6.2)") {
    val a = "X-STRICT://Host:8080"
    val b = "x-strict://host/"
    urikit("equivalent", "--policy", "exact", a, a).record["equivalent"] shouldBe JsonPrimitive(true)
    urikit("equivalent", "--policy", "exact", "http://a/%7e", "http://a/~").record["equivalent"] shouldBe
      JsonPrimitive(false)
    urikit("equivalent", "--policy", "syntax", a, b).record["equivalent"] shouldBe JsonPrimitive(false)
    urikit("equivalent", "--policy", "scheme", a, b).record["equivalent"] shouldBe JsonPrimitive(true)
    urikit("equivalent", a, b).record["equivalent"] shouldBe JsonPrimitive(true)
  }

  test("--generic: without the scheme's rules the default port makes a difference") {
    val outcome = urikit("equivalent", "--generic", "x-strict://host:8080/", "x-strict://host/")
    outcome.status shouldBe 1
    outcome.record["equivalent"] shouldBe JsonPrimitive(false)
  }

  test("pairs separated by a TAB on standard input; a line without a TAB is an error and the batch goes on") {
    val stdin = "http://a/%7e\thttp://a/~\nhttp://a/\nhttp://a/b\thttp://a/c\r\n#f\t#f\n"
    val outcome = urikit("equivalent", "--policy", "syntax", stdin = stdin)
    outcome.status shouldBe 1
    val records = outcome.records
    records.map { it["a"] } shouldContainExactly
      listOf("http://a/%7e", "http://a/", "http://a/b", "#f").map(::JsonPrimitive)
    records.map { it["equivalent"] } shouldContainExactly
      listOf(JsonPrimitive(true), null, JsonPrimitive(false), JsonPrimitive(true))
    records[1]["b"] shouldBe JsonNull
    records[1].error().string("kind") shouldBe "MISSING_TAB"
    records[1].error()["index"] shouldBe JsonPrimitive("http://a/".length)
    records[2].string("b") shouldBe "http://a/c"
  }

  test("every pair on standard input equivalent: exit status 0") {
    val outcome = urikit("equivalent", stdin = "a\ta\nHTTP://h/\thttp://h/\n")
    outcome.status shouldBe 0
    outcome.records.size shouldBe 2
  }

  test("a parse error names the failing operand and gives exit status 1") {
    val outcome = urikit("equivalent", "http://a/", "http://a b/")
    outcome.status shouldBe 1
    val error = outcome.record.error()
    error.string("kind") shouldBe "INVALID_CHARACTER"
    error.string("operand") shouldBe "b"
    error["index"] shouldBe JsonPrimitive(8)
  }

  test("a relative reference is never equivalent to a URI") {
    urikit("equivalent", "--policy", "exact", "a", "a").record["equivalent"] shouldBe JsonPrimitive(true)
    urikit("equivalent", "//h/", "http://h/").record["equivalent"] shouldBe JsonPrimitive(false)
  }

  test("one reference alone is a usage error: exit status 2, nothing on standard output") {
    val outcome = urikit("equivalent", "http://a/")
    outcome.status shouldBe 2
    outcome.stdout shouldBe ""
    outcome.stderr shouldContain "Usage: urikit equivalent"
  }

  test("three references are a usage error") {
    urikit("equivalent", "a", "b", "c").status shouldBe 2
  }
})
