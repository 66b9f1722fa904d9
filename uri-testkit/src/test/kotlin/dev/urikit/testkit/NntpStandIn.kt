package dev.urikit.testkit

import dev.urikit.HierarchicalUri
import dev.urikit.SchemeRegistry
import dev.urikit.Uri
import dev.urikit.spi.Scheme
import dev.urikit.spi.SchemeForm
import io.kotest.matchers.shouldBe
import io.kotest.matchers.types.shouldBeInstanceOf
import kotlinx.serialization.json.JsonNull
import kotlinx.serialization.json.int
import kotlinx.serialization.json.jsonPrimitive

/**
 * A hierarchical scheme that only declares its default port: a stand-in for the news module's `nntp`
 * and `nntps` (RFC 5538; ports 119 and 563), enough to drive the scheme runners from this module.
 */
internal class PortOnlyScheme(private val name: String, private val port: Int) : Scheme {
  override fun name(): String = name

  override fun defaultPort(): Int = port

  override fun form(): SchemeForm = SchemeForm.HIERARCHICAL
}

internal object NntpStandIn {
  val nntp = PortOnlyScheme("nntp", 119)
  val registry: SchemeRegistry = SchemeRegistry.builder().add(nntp).add(PortOnlyScheme("nntps", 563)).build()

  /** Checks an `nntp` case of schemes.json (host, port, group, article_number) on the generic accessors. */
  fun checkView(case: SchemeCase, uri: Uri) {
    val expected = case.expected
    val hierarchical = uri.shouldBeInstanceOf<HierarchicalUri>()
    hierarchical.host() shouldBe expected.getValue("host").jsonPrimitive.content
    (hierarchical.portNumber() ?: nntp.defaultPort()) shouldBe expected.getValue("port").jsonPrimitive.int
    val segments = hierarchical.pathSegments()
    segments.first() shouldBe expected.getValue("group").jsonPrimitive.content
    val article = expected.getValue("article_number")
    segments.getOrNull(1)?.toInt() shouldBe if (article is JsonNull) null else article.jsonPrimitive.int
  }
}
