package dev.urikit.template

import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe

/** The variables builder: values in the order written, maps nested, a name set twice refused. */
class TemplateVariablesTest : FunSpec({

  test("strings, lists and maps, in the order written") {
    val expanded = uriTemplate("https://api.example.com/repos{/owner,repo}/issues{?state,labels,keys*}").expand {
      "owner" to "urikit"
      "repo" to "core"
      "labels" to listOf("a b", "c")
      "keys" to map { "sort" to "created"; "order" to "asc" }
    }
    expanded shouldBe "https://api.example.com/repos/urikit/core/issues?labels=a%20b,c&sort=created&order=asc"
  }

  test("templateVariables is an ordered map, null kept as undefined") {
    val variables = templateVariables { "z" to "1"; "a" to null; "m" to map { "y" to "2"; "b" to "3" } }
    variables.keys.toList() shouldBe listOf("z", "a", "m")
    (variables["m"] as Map<*, *>).keys.toList() shouldBe listOf("y", "b")
    uriTemplate("{?z,a,m*}").expand(variables) shouldBe "?z=1&y=2&b=3"
  }

  test("expandToUri and expandToReference with a block") {
    uriTemplate("https://example.com/{id}").expandToUri { "id" to "a b" }.toString() shouldBe "https://example.com/a%20b"
    uriTemplate("{/id}").expandToReference { "id" to "7" }.toString() shouldBe "/7"
  }

  test("a variable or a map member set twice is refused") {
    shouldThrow<IllegalArgumentException> { templateVariables { "a" to "1"; "a" to "2" } }.message shouldBe
      "variable a is set twice"
    shouldThrow<IllegalArgumentException> { templateVariables { "m" to map { "k" to "1"; "k" to "2" } } }.message shouldBe
      "member k is set twice"
  }
})
