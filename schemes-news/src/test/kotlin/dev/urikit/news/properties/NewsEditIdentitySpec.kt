package dev.urikit.news.properties

import dev.urikit.news.NewsUri
import dev.urikit.news.NntpUri
import dev.urikit.news.edit
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import io.kotest.property.Arb
import io.kotest.property.PropTestConfig
import io.kotest.property.RandomSource
import io.kotest.property.arbitrary.arbitrary
import io.kotest.property.checkAll

/**
 * Writing back what was read is the identity, for every property of the DSL scopes and every setter of
 * the builders: the same text and an equal URI,
 * over generated URIs whose components hold every reserved character (RFC 3986 section 2.2) that their
 * grammar allows percent-encoded, in either case of hex digit.
 */
class NewsEditIdentitySpec : FunSpec({

    val config = PropTestConfig(seed = 5538, iterations = 1500)

    test("news and snews: edit { x = x } and toBuilder().x(read x) give the URI back") {
        checkAll(config, Uris.news) { text ->
            val uri = NewsUri.parse(text)
            fun same(edited: NewsUri, what: String) {
                withClue(text, what) {
                    edited.toString() shouldBe text
                    edited shouldBe uri
                }
            }
            same(uri.edit { scheme = scheme }, "scheme")
            same(uri.edit { userInfo = userInfo }, "userInfo")
            same(uri.edit { server = server }, "server")
            same(uri.edit { port = port }, "port")
            same(uri.edit { fragment = fragment }, "fragment")
            same(uri.edit { }, "nothing")
            same(uri.toBuilder().build(), "toBuilder")
            same(uri.toBuilder().scheme(uri.scheme()).build(), "builder scheme")
            same(uri.toBuilder().fragment(uri.toUri().decodedFragment()).build(), "builder fragment")
            uri.server()?.let { same(uri.toBuilder().server(it).build(), "builder server") }
            uri.userInfo()?.let { same(uri.toBuilder().userInfo(it).build(), "builder userInfo") }
            uri.port()?.let { same(uri.toBuilder().port(it).build(), "builder port") }
            val named = when (uri.kind()) {
                NewsUri.Kind.ARTICLE -> uri.toBuilder().messageId(uri.messageId()!!)
                NewsUri.Kind.NEWSGROUP -> uri.toBuilder().newsgroup(uri.newsgroup()!!)
                NewsUri.Kind.WILDMAT -> uri.toBuilder().wildmat(uri.wildmat()!!)
                NewsUri.Kind.SERVER -> uri.toBuilder().serverDefault()
            }
            same(named.build(), "builder name")
        }
    }

    test("nntp and nntps: edit { x = x } and toBuilder().x(read x) give the URI back") {
        checkAll(config, Uris.nntp) { text ->
            val uri = NntpUri.parse(text)
            fun same(edited: NntpUri, what: String) {
                withClue(text, what) {
                    edited.toString() shouldBe text
                    edited shouldBe uri
                }
            }
            same(uri.edit { scheme = scheme }, "scheme")
            same(uri.edit { userInfo = userInfo }, "userInfo")
            same(uri.edit { host = host }, "host")
            same(uri.edit { port = port }, "port")
            same(uri.edit { group = group }, "group")
            same(uri.edit { articleNumber = articleNumber }, "articleNumber")
            same(uri.edit { fragment = fragment }, "fragment")
            same(uri.toBuilder().build(), "toBuilder")
            same(uri.toBuilder().scheme(uri.scheme()).build(), "builder scheme")
            same(uri.toBuilder().group(uri.group()).build(), "builder group")
            same(uri.toBuilder().host(uri.host()).build(), "builder host")
            same(uri.toBuilder().port(uri.port()).build(), "builder port")
            uri.userInfo()?.let { same(uri.toBuilder().userInfo(it).build(), "builder userInfo") }
            val number = uri.articleNumber()
            same((if (number == null) uri.toBuilder().removeArticleNumber() else uri.toBuilder().articleNumber(number)).build(),
                "builder articleNumber")
            same(uri.toBuilder().fragment(uri.toUri().decodedFragment()).build(), "builder fragment")
        }
    }
})

