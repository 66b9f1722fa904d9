package dev.urikit.text

import dev.urikit.Uri
import java.io.Reader

/**
 * Extension for [UriExtractor.extract] providing the URIs in this text (RFC 3986 Appendix C) as a
 * call on the text.
 *
 * ```kotlin
 * "Docs at <https://example.com/docs>.".extractUris().map { it.uri.toString() }   // ["https://example.com/docs"]
 * "Write to me@example.com".extractUris(UriExtractor.create().with(UriExtractor.Option.EMAIL))
 * // one match: mailto:me@example.com
 * ```
 */
public fun CharSequence.extractUris(extractor: UriExtractor = UriExtractor.create()): List<UriMatch> =
    extractor.extract(this)

/**
 * Extension for [UriExtractor.linkify] providing this text with each URI's span replaced by what
 * [replacement] returns for it.
 *
 * ```kotlin
 * "Go to https://example.com/.".linkify { "<a href=\"${it.uri}\">${it.text}</a>" }
 * // "Go to <a href=\"https://example.com/\">https://example.com/</a>."
 * ```
 */
public fun CharSequence.linkify(
    extractor: UriExtractor = UriExtractor.create(),
    replacement: (UriMatch) -> CharSequence,
): String = extractor.linkify(this, replacement)

/**
 * Extension for [UriExtractor.extract] providing each URI of this reader's text to [action] as it is
 * found, in bounded memory; the reader is not closed.
 *
 * ```kotlin
 * File("mail.txt").bufferedReader().use { reader -> reader.forEachUri { println(it.uri) } }
 * ```
 *
 * @throws java.io.IOException if reading fails
 */
public fun Reader.forEachUri(extractor: UriExtractor = UriExtractor.create(), action: (UriMatch) -> Unit): Unit =
    extractor.extract(this, action)

/** The URI ([UriMatch.uri]), parsed; for an IRI, the URI it maps to. */
public val UriMatch.uri: Uri get() = uri()

/** The text as written ([UriCandidate.text]), whitespace included, delimiters not. */
public val UriCandidate.text: String get() = text()

/** The span of the text as written ([UriCandidate.start] until [UriCandidate.end]), as indexes of a text in memory. */
public val UriCandidate.range: IntRange get() = Math.toIntExact(start()) until Math.toIntExact(end())
