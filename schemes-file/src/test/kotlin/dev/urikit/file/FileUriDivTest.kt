package dev.urikit.file

import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe

/** `/` on a [FileUri]: one decoded segment appended after any host and drive (RFC 8089 section 2). */
class FileUriDivTest : FunSpec({

    withData(
        nameFn = { "${it.first} / ${it.second}" },
        Triple("file:///tmp", "a b", "file:///tmp/a%20b"),
        Triple("file:///tmp/", "a", "file:///tmp/a"),
        Triple("file:///C:/Users", "ann", "file:///C:/Users/ann"),
        Triple("file://server/share", "x.txt", "file://server/share/x.txt"),
        Triple("file:///a#f", "b", "file:///a/b#f"),
    ) { (uri, segment, expected) ->
        (uri.toFileUri() / segment).toString() shouldBe expected
    }

    test("the segments read back decoded") {
        ("file:///tmp".toFileUri() / "a b").pathSegments shouldBe listOf("tmp", "a b")
    }
})
