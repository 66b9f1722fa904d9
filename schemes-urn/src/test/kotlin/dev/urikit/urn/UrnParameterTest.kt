package dev.urikit.urn

import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe

/** A [UrnParameter] prints as `lang=en`, or its name alone when it has no value. */
class UrnParameterTest : FunSpec({

    withData(
        nameFn = { it.first },
        // RFC 8141 section 2.3.2's q-component example, and the edge cases of a pair.
        "urn:example:weather?=op=map&lat=39.56&lon=-104.85" to "[op=map, lat=39.56, lon=-104.85]",
        "urn:example:a?=lang=en&flag" to "[lang=en, flag]",
        "urn:example:a?=e=&k=%26%3D" to "[e=, k=&=]",
    ) { (urn, printed) ->
        Urn.parse(urn).qParameters().toString() shouldBe printed
    }

    test("made by hand") {
        UrnParameter("lang", "en").toString() shouldBe "lang=en"
        UrnParameter("flag", null).toString() shouldBe "flag"
    }
})
