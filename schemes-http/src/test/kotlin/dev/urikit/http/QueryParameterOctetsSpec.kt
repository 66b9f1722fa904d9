package dev.urikit.http

import dev.urikit.QueryStyle
import dev.urikit.QueryParameter
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import io.kotest.matchers.shouldNotBe

/** Query parameters keep the octets the query encodes, and say when they are not UTF-8 (RFC 3986 section 2.1). */
class QueryParameterOctetsSpec : FunSpec({

    test("?q=%FF: the octet is reachable and the parameter says it is not text") {
        val q = HttpUri.parse("http://h/?q=%FF&%FEn=%C3%A9").queryParameters().asList()
        q[0].value() shouldBe "\uFFFD"
        q[0].valueBytes()!!.toList() shouldBe listOf(0xFF.toByte())
        q[0].isText() shouldBe false
        q[1].nameBytes().toList() shouldBe listOf(0xFE.toByte(), 'n'.code.toByte())
        q[1].isText() shouldBe false
        q[1].value() shouldBe "é"
    }

    test("text parameters are text, in both styles, and compare by their octets") {
        val form = HttpUri.parse("http://h/?a=b+c%20d&flag").queryParameters(QueryStyle.FORM).asList()
        form shouldBe listOf(QueryParameter("a", "b c d"), QueryParameter("flag", null))
        form.all { it.isText() } shouldBe true
        form[1].valueBytes() shouldBe null
        val raw = HttpUri.parse("http://h/?a=b+c").queryParameters(QueryStyle.RFC3986).asList().single()
        raw.value() shouldBe "b+c"
        HttpUri.parse("http://h/?q=%FF").queryParameters().asList() shouldNotBe
            HttpUri.parse("http://h/?q=%FE").queryParameters().asList()
    }
})
