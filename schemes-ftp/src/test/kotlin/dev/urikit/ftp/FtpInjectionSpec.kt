package dev.urikit.ftp

import dev.urikit.SchemeRegistry
import dev.urikit.Uri
import dev.urikit.UriSyntaxException
import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldContain
import io.kotest.property.Arb
import io.kotest.property.arbitrary.list
import io.kotest.property.arbitrary.of
import io.kotest.property.checkAll

/**
 * FTP command injection (RFC 959 section 4.1.3: a command ends at CRLF): no ftp URL the module accepts
 * can make [FtpUri.commands] carry CR, LF or NUL, and the builder refuses them.
 */
class FtpInjectionSpec : FunSpec({

    val ftp = SchemeRegistry.builder().add(FtpScheme()).build()

    context("a component that decodes to CR, LF or NUL is refused, naming the component") {
        withData(
            listOf(
                "ftp://h/a%0D%0ADELE%20x" to "ftp.name.line-break",
                "ftp://u%0D%0APASS@h/x" to "ftp.user.line-break",
                "ftp://u:x%0d%0aDELE%20y@h/x" to "ftp.password.line-break",
                "ftp://h/a%0D%0ADELE%20x/b" to "ftp.cwd.line-break",
                "ftp://h/a%00b" to "ftp.name.nul",
                "ftp://h/a%00/b" to "ftp.cwd.nul",
                "ftp://u%00@h/" to "ftp.user.nul",
                "ftp://h/abc/def?x%0D%0ADELE%20y" to "ftp.name.line-break",
            ),
        ) { (input, code) ->
            val e = shouldThrow<UriSyntaxException> { FtpUri.parse(input) }
            e.code() shouldBe code
            e.message shouldContain "RFC 959"
            Uri.parseOrNull(input, ftp) shouldBe null
        }
    }

    test("no accepted URL gives a command line with CR, LF or NUL before its CRLF") {
        val pieces = Arb.of(
            "/", "a", "%0D", "%0A", "%0d%0a", "%00", "%0B", "%2F", "?", "%3F", ";type=i", "..", ".", "%2E", "%FF", "%C3%A9",
            "DELE%20x", "u%0A@", "u:p%0D@", ":", "@", "&", "=",
        )
        var accepted = 0
        checkAll(3000, Arb.list(pieces, 0..10)) { parts ->
            val text = "ftp://h/" + parts.joinToString("")
            val uri = Uri.parseOrNull(text, ftp)?.view(FtpUri::class.java) ?: Uri.parseOrNull("ftp://" + parts.joinToString("") + "h/x", ftp)
                ?.view(FtpUri::class.java) ?: return@checkAll
            accepted++
            for (command in uri.commands()) {
                val line = command.line()
                line.take(line.size - 2).none { it == '\r'.code.toByte() || it == '\n'.code.toByte() || it == 0.toByte() } shouldBe true
            }
        }
        (accepted > 300) shouldBe true
    }

    context("the builder refuses CR, LF and NUL in every FTP argument") {
        withData("a\r\nDELE x", "a\rb", "a\nb", "a\u0000b") { value ->
            shouldThrow<IllegalArgumentException> { FtpUri.builder().name(value) }.message shouldContain "RFC 959"
            shouldThrow<IllegalArgumentException> { FtpUri.builder().cwd("ok", value) }
            shouldThrow<IllegalArgumentException> { FtpUri.builder().user(value) }
            shouldThrow<IllegalArgumentException> { FtpUri.builder().user("u").password(value) }
            shouldThrow<IllegalArgumentException> { FtpUri.parse("ftp://h/").edit { name = value } }
            shouldThrow<IllegalArgumentException> { FtpCommand("RETR", value) }
        }
    }

    test("every setter of the builder refuses an unpaired surrogate") {
        for (bad in listOf("a\uD800", "\uDC00b", "x\uDBFF\uDBFFy")) {
            val builder = FtpUri.builder()
            shouldThrow<IllegalArgumentException> { builder.user(bad) }.message shouldContain "surrogate"
            shouldThrow<IllegalArgumentException> { builder.password(bad) }.message shouldContain "surrogate"
            shouldThrow<IllegalArgumentException> { builder.host(bad) }
            shouldThrow<IllegalArgumentException> { builder.cwd(bad) }.message shouldContain "surrogate"
            shouldThrow<IllegalArgumentException> { builder.cwd(listOf("a", bad)) }.message shouldContain "surrogate"
            shouldThrow<IllegalArgumentException> { builder.name(bad) }.message shouldContain "surrogate"
            shouldThrow<IllegalArgumentException> { builder.fragment(bad) }.message shouldContain "surrogate"
        }
        FtpUri.builder().host("h").name("\uD83D\uDE00").build().toString() shouldBe "ftp://h/%F0%9F%98%80"
    }

    test("%2F inside a name or directory is allowed and reported as a warning") {
        val uri = Uri.parse("ftp://h/%2Fetc/a%2fb", ftp)
        uri.view(FtpUri::class.java)!!.cwd() shouldBe listOf("/etc")
        uri.warnings().map { it.code() to it.index() } shouldBe listOf("ftp.cwd.encoded-slash" to 8, "ftp.name.encoded-slash" to 16)
        Uri.parse("ftp://h/a/b", ftp).warnings() shouldBe emptyList()
        Uri.parse("ftp://h/a?b%2F", ftp).warnings().single().code() shouldBe "ftp.name.encoded-slash"
    }
})
