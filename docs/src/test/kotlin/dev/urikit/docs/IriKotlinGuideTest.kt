package dev.urikit.docs

import dev.urikit.toIri
import dev.urikit.toIriOrNull
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Test

/** The Kotlin sample of the guide's page on IRIs (src/doc/iris.md), checked by GuideSnippetsTest to be a passage of this file. */
class IriKotlinGuideTest {

  @Test
  fun iriFromKotlin() {
    val iri = "https://bücher.example/straße?q=ü".toIri()
    val uri = iri.toUri()                        // https://xn--bcher-kva.example/stra%C3%9Fe?q=%C3%BC
    val shown = uri.toIri().toString()           // https://bücher.example/straße?q=ü
    val bad = "https://a\u200Db.example/".toIriOrNull()   // null

    assertEquals("https://xn--bcher-kva.example/stra%C3%9Fe?q=%C3%BC", uri.toString())
    assertEquals("https://bücher.example/straße?q=ü", shown)
    assertNull(bad)
  }
}
