package dev.urikit.http

import dev.urikit.Uri
import dev.urikit.UriSyntaxException
import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe

/** The Java API as Kotlin sees it: JSpecify nullness, builder chaining, iteration. */
class HttpUriKotlinTest : FunSpec({

    test("nullable accessors are Kotlin nullable types") {
        val uri = HttpUri.parse("http://h/?a&b=1")
        val userInfo: String? = uri.userInfo()
        val fragment: String? = uri.fragment()
        userInfo shouldBe null
        fragment shouldBe null
        val values: List<String?> = uri.queryParameters().values("a")
        values shouldBe listOf(null)
        (uri.queryParameters().first("b") ?: "none") shouldBe "1"
    }

    test("iterating parameters") {
        val pairs = HttpUri.parse("https://h/?x=1&y=2&x=3").queryParameters().map { it.name() to it.value() }
        pairs shouldBe listOf("x" to "1", "y" to "2", "x" to "3")
    }

    test("view, builder and parseOrNull read naturally") {
        Uri.parse("wss://Chat.Example/room").view(HttpUri::class.java)?.origin() shouldBe "wss://chat.example"
        HttpUri.parseOrNull("http:///nohost") shouldBe null
        val built = HttpUri.builder().scheme("https").host("example.com").addPathSegment("a b").build()
        built.toString() shouldBe "https://example.com/a%20b"
        shouldThrow<UriSyntaxException> { HttpUri.parse("http://a%2Fb/") }.kind() shouldBe UriSyntaxException.Kind.SCHEME_SPECIFIC
    }
})
