package dev.urikit.urn

import dev.urikit.UriTextSerializer
import dev.urikit.PercentEncoding
import dev.urikit.UriSyntaxException
import kotlinx.serialization.SerializationException

/** Keeps a nested URN block from reaching the receiver of an outer one. */
@DslMarker
internal annotation class UrnDslMarker

/**
 * The receiver of [urn] and [Urn.edit]: the NSS and the r-, q- and f-components as decoded properties
 * and q-component parameters as calls, handed to a [UrnBuilder] (RFC 8141 section 2.3).
 *
 * ```kotlin
 * urn("example", "a123,z456") {
 *     r = "res"
 *     param("lang", "en")
 *     f = "top"
 * }   // urn:example:a123,z456?+res?=lang=en#top
 * "urn:example:a%2Cb?+r".toUrn().edit { r = r + "2"; nss = nss }   // urn:example:a%2Cb?+r2
 * ```
 *
 * A property reads its component as the builder holds it, decoded (null when absent); setting it to
 * null removes the component. Writing back what was read changes nothing: `nss = nss` keeps `a%2Cb` as
 * written, though `a,b` decodes the same and is another URN (RFC 8141 section 3.1). A component whose
 * percent-encoding is not UTF-8 has no decoded value: reading its property throws
 * [IllegalArgumentException] rather than give U+FFFD.
 */
@UrnDslMarker
public class UrnBuilderScope internal constructor(private val builder: UrnBuilder) {

    /** The decoded namespace-specific string ([UrnBuilder.nss]). */
    public var nss: String
        get() = decoded(checkNotNull(builder.nssAsWritten()) { "a URN block always starts with an NSS" })
        set(value) {
            builder.nss(value)
        }

    /** The decoded r-component ([UrnBuilder.rComponent]). */
    public var r: String?
        get() = builder.rComponentAsWritten()?.let(::decoded)
        set(value) {
            builder.rComponent(value)
        }

    /** The decoded q-component ([UrnBuilder.qComponent]); setting it replaces any [param]s. */
    public var q: String?
        get() = builder.qComponentAsWritten()?.let(::decoded)
        set(value) {
            builder.qComponent(value)
        }

    /** The decoded f-component ([UrnBuilder.fComponent]). */
    public var f: String?
        get() = builder.fComponentAsWritten()?.let(::decoded)
        set(value) {
            builder.fComponent(value)
        }

    /** Appends `name=value` (just `name` when [value] is null) to the q-component ([UrnBuilder.qParameter]). */
    public fun param(name: String, value: String?) {
        builder.qParameter(name, value)
    }

    /** Sets the first q-parameter named [name] where it stands, removing the others ([UrnBuilder.setQParameter]). */
    public fun setParam(name: String, value: String?) {
        builder.setQParameter(name, value)
    }

    /** Removes every q-parameter named [name] ([UrnBuilder.removeQParameter]). */
    public fun removeParam(name: String) {
        builder.removeQParameter(name)
    }

    private fun decoded(raw: String): String = PercentEncoding.decodeStrict(raw)
}

/**
 * Builds a URN of namespace [nid] and decoded NSS [nss] with the installed namespaces, the components
 * coming from [block].
 *
 * ```kotlin
 * urn("isbn", "978-0-306-40615-7").namespaceView(IsbnUrn::class.java)?.isbn13   // "9780306406157"
 * urn("example", "a/b c") { q = "x=1" }.toString()                                // "urn:example:a/b%20c?=x=1"
 * ```
 *
 * @throws dev.urikit.UriSyntaxException if RFC 8141 or the namespace refuses the result
 */
public fun urn(nid: String, nss: String, block: UrnBuilderScope.() -> Unit = {}): Urn {
    val builder = Urn.builder().nid(nid).nss(nss)
    UrnBuilderScope(builder).block()
    return builder.build()
}

/**
 * Extension for [Urn.toBuilder] providing an edited copy: the parts of this URN as written, then
 * [block]'s changes.
 *
 * ```kotlin
 * Urn.parse("urn:example:a?+r#f").edit { r = null; f = "g" }.toString()   // "urn:example:a#g"
 * ```
 */
public fun Urn.edit(block: UrnBuilderScope.() -> Unit): Urn {
    val builder = toBuilder()
    UrnBuilderScope(builder).block()
    return builder.build()
}

/** Extension for [UrnParameter] providing destructuring: `val (name, value) = parameter` gives the name. */
public operator fun UrnParameter.component1(): String = name()

/** Extension for [UrnParameter] providing destructuring: `val (name, value) = parameter` gives the value (null without `"="`). */
public operator fun UrnParameter.component2(): String? = value()

/**
 * Extension for [Urn.parse] providing parsing as a call on the text.
 *
 * ```kotlin
 * "urn:example:a".toUrn().nss()   // "a"
 * ```
 *
 * @throws UriSyntaxException if the text is not a URI, or RFC 8141 or its namespace refuses it
 * @throws IllegalArgumentException if the text is a URI of another scheme (`"https://h/".toUrn()` throws), as the view's `parse` does
 */
public fun String.toUrn(): Urn = Urn.parse(this)

/**
 * Extension for [Urn.parseOrNull] providing a nullable result in place of an exception.
 *
 * ```kotlin
 * "urn:example:a".toUrnOrNull()          // the Urn
 * "urn:a:b".toUrnOrNull()                // null: the NID is too short
 * "https://example.com/".toUrnOrNull()   // null: another scheme
 * ```
 */
public fun String.toUrnOrNull(): Urn? = Urn.parseOrNull(this)

/** Extension for [Urn.nid] providing it as a property: the namespace identifier as written. */
public val Urn.nid: String get() = nid()

/** Extension for [Urn.nss] providing it as a property: the namespace-specific string as written. */
public val Urn.nss: String get() = nss()

/** Extension for [Urn.decodedNss] providing it as a property: the namespace-specific string decoded. */
public val Urn.decodedNss: String get() = decodedNss()

/** Extension for [Urn.rComponent] providing it as a property: as written, without `"?+"`; null when absent. */
public val Urn.rComponent: String? get() = rComponent()

/** Extension for [Urn.qComponent] providing it as a property: as written, without `"?="`; null when absent. */
public val Urn.qComponent: String? get() = qComponent()

/** Extension for [Urn.qParameters] providing it as a property: the q-component's decoded `name=value` pairs. */
public val Urn.qParameters: List<UrnParameter> get() = qParameters()

/** Extension for [Urn.fComponent] providing it as a property: as written, without `"#"`; null when absent. */
public val Urn.fComponent: String? get() = fComponent()

/** Extension for [Urn.namespace] providing it as a property: the namespace that claims the NID, or null. */
public val Urn.namespace: UrnNamespace? get() = namespace()

/**
 * Serializes a [Urn] as its text ([dev.urikit.UriReference.toString]) and reads it back with [Urn.parse]; text that is
 * not a URN fails with a [SerializationException].
 *
 * ```kotlin
 * @Serializable data class Book(@Serializable(with = UrnSerializer::class) val id: Urn)
 * Json.encodeToString(Book("urn:isbn:0-306-40615-2".toUrn()))   // {"id":"urn:isbn:0-306-40615-2"}
 * ```
 */
public object UrnSerializer : UriTextSerializer<Urn>("dev.urikit.urn.Urn", "Urn", Urn::parse)
