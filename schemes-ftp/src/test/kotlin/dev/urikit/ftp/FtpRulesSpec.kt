@file:OptIn(io.kotest.common.ExperimentalKotest::class) // a fixed seed (PropTestConfig.seed) is an experimental Kotest API

package dev.urikit.ftp

import dev.urikit.SchemeRegistry
import dev.urikit.Uri
import dev.urikit.spi.SchemeViolation
import dev.urikit.spi.UriLayout
import io.kotest.assertions.withClue
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.ints.shouldBeGreaterThan
import io.kotest.matchers.shouldBe
import io.kotest.property.Arb
import io.kotest.property.PropTestConfig
import io.kotest.property.arbitrary.arbitrary
import io.kotest.property.arbitrary.choice
import io.kotest.property.arbitrary.element
import io.kotest.property.arbitrary.int
import io.kotest.property.arbitrary.list
import io.kotest.property.checkAll

/** The offsets of the FTP path of [uri]: path start, the `'?'` or -1, and the end of path and query. */
private data class FtpPathRange(val start: Int, val queryMark: Int, val end: Int)

private fun pathRange(uri: Uri): FtpPathRange {
    val query = UriLayout.hasQuery(uri)
    return FtpPathRange(
        UriLayout.pathStart(uri),
        if (query) UriLayout.queryStart(uri) - 1 else -1,
        if (query) UriLayout.queryEnd(uri) else UriLayout.pathEnd(uri),
    )
}

/**
 * [FtpRules]' fast checks against its general ones, on URLs written as the benchmarks' corpus writes them
 * (which the fast checks must clear), on URLs of pieces near every rule, and on both with one character
 * changed: a fast check clears only what the general one accepts, and [FtpScheme.validate] gives the very
 * violation the general checks find alone (RFC 1738 sections 3.2.1 and 3.2.2).
 */
