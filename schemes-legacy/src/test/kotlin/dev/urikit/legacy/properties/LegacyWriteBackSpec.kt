@file:OptIn(io.kotest.common.ExperimentalKotest::class) // a fixed seed (PropTestConfig.seed) is an experimental Kotest API

package dev.urikit.legacy.properties

import dev.urikit.gopher.GopherItemType
import dev.urikit.gopher.GopherUri
import dev.urikit.gopher.GopherUriBuilder
import dev.urikit.prospero.ProsperoUri
import dev.urikit.prospero.ProsperoUriBuilder
import dev.urikit.telnet.TelnetUri
import dev.urikit.telnet.TelnetUriBuilder
import dev.urikit.wais.WaisForm
import dev.urikit.wais.WaisUri
import dev.urikit.wais.WaisUriBuilder
import io.kotest.assertions.withClue
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe
import io.kotest.property.PropTestConfig
import io.kotest.property.checkAll
import dev.urikit.gopher.edit as editGopher
import dev.urikit.prospero.edit as editProspero
import dev.urikit.telnet.edit as editTelnet
import dev.urikit.wais.edit as editWais

/**
 * Writing back what was read is the identity, for every setter of the gopher, telnet, wais and prospero
 * builders and every property of their Kotlin DSL scopes: `u.toBuilder().x(u.x()).build()` and
 * `u.edit { x = x }` give a URL with the text of `u`, equal to `u`. The URLs ([LegacyUrls]) hold every
 * reserved character of RFC 3986 section 2.2 their grammar allows, percent-encoded in either hex case,
 * hosts in mixed case and percent-encoded, ports with leading zeros, empty, or absent where the view
 * reports the default.
 */
