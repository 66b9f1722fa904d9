package dev.urikit.urn

import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe

/** Each namespace view prints as the identifier it holds, as its Javadoc shows. */
class NamespaceViewsTest : FunSpec({

    data class Case(val urn: String, val type: Class<*>, val printed: String)
    withData(
        nameFn = { "${it.type.simpleName}: ${it.urn}" },
        Case("urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6", UuidUrn::class.java, "f81d4fae-7dec-11d0-a765-00a0c91e6bf6"),
        Case("urn:isbn:0-306-40615-2", IsbnUrn::class.java, "9780306406157"),
        Case("urn:isbn:978-0-306-40615-7", IsbnUrn::class.java, "9780306406157"),
        Case("urn:issn:2434-561x", IssnUrn::class.java, "2434-561X"),
        Case("urn:oid:1.3.6.1.4.1", OidUrn::class.java, "1.3.6.1.4.1"),
        Case("urn:ietf:rfc:3986", IetfUrn::class.java, "rfc:3986"),
        Case("urn:ietf:BCP:014", IetfUrn::class.java, "bcp:014"),
        Case("urn:ietf:params:xml:ns:yang", IetfUrn::class.java, "params:xml:ns:yang"),
    ) { (urn, type, printed) ->
        Urn.parse(urn).namespaceView(type).toString() shouldBe printed
    }

    test("an IETF view without a name prints its series") {
        IetfUrn("mtg", null, "").toString() shouldBe "mtg"
    }
})
