package dev.urikit.ftp

import dev.urikit.UriTextSerializer
import kotlinx.serialization.SerializationException

/** Keeps a nested ftp builder block from reaching the receiver of an outer one. */
@DslMarker
internal annotation class FtpDslMarker

/**
 * The receiver of [ftpUri] and [FtpUri.edit]: decoded components as properties, the directories as a
 * call, all handed to an [FtpUriBuilder].
 *
 * ```kotlin
 * ftpUri {
 *     host = "ftp.example.com"
 *     cwd("pub", "gnu")
 *     name = "a b.tar.gz"
 *     typecode = FtpTypecode.IMAGE
 * }   // ftp://ftp.example.com/pub/gnu/a%20b.tar.gz;type=i
 * ```
 *
 * A property read gives the decoded value: what this block set, or in [FtpUri.edit] the URL's own;
 * writing back what was read keeps the URL's text (`edit { name = name }` changes nothing). A read
 * throws [IllegalStateException] for a component whose octets are not UTF-8 text.
 * Setting [user], [password], [port], [typecode] or [fragment] to null removes it.
 */
@FtpDslMarker
public class FtpUriScope internal constructor(private val builder: FtpUriBuilder) {

    /** The decoded user name ([FtpUriBuilder.user]); null removes user and password. */
    public var user: String?
        get() = builder.currentUser()
        set(value) {
            builder.user(value)
        }

    /** The decoded password ([FtpUriBuilder.password]). */
    public var password: String?
        get() = builder.currentPassword()
        set(value) {
            builder.password(value)
        }

    /** The host ([FtpUriBuilder.host]): a DNS name, an IPv4 or an IPv6 address. */
    public var host: String?
        get() = builder.currentHost()
        set(value) {
            builder.host(requireNotNull(value) { "an ftp URL needs a host (RFC 1738 section 3.2)" })
        }

    /** The port ([FtpUriBuilder.port]), 0 to 65535; null removes it, so that 21 applies. */
    public var port: Int?
        get() = builder.currentPort()
        set(value) {
            if (value == null) builder.removePort() else builder.port(value)
        }

    /** The decoded file name ([FtpUriBuilder.name]); `""` names the directory itself. */
    public var name: String
        get() = builder.currentName()
        set(value) {
            builder.name(value)
        }

    /** The typecode ([FtpUriBuilder.typecode]), or null for none. */
    public var typecode: FtpTypecode?
        get() = builder.currentTypecode()
        set(value) {
            builder.typecode(value)
        }

    /** The decoded fragment ([FtpUriBuilder.fragment]). */
    public var fragment: String?
        get() = builder.currentFragment()
        set(value) {
            builder.fragment(value)
        }

    /** The decoded directory names, replaced by [cwd]. */
    public val directories: List<String>
        get() = builder.currentCwd()

    /** Sets the directories to walk, decoded, replacing any before ([FtpUriBuilder.cwd]). */
    public fun cwd(vararg names: String) {
        builder.cwd(*names)
    }

    internal fun build(): FtpUri = builder.build()
}

/**
 * Builds an [FtpUri] with a receiver lambda over [FtpUriScope], on top of [FtpUriBuilder].
 *
 * ```kotlin
 * ftpUri { host = "ftp.example.com"; cwd("pub", "gnu"); name = "a.tar.gz"; typecode = FtpTypecode.IMAGE }
 * // ftp://ftp.example.com/pub/gnu/a.tar.gz;type=i
 * ```
 *
 * @throws IllegalStateException if no host is set (see [FtpUriBuilder.build])
 */
public fun ftpUri(block: FtpUriScope.() -> Unit): FtpUri = FtpUriScope(FtpUri.builder()).apply(block).build()

/**
 * Extension for [FtpUri] providing an edited copy: the block starts from this URL's components, and
 * what it does not set stays as written.
 *
 * ```kotlin
 * FtpUri.parse("ftp://anna@ftp.example.com/pub/a.txt").edit { name = "b.txt"; typecode = FtpTypecode.ASCII }
 * // ftp://anna@ftp.example.com/pub/b.txt;type=a
 * ```
 */
