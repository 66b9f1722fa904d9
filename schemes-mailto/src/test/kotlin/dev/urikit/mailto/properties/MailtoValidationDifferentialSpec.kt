package dev.urikit.mailto.properties

import dev.urikit.OpaqueUri
import dev.urikit.SchemeRegistry
import dev.urikit.Uri
import dev.urikit.UriSyntaxException
import dev.urikit.mailto.MailtoScheme
import dev.urikit.mailto.MailtoSchemeProvider
import io.kotest.assertions.withClue
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldContain
import io.kotest.matchers.types.shouldBeInstanceOf
import io.kotest.property.Arb
import io.kotest.property.PropTestConfig
import io.kotest.property.arbitrary.arbitrary
import io.kotest.property.arbitrary.byte
import io.kotest.property.arbitrary.byteArray
import io.kotest.property.arbitrary.int
import io.kotest.property.checkAll
import java.nio.ByteBuffer
import java.nio.charset.CharacterCodingException
import java.nio.charset.CodingErrorAction
import java.nio.charset.StandardCharsets
import java.util.regex.Pattern
import kotlin.random.Random

/**
 * The one-pass validation of [MailtoScheme] against decoding then checking, on generated mailto text
 * that the generic syntax accepts: percent-encoded random bytes, valid, overlong, surrogate and
 * truncated UTF-8, CR and LF encoded in every header and in the addresses, quotes, escapes, commas
 * and blanks in address lists, and header names that are no field names.
 *
 * Two references, neither of which uses the module's code:
 * - the verdict, by decoding each value into a string with the JDK's strict UTF-8 decoder and then
 *   checking the string (RFC 6068 sections 2 and 7);
 * - the code and index of the error, by reading the decoded bytes with the ABNF of RFC 3629 section 4
 *   as a regular expression and the fields and addresses split into lists. Of several problems in a
 *   value, the first met reading forward is reported (a broken UTF-8 sequence where it starts), and an
 *   address problem only when the value has no other.
 */
class MailtoValidationDifferentialSpec : FunSpec({

    val registry = SchemeRegistry.builder().add(MailtoSchemeProvider()).build()

    fun check(text: String) {
        withClue(text) {
            val expected = Reference.problem(text)
            (expected == null) shouldBe Reference.acceptedByDecoding(text)
            val error = try {
                Uri.parse(text, registry).registeredScheme().shouldBeInstanceOf<MailtoScheme>()
                null
            } catch (e: UriSyntaxException) {
                e
            }
            if (expected == null) {
                error shouldBe null
            } else {
                val e = error ?: throw AssertionError("accepted, expected ${expected.code} at ${expected.index}")
                "${e.code()} at ${e.index()}" shouldBe "${expected.code} at ${expected.index}"
                expected.label?.let { e.message!! shouldContain it }
            }
        }
    }

    test("the RFC 3629 expression agrees with the JDK's strict decoder on random bytes") {
        checkAll(PropTestConfig(seed = 3629L, iterations = 20_000), Arb.byteArray(Arb.int(0..6), Arb.byte())) { bytes ->
            withClue(bytes.joinToString(" ") { "%02X".format(it) }) {
                Reference.isUtf8(bytes) shouldBe (Reference.strictUtf8(bytes) != null)
            }
        }
    }

    test("generated mail links: the one-pass check refuses what decoding then checking refuses, with the same code and index") {
        checkAll(PropTestConfig(seed = 6068L, iterations = 30_000), Generator.links()) { text -> check(text) }
    }

    context("named examples") {
        withData(
            "mailto:a@x?subject=%0D%0ABcc:evil@x",
            "mailto:a@x?subject=%0d",
            "mailto:a@x?subject=a%0Ab",
            "mailto:a@x?body=%0D%0A%0d%0a%0A",
            "mailto:a%0A@x",
            "mailto:a@x?cc=b@x%0D%0A",
            "mailto:a@x?to=%0Ab@x",
            "mailto:a@x?%0D=v",
            "mailto:a@x?subject=%C0%80",
            "mailto:a@x?subject=%C1%BF",
            "mailto:a@x?subject=%E0%80%80",
            "mailto:a@x?subject=%E0%9F%BF",
            "mailto:a@x?subject=%F0%80%80%80",
            "mailto:a@x?subject=%F0%8F%BF%BF",
            "mailto:a@x?subject=%F4%90%80%80",
            "mailto:a@x?subject=%F5%80%80%80",
            "mailto:a@x?subject=%ED%A0%80",
            "mailto:a@x?subject=%ED%BF%BF",
            "mailto:a@x?subject=%ED%9F%BF",
            "mailto:a@x?subject=%EF%BF%BF%F4%8F%BF%BF",
            "mailto:a@x?subject=%E2%82",
            "mailto:a@x?subject=%E2%82&body=x",
            "mailto:a@x?subject=%F0%9F%98",
            "mailto:a@x?subject=%80",
            "mailto:a@x?subject=%C3a",
            "mailto:a@x?subject=%C3/",
            "mailto:a@x?subject=%C3=",
            "mailto:a%C3&b@x",
            "mailto:a%C3@x",
            "mailto:%FF/@x",
            "mailto:a@x?subject=%0A%FF",
            "mailto:a@x?subject=%FF%0A",
            "mailto:%22a%5C%22,b%22@x,c@y",
            "mailto:%22a%5C",
            "mailto:%22a,b@x",
            "mailto:%20a@x%20,%09b@y",
            "mailto:a@x,%20",
            "mailto:%40x,a@%40",
            "mailto:a@x?to=&cc=,",
            "mailto:a@x?%62ody=%0A&B%4FDY=%0D",
            "mailto:a@x?%74o=b&%43C=c@",
        ) { text -> check(text) }
    }
})

