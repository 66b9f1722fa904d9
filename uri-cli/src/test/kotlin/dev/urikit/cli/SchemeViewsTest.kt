package dev.urikit.cli

import dev.urikit.SchemeRegistry
import dev.urikit.Uri
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.collections.shouldBeEmpty
import io.kotest.matchers.collections.shouldContainExactly
import kotlinx.serialization.json.buildJsonObject
import kotlinx.serialization.json.put

class SchemeViewsTest : FunSpec({

  val strict = ViewJson(StrictView::class.java, "x-strict") { view -> buildJsonObject { put("host", view.host) } }
  val registry = SchemeRegistry.builder().add(StrictScheme).build()

  test("a registered view adds its member, named by the hook") {
    val uri = Uri.parse("x-strict://h:1/", registry)
    viewMembers(uri, listOf(strict)) shouldContainExactly listOf("x-strict" to buildJsonObject { put("host", "h") })
  }

  test("no member for a URI whose scheme offers no view of the hook's class") {
    viewMembers(Uri.parse("other://h/", registry), listOf(strict)).shouldBeEmpty()
    viewMembers(Uri.parse("x-strict://h/", SchemeRegistry.empty()), listOf(strict)).shouldBeEmpty()
  }
})
