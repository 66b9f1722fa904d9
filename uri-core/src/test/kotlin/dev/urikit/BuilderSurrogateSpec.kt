package dev.urikit

import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.string.shouldContain
import io.kotest.matchers.string.shouldNotContain

/**
 * Every setter of [UriBuilder] and every property of the DSL refuses a string holding an unpaired
 * surrogate, naming itself: such text has no UTF-8 form (RFC 3629 section 3), and encoding it as
 * U+FFFD would build a URI that says something else than what was given.
 */
class BuilderSurrogateSpec : FunSpec({

    val lone = listOf("\uD800", "a\uDBFFb", "\uDC00", "x\uDFFF", "\uDC00\uD800", "ok\uD83D")

    val setters: List<Pair<String, (UriBuilder, String) -> Unit>> = listOf(
        "scheme" to { b, s -> b.scheme(s) },
        "userInfo" to { b, s -> b.userInfo(s) },
        "rawUserInfo" to { b, s -> b.rawUserInfo(s) },
        "host" to { b, s -> b.host(s) },
        "rawHost" to { b, s -> b.rawHost(s) },
        "rawPort" to { b, s -> b.rawPort(s) },
        "path" to { b, s -> b.path(s) },
        "rawPath" to { b, s -> b.rawPath(s) },
        "addPathSegment" to { b, s -> b.addPathSegment(s) },
        "query" to { b, s -> b.query(s) },
        "rawQuery" to { b, s -> b.rawQuery(s) },
        "addQueryParameter, name" to { b, s -> b.addQueryParameter(s, "v") },
        "addQueryParameter, value" to { b, s -> b.addQueryParameter("n", s) },
        "setQueryParameter, name" to { b, s -> b.setQueryParameter(s, "v") },
        "setQueryParameter, value" to { b, s -> b.setQueryParameter("n", s) },
        "removeQueryParameter" to { b, s -> b.removeQueryParameter(s) },
        "fragment" to { b, s -> b.fragment(s) },
        "rawFragment" to { b, s -> b.rawFragment(s) },
    )

    context("UriBuilder") {
        withData(nameFn = { (name, _) -> name }, setters) { (name, set) ->
            for (text in lone) {
                val builder = Uri.parse("s://u@h:1/p?q=1#f", SchemeRegistry.empty()).toBuilder()
                val e = shouldThrow<IllegalArgumentException> { set(builder, text) }
                e.message shouldContain "unpaired surrogate"
                e.message shouldContain name.substringBefore(',') + "("
                builder.buildUri().toString() shouldNotContain "%EF%BF%BD"
            }
        }
    }

    test("a surrogate pair is a character like any other") {
        UriReference.builder().scheme("s").host("h").addPathSegment("\uD83D\uDE00").fragment("\uD83D\uDE00").buildUri()
            .toString() shouldContain "/%F0%9F%98%80#%F0%9F%98%80"
    }

    context("the DSL") {
        val uri = Uri.parse("s://u@h/p", SchemeRegistry.empty())
        withData(
            nameFn = { it.first },
            listOf<Pair<String, UriBuilderScope.() -> Unit>>(
                "userInfo" to { userInfo = "a\uD800" },
                "host" to { host = "a\uD800" },
                "fragment" to { fragment = "\uDC00" },
                "path" to { path("/a\uD800") },
                "addPathSegment" to { pathSegments("a", "\uDFFF") },
                "addQueryParameter" to { query("a" to "\uD800") },
                "setQueryParameter" to { query { set("\uD800", "v") } },
            ),
        ) { (name, block) ->
            val e = shouldThrow<IllegalArgumentException> { uri.edit(block) }
            e.message shouldContain "unpaired surrogate"
            e.message shouldContain name
        }
    }

    test("userinfo is not echoed") {
        val e = shouldThrow<IllegalArgumentException> { UriReference.builder().userInfo("secret\uD800") }
        e.message shouldNotContain "secret"
        e.message shouldNotContain "D800"
    }
})
