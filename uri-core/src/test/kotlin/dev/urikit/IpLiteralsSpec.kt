package dev.urikit

import io.kotest.assertions.withClue
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe

/**
 * The IP-literal host of RFC 3986 section 3.2.2, checked against an oracle written from the section's
 * ABNF, not from the scanner: every count of `h16` pieces before and after a `::`, with and without
 * an IPv4 tail, and every string of up to 13 characters over `1`, `:` and `.`.
 */
class IpLiteralsSpec : FunSpec({

  /** True when `parse("//[text]")` accepts the host. */
  fun accepted(text: String): Boolean =
    UriReference.parseOrNull("//[$text]", SchemeRegistry.empty()) != null

  test("eight pieces and a '::' are refused (the '::' stands for at least one zero piece)") {
    for (text in listOf("1:2:3:4:5:6:7:8::", "::1:2:3:4:5:6:7:8", "1:2:3:4::5:6:7:8", "1:2:3:4:5:6::1.2.3.4")) {
      withClue(text) { accepted(text) shouldBe false }
    }
    for (text in listOf("1:2:3:4:5:6:7::", "::2:3:4:5:6:7:8", "1:2:3:4:5::1.2.3.4", "::1.2.3.4", "::")) {
      withClue(text) { accepted(text) shouldBe true }
    }
  }

  test("every count of pieces around '::', with and without an IPv4 tail, agrees with the ABNF") {
    val forms = ArrayList<String>()
    for (before in 0..9) {
      for (after in 0..9) {
        for (tail in listOf("", "1.2.3.4")) {
          for (piece in listOf("1", "abcd", "ABCDE")) {
            val head = List(before) { piece }.joinToString(":")
            val rest = (List(after) { piece } + listOfNotNull(tail.ifEmpty { null })).joinToString(":")
            forms += "$head::$rest"
            if (after == 0 && before > 0) {
              forms += listOfNotNull(head, tail.ifEmpty { null }).joinToString(":")
            }
          }
        }
      }
    }
    forms.size shouldBe 10 * 10 * 2 * 3 + 9 * 2 * 3
    var valid = 0
    for (text in forms) {
      val expected = Rfc3986Ipv6.matches(text)
      if (expected) valid++
      withClue(text) { accepted(text) shouldBe expected }
    }
    // The oracle itself: the ABNF admits 8 pieces, or fewer with "::" (IPv4 counting for two),
    // for the two valid piece forms ("1" and "abcd"): counted by hand from the nine alternatives.
    valid shouldBe ipv6FormsByHand()
  }

  test("every string of up to 13 characters over '1', ':' and '.' agrees with the ABNF") {
    val alphabet = charArrayOf('1', ':', '.')
    var checked = 0
    var agreed = 0
    val disagreements = ArrayList<String>()
    val buffer = CharArray(13)
    fun visit(length: Int, at: Int) {
      if (at == length) {
        val text = String(buffer, 0, length)
        checked++
        if (accepted(text) == Rfc3986Ipv6.matches(text)) {
          agreed++
        } else if (disagreements.size < 10) {
          disagreements += text
        }
        return
      }
      for (c in alphabet) {
        buffer[at] = c
        visit(length, at + 1)
      }
    }
    for (length in 0..13) visit(length, 0)
    disagreements shouldBe emptyList()
    checked shouldBe (0..13).sumOf { Math.pow(3.0, it.toDouble()).toInt() }
    agreed shouldBe checked
  }
})

/**
 * The nine alternatives of `IPv6address` in RFC 3986 section 3.2.2, transcribed as a regular
 * expression: the oracle the scanner is compared with.
 */
private object Rfc3986Ipv6 {
  private const val H16 = "[0-9A-Fa-f]{1,4}"
  private const val DEC_OCTET = "(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])"
  private const val IPV4 = "$DEC_OCTET\\.$DEC_OCTET\\.$DEC_OCTET\\.$DEC_OCTET"
  private const val LS32 = "(?:$H16:$H16|$IPV4)"

  private fun times(n: Int) = if (n == 0) "" else "(?:$H16:){$n}"
  private fun upTo(n: Int) = if (n < 0) "" else "(?:(?:$H16:){0,$n}$H16)?"

  private val regex = Regex(
    listOf(
      "${times(6)}$LS32",
      "::${times(5)}$LS32",
      "${upTo(0)}::${times(4)}$LS32",
      "${upTo(1)}::${times(3)}$LS32",
      "${upTo(2)}::${times(2)}$LS32",
      "${upTo(3)}::$H16:$LS32",
      "${upTo(4)}::$LS32",
      "${upTo(5)}::$H16",
      "${upTo(6)}::",
    ).joinToString("|") { "(?:$it)" },
  )

  fun matches(text: String) = regex.matches(text)
}

/**
 * How many of the generated forms are valid, counted from the rule "8 pieces without `::`; at most 7
 * with it", an IPv4 tail counting as two, and only the 1- and 4-digit pieces being `h16`.
 */
private fun ipv6FormsByHand(): Int {
  var count = 0
  for (before in 0..9) {
    for (after in 0..9) {
      for (tail in listOf(0, 2)) {
        for (pieceValid in listOf(true, true, false)) {
          val pieces = before + after + tail
          val anyPiece = before + after > 0
          if ((pieceValid || !anyPiece) && pieces <= 7) count++
          if (after == 0 && before > 0 && pieceValid && before + tail == 8) count++
        }
      }
    }
  }
  return count
}
