package dev.urikit.http

import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldContain
import io.kotest.matchers.string.shouldNotContain

/**
 * Every setter of [HttpUriBuilder] and every property of the http DSL refuses a string holding an
 * unpaired surrogate, naming itself: such text has no UTF-8 form (RFC 3629 section 3).
 */
class HttpBuilderSurrogateSpec : FunSpec({

    val lone = listOf("\uD800", "a\uDBFFb", "\uDC00", "x\uDFFF", "\uDC00\uD800", "ok\uD83D")

    val setters: List<Pair<String, (HttpUriBuilder, String) -> Unit>> = listOf(
        "scheme" to { b, s -> b.scheme(s) },
        "host" to { b, s -> b.host(s) },
        "userInfo" to { b, s -> b.userInfo(s) },
        "rawUserInfo" to { b, s -> b.rawUserInfo(s) },
        "addPathSegment" to { b, s -> b.addPathSegment(s) },
        "addQueryParameter, name" to { b, s -> b.addQueryParameter(s, "v") },
        "addQueryParameter, value" to { b, s -> b.addQueryParameter("n", s) },
        "setQueryParameter, name" to { b, s -> b.setQueryParameter(s, "v") },
        "setQueryParameter, value" to { b, s -> b.setQueryParameter("n", s) },
        "removeQueryParameter" to { b, s -> b.removeQueryParameter(s) },
        "fragment" to { b, s -> b.fragment(s) },
        "rawFragment" to { b, s -> b.rawFragment(s) },
    )

    context("HttpUriBuilder") {
        withData(nameFn = { it.first }, setters) { (name, set) ->
            for (text in lone) {
                val original = HttpUri.parse("http://u@h:1/p?q=1#f")
                val builder = original.toBuilder()
                val e = shouldThrow<IllegalArgumentException> { set(builder, text) }
                e.message shouldContain "unpaired surrogate"
                e.message shouldContain name.substringBefore(',') + "("
                builder.build().toString() shouldBe original.toString()
            }
        }
    }

    test("a surrogate pair is a character like any other") {
        HttpUri.builder().scheme("http").host("h").addPathSegment("\uD83D\uDE00").fragment("\uD83D\uDE00").build()
            .toString() shouldBe "http://h/%F0%9F%98%80#%F0%9F%98%80"
    }

    context("the DSL") {
        val uri = HttpUri.parse("http://u@h/p")
        withData(
            nameFn = { it.first },
            listOf<Pair<String, HttpUriScope.() -> Unit>>(
                "scheme" to { scheme = "http\uD800" },
                "host" to { host = "a\uD800" },
                "userInfo" to { userInfo = "a\uD800" },
                "fragment" to { fragment = "\uDC00" },
                "addPathSegment" to { path("/a\uD800") },
                "addQueryParameter" to { query("a" to "\uD800") },
                "setQueryParameter" to { query { set("\uD800", "v") } },
            ),
        ) { (name, block) ->
            val e = shouldThrow<IllegalArgumentException> { uri.edit(block) }
            e.message shouldContain "unpaired surrogate"
            e.message shouldContain "$name("
        }
    }

    test("userinfo is not echoed") {
        val e = shouldThrow<IllegalArgumentException> { HttpUri.builder().userInfo("secret\uD800") }
        e.message shouldNotContain "secret"
        e.message shouldNotContain "D800"
    }
})
