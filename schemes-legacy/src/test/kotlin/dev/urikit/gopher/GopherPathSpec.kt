package dev.urikit.gopher

import dev.urikit.SchemeRegistry
import dev.urikit.Uri
import dev.urikit.legacy.Grammar
import dev.urikit.spi.UriLayout
import io.kotest.assertions.withClue
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.ints.shouldBeGreaterThan
import io.kotest.matchers.shouldBe
import kotlin.random.Random

/**
 * The plain gopher-path's fast reading ([GopherPath.isPlain]) agrees with the octet-by-octet one, for
 * the check and for the parts, on generated gopher-paths (RFC 4266 section 2) with and without triplets
 * and on their one-character near-misses, each as the generic parser leaves it.
 */
class GopherPathSpec : FunSpec({

    val random = Random(20261128)
    /** What a selector may hold unencoded: the path's characters and '?', which RFC 1738 reserves not. */
    val plainPool = Grammar.PATH + "?"

    fun plainPath(): String = "/" + Grammar.text(random, plainPool, 12)

    fun encodedPath(): String = buildString {
        append('/').append(Grammar.encode(Grammar.text(random, max = 1), Grammar.PATH))
        append(Grammar.encode(Grammar.text(random), Grammar.PATH))
        if (random.nextBoolean()) {
            append("%09").append(Grammar.encode(Grammar.text(random), "${Grammar.UCHAR};:@&="))
            if (random.nextBoolean()) append("%09").append(Grammar.encode(Grammar.text(random), Grammar.PATH))
        }
    }

    /** A URL of the path, sometimes with no path but a query, and sometimes a fragment that may hold a triplet. */
    fun url(path: String): String = buildString {
        append("gopher://gopher.example")
        append(if (random.nextInt(10) == 0) "?" + Grammar.text(random, plainPool) else path)
        when (random.nextInt(3)) {
            0 -> append("#%41")
            1 -> append("#a")
        }
    }

    val urls = List(600) { url(if (it % 2 == 0) plainPath() else encodedPath()) }
        .flatMap { text ->
            listOf(text) + List(3) {
                val index = random.nextInt("gopher://gopher.example".length, text.length)
                Grammar.mutate(text, index, Grammar.NEAR_MISSES[random.nextInt(Grammar.NEAR_MISSES.length)])
            }
        }

    test("the fast reading and the octet-by-octet one agree on the check and the parts") {
        var plain = 0
        var general = 0
        for (text in urls) {
            // The generic parse alone, so that the gopher rules are what is compared, refused or not.
            val uri = Uri.parseOrNull(text, SchemeRegistry.empty()) ?: continue
            val s = uri.toString()
            val start = UriLayout.pathStart(uri)
            val end = GopherScheme.gopherPathEnd(uri)
            withClue(text) {
                if (GopherPath.isPlain(s, start, end)) plain++ else general++
                val violation = GopherPath.checkOctets(s, start, end)
                GopherPath.check(s, start, end) shouldBe violation
                if (violation == null && end - start > 1) {
                    GopherPath.Parts.of(s, start, end) shouldBe GopherPath.Parts.ofOctets(s, start, end)
                }
            }
        }
        plain shouldBeGreaterThan 300
        general shouldBeGreaterThan 300
    }

    test("a gopher-path is plain only with its '/' and without a triplet up to the fragment") {
        GopherPath.isPlain("gopher://h/0a?b#%41", 10, 15) shouldBe true
        GopherPath.isPlain("gopher://h/", 10, 11) shouldBe true
        GopherPath.isPlain("gopher://h", 10, 10) shouldBe false
        GopherPath.isPlain("gopher://h?x", 10, 12) shouldBe false
        GopherPath.isPlain("gopher://h/0a%20b", 10, 17) shouldBe false
        GopherPath.isPlain("gopher://h/%41", 10, 14) shouldBe false
    }
})