/** A problem as the references see it: the code of [MailtoScheme], where, and the header the message names. */
private data class Problem(val code: String, val index: Int, val label: String? = null)

/** A decoded byte and the index in the raw text of the character or triplet that wrote it. */
private data class Decoded(val byte: Int, val index: Int, val written: Char?)

private object Reference {

    /** `qchar` without `pct-encoded` (RFC 6068 section 2): `unreserved` and `some-delims`. */
    private const val QCHAR = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$'()*+,;:@"

    /** RFC 3629 section 4, `UTF8-char`, over bytes written as the characters U+0000 to U+00FF. */
    private const val UTF8_CHAR = "[\\x00-\\x7F]|[\\xC2-\\xDF][\\x80-\\xBF]|\\xE0[\\xA0-\\xBF][\\x80-\\xBF]" +
        "|[\\xE1-\\xEC\\xEE\\xEF][\\x80-\\xBF]{2}|\\xED[\\x80-\\x9F][\\x80-\\xBF]|\\xF0[\\x90-\\xBF][\\x80-\\xBF]{2}" +
        "|[\\xF1-\\xF3][\\x80-\\xBF]{3}|\\xF4[\\x80-\\x8F][\\x80-\\xBF]{2}"
    private val utf8Char = Pattern.compile(UTF8_CHAR)
    private val utf8Octets = Pattern.compile("(?:$UTF8_CHAR)*")

    private const val TO_LABEL = "header \"to\" (the addresses before \"?\")"

    private fun latin1(bytes: List<Int>) = String(CharArray(bytes.size) { bytes[it].toChar() })

    fun isUtf8(bytes: ByteArray) = utf8Octets.matcher(latin1(bytes.map { it.toInt() and 0xFF })).matches()

