package dev.urikit.docs

import dev.urikit.HierarchicalUri
import dev.urikit.OpaqueUri
import dev.urikit.QueryStyle
import dev.urikit.RelativeReference
import dev.urikit.Uri
import dev.urikit.div
import dev.urikit.edit
import dev.urikit.fragment
import dev.urikit.ftp.FtpTypecode
import dev.urikit.ftp.edit
import dev.urikit.ftp.ftpUri
import dev.urikit.host
import dev.urikit.http.HttpUri
import dev.urikit.component1
import dev.urikit.component2
import dev.urikit.http.edit
import dev.urikit.http.httpUri
import dev.urikit.mailto.MailtoUri
import dev.urikit.mailto.component1
import dev.urikit.mailto.component2
import dev.urikit.mailto.edit
import dev.urikit.mailto.mailto
import dev.urikit.news.NewsUri
import dev.urikit.news.edit
import dev.urikit.news.newsUri
import dev.urikit.path
import dev.urikit.pathSegments
import dev.urikit.port
import dev.urikit.query
import dev.urikit.queryParameters
import dev.urikit.toUri
import dev.urikit.toUriOrNull
import dev.urikit.toUriReference
import dev.urikit.toUrikitUri
import dev.urikit.uri
import dev.urikit.urn.component1
import dev.urikit.urn.component2
import dev.urikit.urn.edit
import dev.urikit.urn.toUrn
import dev.urikit.urn.urn
import dev.urikit.view
import java.net.URI
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertThrows
import org.junit.jupiter.api.Test

/**
 * The Kotlin samples of the guide, whose pages are in src/doc. Each fenced block there is a passage of this file, checked by
 * [GuideSnippetsTest]; the assertions after each passage check what its comments state.
 */
class KotlinGuideTest {

    @Test
    fun gettingStarted() {
        val uri = "HTTP://user@Example.COM:80/a/./b/../c?q=1#f".toUri()
        val host = uri.host                            // "Example.COM": as written
        val port = uri.port                            // 80
        val segments = uri.pathSegments                // [a, ., b, .., c]
        val normal = uri.normalize()                   // http://user@example.com/a/c?q=1#f
        val nothing = "not a uri".toUriOrNull()        // null

        assertEquals("Example.COM", host)
        assertEquals(80, port)
        assertEquals(listOf("a", ".", "b", "..", "c"), segments)
        assertEquals("http://user@example.com/a/c?q=1#f", normal.toString())
        assertNull(nothing)
    }

    @Test
    fun sealedReferences() {
        val described = when (val ref = "../up?x".toUriReference()) {   // sealed: no else branch
            is HierarchicalUri -> "URI with host ${ref.host()}"
            is OpaqueUri -> "opaque URI ${ref.path()}"
            is RelativeReference -> "relative, path ${ref.path()}"
        }                                              // "relative, path ../up"

        assertEquals("relative, path ../up", described)
    }

    @Test
    fun build() {
        val link = uri {
            scheme = "https"
            host = "example.com"
            pathSegments("docs", "a b")
            query("q" to "uri kit", "flag" to null)
            fragment = "top"
        }                                              // https://example.com/docs/a%20b?q=uri%20kit&flag#top

        assertEquals("https://example.com/docs/a%20b?q=uri%20kit&flag#top", link.toString())
    }

    @Test
    fun edit() {
        val page = "https://example.com/list?page=1&utm_source=mail#top".toUri()
        val next = page.edit {
            host = "example.org"
            query { set("page", "2"); remove("utm_source") }
        }                                              // https://example.org/list?page=2#top

        assertEquals("https://example.org/list?page=2#top", next.toString())
        assertEquals("https://example.com/list?page=1&utm_source=mail#top", page.toString())
    }

    @Test
    fun pathReplaceAndAppend() {
        val docs = "https://example.com/docs?v=2".toUri()
        val replaced = docs.edit { path("/api/v1") }   // https://example.com/api/v1?v=2
        val appended = docs / "a b" / "c/d"            // https://example.com/docs/a%20b/c%2Fd?v=2

        assertEquals("https://example.com/api/v1?v=2", replaced.toString())
        assertEquals("https://example.com/docs/a%20b/c%2Fd?v=2", appended.toString())
    }

    @Test
    fun slashOnOpaque() {
        val mail = "mailto:a@example.com".toUri()
        val failure = runCatching { mail / "x" }.exceptionOrNull()   // IllegalArgumentException

        assertEquals(IllegalArgumentException::class.java, failure?.javaClass)
        assertThrows(IllegalArgumentException::class.java) { mail / "x" }
    }

    @Test
    fun typedViews() {
        val uri = "https://example.com/search?q=uri&lang=en".toUri()
        val http = uri.view<HttpUri>()                 // null when the http module is absent
        val lang = http?.queryParameters()?.first("lang")   // "en"
        val mail = uri.view<MailtoUri>()               // null: not a mailto URI

        assertEquals("en", lang)
        assertNull(mail)
    }

    @Test
    fun properties() {
        val uri = "https://example.com:8443/a/b%20c?x=1#frag".toUri()
        val summary = listOf(uri.host, uri.port, uri.path, uri.pathSegments, uri.query, uri.fragment)
        // [example.com, 8443, /a/b%20c, [a, b c], x=1, frag]

        assertEquals("[example.com, 8443, /a/b%20c, [a, b c], x=1, frag]", summary.toString())
    }

