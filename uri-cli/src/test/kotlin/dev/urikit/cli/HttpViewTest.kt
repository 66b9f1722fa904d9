package dev.urikit.cli

import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import kotlinx.serialization.json.Json
import kotlinx.serialization.json.jsonObject

/** The "http" member that parse adds for the schemes of schemes-http, which the installed registry discovers. */
class HttpViewTest : FunSpec({

  test("the effective port, the origin and the request target of an http URI") {
    val record = urikit("parse", "HTTP://user@Example.COM:80/a/./b/../c?q=1#f").record
    record["http"] shouldBe Json.parseToJsonElement(
      """{"host":"example.com","port":80,"origin":"http://example.com","request_target":"/a/c?q=1",""" +
        """"query_parameters":[["q","1"]]}""",
    )
    record.string("normalized") shouldBe "http://user@example.com/a/c?q=1#f"
  }

  test("query parameters are decoded as a form: '+' is a space, a name without '=' has no value") {
    val record = urikit("parse", "https://example.com:8443?a=b+c&a=%26&flag").record
    val http = record["http"]!!.jsonObject
    http["port"].toString() shouldBe "8443"
    http["origin"].toString() shouldBe "\"https://example.com:8443\""
    http["request_target"].toString() shouldBe "\"/?a=b+c&a=%26&flag\""
    http["query_parameters"].toString() shouldBe """[["a","b c"],["a","&"],["flag",null]]"""
  }

  test("--generic knows no scheme, so no view") {
    urikit("parse", "--generic", "http://example.com/").record.containsKey("http") shouldBe false
  }

  test("a URI the http rules refuse is an error that names the scheme; --generic accepts it") {
    val refused = urikit("parse", "http:g")
    refused.status shouldBe 1
    refused.record.error().string("kind") shouldBe "SCHEME_SPECIFIC"
    urikit("parse", "--generic", "http:g").status shouldBe 0
  }
})
