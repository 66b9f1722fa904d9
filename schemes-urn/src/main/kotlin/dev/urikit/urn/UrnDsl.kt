package dev.urikit.urn

import kotlinx.serialization.KSerializer
import kotlinx.serialization.SerializationException
import kotlinx.serialization.descriptors.PrimitiveKind
import kotlinx.serialization.descriptors.PrimitiveSerialDescriptor
import kotlinx.serialization.descriptors.SerialDescriptor
import kotlinx.serialization.encoding.Decoder
import kotlinx.serialization.encoding.Encoder

/** Keeps a nested URN block from reaching the receiver of an outer one. */
@DslMarker
internal annotation class UrnDslMarker

/**
 * The receiver of [urn] and [Urn.edit]: the r-, q- and f-components as decoded properties and
 * q-component parameters as calls, handed to a [UrnBuilder] (RFC 8141 section 2.3).
 *
 * ```kotlin
 * urn("example", "a123,z456") {
 *     r = "res"
 *     param("lang", "en")
 *     f = "top"
 * }   // urn:example:a123,z456?+res?=lang=en#top
 * ```
 *
 * Setting a property to null removes the component; a property read gives back what this block set.
 */
@UrnDslMarker
public class UrnBuilderScope internal constructor(private val builder: UrnBuilder) {

    /** The decoded namespace-specific string ([UrnBuilder.nss]); null leaves it as it was. */
    public var nss: String? = null
        set(value) {
            if (value != null) builder.nss(value)
            field = value
        }

    /** The decoded r-component ([UrnBuilder.rComponent]). */
    public var r: String? = null
        set(value) {
            builder.rComponent(value)
            field = value
        }

    /** The decoded q-component ([UrnBuilder.qComponent]); replaces any [param]s. */
    public var q: String? = null
        set(value) {
            builder.qComponent(value)
            field = value
        }

    /** The decoded f-component ([UrnBuilder.fComponent]). */
    public var f: String? = null
        set(value) {
            builder.fComponent(value)
            field = value
        }

    /** Appends `name=value` (just `name` when [value] is null) to the q-component ([UrnBuilder.qParameter]). */
    public fun param(name: String, value: String?) {
        builder.qParameter(name, value)
    }

    /** Replaces the q-parameters named [name] by one `name=value` at the end ([UrnBuilder.setQParameter]). */
    public fun setParam(name: String, value: String?) {
        builder.setQParameter(name, value)
    }

    /** Removes every q-parameter named [name] ([UrnBuilder.removeQParameter]). */
    public fun removeParam(name: String) {
        builder.removeQParameter(name)
    }
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

/** Extension for [Urn.parse] providing `"urn:example:a".toUrn()`. */
public fun String.toUrn(): Urn = Urn.parse(this)

/** Extension for [Urn.parseOrNull] providing `"urn:a:b".toUrnOrNull()` (null: the NID is too short). */
public fun String.toUrnOrNull(): Urn? = Urn.parseOrNull(this)

/**
 * Serializes a [Urn] as its text ([Urn.toString]) and reads it back with [Urn.parse]; text that is
 * not a URN fails with a [SerializationException].
 *
 * ```kotlin
 * @Serializable data class Book(@Serializable(with = UrnSerializer::class) val id: Urn)
 * Json.encodeToString(Book("urn:isbn:0-306-40615-2".toUrn()))   // {"id":"urn:isbn:0-306-40615-2"}
 * ```
 */
public object UrnSerializer : KSerializer<Urn> {
    override val descriptor: SerialDescriptor = PrimitiveSerialDescriptor("dev.urikit.urn.Urn", PrimitiveKind.STRING)

    override fun serialize(encoder: Encoder, value: Urn): Unit = encoder.encodeString(value.toString())

    override fun deserialize(decoder: Decoder): Urn {
        val text = decoder.decodeString()
        return try {
            Urn.parse(text)
        } catch (e: IllegalArgumentException) {
            throw SerializationException("not a URN: ${e.message}", e)
        }
    }
}
