package dev.urikit.legacy

import dev.urikit.Uri
import dev.urikit.UriSyntaxException
import dev.urikit.prospero.ProsperoField
import dev.urikit.prospero.ProsperoUri
import dev.urikit.telnet.TelnetUri
import dev.urikit.wais.WaisForm
import dev.urikit.wais.WaisUri
import io.kotest.assertions.throwables.shouldThrow
import io.kotest.assertions.withClue
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import kotlin.random.Random

/**
 * Valid telnet, wais and prospero URLs generated from `telneturl`, `waisurl` and `prosperourl` (RFC 1738
 * section 5; RFC 4248, 4156 and 4157 section 2), and one-character near-misses of them: parser, view and
 * builder agree on every one.
 */
class LegacyGrammarSpec : FunSpec({

    val random = Random(20261125)
    /** `user` and `password`: RFC 3986 userinfo characters but ':' (RFC 1738 section 3.1). */
    val user = "${Grammar.ALPHA_DIGIT}-._~!\$&'()*+,;="
    val search = "${Grammar.UCHAR};:@&="
    val hsoname = Grammar.PATH.replace(";", "")
    val field = "${Grammar.ALPHA_DIGIT}-._~!\$&'()*+,:@"

    fun nearMisses(text: String, from: Int, check: (String) -> Unit) {
        for (index in from until text.length) {
            check(Grammar.mutate(text, index, Grammar.NEAR_MISSES[random.nextInt(Grammar.NEAR_MISSES.length)]))
        }
    }

    test("telnet: parser, view and builder agree; near-misses are refused or read alike") {
        repeat(300) {
            val name = Grammar.text(random)
            val password = if (random.nextBoolean()) Grammar.text(random) else null
            val text = "telnet://" + Grammar.encode(name, user) + (password?.let { ":" + Grammar.encode(it, user) } ?: "") +
                "@telnet.example/"
            withClue(text) {
                if ((name + (password ?: "")).any { it < ' ' || it == '\u007F' }) {
                    // A control character in user information, even encoded, is refused (RFC 3986 section 7.3).
                    shouldThrow<UriSyntaxException> { TelnetUri.parse(text) }.code() shouldBe "telnet.userinfo.control"
                    shouldThrow<IllegalArgumentException> {
                        TelnetUri.builder().user(name).password(password).host("telnet.example").build()
                    }
                } else {
                    val parsed = TelnetUri.parse(text)
                    parsed.user() shouldBe name
                    parsed.password() shouldBe password
                    parsed.redact().password() shouldBe null
                    val built = TelnetUri.builder().user(name).password(password).host("telnet.example").build()
                    built.toString() shouldBe text
                    built shouldBe parsed
                }
            }
            nearMisses(text, "telnet://".length) { near ->
                val uri = Grammar.parseOrRefuse(near) { TelnetUri.parse(it) }
                withClue(near) {
                    (TelnetUri.parseOrNull(near) == null) shouldBe (uri == null)
                    if (uri != null) {
                        uri.toBuilder().build().toUri() shouldBe uri.toUri()
                        Uri.parse(uri.normalize().toString()) shouldBe uri.toUri()
                    }
                }
            }
        }
    }

    test("wais: parser, view and builder agree on the three forms; near-misses are refused or read alike") {
        repeat(300) {
            val database = Grammar.text(random)
            val form = WaisForm.entries[random.nextInt(3)]
            val query = if (form == WaisForm.SEARCH) Grammar.text(random) else null
            val wtype = if (form == WaisForm.DOCUMENT) Grammar.text(random) else null
            val wpath = if (form == WaisForm.DOCUMENT) Grammar.text(random) else null
            val path = "/" + Grammar.encode(database, Grammar.UCHAR) +
                (if (wtype != null) "/" + Grammar.encode(wtype, Grammar.UCHAR) + "/" + Grammar.encode(wpath!!, Grammar.UCHAR) else "")
            val text = "wais://wais.example$path" + (query?.let { "?" + Grammar.encode(it, search) } ?: "")
            withClue(text) {
                val parsed = WaisUri.parse(text)
                parsed.form() shouldBe form
                parsed.database() shouldBe database
                parsed.search() shouldBe query
                parsed.wtype() shouldBe wtype
                parsed.wpath() shouldBe wpath
                val builder = WaisUri.builder().host("wais.example").database(database)
                if (query != null) builder.search(query)
                if (wtype != null) builder.document(wtype, wpath!!)
                if (Grammar.hasDotSegment(path)) {
                    shouldThrow<IllegalArgumentException> { builder.build() }
                } else {
                    val built = builder.build()
                    built.toString() shouldBe text
                    built shouldBe parsed
                    parsed.toBuilder().build().toString() shouldBe text
                }
            }
            nearMisses(text, "wais://".length) { near ->
                val uri = Grammar.parseOrRefuse(near) { WaisUri.parse(it) }
                withClue(near) {
                    (WaisUri.parseOrNull(near) == null) shouldBe (uri == null)
                    if (uri != null) {
                        Uri.parse(uri.normalize().toString()) shouldBe uri.toUri()
                        if (!Grammar.hasDotSegment(uri.toUri().path())) uri.toBuilder().build().toUri() shouldBe uri.toUri()
                    }
                }
            }
        }
    }

    test("prospero: parser, view and builder agree; near-misses are refused or read alike") {
        repeat(300) {
            val name = Grammar.text(random)
            val fields = List(random.nextInt(3)) { ProsperoField(Grammar.text(random), Grammar.text(random)) }
            val path = "/" + Grammar.encode(name, hsoname) +
                fields.joinToString("") { ";" + Grammar.encode(it.name(), field) + "=" + Grammar.encode(it.value(), field) }
            val text = "prospero://prospero.example$path"
            withClue(text) {
                val parsed = ProsperoUri.parse(text)
                parsed.hsoname() shouldBe name
                parsed.fields() shouldBe fields
                val builder = ProsperoUri.builder().host("prospero.example").hsoname(name)
                fields.forEach { builder.field(it.name(), it.value()) }
                if (Grammar.hasDotSegment(path)) {
                    shouldThrow<IllegalArgumentException> { builder.build() }
                } else {
                    val built = builder.build()
                    built.toString() shouldBe text
                    built shouldBe parsed
                    parsed.toBuilder().build().toString() shouldBe text
                }
            }
            nearMisses(text, "prospero://".length) { near ->
                val uri = Grammar.parseOrRefuse(near) { ProsperoUri.parse(it) }
                withClue(near) {
                    (ProsperoUri.parseOrNull(near) == null) shouldBe (uri == null)
                    if (uri != null) {
                        Uri.parse(uri.normalize().toString()) shouldBe uri.toUri()
                        if (!Grammar.hasDotSegment(uri.toUri().path())) uri.toBuilder().build().toUri() shouldBe uri.toUri()
                    }
                }
            }
        }
    }
})
