package dev.urikit.cli

import dev.urikit.HierarchicalUri
import dev.urikit.Uri
import dev.urikit.spi.Scheme
import dev.urikit.spi.SchemeForm
import dev.urikit.spi.SchemeProvider
import dev.urikit.spi.SchemeRegistrar
import dev.urikit.spi.SchemeViolation
import dev.urikit.spi.UriParts
import dev.urikit.spi.ViewDescription
import java.util.concurrent.ConcurrentHashMap

/**
 * Two schemes that the tests install through `META-INF/services`, so that the difference between the
 * installed registry and `--generic` shows whatever scheme modules the build has:
 * - `x-strict`: hierarchical only, default port 8080, a non-empty host, an empty path normalized to
 *   `"/"`, and a [StrictView];
 * - `x-broken`: its normalization hook throws, as a faulty scheme module might;
 * - `x-json`: describes values that JSON has no number for (NaN, infinities) beside nested ones;
 * - `x-count`: counts how often each text is validated.
 */
class TestSchemes : SchemeProvider {
  override fun register(registrar: SchemeRegistrar) {
    registrar.add(StrictScheme).add(BrokenScheme).add(JsonEdgeScheme).add(CountingScheme)
  }
}

/** The typed view of an `x-strict` URI. */
data class StrictView(val host: String?)

object StrictScheme : Scheme {
  override fun name() = "x-strict"

  override fun defaultPort() = 8080

  override fun form() = SchemeForm.HIERARCHICAL

  override fun validate(uri: Uri): SchemeViolation? {
    val host = (uri as HierarchicalUri).host()
    return if (host.isNullOrEmpty()) SchemeViolation(uri.scheme().length + 3, "x-strict.host.empty", "host must not be empty") else null
  }

  override fun normalize(parts: UriParts) {
    if (parts.path().isEmpty()) {
      parts.path("/")
    }
  }

  override fun <T : Any> view(uri: Uri, type: Class<T>): T? =
    if (type == StrictView::class.java) type.cast(StrictView((uri as HierarchicalUri).host())) else null

  override fun describe(uri: Uri): ViewDescription =
    ViewDescription.builder("x-strict").put("host", (uri as HierarchicalUri).host()).build()
}

object BrokenScheme : Scheme {
  override fun name() = "x-broken"

  override fun normalize(parts: UriParts) {
    throw IllegalStateException("the x-broken module failed")
  }
}

object JsonEdgeScheme : Scheme {
  override fun name() = "x-json"

  override fun describe(uri: Uri): ViewDescription =
    ViewDescription.builder("x-json")
      .put("nan", Double.NaN)
      .put("infinity", Double.NEGATIVE_INFINITY)
      .put("half", 0.5)
      .put("list", listOf("a", 1L, null, true, listOf(Double.POSITIVE_INFINITY)))
      .putObject("object") { it.put("path", uri.path()) }
      .build()
}

object CountingScheme : Scheme {
  /** How many times each text was validated. */
  val validations = ConcurrentHashMap<String, Int>()

  override fun name() = "x-count"

  override fun validate(uri: Uri): SchemeViolation? {
    validations.merge(uri.toString(), 1, Int::plus)
    return null
  }
}
