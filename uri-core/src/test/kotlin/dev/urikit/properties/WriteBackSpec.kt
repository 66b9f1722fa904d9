@file:OptIn(io.kotest.common.ExperimentalKotest::class) // a fixed seed (PropTestConfig.seed) is an experimental Kotest API

package dev.urikit.properties

import dev.urikit.HierarchicalUri
import dev.urikit.SchemeRegistry
import dev.urikit.Uri
import dev.urikit.UriBuilder
import dev.urikit.edit
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe
import io.kotest.property.Arb
import io.kotest.property.PropTestConfig
import io.kotest.property.arbitrary.arbitrary
import io.kotest.property.checkAll
import java.util.Random

/**
 * Writing back what was read changes nothing: for every property of `edit { }` and every setter of
 * [UriBuilder] paired with the accessor that reads its form, the URI comes back with the same text.
 * The generated components hold every reserved character of RFC 3986 section 2.2 percent-encoded (upper-
 * and lower-case hex), raw where the component allows it, encoded unreserved characters and UTF-8.
 */
class WriteBackSpec : FunSpec({

    test("edit { x = x } keeps the text, for every property") {
        checkAll(PropTestConfig(seed = 3986_2_2L, iterations = 1_500), WriteBack.uris) { text ->
            val uri = Uri.parse(text, SchemeRegistry.empty())
            uri.edit { scheme = scheme }.toString() shouldBe text
            uri.edit { userInfo = userInfo }.toString() shouldBe text
            uri.edit { host = host }.toString() shouldBe text
            uri.edit { port = port }.toString() shouldBe text
            uri.edit { fragment = fragment }.toString() shouldBe text
            uri.edit { registry = registry }.toString() shouldBe text
            uri.edit { userInfo = userInfo; host = host; port = port; fragment = fragment }.toString() shouldBe text
        }
    }

    test("toBuilder() then each setter with what its accessor reads keeps the text") {
        checkAll(PropTestConfig(seed = 3986_2_2L, iterations = 1_500), WriteBack.uris) { text ->
            val uri = Uri.parse(text, SchemeRegistry.empty()) as HierarchicalUri
            for ((setter, write) in WriteBack.setters(uri)) {
                val rebuilt = write(uri.toBuilder()).buildUri()
                withClue(setter) {
                    rebuilt.toString() shouldBe text
                    rebuilt shouldBe uri
                }
            }
        }
    }

    context("the examples that changed a URI") {
        withData(
            "http://a%3Ab@h/",
            "s://u%40v@h/",
            "s://h%3Ax/",
            "s://%5Bh/",
            "s://h%2Ex/",
            "s://h:080/",
            "s://h:/",
            "s://h/p#a%23b",
            "s://h/p#%41",
            "s://h/p#%c3%a9",
        ) { text ->
            val uri = Uri.parse(text, SchemeRegistry.empty())
            uri.edit { userInfo = userInfo; host = host; port = port; fragment = fragment }.toString() shouldBe text
        }
        test("user a:b stays one user") {
            val uri = Uri.parse("http://a%3Ab@h/", SchemeRegistry.empty())
            (uri.edit { userInfo = userInfo } as HierarchicalUri).userInfo() shouldBe "a%3Ab"
        }
    }
})

private fun withClue(clue: String, block: () -> Unit) = io.kotest.assertions.withClue(clue, block)

/** Generators and setter pairs of [WriteBackSpec]. */
internal object WriteBack {

    private const val GEN_DELIMS = ":/?#[]@"
    private const val SUB_DELIMS = "!$&'()*+,;="

    private fun hex(c: Char, lower: Boolean): String {
        val h = "%%%02X".format(c.code)
        return if (lower) h.lowercase() else h
    }

    /** Every reserved character encoded in both cases, encoded unreserved ones, UTF-8 and "%" itself. */
    private val encoded: List<String> = (GEN_DELIMS + SUB_DELIMS).flatMap { listOf(hex(it, false), hex(it, true)) } +
        listOf("%41", "%7e", "%2D", "%5F", "%C3%A9", "%e2%82%ac", "%25", "%20", "%00")
    private val unreserved = listOf("a", "Z", "0", "-", ".", "_", "~")
    private val subDelims = SUB_DELIMS.map { it.toString() }

    private val userInfoPieces = unreserved + encoded + subDelims + ":"
    private val regNamePieces = unreserved + encoded + subDelims
    private val segmentPieces = unreserved + encoded + subDelims + ":" + "@"
    private val queryPieces = segmentPieces + "/" + "?"

    private fun Random.pick(pieces: List<String>, max: Int): String =
        buildString { repeat(nextInt(max + 1)) { append(pieces[nextInt(pieces.size)]) } }

    private fun Random.uri(): String = buildString {
        append(listOf("s", "http", "S+x.y-z")[nextInt(3)]).append("://")
        if (nextBoolean()) append(pick(userInfoPieces, 6)).append('@')
        append(
            when (nextInt(6)) {
                0 -> "[2001:DB8::a]"
                1 -> "[v7.fe:!]"
                2 -> "192.0.2.1"
                else -> pick(regNamePieces, 6)
            },
        )
        when (nextInt(5)) {
            0 -> append(':')
            1 -> append(":080")
            2 -> append(":8080")
        }
        repeat(nextInt(4)) { append('/').append(pick(segmentPieces, 4)) }
        if (nextBoolean()) append('?').append(pick(queryPieces, 6))
        if (nextBoolean()) append('#').append(pick(queryPieces, 6))
    }

    val uris: Arb<String> = arbitrary { rs -> rs.random.asJavaRandom().uri() }

    private fun kotlin.random.Random.asJavaRandom(): Random = Random(nextLong())

    /** Each setter of [UriBuilder] with the value of the accessor that reads what it takes. */
    fun setters(uri: HierarchicalUri): List<Pair<String, (UriBuilder) -> UriBuilder>> = buildList {
        add("scheme(scheme())" to { b -> b.scheme(uri.scheme()) })
        add("rawUserInfo(userInfo())" to { b -> b.rawUserInfo(uri.userInfo()) })
        add("userInfo(decodedUserInfo())" to { b -> b.userInfo(uri.decodedUserInfo()) })
        add("rawHost(host())" to { b -> b.rawHost(uri.host()) })
        add("host(decodedHost())" to { b -> b.host(uri.decodedHost()) })
        add("rawPort(port())" to { b -> b.rawPort(uri.port()) })
        uri.portNumber()?.let { number -> add("port(portNumber())" to { b -> b.port(number) }) }
        add("rawPath(path())" to { b -> b.rawPath(uri.path()) })
        add("path(decodedPath())" to { b -> b.path(uri.decodedPath()) })
        add("rawQuery(query())" to { b -> b.rawQuery(uri.query()) })
        add("query(decodedQuery())" to { b -> b.query(uri.decodedQuery()) })
        add("rawFragment(fragment())" to { b -> b.rawFragment(uri.fragment()) })
        add("fragment(decodedFragment())" to { b -> b.fragment(uri.decodedFragment()) })
        add("registry(the registry it was parsed with)" to { b -> b.registry(SchemeRegistry.empty()) })
    }
}
