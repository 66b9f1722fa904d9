package dev.urikit.ftp

import kotlinx.serialization.modules.SerializersModule

/**
 * The contextual serializers of the ftp view ([FtpUri], through [FtpUriSerializer]),
 * for `@Contextual` properties; add it to [dev.urikit.urikitSerializersModule] with `+`.
 *
 * ```kotlin
 * @Serializable data class Link(@Contextual val target: FtpUri)
 * val json = Json { serializersModule = urikitSerializersModule + ftpSerializersModule }
 * json.encodeToString(Link(FtpUri.parse("ftp://ftp.example.com/pub/a.txt")))   // {"target":"ftp://ftp.example.com/pub/a.txt"}
 * ```
 */
public val ftpSerializersModule: SerializersModule = SerializersModule {
    contextual(FtpUri::class, FtpUriSerializer)
}
