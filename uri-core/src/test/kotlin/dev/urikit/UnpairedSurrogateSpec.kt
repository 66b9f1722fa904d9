package dev.urikit

import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import io.kotest.property.Arb
import io.kotest.property.PropTestConfig
import io.kotest.property.arbitrary.char
import io.kotest.property.arbitrary.list
import io.kotest.property.checkAll

/**
 * [PercentEncoding.unpairedSurrogate], which every builder asks before it encodes text: the first UTF-16
 * code unit that is a surrogate without its partner (RFC 3629 section 3), or -1. The expected index is
 * found here by walking the text with [Character.codePointAt], independently of the loop under test.
 */
class UnpairedSurrogateSpec : FunSpec({

    test("examples") {
        PercentEncoding.unpairedSurrogate("") shouldBe -1
        PercentEncoding.unpairedSurrogate("abc") shouldBe -1
        PercentEncoding.unpairedSurrogate("a\uD83D\uDE00b") shouldBe -1
        PercentEncoding.unpairedSurrogate("a\uD83Db") shouldBe 1
        PercentEncoding.unpairedSurrogate("a\uDE00") shouldBe 1
        PercentEncoding.unpairedSurrogate("\uD83D") shouldBe 0
        PercentEncoding.unpairedSurrogate("\uDE00\uD83D") shouldBe 0
        PercentEncoding.unpairedSurrogate("\uD83D\uD83D\uDE00") shouldBe 0
        PercentEncoding.unpairedSurrogate("\uD83D\uDE00\uDE00") shouldBe 2
    }

    test("the first code point that is a lone surrogate, over text drawn from letters and both halves") {
        val units = Arb.list(Arb.char('a'..'b', '\uD800'..'\uD801', '\uDC00'..'\uDC01'), 0..12)
        checkAll(PropTestConfig(seed = 3629, iterations = 3000), units) { list ->
            val text = String(list.toCharArray())
            var expected = -1
            var i = 0
            while (i < text.length) {
                val cp = text.codePointAt(i)
                if (cp in 0xD800..0xDFFF) {
                    expected = i
                    break
                }
                i += Character.charCount(cp)
            }
            PercentEncoding.unpairedSurrogate(text) shouldBe expected
        }
    }
})
