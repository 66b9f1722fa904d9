package dev.urikit.news

import dev.urikit.UriTextSerializer
import dev.urikit.HierarchicalUri
import kotlinx.serialization.SerializationException

/** Keeps a nested builder block from reaching the receiver of an outer one. */
@DslMarker
internal annotation class NewsDslMarker

/**
 * The receiver of [newsUri] and [NewsUri.edit]: decoded values as properties, what the URI names as
 * calls, all handed to a [NewsUriBuilder].
 *
 * ```kotlin
 * newsUri { server = "news.example"; newsgroup("example.group.n/a") }
 * // news://news.example/example.group.n%2Fa
 * ```
 *
 * A property read gives back what this block set (or, in [NewsUri.edit], the value the URI had); setting
 * [server] to null removes the server, its port and its user information. Setting a property to the value
 * it holds changes nothing, so `edit { userInfo = userInfo }` gives the URI back, text included.
 */
@NewsDslMarker
public class NewsUriScope internal constructor(
    private val builder: NewsUriBuilder,
    scheme: String,
    userInfo: String?,
    server: String?,
    port: Int?,
    fragment: String?,
) {

    /** `"news"` or `"snews"` ([NewsUriBuilder.scheme]). */
    public var scheme: String = scheme
        set(value) {
            if (value == field) return
            builder.scheme(value)
            field = value
        }

    /** The server's decoded user information ([NewsUriBuilder.userInfo]); null for none. */
    public var userInfo: String? = userInfo
        set(value) {
            if (value == field) return
            builder.userInfo(value)
            field = value
        }

    /** The server's decoded host ([NewsUriBuilder.server]); null for none, which removes its port and user information. */
    public var server: String? = server
        set(value) {
            if (value == field) return
            builder.server(value)
            field = value
            if (value == null) {
                port = null
                userInfo = null
            }
        }

    /** The server's port ([NewsUriBuilder.port]); null for the scheme's default. */
    public var port: Int? = port
        set(value) {
            if (value == field) return
            if (value == null) builder.removePort() else builder.port(value)
            field = value
        }

    /** The decoded fragment ([NewsUriBuilder.fragment]). */
    public var fragment: String? = fragment
        set(value) {
            if (value == field) return
            builder.fragment(value)
            field = value
        }

    /** Names an article by its message-id, without angle brackets ([NewsUriBuilder.messageId]). */
    public fun messageId(messageId: String) {
        builder.messageId(messageId)
    }

    /** Names a newsgroup ([NewsUriBuilder.newsgroup]). */
    public fun newsgroup(newsgroup: String) {
        builder.newsgroup(newsgroup)
    }

    /** Names the groups a wildmat matches, such as `"comp.*"` ([NewsUriBuilder.wildmat]). */
    public fun wildmat(wildmat: String) {
        builder.wildmat(wildmat)
    }

    /** Names nothing after the server ([NewsUriBuilder.serverDefault]). */
    public fun serverDefault() {
        builder.serverDefault()
    }

    internal fun build(): NewsUri = builder.build()
}

/**
 * Builds a [NewsUri] with a receiver lambda over [NewsUriScope], on top of [NewsUriBuilder].
 *
 * ```kotlin
 * newsUri { messageId("1234@example.org") }                      // news:1234@example.org
 * newsUri { scheme = "snews"; server = "h.example"; wildmat("comp.*") }   // snews://h.example/comp.*
 * ```
 *
 * @throws IllegalStateException if nothing is named (see [NewsUriBuilder.build])
 */
public fun newsUri(block: NewsUriScope.() -> Unit): NewsUri =
    NewsUriScope(NewsUri.builder(), "news", null, null, null, null).apply(block).build()

/**
 * Extension for [NewsUri.toBuilder] providing an edited copy through [NewsUriScope].
 *
 * ```kotlin
 * NewsUri.parse("news://h.example:8119/comp.lang").edit { port = null; newsgroup("comp.lang.java") }
 * // news://h.example/comp.lang.java
 * ```
 */
public fun NewsUri.edit(block: NewsUriScope.() -> Unit): NewsUri {
    val explicitPort = (toUri() as? HierarchicalUri)?.portNumber()
    return NewsUriScope(toBuilder(), scheme(), userInfo(), server(), explicitPort, toUri().decodedFragment())
        .apply(block).build()
}

