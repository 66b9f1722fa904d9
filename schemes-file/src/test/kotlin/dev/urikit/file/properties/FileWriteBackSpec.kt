package dev.urikit.file.properties

import dev.urikit.file.FileUri
import dev.urikit.file.FileUriBuilder
import dev.urikit.file.edit
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
 * Writing back what was read changes nothing: every setter of [FileUriBuilder] given what the view reads
 * from the URI being edited, and every property of `edit { }` set to what it reads, gives a URI with the
 * same text, equal to the first. The generated URIs take every form of RFC 8089 section 2 and Appendix E
 * that the scheme accepts, with mixed-case hosts and drive letters, and segments and fragments holding
 * every reserved character of RFC 3986 section 2.2 percent-encoded (both hex cases), and raw where the
 * grammar allows it.
 */
class FileWriteBackSpec : FunSpec({

    fun checkWriteBack(text: String) {
        val uri = FileUri.parse(text)
        for ((what, write) in FileWriteBack.writes(uri)) {
            val rebuilt = write()
            withClue("$what of $text") {
                rebuilt.toString() shouldBe text
                rebuilt shouldBe uri
            }
        }
    }

    test("every setter and every edit { } property, given what the view reads, keeps the text") {
        var checked = 0
        checkAll(PropTestConfig(seed = 8089_2L, iterations = 2_000), FileWriteBack.uris) { text ->
            if (FileUri.parseOrNull(text) == null) return@checkAll
            checked++
            checkWriteBack(text)
        }
        checked shouldBeGreaterThan 1_800
    }

    context("the examples that changed a URI") {
        withData(
            "file:/tmp/a",
            "FILE:///tmp/a",
            "file://LocalHost/tmp/a",
            "file://Server/share/a",
            "file://[2001:DB8::A]/share/a",
            "file:C:/x",
            "file:/c:/x",
            "file:///c:/x",
            "file://localhost/c:/x",
            "file:////Server/share/x",
            "file://///Server/share/x",
            "file:////localhost/share/x",
            "file:///a%2fb/%3A/x",
            "file:///a%2F%3f%23",
            "file:///C%3A/x",
            "file:/c:/D:/x",
            "file:///%2E%2E/x",
            "file:///a/../b",
            "file:///%FF",
            "file:///a#b%23c%2f",
            "file:c:/x#%3A",
        ) { text -> checkWriteBack(text) }
    }

    test("a value that differs is written afresh, in the standard form") {
        val uri = FileUri.parse("file:C:/a%3ab#%41")
        uri.toBuilder().drive('D').build().toString() shouldBe "file:D:/a%3ab#%41"
        uri.toBuilder().removeDrive().build().toString() shouldBe "file:/a%3ab#%41"
        uri.toBuilder().host("Server").build().toString() shouldBe "file://server/C:/a%3ab#%41"
        uri.toBuilder().segments("a:b", "c").build().toString() shouldBe "file:C:/a%3ab/c#%41"
        uri.toBuilder().segments("a", "c").build().toString() shouldBe "file:C:/a/c#%41"
        uri.toBuilder().fragment("B").build().toString() shouldBe "file:C:/a%3ab#B"
        uri.edit { drive = 'c' }.toString() shouldBe "file:c:/a%3ab#%41"
        FileUri.parse("file:////Server/share/x").edit { host = "other" }.toString() shouldBe "file://other/share/x"
        FileUri.parse("file://LocalHost/x").edit { host = "" }.toString() shouldBe "file://LocalHost/x"
    }
})

/** The generator and the write-backs of [FileWriteBackSpec]. */
internal object FileWriteBack {

    private const val RESERVED = ":/?#[]@!$&'()*+,;="

    private val encoded: List<String> = RESERVED.flatMap { c ->
        val hex = "%%%02X".format(c.code)
        listOf(hex, hex.lowercase())
    } + listOf("%41", "%7e", "%2D", "%2e", "%2E", "%C3%A9", "%e2%82%ac", "%25", "%20", "%FF")
    private val unreserved = listOf("a", "Z", "0", "-", ".", "_", "~")
    private val subDelims = "!$&'()*+,;=".map { it.toString() }

