package dev.urikit.cli

import dev.urikit.Uri
import dev.urikit.http.HttpUri
import kotlinx.serialization.json.JsonNull
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.JsonPrimitive
import kotlinx.serialization.json.add
import kotlinx.serialization.json.buildJsonArray
import kotlinx.serialization.json.buildJsonObject
import kotlinx.serialization.json.put
import kotlinx.serialization.json.putJsonArray

/**
 * How `parse` shows one scheme module's typed view: the view's class, the name of the JSON member
 * (`"http"`), and the object for a view of that class.
 *
 * ```
 * ViewJson(HttpUri::class.java, "http") { view -> buildJsonObject { put("origin", view.origin()) } }
 * // parse adds  "http":{"origin":"http://example.com"}  after "normalized"
 * ```
 */
internal class ViewJson<T : Any>(
  private val type: Class<T>,
  val member: String,
  private val render: (T) -> JsonObject,
) {
  /** The member's value for [uri], or null when its scheme offers no view of this class. */
  fun valueFor(uri: Uri): JsonObject? = uri.view(type)?.let(render)
}

/**
 * The scheme views `parse` reports, one member each, in this order. A scheme module's view is added
 * here; a URI whose registered scheme offers none of them gets no extra member.
 */
internal val VIEW_MEMBERS: List<ViewJson<*>> = listOf(
  ViewJson(HttpUri::class.java, "http", ::httpJson),
)

/**
 * The http family's view (schemes-http): the host in lower case, the effective port as a number,
 * the RFC 6454 origin, the origin-form request target, and the query read as
 * application/x-www-form-urlencoded pairs, decoded (`+` is a space; a name without `=` has a null value).
 */
private fun httpJson(view: HttpUri): JsonObject = buildJsonObject {
  put("host", view.host())
  put("port", view.port())
  put("origin", view.origin())
  put("request_target", view.requestTarget())
  putJsonArray("query_parameters") {
    for (parameter in view.queryParameters()) {
      add(buildJsonArray {
        add(parameter.name())
        add(parameter.value()?.let(::JsonPrimitive) ?: JsonNull)
      })
    }
  }
}

/** The extra members for [uri]: a name and an object for each registered view it has. */
internal fun viewMembers(uri: Uri, views: List<ViewJson<*>> = VIEW_MEMBERS): List<Pair<String, JsonObject>> =
  views.mapNotNull { view -> view.valueFor(uri)?.let { view.member to it } }
