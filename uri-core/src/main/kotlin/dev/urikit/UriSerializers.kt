package dev.urikit

import kotlinx.serialization.SerializationException

/**
 * Serializes a [Uri] as its text ([Uri.toString]) and reads it back with [Uri.parse]; text that is not a
 * URI fails with a [SerializationException].
 *
 * ```kotlin
 * @Serializable data class Link(@Serializable(with = UriSerializer::class) val href: Uri)
 * Json.encodeToString(Link("https://example.com/".toUri()))   // {"href":"https://example.com/"}
 * ```
 */
public object UriSerializer : UriTextSerializer<Uri>("dev.urikit.Uri", "Uri", Uri::parse)

/**
 * Serializes a [UriReference] (a URI or a relative reference) as its text and reads it back with
 * [UriReference.parse].
 *
 * ```kotlin
 * Json.decodeFromString(UriReferenceSerializer, "\"../a\"")   // RelativeReference ../a
 * ```
 */
public object UriReferenceSerializer : UriTextSerializer<UriReference>("dev.urikit.UriReference", "UriReference", UriReference::parse)

/**
 * Serializes a [RelativeReference] as its text and reads it back with [RelativeReference.parse]; text
 * with a scheme fails.
 *
 * ```kotlin
 * Json.decodeFromString(RelativeReferenceSerializer, "\"#top\"").fragment()   // "top"
 * ```
 */
public object RelativeReferenceSerializer : UriTextSerializer<RelativeReference>("dev.urikit.RelativeReference", "RelativeReference", RelativeReference::parse)

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
public object IriSerializer : UriTextSerializer<Iri>("dev.urikit.Iri", "Iri", Iri::parse)

/**
 * Serializes an [IriReference] (an IRI or a relative IRI reference) as its text and reads it back with
 * [IriReference.parse].
 *
 * ```kotlin
 * Json.decodeFromString(IriReferenceSerializer, "\"../straße\"")   // RelativeIriReference ../straße
 * ```
 */
public object IriReferenceSerializer : UriTextSerializer<IriReference>("dev.urikit.IriReference", "IriReference", IriReference::parse)

/**
 * Serializes a [HierarchicalUri] as its text and reads it back with [HierarchicalUri.parse]; an opaque URI
 * fails.
 *
 * ```kotlin
 * Json.decodeFromString(HierarchicalUriSerializer, "\"http://a/b\"").host()   // "a"
 * ```
 */
public object HierarchicalUriSerializer : UriTextSerializer<HierarchicalUri>("dev.urikit.HierarchicalUri", "HierarchicalUri", HierarchicalUri::parse)

/**
 * Serializes an [OpaqueUri] as its text and reads it back with [OpaqueUri.parse]; a hierarchical URI fails.
 *
 * ```kotlin
 * Json.decodeFromString(OpaqueUriSerializer, "\"mailto:a@b\"").path()   // "a@b"
 * ```
 */
public object OpaqueUriSerializer : UriTextSerializer<OpaqueUri>("dev.urikit.OpaqueUri", "OpaqueUri", OpaqueUri::parse)

/**
 * Serializes a [HierarchicalIri] as its text and reads it back with [HierarchicalIri.parse].
 *
 * ```kotlin
 * Json.decodeFromString(HierarchicalIriSerializer, "\"http://bücher.example/\"").host()   // "bücher.example"
 * ```
 */
public object HierarchicalIriSerializer : UriTextSerializer<HierarchicalIri>("dev.urikit.HierarchicalIri", "HierarchicalIri", HierarchicalIri::parse)

/**
 * Serializes an [OpaqueIri] as its text and reads it back with [OpaqueIri.parse].
 *
 * ```kotlin
 * Json.decodeFromString(OpaqueIriSerializer, "\"urn:example:straße\"").path()   // "example:straße"
 * ```
 */
public object OpaqueIriSerializer : UriTextSerializer<OpaqueIri>("dev.urikit.OpaqueIri", "OpaqueIri", OpaqueIri::parse)

/**
 * Serializes a [RelativeIriReference] as its text and reads it back with [RelativeIriReference.parse];
 * text with a scheme fails.
 *
 * ```kotlin
 * Json.decodeFromString(RelativeIriReferenceSerializer, "\"../straße\"").path()   // "../straße"
 * ```
 */
public object RelativeIriReferenceSerializer : UriTextSerializer<RelativeIriReference>("dev.urikit.RelativeIriReference", "RelativeIriReference", RelativeIriReference::parse)
