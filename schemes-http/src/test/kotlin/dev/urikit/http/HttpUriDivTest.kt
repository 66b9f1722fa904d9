package dev.urikit.http

import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe

/** `/` on an [HttpUri]: one decoded segment appended, encoded with `"/"` included (RFC 3986 section 3.3). */
class HttpUriDivTest : FunSpec({

    withData(
        nameFn = { "${it.first} / ${it.second}" },
        Triple("https://example.com/docs", "a b", "https://example.com/docs/a%20b"),
        Triple("https://example.com/docs/", "a", "https://example.com/docs/a"),
        Triple("https://example.com", "a", "https://example.com/a"),
        Triple("https://example.com/a?q=1#top", "b", "https://example.com/a/b?q=1#top"),
        Triple("https://example.com/a", "c/d", "https://example.com/a/c%2Fd"),
        Triple("https://example.com/a", "?#", "https://example.com/a/%3F%23"),
        Triple("ws://example.com/chat", "room", "ws://example.com/chat/room"),
    ) { (uri, segment, expected) ->
        (uri.toHttpUri() / segment).toString() shouldBe expected
    }

    test("a dot-segment is refused, since it would not stay one segment") {
        shouldThrow<IllegalArgumentException> { "https://example.com/a".toHttpUri() / ".." }
    }
})