    private val segmentPieces = unreserved + encoded + subDelims + ":" + "@"
    private val fragmentPieces = segmentPieces + "/" + "?"

    private val names = listOf("server", "Server", "EXAMPLE.com", "a-B_c.Example.", "xn--Bcher-kva.Example", "h1", "LocalHost")
    private val hosts = names + listOf("192.0.2.1", "[2001:DB8::A]", "[::ffff:192.0.2.1]", "[v1.Ab]")

    private fun <T> Random.pick(options: List<T>): T = options[nextInt(options.size)]

    private fun Random.pieces(from: List<String>, max: Int): String =
        buildString { repeat(nextInt(max + 1)) { append(pick(from)) } }

    private fun Random.drive(): String = pick(listOf("C", "c", "z", "D")) + ":"

    /** A non-empty first segment, so that the path cannot start with "//" (a UNC host) unless meant to. */
    private fun Random.path(): String = buildString {
        append('/').append(pick(unreserved)).append(pieces(segmentPieces, 4))
        repeat(nextInt(4)) { append('/').append(pieces(segmentPieces, 4)) }
    }

    private fun Random.uri(): String = buildString {
        append(pick(listOf("file", "file", "FILE", "File"))).append(':')
        when (nextInt(12)) {
            0 -> append(path())
            1 -> append(drive()).append(if (nextBoolean()) "/" else path())
            2 -> append('/').append(drive()).append(path())
            3, 4 -> append("//").append(path())
            5 -> append("//").append(pick(listOf("localhost", "LocalHost", "LOCALHOST"))).append(path())
            6, 7 -> append("//").append(pick(hosts)).append(path())
            8 -> append("///").append(drive()).append(if (nextBoolean()) "/" else path())
            9 -> append("//").append(pick(hosts + "localhost")).append('/').append(drive()).append(path())
            else -> append(pick(listOf("////", "/////"))).append(pick(names)).append(path())
        }
        if (nextInt(3) == 0) append('#').append(pieces(fragmentPieces, 6))
    }

    val uris: Arb<String> = arbitrary { rs -> Random(rs.random.nextLong()).uri() }

    /** Each setter of [FileUriBuilder], and each property of `edit { }`, given what the view reads. */
    fun writes(uri: FileUri): List<Pair<String, () -> FileUri>> = buildList {
        val host = uri.host()
        val drive = uri.drive()
        val segments = uri.pathSegments()
        val fragment = uri.toUri().decodedFragment()
        fun builder(what: String, write: (FileUriBuilder) -> FileUriBuilder) = add(what to { write(uri.toBuilder()).build() })

        builder("toBuilder()") { it }
        builder("host(host())") { it.host(host) }
        builder(if (drive == null) "removeDrive(), no drive" else "drive(drive())") {
            if (drive == null) it.removeDrive() else it.drive(drive[0])
        }
        builder("segments(pathSegments())") { it.segments(segments) }
        builder("segments(*pathSegments())") { it.segments(*segments.toTypedArray()) }
        builder("segments(), then addSegment(each of pathSegments())") { b ->
            segments.fold(b.segments(emptyList())) { acc, segment -> acc.addSegment(segment) }
        }
        builder("fragment(toUri().decodedFragment())") { it.fragment(fragment) }
        builder("every setter") {
            (if (drive == null) it.removeDrive() else it.drive(drive[0])).host(host).segments(segments).fragment(fragment)
        }

        add("edit { }" to { uri.edit { } })
        add("edit { host = host }" to { uri.edit { this.host = this.host } })
        add("edit { drive = drive }" to { uri.edit { this.drive = this.drive } })
        add("edit { fragment = fragment }" to { uri.edit { this.fragment = this.fragment } })
        add("edit { segments(*pathSegments) }" to { uri.edit { segments(*pathSegments.toTypedArray()) } })
        add("edit { every property }" to {
            uri.edit {
                this.host = this.host
                this.drive = this.drive
                this.fragment = this.fragment
                segments(*pathSegments.toTypedArray())
            }
        })
    }
}
