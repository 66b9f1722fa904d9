package dev.urikit.cli

import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import kotlinx.serialization.json.Json

/** The "gopher", "telnet", "wais" and "prospero" members that parse adds for the schemes of schemes-legacy. */
class LegacyViewTest : FunSpec({

  test("gopher: an empty gopher-path is type 1 with an empty selector") {
    val record = urikit("parse", "gopher://example.com/1").record
    record["gopher"] shouldBe Json.parseToJsonElement(
      """{"host":"example.com","port":70,"type":"1","itemType":"DIRECTORY","selector":"",""" +
        """"search":null,"gopherPlus":null}""",
    )
    urikit("parse", "GOPHER://Example.COM:70/").record.string("normalized") shouldBe "gopher://example.com/1"
  }

  test("gopher: the seeds' example and a search") {
    urikit("parse", "gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles").record["gopher"] shouldBe
      Json.parseToJsonElement(
        """{"host":"spinaltap.micro.umn.edu","port":70,"type":"0","itemType":"TEXT_FILE",""" +
          """"selector":"0/Weather/California/Los Angeles","search":null,"gopherPlus":null}""",
      )
    urikit("parse", "gopher://h/7/find%09frogs").record["gopher"] shouldBe Json.parseToJsonElement(
      """{"host":"h","port":70,"type":"7","itemType":"SEARCH","selector":"/find","search":"frogs","gopherPlus":null}""",
    )
  }

  test("telnet, wais and prospero") {
    urikit("parse", "telnet://guest:pw@Library.Example:2323").record["telnet"] shouldBe Json.parseToJsonElement(
      """{"user":"guest","password":"pw","host":"library.example","port":2323}""",
    )
    urikit("parse", "wais://wais.example/recipes?frogs").record["wais"] shouldBe Json.parseToJsonElement(
      """{"host":"wais.example","port":210,"form":"SEARCH","database":"recipes","search":"frogs",""" +
        """"wtype":null,"wpath":null}""",
    )
    urikit("parse", "prospero://host.dom//pros/name;OBJECT-VERSION=2").record["prospero"] shouldBe
      Json.parseToJsonElement(
        """{"host":"host.dom","port":1525,"hsoname":"/pros/name","fields":[{"name":"OBJECT-VERSION","value":"2"}]}""",
      )
  }

  test("a URL a legacy scheme refuses is an error that names the rule") {
    val refused = urikit("parse", "gopher://h/0a%0D%0Ab")
    refused.status shouldBe 1
    refused.record.error().string("message").contains("RFC 4266") shouldBe true
  }
})
