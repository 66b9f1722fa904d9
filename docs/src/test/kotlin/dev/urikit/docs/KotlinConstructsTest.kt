package dev.urikit.docs

import dev.urikit.RelativeReference
import dev.urikit.RelativeReferenceSerializer
import dev.urikit.Uri
import dev.urikit.UriReference
import dev.urikit.UriReferenceSerializer
import dev.urikit.UriSerializer
import dev.urikit.div
import dev.urikit.edit
import dev.urikit.fragment
import dev.urikit.ftp.FtpTypecode
import dev.urikit.ftp.FtpUri
import dev.urikit.ftp.FtpUriSerializer
import dev.urikit.ftp.edit
import dev.urikit.ftp.ftpUri
import dev.urikit.host
import dev.urikit.http.HttpUri
import dev.urikit.http.HttpUriSerializer
import dev.urikit.component1
import dev.urikit.component2
import dev.urikit.http.edit
import dev.urikit.http.httpUri
import dev.urikit.http.queryParameters
import dev.urikit.mailto.MailtoUri
import dev.urikit.mailto.MailtoUriSerializer
import dev.urikit.mailto.component1
import dev.urikit.mailto.component2
import dev.urikit.mailto.edit
import dev.urikit.mailto.mailto
import dev.urikit.news.NewsUri
import dev.urikit.news.NewsUriSerializer
import dev.urikit.news.NntpUri
import dev.urikit.news.NntpUriSerializer
import dev.urikit.news.edit
import dev.urikit.news.newsUri
import dev.urikit.news.nntpUri
import dev.urikit.path
import dev.urikit.pathSegments
import dev.urikit.port
import dev.urikit.query
import dev.urikit.queryParameters
import dev.urikit.toUri
import dev.urikit.toUriReference
import dev.urikit.uri
import dev.urikit.urn.IsbnUrn
import dev.urikit.urn.Urn
import dev.urikit.urn.UrnSerializer
import dev.urikit.urn.component1
import dev.urikit.urn.component2
import dev.urikit.urn.edit
import dev.urikit.urn.toUrn
import dev.urikit.urn.urn
import dev.urikit.view
import kotlinx.serialization.Contextual
import kotlinx.serialization.Serializable
import kotlinx.serialization.json.Json
import kotlinx.serialization.modules.SerializersModule
import kotlinx.serialization.modules.contextual
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertThrows
import org.junit.jupiter.api.Test
import java.util.UUID

/** Every typed view, each with the serializer of its module. */
@Serializable
private data class Links(
    @Serializable(with = UriSerializer::class) val uri: Uri,
    @Serializable(with = UriReferenceSerializer::class) val reference: UriReference,
    @Serializable(with = RelativeReferenceSerializer::class) val relative: RelativeReference,
    @Serializable(with = HttpUriSerializer::class) val http: HttpUri,
    @Serializable(with = MailtoUriSerializer::class) val mailto: MailtoUri,
    @Serializable(with = UrnSerializer::class) val urn: Urn,
    @Serializable(with = FtpUriSerializer::class) val ftp: FtpUri,
    @Serializable(with = NewsUriSerializer::class) val news: NewsUri,
    @Serializable(with = NntpUriSerializer::class) val nntp: NntpUri,
)

/** The same, each serializer found in a module of contextual serializers. */
@Serializable
private data class ContextualLinks(
    @Contextual val uri: Uri,
    @Contextual val reference: UriReference,
    @Contextual val relative: RelativeReference,
    @Contextual val http: HttpUri,
    @Contextual val mailto: MailtoUri,
    @Contextual val urn: Urn,
    @Contextual val ftp: FtpUri,
    @Contextual val news: NewsUri,
    @Contextual val nntp: NntpUri,
)

/**
 * Every construct of the Kotlin API, used as a user would, against the published modules: one test per promise of
 * the Kotlin DSL (edit, typed views, component properties, destructuring, one DSL per module, the meaning of
 * `path` and `/`, Unicode hosts, serializers). Expected values are written by hand from the RFCs named.
 */
class KotlinConstructsTest {

    @Test
    fun editKeepsEverythingElseAsWritten() {
        val page = "HTTPS://Example.COM:8443/a%2fb/%7e?x=%7e&page=1&utm_source=mail#F%7e".toUri()
        val edited = page.edit {
            host = "example.org"
            query { set("page", "2"); remove("utm_source") }
        }
        assertEquals("HTTPS://example.org:8443/a%2fb/%7e?x=%7e&page=2#F%7e", edited.toString())
        val untouched = page.edit { query { set("page", "2"); remove("utm_source") } }
        assertEquals("HTTPS://Example.COM:8443/a%2fb/%7e?x=%7e&page=2#F%7e", untouched.toString())

        val built = uri {
            scheme = "https"
            host = "example.com"
            query { add("a", "1"); add("b", "2"); add("a", "x"); set("a", "3"); remove("b") }
        }
        assertEquals("https://example.com?a=3", built.toString())
    }

