package dev.urikit

import dev.urikit.spi.Scheme
import dev.urikit.spi.UriLayout
import io.kotest.assertions.withClue
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.nulls.shouldNotBeNull
import io.kotest.matchers.shouldBe
import kotlin.random.Random

/**
 * [UriLayout.hostIsDnsName], the fact the parser notes while it reads the host of a scheme with DNS
 * hosts. The expected answers come from RFC 1034 section 3.5, RFC 1123 section 2.1 and RFC 1035
 * section 2.3.4 worked by hand, and, for random hosts, from [isDnsName] below, a regular expression
 * written from those sections that shares no code with the parser.
 */
class HostIsDnsNameSpec : FunSpec({

  val dns = object : Scheme {
    override fun name() = "dnsx"
    override fun hasDnsHosts() = true
  }
  val plain = object : Scheme {
    override fun name() = "plainx"
  }
  val registry = SchemeRegistry.builder().add(dns).add(plain).build()

  fun fact(text: String): Boolean = UriLayout.hostIsDnsName(Uri.parse(text, registry))

  test("hosts worked by hand") {
    val label63 = "a".repeat(63)
    val name253 = listOf(label63, label63, label63, "a".repeat(61)).joinToString(".")
    val cases = listOf(
      "example.com" to true,
      "EXAMPLE.Com" to true,
      "example.com." to true,
      "a" to true,
      "a-b.c-d" to true,
      "a--b.example" to true,
      "0a.b2" to true,
      "0a.2b" to false, // the top-level label begins with a digit
      "x.1a" to false,
      "192.0.2.1" to false,
      "1.2.3.4.example" to true,
      "-a.example" to false,
      "a-.example" to false,
      "a.example-" to false,
      "a.-b" to false,
      "a..b" to false,
      ".a" to false,
      "." to false,
      "a.." to false,
      "" to false,
      "_srv.example" to false, // a name with "_" is left to the scheme
      "ex%61mple.com" to false,
      "a!b.example" to false,
      "$label63.example" to true,
      "${label63}a.example" to false,
      "x.$label63" to true,
      "x.${label63}a" to false,
      name253 to true,
      "$name253." to true,
      "${name253}b" to false,
      "${name253}.." to false,
    )
    for ((host, expected) in cases) {
      withClue(host) {
        fact("dnsx://$host/p") shouldBe expected
        fact("dnsx://$host:8080/p") shouldBe expected
        fact("dnsx://user:pass@$host/p") shouldBe expected
        fact("dnsx://user@$host:8080/p") shouldBe expected
        fact("plainx://$host/p") shouldBe false
        fact("plainx://user@$host/p") shouldBe false
      }
    }
  }

  test("only a host the parser read carries the fact, and a resolution target that keeps it") {
    fact("dnsx://user@example.com/") shouldBe true
    fact("dnsx://user@[2001:db8::1]/") shouldBe false
    fact("dnsx://[2001:db8::1]/") shouldBe false
    fact("dnsx:/example.com") shouldBe false
    fact("DNSX://example.com") shouldBe true
    val base = Uri.parse("dnsx://example.com/a/b", registry)
    UriLayout.hostIsDnsName(base.resolve("c")) shouldBe true
    UriLayout.hostIsDnsName(base.resolve("?q")) shouldBe true
    UriLayout.hostIsDnsName(base.resolve("//example.org/c")) shouldBe false
    UriLayout.hostIsDnsName(base.resolve("dnsx://example.org/c")) shouldBe false
    UriLayout.hostIsDnsName(base.resolve("plainx://example.org/c")) shouldBe false
    base.resolve("plainx://example.org/c").registeredScheme() shouldBe plain
    base.resolve("//example.org/c").registeredScheme() shouldBe dns
    UriLayout.hostIsDnsName(Uri.parse("dnsx://user@example.com/a/b", registry).resolve("c")) shouldBe true
    val unchecked = Uri.parse("dnsx://user@ex_ample.com/a/b", registry)
    UriLayout.hostIsDnsName(unchecked.resolve("c")) shouldBe false
    UriLayout.hostIsDnsName(base.withQuery("q")) shouldBe false
    UriLayout.hostIsDnsName(Uri.parse("dnsx://example.com/", SchemeRegistry.empty())) shouldBe false
  }

  test("an IRI's Unicode host written as A-labels carries the fact when they form a DNS host name, and is checked in full when not") {
    fun mapped(text: String): Uri = Iri.parse(text, registry).toUri()
    val cases = listOf(
      "dnsx://bücher.example/p" to ("dnsx://xn--bcher-kva.example/p" to true),
      "dnsx://user@bücher.example:8080/p" to ("dnsx://user@xn--bcher-kva.example:8080/p" to true),
      "dnsx://www.bücher.example./" to ("dnsx://www.xn--bcher-kva.example./" to true),
      "dnsx://bücher.b2/é" to ("dnsx://xn--bcher-kva.b2/%C3%A9" to true),
      "dnsx://bücher.2b/" to ("dnsx://xn--bcher-kva.2b/" to false), // the top-level label begins with a digit
      "dnsx://bücher.123/" to ("dnsx://xn--bcher-kva.123/" to false),
    )
    for ((iri, expected) in cases) {
      withClue(iri) {
        val uri = mapped(iri)
        uri.toString() shouldBe expected.first
        UriLayout.hostIsDnsName(uri) shouldBe expected.second
        UriLayout.hostType(uri) shouldBe HostType.REG_NAME
      }
    }
    UriLayout.hostIsDnsName(mapped("plainx://bücher.example/")) shouldBe false
    UriLayout.hostIsDnsName(mapped("dnsx://example.com/é")) shouldBe true
  }

  test("a DNS host name is a registered name, and a dotted quad is not one") {
    val name = Uri.parse("dnsx://www.example/", registry)
    UriLayout.hostType(name) shouldBe HostType.REG_NAME
    val quad = Uri.parse("dnsx://192.0.2.1/", registry)
    UriLayout.hostType(quad) shouldBe HostType.IPV4
    UriLayout.hostIsDnsName(quad) shouldBe false
  }

  test("random hosts: the fact agrees with the regular expression, and the URI is the same either way") {
    val random = Random(1034_3_5)
    val pieces = listOf("a", "Z", "q", "0", "9", "-", "-", ".", ".", "_", "%41", "!", "~")
    repeat(50_000) {
      val host = buildString {
        repeat(random.nextInt(0, 12)) { append(pieces[random.nextInt(pieces.size)]) }
        if (random.nextInt(20) == 0) append("b".repeat(random.nextInt(55, 70)))
        if (random.nextInt(4) == 0) append(".example")
      }
      for (text in listOf("dnsx://$host:1/x", "dnsx://u:p@$host:1/x")) {
        val uri = Uri.parseOrNull(text, registry)
        val generic = Uri.parseOrNull(text, SchemeRegistry.empty())
        withClue(text) {
          (uri == null) shouldBe (generic == null)
          if (uri != null) {
            UriLayout.hostIsDnsName(uri) shouldBe isDnsName(host)
            UriLayout.hostType(uri) shouldBe UriLayout.hostType(generic.shouldNotBeNull())
            UriLayout.hostEnd(uri) shouldBe UriLayout.hostEnd(generic)
            uri.toString() shouldBe generic.toString()
          }
        }
      }
    }
  }
})

/** RFC 1123 section 2.1 labels, RFC 1035 section 2.3.4 lengths, and a top-level label that begins with a letter. */
private val label = "(?!-)[A-Za-z0-9-]{1,63}(?<!-)"
private val dnsName = Regex("$label(\\.$label)*\\.?")

private fun isDnsName(host: String): Boolean {
  if (!dnsName.matches(host)) {
    return false
  }
  val name = host.removeSuffix(".")
  return name.length <= 253 && name.substringAfterLast('.')[0].isLetter()
}
