package dev.urikit.file

import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import io.kotest.property.Arb
import io.kotest.property.arbitrary.Codepoint
import io.kotest.property.arbitrary.ascii
import io.kotest.property.arbitrary.char
import io.kotest.property.arbitrary.filter
import io.kotest.property.arbitrary.list
import io.kotest.property.arbitrary.string
import io.kotest.property.arbitrary.withEdgecases
import io.kotest.property.checkAll
import kotlin.time.measureTime

/** Properties of the path conversions and the builder over generated names. */
class FileUriPropertiesSpec : FunSpec({

    val name = Arb.string(1..10, Codepoint.ascii())
        .withEdgecases("a b", "%", "%2F", "#", "?", "C:", "é€", "a:b", "@", ";=")
        .filter { it != "." && it != ".." && '/' !in it && '\\' !in it && '\u0000' !in it }

    test("a POSIX path made into a URI converts back to itself, through the text too") {
        checkAll(400, Arb.list(name, 0..5)) { names ->
            val path = "/" + names.joinToString("/")
            val uri = FileUri.fromPosixPath(path)
            uri.toPosixPath() shouldBe path
            FileUri.parse(uri.toString()).toPosixPath() shouldBe path
            uri.isWindowsDrive() shouldBe false
        }
    }

    test("a Windows drive or UNC path made into a URI converts back to itself") {
        checkAll(400, Arb.char('A'..'Z'), Arb.list(name.filter { ':' !in it }, 0..5)) { letter, names ->
            val drivePath = "$letter:\\" + names.joinToString("\\")
            FileUri.fromWindowsPath(drivePath).toWindowsPath() shouldBe drivePath
            if (names.isNotEmpty()) {
                val uncPath = "\\\\server\\" + names.joinToString("\\")
                val unc = FileUri.fromWindowsPath(uncPath)
                unc.host() shouldBe "server"
                unc.toWindowsPath() shouldBe uncPath
            }
        }
    }

    test("the builder's segments read back decoded, and normalization keeps them") {
        checkAll(400, Arb.list(name, 1..5)) { names ->
            val uri = FileUri.builder().drive('c').segments(names).build()
            uri.pathSegments() shouldBe names
            uri.normalize().pathSegments() shouldBe names
            uri.normalize().drive() shouldBe "C:"
        }
    }

    test("normalization and conversion are linear in the path's length") {
        fun time(segments: Int): Long {
            val text = "file:///C:" + "/a/..".repeat(segments) + "/x" + "/b".repeat(segments)
            val uri = FileUri.parse(text)
            return measureTime { repeat(5) { uri.normalize(); FileUri.parse(text).normalize().toPosixPath() } }.inWholeNanoseconds
        }
        time(20_000)
        val small = time(20_000)
        val large = time(80_000)
        // Four times the input: a quadratic algorithm takes about sixteen times as long.
        (large < small * 10) shouldBe true
    }
})
