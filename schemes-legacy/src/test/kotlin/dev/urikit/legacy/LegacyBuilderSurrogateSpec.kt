package dev.urikit.legacy

import dev.urikit.gopher.GopherUri
import dev.urikit.gopher.edit
import dev.urikit.gopher.gopherUri
import dev.urikit.prospero.ProsperoUri
import dev.urikit.telnet.TelnetUri
import dev.urikit.wais.WaisUri
import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldContain
import io.kotest.matchers.string.shouldNotContain

/**
 * Every setter of the four legacy builders that takes text refuses a string holding an unpaired
 * surrogate with an [IllegalArgumentException] that names the component: such text has no UTF-8 form
 * (RFC 3629 section 3), so no percent-encoding. The builder is left as it was.
 */
class LegacyBuilderSurrogateSpec : FunSpec({

    val lone = listOf("\uD800", "a\uDBFFb", "\uDC00", "x\uDFFF", "\uDC00\uD800", "ok\uD83D")

    /** A setter's name, the component its message names, the URL edited, and the call. */
    data class Setter(val name: String, val component: String, val url: String, val set: (String) -> Any)

    fun gopher(name: String, component: String, set: dev.urikit.gopher.GopherUriBuilder.(String) -> Any) =
        "gopher://h:7070/0a%09b%09c#f".let { url ->
            Setter("gopher $name", component, url) { text -> GopherUri.parse(url).toBuilder().apply { set(text) }.build() }
        }

    fun telnet(name: String, component: String, set: dev.urikit.telnet.TelnetUriBuilder.(String) -> Any) =
        "telnet://u:p@h/#f".let { url ->
            Setter("telnet $name", component, url) { text -> TelnetUri.parse(url).toBuilder().apply { set(text) }.build() }
        }

    fun wais(name: String, component: String, set: dev.urikit.wais.WaisUriBuilder.(String) -> Any) =
        "wais://h/db/t/p#f".let { url ->
            Setter("wais $name", component, url) { text -> WaisUri.parse(url).toBuilder().apply { set(text) }.build() }
        }

    fun prospero(name: String, component: String, set: dev.urikit.prospero.ProsperoUriBuilder.(String) -> Any) =
        "prospero://h/a;n=v#f".let { url ->
            Setter("prospero $name", component, url) { text -> ProsperoUri.parse(url).toBuilder().apply { set(text) }.build() }
        }

    val setters = listOf(
        gopher("host", "host") { host(it) },
        gopher("selector", "selector") { selector(it) },
        gopher("search", "search") { search(it) },
        gopher("gopherPlus", "gopher+ string") { gopherPlus(it) },
        gopher("fragment", "fragment") { fragment(it) },
        telnet("user", "user") { user(it) },
        telnet("password", "password") { password(it) },
        telnet("host", "host") { host(it) },
        telnet("fragment", "fragment") { fragment(it) },
        wais("host", "host") { host(it) },
        wais("database", "database") { database(it) },
        wais("search", "search") { search(it) },
        wais("document, wtype", "wtype") { document(it, "p") },
        wais("document, wpath", "wpath") { document("t", it) },
        wais("fragment", "fragment") { fragment(it) },
        prospero("host", "host") { host(it) },
        prospero("hsoname", "hsoname") { hsoname(it) },
        prospero("field, name", "field name") { field(it, "v") },
        prospero("field, value", "field value") { field("n", it) },
        prospero("fragment", "fragment") { fragment(it) },
    )

    withData(nameFn = { it.name }, setters) { setter ->
        for (text in lone) {
            val e = shouldThrow<IllegalArgumentException> { setter.set(text) }
            e.message shouldContain "unpaired surrogate"
            e.message shouldContain "the ${setter.component} "
        }
        if (setter.component != "host") setter.set("\uD83D\uDE00").toString() shouldContain "%F0%9F%98%80"
    }

    test("a refused value leaves the builder as it was") {
        val builder = GopherUri.parse("gopher://h/0a").toBuilder()
        shouldThrow<IllegalArgumentException> { builder.selector("b\uD800") }
        builder.build().toString() shouldBe "gopher://h/0a"
    }

    test("the DSL refuses it too") {
        shouldThrow<IllegalArgumentException> { gopherUri { host = "h"; selector = "\uDC00" } }
        shouldThrow<IllegalArgumentException> { GopherUri.parse("gopher://h/0a").edit { search = "a\uD800" } }
    }

    test("a user or password is not echoed") {
        val e = shouldThrow<IllegalArgumentException> { TelnetUri.builder().user("secret\uD800") }
        e.message shouldNotContain "secret"
    }
})
