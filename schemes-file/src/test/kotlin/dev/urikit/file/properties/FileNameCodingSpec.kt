package dev.urikit.file.properties

import dev.urikit.CharClass
import dev.urikit.PercentEncoding
import dev.urikit.file.FileUri
import io.kotest.assertions.withClue
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe
import io.kotest.property.Arb
import io.kotest.property.PropTestConfig
import io.kotest.property.arbitrary.arbitrary
import io.kotest.property.checkAll
import java.util.Random

/**
 * The one-pass name coding of the path conversions against the core's percent-encoding, taken as the
 * oracle: a POSIX name is written as `PercentEncoding.encode(name, PCHAR)` writes it, and a segment reads
 * back as `PercentEncoding.decodeStrictOrNull` reads it, strict UTF-8 (RFC 3629 section 4) included.
 */
class FileNameCodingSpec : FunSpec({

    test("a POSIX name is encoded as PercentEncoding.encode with pchar encodes it") {
        checkAll(PropTestConfig(seed = 3629_1L, iterations = 2_000), NameCoding.names) { name ->
            val encoded = PercentEncoding.encode(name, CharClass.PCHAR)
            withClue(name.map { "%04X".format(it.code) }) {
                FileUri.fromPosixPath("/$name/x").toString() shouldBe "file:///$encoded/x"
                FileUri.fromPosixPath("/a/$name").toString() shouldBe "file:///a/$encoded"
                FileUri.fromPosixPath("/a/$name").toPosixPath() shouldBe "/a/$name"
            }
        }
    }

    test("a segment decodes as PercentEncoding.decodeStrictOrNull decodes it, or is refused") {
        checkAll(PropTestConfig(seed = 3629_2L, iterations = 4_000), NameCoding.segments) { segment ->
            withClue(segment) { checkDecoding(segment) }
        }
    }

    context("octets at the edges of UTF-8") {
        withData(
            "%C2%80", "%DF%BF", "%E0%A0%80", "%ED%9F%BF", "%EE%80%80", "%EF%BF%BF", "%F0%90%80%80", "%F4%8F%BF%BF",
            "%C0%80", "%C1%BF", "%E0%9F%BF", "%ED%A0%80", "%ED%BF%BF", "%F0%8F%BF%BF", "%F4%90%80%80", "%F5%80%80%80",
            "%FF", "%80", "a%BFb", "%C3", "%E2%82", "%F0%9F%98", "%C3a", "%e2%82%AC", "%f0%9f%98%80x",
            "%00", "%2F", "%2e", "%2E%2e", ".%2E", "%2E.a",
        ) { segment -> checkDecoding(segment) }
    }
})

private fun checkDecoding(segment: String) {
    val decoded = PercentEncoding.decodeStrictOrNull(segment, 0, segment.length)
    val expected = when {
        decoded == null || decoded == "." || decoded == ".." || '/' in decoded || '\u0000' in decoded -> null
        else -> "/a/$decoded"
    }
    val uri = FileUri.parse("file:///a/$segment")
    runCatching { uri.toPosixPath() }.getOrNull() shouldBe expected
    val windows = if (expected == null || ':' in expected || '\\' in expected) null else expected.replace('/', '\\')
    runCatching { uri.toWindowsPath() }.getOrNull() shouldBe windows
}

/** Generators of [FileNameCodingSpec]. */
private object NameCoding {

    private fun Random.codePoint(): Int = when (nextInt(6)) {
        0 -> nextInt(0x20, 0x7F)
        1 -> nextInt(0x80, 0x800)
        2 -> nextInt(0x800, 0xD800)
        3 -> nextInt(0xE000, 0x10000)
        4 -> nextInt(0x10000, 0x110000)
        else -> "!$&'()*+,;=:@%#?[] ~".codePointAt(nextInt(20))
    }

    /** Names of every kind of character but '/', NUL and unpaired surrogates; never a dot name nor a drive. */
    val names: Arb<String> = arbitrary { rs ->
        val random = Random(rs.random.nextLong())
        val name = buildString { repeat(1 + random.nextInt(8)) { appendCodePoint(random.codePoint()) } }
            .replace("/", "_").replace("\u0000", "_")
        if (name == "." || name == ".." || (name.length == 2 && name[1] == ':')) "n$name" else name
    }

    private fun Random.triplet(octet: Int): String {
        val hex = "%%%02X".format(octet)
        return if (nextBoolean()) hex else hex.lowercase()
    }

    private fun Random.utf8(codePoint: Int): String =
        String(Character.toChars(codePoint)).toByteArray(Charsets.UTF_8).joinToString("") { triplet(it.toInt() and 0xFF) }

    /** Segments of pchar characters, UTF-8 sequences as triplets, and octets that break UTF-8. */
    val segments: Arb<String> = arbitrary { rs ->
        val random = Random(rs.random.nextLong())
        buildString {
            repeat(random.nextInt(6)) {
                when (random.nextInt(5)) {
                    0 -> append("aZ0-._~!$&'()*+,;=:@"[random.nextInt(20)])
                    1, 2 -> append(random.utf8(random.codePoint()))
                    3 -> append(random.triplet(random.nextInt(256)))
                    else -> append(random.triplet(listOf(0x00, 0x2E, 0x2F, 0x3A, 0x5C, 0xC0, 0xED, 0xF4, 0xF5)[random.nextInt(9)]))
                }
            }
        }
    }
}