private inline fun withClue(text: String, what: String, block: () -> Unit) =
    io.kotest.assertions.withClue("$what of $text") { block() }

/** URIs whose parts hold percent-encoded reserved characters where their grammar allows them. */
private object Uris {
    private const val RESERVED = ":/?#[]@!$&'()*+,;="

    /** The percent-encoding of [c], its hex digits upper or lower case. */
    private fun RandomSource.encoded(c: Char): String {
        val hex = "%02X".format(c.code)
        return "%" + if (random.nextBoolean()) hex else hex.lowercase()
    }

    private fun RandomSource.pieces(count: IntRange, piece: RandomSource.() -> String): String =
        (1..random.nextInt(count.first, count.last + 1)).joinToString("") { piece() }

    private fun RandomSource.oneOf(vararg options: String): String = options[random.nextInt(options.size)]

    /** User information: letters and every reserved character percent-encoded. */
    private fun RandomSource.userInfo(): String =
        pieces(1..6) { if (random.nextBoolean()) oneOf("a", "Bo", "x1") else encoded(RESERVED[random.nextInt(RESERVED.length)]) }

    /** A fragment: letters, every reserved character percent-encoded, and the ones it may hold as they are. */
    private fun RandomSource.fragment(): String = pieces(0..6) {
        when (random.nextInt(3)) {
            0 -> oneOf("a", "Top", "%C3%A9")
            1 -> encoded(RESERVED[random.nextInt(RESERVED.length)])
            else -> oneOf("?", "/", ":", "@", "!", "$", "=")
        }
    }

    /** A newsgroup component: wildmat-exact, so of the reserved characters only : / # $ & ' ( ) + ; = @ encoded. */
    private fun RandomSource.component(): String =
        pieces(1..4) { if (random.nextBoolean()) oneOf("comp", "L", "9", "%C3%A9") else encoded(":/#$&'()+;=@"[random.nextInt(12)]) }

    private fun RandomSource.group(): String = (1..random.nextInt(1, 4)).joinToString(if (random.nextBoolean()) "." else "%2E") { component() }

    /** A dot-atom: atext, so of the reserved characters ! # $ & ' * + / = ? encoded. */
    private fun RandomSource.dotAtom(): String = (1..random.nextInt(1, 3)).joinToString(".") {
        pieces(1..4) { if (random.nextBoolean()) oneOf("a", "Id", "42") else encoded("!#$&'*+/=?"[random.nextInt(10)]) }
    }

    /** A no-fold-literal: mdtext, so every reserved character but [ ] encoded. */
    private fun RandomSource.literal(): String = encoded('[') +
        pieces(0..4) { if (random.nextBoolean()) oneOf("10", ".", "x") else encoded(":/?#@!$&'()*+,;="[random.nextInt(16)]) } +
        encoded(']')

    private fun RandomSource.server(): String {
        val user = if (random.nextInt(3) == 0) userInfo() + "@" else ""
        val host = oneOf("news.example", "News.Example", "192.0.2.1", "[2001:DB8::1]", "h")
        val port = oneOf("", "", ":", ":8119", ":119", ":0563")
        return "//$user$host$port/"
    }

    private fun RandomSource.tail(): String = if (random.nextBoolean()) "" else "#" + fragment()

    val news: Arb<String> = arbitrary { rs ->
        val scheme = rs.oneOf("news", "NEWS", "snews", "SNews")
        val server = if (rs.random.nextBoolean()) rs.server() else ""
        val name = when (rs.random.nextInt(if (server.isEmpty()) 3 else 4)) {
            0 -> rs.dotAtom() + "@" + if (rs.random.nextBoolean()) rs.dotAtom() else rs.literal()
            1 -> rs.group()
            2 -> rs.group() + rs.oneOf("*", ".*", "%3F", "%3f") + rs.oneOf("", ",!" + rs.group() + "*")
            else -> ""
        }
        "$scheme:$server$name${rs.tail()}"
    }

    val nntp: Arb<String> = arbitrary { rs ->
        val scheme = rs.oneOf("nntp", "NNTP", "nntps", "Nntps")
        val number = rs.oneOf("", "/1", "/007", "/2147483647", "/0000000042")
        "$scheme:${rs.server()}${rs.group()}$number${rs.tail()}"
    }
}
