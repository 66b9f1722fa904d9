package dev.urikit.urn

import kotlinx.serialization.modules.SerializersModule

/**
 * The contextual serializers of the URN view ([Urn], through [UrnSerializer]),
 * for `@Contextual` properties; add it to [dev.urikit.urikitSerializersModule] with `+`.
 *
 * ```kotlin
 * @Serializable data class Link(@Contextual val target: Urn)
 * val json = Json { serializersModule = urikitSerializersModule + urnSerializersModule }
 * json.encodeToString(Link(Urn.parse("urn:isbn:0451450523")))   // {"target":"urn:isbn:0451450523"}
 * ```
 */
public val urnSerializersModule: SerializersModule = SerializersModule {
    contextual(Urn::class, UrnSerializer)
}
