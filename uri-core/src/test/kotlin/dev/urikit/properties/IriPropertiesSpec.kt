@file:OptIn(io.kotest.common.ExperimentalKotest::class) // a fixed seed (PropTestConfig.seed) is an experimental Kotest API

package dev.urikit.properties

import dev.urikit.DnsHostsTestScheme
import dev.urikit.HierarchicalIri
import dev.urikit.HierarchicalUri
import dev.urikit.IriReference
import dev.urikit.RelativeIriReference
import dev.urikit.RelativeReference
import dev.urikit.UriReference
import io.kotest.assertions.withClue
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import io.kotest.property.Arb
import io.kotest.property.PropTestConfig
import io.kotest.property.RandomSource
import io.kotest.property.arbitrary.arbitrary
import io.kotest.property.arbitrary.element
import io.kotest.property.arbitrary.int
import io.kotest.property.arbitrary.list
import io.kotest.property.checkAll

/**
 * The two conversions of RFC 3987 section 3 over generated references: `toIri().toUri()` gives back an
 * equal URI for every URI, and an IRI maps to an all-ASCII URI that parses to the same components,
 * decoded, and converts back for display to an IRI of that URI again.
 */
class IriPropertiesSpec : FunSpec({

    val registry = DnsHostsTestScheme.registry()
    val config = PropTestConfig(seed = 3987_3_2L, iterations = 3_000)

    /** `ucschar`, written here from the ABNF of RFC 3987 section 2.2, apart from the parser's own table. */
    fun isUcschar(cp: Int): Boolean = when {
        cp < 0x10000 -> cp in 0xA0..0xD7FF || cp in 0xF900..0xFDCF || cp in 0xFDF0..0xFFEF
        cp in 0xE0000..0xE0FFF -> false
        cp >= 0xF0000 -> false
        else -> (cp and 0xFFFF) <= 0xFFFD
    }

    fun utf8Triplets(cp: Int, lower: Boolean): String =
        String(Character.toChars(cp)).toByteArray(Charsets.UTF_8)
            .joinToString("") { "%%%02X".format(it.toInt() and 0xFF).let { t -> if (lower) t.lowercase() else t } }

    /** A code point from every corner: ASCII, Latin-1, bidi controls, spaces, private use, beyond the BMP. */
    fun RandomSource.codePoint(): Int = when (random.nextInt(8)) {
        0 -> random.nextInt(0x80, 0x800)
        1 -> random.nextInt(0x800, 0xD800)
        2 -> random.nextInt(0xE000, 0x10000)
        3 -> random.nextInt(0x10000, 0x110000)
        4 -> listOf(0x200E, 0x200F, 0x202A, 0x202E, 0x2066, 0x061C, 0xFEFF, 0x00A0, 0x3000, 0x2028, 0xFF0F, 0x3002,
            0x2215, 0xE000, 0xFFFE, 0x0085, 0x00AD, 0x1F600, 0xE0001, 0xF0000).random(random)
        5 -> listOf(0xE4, 0xFC, 0xDF, 0x7D0D, 0x8C46, 0x10300).random(random)
        6 -> random.nextInt(0x20, 0x7F)
        else -> random.nextInt(0xA0, 0x100)
    }

    /** A piece of a URI component: allowed ASCII, ASCII triplets, UTF-8 triplets in either case, stray octets. */
    val uriPieces = arbitrary { rs ->
        when (rs.random.nextInt(6)) {
            0 -> listOf("a", "B", "-", ".", "_", "~", "!", "$", "&", "'", "(", ")", "*", "+", ",", ";", "=", ":", "@").random(rs.random)
            1 -> listOf("%2F", "%20", "%41", "%7e", "%25", "%3F", "%23", "%00").random(rs.random)
            2, 3 -> utf8Triplets(rs.codePoint().let { if (it in 0xD800..0xDFFF) 0xFFFD else it }, rs.random.nextBoolean())
            4 -> listOf("%FC", "%C3", "%80", "%ED%A0%80", "%C0%AF", "%F4%90%80%80", "%e9").random(rs.random)
            else -> "x"
        }
    }

    fun component(pieces: Arb<String>, max: Int) = arbitrary { Arb.list(pieces, 0..max).bind().joinToString("") }

    val uris = arbitrary {
        val pathArb = component(uriPieces, 6)
        val segments = Arb.list(pathArb, 0..3).bind()
        val query = if (Arb.int(0..2).bind() == 0) null else component(uriPieces, 5).bind()
        val fragment = if (Arb.int(0..2).bind() == 0) null else component(uriPieces, 5).bind()
        val tail = (if (query == null) "" else "?$query") + (if (fragment == null) "" else "#$fragment")
        when (Arb.int(0..3).bind()) {
            0 -> {
                val host = Arb.element("example.com", "xn--bcher-kva.example", "XN--RSUM-BPAD.example.org",
                    "xn--99zt52a.example.org", "xn--zz.example", "a.xn--mgbh0fb.example", "127.0.0.1", "[::1]").bind()
                val userInfo = if (Arb.int(0..3).bind() == 0) component(uriPieces, 4).bind().replace("@", "") + "@" else ""
                Arb.element("http", "https").bind() + "://" + userInfo + host + "/" + segments.joinToString("/") + tail
            }
            1 -> "foo://" + component(uriPieces, 4).bind().replace(Regex("[:@]"), "") + "/" +
                segments.joinToString("/") + tail
            2 -> "urn:" + "x" + segments.joinToString("/") + tail
            else -> segments.joinToString("/").let { if (it.substringBefore('/').contains(':')) "./$it" else it } + tail
        }
    }

    test("toIri().toUri() gives back an equal URI reference, and the IRI text reparses to it") {
        var checked = 0
        checkAll(config, uris) { text ->
            val uri = UriReference.parseOrNull(text, registry) ?: return@checkAll
            checked++
            val iri = uri.toIri()
            withClue("$text -> $iri") {
                iri.toUri() shouldBe uri
                IriReference.parse(iri.toString(), registry).toUri() shouldBe uri
                iri.isRelative shouldBe uri.isRelative
                (iri is HierarchicalIri) shouldBe (uri is HierarchicalUri)
            }
        }
        (checked > config.iterations!! / 2) shouldBe true
    }

    /** A piece of an IRI component: ASCII the component allows, triplets, and IRI characters. */
    fun iriPieces(privateUse: Boolean) = arbitrary { rs ->
        when (rs.random.nextInt(5)) {
            0 -> listOf("a", "Z", "0", "-", ".", "_", "~", "!", "$", "&", "'", "(", "*", "+", ",", ";", "=").random(rs.random)
            1 -> listOf("%2F", "%20", "%C3%BC", "%fc", "%41").random(rs.random)
            else -> {
                var cp = rs.codePoint()
                while (!(isUcschar(cp) || (privateUse && (cp in 0xE000..0xF8FF || cp in 0xF0000..0x10FFFD && (cp and 0xFFFF) <= 0xFFFD)))) {
                    cp = rs.codePoint()
                }
                String(Character.toChars(cp))
            }
        }
    }

    val iris = arbitrary {
        val path = Arb.list(component(iriPieces(false), 5), 0..3).bind().joinToString("/")
        val query = if (Arb.int(0..2).bind() == 0) null else component(iriPieces(true), 5).bind()
        val fragment = if (Arb.int(0..2).bind() == 0) null else component(iriPieces(false), 5).bind()
        val tail = (if (query == null) "" else "?$query") + (if (fragment == null) "" else "#$fragment")
        when (Arb.int(0..2).bind()) {
            0 -> {
                val label = Arb.element("bücher", "résumé", "\u7D0D\u8C46", "пример", "例え", "example", "xn--bcher-kva").bind()
                Arb.element("http", "https").bind() + "://" + label + ".example/" + path + tail
            }
            1 -> "foo://" + component(iriPieces(false), 4).bind() + "/" + path + tail
            else -> path.let { if (it.substringBefore('/').contains(':')) "./$it" else it } + tail
        }
    }

    test("an IRI maps to an all-ASCII URI that parses to the same components, decoded") {
        checkAll(config, iris) { text ->
            val iri = IriReference.parse(text, registry)
            val uri = iri.toUri()
            withClue("$text -> $uri") {
                uri.toString().all { it.code < 0x80 } shouldBe true
                val reparsed = UriReference.parse(uri.toString(), registry)
                reparsed.toString() shouldBe uri.toString()
                reparsed shouldBe uri
                uri.decodedPath() shouldBe iri.decodedPath()
                uri.decodedQuery() shouldBe iri.decodedQuery()
                uri.decodedFragment() shouldBe iri.decodedFragment()
                when (iri) {
                    is HierarchicalIri -> if (iri.toUri().registeredScheme() == null) {
                        iri.toUri().decodedHost() shouldBe dev.urikit.PercentEncoding.decode(iri.host() ?: "")
                            .takeIf { iri.host() != null }
                        iri.toUri().decodedUserInfo() shouldBe iri.userInfo()?.let { dev.urikit.PercentEncoding.decode(it) }
                    }
                    is RelativeIriReference -> (uri as RelativeReference).decodedHost() shouldBe
                        iri.host()?.let { dev.urikit.PercentEncoding.decode(it) }
                    else -> Unit
                }
                uri.toIri().toUri() shouldBe uri
                iri.toUri().toIri() shouldBe iri
            }
        }
    }
})
