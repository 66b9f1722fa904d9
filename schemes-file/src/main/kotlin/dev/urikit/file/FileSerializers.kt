package dev.urikit.file

import kotlinx.serialization.modules.SerializersModule

/**
 * The contextual serializers of the file view ([FileUri], through [FileUriSerializer]),
 * for `@Contextual` properties; add it to [dev.urikit.urikitSerializersModule] with `+`.
 *
 * ```kotlin
 * @Serializable data class Link(@Contextual val target: FileUri)
 * val json = Json { serializersModule = urikitSerializersModule + fileSerializersModule }
 * json.encodeToString(Link(FileUri.parse("file:///tmp/a")))   // {"target":"file:///tmp/a"}
 * ```
 */
public val fileSerializersModule: SerializersModule = SerializersModule {
    contextual(FileUri::class, FileUriSerializer)
}