class FtpRulesSpec : FunSpec({

    val config = PropTestConfig(seed = 1738_3_2L, iterations = 3_000)
    val scheme = FtpScheme()

    /** A URL as the mixed corpus of the benchmarks writes one. */
    val plain = arbitrary {
        val user = Arb.element("", "anna:pw12@", "anonymous:guest%40example.org@", "kim@", "k%C3%A9:%7e@").bind()
        val host = Arb.element("ftp.example.net", "mirror.example.org", "192.0.2.7", "[2001:db8::1]").bind()
        val port = Arb.element("", "", ":2121").bind()
        val cwd = Arb.list(Arb.element("pub", "release", "a.b", "x%20y", "%2Fetc", ""), 0..3).bind()
        val last = Arb.element("/;type=d", "/plan%20785.docx", "/notes.txt;type=i", "/a;type=A", "/", "/n?q=1").bind()
        "ftp://$user$host$port" + cwd.joinToString("") { "/$it" } + last
    }

    /** A URL of pieces near every rule: colons, controls, DEL, dot-segments, keys and values of typecodes, '?'. */
    val pieces = arbitrary {
        val userPieces = Arb.element("u", ":", "%40", "%3A", "%00", "%0D", "%0a", "%01", "%1f", "%7F", "%7e", "%80")
        val user = Arb.list(userPieces, 0..4).bind().joinToString("")
        val path = Arb.list(
            Arb.element(
                "/", "pub", "a", ".", "..", "%2E", "%2e", ";", ";type=", ";type=i", ";type=D", ";TYPE=a", ";t%79pe=d",
                ";type=%69", ";type=x", "=", "i", "%00", "%0D", "%0a", "%01", "%7f", "%20", "%2F", "%3B", "?",
            ),
            0..8,
        ).bind().joinToString("")
        "ftp://" + (if (user.isEmpty()) "" else "$user@") + "h.example/" + path
    }

    /** One character after "ftp://" replaced by one that some rule or the parser reads. */
    val nearMisses = arbitrary {
        val text = Arb.choice(plain, pieces).bind()
        val at = Arb.int(6 until text.length).bind()
        val replacement = Arb.element(":;/?.=@#%0127FfaAdDiItT".toList()).bind()
        text.substring(0, at) + replacement + text.substring(at + 1)
    }

    /** What validate finds when only the general checks run, in its order. */
    fun general(uri: Uri): SchemeViolation? {
        val s = uri.toString()
        if (UriLayout.hasUserInfo(uri)) {
            FtpRules.checkUserInfo(s, UriLayout.authorityStart(uri), UriLayout.hostStart(uri) - 1)?.let { return it }
        }
        FtpScheme.HOSTS.checkAuthority(uri)?.let { return it }
        val range = pathRange(uri)
        if (range.queryMark >= 0 && UriLayout.pathStart(uri) == UriLayout.pathEnd(uri)) {
            return SchemeViolation(range.queryMark, "ftp.query", "a '?' with no path before it")
        }
        return FtpRules.checkPath(s, range.start, range.queryMark, range.end)
    }

    /**
     * Checks each fast check against its general one on [text], and validate against the general checks:
     * whether the fast checks cleared both user information and path, or null when [text] is no URL with
     * an authority.
     */
    fun agree(text: String): Boolean? {
        val uri = Uri.parseOrNull(text, SchemeRegistry.empty()) ?: return null
        if (!UriLayout.hasAuthority(uri)) {
            return null
        }
        val s = uri.toString()
        return withClue(text) {
            var plainUserInfo = true
            if (UriLayout.hasUserInfo(uri)) {
                val start = UriLayout.authorityStart(uri)
                val end = UriLayout.hostStart(uri) - 1
                plainUserInfo = FtpRules.isPlainUserInfo(s, start, end)
                plainUserInfo shouldBe
                    (FtpRules.checkUserInfo(s, start, end) == null && FtpScheme.HOSTS.checkUserInfo(uri) == null)
            }
            val range = pathRange(uri)
            val semicolon = s.indexOf(';', range.start)
            if (semicolon in range.start until range.end && FtpRules.isPlainTypecode(s, semicolon, range.end)) {
                val value = FtpScheme.Typecodes.valueStart(s, semicolon, range.end)
                (value >= 0 && FtpScheme.Typecodes.isValue(s, value, range.end)) shouldBe true
            }
            val fast = FtpRules.isPlainPath(s, range.start, range.queryMark, range.end)
            if (fast) {
                FtpRules.checkPath(s, range.start, range.queryMark, range.end) shouldBe null
            }
            val expected = general(uri)
            val actual = scheme.validate(uri)
            actual?.index() shouldBe expected?.index()
            actual?.code() shouldBe expected?.code()
            if (expected?.code() != "ftp.query") {
                actual?.rule() shouldBe expected?.rule()
            }
            fast && plainUserInfo
        }
    }

    test("every URL written as the corpus writes it is cleared by the fast checks, and validate accepts it") {
        checkAll(config, plain) { text ->
            agree(text) shouldBe true
            scheme.validate(Uri.parse(text, SchemeRegistry.empty())) shouldBe null
        }
    }

    test("on URLs near every rule, and with one character changed, fast and general checks agree") {
        var cleared = 0
        var refused = 0
        var violations = 0
        checkAll(config, Arb.choice(pieces, nearMisses)) { text ->
            when (agree(text)) {
                true -> cleared++
                false -> refused++
                null -> {}
            }
            val uri = Uri.parseOrNull(text, SchemeRegistry.empty())
            if (uri != null && UriLayout.hasAuthority(uri) && scheme.validate(uri) != null) {
                violations++
            }
        }
        // Both outcomes of the fast path and a share of violations, so that each side was driven.
        cleared shouldBeGreaterThan 300
        refused shouldBeGreaterThan 300
        violations shouldBeGreaterThan 300
    }
})
