package dev.urikit.cli

import dev.urikit.HierarchicalUri
import dev.urikit.OpaqueUri
import dev.urikit.RelativeReference
import dev.urikit.div
import dev.urikit.toUri
import dev.urikit.toUriReference
import dev.urikit.uri
import dev.urikit.edit
import dev.urikit.view
import dev.urikit.host
import dev.urikit.http.HttpUri
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe

/** The Kotlin example of the README, with the results it states. */
class ReadmeKotlinTest : FunSpec({

  test("the README's Kotlin example") {
    val uri = "https://example.com/docs/".toUri()
    val page = uri / "rfc 3986"
    page.toString() shouldBe "https://example.com/docs/rfc%203986"
    val link = uri {
      scheme = "https"
      host = "example.com"
      pathSegments("search")
      query("q" to "uri kit")
    }
    link.toString() shouldBe "https://example.com/search?q=uri%20kit"
    val described = when (val ref = "../up".toUriReference()) {
      is HierarchicalUri -> ref.host()
      is OpaqueUri -> ref.path()
      is RelativeReference -> ref.path()
    }
    described shouldBe "../up"
  }

  test("the README's editing example") {
    val next = "https://example.com/list?page=1&utm_source=mail#top".toUri().edit {
      query { set("page", "2"); remove("utm_source") }
    }
    next.toString() shouldBe "https://example.com/list?page=2#top"
    next.view<HttpUri>()?.queryParameters()?.first("page") shouldBe "2"
    next.host shouldBe "example.com"
  }
})