    @Test
    fun queryParameters() {
        val uri = "https://example.com/search?q=uri+kit&tag=a%26b&flag".toUri()
        val pairs = uri.queryParameters                // [q=uri kit, tag=a&b, flag]
        val names = pairs.map { (name, _) -> name }    // [q, tag, flag]
        val q = uri.queryParameter("q")                // "uri kit", as uri.view<HttpUri>()?.queryParameter("q")
        val plain = uri.queryParameters(QueryStyle.RFC3986).first("q")   // "uri+kit"

        assertEquals("[q=uri kit, tag=a&b, flag]", pairs.toString())
        assertEquals(listOf("q", "tag", "flag"), names)
        assertEquals("uri kit", q)
        assertEquals(q, uri.view<HttpUri>()?.queryParameter("q"))
        assertEquals("uri+kit", plain)
    }

    @Test
    fun httpDsl() {
        val search = httpUri {
            scheme = "https"
            host = "bücher.example"
            pathSegments("search")
            query { add("q", "uri kit") }
        }                                              // https://xn--bcher-kva.example/search?q=uri%20kit
        val display = search.unicodeHost()             // "bücher.example"
        val more = search.edit { query { set("page", "2") } }
        // https://xn--bcher-kva.example/search?q=uri%20kit&page=2
        val pairs = more.queryParameters().map { (name, value) -> "$name=$value" }   // [q=uri kit, page=2]

        assertEquals("https://xn--bcher-kva.example/search?q=uri%20kit", search.toString())
        assertEquals("bücher.example", display)
        assertEquals("https://xn--bcher-kva.example/search?q=uri%20kit&page=2", more.toString())
        assertEquals(listOf("q=uri kit", "page=2"), pairs)
    }

    @Test
    fun mailtoDsl() {
        val message = mailto {
            to("a@example.com")
            cc("b@example.com")
            subject = "Hi & bye"
            body = "line1\nline2"
        }                                              // mailto:a@example.com?cc=b@example.com&subject=Hi%20%26%20bye&body=line1%0D%0Aline2
        val reply = message.edit { subject = "Re: Hi & bye" }
        val headers = reply.headers().map { (name, value) -> "$name: $value" }
        // [cc: b@example.com, subject: Re: Hi & bye, body: line1\r\nline2]

        assertEquals(
            "mailto:a@example.com?cc=b@example.com&subject=Hi%20%26%20bye&body=line1%0D%0Aline2",
            message.toString(),
        )
        assertEquals(listOf("cc: b@example.com", "subject: Re: Hi & bye", "body: line1\r\nline2"), headers)
    }

    @Test
    fun newsDsl() {
        val group = newsUri { server = "news.example"; newsgroup("comp.lang.java") }
        // news://news.example/comp.lang.java
        val article = newsUri { messageId("1234@example.org") }   // news:1234@example.org
        val moved = group.edit { port = 8119 }         // news://news.example:8119/comp.lang.java

        assertEquals("news://news.example/comp.lang.java", group.toString())
        assertEquals("news:1234@example.org", article.toString())
        assertEquals("news://news.example:8119/comp.lang.java", moved.toString())
        assertEquals(NewsUri.Kind.ARTICLE, article.kind())
    }

    @Test
    fun urnDsl() {
        val weather = urn("example", "weather") {
            param("op", "map")
            param("lat", "39.56")
            param("lon", "-104.85")
            param("datetime", "1969-07-21T02:56:15Z")
        }   // urn:example:weather?=op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z
        val options = weather.qParameters().map { (name, value) -> "$name: $value" }
        // [op: map, lat: 39.56, lon: -104.85, datetime: 1969-07-21T02:56:15Z]
        val pinned = weather.edit { r = "CCResolve:cc=uk"; f = "top" }
        // urn:example:weather?+CCResolve:cc=uk?=op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z#top
        val same = pinned == "URN:EXAMPLE:weather".toUrn()   // true: only "urn", the NID and the NSS count

        assertEquals("urn:example:weather?=op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z", weather.toString())
        assertEquals(listOf("op: map", "lat: 39.56", "lon: -104.85", "datetime: 1969-07-21T02:56:15Z"), options)
        assertEquals(
            "urn:example:weather?+CCResolve:cc=uk?=op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z#top",
            pinned.toString(),
        )
        assertEquals(true, same)
        assertEquals("URN:EXAMPLE:weather".toUrn().hashCode(), pinned.hashCode())
    }

    @Test
    fun ftpDsl() {
        val file = ftpUri {
            host = "ftp.example.com"
            cwd("pub", "gnu")
            name = "a b.tar.gz"
            typecode = FtpTypecode.IMAGE
        }                                              // ftp://ftp.example.com/pub/gnu/a%20b.tar.gz;type=i
        val readme = file.edit { name = "README"; typecode = FtpTypecode.ASCII }
        // ftp://ftp.example.com/pub/gnu/README;type=a
        val steps = readme.commands().map { it.toString() }   // [CWD pub, CWD gnu, TYPE A, RETR README]

        assertEquals("ftp://ftp.example.com/pub/gnu/a%20b.tar.gz;type=i", file.toString())
        assertEquals("ftp://ftp.example.com/pub/gnu/README;type=a", readme.toString())
        assertEquals(listOf("CWD pub", "CWD gnu", "TYPE A", "RETR README"), steps)
    }

    @Test
    fun setOfUris() {
        val seen = setOf("http://EXAMPLE.com:80".toUri(), "http://example.com/".toUri())
        val size = seen.size                           // 1
        val first = seen.first().toString()            // "http://EXAMPLE.com:80"

        assertEquals(1, size)
        assertEquals("http://EXAMPLE.com:80", first)
    }

    @Test
    fun fromJavaNet() {
        val uri = URI("http://example.com/a%20b").toUrikitUri()
        val path = uri.path                            // "/a%20b": as written
        val segments = uri.pathSegments                // [a b]: decoded
        val back: URI = uri.toJavaNetUri()

        assertEquals("/a%20b", path)
        assertEquals(listOf("a b"), segments)
        assertEquals(URI("http://example.com/a%20b"), back)
    }
}
