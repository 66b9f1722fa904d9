package dev.urikit.telnet

import dev.urikit.UriTextSerializer
import kotlinx.serialization.SerializationException

/** Keeps a nested telnet builder block from reaching the receiver of an outer one. */
@DslMarker
internal annotation class TelnetDslMarker

/**
 * The receiver of [telnetUri] and [TelnetUri.edit]: decoded components as properties, handed to a
 * [TelnetUriBuilder].
 *
 * ```kotlin
 * telnetUri { user = "guest"; host = "library.example"; port = 2323 }   // telnet://guest@library.example:2323/
 * ```
 *
 * A property read gives the decoded value: what this block set, or in [TelnetUri.edit] the URL's own.
 * Setting a property to what it reads (`uri.edit { host = host }`) keeps the URL's text: the builder keeps a
 * component as written while it is given what the view reads from it.
 * Setting [user], [password], [port] or [fragment] to null removes it.
 */
@TelnetDslMarker
public class TelnetUriScope internal constructor(private val builder: TelnetUriBuilder, from: TelnetUri?) {

    /** The decoded user name ([TelnetUriBuilder.user]); null removes user and password. */
    public var user: String? = from?.user()
        set(value) {
            builder.user(value)
            field = value
            if (value == null) password = null
        }

    /** The decoded password ([TelnetUriBuilder.password]). */
    public var password: String? = from?.password()
        set(value) {
            builder.password(value)
            field = value
        }

    /** The host ([TelnetUriBuilder.host]): a DNS name, an IPv4 or an IPv6 address. */
    public var host: String? = from?.host()
        set(value) {
            builder.host(requireNotNull(value) { "a telnet URL needs a host (RFC 4248 section 2)" })
            field = value
        }

    /** The port ([TelnetUriBuilder.port]), 0 to 65535; null removes it, so that 23 applies. */
    public var port: Int? = from?.toUri()?.portNumber()
        set(value) {
            if (value == null) builder.removePort() else builder.port(value)
            field = value
        }

    /** The decoded fragment ([TelnetUriBuilder.fragment]). */
    public var fragment: String? = from?.toUri()?.decodedFragment()
        set(value) {
            builder.fragment(value)
            field = value
        }

    internal fun build(): TelnetUri = builder.build()
}

/**
 * Builds a [TelnetUri] with a receiver lambda over [TelnetUriScope], on top of [TelnetUriBuilder].
 *
 * ```kotlin
 * telnetUri { host = "melvyl.ucop.edu" }   // telnet://melvyl.ucop.edu/
 * ```
 *
 * @throws IllegalStateException if no host is set (see [TelnetUriBuilder.build])
 */
public fun telnetUri(block: TelnetUriScope.() -> Unit): TelnetUri =
    TelnetUriScope(TelnetUri.builder(), null).apply(block).build()

/**
 * Extension for [TelnetUri] providing an edited copy: the block starts from this URL's components, and
 * what it does not set stays as written.
 *
 * ```kotlin
 * TelnetUri.parse("telnet://guest@library.example/").edit { port = 2323 }   // telnet://guest@library.example:2323/
 * ```
 */
public fun TelnetUri.edit(block: TelnetUriScope.() -> Unit): TelnetUri =
    TelnetUriScope(toBuilder(), this).apply(block).build()

/**
 * Extension for [TelnetUri.parse] providing parsing as a call on the text.
 *
 * ```kotlin
 * "telnet://ann@h.example:2323/".toTelnetUri().port()   // 2323
 * ```
 *
 * @throws dev.urikit.UriSyntaxException if the text is not a URI, or the telnet rules refuse it
 * @throws IllegalArgumentException if the text is a URI of another scheme (`"https://h/".toTelnetUri()` throws), as the view's `parse` does
 */
public fun String.toTelnetUri(): TelnetUri = TelnetUri.parse(this)

/**
 * Extension for [TelnetUri.parseOrNull] providing a nullable result in place of an exception.
 *
 * ```kotlin
 * "telnet://ann@h.example:2323/".toTelnetUriOrNull()   // the TelnetUri
 * "https://example.com/".toTelnetUriOrNull()   // null: another scheme
 * ```
 */
public fun String.toTelnetUriOrNull(): TelnetUri? = TelnetUri.parseOrNull(this)

/** Extension for [TelnetUri.user] providing it as a property: decoded, null when none is named. */
public val TelnetUri.user: String? get() = user()

/** Extension for [TelnetUri.password] providing it as a property: decoded, null when there is none. */
public val TelnetUri.password: String? get() = password()

/** Extension for [TelnetUri.host] providing it as a property: lower case, decoded. */
public val TelnetUri.host: String get() = host()

/** Extension for [TelnetUri.port] providing it as a property: 23 when none is written. */
public val TelnetUri.port: Int get() = port()

/**
 * Serializes a [TelnetUri] as its text ([TelnetUri.toString], password included) and reads it back with
 * [TelnetUri.parse]; text that is not a telnet URL fails with a [SerializationException].
 *
 * ```kotlin
 * @Serializable data class Service(@Serializable(with = TelnetUriSerializer::class) val url: TelnetUri)
 * Json.encodeToString(Service(TelnetUri.parse("telnet://h.example/")))   // {"url":"telnet://h.example/"}
 * ```
 */
public object TelnetUriSerializer : UriTextSerializer<TelnetUri>("dev.urikit.telnet.TelnetUri", "TelnetUri", TelnetUri::parse)
