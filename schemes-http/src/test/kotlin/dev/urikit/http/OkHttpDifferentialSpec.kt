package dev.urikit.http

import io.kotest.assertions.withClue
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import io.kotest.matchers.shouldNotBe
import okhttp3.HttpUrl.Companion.toHttpUrlOrNull

/**
 * Host and port as OkHttp's `HttpUrl` reads them, beside [HttpUri], over URLs written to confuse
 * parsers: user-information tricks, numeric and encoded IPv4 forms, IPv4 embedded in IPv6, odd ports,
 * sub-delimiters in hosts. Wherever both accept a URL, the host (IP literals as their address's
 * RFC 5952 text, an IPv4-mapped one as its IPv4 address, as OkHttp gives it) and the port agree, or the
 * URL is listed in [differences] with the reason, and then they must differ.
 *
 * Where only one accepts, nothing is compared: OkHttp follows the WHATWG URL Standard's leniency
 * (backslashes, `http:///x`, the last `@`), while these rules refuse what RFC 3986 and RFC 9110 refuse.
 */
class OkHttpDifferentialSpec : FunSpec({

  val userInfo = listOf(
    "http://user@host.example/", "http://u:p@host.example:8080/", "http://a%40b@host.example/",
    "http://host.example%40evil@good.example/", "http://127.0.0.1.%00@127.2.2.2/", "http://evil.example#@good.example/",
    "http://evil.example?@good.example/", "http://good.example:80@evil.example/", "http://@h.example/",
    "http://:@h.example/", "http://a:b:c@h.example/", "http://good.example%2F@evil.example/", "http://%3A%40@h.example/",
    "http://a@b@c.example/", "http://u%0D%0A@h.example/", "http://u%20x@h.example/", "http://u;x=1@h.example/",
  )
  val ipv4 = listOf(
    "http://127.0.0.1/", "http://0x7f.0.0.1/", "http://0177.0.0.1/", "http://2130706433/", "http://127.1/",
    "http://127.0.0.1./", "http://127.000.000.001/", "http://192.168.0.%31/", "http://%31%32%37.0.0.1/",
    "http://1.2.3.4.5/", "http://256.0.0.1/", "http://0.0.0.0/", "http://169.254.169.254/", "http://1.2.3/",
    "http://0x7f000001/", "http://127.0.0.1%2E/",
  )
  val ipv6 = listOf(
    "http://[::ffff:127.0.0.1]/", "http://[::ffff:7f00:1]/", "http://[::127.0.0.1]/", "http://[0:0:0:0:0:ffff:127.0.0.1]/",
    "http://[::FFFF:169.254.169.254]/", "http://[64:ff9b::127.0.0.1]/", "http://[2001:db8::1]:8080/", "http://[0::0]/",
    "http://[::1]/", "http://[1:2:3:4:5:6:7:8]/", "http://[::ffff:0:127.0.0.1]/", "http://[2001:DB8:0:0:1:0:0:1]/",
    "http://[2001:db8:0:1:1:1:1:1]/", "http://[fe80::1%25eth0]/", "http://[v1.x]/", "http://[::1]:65535/",
    "http://[1::]/", "http://[::ffff:1.2.3.4]:0/",
  )
  val ports = listOf(
    "http://h.example:0/", "http://h.example:00080/", "http://h.example:65535/", "http://h.example:65536/",
    "http://h.example:/", "http://h.example:+80/", "http://h.example:-1/", "http://h.example:0x50/",
    "https://h.example:443/", "ws://h.example:80/", "wss://h.example/", "http://h.example:99999999999/",
    "https://h.example:80/",
  )
  val names = listOf(
    "http://a!b/", "http://a\$b/", "http://a&b/", "http://a'b/", "http://a(b)/", "http://a*b/", "http://a+b/",
    "http://a,b/", "http://a;b/", "http://a=b/", "http://a~b/", "http://a_b.example/", "http://a-b.example/",
    "http://a%2Db.example/", "http://EXAMPLE.com/", "http://example.com./", "http://xn--bcher-kva.example/",
    "http://a%2eb.example/", "http://a%2Fb/", "http://a%00b/", "http://a..b/", "http://-a.example/",
    "http://a.example-/", "http://${"a".repeat(64)}.example/", "http://h%3A80/", "http://h%5C.example/",
  )
  val all = userInfo + ipv4 + ipv6 + ports + names

  /**
   * URLs both accept on which host or port differ, each with the reason. None today: OkHttp writes IPv6
   * hosts in RFC 5952 text and unwraps IPv4-mapped ones, as [HttpUri.hostAddress] does.
   */
  val differences = emptyMap<String, String>()

  test("wherever both accept, host and port agree") {
    var both = 0
    for (url in all) {
      val ours = HttpUri.parseOrNull(url)
      val theirs = url.toHttpUrlOrNull()
      if (ours == null || theirs == null) {
        continue
      }
      both++
      val address = ours.hostAddress()
      val host = address?.text()?.removeSurrounding("[", "]") ?: ours.host()
      withClue("$url: ours $host:${ours.port()}, OkHttp ${theirs.host}:${theirs.port}") {
        val reason = differences[url]
        if (reason == null) {
          host shouldBe theirs.host
          ours.port() shouldBe theirs.port
        } else {
          (host to ours.port()) shouldNotBe (theirs.host to theirs.port)
        }
      }
    }
    withClue("URLs both parsers accept") { (both > 40) shouldBe true }
  }

  test("an IPv4-mapped literal: both connect to the IPv4 address") {
    val url = "http://[::ffff:127.0.0.1]/"
    url.toHttpUrlOrNull()!!.host shouldBe "127.0.0.1"
    HttpUri.parse(url).hostAddress()!!.text() shouldBe "127.0.0.1"
    HttpUri.parse(url).hostAddress()!!.isIpv4Mapped shouldBe true
  }
})
