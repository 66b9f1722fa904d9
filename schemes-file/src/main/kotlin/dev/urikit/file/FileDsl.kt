package dev.urikit.file

import dev.urikit.UriTextSerializer
import java.nio.file.Path
import kotlinx.serialization.SerializationException

/** Keeps a nested file builder block from reaching the receiver of an outer one. */
@DslMarker
internal annotation class FileDslMarker

/**
 * The receiver of [fileUri] and [FileUri.edit]: decoded components as properties, the segments as a
 * call, all handed to a [FileUriBuilder].
 *
 * ```kotlin
 * fileUri {
 *     drive = 'C'
 *     segments("Program Files", "a.txt")
 * }   // file:///C:/Program%20Files/a.txt
 * ```
 *
 * A property read gives the decoded value: what this block set, or in [FileUri.edit] the URI's own.
 * Setting [host], [drive] or [fragment] to null removes it. Writing back what was read changes nothing:
 * `edit { host = host }` or `edit { segments(*pathSegments.toTypedArray()) }` keeps the URI's text, as
 * [FileUriBuilder] keeps a component given what the view reads.
 */
@FileDslMarker
public class FileUriScope internal constructor(private val builder: FileUriBuilder, from: FileUri?) {

    /** The host ([FileUriBuilder.host]); null for the local machine. */
    public var host: String? = from?.host()
        set(value) {
            builder.host(value)
            field = value
        }

    /** The drive letter ([FileUriBuilder.drive]); null for none. */
    public var drive: Char? = from?.drive()?.get(0)
        set(value) {
            if (value == null) builder.removeDrive() else builder.drive(value)
            field = value
        }

    /** The decoded fragment ([FileUriBuilder.fragment]). */
    public var fragment: String? = from?.toUri()?.decodedFragment()
        set(value) {
            builder.fragment(value)
            field = value
        }

    /** The decoded path segments after any drive, replaced by [segments]. */
    public var pathSegments: List<String> = from?.pathSegments() ?: emptyList()
        private set

    /** Sets the path's segments, decoded, replacing any before ([FileUriBuilder.segments]). */
    public fun segments(vararg names: String) {
        builder.segments(*names)
        pathSegments = names.toList()
    }

    internal fun build(): FileUri = builder.build()
}

/**
 * Builds a [FileUri] with a receiver lambda over [FileUriScope], on top of [FileUriBuilder].
 *
 * ```kotlin
 * fileUri { host = "server"; segments("share", "a b") }   // file://server/share/a%20b
 * ```
 */
public fun fileUri(block: FileUriScope.() -> Unit): FileUri = FileUriScope(FileUri.builder(), null).apply(block).build()

/**
 * Extension for [FileUri] providing an edited copy: the block starts from this URI's components, and
 * what it does not set stays as written.
 *
 * ```kotlin
 * FileUri.parse("file:///C:/a/b.txt").edit { drive = 'D' }   // file:///D:/a/b.txt
 * ```
 */
public fun FileUri.edit(block: FileUriScope.() -> Unit): FileUri = FileUriScope(toBuilder(), this).apply(block).build()

/**
 * Extension for [Path] providing its file URI, as [FileUri.of] makes it.
 *
 * ```kotlin
 * Path.of("/tmp/a b").toFileUri()   // file:///tmp/a%20b
 * ```
 */
public fun Path.toFileUri(): FileUri = FileUri.of(this)

/**
 * Extension for [FileUri.parse] providing parsing as a call on the text of a `file` URI (RFC 8089); for a path,
 * `Path.of(text).toFileUri()`.
 *
 * ```kotlin
 * "file:///C:/a%20b.txt".toFileUri().pathSegments()   // ["a b.txt"]
 * ```
 *
 * @throws dev.urikit.UriSyntaxException if the text is not a URI, or the file rules refuse it
 * @throws IllegalArgumentException if the text is a URI of another scheme (`"https://h/".toFileUri()` throws), as the view's `parse` does
 */
public fun String.toFileUri(): FileUri = FileUri.parse(this)

/**
 * Extension for [FileUri.parseOrNull] providing a nullable result in place of an exception.
 *
 * ```kotlin
 * "file:///tmp/x".toFileUriOrNull()   // the FileUri
 * "/tmp/x".toFileUriOrNull()          // null: a path, not a URI
 * ```
 */
public fun String.toFileUriOrNull(): FileUri? = FileUri.parseOrNull(this)

/**
 * Extension for [FileUriBuilder.addSegment] providing `/` to append one decoded segment; an empty last segment
 * (a trailing `"/"`) is replaced, the fragment is kept.
 *
 * ```kotlin
 * "file:///tmp/".toFileUri() / "a b" / "c.txt"   // file:///tmp/a%20b/c.txt
 * ```
 *
 * @throws IllegalArgumentException for a segment [FileUriBuilder.addSegment] refuses
 */
public operator fun FileUri.div(segment: String): FileUri {
    val segments = pathSegments()
    val kept = if (segments.lastOrNull() == "") segments.dropLast(1) else segments
    return toBuilder().segments(kept).addSegment(segment).build()
}

/** Extension for [FileUri.host] providing it as a property: null for the local machine. */
public val FileUri.host: String? get() = host()

/** Extension for [FileUri.drive] providing it as a property: `"C:"`, or null. */
public val FileUri.drive: String? get() = drive()

/** Extension for [FileUri.pathSegments] providing it as a property: decoded, after any host and drive. */
public val FileUri.pathSegments: List<String> get() = pathSegments()

/**
 * Serializes a [FileUri] as its text ([FileUri.toString]) and reads it back with [FileUri.parse]; text
 * that is not a file URI fails with a [SerializationException].
 *
 * ```kotlin
 * @Serializable data class Source(@Serializable(with = FileUriSerializer::class) val file: FileUri)
 * Json.encodeToString(Source(FileUri.parse("file:///tmp/a")))   // {"file":"file:///tmp/a"}
 * ```
 */
public object FileUriSerializer : UriTextSerializer<FileUri>("dev.urikit.file.FileUri", "FileUri", FileUri::parse)
