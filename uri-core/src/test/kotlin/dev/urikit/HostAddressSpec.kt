package dev.urikit

import dev.urikit.spi.Scheme
import io.kotest.assertions.throwables.shouldThrow
import io.kotest.assertions.withClue
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.nulls.shouldBeNull
import io.kotest.matchers.nulls.shouldNotBeNull
import io.kotest.matchers.shouldBe
import java.net.Inet4Address
import java.net.Inet6Address
import java.net.InetAddress
import kotlin.random.Random

/**
 * [HostAddress] and the RFC 5952 text that normalization gives an IPv6 literal of a scheme with
 * network hosts. The oracle for what an address is: the JDK's literal parser, `InetAddress.getByName`
 * on an IP literal (it does no lookup for a literal); the rules of RFC 5952 section 4 are checked on
 * the text, one by one.
 */
class HostAddressSpec : FunSpec({

  val net = object : Scheme {
    override fun name() = "netx"
    override fun hasDnsHosts() = true
  }
  val plain = object : Scheme {
    override fun name() = "plainx"
  }
  val registry = SchemeRegistry.builder().add(net).add(plain).build()

  fun normalizedHost(literal: String): String =
    (Uri.parse("netx://[$literal]/", registry).normalize() as HierarchicalUri).host()!!

  test("categories from the IANA special-purpose registries (RFC 6890)") {
    val cases = listOf(
      "0.0.0.0" to AddressCategory.UNSPECIFIED, "0.1.2.3" to AddressCategory.RESERVED,
      "10.0.0.1" to AddressCategory.PRIVATE, "172.16.0.1" to AddressCategory.PRIVATE,
      "172.31.255.255" to AddressCategory.PRIVATE, "172.32.0.1" to AddressCategory.PUBLIC,
      "172.15.0.1" to AddressCategory.PUBLIC, "192.168.1.1" to AddressCategory.PRIVATE,
      "100.64.0.1" to AddressCategory.SHARED, "100.127.255.255" to AddressCategory.SHARED,
      "100.128.0.1" to AddressCategory.PUBLIC, "127.0.0.1" to AddressCategory.LOOPBACK,
      "127.255.0.9" to AddressCategory.LOOPBACK, "169.254.169.254" to AddressCategory.LINK_LOCAL,
      "192.0.2.1" to AddressCategory.DOCUMENTATION, "198.51.100.7" to AddressCategory.DOCUMENTATION,
      "203.0.113.9" to AddressCategory.DOCUMENTATION, "198.18.0.1" to AddressCategory.RESERVED,
      "198.20.0.1" to AddressCategory.PUBLIC, "224.0.0.1" to AddressCategory.MULTICAST,
      "239.255.255.255" to AddressCategory.MULTICAST, "240.0.0.1" to AddressCategory.RESERVED,
      "255.255.255.255" to AddressCategory.RESERVED, "8.8.8.8" to AddressCategory.PUBLIC,
      "[::]" to AddressCategory.UNSPECIFIED, "[::1]" to AddressCategory.LOOPBACK,
      "[::2]" to AddressCategory.RESERVED, "[fe80::1]" to AddressCategory.LINK_LOCAL,
      "[febf::1]" to AddressCategory.LINK_LOCAL, "[fec0::1]" to AddressCategory.RESERVED,
      "[fc00::1]" to AddressCategory.UNIQUE_LOCAL, "[fdff::1]" to AddressCategory.UNIQUE_LOCAL,
      "[fe00::1]" to AddressCategory.PUBLIC, "[ff02::1]" to AddressCategory.MULTICAST,
      "[2001:db8::1]" to AddressCategory.DOCUMENTATION, "[3fff:fff::1]" to AddressCategory.DOCUMENTATION,
      "[2001::1]" to AddressCategory.RESERVED, "[2001:1ff::1]" to AddressCategory.RESERVED,
      "[2001:200::1]" to AddressCategory.PUBLIC, "[100::1]" to AddressCategory.RESERVED,
      "[100:0:0:1::1]" to AddressCategory.PUBLIC, "[64:ff9b:1::1]" to AddressCategory.RESERVED,
      "[64:ff9b::7f00:1]" to AddressCategory.PUBLIC, "[2606:4700::1111]" to AddressCategory.PUBLIC,
      "[::ffff:127.0.0.1]" to AddressCategory.LOOPBACK, "[::ffff:a00:1]" to AddressCategory.PRIVATE,
      "[::ffff:0:127.0.0.1]" to AddressCategory.PUBLIC,
    )
    for ((host, category) in cases) {
      withClue(host) {
        val address = HostAddress.parse(host)
        address.category() shouldBe category
        (Uri.parse("netx://$host/", registry) as HierarchicalUri).hostAddress()!!.category() shouldBe category
      }
    }
  }

  test("an IPv4-mapped literal is unwrapped, and says so; no name is ever resolved") {
    val mapped = (Uri.parse("http://[::FFFF:7f00:1]:8080/", registry) as HierarchicalUri).hostAddress().shouldNotBeNull()
    (mapped.inetAddress() is Inet4Address) shouldBe true
    mapped.inetAddress() shouldBe InetAddress.getByName("127.0.0.1")
    mapped.isIpv4Mapped shouldBe true
    mapped.text() shouldBe "127.0.0.1"
    val v6 = HostAddress.parse("[2001:DB8:0::1]")
    (v6.inetAddress() is Inet6Address) shouldBe true
    v6.isIpv4Mapped shouldBe false
    v6.text() shouldBe "[2001:db8::1]"
    (Uri.parse("http://localhost/", registry) as HierarchicalUri).hostAddress().shouldBeNull()
    (Uri.parse("http://[v1.x]/", registry) as HierarchicalUri).hostAddress().shouldBeNull()
    (Uri.parse("file:/etc", registry) as HierarchicalUri).hostAddress().shouldBeNull()
    for (bad in listOf("", "1.2.3", "256.1.1.1", "[::1", "::1]", "[1::2::3]", "example.com", "[]", ":")) {
      withClue(bad) { shouldThrow<IllegalArgumentException> { HostAddress.parse(bad) } }
    }
  }

  test("random addresses: the RFC 5952 text names the same address and follows section 4") {
    val random = Random(5952)
    repeat(3000) {
      // Mostly zero pieces, so that runs of zeros of every length and place occur.
      val pieces = IntArray(8) { if (random.nextInt(3) == 0) random.nextInt(0x10000) else 0 }
      if (random.nextInt(10) == 0) {
        pieces.fill(0, 0, 5); pieces[5] = 0xFFFF
      }
      val full = pieces.joinToString(":") { "%04X".format(it) }
      val text = normalizedHost(full).removeSurrounding("[", "]")
      withClue("$full -> $text") {
        InetAddress.getByName("[$text]") shouldBe InetAddress.getByName("[$full]")
        text shouldBe text.lowercase()
        (text.split("::").size <= 2) shouldBe true
        // No leading zeros in a hex piece (4.1).
        text.split(":", ".").filter { it.length > 1 && !it.all(Char::isDigit) }.none { it.startsWith("0") } shouldBe true
        val mapped = pieces.take(5).all { it == 0 } && pieces[5] == 0xFFFF
        text.contains('.') shouldBe mapped
        // "::" stands for the longest run of two or more zero pieces, the first of equal runs (4.2).
        val hexCount = if (mapped) 6 else 8
        var best = -1
        var bestLength = 1
        var k = 0
        while (k < hexCount) {
          if (pieces[k] != 0) { k++; continue }
          val start = k
          while (k < hexCount && pieces[k] == 0) k++
          if (k - start > bestLength) { best = start; bestLength = k - start }
        }
        val written = text.substringBefore("::").let { if (it.isEmpty()) 0 else it.split(":").size }
        if (best < 0) {
          text.contains("::") shouldBe false
        } else {
          text.contains("::") shouldBe true
          written shouldBe best
        }
        normalizedHost(text) shouldBe "[$text]"
      }
    }
  }

  test("only schemes with network hosts rewrite IPv6 literals; others keep them as written (lower case)") {
    Uri.parse("plainx://[0::0]/", registry).normalize().toString() shouldBe "plainx://[0::0]/"
    (Uri.parse("plainx://[0::0]/", registry) == Uri.parse("plainx://[::]/", registry)) shouldBe false
    Uri.parse("netx://[0::0]/", registry).normalize().toString() shouldBe "netx://[::]/"
    (Uri.parse("netx://[0::0]/", registry) == Uri.parse("netx://[::]/", registry)) shouldBe true
  }
})
