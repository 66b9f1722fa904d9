@file:OptIn(io.kotest.common.ExperimentalKotest::class) // a fixed seed (PropTestConfig.seed) is an experimental Kotest API

package dev.urikit.http

import dev.urikit.HierarchicalUri
import io.kotest.assertions.withClue
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.ints.shouldBeGreaterThan
import io.kotest.matchers.shouldBe
import io.kotest.property.Arb
import io.kotest.property.PropTestConfig
import io.kotest.property.arbitrary.arbitrary
import io.kotest.property.checkAll
import java.util.Random

/**
 * Writing back what was read changes nothing: every property of `edit { }` and every setter of
 * [HttpUriBuilder], given what the accessor of its form reads, gives the URI back with its text. The
 * generated URIs hold every reserved character of RFC 3986 section 2.2 percent-encoded (both hex cases)
 * and raw where the component allows it.
 */
class HttpWriteBackSpec : FunSpec({

    test("edit { x = x } keeps the text, for every property") {
        var checked = 0
        checkAll(PropTestConfig(seed = 9110_4_2L, iterations = 1_500), HttpWriteBack.uris) { text ->
            val uri = HttpUri.parseOrNull(text) ?: return@checkAll
            checked++
            withClue(text) {
                uri.edit { scheme = scheme }.toString() shouldBe text
                uri.edit { host = host }.toString() shouldBe text
                uri.edit { port = port }.toString() shouldBe text
                uri.edit { userInfo = userInfo }.toString() shouldBe text
                uri.edit { fragment = fragment }.toString() shouldBe text
                uri.edit { scheme = scheme; host = host; port = port; userInfo = userInfo; fragment = fragment }
                    .toString() shouldBe text
            }
        }
        checked shouldBeGreaterThan 1_000
    }

    test("toBuilder() then each setter with what its accessor reads keeps the text") {
        checkAll(PropTestConfig(seed = 9110_4_2L, iterations = 1_500), HttpWriteBack.uris) { text ->
            val uri = HttpUri.parseOrNull(text) ?: return@checkAll
            for ((setter, write) in HttpWriteBack.setters(uri)) {
                val rebuilt = write(uri.toBuilder()).build()
                withClue("$text, $setter") {
                    rebuilt.toString() shouldBe text
                    rebuilt shouldBe uri
                }
            }
        }
    }

    context("the examples that changed a URI") {
        withData(
            "http://a%3Ab@h/",
            "http://a%40b:c%3Ad@h/",
            "HTTP://Example.COM/",
            "http://ex%61mple.com/",
            "http://[2001:DB8::1]/",
            "http://h:080/",
            "http://h:/",
            "https://h:443/",
            "http://h/#a%23b",
            "http://h/#%41%c3%a9",
        ) { text ->
            val uri = HttpUri.parse(text)
            uri.edit { scheme = scheme; host = host; port = port; userInfo = userInfo; fragment = fragment }
                .toString() shouldBe text
            uri.toBuilder().scheme(uri.scheme()).host(uri.host()).port(uri.port()).build().toString() shouldBe text
        }
        test("user a:b stays one user") {
            HttpUri.parse("http://a%3Ab@h/").edit { userInfo = userInfo }.userInfo() shouldBe "a%3Ab"
        }
    }

    test("a value that differs is encoded afresh; raw setters take text as written") {
        val uri = HttpUri.parse("http://a%3Ab@h/#%41")
        uri.toBuilder().userInfo("a:c").build().toString() shouldBe "http://a:c@h/#%41"
        uri.toBuilder().rawUserInfo("x%3Ay").rawFragment("%2F").build().toString() shouldBe "http://x%3Ay@h/#%2F"
        uri.toBuilder().rawUserInfo(null).rawFragment(null).build().toString() shouldBe "http://h/"
        HttpUri.parse("http://h/").toBuilder().port(80).scheme("https").build().toString() shouldBe "https://h:80/"
    }
})

/** Generators and setter pairs of [HttpWriteBackSpec]. */
internal object HttpWriteBack {

    private const val RESERVED = ":/?#[]@!$&'()*+,;="

    private val encoded: List<String> = RESERVED.flatMap { c ->
        val hex = "%%%02X".format(c.code)
        listOf(hex, hex.lowercase())
    } + listOf("%41", "%7e", "%2D", "%C3%A9", "%e2%82%ac", "%25", "%20")
    private val unreserved = listOf("a", "Z", "0", "-", ".", "_", "~")
    private val subDelims = "!$&'()*+,;=".map { it.toString() }

    private val userInfoPieces = unreserved + encoded + subDelims + ":"
    private val segmentPieces = unreserved + encoded + subDelims + ":" + "@"
    private val queryPieces = segmentPieces + "/" + "?"
    private val labelPieces = listOf("a", "B", "7", "_", "%61", "%5F", "%2d", "x")

    private fun Random.pick(pieces: List<String>, max: Int): String =
        buildString { repeat(nextInt(max + 1)) { append(pieces[nextInt(pieces.size)]) } }

    private fun Random.host(): String = when (nextInt(6)) {
        0 -> "[2001:DB8::a]"
        1 -> "192.0.2.1"
        2 -> "xn--bcher-kva.Example"
        else -> (0..nextInt(3)).joinToString(".") { "a" + pick(labelPieces, 3) }
    }

    private fun Random.uri(): String = buildString {
        val scheme = listOf("http", "HTTPS", "ws", "Wss")[nextInt(4)]
        append(scheme).append("://")
        if (nextBoolean()) append(pick(userInfoPieces, 6)).append('@')
        append(host())
        when (nextInt(6)) {
            0 -> append(':')
            1 -> append(":080")
            2 -> append(":8080")
            3 -> append(if (scheme.lowercase() in setOf("http", "ws")) ":80" else ":443")
        }
        repeat(nextInt(4)) { append('/').append(pick(segmentPieces, 4)) }
        if (nextBoolean()) append('?').append(pick(queryPieces, 6))
        if (scheme.lowercase().startsWith("http") && nextBoolean()) append('#').append(pick(queryPieces, 6))
    }

    val uris: Arb<String> = arbitrary { rs -> Random(rs.random.nextLong()).uri() }

    /** Each setter of [HttpUriBuilder] with the value of the accessor that reads what it takes. */
    fun setters(uri: HttpUri): List<Pair<String, (HttpUriBuilder) -> HttpUriBuilder>> = buildList {
        val generic = uri.toUri() as HierarchicalUri
        add("scheme(scheme())" to { b -> b.scheme(uri.scheme()) })
        add("host(host())" to { b -> b.host(uri.host()) })
        add("port(port())" to { b -> b.port(uri.port()) })
        generic.portNumber()?.let { number -> add("port(toUri().portNumber())" to { b -> b.port(number) }) }
        if (generic.port() == null) add("removePort(), no port" to { b -> b.removePort() })
        add("userInfo(decodedUserInfo())" to { b -> b.userInfo(uri.decodedUserInfo()) })
        add("rawUserInfo(userInfo())" to { b -> b.rawUserInfo(uri.userInfo()) })
        add("fragment(toUri().decodedFragment())" to { b -> b.fragment(generic.decodedFragment()) })
        add("rawFragment(fragment())" to { b -> b.rawFragment(uri.fragment()) })
        if (uri.query() == null) add("clearQuery(), no query" to { b -> b.clearQuery() })
        if (uri.path().isEmpty()) add("clearPath(), empty path" to { b -> b.clearPath() })
    }
}
