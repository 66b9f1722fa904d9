package dev.urikit.news.properties

import dev.urikit.SchemeRegistry
import dev.urikit.Uri
import dev.urikit.UriSyntaxException
import dev.urikit.news.NewsSchemeProvider
import dev.urikit.news.NewsUri
import dev.urikit.news.NntpUri
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import io.kotest.property.Arb
import io.kotest.property.PropTestConfig
import io.kotest.property.arbitrary.bind
import io.kotest.property.arbitrary.char
import io.kotest.property.arbitrary.choice
import io.kotest.property.arbitrary.filter
import io.kotest.property.arbitrary.int
import io.kotest.property.arbitrary.list
import io.kotest.property.arbitrary.long
import io.kotest.property.arbitrary.map
import io.kotest.property.arbitrary.of
import io.kotest.property.checkAll

/** Properties of the news and nntp rules, builders and normalization over generated values, with a fixed seed. */
class NewsPropertiesSpec : FunSpec({

    val registry = SchemeRegistry.builder().add(NewsSchemeProvider()).build()
    val config = PropTestConfig(seed = 5538)

    /** Printable US-ASCII and a few non-ASCII characters. */
    val printable = Arb.choice(Arb.char('!'..'~'), Arb.of('é', 'ß', '€', '日'))
    /** Newsgroup names of one component: wildmat-exact, RFC 3977 section 4.1, less the "." between components. */
    val groupName = text(printable.filter { it !in "!*,?[\\]." }, 1..16)
    /** Atoms of a message-id: atext, RFC 5322 section 3.2.3. */
    val idSide = text(Arb.of(('A'..'Z') + ('a'..'z') + ('0'..'9') + "!#$%&'*+-/=?^_`{|}~".toList()), 1..12)

    test("a newsgroup name given to the builder reads back as the newsgroup it was") {
        checkAll(config, groupName, Arb.of(null, "news.example", "[2001:db8::1]")) { name, server ->
            val uri = NewsUri.builder().server(server).newsgroup(name).build()
            uri.kind() shouldBe NewsUri.Kind.NEWSGROUP
            uri.newsgroup() shouldBe name
            NewsUri.parse(uri.toString()).newsgroup() shouldBe name
        }
    }

    test("a message-id given to the builder reads back as the article it was") {
        checkAll(config, idSide.filter { '@' !in it }, idSide) { left, right ->
            val uri = NewsUri.builder().messageId("$left@$right").build()
            uri.kind() shouldBe NewsUri.Kind.ARTICLE
            NewsUri.parse(uri.toString()).messageId() shouldBe "$left@$right"
        }
    }

    test("a wildmat of patterns given to the builder reads back as the wildmat it was") {
        val plain = groupName.filter { '?' !in it }
        val pattern = Arb.bind(Arb.of("", "!"), plain, Arb.of("", "*", ".*")) { bang, name, star -> bang to "$name$star" }
        checkAll(config, plain.map { "$it.*" }, Arb.list(pattern, 0..3)) { first, rest ->
            val wildmat = first + rest.joinToString("") { (bang, p) -> ",$bang$p" }
            NewsUri.parse(NewsUri.builder().wildmat(wildmat).build().toString()).wildmat() shouldBe wildmat
        }
    }

    test("normalization keeps what a news URI names, and the URI equal") {
        val names = Arb.of("a.b", "A.%62", "%61.%62", "x%40y", "id@Host", "%41@%42", "*", "c.*,!c.%64.*", "a%3Fb")
        val servers = Arb.of("", "//News.Example/", "//news.example:119/", "//news.example:0563/", "//[::1]:/")
        checkAll(config, Arb.of("news", "SNews"), servers, names) { scheme, server, name ->
            val uri = Uri.parse("$scheme:$server$name", registry)
            val normalized = uri.normalize()
            normalized.view(NewsUri::class.java)!!.kind() shouldBe uri.view(NewsUri::class.java)!!.kind()
            normalized.normalize().toString() shouldBe normalized.toString()
            (normalized == uri) shouldBe true
            normalized.hashCode() shouldBe uri.hashCode()
        }
    }

    test("an article number reads back; leading zeros make no other URI") {
        checkAll(config, Arb.long(1L..2_147_483_647L), Arb.int(0..8)) { number, zeros ->
            val built = NntpUri.builder().host("h.example").group("g").articleNumber(number).build()
            built.articleNumber() shouldBe number
            val padded = "0".repeat(zeros) + number
            if (padded.length <= 16) {
                val parsed = Uri.parse("nntp://h.example/g/$padded", registry)
                parsed shouldBe built.toUri()
                parsed.normalize().toString() shouldBe "nntp://h.example/g/$number"
            } else {
                Uri.parseOrNull("nntp://h.example/g/$padded", registry) shouldBe null
            }
        }
    }

    test("any text after the scheme is accepted or refused with a UriSyntaxException, never anything else") {
        val alphabet = Arb.of('a', '.', '@', '*', ',', '!', '/', '?', '#', '%', '2', 'E', ':', '[', ']', '<', ' ', '0')
        val prefixes = Arb.of("news:", "snews://h/", "nntp://h/", "nntps://h/g/", "news://", "nntp://h.example:119/a/")
        checkAll(PropTestConfig(seed = 5538, iterations = 2000), prefixes, text(alphabet, 0..12)) { prefix, tail ->
            val text = prefix + tail
            val uri = try {
                Uri.parse(text, registry)
            } catch (e: UriSyntaxException) {
                null
            }
            Uri.parseOrNull(text, registry)?.toString() shouldBe uri?.toString()
            uri?.viewDescription()
            uri?.normalize()?.toString()?.let { Uri.parse(it, registry).normalize().toString() shouldBe it }
        }
    }
})

/** Strings of [length] characters drawn from [chars]. */
private fun text(chars: Arb<Char>, length: IntRange): Arb<String> = Arb.list(chars, length).map { it.joinToString("") }