class LegacyWriteBackSpec : FunSpec({

    val config = PropTestConfig(seed = 1738_3_1L, iterations = 1_000)

    fun <T : Any> same(text: String, uri: T, edits: List<Pair<String, () -> T>>) {
        for ((what, edit) in edits) {
            withClue("$what of $text") {
                val edited = edit()
                edited.toString() shouldBe text
                edited shouldBe uri
            }
        }
    }

    test("gopher: toBuilder() then each setter with what the view reads") {
        checkAll(config, LegacyUrls.gopher) { text ->
            val uri = GopherUri.parse(text)
            same(text, uri, WriteBacks.gopher(uri).map { (what, set) -> what to { set(uri.toBuilder()).build() } })
        }
    }

    test("gopher: edit { x = x } for every property") {
        checkAll(config, LegacyUrls.gopher) { text ->
            val uri = GopherUri.parse(text)
            same(text, uri, listOf(
                "edit { }" to { uri.editGopher { } },
                "host" to { uri.editGopher { host = host } },
                "port" to { uri.editGopher { port = port } },
                "type" to { uri.editGopher { type = type } },
                "selector" to { uri.editGopher { selector = selector } },
                "search" to { uri.editGopher { search = search } },
                "gopherPlus" to { uri.editGopher { gopherPlus = gopherPlus } },
                "fragment" to { uri.editGopher { fragment = fragment } },
                "every property" to {
                    uri.editGopher {
                        host = host; port = port; type = type; selector = selector; search = search
                        gopherPlus = gopherPlus; fragment = fragment
                    }
                },
            ))
        }
    }

    test("telnet: toBuilder() then each setter with what the view reads") {
        checkAll(config, LegacyUrls.telnet) { text ->
            val uri = TelnetUri.parse(text)
            same(text, uri, WriteBacks.telnet(uri).map { (what, set) -> what to { set(uri.toBuilder()).build() } })
        }
    }

    test("telnet: edit { x = x } for every property") {
        checkAll(config, LegacyUrls.telnet) { text ->
            val uri = TelnetUri.parse(text)
            same(text, uri, listOf(
                "edit { }" to { uri.editTelnet { } },
                "user" to { uri.editTelnet { user = user } },
                "password" to { uri.editTelnet { password = password } },
                "host" to { uri.editTelnet { host = host } },
                "port" to { uri.editTelnet { port = port } },
                "fragment" to { uri.editTelnet { fragment = fragment } },
                "every property" to {
                    uri.editTelnet { user = user; password = password; host = host; port = port; fragment = fragment }
                },
            ))
        }
    }

    test("wais: toBuilder() then each setter with what the view reads") {
        checkAll(config, LegacyUrls.wais) { text ->
            val uri = WaisUri.parse(text)
            same(text, uri, WriteBacks.wais(uri).map { (what, set) -> what to { set(uri.toBuilder()).build() } })
        }
    }

    test("wais: edit { x = x } for every property") {
        checkAll(config, LegacyUrls.wais) { text ->
            val uri = WaisUri.parse(text)
            same(text, uri, listOf(
                "edit { }" to { uri.editWais { } },
                "host" to { uri.editWais { host = host } },
                "port" to { uri.editWais { port = port } },
                "database" to { uri.editWais { database = database } },
                "search" to { uri.editWais { search = search } },
                "document" to { uri.editWais { val t = wtype; val p = wpath; if (t != null && p != null) document(t, p) } },
                "fragment" to { uri.editWais { fragment = fragment } },
                "every property" to {
                    uri.editWais { host = host; port = port; database = database; search = search; fragment = fragment }
                },
            ))
        }
    }

    test("prospero: toBuilder() then each setter with what the view reads") {
        checkAll(config, LegacyUrls.prospero) { text ->
            val uri = ProsperoUri.parse(text)
            same(text, uri, WriteBacks.prospero(uri).map { (what, set) -> what to { set(uri.toBuilder()).build() } })
        }
    }

    test("prospero: edit { x = x } for every property") {
        checkAll(config, LegacyUrls.prospero) { text ->
            val uri = ProsperoUri.parse(text)
            same(text, uri, listOf(
                "edit { }" to { uri.editProspero { } },
                "host" to { uri.editProspero { host = host } },
                "port" to { uri.editProspero { port = port } },
                "hsoname" to { uri.editProspero { hsoname = hsoname } },
                "fields" to { uri.editProspero { val read = fields; clearFields(); read.forEach { field(it.name, it.value) } } },
                "fragment" to { uri.editProspero { fragment = fragment } },
                "every property" to {
                    uri.editProspero { host = host; port = port; hsoname = hsoname; fragment = fragment }
                },
            ))
        }
    }

    context("the URLs that a write-back changed") {
        withData(
            "GOPHER://Ex%61mple.COM:070",
            "gopher://h:/",
            "gopher://h/%3f%2F%09%3A%09%0d%0a#%41",
            "gopher://[2001:DB8::a]/h/./x",
            "telnet://a%3Ab:%40@h",
            "telnet://h:",
            "TELNET://%21@Exb.%41%5Fb.a___%63",
            "Wais://[::1]/%26%C3%A9",
            "PROSPERO://xn--bcher-kva.Example:01525/#%29=%3Aa%3D",
            "WAIS://a%2Eb:0210/%2E%2e/T%2f/x%3F#%23",
            "wais://h/db?%3d%3A",
            "prospero://h:/%3B/a?b;x%3D=%3b#f",
        ) { text ->
            val edits = when (text.substringBefore(':').lowercase()) {
                "gopher" -> GopherUri.parse(text).let { uri -> WriteBacks.gopher(uri).map { (what, set) -> what to set(uri.toBuilder()).build() } }
                "telnet" -> TelnetUri.parse(text).let { uri -> WriteBacks.telnet(uri).map { (what, set) -> what to set(uri.toBuilder()).build() } }
                "wais" -> WaisUri.parse(text).let { uri -> WriteBacks.wais(uri).map { (what, set) -> what to set(uri.toBuilder()).build() } }
                else -> ProsperoUri.parse(text).let { uri -> WriteBacks.prospero(uri).map { (what, set) -> what to set(uri.toBuilder()).build() } }
            }
            for ((what, edited) in edits) withClue(what) { edited.toString() shouldBe text }
        }
    }
})

/** Each setter of a legacy builder with the value the view reads from the URL being edited. */
internal object WriteBacks {

