package dev.urikit.ftp

import dev.urikit.Uri
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import io.kotest.matchers.shouldNotBe
import io.kotest.property.Arb
import io.kotest.property.arbitrary.Codepoint
import io.kotest.property.arbitrary.ascii
import io.kotest.property.arbitrary.filter
import io.kotest.property.arbitrary.int
import io.kotest.property.arbitrary.list
import io.kotest.property.arbitrary.of
import io.kotest.property.arbitrary.orNull
import io.kotest.property.arbitrary.string
import io.kotest.property.arbitrary.withEdgecases
import io.kotest.property.checkAll

/** Properties of the builder's encoding, the view, the commands and normalization, over generated values. */
class FtpUriPropertiesSpec : FunSpec({

    // CR, LF and NUL are refused in every argument (FtpInjectionSpec); everything else in ASCII is data.
    val text = Arb.string(0..10, Codepoint.ascii()).filter { value -> value.none { it == '\r' || it == '\n' || it == '\u0000' } }
        .withEdgecases("", ";", "/", "%", ";type=i", "%2F", "a b", "é€", "?", "a?b/c")
    val name = text.filter { it != "." && it != ".." }
    /** User information holds no C0 control or DEL, not even encoded (RFC 3986 section 7.3): the host rules refuse them. */
    val userText = text.filter { value -> value.none { it < ' ' || it == '\u007f' } }
    val typecodes = Arb.of(*FtpTypecode.values()).orNull(0.3)

    test("decoded values given to the builder read back from the view and its commands") {
        checkAll(400, userText.orNull(0.3), userText.orNull(0.5), Arb.list(name, 0..4), name, typecodes) { user, password, cwd, file, typecode ->
            val builder = FtpUri.builder().host("ftp.example.com").cwd(cwd).name(file).typecode(typecode).user(user)
            if (user != null) builder.password(password)
            val uri = builder.build()
            val reparsed = FtpUri.parse(uri.toString())
            reparsed.user() shouldBe user
            reparsed.password() shouldBe (if (user == null) null else password)
            reparsed.cwd() shouldBe cwd
            reparsed.name() shouldBe file
            reparsed.typecode() shouldBe typecode
            reparsed.host() shouldBe "ftp.example.com"
            val cwdCommands = reparsed.commands().filter { it.verb() == "CWD" }.map { it.argument() }
            cwdCommands shouldBe cwd
            reparsed.commands().last().argument() shouldBe file
        }
    }

    test("redact keeps everything but the password") {
        checkAll(300, userText, userText, Arb.list(name, 0..3), name) { user, password, cwd, file ->
            val uri = FtpUri.builder().host("h").user(user).password(password).cwd(cwd).name(file).build()
            val redacted = uri.redact()
            redacted.password() shouldBe null
            redacted.user() shouldBe user
            redacted.cwd() shouldBe cwd
            redacted.name() shouldBe file
            redacted.toString().contains(":" + uri.toString().substringAfter("//").substringAfter(':').substringBefore('@') + "@") shouldBe false
            uri.toString() shouldNotBe redacted.toString()
        }
    }

    test("any text after ftp:// is refused with a syntax error or gives a view whose every accessor works") {
        val pieces = Arb.of("/", ";", ";type=", ";TYPE=", "i", "D", "x", "%2F", "%3B", "%74", "@", ":", "h", "[::1]", "..", "?", "#", "%", "-", ".", "1")
        var accepted = 0
        checkAll(2000, Arb.list(pieces, 0..12)) { parts ->
            val text = "ftp://" + parts.joinToString("")
            val uri = try {
                FtpUri.parse(text)
            } catch (e: dev.urikit.UriSyntaxException) {
                FtpUri.parseOrNull(text) shouldBe null
                return@checkAll
            }
            uri.toString() shouldBe text
            uri.commands().size shouldBe (if (uri.user() == null) 0 else 1) + (if (uri.password() == null) 0 else 1) +
                uri.cwd().size + (if (uri.typecode() == null || uri.typecode() == FtpTypecode.DIRECTORY) 1 else 2)
            uri.host().isNotEmpty() shouldBe true
            uri.redact().password() shouldBe null
            uri.normalize().normalize() shouldBe uri
            uri.normalize().commands() shouldBe uri.commands()
            FtpUri.parse(uri.normalize().toString()).toString() shouldBe uri.normalize().toString()
            uri.toBuilder().build() shouldBe uri
            accepted++
        }
        (accepted > 100) shouldBe true
    }

    test("normalization is idempotent, keeps equivalence and keeps the meaning") {
        val hosts = Arb.of("Ftp.Example.COM", "ex%41mple.com", "192.0.2.1", "[2001:DB8::1]", "_a.b.")
        val paths = Arb.of("", "/", "/a/../b", "/%7e/./c", "/a%2Fb", "/A;TYPE=I", "/x/;type=%64", "//e/f#y")
        val users = Arb.of("", "u@", "%55:@", "u:P%77@")
        checkAll(300, Arb.of("ftp", "FTP", "Ftp"), users, hosts, Arb.int(0..65535), paths) { scheme, user, host, port, path ->
            val uri = Uri.parse("$scheme://$user$host:$port$path")
            val normalized = uri.normalize()
            normalized.normalize().toString() shouldBe normalized.toString()
            (normalized == uri) shouldBe true
            normalized.hashCode() shouldBe uri.hashCode()
            val before = uri.view(FtpUri::class.java)!!
            val after = normalized.view(FtpUri::class.java)!!
            after.commands() shouldBe before.commands()
            after.port() shouldBe before.port()
            after.host() shouldBe before.host()
        }
    }
})