/**
 * The receiver of [nntpUri] and [NntpUri.edit]: decoded values as properties, handed to an
 * [NntpUriBuilder].
 *
 * ```kotlin
 * nntpUri { host = "news.example"; group = "example.group.n/a"; articleNumber = 12345 }
 * // nntp://news.example/example.group.n%2Fa/12345
 * ```
 *
 * A property read gives back what this block set (or, in [NntpUri.edit], the value the URI had). Setting a
 * property to the value it holds changes nothing, so `edit { group = group }` gives the URI back, text
 * included.
 */
@NewsDslMarker
public class NntpUriScope internal constructor(
    private val builder: NntpUriBuilder,
    scheme: String,
    userInfo: String?,
    host: String?,
    port: Int?,
    group: String?,
    articleNumber: Long?,
    fragment: String?,
) {

    /** `"nntp"` or `"nntps"` ([NntpUriBuilder.scheme]). */
    public var scheme: String = scheme
        set(value) {
            if (value == field) return
            builder.scheme(value)
            field = value
        }

    /** The decoded user information ([NntpUriBuilder.userInfo]); null for none. */
    public var userInfo: String? = userInfo
        set(value) {
            if (value == field) return
            builder.userInfo(value)
            field = value
        }

    /** The decoded host ([NntpUriBuilder.host]); required. */
    public var host: String? = host
        set(value) {
            if (value == field) return
            builder.host(requireNotNull(value) { "an nntp URI names its server (RFC 5538 section 2.2)" })
            field = value
        }

    /** The port ([NntpUriBuilder.port]); null for the scheme's default. */
    public var port: Int? = port
        set(value) {
            if (value == field) return
            if (value == null) builder.removePort() else builder.port(value)
            field = value
        }

    /** The decoded group ([NntpUriBuilder.group]); required. */
    public var group: String? = group
        set(value) {
            if (value == field) return
            builder.group(requireNotNull(value) { "an nntp URI names a group (RFC 5538 section 2.2)" })
            field = value
        }

    /** The article number ([NntpUriBuilder.articleNumber]); null names the group alone. */
    public var articleNumber: Long? = articleNumber
        set(value) {
            if (value == field) return
            if (value == null) builder.removeArticleNumber() else builder.articleNumber(value)
            field = value
        }

    /** The decoded fragment ([NntpUriBuilder.fragment]). */
    public var fragment: String? = fragment
        set(value) {
            if (value == field) return
            builder.fragment(value)
            field = value
        }

    internal fun build(): NntpUri = builder.build()
}

/**
 * Builds an [NntpUri] with a receiver lambda over [NntpUriScope], on top of [NntpUriBuilder].
 *
 * ```kotlin
 * nntpUri { scheme = "nntps"; host = "h.example"; group = "comp.lang" }   // nntps://h.example/comp.lang
 * ```
 *
 * @throws IllegalStateException if the host or the group is missing (see [NntpUriBuilder.build])
 */
public fun nntpUri(block: NntpUriScope.() -> Unit): NntpUri =
    NntpUriScope(NntpUri.builder(), "nntp", null, null, null, null, null, null).apply(block).build()

/**
 * Extension for [NntpUri.toBuilder] providing an edited copy through [NntpUriScope].
 *
 * ```kotlin
 * NntpUri.parse("nntp://h.example/comp.lang/41").edit { articleNumber = 42 }   // nntp://h.example/comp.lang/42
 * ```
 */
public fun NntpUri.edit(block: NntpUriScope.() -> Unit): NntpUri {
    val explicitPort = (toUri() as HierarchicalUri).portNumber()
    return NntpUriScope(
        toBuilder(), scheme(), userInfo(), host(), explicitPort, group(), articleNumber(), toUri().decodedFragment(),
    ).apply(block).build()
}

/**
 * Extension for [NewsUri.parse] providing parsing as a call on the text.
 *
 * ```kotlin
 * "news:comp.lang.java".toNewsUri().newsgroup()   // "comp.lang.java"
 * ```
 *
 * @throws dev.urikit.UriSyntaxException if the text is not a URI, or the news rules refuse it
 * @throws IllegalArgumentException if the text is a URI of another scheme (`"nntp://h/g".toNewsUri()` throws), as the view's `parse` does
 */
public fun String.toNewsUri(): NewsUri = NewsUri.parse(this)

/**
 * Extension for [NewsUri.parseOrNull] providing a nullable result in place of an exception.
 *
 * ```kotlin
 * "news:comp.lang".toNewsUriOrNull()        // the NewsUri
 * "https://example.com/".toNewsUriOrNull()  // null: another scheme
 * ```
 */
