package dev.urikit

import kotlinx.serialization.encoding.Encoder
import kotlinx.serialization.encoding.Decoder
import kotlinx.serialization.descriptors.SerialDescriptor
import kotlinx.serialization.descriptors.PrimitiveSerialDescriptor
import kotlinx.serialization.descriptors.PrimitiveKind
import kotlinx.serialization.KSerializer
import kotlinx.serialization.SerializationException
import kotlinx.serialization.modules.SerializersModule

/**
 * The contextual serializers of the core types, for `@Contextual` properties: [Uri], [UriReference],
 * [RelativeReference], [HierarchicalUri], [OpaqueUri], [Iri], [IriReference], [RelativeIriReference],
 * [HierarchicalIri] and [OpaqueIri], each written as its text. Each scheme module has one for its views
 * (`httpSerializersModule`, `urnSerializersModule`, ...); add them with `+`.
 *
 * ```kotlin
 * @Serializable data class Link(@Contextual val target: Uri)
 * val json = Json { serializersModule = urikitSerializersModule + httpSerializersModule }
 * json.encodeToString(Link("https://example.com/".toUri()))   // {"target":"https://example.com/"}
 * ```
 */
public val urikitSerializersModule: SerializersModule = SerializersModule {
    contextual(UriReference::class, UriReferenceSerializer)
    contextual(Uri::class, UriSerializer)
    contextual(HierarchicalUri::class, HierarchicalUriSerializer)
    contextual(OpaqueUri::class, OpaqueUriSerializer)
    contextual(RelativeReference::class, RelativeReferenceSerializer)
    contextual(IriReference::class, IriReferenceSerializer)
    contextual(Iri::class, IriSerializer)
    contextual(HierarchicalIri::class, HierarchicalIriSerializer)
    contextual(OpaqueIri::class, OpaqueIriSerializer)
    contextual(RelativeIriReference::class, RelativeIriReferenceSerializer)
}

/**
 * A serializer of a URI type as its text: it writes `toString()` and reads with [parse], through
 * [readUriText], under a string descriptor named [serialName]. Every urikit URI, IRI and view
 * serializer is one; so can a scheme plugin's be:
 *
 * ```kotlin
 * public object TelUriSerializer : UriTextSerializer<TelUri>("com.example.tel.TelUri", "TelUri", TelUri::parse)
 * ```
 *
 * @param type the type's simple name, for the message of a refusal
 */
public abstract class UriTextSerializer<T : Any>(
    serialName: String,
    private val type: String,
    private val parse: (String) -> T,
) : KSerializer<T> {
    final override val descriptor: SerialDescriptor = PrimitiveSerialDescriptor(serialName, PrimitiveKind.STRING)

    final override fun serialize(encoder: Encoder, value: T): Unit = encoder.encodeString(value.toString())

    final override fun deserialize(decoder: Decoder): T = readUriText(decoder.decodeString(), type, parse)
}

/**
 * Reads [text] with [parse] for a serializer of [type], turning a refusal into the [SerializationException]
 * of [uriDecodingException]. The serializers of urikit's types read with it; so can a scheme plugin's.
 *
 * ```kotlin
 * override fun deserialize(decoder: Decoder): TelUri = readUriText(decoder.decodeString(), "TelUri", TelUri::parse)
 * ```
 *
 * [UriTextSerializer] does this and the rest of a serializer of a URI type's text.
 */
public inline fun <T> readUriText(text: String, type: String, parse: (String) -> T): T =
    try {
        parse(text)
    } catch (e: IllegalArgumentException) {
        throw uriDecodingException(text, type, e)
    }

/**
 * The [SerializationException] for [text] that a serializer of [type] could not read because [cause]
 * refused it. Its message names the text ([UriSyntaxException.excerpt]: user information masked, escaped,
 * cut at 200 characters), the kind and the index ([UriSyntaxException.messageFor]). A refusal that is no
 * [UriSyntaxException], a view's of a URI of another scheme (`"not a URN (scheme \"http\")"`), is
 * reported as [UriSyntaxException.Kind.SCHEME_SPECIFIC] at index 0, where the scheme is.
 *
 * ```kotlin
 * uriDecodingException("http://h:8o/", "Uri", e).message
 * // cannot read "http://h:8o/" as Uri (INVALID_PORT at index 10): invalid character in port at index 10
 * ```
 *
 * User information is shown as three asterisks: `anna:pw` in `http://anna:pw@h:8o/`, say.
 */
public fun uriDecodingException(text: String, type: String, cause: IllegalArgumentException): SerializationException {
    val error = cause as? UriSyntaxException
        ?: UriSyntaxException(UriSyntaxException.Kind.SCHEME_SPECIFIC, 0, cause.message ?: "refused", null, null, cause)
    return SerializationException(error.messageFor(text, type), cause)
}
