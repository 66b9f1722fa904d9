package dev.urikit.mailto.properties

import dev.urikit.mailto.MailtoUri
import dev.urikit.mailto.mailto
import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import io.kotest.property.Arb
import io.kotest.property.PropTestConfig
import io.kotest.property.arbitrary.Codepoint
import io.kotest.property.arbitrary.arabic
import io.kotest.property.arbitrary.ascii
import io.kotest.property.arbitrary.choice
import io.kotest.property.arbitrary.cyrillic
import io.kotest.property.arbitrary.egyptianHieroglyphs
import io.kotest.property.arbitrary.hiragana
import io.kotest.property.arbitrary.int
import io.kotest.property.arbitrary.list
import io.kotest.property.arbitrary.of
import io.kotest.property.arbitrary.string
import io.kotest.property.checkAll

/**
 * Building then reading back gives the same decoded recipients, subject and body, for any strings
 * (RFC 6068 section 5): text with the URI's own delimiters, percent signs, quotes, line breaks,
 * non-ASCII letters and characters outside the Basic Multilingual Plane; addresses are any the grammar
 * of RFC 6068 section 2 allows ([AddrSpecGrammar]).
 */
class MailtoRoundTripSpec : FunSpec({

    val config = PropTestConfig(seed = 6068L)

    /** Delimiters of URIs and of mail addresses, whitespace and line breaks, often. */
    val special = Arb.of("&=#%?+/,;:@\"\\ \t\r\n<>[]!$'()*~.-_%0D%2C".map { Codepoint(it.code) } + Codepoint(0x1F600))
    val codepoints = Arb.choice(special, Codepoint.ascii(), Codepoint.cyrillic(), Codepoint.hiragana(), Codepoint.arabic(), Codepoint.egyptianHieroglyphs())
    val text = Arb.string(0..24, codepoints)

    /** Addresses from the ABNF of RFC 6068 section 2 and RFC 5322: quoted local parts with delimiters, literals, Unicode domains. */
    val address = AddrSpecGrammar.addrSpecs()

    test("recipients, subject and body read back as built, the body's line breaks as CRLF") {
        checkAll(config, Arb.list(address, 0..3), Arb.list(address, 0..2), text, text) { to, extra, subject, body ->
            val oneLineSubject = subject.filter(::allowedInHeader)
            val built = MailtoUri.builder().apply {
                to(*to.toTypedArray())
                extra.forEach { header("to", it) }
                subject(oneLineSubject)
                body(body.filter { it != '\u0000' })
            }.build()
            val read = MailtoUri.parse(built.toString())
            read.recipients() shouldBe to + extra
            read.to() shouldBe to
            read.subject() shouldBe oneLineSubject
            read.body() shouldBe body.filter { it != '\u0000' }.replace(Regex("\r\n|\r|\n"), "\r\n")
            read shouldBe built
            read.hashCode() shouldBe built.hashCode()
            read.normalize() shouldBe built
        }
    }

    test("the Kotlin DSL reads back the same way") {
        checkAll(config, address, text, text) { recipient, subject, body ->
            val oneLineSubject = subject.filter(::allowedInHeader)
            val built = mailto {
                to(recipient)
                this.subject = oneLineSubject
                this.body = body.filter { it != '\u0000' }
            }
            built.recipients() shouldBe listOf(recipient)
            built.subject() shouldBe oneLineSubject
            built.body() shouldBe body.filter { it != '\u0000' }.replace(Regex("\r\n|\r|\n"), "\r\n")
        }
    }

    test("a line break anywhere in a subject is refused") {
        checkAll(config, text, Arb.of("\r", "\n", "\r\n"), text) { before, lineBreak, after ->
            shouldThrow<IllegalArgumentException> { MailtoUri.builder().subject(before + lineBreak + after) }
        }
    }

    test("parsing any built text again gives the same text") {
        checkAll(config, Arb.list(address, 1..3), text, Arb.int(0..2)) { to, value, headerCount ->
            val builder = MailtoUri.builder().to(*to.toTypedArray())
            repeat(headerCount) { builder.header("X-H$it", value.filter(::allowedInHeader)) }
            val built = builder.build()
            MailtoUri.parse(built.toString()).toString() shouldBe built.toString()
        }
    }
})

/** What a header but the body may hold: no control character (C0 but HTAB, DEL, C1, U+2028, U+2029; RFC 5322 section 2.2). */
private fun allowedInHeader(c: Char) = c == '\t' || !(c.code < 0x20 || c.code in 0x7F..0x9F || c == '\u2028' || c == '\u2029')