public fun String.toNewsUriOrNull(): NewsUri? = NewsUri.parseOrNull(this)

/**
 * Extension for [NntpUri.parse] providing parsing as a call on the text.
 *
 * ```kotlin
 * "nntp://news.example/comp.lang/42".toNntpUri().articleNumber()   // 42
 * ```
 *
 * @throws dev.urikit.UriSyntaxException if the text is not a URI, or the nntp rules refuse it
 * @throws IllegalArgumentException if the text is a URI of another scheme (`"news:comp.lang".toNntpUri()` throws), as the view's `parse` does
 */
public fun String.toNntpUri(): NntpUri = NntpUri.parse(this)

/**
 * Extension for [NntpUri.parseOrNull] providing a nullable result in place of an exception.
 *
 * ```kotlin
 * "nntp://news.example/comp.lang".toNntpUriOrNull()   // the NntpUri
 * "news:comp.lang".toNntpUriOrNull()                  // null: another scheme
 * ```
 */
public fun String.toNntpUriOrNull(): NntpUri? = NntpUri.parseOrNull(this)

/** Extension for [NewsUri.scheme] providing it as a property: `"news"` or `"snews"`. */
public val NewsUri.scheme: String get() = scheme()

/** Extension for [NewsUri.userInfo] providing it as a property: decoded, null when absent. */
public val NewsUri.userInfo: String? get() = userInfo()

/** Extension for [NewsUri.server] providing it as a property; null when the URI names no server. */
public val NewsUri.server: String? get() = server()

/** Extension for [NewsUri.port] providing it as a property: the scheme's default when none is written, null without a server. */
public val NewsUri.port: Int? get() = port()

/** Extension for [NewsUri.kind] providing it as a property: an article, a newsgroup, a wildmat or the server's default. */
public val NewsUri.kind: NewsUri.Kind get() = kind()

/** Extension for [NewsUri.messageId] providing it as a property; null unless the URI names an article. */
public val NewsUri.messageId: String? get() = messageId()

/** Extension for [NewsUri.newsgroup] providing it as a property; null unless the URI names a newsgroup. */
public val NewsUri.newsgroup: String? get() = newsgroup()

/** Extension for [NewsUri.wildmat] providing it as a property; null unless the URI names a wildmat. */
public val NewsUri.wildmat: String? get() = wildmat()

/** Extension for [NewsUri.fragment] providing it as a property; null when absent. */
public val NewsUri.fragment: String? get() = fragment()

/** Extension for [NntpUri.scheme] providing it as a property: `"nntp"` or `"nntps"`. */
public val NntpUri.scheme: String get() = scheme()

/** Extension for [NntpUri.userInfo] providing it as a property: decoded, null when absent. */
public val NntpUri.userInfo: String? get() = userInfo()

/** Extension for [NntpUri.host] providing it as a property. */
public val NntpUri.host: String get() = host()

/** Extension for [NntpUri.port] providing it as a property: the scheme's default when none is written. */
public val NntpUri.port: Int get() = port()

/** Extension for [NntpUri.group] providing it as a property: the decoded newsgroup. */
public val NntpUri.group: String get() = group()

/** Extension for [NntpUri.articleNumber] providing it as a property; null when the URI names the group alone. */
public val NntpUri.articleNumber: Long? get() = articleNumber()

/** Extension for [NntpUri.fragment] providing it as a property; null when absent. */
public val NntpUri.fragment: String? get() = fragment()

/**
 * Serializes a [NewsUri] as its text and reads it back with [NewsUri.parse]; text that is not a news or
 * snews URI fails with a [SerializationException].
 *
 * ```kotlin
 * @Serializable data class Post(@Serializable(with = NewsUriSerializer::class) val link: NewsUri)
 * Json.encodeToString(Post(NewsUri.parse("news:comp.lang")))   // {"link":"news:comp.lang"}
 * ```
 */
public object NewsUriSerializer : UriTextSerializer<NewsUri>("dev.urikit.news.NewsUri", "NewsUri", NewsUri::parse)

/**
 * Serializes an [NntpUri] as its text and reads it back with [NntpUri.parse]; text that is not an nntp
 * or nntps URI fails with a [SerializationException].
 *
 * ```kotlin
 * Json.decodeFromString(NntpUriSerializer, "\"nntp://h.example/comp.lang/7\"").articleNumber()   // 7
 * ```
 */
public object NntpUriSerializer : UriTextSerializer<NntpUri>("dev.urikit.news.NntpUri", "NntpUri", NntpUri::parse)
