package dev.urikit.cli

import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import kotlinx.serialization.json.Json

/** The "ftp" member that parse adds for the ftp scheme of schemes-ftp, which the installed registry discovers. */
class FtpViewTest : FunSpec({

  test("user, password, host, effective port, directories, name and typecode, decoded") {
    val record = urikit("parse", "FTP://anna:s%40cret@FTP.Example.COM:21/%2Fpub/a%20dir/f%3Bx.tar;type=I").record
    record["ftp"] shouldBe Json.parseToJsonElement(
      """{"user":"anna","password":"s@cret","host":"ftp.example.com","port":21,"cwd":["/pub","a dir"],""" +
        """"name":"f;x.tar","typecode":"i","text":true}""",
    )
    record.string("normalized") shouldBe "ftp://anna:s%40cret@ftp.example.com/%2Fpub/a%20dir/f%3Bx.tar;type=i"
  }

  test("absent parts are null, an empty path has no directories and an empty name") {
    val record = urikit("parse", "ftp://192.0.2.1:2121").record
    record["ftp"] shouldBe Json.parseToJsonElement(
      """{"user":null,"password":null,"host":"192.0.2.1","port":2121,"cwd":[],"name":"","typecode":null,"text":true}""",
    )
    record.string("normalized") shouldBe "ftp://192.0.2.1:2121/"
  }

  test("dot-segments are removed as resolution removes them, from the view and the normal form alike") {
    val record = urikit("parse", "ftp://h/a/../b;type=d").record
    record["ftp"] shouldBe Json.parseToJsonElement(
      """{"user":null,"password":null,"host":"h","port":21,"cwd":[],"name":"b","typecode":"d","text":true}""",
    )
    record.string("normalized") shouldBe "ftp://h/b;type=d"
  }

  test("a '?' is part of a name: ftp://host/abc/def?qs=ghi names def?qs=ghi") {
    val outcome = urikit("parse", "ftp://host/abc/def?qs=ghi")
    outcome.status shouldBe 0
    outcome.record["ftp"] shouldBe Json.parseToJsonElement(
      """{"user":null,"password":null,"host":"host","port":21,"cwd":["abc"],"name":"def?qs=ghi","typecode":null,"text":true}""",
    )
  }

  test("line breaks that would inject FTP commands are refused") {
    for ((input, code) in listOf("ftp://h/a%0D%0ADELE%20x" to "ftp.name.line-break", "ftp://u%0D%0APASS@h/x" to "ftp.user.line-break")) {
      val refused = urikit("parse", input)
      refused.status shouldBe 1
      refused.record.error().string("kind") shouldBe "SCHEME_SPECIFIC"
      refused.record.error().string("message").contains("RFC 959") shouldBe true
    }
  }

  test("a URL the ftp rules refuse is an error that names the scheme and the rule; --generic accepts it") {
    for ((input, index) in listOf("ftp://h/a;type=x" to 15, "ftp://h/a;b" to 9, "ftp:///a" to 6)) {
      val refused = urikit("parse", input)
      refused.status shouldBe 1
      val error = refused.record.error()
      error.string("kind") shouldBe "SCHEME_SPECIFIC"
      error["index"].toString() shouldBe index.toString()
      error.string("message").contains("RFC 1738") shouldBe true
      urikit("parse", "--generic", input).status shouldBe 0
    }
  }

  test("--generic knows no scheme, so no view") {
    urikit("parse", "--generic", "ftp://h/").record.containsKey("ftp") shouldBe false
  }
})
