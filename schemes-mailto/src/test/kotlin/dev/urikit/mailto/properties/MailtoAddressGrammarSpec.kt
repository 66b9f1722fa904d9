package dev.urikit.mailto.properties

import dev.urikit.mailto.MailtoUri
import dev.urikit.mailto.edit
import io.kotest.assertions.withClue
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import io.kotest.property.Arb
import io.kotest.property.PropTestConfig
import io.kotest.property.arbitrary.arbitrary
import io.kotest.property.arbitrary.list
import io.kotest.property.arbitrary.of
import io.kotest.property.checkAll
import kotlin.random.Random

/**
 * Parser, view and builder agree with the ABNF of RFC 6068 section 2 and RFC 5322 (read as a regular
 * expression in [AddrSpecGrammar]) on generated addresses and their near-misses; the builder keeps its
 * promise that user data never adds a header or a recipient; and writing back what was read is the
 * identity for every property of the DSL scope and every setter of the builder.
 */
class MailtoAddressGrammarSpec : FunSpec({

    val config = PropTestConfig(seed = 5322L, iterations = 4000)

    test("parser, view and builder accept exactly the addr-specs, and read back the address") {
        checkAll(config, AddrSpecGrammar.candidates()) { address ->
            withClue(address) {
                val expected = AddrSpecGrammar.isAddrSpec(address)
                // A list may hold spaces and tabs around an address; the builder takes the address alone.
                val trimmed = address.trim(' ', '\t')
                val inList = AddrSpecGrammar.isAddrSpec(trimmed)
                val text = "mailto:" + AddrSpecGrammar.encode(address)
                val parsed = MailtoUri.parseOrNull(text)
                withClue(text) { (parsed != null) shouldBe inList }
                parsed?.to() shouldBe parsed?.let { listOf(trimmed) }
                val inHeader = MailtoUri.parseOrNull("mailto:?cc=" + AddrSpecGrammar.encode(address))
                (inHeader != null) shouldBe inList
                inHeader?.cc() shouldBe inHeader?.let { listOf(trimmed) }
                val built = runCatching { MailtoUri.builder().to(address).cc(address).build() }
                built.isSuccess shouldBe expected
                built.getOrNull()?.let { uri ->
                    uri.to() shouldBe listOf(address)
                    uri.cc() shouldBe listOf(address)
                    MailtoUri.parse(uri.toString()) shouldBe uri
                    parsed shouldBe MailtoUri.builder().to(address).build()
                    parsed?.toString() shouldBe "mailto:" + AddrSpecGrammar.encode(address)
                }
            }
        }
    }

    /** Text meant to add a header or a recipient, or to confuse a mail client that splits naively. */
    val hostile = Arb.of(
        "\r\nBcc: evil@example.com", "&bcc=evil@example.com", "?cc=evil@example.com", "#", "%0D%0ABcc:x@y", "%26to=x@y",
        ",evil@example.com", ";evil@example.com", "evil@example.com", "\"", "\\", "=", "+", "\u0000", "\u0085", "\u2028",
        "\t", " ", "é", "\uD83D\uDE00", "%", "%25", "%2C", "%40", "@",
    )
    val hostileText = arbitrary { rs -> (0..rs.random.nextInt(4)).joinToString("") { hostile.sample(rs).value } }

    test("user data never adds a header or a recipient: a hostile value is refused, or read back as given") {
        checkAll(config, hostileText, hostileText, hostileText, Arb.list(AddrSpecGrammar.candidates(), 0..3)) { subject, body, custom, addresses ->
            val builder = MailtoUri.builder()
            val to = addresses.filter { runCatching { MailtoUri.builder().to(it) }.isSuccess }
            to.forEach { builder.to(it) }
            val cc = addresses.filter { runCatching { MailtoUri.builder().cc(it) }.isSuccess }
            if (cc.isNotEmpty()) builder.cc(*cc.toTypedArray())
            val names = mutableListOf<String>()
            if (runCatching { builder.subject(subject) }.isSuccess) names += "subject"
            if (runCatching { builder.body(body) }.isSuccess) names += "body"
            if (runCatching { builder.header("X-Note", custom) }.isSuccess) names += "X-Note"
            val uri = MailtoUri.parse(builder.build().toString())
            uri.to() shouldBe to
            uri.recipients() shouldBe to
            uri.cc() shouldBe cc
            uri.bcc() shouldBe emptyList()
            uri.headers().map { it.name() } shouldBe (if (cc.isEmpty()) emptyList() else listOf("cc")) + names
            if ("subject" in names) uri.subject() shouldBe subject
            if ("X-Note" in names) uri.header("X-Note") shouldBe custom
            if ("body" in names) uri.body() shouldBe body.replace(Regex("\r\n|\r|\n"), "\r\n")
        }
    }

    /** A value with every reserved character of RFC 3986 section 2.2, each percent-encoded, among others. */
    fun encodedValue(random: Random, body: Boolean): String = buildString {
        val pieces = listOf(":", "/", "?", "#", "[", "]", "@", "!", "$", "&", "'", "(", ")", "*", "+", ",", ";", "=",
            "%", " ", "a", "Z", "é", "\uD83D\uDE00", "\t") + (if (body) listOf("\r\n", "\r", "\n") else emptyList())
        repeat(random.nextInt(8)) {
            val piece = AddrSpecGrammar.encodeAll(pieces[random.nextInt(pieces.size)])
            append(if (random.nextBoolean()) piece.lowercase() else piece)
        }
    }

    val encodedUris = arbitrary { rs ->
        val random = rs.random
        buildString {
            append("mailto:")
            append((0 until random.nextInt(3)).joinToString(",") { AddrSpecGrammar.encode(AddrSpecGrammar.addrSpec(random)) })
            val fields = (0 until random.nextInt(5)).map {
                when (random.nextInt(6)) {
                    0 -> "subject=" + encodedValue(random, false)
                    1 -> "body=" + encodedValue(random, true)
                    2 -> "cc=" + AddrSpecGrammar.encode(AddrSpecGrammar.addrSpec(random))
                    3 -> "X-A=" + encodedValue(random, false)
                    4 -> "%53ubject=" + encodedValue(random, false)
                    else -> "to=" + AddrSpecGrammar.encode(AddrSpecGrammar.addrSpec(random))
                }
            }
            if (fields.isNotEmpty()) append('?').append(fields.joinToString("&"))
            if (random.nextInt(4) == 0) append("#f").append(AddrSpecGrammar.encodeAll("#?"))
        }
    }

    test("writing back what was read is the identity, for the DSL's properties and the builder's setters") {
        checkAll(config, encodedUris) { text ->
            withClue(text) {
                val uri = MailtoUri.parse(text)
                val dsl = uri.edit {
                    subject = subject
                    body = body
                }
                dsl.toString() shouldBe text
                dsl shouldBe uri
                val builder = uri.toBuilder()
                builder.subject(uri.subject()).body(uri.body())
                for (header in uri.headers()) {
                    builder.setHeader(header.name(), uri.header(header.name()))
                }
                val written = builder.build()
                written.toString() shouldBe text
                written shouldBe uri
                uri.toBuilder().build().toString() shouldBe text
            }
        }
    }
})