    fun gopher(uri: GopherUri): List<Pair<String, (GopherUriBuilder) -> GopherUriBuilder>> = buildList {
        add("toBuilder()" to { b -> b })
        add("host(host())" to { b -> b.host(uri.host()) })
        add("port(port())" to { b -> b.port(uri.port()) })
        val number = uri.toUri().portNumber()
        add(if (number != null) "port(portNumber())" to { b -> b.port(number) } else "removePort()" to { b -> b.removePort() })
        add("type(type())" to { b -> b.type(uri.type()) })
        if (uri.itemType() != GopherItemType.UNKNOWN) add("itemType(itemType())" to { b -> b.itemType(uri.itemType()) })
        add("selector(selector())" to { b -> b.selector(uri.selector()) })
        add("selectorBytes(selectorBytes())" to { b -> b.selectorBytes(uri.selectorBytes()) })
        add("search(search())" to { b -> b.search(uri.search()) })
        add("gopherPlus(gopherPlus())" to { b -> b.gopherPlus(uri.gopherPlus()) })
        add("fragment(decodedFragment())" to { b -> b.fragment(uri.toUri().decodedFragment()) })
        add("every setter" to { b ->
            b.host(uri.host()).port(uri.port()).type(uri.type()).selector(uri.selector()).search(uri.search())
                .gopherPlus(uri.gopherPlus()).fragment(uri.toUri().decodedFragment())
        })
    }

    fun telnet(uri: TelnetUri): List<Pair<String, (TelnetUriBuilder) -> TelnetUriBuilder>> = buildList {
        add("toBuilder()" to { b -> b })
        add("user(user())" to { b -> b.user(uri.user()) })
        add("password(password())" to { b -> b.password(uri.password()) })
        add("host(host())" to { b -> b.host(uri.host()) })
        add("port(port())" to { b -> b.port(uri.port()) })
        val number = uri.toUri().portNumber()
        add(if (number != null) "port(portNumber())" to { b -> b.port(number) } else "removePort()" to { b -> b.removePort() })
        add("fragment(decodedFragment())" to { b -> b.fragment(uri.toUri().decodedFragment()) })
        add("every setter" to { b ->
            b.user(uri.user()).password(uri.password()).host(uri.host()).port(uri.port()).fragment(uri.toUri().decodedFragment())
        })
    }

    fun wais(uri: WaisUri): List<Pair<String, (WaisUriBuilder) -> WaisUriBuilder>> = buildList {
        add("toBuilder()" to { b -> b })
        add("host(host())" to { b -> b.host(uri.host()) })
        add("port(port())" to { b -> b.port(uri.port()) })
        val number = uri.toUri().portNumber()
        add(if (number != null) "port(portNumber())" to { b -> b.port(number) } else "removePort()" to { b -> b.removePort() })
        add("database(database())" to { b -> b.database(uri.database()) })
        add("search(search())" to { b -> b.search(uri.search()) })
        if (uri.form() == WaisForm.DOCUMENT) {
            add("document(wtype(), wpath())" to { b -> b.document(uri.wtype()!!, uri.wpath()!!) })
        } else {
            add("removeDocument()" to { b -> b.removeDocument() })
        }
        add("fragment(decodedFragment())" to { b -> b.fragment(uri.toUri().decodedFragment()) })
        add("every setter" to { b ->
            b.host(uri.host()).port(uri.port()).database(uri.database()).search(uri.search()).fragment(uri.toUri().decodedFragment())
        })
    }

    fun prospero(uri: ProsperoUri): List<Pair<String, (ProsperoUriBuilder) -> ProsperoUriBuilder>> = buildList {
        add("toBuilder()" to { b -> b })
        add("host(host())" to { b -> b.host(uri.host()) })
        add("port(port())" to { b -> b.port(uri.port()) })
        val number = uri.toUri().portNumber()
        add(if (number != null) "port(portNumber())" to { b -> b.port(number) } else "removePort()" to { b -> b.removePort() })
        add("hsoname(hsoname())" to { b -> b.hsoname(uri.hsoname()) })
        add("clearFields() and field(...) for each of fields()" to { b ->
            b.clearFields().also { cleared -> uri.fields().forEach { cleared.field(it.name(), it.value()) } }
        })
        add("fragment(decodedFragment())" to { b -> b.fragment(uri.toUri().decodedFragment()) })
        add("every setter" to { b ->
            b.host(uri.host()).port(uri.port()).hsoname(uri.hsoname()).fragment(uri.toUri().decodedFragment())
        })
    }
}
