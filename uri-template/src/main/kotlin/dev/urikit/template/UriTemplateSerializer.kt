package dev.urikit.template

import kotlinx.serialization.KSerializer
import kotlinx.serialization.SerializationException
import kotlinx.serialization.descriptors.PrimitiveKind
import kotlinx.serialization.descriptors.PrimitiveSerialDescriptor
import kotlinx.serialization.descriptors.SerialDescriptor
import kotlinx.serialization.encoding.Decoder
import kotlinx.serialization.encoding.Encoder

/**
 * Serializes a [UriTemplate] as its text ([UriTemplate.toString], RFC 6570 section 2) and reads it back
 * with [UriTemplate.parse]; text that is not a template fails with a [SerializationException] whose
 * message names the kind of error and its index.
 *
 * ```kotlin
 * @Serializable data class Endpoint(@Serializable(with = UriTemplateSerializer::class) val href: UriTemplate)
 * Json.encodeToString(Endpoint(uriTemplate("/users/{id}")))   // {"href":"/users/{id}"}
 * Json.decodeFromString(UriTemplateSerializer, "\"/a/{b\"")
 * // throws SerializationException: UNCLOSED_EXPRESSION at index 3: ...
 * ```
 */
public object UriTemplateSerializer : KSerializer<UriTemplate> {
  override val descriptor: SerialDescriptor =
    PrimitiveSerialDescriptor("dev.urikit.template.UriTemplate", PrimitiveKind.STRING)

  override fun serialize(encoder: Encoder, value: UriTemplate): Unit = encoder.encodeString(value.toString())

  override fun deserialize(decoder: Decoder): UriTemplate =
    try {
      UriTemplate.parse(decoder.decodeString())
    } catch (e: UriTemplateSyntaxException) {
      throw SerializationException("${e.kind()} at index ${e.index()}: ${e.message}", e)
    }
}
