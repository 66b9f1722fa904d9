package dev.urikit.ftp

import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe

/**
 * `/` on an [FtpUri]: the file name becomes the last directory and the segment the name (RFC 1738 section 3.2.2:
 * the url-path is the directories to walk, then the file), the typecode and the fragment kept.
 */
class FtpUriDivTest : FunSpec({

    withData(
        nameFn = { "${it.first} / ${it.second}" },
        Triple("ftp://ftp.example.com/pub", "gnu", "ftp://ftp.example.com/pub/gnu"),
        Triple("ftp://ftp.example.com/pub/", "a.txt", "ftp://ftp.example.com/pub/a.txt"),
        Triple("ftp://ftp.example.com/", "a.txt", "ftp://ftp.example.com/a.txt"),
        Triple("ftp://ftp.example.com", "a.txt", "ftp://ftp.example.com/a.txt"),
        Triple("ftp://ftp.example.com/pub;type=d", "gnu", "ftp://ftp.example.com/pub/gnu;type=d"),
        Triple("ftp://anna@ftp.example.com/pub", "a b/c", "ftp://anna@ftp.example.com/pub/a%20b%2Fc"),
    ) { (uri, segment, expected) ->
        (uri.toFtpUri() / segment).toString() shouldBe expected
    }

    test("what was the name is now a directory") {
        val uri = "ftp://ftp.example.com/pub".toFtpUri() / "a.txt"
        uri.cwd shouldBe listOf("pub")
        uri.name shouldBe "a.txt"
    }
})
