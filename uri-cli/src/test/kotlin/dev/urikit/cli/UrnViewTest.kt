package dev.urikit.cli

import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldContain
import kotlinx.serialization.json.Json
import kotlinx.serialization.json.JsonPrimitive
import kotlinx.serialization.json.jsonObject

/** The "urn" member that parse adds for the urn scheme of schemes-urn (RFC 8141), with its namespace's view. */
class UrnViewTest : FunSpec({

  test("NID, NSS and the r-, q- and f-components as written; no namespace object for a generic NID") {
    val record = urikit("parse", "URN:EXAMPLE:a123,z456?+r?=q=1#f").record
    record["urn"] shouldBe Json.parseToJsonElement(
      """{"nid":"EXAMPLE","nss":"a123,z456","r_component":"r","q_component":"q=1","f_component":"f"}""",
    )
    record.string("normalized") shouldBe "urn:example:a123,z456?+r?=q=1#f"
  }

  test("absent components are null, an empty f-component is an empty string") {
    urikit("parse", "urn:oasis:names:tc:x#").record["urn"] shouldBe Json.parseToJsonElement(
      """{"nid":"oasis","nss":"names:tc:x","r_component":null,"q_component":null,"f_component":""}""",
    )
  }

  test("the uuid namespace adds the UUID, its version and its variant (RFC 9562)") {
    val urn = urikit("parse", "urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6").record["urn"]!!.jsonObject
    urn["namespace"] shouldBe Json.parseToJsonElement(
      """{"uuid":"f81d4fae-7dec-11d0-a765-00a0c91e6bf6","version":1,"variant":2}""",
    )
  }

  test("the isbn, issn, oid and ietf namespaces describe their views") {
    fun namespace(input: String) = urikit("parse", input).record["urn"]!!.jsonObject["namespace"]
    namespace("urn:isbn:0-306-40615-2") shouldBe Json.parseToJsonElement("""{"isbn13":"9780306406157","isbn10":"0306406152"}""")
    namespace("urn:issn:2434-561x") shouldBe Json.parseToJsonElement("""{"issn":"2434-561X"}""")
    namespace("urn:oid:1.3.6") shouldBe Json.parseToJsonElement("""{"oid":"1.3.6","arcs":["1","3","6"]}""")
    namespace("urn:ietf:rfc:3986") shouldBe Json.parseToJsonElement("""{"series":"rfc","number":3986,"name":"3986"}""")
  }

  test("a refused URN is an error naming the rule and its section; the batch goes on") {
    val outcome = urikit("parse", stdin = "urn:a:b\nurn:isbn:978-0-306-40615-6\nurn:ab:c\n")
    outcome.status shouldBe 1
    val (short, isbn, fine) = outcome.records
    short.error().string("kind") shouldBe "SCHEME_SPECIFIC"
    short.error().string("message") shouldContain "2 to 32 characters (RFC 8141 section 2)"
    isbn.error().string("message") shouldContain "check digit"
    isbn.error().string("message") shouldContain "urn:isbn"
    fine.string("input") shouldBe "urn:ab:c"
  }

  test("equivalent follows RFC 8141 section 3: r-, q- and f-components ignored, %2C is not ','") {
    urikit("equivalent", "URN:EXAMPLE:a123,z456?+r", "urn:example:a123,z456").record["equivalent"] shouldBe
      JsonPrimitive(true)
    urikit("equivalent", "urn:example:a123%2Cz456", "urn:example:a123,z456").record["equivalent"] shouldBe
      JsonPrimitive(false)
    urikit("equivalent", "urn:isbn:978-0-306-40615-7", "urn:isbn:9780306406157").record["equivalent"] shouldBe
      JsonPrimitive(true)
  }
})
