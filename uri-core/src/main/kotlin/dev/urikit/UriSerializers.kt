package dev.urikit

import kotlinx.serialization.KSerializer
import kotlinx.serialization.SerializationException
import kotlinx.serialization.descriptors.PrimitiveKind
import kotlinx.serialization.descriptors.PrimitiveSerialDescriptor
import kotlinx.serialization.descriptors.SerialDescriptor
import kotlinx.serialization.encoding.Decoder
import kotlinx.serialization.encoding.Encoder

/**
 * Serializes a [Uri] as its text ([Uri.toString]) and reads it back with [Uri.parse]; text that is not a
 * URI fails with a [SerializationException].
 *
 * ```kotlin
 * @Serializable data class Link(@Serializable(with = UriSerializer::class) val href: Uri)
 * Json.encodeToString(Link("https://example.com/".toUri()))   // {"href":"https://example.com/"}
 * ```
 */
public object UriSerializer : KSerializer<Uri> {
    override val descriptor: SerialDescriptor = PrimitiveSerialDescriptor("dev.urikit.Uri", PrimitiveKind.STRING)

    override fun serialize(encoder: Encoder, value: Uri): Unit = encoder.encodeString(value.toString())

    override fun deserialize(decoder: Decoder): Uri = parsing { Uri.parse(decoder.decodeString()) }
}

/**
 * Serializes a [UriReference] (a URI or a relative reference) as its text and reads it back with
 * [UriReference.parse].
 *
 * ```kotlin
 * Json.decodeFromString(UriReferenceSerializer, "\"../a\"")   // RelativeReference ../a
 * ```
 */
public object UriReferenceSerializer : KSerializer<UriReference> {
    override val descriptor: SerialDescriptor =
        PrimitiveSerialDescriptor("dev.urikit.UriReference", PrimitiveKind.STRING)

    override fun serialize(encoder: Encoder, value: UriReference): Unit = encoder.encodeString(value.toString())

    override fun deserialize(decoder: Decoder): UriReference = parsing { UriReference.parse(decoder.decodeString()) }
}

/**
 * Serializes a [RelativeReference] as its text and reads it back with [RelativeReference.parse]; text
 * with a scheme fails.
 *
 * ```kotlin
 * Json.decodeFromString(RelativeReferenceSerializer, "\"#top\"").fragment()   // "top"
 * ```
 */
public object RelativeReferenceSerializer : KSerializer<RelativeReference> {
    override val descriptor: SerialDescriptor =
        PrimitiveSerialDescriptor("dev.urikit.RelativeReference", PrimitiveKind.STRING)

    override fun serialize(encoder: Encoder, value: RelativeReference): Unit = encoder.encodeString(value.toString())

    override fun deserialize(decoder: Decoder): RelativeReference =
        parsing { RelativeReference.parse(decoder.decodeString()) }
}

/**
 * Serializes an [Iri] as its text ([Iri.toString], Unicode kept) and reads it back with [Iri.parse];
 * text that is not an IRI fails with a [SerializationException]. Serialize [Iri.toUri] with [UriSerializer]
 * where the reader expects a URI.
 *
 * ```kotlin
 * @Serializable data class Page(@Serializable(with = IriSerializer::class) val href: Iri)
 * Json.encodeToString(Page("https://bücher.example/ä".toIri()))   // {"href":"https://bücher.example/ä"}
 * ```
 */
public object IriSerializer : KSerializer<Iri> {
    override val descriptor: SerialDescriptor = PrimitiveSerialDescriptor("dev.urikit.Iri", PrimitiveKind.STRING)

    override fun serialize(encoder: Encoder, value: Iri): Unit = encoder.encodeString(value.toString())

    override fun deserialize(decoder: Decoder): Iri = parsing { Iri.parse(decoder.decodeString()) }
}

/**
 * Serializes an [IriReference] (an IRI or a relative IRI reference) as its text and reads it back with
 * [IriReference.parse].
 *
 * ```kotlin
 * Json.decodeFromString(IriReferenceSerializer, "\"../straße\"")   // RelativeIriReference ../straße
 * ```
 */
public object IriReferenceSerializer : KSerializer<IriReference> {
    override val descriptor: SerialDescriptor =
        PrimitiveSerialDescriptor("dev.urikit.IriReference", PrimitiveKind.STRING)

    override fun serialize(encoder: Encoder, value: IriReference): Unit = encoder.encodeString(value.toString())

    override fun deserialize(decoder: Decoder): IriReference = parsing { IriReference.parse(decoder.decodeString()) }
}

private inline fun <T> parsing(parse: () -> T): T =
    try {
        parse()
    } catch (e: UriSyntaxException) {
        throw SerializationException(e.message, e)
    }
