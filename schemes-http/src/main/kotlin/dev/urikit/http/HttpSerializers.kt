package dev.urikit.http

import kotlinx.serialization.modules.SerializersModule

/**
 * The contextual serializers of the http, https, ws and wss view ([HttpUri], through [HttpUriSerializer]),
 * for `@Contextual` properties; add it to [dev.urikit.urikitSerializersModule] with `+`.
 *
 * ```kotlin
 * @Serializable data class Link(@Contextual val target: HttpUri)
 * val json = Json { serializersModule = urikitSerializersModule + httpSerializersModule }
 * json.encodeToString(Link(HttpUri.parse("https://example.com/a")))   // {"target":"https://example.com/a"}
 * ```
 */
public val httpSerializersModule: SerializersModule = SerializersModule {
    contextual(HttpUri::class, HttpUriSerializer)
}
