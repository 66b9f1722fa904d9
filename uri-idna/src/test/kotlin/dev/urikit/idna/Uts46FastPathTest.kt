package dev.urikit.idna

import com.ibm.icu.text.Normalizer
import com.ibm.icu.text.Normalizer2
import io.kotest.assertions.withClue
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.collections.shouldBeEmpty
import io.kotest.matchers.ints.shouldBeGreaterThan
import io.kotest.matchers.nulls.shouldBeNull
import io.kotest.matchers.shouldBe
import kotlin.random.Random

/**
 * The fast path of UTS #46 ToASCII against ICU4J's full processing: for every code point, on every name
 * it takes, it gives what ICU4J gives; and it hands ICU4J each kind of name it cannot judge alone.
 */
class Uts46FastPathTest : FunSpec({

  fun icu(name: String): String? = runCatching { Uts46Mapping.icuToAscii(name) }.getOrNull()

  test("every code point, inside, first and last in left-to-right and right-to-left labels: where the fast path answers, ICU4J agrees") {
    val differences = mutableListOf<String>()
    var answered = 0
    for (cp in 0..0x10FFFF) {
      if (cp == '.'.code) continue
      val c = if (cp in 0xD800..0xDFFF) cp.toChar().toString() else String(Character.toChars(cp))
      for (name in listOf("a${c}b.example", "${c}x.example", "\u05D0${c}\u05D1.example", "\u05D0${c}.1a", "${c}\u0627.example")) {
        val fast = Uts46FastPath.toAscii(name) ?: continue
        answered++
        val full = icu(name)
        if (fast != full && differences.size < 20) differences += "U+%04X in %s: fast %s, ICU4J %s".format(cp, name, fast, full)
      }
    }
    differences.shouldBeEmpty()
    answered shouldBeGreaterThan 100_000
  }

  test("random names of letters, marks, joiners and digits of many scripts: where the fast path answers, ICU4J agrees") {
    val pool = ("abcxyz019-ßςéüñçøåαβγδάώабвгджёяאבגابةـ٣أ日本語中文한국어ก่าขัอ्हिन्दीকৌ" +
      "\u0301\u0308\u0345\u094D\u200C\u200D\u0E31\u0E48\u3002\uFF0E\u00AD\u2488ABCÉÜ_%").codePoints().toArray()
    val random = Random(3987)
    val differences = mutableListOf<String>()
    var answered = 0
    repeat(200_000) {
      val name = buildString {
        repeat(1 + random.nextInt(3)) { label ->
          if (label > 0) append('.')
          repeat(1 + random.nextInt(8)) { appendCodePoint(pool[random.nextInt(pool.size)]) }
        }
      }
      val fast = Uts46FastPath.toAscii(name) ?: return@repeat
      answered++
      val full = icu(name)
      if (fast != full && differences.size < 20) differences += "${name.escaped()}: fast $fast, ICU4J $full"
    }
    differences.shouldBeEmpty()
    answered shouldBeGreaterThan 1_000
  }

  test("the US-ASCII the fast path takes is YES with combining class 0 in the UTS #46 data, as its quick check of the part beyond US-ASCII assumes") {
    val uts46 = Normalizer2.getInstance(null, "uts46", Normalizer2.Mode.COMPOSE)
    for (c in "abcdefghijklmnopqrstuvwxyz0123456789.-") {
      withClue(c) {
        uts46.quickCheck(c.toString()) shouldBe Normalizer.YES
        uts46.getCombiningClass(c.code) shouldBe 0
      }
    }
  }

  context("a mark that composes with the US-ASCII letter before it sends the name to ICU4J, whose answer it gets") {
    withData(
      mapOf(
        "e and U+0301, one label" to ("e\u0301.example" to "xn--9ca.example"),
        "after an ASCII label" to ("www.e\u0301.example" to "www.xn--9ca.example"),
        "in the last label" to ("b\u00FCcher.e\u0301" to "xn--bcher-kva.xn--9ca"),
        "inside a label" to ("bu\u0308cher.example" to "xn--bcher-kva.example"),
        "after a digit-free label with a character beyond US-ASCII" to ("caf\u00E9.e\u0301" to "xn--caf-dma.xn--9ca"),
      ),
    ) { (name, ascii) ->
      Uts46FastPath.toAscii(name).shouldBeNull()
      Uts46Mapping().toAscii(name) shouldBe ascii
      Uts46Mapping.icuToAscii(name) shouldBe ascii
    }
  }

  context("names whose characters beyond US-ASCII are first, last or alone, which the fast path takes") {
    withData(
      listOf(
        "\u00FC.example" to "xn--tda.example",
        "example.\u00FC" to "example.xn--tda",
        "a\u00FCb" to "xn--ab-xka",
        "\u00FC" to "xn--tda",
        "\u00FCber.caf\u00E9" to "xn--ber-goa.xn--caf-dma",
      ),
    ) { (name, ascii) ->
      Uts46FastPath.toAscii(name) shouldBe ascii
      Uts46Mapping.icuToAscii(name) shouldBe ascii
    }
  }

  context("names the fast path leaves to ICU4J") {
    withData(
      mapOf(
        "upper case, which the mapping lowers" to "Bücher.example",
        "a compatibility character the mapping replaces" to "ｂücher.example",
        "a disallowed character" to "a\u2488b.example",
        "a right-to-left label with a left-to-right letter (RFC 5893 rule 2)" to "\u05D0a.example",
        "a right-to-left label and a label that starts with a digit (rule 1)" to "\u05D0.1a",
        "a right-to-left label that ends in a left-to-right character (rule 3)" to "\u05D0\u00B7.example",
        "European and Arabic digits in one right-to-left label (rule 4)" to "\u05D01\u0663.example",
        "an Arabic-Indic digit (Bidi_Class AN)" to "a\u0663.example",
        "a zero-width non-joiner" to "a\u094D\u200Cb.example",
        "a combining mark first" to "\u0903a.example",
        "an xn-- label" to "xn--bcher-kva.example",
        "an xn-- label after a label the fast path takes" to "bücher.xn--4ca",
        "an unpaired surrogate" to "a\uD900z.example",
        "an empty label" to "bücher..example",
        "an empty first label" to ".bücher",
        "an empty last label (a trailing full stop)" to "bücher.example.",
        "a low line" to "a_b.bücher",
        "an ideographic full stop" to "日本語\u3002jp",
        "a label longer than 63" to "ü".repeat(64) + ".example",
        "a last label longer than 63" to "example." + "ü".repeat(64),
        "a label of 64 UTF-16 units, 63 code points" to "ü".repeat(62) + "\uD800\uDF00.example",
        "the empty name" to "",
      ),
    ) { name -> Uts46FastPath.toAscii(name).shouldBeNull() }
  }

  context("names the fast path takes, with their A-labels (IdnaTestV2; the IANA test domain in Arabic)") {
    withData(
      listOf(
        "bücher.example" to "xn--bcher-kva.example",
        "faß.de" to "xn--fa-hia.de",
        "βόλος.com" to "xn--nxasmm1c.com",
        "\u05D0\u05EA" to "xn--4db6c",
        "\u0645\u062B\u0627\u0644.\u0625\u062E\u062A\u0628\u0627\u0631" to "xn--mgbh0fb.xn--kgbechtv",
      ),
    ) { (name, ascii) ->
      Uts46FastPath.toAscii(name) shouldBe ascii
      Uts46Mapping.icuToAscii(name) shouldBe ascii
    }
  }

  context("Punycode (RFC 3492 section 7.1 and the examples of UTS #46)") {
    withData(
      mapOf(
        "(A) Arabic (Egyptian)" to ("\u0644\u064A\u0647\u0645\u0627\u0628\u062A\u0643\u0644\u0645\u0648\u0634\u0639\u0631\u0628\u064A\u061F" to "egbpdaj6bu4bxfgehfvwxn"),
        "(B) Chinese (simplified)" to ("\u4ED6\u4EEC\u4E3A\u4EC0\u4E48\u4E0D\u8BF4\u4E2D\u6587" to "ihqwcrb4cv8a8dqg056pqjye"),
        "(L) 3<nen>B<gumi><kinpachi><sensei>" to ("3\u5E74B\u7D44\u91D1\u516B\u5148\u751F" to "3B-ww4c5e180e575a65lsy2b"),
        "bücher" to ("bücher" to "bcher-kva"),
      ),
    ) { (unicode, encoded) ->
      punycode(unicode) shouldBe encoded
    }
  }

  test("the division by a reciprocal is exact for every divisor Punycode uses (base - t and the code points handled), at the edges and at random") {
    val random = Random(40)
    for (d in 1..64) {
      val qs = (0..2_000).map { random.nextInt(Int.MAX_VALUE) } + listOf(0, 1, d - 1, d, d + 1, Int.MAX_VALUE - 1, Int.MAX_VALUE) +
        (1..2_000).map { d * it - 1 } + (1..2_000).map { Int.MAX_VALUE / d * d - it }
      for (q in qs.filter { it >= 0 }) Punycode.divide(q, d) shouldBe q / d
    }
  }

  test("Punycode of the longest labels, whose deltas are the largest, is ICU4J's Punycode") {
    val labels = listOf(
      "\uDBFF\uDFFF".repeat(Punycode.MAX_LENGTH),
      "a".repeat(Punycode.MAX_LENGTH - 1) + "\uDBFF\uDFFF",
      "\uDBFF\uDFFF" + "a".repeat(Punycode.MAX_LENGTH - 1),
      (0 until Punycode.MAX_LENGTH).joinToString("") { String(Character.toChars(0x10FFFF - it)) },
      (0 until Punycode.MAX_LENGTH).joinToString("") { String(Character.toChars(0x80 + it)) },
    )
    for (s in labels) punycode(s) shouldBe com.ibm.icu.impl.Punycode.encode(s, null).toString()
  }

  test("Punycode of random strings, supplementary code points included, is ICU4J's Punycode") {
    val random = Random(3492)
    val differences = mutableListOf<String>()
    repeat(20_000) {
      val s = buildString {
        // Up to the longest label, and from a small alphabet now and then, so that code points repeat.
        val alphabet = if (random.nextBoolean()) 0 else 2 + random.nextInt(6)
        val chosen = (1..alphabet).map { randomCodePoint(random) }
        repeat(1 + random.nextInt(Punycode.MAX_LENGTH)) {
          appendCodePoint(if (alphabet == 0) randomCodePoint(random) else chosen[random.nextInt(alphabet)])
        }
      }
      val ours = punycode(s)
      val icu = com.ibm.icu.impl.Punycode.encode(s, null).toString()
      if (ours != icu && differences.size < 20) differences += "${s.escaped()}: ours $ours, ICU4J $icu"
    }
    differences.shouldBeEmpty()
  }
})

private fun punycode(s: String): String {
  val points = s.codePoints().toArray()
  val out = ByteArray(Punycode.maxLength(points.size) + 2)
  val end = Punycode.encode(points, points.size, out, 1)
  return String(out, 1, end - 1, Charsets.ISO_8859_1)
}

private fun randomCodePoint(random: Random): Int = when (random.nextInt(4)) {
  0 -> 'a'.code + random.nextInt(26)
  1 -> 0x80 + random.nextInt(0x780)
  2 -> 0x3040 + random.nextInt(0x6000)
  else -> 0x10000 + random.nextInt(0x20000)
}

private fun String.escaped(): String = buildString {
  for (c in this@escaped) if (c.code in 0x20..0x7E) append(c) else append("\\u%04X".format(c.code))
}
