package dev.urikit.mailto

import kotlinx.serialization.modules.SerializersModule

/**
 * The contextual serializers of the mailto view ([MailtoUri], through [MailtoUriSerializer]),
 * for `@Contextual` properties; add it to [dev.urikit.urikitSerializersModule] with `+`.
 *
 * ```kotlin
 * @Serializable data class Link(@Contextual val target: MailtoUri)
 * val json = Json { serializersModule = urikitSerializersModule + mailtoSerializersModule }
 * json.encodeToString(Link(MailtoUri.parse("mailto:a@example.com")))   // {"target":"mailto:a@example.com"}
 * ```
 */
public val mailtoSerializersModule: SerializersModule = SerializersModule {
    contextual(MailtoUri::class, MailtoUriSerializer)
}
