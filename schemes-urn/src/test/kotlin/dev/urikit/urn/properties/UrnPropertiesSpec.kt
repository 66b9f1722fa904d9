package dev.urikit.urn.properties

import dev.urikit.SchemeRegistry
import dev.urikit.Uri
import dev.urikit.UriSyntaxException
import dev.urikit.testkit.UriArbs
import dev.urikit.urn.IsbnNamespace
import dev.urikit.urn.Urn
import dev.urikit.urn.UrnNamespaces
import dev.urikit.urn.UrnScheme
import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import io.kotest.matchers.shouldNotBe
import io.kotest.property.Arb
import io.kotest.property.PropTestConfig
import io.kotest.property.arbitrary.arbitrary
import io.kotest.property.arbitrary.int
import io.kotest.property.arbitrary.string
import io.kotest.property.checkAll

private val config = PropTestConfig(seed = 8141L)
private val generic = SchemeRegistry.builder().add(UrnScheme(UrnNamespaces.none())).build()
private val isbn = SchemeRegistry.builder().add(UrnScheme(UrnNamespaces.of(IsbnNamespace()))).build()

private const val ALPHANUM = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
/** pchar without percent-encoding (RFC 3986 section 3.3). */
private const val PCHAR = "$ALPHANUM-._~!$&'()*+,;=:@"

/** A valid NID: 2 to 32 characters, alphanumeric at both ends, hyphens allowed inside. */
private val nids: Arb<String> = arbitrary { rs ->
    val r = rs.random
    val length = r.nextInt(2, 33)
    String(CharArray(length) { i ->
        if (i == 0 || i == length - 1 || r.nextInt(5) > 0) ALPHANUM[r.nextInt(ALPHANUM.length)] else '-'
    })
}

/** A valid NSS: a pchar (or a percent-triplet), then pchars, triplets and '/'. */
private val nsss: Arb<String> = arbitrary { rs ->
    val r = rs.random
    val sb = StringBuilder()
    repeat(r.nextInt(1, 20)) { i ->
        when (r.nextInt(10)) {
            0 -> sb.append('%').append("0123456789abcdefABCDEF"[r.nextInt(22)]).append("0123456789abcdefABCDEF"[r.nextInt(22)])
            1 -> sb.append(if (i == 0) 'a' else '/')
            else -> sb.append(PCHAR[r.nextInt(PCHAR.length)])
        }
    }
    sb.toString()
}

/** Optional r-, q- and f-components, each beginning with a pchar. */
private val components: Arb<String> = arbitrary { rs ->
    val r = rs.random
    fun part() = String(CharArray(r.nextInt(1, 8)) { PCHAR[r.nextInt(PCHAR.length)] })
    buildString {
        if (r.nextBoolean()) append("?+").append(part())
        if (r.nextBoolean()) append("?=").append(part())
        if (r.nextBoolean()) append('#').append(part())
    }
}

private val nineDigits: Arb<String> = arbitrary { rs -> String(CharArray(9) { '0' + rs.random.nextInt(10) }) }

/** The ISBN-13 check digit, computed here independently of the namespace (ISO 2108: weights 1, 3). */
private fun isbn13Check(twelve: String): Int = (10 - twelve.mapIndexed { i, c -> (c - '0') * if (i % 2 == 0) 1 else 3 }.sum() % 10) % 10

class UrnPropertiesSpec : FunSpec({

    test("a URN built of a valid NID and NSS parses to its parts and prints as written") {
        checkAll(config, nids, nsss, components) { nid, nss, rest ->
            val text = "urn:$nid:$nss$rest"
            val urn = Urn.from(Uri.parse(text, generic))
            urn.toString() shouldBe text
            urn.nid() shouldBe nid
            urn.nss() shouldBe nss
        }
    }

    test("the case of 'urn' and the NID, and the r-, q- and f-components, do not change equality") {
        checkAll(config, nids, nsss, components) { nid, nss, rest ->
            val plain = Uri.parse("urn:$nid:$nss", generic)
            val other = Uri.parse("URN:${nid.uppercase()}:$nss$rest", generic)
            other shouldBe plain
            other.hashCode() shouldBe plain.hashCode()
            other.compareTo(plain) shouldBe 0
            other.normalize().normalize().toString() shouldBe other.normalize().toString()
        }
    }

    test("a changed character of the NSS changes equality (the NSS is case-sensitive)") {
        checkAll(config, nids, nsss) { nid, nss ->
            val changed = if (nss.last() == 'z') nss.dropLast(1) + "y" else nss + "z"
            Uri.parse("urn:$nid:$nss", generic) shouldNotBe Uri.parse("urn:$nid:$changed", generic)
        }
    }

    test("an NID is accepted exactly when it has 2 to 32 characters") {
        checkAll(config, Arb.int(1..40)) { length ->
            val nid = "n".repeat(length)
            val uri = Uri.parseOrNull("urn:$nid:x", generic)
            (uri != null) shouldBe (length in 2..32)
        }
    }

    test("the builder encodes any NSS, r-, q- and f-component so that they decode back") {
        checkAll(config, UriArbs.unicodeString(), UriArbs.unicodeString(), UriArbs.unicodeString()) { nss, r, f ->
            val text = "n$nss"
            val urn = Urn.builder().nid("example").nss(text).rComponent("r$r").qComponent(r.ifEmpty { "q" }).fComponent(f).build()
            urn.decodedNss() shouldBe text
            Urn.parse(urn.toString()) shouldBe urn
        }
    }

    test("any text after 'urn:' is accepted or refused, never a crash") {
        checkAll(config, Arb.string(0..40)) { s ->
            try {
                Urn.parseOrNull("urn:$s")
                Uri.parse("urn:$s").toString() shouldBe "urn:$s"
            } catch (e: UriSyntaxException) {
                Urn.parseOrNull("urn:$s") shouldBe null
            }
        }
    }

    test("an ISBN-13 with its check digit is accepted, with any other digit refused") {
        checkAll(config, nineDigits, Arb.int(0..9)) { nine, wrong ->
            val twelve = "978$nine"
            val check = isbn13Check(twelve)
            Uri.parse("urn:isbn:$twelve$check", isbn).toString() shouldBe "urn:isbn:$twelve$check"
            if (wrong != check) {
                shouldThrow<UriSyntaxException> { Uri.parse("urn:isbn:$twelve$wrong", isbn) }.code() shouldBe "urn.isbn.check"
            }
        }
    }
})