    fun strictUtf8(bytes: ByteArray): String? = try {
        StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT)
            .decode(ByteBuffer.wrap(bytes))
            .toString()
    } catch (e: CharacterCodingException) {
        null
    }

    private fun units(s: String, start: Int, end: Int): List<Decoded> {
        val units = mutableListOf<Decoded>()
        var i = start
        while (i < end) {
            if (s[i] == '%') {
                units += Decoded(s.substring(i + 1, i + 3).toInt(16), i, null)
                i += 3
            } else {
                units += Decoded(s[i].code, i, s[i])
                i++
            }
        }
        return units
    }

    /** The components of a mailto URI: the addresses, then each header field as written, with where each starts. */
    private class Parts(val s: String) {
        val pathEnd = s.indexOfAny(charArrayOf('?', '#')).let { if (it < 0) s.length else it }
        val hasQuery = pathEnd < s.length && s[pathEnd] == '?'
        val queryEnd = s.indexOf('#').let { if (it < 0) s.length else it }

        /** Each field as (start, end). */
        val fields: List<Pair<Int, Int>> = if (!hasQuery) {
            emptyList()
        } else {
            val starts = mutableListOf(pathEnd + 1)
            for (i in pathEnd + 1 until queryEnd) {
                if (s[i] == '&') starts += i + 1
            }
            starts.mapIndexed { k, start -> start to (if (k + 1 < starts.size) starts[k + 1] - 1 else queryEnd) }
        }
    }

    private const val PATH_START = 7

    private fun isFieldName(name: List<Decoded>) = name.isNotEmpty() && name.all { it.byte in 33..126 && it.byte != ':'.code }

    private fun lowerAscii(name: List<Decoded>) = latin1(name.map { if (it.byte in 'A'.code..'Z'.code) it.byte + 32 else it.byte })

    /** The header as messages name it: bytes outside printable US-ASCII as \xHH, quotes and backslashes escaped, 32 at most. */
    private fun label(name: List<Decoded>): String {
        val shown = name.take(32).joinToString("") {
            when {
                it.byte == '"'.code || it.byte == '\\'.code -> "\\" + it.byte.toChar()
                it.byte in 33..126 -> it.byte.toChar().toString()
                else -> "\\x%02X".format(it.byte)
            }
        }
        return "header \"" + shown + (if (name.size > 32) "..." else "") + "\""
    }

    /**
     * Decoding then checking: whether RFC 6068 sections 2, 5 and 7 and RFC 5322 sections 2.2 and 3.5 accept
     * the text. Address lists are checked on their units, since a written and an encoded comma or "@" differ.
     */
    fun acceptedByDecoding(s: String): Boolean {
        val parts = Parts(s)
        fun decoded(start: Int, end: Int): String? {
            val units = units(s, start, end)
            if (units.any { it.written != null && it.written !in QCHAR }) return null
            return strictUtf8(ByteArray(units.size) { units[it].byte.toByte() })
        }
        fun controlFree(value: String) = value.none { it.code < 0x20 && it != '\t' || it.code in 0x7F..0x9F || it == '\u2028' || it == '\u2029' }
        val to = decoded(PATH_START, parts.pathEnd) ?: return false
        if (!controlFree(to) || addressProblem(units(s, PATH_START, parts.pathEnd), parts.pathEnd) != null) return false
        for ((start, end) in parts.fields) {
            val eq = s.indexOf('=', start).takeIf { it in start until end } ?: return false
            val name = units(s, start, eq)
            if (name.any { it.written != null && it.written !in QCHAR } || !isFieldName(name)) return false
            val value = decoded(eq + 1, end) ?: return false
            val lower = lowerAscii(name)
            if (lower == "body" && '\u0000' in value) return false
            if (lower != "body" && !controlFree(value)) return false
            if (lower in setOf("to", "cc", "bcc") && addressProblem(units(s, eq + 1, end), end) != null) return false
        }
        return true
    }

    /** The code and index of the first problem, as the one-pass check reports it, or null. */
    fun problem(s: String): Problem? {
        val parts = Parts(s)
        valueProblem(units(s, PATH_START, parts.pathEnd), lineBreaks = false)?.let { (code, index) ->
            return Problem(if (code == "char") "mailto.addr.char" else code, index, TO_LABEL)
        }
        addressProblem(units(s, PATH_START, parts.pathEnd), parts.pathEnd)?.let { (code, index) ->
            return Problem(code, index, TO_LABEL)
        }
        for ((start, end) in parts.fields) {
            val eq = s.indexOf('=', start).takeIf { it in start until end }
                ?: return Problem("mailto.hfield.equals-missing", start)
            val name = units(s, start, eq)
            name.firstOrNull { it.written != null && it.written !in QCHAR }?.let {
                return Problem("mailto.hfield.char", it.index, label(name))
            }
            if (!isFieldName(name)) return Problem("mailto.hfield.name", start)
            val lower = lowerAscii(name)
            val value = units(s, eq + 1, end)
            valueProblem(value, lineBreaks = lower == "body")?.let { (code, index) ->
                return Problem(if (code == "char") "mailto.hfield.char" else code, index, label(name))
            }
            if (lower in setOf("to", "cc", "bcc")) {
                addressProblem(value, end)?.let { (code, index) -> return Problem(code, index, label(name)) }
            }
        }
        return null
    }

    /**
     * The first problem met reading the units forward: a written character outside qchar, bytes that are no
     * longer the start of UTF-8 (reported where the broken sequence starts), a control character where not
     * allowed (CR and LF as line breaks; in the body only NUL) where its sequence starts; then a sequence
     * left unfinished at the end.
     */
    private fun valueProblem(units: List<Decoded>, lineBreaks: Boolean): Pair<String, Int>? {
        val bytes = mutableListOf<Int>()
        var sequenceStart = 0
        for (unit in units) {
            if (unit.written != null && unit.written !in QCHAR) return "char" to unit.index
            if (unit.byte < 0x80 || unit.byte >= 0xC0) sequenceStart = unit.index
            bytes += unit.byte
            val matcher = utf8Octets.matcher(latin1(bytes))
            if (!matcher.matches() && !matcher.hitEnd()) return "mailto.utf8" to units[sequenceStart(bytes)].index
            if (matcher.matches()) {
                val last = String(ByteArray(bytes.size) { bytes[it].toByte() }, StandardCharsets.UTF_8).codePoints().toArray().last()
                if (lineBreaks) {
                    if (last == 0) return "mailto.body.nul" to sequenceStart
                } else if (last == '\r'.code || last == '\n'.code) {
                    return "mailto.header.crlf" to sequenceStart
                } else if (last < 0x20 && last != '\t'.code || last in 0x7F..0x9F || last == 0x2028 || last == 0x2029) {
                    return "mailto.header.control" to sequenceStart
                }
            }
        }
        if (!utf8Octets.matcher(latin1(bytes)).matches()) return "mailto.utf8" to units[sequenceStart(bytes)].index
        return null
    }

    /** Where the first sequence that is not a whole `UTF8-char` starts. */
    private fun sequenceStart(bytes: List<Int>): Int {
        val matcher = utf8Char.matcher(latin1(bytes))
        var at = 0
        while (at < bytes.size && matcher.region(at, bytes.size).lookingAt()) at = matcher.end()
        return at
    }

    /**
     * The first problem of an address list, by lists rather than one pass: split at written commas outside
     * quoted strings (a backslash in one escapes the next unit; a quote after the "@" opens none), each address trimmed of spaces and tabs,
     * then its structure (quotes, exactly one written "@" outside quotes, both sides present), then the
     * local part and the domain against the ABNF of [AddrSpecGrammar] as regular expressions: the index is
     * the first unit no valid local part or domain can continue with (the dot before it when it follows
     * one in dot-atom-text), or the last dot or the opening bracket of one left unfinished. [end] is where the list ends.
     */
    private fun addressProblem(units: List<Decoded>, end: Int): Pair<String, Int>? {
        if (units.isEmpty()) return null
        val addresses = mutableListOf<MutableList<Decoded>>(mutableListOf())
        val ends = mutableListOf<Int>()
        var quoted = false
        var escaped = false
        var atSeen = false
        for (unit in units) {
            when {
                escaped -> escaped = false
                quoted && unit.byte == '\\'.code -> escaped = true
                unit.byte == '"'.code && !atSeen -> quoted = !quoted
                unit.written == '@' && !quoted -> atSeen = true
                unit.written == ',' && !quoted -> {
                    ends += unit.index
                    addresses += mutableListOf<Decoded>()
                    atSeen = false
                    continue
                }
            }
            addresses.last() += unit
        }
        ends += end
        addresses.forEachIndexed { k, address ->
            val trimmed = address.dropWhile { it.isBlank() }.dropLastWhile { it.isBlank() }
            if (trimmed.isEmpty()) return "mailto.addr.empty" to ends[k]
            if (k == addresses.lastIndex && quoted) return "mailto.addr.quote" to trimmed.first().index
            val ats = writtenAtsOutsideQuotes(trimmed)
            if (ats.isEmpty()) return "mailto.addr.at-missing" to trimmed.first().index
            if (ats.size > 1) return "mailto.addr.at-extra" to trimmed[ats[1]].index
            val at = ats[0]
            if (at == 0) return "mailto.addr.local-empty" to trimmed.first().index
            if (at == trimmed.lastIndex) return "mailto.addr.domain-empty" to trimmed.first().index
            grammarProblem(chars(trimmed.subList(0, at)), localPart)?.let { return "mailto.addr.local-part" to it }
            grammarProblem(chars(trimmed.subList(at + 1, trimmed.size)), domain)?.let { return "mailto.addr.domain" to it }
        }
        return null
    }

    private fun Decoded.isBlank() = byte == ' '.code || byte == '\t'.code

    private fun writtenAtsOutsideQuotes(address: List<Decoded>): List<Int> {
        var quoted = false
        var escaped = false
        val ats = mutableListOf<Int>()
        address.forEachIndexed { k, unit ->
            when {
                escaped -> escaped = false
                quoted && unit.byte == '\\'.code -> escaped = true
                unit.byte == '"'.code && ats.isEmpty() -> quoted = !quoted
                unit.written == '@' && !quoted -> ats += k
            }
        }
        return ats
    }

    /** One character per decoded character (a whole UTF-8 sequence as one), with the index where it is written. */
    private fun chars(units: List<Decoded>): List<Pair<Char, Int>> {
        val chars = mutableListOf<Pair<Char, Int>>()
        for (unit in units) {
            when {
                unit.byte < 0x80 -> chars += unit.byte.toChar() to unit.index
                unit.byte >= 0xC0 -> chars += '\u00E9' to unit.index
            }
        }
        return chars
    }

    private fun cls(chars: String) = "[" + chars.map { "\\x{" + it.code.toString(16) + "}" }.joinToString("") + "]"

    private val localPart: Pattern = Pattern.compile(
        "${cls(AddrSpecGrammar.ATEXT)}+(?:\\.${cls(AddrSpecGrammar.ATEXT)}+)*" +
            "|\"(?:${cls(AddrSpecGrammar.QTEXT)}|[ \\t]|\\\\(?:${cls(AddrSpecGrammar.VCHAR)}|[ \\t]))*\"",
    )

    private val domain: Pattern = Pattern.compile(
        "(?:${cls(AddrSpecGrammar.ATEXT)}|\\x{E9})+(?:\\.(?:${cls(AddrSpecGrammar.ATEXT)}|\\x{E9})+)*" +
            "|\\[${cls(AddrSpecGrammar.DTEXT)}*\\]",
    )

    /** Where [chars] stop matching [pattern], as the class documentation of [addressProblem] says, or null. */
    private fun grammarProblem(chars: List<Pair<Char, Int>>, pattern: Pattern): Int? {
        val text = chars.joinToString("") { it.first.toString() }
        for (k in 1..text.length) {
            val matcher = pattern.matcher(text.substring(0, k))
            if (!matcher.matches() && !matcher.hitEnd()) {
                val dotAtom = !text.startsWith("\"") && !text.startsWith("[")
                return if (dotAtom && k >= 2 && text[k - 2] == '.') chars[k - 2].second else chars[k - 1].second
            }
        }
        if (pattern.matcher(text).matches()) return null
        val open = if (text.startsWith("[")) 0 else text.lastIndexOf('.')
        return chars[maxOf(open, 0)].second
    }
}

