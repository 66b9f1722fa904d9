package dev.urikit.telnet

import kotlinx.serialization.modules.SerializersModule

/**
 * The contextual serializers of the telnet view ([TelnetUri], through [TelnetUriSerializer]),
 * for `@Contextual` properties; add it to [dev.urikit.urikitSerializersModule] with `+`.
 *
 * ```kotlin
 * @Serializable data class Link(@Contextual val target: TelnetUri)
 * val json = Json { serializersModule = urikitSerializersModule + telnetSerializersModule }
 * json.encodeToString(Link(TelnetUri.parse("telnet://host.example/")))   // {"target":"telnet://host.example/"}
 * ```
 */
public val telnetSerializersModule: SerializersModule = SerializersModule {
    contextual(TelnetUri::class, TelnetUriSerializer)
}
