package dev.urikit.cli

import dev.urikit.Uri
import kotlinx.serialization.ExperimentalSerializationApi
import kotlinx.serialization.SerializationStrategy
import kotlinx.serialization.builtins.ListSerializer
import kotlinx.serialization.builtins.MapSerializer
import kotlinx.serialization.builtins.serializer
import kotlinx.serialization.descriptors.SerialDescriptor
import kotlinx.serialization.encoding.Encoder
import kotlinx.serialization.encoding.encodeCollection
import kotlinx.serialization.json.JsonElement

/**
 * The member `parse` adds for [uri]'s scheme view: the name and members its scheme module describes
 * ([Uri.viewDescription]), or null when the scheme describes nothing. The command names no module:
 * a new scheme module's view appears here without a change to the command.
 *
 * ```
 * ViewDescription.builder("http").put("port", 80).build()   // from the http module
 * // parse adds  "http":{"port":80}  after "normalized"
 * ```
 */
internal fun viewMember(uri: Uri): Pair<String, Map<String, Any?>>? =
  uri.viewDescription()?.let { it.name() to it.members() }

/**
 * Writes a value of a view description as JSON, as it goes: a string, a whole number, a boolean or
 * null as themselves, a list as an array, a map as an object with its members in their order. A
 * number that is not finite is written as null, as JavaScript's `JSON.stringify` does: JSON has no
 * NaN or infinity.
 *
 * Nothing is copied: a view with a hundred thousand query parameters goes to the output without a
 * JSON tree of them, so the memory a record needs stays that of the description.
 */
@OptIn(ExperimentalSerializationApi::class)
internal object ViewValueSerializer : SerializationStrategy<Any?> {

  /** That of any JSON value, which a view value is. */
  override val descriptor: SerialDescriptor = JsonElement.serializer().descriptor

  private val list: SerialDescriptor = ListSerializer(JsonElement.serializer()).descriptor

  private val map: SerialDescriptor = MapSerializer(String.serializer(), JsonElement.serializer()).descriptor

  override fun serialize(encoder: Encoder, value: Any?) {
    when (value) {
      null -> encoder.encodeNull()
      is String -> encoder.encodeString(value)
      is Long -> encoder.encodeLong(value)
      is Double -> if (value.isFinite()) encoder.encodeDouble(value) else encoder.encodeNull()
      is Boolean -> encoder.encodeBoolean(value)
      is List<*> ->
        encoder.encodeCollection(list, value.size) {
          value.forEachIndexed { index, element -> encodeSerializableElement(list, index, ViewValueSerializer, element) }
        }
      is Map<*, *> ->
        encoder.encodeCollection(map, value.size) {
          var index = 0
          for ((name, member) in value) {
            encodeStringElement(map, index++, name as String)
            encodeSerializableElement(map, index++, ViewValueSerializer, member)
          }
        }
      // ViewDescription admits nothing else; should it one day, the record still stays valid JSON.
      else -> encoder.encodeString(value.toString())
    }
  }
}