/** Mail links that the generic syntax accepts, full of what RFC 6068 and RFC 3629 may refuse. */
private object Generator {

    /** What RFC 3986 allows written in a path (`pchar` and `"/"`), weighted to letters. */
    private const val PATH_CHARS = "abcxyzABZ0189-._~abcxyz!$'()*+,;=:@&/"

    /** Bytes that matter: delimiters, blanks, line breaks, and the edges of every UTF-8 range. */
    private val bytes = listOf(
        0x22, 0x5C, 0x40, 0x2C, 0x20, 0x09, 0x0D, 0x0A, 0x00, 0x41, 0x3A, 0x26, 0x3D, 0x7F,
        0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xC3, 0xDF, 0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF,
        0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xF7, 0xF8, 0xFF,
    )

    /** Sequences at the edges of RFC 3629: overlong, surrogate, too large, truncated, and the extremes that are fine. */
    private val sequences = listOf(
        "C080", "C1BF", "C280", "DFBF", "E08080", "E09FBF", "E0A080", "ED9FBF", "EDA080", "EDBFBF", "EE8080",
        "EFBFBF", "F0808080", "F08FBFBF", "F0908080", "F48FBFBF", "F4908080", "F5808080", "E282", "F09F98", "C3",
    )

    private val names = listOf(
        "to", "TO", "cc", "Cc", "bcc", "BCC", "body", "BODY", "Body", "subject", "X-H", "In-Reply-To", "%74o", "%62ody",
        "b%4Fdy", "%43c", "", "a:b", "a%3Ab", "a%20b", "a/b", "a?b", "%C3%A9", "to%00", "%7F", "b", "bo", "tob", "c",
    )

