package dev.urikit.cli

import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import kotlinx.serialization.json.Json

/** The "news" and "nntp" members that parse adds for the schemes of schemes-news, which the installed registry discovers. */
class NewsViewTest : FunSpec({

  test("a newsgroup on a server: the effective port and the decoded name") {
    val record = urikit("parse", "NEWS://News.Server.Example:119/example.group.th%2Fse").record
    record["news"] shouldBe Json.parseToJsonElement(
      """{"server":"news.server.example","port":119,"kind":"newsgroup","newsgroup":"example.group.th/se"}""",
    )
    record.string("normalized") shouldBe "news://news.server.example/example.group.th%2Fse"
  }

  test("an article, a wildmat and a server's default; snews shares the news view") {
    urikit("parse", "news:p0624081dc30b8699bf9b@%5B10.20.30.108%5D").record["news"] shouldBe Json.parseToJsonElement(
      """{"server":null,"port":null,"kind":"article","message_id":"p0624081dc30b8699bf9b@[10.20.30.108]"}""",
    )
    urikit("parse", "news:example.group.*").record["news"] shouldBe Json.parseToJsonElement(
      """{"server":null,"port":null,"kind":"wildmat","wildmat":"example.group.*"}""",
    )
    urikit("parse", "snews://news.server.example/").record["news"] shouldBe Json.parseToJsonElement(
      """{"server":"news.server.example","port":563,"kind":"server"}""",
    )
  }

  test("a scheme's warnings come after normalized and before the view, and only when there are any") {
    val run = urikit("parse", "nntp://u:secret@h.example/g/1")
    val record = run.record
    record["warnings"] shouldBe Json.parseToJsonElement(
      """[{"index":8,"code":"nntp.userinfo.password","rule":"a password in the user information (\"user:password\") """ +
        """is deprecated: it travels and is shown as clear text (RFC 3986 section 3.2.1, RFC 5538 section 7)"}]""",
    )
    record.keys.toList().takeLast(3) shouldBe listOf("normalized", "warnings", "nntp")
    urikit("parse", "nntp://u@h.example/g/1").record.containsKey("warnings") shouldBe false
    urikit("parse", "--generic", "nntp://u:secret@h.example/g/1").record.containsKey("warnings") shouldBe false
  }

  test("an nntp article and an nntps group") {
    urikit("parse", "nntp://wild.server.example/example.group.n%2Fa/12345").record["nntp"] shouldBe
      Json.parseToJsonElement(
        """{"host":"wild.server.example","port":119,"group":"example.group.n/a","article_number":12345}""",
      )
    urikit("parse", "nntps://news.server.example:8563/example.group.this").record["nntp"] shouldBe
      Json.parseToJsonElement(
        """{"host":"news.server.example","port":8563,"group":"example.group.this","article_number":null}""",
      )
  }

  test("refusals name the scheme and the rule: no group, 17 digits, an empty side of '@'") {
    for ((input, scheme) in listOf(
      "nntp://news.server.example/" to "nntp",
      "nntp://news.server.example/g/12345678901234567" to "nntp",
      "nntp://news.server.example/g/12a" to "nntp",
      "news:@example.org" to "news",
    )) {
      val refused = urikit("parse", input)
      refused.status shouldBe 1
      val error = refused.record.error()
      error.string("kind") shouldBe "SCHEME_SPECIFIC"
      error.string("message").startsWith("$scheme: ") shouldBe true
      urikit("parse", "--generic", input).status shouldBe 0
    }
  }
})
