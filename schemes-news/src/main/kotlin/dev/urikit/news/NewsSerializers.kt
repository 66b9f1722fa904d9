package dev.urikit.news

import kotlinx.serialization.modules.SerializersModule

/**
 * The contextual serializers of the news, snews, nntp and nntps views ([NewsUri], [NntpUri], through [NewsUriSerializer] and [NntpUriSerializer]),
 * for `@Contextual` properties; add it to [dev.urikit.urikitSerializersModule] with `+`.
 *
 * ```kotlin
 * @Serializable data class Link(@Contextual val target: NewsUri)
 * val json = Json { serializersModule = urikitSerializersModule + newsSerializersModule }
 * json.encodeToString(Link(NewsUri.parse("news:comp.lang")))   // {"target":"news:comp.lang"}
 * ```
 */
public val newsSerializersModule: SerializersModule = SerializersModule {
    contextual(NewsUri::class, NewsUriSerializer)
    contextual(NntpUri::class, NntpUriSerializer)
}
