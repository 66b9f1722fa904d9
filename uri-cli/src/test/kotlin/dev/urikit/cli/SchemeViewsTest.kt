package dev.urikit.cli

import dev.urikit.SchemeRegistry
import dev.urikit.Uri
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.nulls.shouldBeNull
import io.kotest.matchers.shouldBe

class SchemeViewsTest : FunSpec({

  val registry = SchemeRegistry.builder().add(StrictScheme).build()

  test("a scheme's description becomes a member named as the module names it") {
    val uri = Uri.parse("x-strict://h:1/", registry)
    viewMember(uri) shouldBe ("x-strict" to mapOf("host" to "h"))
  }

  test("no member for a URI whose scheme describes nothing, or is not registered") {
    viewMember(Uri.parse("other://h/", registry)).shouldBeNull()
    viewMember(Uri.parse("x-strict://h/", SchemeRegistry.empty())).shouldBeNull()
  }
})
