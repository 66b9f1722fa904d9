package dev.urikit.mailto

import dev.urikit.UriTextSerializer
import kotlinx.serialization.SerializationException

/** Keeps a nested builder block from reaching the receiver of an outer one. */
@DslMarker
internal annotation class MailtoDslMarker

/**
 * The receiver of [mailto] and [MailtoUri.edit]: decoded values handed to a [MailtoUriBuilder], which
 * encodes them as RFC 6068 section 5 requires.
 *
 * ```kotlin
 * mailto {
 *     to("a@example.com")
 *     cc("b@example.com")
 *     subject = "Hi & bye"
 *     body = "line1\nline2"
 * }   // mailto:a@example.com?cc=b@example.com&subject=Hi%20%26%20bye&body=line1%0D%0Aline2
 * ```
 *
 * A value the parser would refuse (an address that is not one `addr-spec`, a CR, LF or other control
 * character in any value but the body, a NUL in the body) throws [IllegalArgumentException] at once,
 * naming the rule and the header. Writing back what was read changes nothing: `edit { subject = subject }`
 * gives the same text.
 */
@MailtoDslMarker
public class MailtoBuilderScope internal constructor(
    private val builder: MailtoUriBuilder,
    subject: String?,
    body: String?,
) {

    /** The decoded subject ([MailtoUriBuilder.subject]); null removes it. */
    public var subject: String? = subject
        set(value) {
            builder.subject(value)
            field = value
        }

    /** The decoded body ([MailtoUriBuilder.body]); line breaks are written as `%0D%0A`. Null removes it. */
    public var body: String? = body
        set(value) {
            builder.body(value)
            field = value
        }

    /** Appends addresses before `"?"` ([MailtoUriBuilder.to]). */
    public fun to(vararg addresses: String) {
        builder.to(*addresses)
    }

    /** Appends addresses to the `cc` header ([MailtoUriBuilder.cc]). */
    public fun cc(vararg addresses: String) {
        builder.cc(*addresses)
    }

    /** Appends addresses to the `bcc` header ([MailtoUriBuilder.bcc]). */
    public fun bcc(vararg addresses: String) {
        builder.bcc(*addresses)
    }

    /** Appends a header field ([MailtoUriBuilder.header]). */
    public fun header(name: String, value: String) {
        builder.header(name, value)
    }

    /** Removes every header called [name], in any ASCII case ([MailtoUriBuilder.removeHeader]). */
    public fun removeHeader(name: String) {
        builder.removeHeader(name)
    }
}

/**
 * Builds a [MailtoUri] with a [MailtoBuilderScope].
 *
 * ```kotlin
 * mailto { to("a@example.com"); subject = "Hi"; body = "..." }.toString()
 * // mailto:a@example.com?subject=Hi&body=...
 * ```
 */
public fun mailto(block: MailtoBuilderScope.() -> Unit): MailtoUri {
    val builder = MailtoUri.builder()
    MailtoBuilderScope(builder, null, null).block()
    return builder.build()
}

/**
 * Extension for [MailtoUri.toBuilder] providing an edited copy through a [MailtoBuilderScope], whose
 * `subject` and `body` start as this URI's.
 *
 * ```kotlin
 * MailtoUri.parse("mailto:a@example.com?subject=Hi").edit { cc("b@example.com"); subject = "Re: Hi" }
 * // mailto:a@example.com?subject=Re:%20Hi&cc=b@example.com
 * ```
 */
public fun MailtoUri.edit(block: MailtoBuilderScope.() -> Unit): MailtoUri {
    val builder = toBuilder()
    MailtoBuilderScope(builder, subject(), body()).block()
    return builder.build()
}

/**
 * Extension for [MailtoUri.parse] providing parsing as a call on the text.
 *
 * ```kotlin
 * "mailto:a@example.com?subject=Hi".toMailtoUri().subject()   // "Hi"
 * ```
 *
 * @throws dev.urikit.UriSyntaxException if the text is not a URI, or RFC 6068 refuses it
 * @throws IllegalArgumentException if the text is a URI of another scheme (`"https://h/".toMailtoUri()` throws), as the view's `parse` does
 */
public fun String.toMailtoUri(): MailtoUri = MailtoUri.parse(this)

/**
 * Extension for [MailtoUri.parseOrNull] providing a nullable result in place of an exception.
 *
 * ```kotlin
 * "mailto:a@example.com".toMailtoUriOrNull()   // the MailtoUri
 * "https://example.com/".toMailtoUriOrNull()   // null: another scheme
 * ```
 */
public fun String.toMailtoUriOrNull(): MailtoUri? = MailtoUri.parseOrNull(this)

/** Extension for [MailtoUri.to] providing it as a property: the decoded addresses before `"?"`, in written order. */
public val MailtoUri.to: List<String> get() = to()

/** Extension for [MailtoUri.cc] providing it as a property: decoded addresses. */
public val MailtoUri.cc: List<String> get() = cc()

/** Extension for [MailtoUri.bcc] providing it as a property: decoded addresses. */
public val MailtoUri.bcc: List<String> get() = bcc()

/** Extension for [MailtoUri.recipients] providing it as a property: every decoded address, `to`, `cc` and `bcc`. */
public val MailtoUri.recipients: List<String> get() = recipients()

/** Extension for [MailtoUri.headers] providing it as a property: the decoded header fields, in order. */
public val MailtoUri.headers: List<MailtoHeader> get() = headers()

/** Extension for [MailtoUri.subject] providing it as a property: decoded, null when absent. */
public val MailtoUri.subject: String? get() = subject()

/** Extension for [MailtoUri.body] providing it as a property: decoded, null when absent. */
public val MailtoUri.body: String? get() = body()

/** Extension for [MailtoHeader] providing destructuring: `val (name, value) = header` gives the name. */
public operator fun MailtoHeader.component1(): String = name()

/** Extension for [MailtoHeader] providing destructuring: `val (name, value) = header` gives the value. */
public operator fun MailtoHeader.component2(): String = value()

/**
 * Serializes a [MailtoUri] as its text and reads it back with [MailtoUri.parse]; text that is not a
 * `mailto` URI, or that RFC 6068 refuses, fails with a [SerializationException].
 *
 * ```kotlin
 * @Serializable data class Contact(@Serializable(with = MailtoUriSerializer::class) val link: MailtoUri)
 * Json.encodeToString(Contact(mailto { to("a@example.com") }))   // {"link":"mailto:a@example.com"}
 * ```
 */
public object MailtoUriSerializer : UriTextSerializer<MailtoUri>("dev.urikit.mailto.MailtoUri", "MailtoUri", MailtoUri::parse)
