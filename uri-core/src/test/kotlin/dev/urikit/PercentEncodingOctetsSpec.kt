package dev.urikit

import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import io.kotest.property.Arb
import io.kotest.property.arbitrary.byte
import io.kotest.property.arbitrary.byteArray
import io.kotest.property.arbitrary.int
import io.kotest.property.checkAll
import java.nio.ByteBuffer
import java.nio.charset.CharacterCodingException
import java.nio.charset.StandardCharsets

/** Percent-encoded octets read exactly, and UTF-8 decoding that says when they are not text (RFC 3986 section 2.1). */
class PercentEncodingOctetsSpec : FunSpec({

    fun hex(octets: ByteArray) = octets.joinToString("") { "%%%02X".format(it.toInt() and 0xFF) }

    test("writeUtf8 writes every code point as the triplets of its UTF-8 octets, one byte each, at the index it is given") {
        // Two bytes before, and the one byte after the last triplet that writeUtf8 may overwrite.
        val out = ByteArray(2 + 12 + 1)
        for (cp in 0..0x10FFFF) {
            if (cp in 0xD800..0xDFFF) continue
            val expected = hex(String(Character.toChars(cp)).toByteArray(StandardCharsets.UTF_8))
            val end = PercentEncoding.writeUtf8(out, 2, cp)
            String(out, 2, end - 2, StandardCharsets.ISO_8859_1) shouldBe expected
        }
    }

    test("decodeToBytes gives each triplet as one octet and other characters as UTF-8") {
        PercentEncoding.decodeToBytes("a%FFé%c3%a9", 0, 11).toList() shouldBe
            listOf(0x61, 0xFF, 0xC3, 0xA9, 0xC3, 0xA9).map { it.toByte() }
        PercentEncoding.decodeToBytes("xa%00by", 1, 6).toList() shouldBe listOf(0x61, 0, 0x62).map { it.toByte() }
        shouldThrow<IllegalArgumentException> { PercentEncoding.decodeToBytes("a%F", 0, 3) }
    }

    test("decodeStrictOrNull gives UTF-8 text, and null for octets that are not") {
        PercentEncoding.decodeStrictOrNull("caf%C3%A9", 0, 9) shouldBe "café"
        PercentEncoding.decodeStrictOrNull("plain", 1, 4) shouldBe "lai"
        PercentEncoding.decodeStrictOrNull("a%FFb", 0, 5) shouldBe null
        PercentEncoding.decodeStrictOrNull("%C3", 0, 3) shouldBe null
        PercentEncoding.decodeStrictOrNull("%ED%A0%80", 0, 9) shouldBe null
        PercentEncoding.decodeStrictOrNull("%C0%AF", 0, 6) shouldBe null
        PercentEncoding.decodeStrictOrNull("a%zz", 0, 4) shouldBe null
    }

    test("any octets round-trip through percent-encoding, and are text exactly when a strict UTF-8 decoder says so") {
        checkAll(1000, Arb.byteArray(Arb.int(0..12), Arb.byte())) { octets ->
            val encoded = hex(octets)
            PercentEncoding.decodeToBytes(encoded, 0, encoded.length).toList() shouldBe octets.toList()
            val expected = try {
                StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(octets)).toString()
            } catch (e: CharacterCodingException) {
                null
            }
            PercentEncoding.decodeStrictOrNull(encoded, 0, encoded.length) shouldBe expected
        }
    }
})
