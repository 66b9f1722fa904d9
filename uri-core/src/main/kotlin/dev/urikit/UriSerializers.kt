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

    override fun deserialize(decoder: Decoder): Uri = readUriText(decoder.decodeString(), "Uri", Uri::parse)
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

    override fun deserialize(decoder: Decoder): UriReference =
        readUriText(decoder.decodeString(), "UriReference", UriReference::parse)
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
        readUriText(decoder.decodeString(), "RelativeReference", RelativeReference::parse)
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

    override fun deserialize(decoder: Decoder): Iri = readUriText(decoder.decodeString(), "Iri", Iri::parse)
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

    override fun deserialize(decoder: Decoder): IriReference =
        readUriText(decoder.decodeString(), "IriReference", IriReference::parse)
}

/**
 * Serializes a [HierarchicalUri] as its text and reads it back with [HierarchicalUri.parse]; an opaque URI
 * fails.
 *
 * ```kotlin
 * Json.decodeFromString(HierarchicalUriSerializer, "\"http://a/b\"").host()   // "a"
 * ```
 */
public object HierarchicalUriSerializer : KSerializer<HierarchicalUri> {
    override val descriptor: SerialDescriptor =
        PrimitiveSerialDescriptor("dev.urikit.HierarchicalUri", PrimitiveKind.STRING)

    override fun serialize(encoder: Encoder, value: HierarchicalUri): Unit = encoder.encodeString(value.toString())

    override fun deserialize(decoder: Decoder): HierarchicalUri =
        readUriText(decoder.decodeString(), "HierarchicalUri", HierarchicalUri::parse)
}

/**
 * Serializes an [OpaqueUri] as its text and reads it back with [OpaqueUri.parse]; a hierarchical URI fails.
 *
 * ```kotlin
 * Json.decodeFromString(OpaqueUriSerializer, "\"mailto:a@b\"").path()   // "a@b"
 * ```
 */
public object OpaqueUriSerializer : KSerializer<OpaqueUri> {
    override val descriptor: SerialDescriptor = PrimitiveSerialDescriptor("dev.urikit.OpaqueUri", PrimitiveKind.STRING)

    override fun serialize(encoder: Encoder, value: OpaqueUri): Unit = encoder.encodeString(value.toString())

    override fun deserialize(decoder: Decoder): OpaqueUri = readUriText(decoder.decodeString(), "OpaqueUri", OpaqueUri::parse)
}

/**
 * Serializes a [HierarchicalIri] as its text and reads it back with [HierarchicalIri.parse].
 *
 * ```kotlin
 * Json.decodeFromString(HierarchicalIriSerializer, "\"http://bücher.example/\"").host()   // "bücher.example"
 * ```
 */
public object HierarchicalIriSerializer : KSerializer<HierarchicalIri> {
    override val descriptor: SerialDescriptor =
        PrimitiveSerialDescriptor("dev.urikit.HierarchicalIri", PrimitiveKind.STRING)

    override fun serialize(encoder: Encoder, value: HierarchicalIri): Unit = encoder.encodeString(value.toString())

    override fun deserialize(decoder: Decoder): HierarchicalIri =
        readUriText(decoder.decodeString(), "HierarchicalIri", HierarchicalIri::parse)
}

/**
 * Serializes an [OpaqueIri] as its text and reads it back with [OpaqueIri.parse].
 *
 * ```kotlin
 * Json.decodeFromString(OpaqueIriSerializer, "\"urn:example:straße\"").path()   // "example:straße"
 * ```
 */
public object OpaqueIriSerializer : KSerializer<OpaqueIri> {
    override val descriptor: SerialDescriptor = PrimitiveSerialDescriptor("dev.urikit.OpaqueIri", PrimitiveKind.STRING)

    override fun serialize(encoder: Encoder, value: OpaqueIri): Unit = encoder.encodeString(value.toString())

    override fun deserialize(decoder: Decoder): OpaqueIri = readUriText(decoder.decodeString(), "OpaqueIri", OpaqueIri::parse)
}

/**
 * Serializes a [RelativeIriReference] as its text and reads it back with [RelativeIriReference.parse];
 * text with a scheme fails.
 *
 * ```kotlin
 * Json.decodeFromString(RelativeIriReferenceSerializer, "\"../straße\"").path()   // "../straße"
 * ```
 */
public object RelativeIriReferenceSerializer : KSerializer<RelativeIriReference> {
    override val descriptor: SerialDescriptor =
        PrimitiveSerialDescriptor("dev.urikit.RelativeIriReference", PrimitiveKind.STRING)

    override fun serialize(encoder: Encoder, value: RelativeIriReference): Unit = encoder.encodeString(value.toString())

    override fun deserialize(decoder: Decoder): RelativeIriReference =
        readUriText(decoder.decodeString(), "RelativeIriReference", RelativeIriReference::parse)
}