public fun FtpUri.edit(block: FtpUriScope.() -> Unit): FtpUri = FtpUriScope(toBuilder()).apply(block).build()

/**
 * Extension for [FtpUri.parse] providing parsing as a call on the text.
 *
 * ```kotlin
 * "ftp://ftp.example.com/pub/a.txt;type=i".toFtpUri().name()   // "a.txt"
 * ```
 *
 * @throws dev.urikit.UriSyntaxException if the text is not a URI, or the ftp rules refuse it
 * @throws IllegalArgumentException if the text is a URI of another scheme (`"https://h/".toFtpUri()` throws), as the view's `parse` does
 */
public fun String.toFtpUri(): FtpUri = FtpUri.parse(this)

/**
 * Extension for [FtpUri.parseOrNull] providing a nullable result in place of an exception.
 *
 * ```kotlin
 * "ftp://ftp.example.com/".toFtpUriOrNull()   // the FtpUri
 * "https://example.com/".toFtpUriOrNull()     // null: another scheme
 * ```
 */
public fun String.toFtpUriOrNull(): FtpUri? = FtpUri.parseOrNull(this)

/**
 * Extension for [FtpUriBuilder] providing `/` to append one decoded segment: a file name already there becomes
 * the last directory to walk, and [segment] the name; the typecode and fragment are kept.
 *
 * ```kotlin
 * "ftp://ftp.example.com/pub".toFtpUri() / "gnu" / "a b.tar"   // ftp://ftp.example.com/pub/gnu/a%20b.tar
 * "ftp://ftp.example.com/pub/".toFtpUri() / "a.txt"            // ftp://ftp.example.com/pub/a.txt
 * ```
 *
 * @throws IllegalStateException if a directory or the name is not UTF-8 text ([FtpUri.isText])
 */
public operator fun FtpUri.div(segment: String): FtpUri = edit {
    val last = name
    if (last.isNotEmpty()) cwd(*(directories + last).toTypedArray())
    name = segment
}

/** Extension for [FtpUri.user] providing it as a property: decoded, null when absent. */
public val FtpUri.user: String? get() = user()

/** Extension for [FtpUri.password] providing it as a property: decoded, null when absent. */
public val FtpUri.password: String? get() = password()

/** Extension for [FtpUri.host] providing it as a property. */
public val FtpUri.host: String get() = host()

/** Extension for [FtpUri.port] providing it as a property: 21 when none is written. */
public val FtpUri.port: Int get() = port()

/** Extension for [FtpUri.path] providing it as a property: the RFC 3986 path as written, `";type="` included. */
public val FtpUri.path: String get() = path()

/** Extension for [FtpUri.cwd] providing it as a property: the decoded directories to walk. */
public val FtpUri.cwd: List<String> get() = cwd()

/** Extension for [FtpUri.name] providing it as a property: the decoded file name, `""` for the directory itself. */
public val FtpUri.name: String get() = name()

/** Extension for [FtpUri.typecode] providing it as a property: null when none is written. */
public val FtpUri.typecode: FtpTypecode? get() = typecode()

/** Extension for [FtpUri.commands] providing it as a property: the FTP commands the URL stands for. */
public val FtpUri.commands: List<FtpCommand> get() = commands()

/**
 * Serializes an [FtpUri] as its text ([FtpUri.toString], password included) and reads it back with
 * [FtpUri.parse]; text that is not an ftp URL fails with a [SerializationException].
 *
 * ```kotlin
 * @Serializable data class Mirror(@Serializable(with = FtpUriSerializer::class) val url: FtpUri)
 * Json.encodeToString(Mirror(FtpUri.parse("ftp://ftp.example.com/pub/")))   // {"url":"ftp://ftp.example.com/pub/"}
 * ```
 */
public object FtpUriSerializer : UriTextSerializer<FtpUri>("dev.urikit.ftp.FtpUri", "FtpUri", FtpUri::parse)
