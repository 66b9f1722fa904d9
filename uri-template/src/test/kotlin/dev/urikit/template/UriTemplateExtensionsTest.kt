package dev.urikit.template

import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe

/** The Kotlin extensions: pairs in the order given, the same results as the Java API. */
class UriTemplateExtensionsTest : FunSpec({

  test("uriTemplate and expand with pairs") {
    uriTemplate("/repos/{owner}/issues{?labels}").expand("owner" to "x", "labels" to listOf("a", "b")) shouldBe
      "/repos/x/issues?labels=a,b"
    "/users/{id}".toUriTemplate().expand("id" to "7") shouldBe "/users/7"
  }

  test("a map given as pairs keeps their order") {
    uriTemplate("{?m*}").expand("m" to linkedMapOf("z" to "1", "a" to "2")) shouldBe "?z=1&a=2"
  }

  test("expandToUri and expandToReference with pairs") {
    uriTemplate("https://example.com/{id}").expandToUri("id" to "a b").toString() shouldBe "https://example.com/a%20b"
    uriTemplate("{/id}").expandToReference("id" to "7").toString() shouldBe "/7"
    uriTemplate("{/id}").expandToReference("id" to null).toString() shouldBe ""
  }
})
