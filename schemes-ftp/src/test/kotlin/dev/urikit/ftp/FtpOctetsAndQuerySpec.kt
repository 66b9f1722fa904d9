package dev.urikit.ftp

import dev.urikit.Uri
import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldContain

/** Names are octets (RFC 959 section 5.3.2), and a '?' is part of a name (RFC 1738 section 5, fsegment). */
class FtpOctetsAndQuerySpec : FunSpec({

    fun bytes(vararg octets: Int) = ByteArray(octets.size) { octets[it].toByte() }

    test("a name that is not UTF-8 keeps its octets, and no accessor replaces them") {
        val uri = FtpUri.parse("ftp://h/d%FE/a%FFb")
        uri.nameBytes().toList() shouldBe bytes('a'.code, 0xFF, 'b'.code).toList()
        uri.cwdBytes().map { it.toList() } shouldBe listOf(bytes('d'.code, 0xFE).toList())
        uri.isText() shouldBe false
        shouldThrow<IllegalStateException> { uri.name() }.message shouldContain "nameBytes()"
        shouldThrow<IllegalStateException> { uri.cwd() }.message shouldContain "cwdBytes()"
        val retr = uri.commands().last()
        retr.verb() shouldBe "RETR"
        retr.argumentBytes().toList() shouldBe bytes('a'.code, 0xFF, 'b'.code).toList()
        retr.isText() shouldBe false
        retr.line().toList() shouldBe ("RETR a".toByteArray().toList() + 0xFF.toByte() + "b\r\n".toByteArray().toList())
        retr.toString() shouldBe "RETR a%FFb"
        shouldThrow<IllegalStateException> { retr.argument() }
        uri.commands().first().argumentBytes().toList() shouldBe bytes('d'.code, 0xFE).toList()
    }

    test("a user or password that is not UTF-8 keeps its octets") {
        val uri = FtpUri.parse("ftp://%C0:%E9t%E9@h/")
        uri.userBytes()!!.toList() shouldBe bytes(0xC0).toList()
        uri.passwordBytes()!!.toList() shouldBe bytes(0xE9, 't'.code, 0xE9).toList()
        shouldThrow<IllegalStateException> { uri.user() }
        shouldThrow<IllegalStateException> { uri.password() }
        uri.commands().map { it.argumentBytes().toList() }.take(2) shouldBe
            listOf(bytes(0xC0).toList(), bytes(0xE9, 't'.code, 0xE9).toList())
    }

    test("UTF-8 names read as text and as their octets alike") {
        val uri = FtpUri.parse("ftp://h/%C3%A9/caf%C3%A9")
        uri.name() shouldBe "café"
        uri.nameBytes().toList() shouldBe "café".toByteArray().toList()
        uri.cwd() shouldBe listOf("é")
        uri.isText() shouldBe true
        uri.commands().map { it.toString() } shouldBe listOf("CWD é", "RETR café")
    }

    test("the description gives names that are not UTF-8 as written, and says so") {
        val described = Uri.parse("ftp://h/a%FFb").viewDescription()!!.members()
        described["name"] shouldBe "a%FFb"
        described["text"] shouldBe false
        Uri.parse("ftp://h/ab").viewDescription()!!.members()["text"] shouldBe true
    }

    test("a query is the rest of the last name: ftp://host/abc/def?qs=ghi names def?qs=ghi") {
        val uri = FtpUri.parse("ftp://host/abc/def?qs=ghi")
        uri.cwd() shouldBe listOf("abc")
        uri.name() shouldBe "def?qs=ghi"
        uri.commands().map { it.toString() } shouldBe listOf("CWD abc", "RETR def?qs=ghi")
        Uri.parse("ftp://host/abc/def?qs=ghi").view(FtpUri::class.java)!!.name() shouldBe "def?qs=ghi"
        FtpUri.parse("ftp://h/a?b/c;type=d").commands().map { it.toString() } shouldBe listOf("CWD a?b", "NLST c")
    }

    test("a name built with '?' is encoded, and one read with '?' is written back as it was") {
        FtpUri.builder().host("h").name("def?qs=ghi").build().toString() shouldBe "ftp://h/def%3Fqs=ghi"
        val uri = FtpUri.parse("ftp://host/abc/def?qs=ghi")
        uri.toBuilder().name(uri.name()).build().toString() shouldBe "ftp://host/abc/def?qs=ghi"
        uri.toBuilder().cwd("x", "y").build().toString() shouldBe "ftp://host/x/y/def?qs=ghi"
        uri.toBuilder().typecode(FtpTypecode.IMAGE).build().toString() shouldBe "ftp://host/abc/def?qs=ghi;type=i"
    }

    test("equal URLs stand for the same commands: the view reads the path with dot-segments removed") {
        val dotted = FtpUri.parse("ftp://h/pub/../etc/./motd")
        val plain = FtpUri.parse("ftp://h/etc/motd")
        dotted shouldBe plain
        dotted.commands() shouldBe plain.commands()
        dotted.path() shouldBe "/pub/../etc/./motd"
    }
})
