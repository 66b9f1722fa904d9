package dev.urikit

import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldNotContain

/** A [SkippedBase] prints as its [SkippedBase.message], never the text it was given. */
class SkippedBaseTest : FunSpec({

    test("a layer that is no base prints why, and not its text") {
        val base = DocumentBase.builder().embedded("http://user:secret@h/a b").retrievalUri("http://a/b/c/d").establish()
        val skipped = base.skipped().single()
        skipped.toString() shouldBe skipped.message()
        skipped.toString().startsWith("embedded base: ") shouldBe true
        skipped.toString() shouldNotContain "secret"
    }

    test("made by hand") {
        SkippedBase(BaseLayer.EMBEDDED, "urn:isbn:0451450523", SkippedBase.Reason.SCHEME_CANNOT_BE_BASE, null, "urn")
            .toString() shouldBe "embedded base: a urn URI cannot be a base (RFC 3986 section 5.1)"
    }
})
