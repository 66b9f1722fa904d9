package dev.urikit.spi

import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe

/** A [SchemeViolation] prints as its code, index and rule. */
class SchemeViolationTest : FunSpec({

    test("code at index: rule") {
        SchemeViolation(7, "http.host.empty", "host must not be empty (RFC 9110 section 4.2.1)").toString() shouldBe
            "http.host.empty at 7: host must not be empty (RFC 9110 section 4.2.1)"
    }
})
