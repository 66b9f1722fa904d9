package dev.urikit.text

import dev.urikit.DnsHostsTestScheme
import dev.urikit.SchemeRegistry
import dev.urikit.spi.Scheme

/** A scheme known by name only, for the extraction tests. */
private class NamedScheme(private val name: String) : Scheme {
    override fun name(): String = name
}

/** The schemes the extraction tests use: http and https with DNS hosts, ftp, mailto and urn by name only. */
internal val extractionSchemes: SchemeRegistry =
    DnsHostsTestScheme.registry().toBuilder()
        .add(NamedScheme("ftp"))
        .add(NamedScheme("mailto"))
        .add(NamedScheme("urn"))
        .build()

/** An extractor of [extractionSchemes] with [options]. */
internal fun extractor(vararg options: UriExtractor.Option): UriExtractor =
    UriExtractor.create().withRegistry(extractionSchemes).with(*options)

/** The URIs [extractor] finds in [text], as strings. */
internal fun UriExtractor.uris(text: String): List<String> = extract(text).map { it.uri().toString() }