    @Test
    fun everyModuleOffersItsViewsReified() {
        assertEquals(443, "https://example.com/".toUri().view<HttpUri>()?.port())
        assertEquals(listOf("a@example.com"), "mailto:a@example.com".toUri().view<MailtoUri>()?.to())
        assertEquals("isbn", "urn:isbn:978-0-306-40615-7".toUri().view<Urn>()?.nid())
        assertEquals("9780306406157", "urn:isbn:978-0-306-40615-7".toUri().view<IsbnUrn>()?.isbn13())
        // RFC 9562 section 4's example UUID.
        assertEquals(
            UUID.fromString("f81d4fae-7dec-11d0-a765-00a0c91e6bf6"),
            "urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6".toUri().view<UUID>(),
        )
        assertEquals("a.txt", "ftp://ftp.example.com/pub/a.txt".toUri().view<FtpUri>()?.name())
        assertEquals("comp.lang.java", "news:comp.lang.java".toUri().view<NewsUri>()?.newsgroup())
        assertEquals(42L, "nntp://news.example/comp.lang.java/42".toUri().view<NntpUri>()?.articleNumber())
        assertNull("https://example.com/".toUri().view<MailtoUri>())
        assertNull("mailto:a@example.com".toUri().view<HttpUri>())
    }

    @Test
    fun componentsAreProperties() {
        val uri = "https://user@example.com:8443/a/b%20c?q=1+1&tag=a%26b&flag#frag".toUri()
        assertEquals("example.com", uri.host)
        assertEquals(8443, uri.port)
        assertEquals("/a/b%20c", uri.path)
        assertEquals(listOf("a", "b c"), uri.pathSegments)
        assertEquals("q=1+1&tag=a%26b&flag", uri.query)
        assertEquals("frag", uri.fragment)
        assertEquals(listOf("q" to "1 1", "tag" to "a&b", "flag" to null), uri.queryParameters.map { (n, v) -> n to v })
        assertEquals("1 1", uri.view<HttpUri>()?.queryParameters?.first("q"))
    }

    @Test
    fun parametersAndHeadersDestructure() {
        val (name, value) = "https://example.com/?page=2".toUri().queryParameters.single()
        assertEquals("page" to "2", name to value)
        val (httpName, httpValue) = HttpUri.parse("https://example.com/?q=uri+kit").queryParameters.single()
        assertEquals("q" to "uri kit", httpName to httpValue)
        val (urnName, urnValue) = "urn:example:weather?=op=map".toUrn().qParameters().single()
        assertEquals("op" to "map", urnName to urnValue)
        // RFC 6068 section 6.1's example.
        val (header, text) = MailtoUri.parse("mailto:infobot@example.com?subject=current-issue").headers().single()
        assertEquals("subject" to "current-issue", header to text)
    }

    @Test
    fun everySchemeModuleHasItsDslWithEdit() {
        val http = httpUri { scheme = "https"; host = "example.com"; pathSegments("a b") }
        assertEquals("https://example.com/a%20b", http.toString())
        assertEquals("https://example.com/a%20b?page=2", http.edit { query { set("page", "2") } }.toString())

        val mail = mailto { to("a@example.com"); subject = "Hi" }
        assertEquals("mailto:a@example.com?subject=Hi", mail.toString())
        assertEquals("mailto:a@example.com?subject=Re:%20Hi", mail.edit { subject = "Re: Hi" }.toString())

        val book = urn("isbn", "978-0-306-40615-7")
        assertEquals("urn:isbn:978-0-306-40615-7", book.toString())
        assertEquals("urn:isbn:978-0-306-40615-7#p12", book.edit { f = "p12" }.toString())

        val file = ftpUri { host = "ftp.example.com"; cwd("pub"); name = "a.txt"; typecode = FtpTypecode.ASCII }
        assertEquals("ftp://ftp.example.com/pub/a.txt;type=a", file.toString())
        assertEquals("ftp://ftp.example.com/pub/b.txt;type=a", file.edit { name = "b.txt" }.toString())

        val listing = newsUri { newsgroup("comp.lang.java") }
        assertEquals("news:comp.lang.java", listing.toString())
        assertEquals("news://news.example/comp.lang.java", listing.edit { server = "news.example" }.toString())

        val article = nntpUri { host = "news.example"; group = "comp.lang.java"; articleNumber = 41 }
        assertEquals("nntp://news.example/comp.lang.java/41", article.toString())
        assertEquals("nntp://news.example/comp.lang.java/42", article.edit { articleNumber = 42 }.toString())
    }

