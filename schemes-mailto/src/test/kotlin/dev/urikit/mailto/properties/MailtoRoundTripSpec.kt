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
import io.kotest.property.arbitrary.filter
import io.kotest.property.arbitrary.hiragana
import io.kotest.property.arbitrary.int
import io.kotest.property.arbitrary.list
import io.kotest.property.arbitrary.map
import io.kotest.property.arbitrary.of
import io.kotest.property.arbitrary.string
import io.kotest.property.checkAll

/**
 * Building then reading back gives the same decoded recipients, subject and body, for any strings
 * (RFC 6068 section 5): text with the URI's own delimiters, percent signs, quotes, line breaks,
 * non-ASCII letters and characters outside the Basic Multilingual Plane.
 */
class MailtoRoundTripSpec : FunSpec({

    val config = PropTestConfig(seed = 6068L)

    /** Delimiters of URIs and of mail addresses, whitespace and line breaks, often. */
    val special = Arb.of("&=#%?+/,;:@\"\\ \t\r\n<>[]!$'()*~.-_%0D%2C".map { Codepoint(it.code) } + Codepoint(0x1F600))
    val codepoints = Arb.choice(special, Codepoint.ascii(), Codepoint.cyrillic(), Codepoint.hiragana(), Codepoint.arabic(), Codepoint.egyptianHieroglyphs())
    val text = Arb.string(0..24, codepoints)

    /** A piece of an address: no line break, comma, quote, backslash or '@', and no space at its ends. */
    val addressPart = Arb.string(1..12, codepoints)
        .map { s -> s.filter { it !in "\r\n,\"\\@" }.trim(' ', '\t') }
        .filter { it.isNotEmpty() }
    val address = Arb.choice(
        Arb.list(addressPart, 2..2).map { (local, domain) -> "$local@$domain" },
        Arb.list(text, 1..1).map { (local) -> "\"" + local.filter { it !in "\r\n\"\\" } + ",x\"@example.org" },
    )

    test("recipients, subject and body read back as built, the body's line breaks as CRLF") {
        checkAll(config, Arb.list(address, 0..3), Arb.list(address, 0..2), text, text) { to, extra, subject, body ->
            val oneLineSubject = subject.filter { it != '\r' && it != '\n' }
            val built = MailtoUri.builder().apply {
                to(*to.toTypedArray())
                extra.forEach { header("to", it) }
                subject(oneLineSubject)
                body(body)
            }.build()
            val read = MailtoUri.parse(built.toString())
            read.recipients() shouldBe to + extra
            read.to() shouldBe to
            read.subject() shouldBe oneLineSubject
            read.body() shouldBe body.replace(Regex("\r\n|\r|\n"), "\r\n")
            read shouldBe built
            read.hashCode() shouldBe built.hashCode()
            read.normalize() shouldBe built
        }
    }

    test("the Kotlin DSL reads back the same way") {
        checkAll(config, address, text, text) { recipient, subject, body ->
            val oneLineSubject = subject.filter { it != '\r' && it != '\n' }
            val built = mailto {
                to(recipient)
                this.subject = oneLineSubject
                this.body = body
            }
            built.recipients() shouldBe listOf(recipient)
            built.subject() shouldBe oneLineSubject
            built.body() shouldBe body.replace(Regex("\r\n|\r|\n"), "\r\n")
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
            repeat(headerCount) { builder.header("X-H$it", value.filter { c -> c != '\r' && c != '\n' }) }
            val built = builder.build()
            MailtoUri.parse(built.toString()).toString() shouldBe built.toString()
        }
    }
})
