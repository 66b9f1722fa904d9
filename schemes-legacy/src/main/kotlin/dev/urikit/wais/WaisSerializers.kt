package dev.urikit.wais

import kotlinx.serialization.modules.SerializersModule

/**
 * The contextual serializers of the wais view ([WaisUri], through [WaisUriSerializer]),
 * for `@Contextual` properties; add it to [dev.urikit.urikitSerializersModule] with `+`.
 *
 * ```kotlin
 * @Serializable data class Link(@Contextual val target: WaisUri)
 * val json = Json { serializersModule = urikitSerializersModule + waisSerializersModule }
 * json.encodeToString(Link(WaisUri.parse("wais://wais.example/db")))   // {"target":"wais://wais.example/db"}
 * ```
 */
public val waisSerializersModule: SerializersModule = SerializersModule {
    contextual(WaisUri::class, WaisUriSerializer)
}