    private fun triplet(random: Random, byte: Int): String {
        val high = "0123456789ABCDEF"[byte shr 4]
        val low = "0123456789ABCDEF"[byte and 15]
        return "%" + (if (random.nextBoolean()) high else high.lowercaseChar()) + (if (random.nextBoolean()) low else low.lowercaseChar())
    }

    private fun unit(random: Random, query: Boolean): String = when (random.nextInt(20)) {
        in 0..7 -> PATH_CHARS[random.nextInt(PATH_CHARS.length)].toString()
        8 -> if (query) "?" else "/"
        9 -> triplet(random, random.nextInt(256))
        in 10..12 -> triplet(random, bytes[random.nextInt(bytes.size)])
        13 -> sequences[random.nextInt(sequences.size)].chunked(2).joinToString("") { triplet(random, it.toInt(16)) }
        14 -> String(Character.toChars(randomCodePoint(random))).toByteArray(StandardCharsets.UTF_8)
            .joinToString("") { triplet(random, it.toInt() and 0xFF) }
        15 -> "@"
        16 -> ","
        17 -> listOf("%22", "%5C", "%22a,b%22", "%22a%5C%22%22")[random.nextInt(4)]
        18 -> listOf("%20", "%09", "%40", "%2C")[random.nextInt(4)]
        else -> listOf("a@b", "x@y.example", "a@b,c@d", "%0D%0A")[random.nextInt(4)]
    }

