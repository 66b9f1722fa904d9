package dev.urikit.prospero

import dev.urikit.UriTextSerializer
import kotlinx.serialization.SerializationException

/** Keeps a nested prospero builder block from reaching the receiver of an outer one. */
@DslMarker
internal annotation class ProsperoDslMarker

/**
 * The receiver of [prosperoUri] and [ProsperoUri.edit]: decoded components as properties, the fields as
 * calls, all handed to a [ProsperoUriBuilder].
 *
 * ```kotlin
 * prosperoUri { host = "host.dom"; hsoname = "/pros/name"; field("OBJECT-VERSION", "2") }
 * // prospero://host.dom//pros/name;OBJECT-VERSION=2
 * ```
 *
 * A property read gives the decoded value: what this block set, or in [ProsperoUri.edit] the URL's own.
 * Setting a property to what it reads (`uri.edit { host = host }`) keeps the URL's text: the builder keeps a
 * component as written while it is given what the view reads from it.
 */
@ProsperoDslMarker
public class ProsperoUriScope internal constructor(private val builder: ProsperoUriBuilder, from: ProsperoUri?) {

    /** The host ([ProsperoUriBuilder.host]): a DNS name, an IPv4 or an IPv6 address. */
    public var host: String? = from?.host()
        set(value) {
            builder.host(requireNotNull(value) { "a prospero URL needs a host (RFC 4157 section 2)" })
            field = value
        }

    /** The port ([ProsperoUriBuilder.port]), 0 to 65535; null removes it, so that 1525 applies. */
    public var port: Int? = from?.toUri()?.portNumber()
        set(value) {
            if (value == null) builder.removePort() else builder.port(value)
            field = value
        }

    /** The decoded hsoname ([ProsperoUriBuilder.hsoname]). */
    public var hsoname: String = from?.hsoname() ?: ""
        set(value) {
            builder.hsoname(value)
            field = value
        }

    /** The decoded fields, in order, added with [field] and removed with [clearFields]. */
    public var fields: List<ProsperoField> = from?.fields() ?: emptyList()
        private set

    /** The decoded fragment ([ProsperoUriBuilder.fragment]). */
    public var fragment: String? = from?.toUri()?.decodedFragment()
        set(value) {
            builder.fragment(value)
            field = value
        }

    /** Appends a field ([ProsperoUriBuilder.field]), both decoded. */
    public fun field(name: String, value: String) {
        builder.field(name, value)
        fields = fields + ProsperoField(name, value)
    }

    /** Removes every field ([ProsperoUriBuilder.clearFields]). */
    public fun clearFields() {
        builder.clearFields()
        fields = emptyList()
    }

    internal fun build(): ProsperoUri = builder.build()
}

/**
 * Builds a [ProsperoUri] with a receiver lambda over [ProsperoUriScope], on top of [ProsperoUriBuilder].
 *
 * ```kotlin
 * prosperoUri { host = "host.dom"; hsoname = "/pros/name" }   // prospero://host.dom//pros/name
 * ```
 *
 * @throws IllegalStateException if no host is set (see [ProsperoUriBuilder.build])
 */
public fun prosperoUri(block: ProsperoUriScope.() -> Unit): ProsperoUri =
    ProsperoUriScope(ProsperoUri.builder(), null).apply(block).build()

/**
 * Extension for [ProsperoUri] providing an edited copy: the block starts from this URL's components, and
 * what it does not set stays as written.
 *
 * ```kotlin
 * ProsperoUri.parse("prospero://host.dom//pros/name").edit { field("OBJECT-VERSION", "3") }
 * // prospero://host.dom//pros/name;OBJECT-VERSION=3
 * ```
 */
public fun ProsperoUri.edit(block: ProsperoUriScope.() -> Unit): ProsperoUri =
    ProsperoUriScope(toBuilder(), this).apply(block).build()

/**
 * Extension for [ProsperoUri.parse] providing parsing as a call on the text.
 *
 * ```kotlin
 * "prospero://h.example/pros/name;OBJECT-VERSION=2".toProsperoUri().hsoname()   // "pros/name"
 * ```
 *
 * @throws dev.urikit.UriSyntaxException if the text is not a URI, or the prospero rules refuse it
 * @throws IllegalArgumentException if the text is a URI of another scheme (`"https://h/".toProsperoUri()` throws), as the view's `parse` does
 */
public fun String.toProsperoUri(): ProsperoUri = ProsperoUri.parse(this)

/**
 * Extension for [ProsperoUri.parseOrNull] providing a nullable result in place of an exception.
 *
 * ```kotlin
 * "prospero://h.example/pros/name;OBJECT-VERSION=2".toProsperoUriOrNull()   // the ProsperoUri
 * "https://example.com/".toProsperoUriOrNull()   // null: another scheme
 * ```
 */
public fun String.toProsperoUriOrNull(): ProsperoUri? = ProsperoUri.parseOrNull(this)

/** Extension for [ProsperoUri.host] providing it as a property: lower case, decoded. */
public val ProsperoUri.host: String get() = host()

/** Extension for [ProsperoUri.port] providing it as a property: 1525 when none is written. */
public val ProsperoUri.port: Int get() = port()

/** Extension for [ProsperoUri.hsoname] providing it as a property: decoded. */
public val ProsperoUri.hsoname: String get() = hsoname()

/** Extension for [ProsperoUri.fields] providing it as a property: the decoded `;field=value` pairs, in order. */
public val ProsperoUri.fields: List<ProsperoField> get() = fields()

/**
 * Serializes a [ProsperoUri] as its text ([ProsperoUri.toString]) and reads it back with
 * [ProsperoUri.parse]; text that is not a prospero URL fails with a [SerializationException].
 *
 * ```kotlin
 * @Serializable data class Link(@Serializable(with = ProsperoUriSerializer::class) val url: ProsperoUri)
 * Json.encodeToString(Link(ProsperoUri.parse("prospero://host.dom//pros/name")))   // {"url":"prospero://host.dom//pros/name"}
 * ```
 */
public object ProsperoUriSerializer : UriTextSerializer<ProsperoUri>("dev.urikit.prospero.ProsperoUri", "ProsperoUri", ProsperoUri::parse)
