package dev.urikit.spi

import dev.urikit.Iri
import dev.urikit.SchemeRegistry
import dev.urikit.Uri
import dev.urikit.UriSyntaxException
import io.kotest.assertions.throwables.shouldThrow
import io.kotest.assertions.withClue
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.nulls.shouldBeNull
import io.kotest.matchers.nulls.shouldNotBeNull
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldContain
import kotlin.random.Random

/**
 * The host facility, [HostRules], through a scheme that uses it as a plugin does. The names are
 * generated from the grammar of RFC 1034 section 3.5 and RFC 1123 section 2.1 (labels of letters,
 * digits and inner hyphens, 1 to 63 octets, the last one beginning with a letter), and each refused
 * case is one character away from an accepted one; parse, `encodeHost` and the parser's DNS fact agree
 * on every one.
 */
class HostRulesSpec : FunSpec({

  val rules = HostRules.of("dnsx", "RFC 0000 section 1")
  val scheme = object : Scheme {
    override fun name() = "dnsx"
    override fun hasDnsHosts() = true
    override fun validate(uri: Uri) = rules.checkAuthority(uri)
  }
  val registry = SchemeRegistry.builder().add(scheme).build()

  fun code(host: String, userInfo: String? = null): String? {
    val text = "dnsx://" + (userInfo?.let { "$it@" } ?: "") + host + "/"
    return try {
      Uri.parse(text, registry)
      null
    } catch (e: UriSyntaxException) {
      e.code()
    }
  }

  val letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
  val digits = "0123456789"

  fun label(random: Random, length: Int, first: String): String {
    val sb = StringBuilder().append(first[random.nextInt(first.length)])
    for (i in 1 until length) {
      val inner = i < length - 1
      val pool = if (inner) "$letters$digits-_" else "$letters$digits"
      sb.append(pool[random.nextInt(pool.length)])
    }
    return sb.toString()
  }

  fun name(random: Random): String {
    val count = 1 + random.nextInt(4)
    val labels = List(count - 1) { label(random, 1 + random.nextInt(20), "$letters$digits") } +
      label(random, 1 + random.nextInt(20), letters)
    return labels.joinToString(".") + if (random.nextInt(5) == 0) "." else ""
  }

  test("generated DNS names are accepted, written as they are, whether percent-encoded or not") {
    val random = Random(20)
    repeat(2000) {
      val host = name(random)
      withClue(host) {
        code(host).shouldBeNull()
        rules.encodeHost(host) shouldBe host
        val encoded = host.map { if (random.nextInt(4) == 0) "%%%02X".format(it.code) else it.toString() }.joinToString("")
        code(encoded).shouldBeNull()
      }
    }
  }

  test("one character changed: refused by parse and by encodeHost, with the rule's code") {
    val random = Random(21)
    val bad = listOf('!', '$', '&', '\'', '(', ')', '*', '+', ',', ';', '=', '~')
    repeat(500) {
      val host = name(random).trimEnd('.')
      val at = random.nextInt(host.length)
      val c = bad[random.nextInt(bad.size)]
      val nearMiss = host.substring(0, at) + c + host.substring(at + 1)
      withClue(nearMiss) {
        val expected = "dnsx.host.character"
        code(nearMiss) shouldBe expected
        code(nearMiss.replace(c.toString(), "%%%02X".format(c.code))) shouldBe expected
        shouldThrow<IllegalArgumentException> { rules.encodeHost(nearMiss) }
      }
    }
  }

  test("each DNS rule, on a name and its near miss") {
    val label63 = "a".repeat(63)
    val name253 = listOf(label63, label63, label63, "a".repeat(61)).joinToString(".")
    val cases = listOf(
      "example.com" to null, "example..com" to "dnsx.host.empty-label",
      "a-b.example" to null, "-b.example" to "dnsx.host.hyphen", "a-.example" to "dnsx.host.hyphen",
      "$label63.example" to null, "${label63}a.example" to "dnsx.host.label-length",
      name253 to null, "${name253}a" to "dnsx.host.length", "$name253." to null,
      "a.b1" to null, "a.1" to "dnsx.host.numeric", "0x7f.a" to null, "0x7f.1" to "dnsx.host.numeric",
      "a.0xf" to "dnsx.host.numeric", "a.0xg" to null, "256.256.256.256" to "dnsx.host.numeric",
      "192.0.2.1" to null, "192.0.2.%31" to "dnsx.host.numeric", "192.0.2.%61" to null,
      "_srv.example" to null, "a%2Fb" to "dnsx.host.character", "a%2Db" to null,
      "%C3%A9.example" to "dnsx.host.non-ascii", "xn--9ca.example" to null,
      "" to "dnsx.host.empty", "[::1]" to null, "[v1.x]" to "dnsx.host.ipvfuture",
      "h:65535" to null, "h:65536" to "dnsx.port.range", "h:00065535" to null,
    )
    for ((host, expected) in cases) {
      withClue(host) { code(host) shouldBe expected }
    }
  }

  test("user information: every C0 control and DEL, encoded, is refused; its neighbours are not") {
    for (c in 0..0x7F) {
      val refused = c < 0x20 || c == 0x7F
      withClue(c) {
        code("h", "a%%%02Xb".format(c)) shouldBe (if (refused) "dnsx.userinfo.control" else null)
        code("h", "a:%%%02x".format(c)) shouldBe (if (refused) "dnsx.userinfo.control" else null)
      }
    }
    code("127.2.2.2", "127.0.0.1.%00") shouldBe "dnsx.userinfo.control"
    code("h", "%80%FF") shouldBe null
  }

  test("the parser's DNS fact spares the scan, and an unchecked name is scanned") {
    val vouched = Uri.parse("dnsx://example.com/", registry)
    UriLayout.hostIsDnsName(vouched) shouldBe true
    UriLayout.hostIsDnsName(Uri.parse("dnsx://u@example.com/", registry)) shouldBe true
    val unvouched = Uri.parse("dnsx://u@ex%61mple.com/", registry)
    UriLayout.hostIsDnsName(unvouched) shouldBe false
    rules.checkAuthority(unvouched).shouldBeNull()
    shouldThrow<UriSyntaxException> { Uri.parse("dnsx://u@a..b/", registry) }.code() shouldBe "dnsx.host.empty-label"
  }

  test("an IRI's host, once written as A-labels, is judged by the rules as a URI's host is") {
    fun iriCode(host: String): String? = try {
      Iri.parse("dnsx://$host/", registry)
      null
    } catch (e: UriSyntaxException) {
      e.code()
    }
    iriCode("bücher.example") shouldBe null
    iriCode("www.bücher.example.") shouldBe null
    iriCode("bücher.123") shouldBe "dnsx.host.numeric"
    iriCode("bücher.0x1f") shouldBe "dnsx.host.numeric"
    iriCode("bücher.2b") shouldBe null
    iriCode("192.0.2.bücher") shouldBe null
  }

  test("encodeHost: IP literals, Unicode names and what cannot be a host") {
    rules.encodeHost("2001:DB8::1") shouldBe "[2001:DB8::1]"
    rules.encodeHost("[::1]") shouldBe "[::1]"
    rules.encodeHost("192.0.2.1") shouldBe "192.0.2.1"
    rules.encodeHost("Bücher.example") shouldBe "xn--bcher-kva.example"
    rules.toUnicode("xn--bcher-kva.example") shouldBe "bücher.example"
    rules.toUnicode("[::1]") shouldBe "[::1]"
    rules.toUnicode("192.0.2.1") shouldBe "192.0.2.1"
    for (host in listOf("", "a\r\nb", "a\u0000b", "a/b", "a b", "a@b", "a:b", "[v1.x]", "[1::2::3]", "[::1", "0x7f.1",
      "256.1.1.1", "a..b", "a%41")) {
      withClue(host) {
        shouldThrow<IllegalArgumentException> { rules.encodeHost(host) }.message.shouldNotBeNull()
      }
    }
    shouldThrow<IllegalArgumentException> { rules.encodeHost("a\r\nb") }.message shouldContain "RFC 1123"
  }

  test("withCode keeps a scheme's published codes") {
    val ftpLike = rules.withCode(HostRules.Rule.HYPHEN, "legacy.host.label")
    ftpLike.code(HostRules.Rule.HYPHEN) shouldBe "legacy.host.label"
    ftpLike.code(HostRules.Rule.EMPTY) shouldBe "dnsx.host.empty"
    rules.code(HostRules.Rule.HYPHEN) shouldBe "dnsx.host.hyphen"
  }
})
