package dev.urikit.cli

import dev.urikit.Uri
import dev.urikit.spi.ViewDescription
import kotlinx.serialization.json.JsonArray
import kotlinx.serialization.json.JsonElement
import kotlinx.serialization.json.JsonNull
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.JsonPrimitive

/**
 * The member `parse` adds for [uri]'s scheme view: the name and values its scheme module describes
 * ([Uri.viewDescription]), or null when the scheme describes nothing. The command names no module:
 * a new scheme module's view appears here without a change to the command.
 *
 * ```
 * ViewDescription.builder("http").put("port", 80).build()   // from the http module
 * // parse adds  "http":{"port":80}  after "normalized"
 * ```
 */
internal fun viewMember(uri: Uri): Pair<String, JsonObject>? =
  uri.viewDescription()?.let { it.name() to toJson(it) }

/** The description's members as a JSON object, in their order; a number that is not finite becomes null. */
internal fun toJson(description: ViewDescription): JsonObject = objectOf(description.members())

private fun objectOf(members: Map<*, *>): JsonObject =
  JsonObject(members.entries.associateTo(LinkedHashMap()) { (key, value) -> key as String to toJson(value) })

private fun toJson(value: Any?): JsonElement =
  when (value) {
    null -> JsonNull
    is String -> JsonPrimitive(value)
    // JSON has no NaN or infinity; JavaScript's JSON.stringify writes them as null too.
    is Double -> if (value.isFinite()) JsonPrimitive(value) else JsonNull
    is Number -> JsonPrimitive(value)
    is Boolean -> JsonPrimitive(value)
    is List<*> -> JsonArray(value.map(::toJson))
    is Map<*, *> -> objectOf(value)
    else -> error("not a value a ViewDescription holds: ${value::class.java.name}")
  }
