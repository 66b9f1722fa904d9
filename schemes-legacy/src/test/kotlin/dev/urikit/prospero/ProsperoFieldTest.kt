package dev.urikit.prospero

import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe

/** A [ProsperoField] prints as its decoded `name=value` (RFC 4157 section 2's field syntax). */
class ProsperoFieldTest : FunSpec({

    withData(
        nameFn = { it.first },
        "prospero://h.example/a;OBJECT-VERSION=2" to "[OBJECT-VERSION=2]",
        "prospero://h.example/a;A=1;B=" to "[A=1, B=]",
        "prospero://h.example/a;K=%3B%3D" to "[K=;=]",
    ) { (uri, printed) ->
        ProsperoUri.parse(uri).fields().toString() shouldBe printed
    }
})
