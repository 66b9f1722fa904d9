package dev.urikit.cli

import dev.urikit.Uri
import kotlinx.serialization.json.JsonObject

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
internal val VIEW_MEMBERS: List<ViewJson<*>> = listOf()

/** The extra members for [uri]: a name and an object for each registered view it has. */
internal fun viewMembers(uri: Uri, views: List<ViewJson<*>> = VIEW_MEMBERS): List<Pair<String, JsonObject>> =
  views.mapNotNull { view -> view.valueFor(uri)?.let { view.member to it } }
