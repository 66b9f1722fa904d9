package dev.urikit.prospero

import kotlinx.serialization.modules.SerializersModule

/**
 * The contextual serializers of the prospero view ([ProsperoUri], through [ProsperoUriSerializer]),
 * for `@Contextual` properties; add it to [dev.urikit.urikitSerializersModule] with `+`.
 *
 * ```kotlin
 * @Serializable data class Link(@Contextual val target: ProsperoUri)
 * val json = Json { serializersModule = urikitSerializersModule + prosperoSerializersModule }
 * json.encodeToString(Link(ProsperoUri.parse("prospero://host.example/a")))   // {"target":"prospero://host.example/a"}
 * ```
 */
public val prosperoSerializersModule: SerializersModule = SerializersModule {
    contextual(ProsperoUri::class, ProsperoUriSerializer)
}
