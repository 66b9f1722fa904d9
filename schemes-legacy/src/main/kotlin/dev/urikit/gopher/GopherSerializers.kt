package dev.urikit.gopher

import kotlinx.serialization.modules.SerializersModule

/**
 * The contextual serializers of the gopher view ([GopherUri], through [GopherUriSerializer]),
 * for `@Contextual` properties; add it to [dev.urikit.urikitSerializersModule] with `+`.
 *
 * ```kotlin
 * @Serializable data class Link(@Contextual val target: GopherUri)
 * val json = Json { serializersModule = urikitSerializersModule + gopherSerializersModule }
 * json.encodeToString(Link(GopherUri.parse("gopher://gopher.example/1")))   // {"target":"gopher://gopher.example/1"}
 * ```
 */
public val gopherSerializersModule: SerializersModule = SerializersModule {
    contextual(GopherUri::class, GopherUriSerializer)
}