    @Test
    fun pathReplacesAndSlashAppends() {
        val docs = "https://example.com/docs/v1?x=1".toUri()
        assertEquals("https://example.com/api?x=1", docs.edit { path("/api") }.toString())
        assertEquals("https://example.com/docs/v1/a%20b?x=1", docs.edit { addPathSegment("a b") }.toString())
        assertEquals("https://example.com/docs/v1/a%2Fb?x=1", (docs / "a/b").toString())
        val http = HttpUri.parse("https://example.com/docs/v1?x=1")
        assertEquals("https://example.com/api?x=1", http.edit { path("/api") }.toString())
        assertEquals("https://example.com/docs/v1/c?x=1", http.edit { addPathSegment("c") }.toString())

        assertThrows(IllegalArgumentException::class.java) { "mailto:a@example.com".toUri() / "x" }
        assertThrows(IllegalArgumentException::class.java) { "urn:example:a".toUri() / "x" }
        // news declares that its path is no hierarchy (RFC 5538 section 2.1: one newsgroup name or message-id).
        assertThrows(IllegalArgumentException::class.java) { "news://news.example/comp.lang.java".toUri() / "x" }
    }

    @Test
    fun unicodeHostsAreALabelsWhereHostsAreDnsNames() {
        // RFC 3492 section 7.1's Punycode applied by hand: "bücher" is "bcher-kva".
        val paths = mapOf("http" to "/", "https" to "/", "ws" to "/", "wss" to "/", "ftp" to "/", "news" to "/comp.lang", "nntp" to "/comp.lang")
        for ((name, tail) in paths) {
            val built = uri { scheme = name; host = "bücher.example"; path(tail) }
            assertEquals("$name://xn--bcher-kva.example$tail", built.toString(), name)
        }
        assertEquals("s://b%C3%BCcher.example/", uri { scheme = "s"; host = "bücher.example"; path("/") }.toString())

        val http = httpUri { scheme = "https"; host = "bücher.example" }
        assertEquals("https://xn--bcher-kva.example", http.toString())
        assertEquals("bücher.example", http.unicodeHost())
        assertEquals("ftp://xn--bcher-kva.example/a", ftpUri { host = "bücher.example"; name = "a" }.toString())
        assertEquals(
            "news://xn--bcher-kva.example/comp.lang",
            newsUri { server = "bücher.example"; newsgroup("comp.lang") }.toString(),
        )
        assertEquals("nntp://xn--bcher-kva.example/comp.lang", nntpUri { host = "bücher.example"; group = "comp.lang" }.toString())
    }

    @Test
    fun everyViewHasASerializerUsableWithAndContextual() {
        val links = Links(
            uri = "https://example.com/a".toUri(),
            reference = "../b?c".toUriReference(),
            relative = "#top".toUriReference() as RelativeReference,
            http = HttpUri.parse("https://example.com/?q=1"),
            mailto = MailtoUri.parse("mailto:a@example.com"),
            urn = "urn:isbn:978-0-306-40615-7".toUrn(),
            ftp = FtpUri.parse("ftp://ftp.example.com/pub/"),
            news = NewsUri.parse("news:comp.lang.java"),
            nntp = NntpUri.parse("nntp://news.example/comp.lang.java/42"),
        )
        val json = """{"uri":"https://example.com/a","reference":"../b?c","relative":"#top",""" +
            """"http":"https://example.com/?q=1","mailto":"mailto:a@example.com","urn":"urn:isbn:978-0-306-40615-7",""" +
            """"ftp":"ftp://ftp.example.com/pub/","news":"news:comp.lang.java","nntp":"nntp://news.example/comp.lang.java/42"}"""
        assertEquals(json, Json.encodeToString(Links.serializer(), links))
        assertEquals(links, Json.decodeFromString(Links.serializer(), json))

        val contextual = Json {
            serializersModule = SerializersModule {
                contextual(UriSerializer)
                contextual(UriReferenceSerializer)
                contextual(RelativeReferenceSerializer)
                contextual(HttpUriSerializer)
                contextual(MailtoUriSerializer)
                contextual(UrnSerializer)
                contextual(FtpUriSerializer)
                contextual(NewsUriSerializer)
                contextual(NntpUriSerializer)
            }
        }
        val same = ContextualLinks(
            links.uri, links.reference, links.relative, links.http, links.mailto, links.urn, links.ftp, links.news, links.nntp,
        )
        assertEquals(json, contextual.encodeToString(ContextualLinks.serializer(), same))
        assertEquals(same, contextual.decodeFromString(ContextualLinks.serializer(), json))
    }
}