    private fun randomCodePoint(random: Random): Int {
        while (true) {
            val cp = when (random.nextInt(4)) {
                0 -> random.nextInt(0x80, 0x800)
                1 -> random.nextInt(0x800, 0x10000)
                2 -> random.nextInt(0x10000, 0x110000)
                else -> random.nextInt(0xE000, 0x10000)
            }
            if (cp !in 0xD800..0xDFFF) return cp
        }
    }

    /** A unit that RFC 6068 accepts anywhere outside an address list. */
    private fun harmless(random: Random): String = when (random.nextInt(4)) {
        0 -> String(Character.toChars(randomCodePoint(random))).toByteArray(StandardCharsets.UTF_8)
            .joinToString("") { triplet(random, it.toInt() and 0xFF) }
        1 -> triplet(random, listOf(0x20, 0x41, 0x26, 0x3D, 0x23)[random.nextInt(5)])
        else -> "abcXYZ09-._~!$'()*+,;:@"[random.nextInt(23)].toString()
    }

    /** Mostly harmless units, or, in one value out of three, anything. */
    private fun value(random: Random, query: Boolean, max: Int): String {
        val wild = random.nextInt(3) == 0
        return buildString {
            repeat(random.nextInt(max + 1)) { append(if (wild || random.nextInt(8) == 0) unit(random, query) else harmless(random)) }
        }
    }

    private val addressLists = listOf("", "a@b", "x@y.example", "a@b,c@d", "%22a,b%22@x", "%20a@b%09", "%C3%A9@x.example")

    private fun link(random: Random): String = buildString {
        append(if (random.nextInt(8) == 0) "MAILTO:" else "mailto:")
        if (random.nextBoolean()) {
            append(addressLists[random.nextInt(addressLists.size)])
            if (random.nextInt(4) == 0) append(unit(random, query = false))
        } else {
            append(value(random, query = false, max = 6).trimStart('/'))
        }
        if (random.nextInt(10) < 7) {
            append('?')
            val fields = List(random.nextInt(4)) {
                val name = if (random.nextInt(6) == 0) value(random, query = true, max = 2) else names[random.nextInt(names.size)]
                val value = if (random.nextBoolean() && name.lowercase() in setOf("to", "cc", "bcc")) {
                    addressLists[random.nextInt(addressLists.size)]
                } else {
                    value(random, query = true, max = 6)
                }
                if (random.nextInt(12) == 0) name else "$name=$value"
            }
            append(fields.joinToString("&"))
        }
        if (random.nextInt(10) == 0) append("#f")
    }

    fun links(): Arb<String> = arbitrary { rs ->
        var text = link(rs.random)
        while (Uri.parseOrNull(text, SchemeRegistry.empty()) !is OpaqueUri) text = link(rs.random)
        text
    }
}
