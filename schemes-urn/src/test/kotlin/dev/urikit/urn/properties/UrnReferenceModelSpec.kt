package dev.urikit.urn.properties

import dev.urikit.SchemeRegistry
import dev.urikit.Uri
import dev.urikit.UriSyntaxException
import dev.urikit.spi.SchemeViolation
import dev.urikit.urn.IetfNamespace
import dev.urikit.urn.IsbnNamespace
import dev.urikit.urn.OidNamespace
import dev.urikit.urn.UrnNamespace
import dev.urikit.urn.UrnNamespaces
import dev.urikit.urn.UrnScheme
import dev.urikit.urn.UuidNamespace
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import io.kotest.property.Arb
import io.kotest.property.PropTestConfig
import io.kotest.property.arbitrary.arbitrary
import io.kotest.property.checkAll
import kotlin.random.Random

/**
 * The hot path of validation (one pass over the NID that also keys the namespace lookup, the lookup by
 * packed key, the shipped namespaces' single-pass checks of uuid, isbn, oid and ietf) against plain reference models written here
 * from the RFCs, on generated near-valid input: every input is accepted or refused, with the same code
 * at the same index, as the model says.
 */

private val config = PropTestConfig(seed = 8141L, iterations = 3000)

/** A refusal as the models give it: the code and the index into the whole URN. */
private typealias Refusal = Pair<String, Int>?

private fun refusal(text: String, registry: SchemeRegistry): Refusal = try {
    Uri.parse(text, registry)
    null
} catch (e: UriSyntaxException) {
    "${e.code()}" to e.index()
}

/** Applies zero to two random edits (replace, insert, delete) with characters from [alphabet]. */
private fun Random.mutate(valid: String, alphabet: String): String {
    val sb = StringBuilder(valid)
    repeat(nextInt(3)) {
        val at = nextInt(sb.length + 1)
        when (nextInt(3)) {
            0 -> if (at < sb.length) sb.setCharAt(at, alphabet[nextInt(alphabet.length)])
            1 -> sb.insert(at, alphabet[nextInt(alphabet.length)])
            else -> if (at < sb.length) sb.deleteCharAt(at)
        }
    }
    return sb.toString()
}

private fun isAsciiLdh(c: Char) = c in 'a'..'z' || c in 'A'..'Z' || c in '0'..'9' || c == '-'

private fun asciiLower(s: String) = String(CharArray(s.length) { if (s[it] in 'A'..'Z') s[it] + 32 else s[it] })

// ---- NIDs and the namespace lookup ----

/** Registered NIDs: short ones, and long ones that share their first eight characters (the packed key). */
private val registeredNids = listOf(
    "ab", "uuid", "isbn", "issn", "x-1", "abcdefgh", "abcdefgh1", "abcdefgh2", "abcdefghi-j",
    "a".repeat(31) + "b", "0123456789abcdef0123456789abcdef",
)

/** Refuses every NSS with a code naming its NID, so that a parse tells which namespace was consulted. */
private class Marker(private val nid: String) : UrnNamespace {
    override fun nids() = setOf(nid)
    override fun validate(text: String, start: Int, end: Int) = SchemeViolation(start, "urn.marker.$nid", "consulted")
}

private val markers = UrnNamespaces.of(registeredNids.map { Marker(it) })
private val markerRegistry = SchemeRegistry.builder().add(UrnScheme(markers)).build()

/** RFC 8141 section 2: NID = alphanum 0*30 ldh alphanum. */
private fun isNid(s: String) = s.length in 2..32 && s.all(::isAsciiLdh) && s.first() != '-' && s.last() != '-'

/** The model of RFC 8141 section 2 for `urn:<nid>:x`, then the namespace of section 5 by case-insensitive NID. */
private fun nidModel(nid: String): Refusal {
    val start = 4
    val bad = nid.indexOfFirst { !isAsciiLdh(it) }
    if (bad >= 0) return "urn.nid.character" to start + bad
    if (nid.length !in 2..32) return "urn.nid.length" to start
    if (nid.first() == '-') return "urn.nid.hyphen" to start
    if (nid.last() == '-') return "urn.nid.hyphen" to start + nid.length - 1
    val registered = registeredNids.firstOrNull { it == asciiLower(nid) } ?: return null
    return "urn.marker.$registered" to start + nid.length + 1
}

/** Registered NIDs in random case, near misses of them, and random NID-like text, from [alphabet]. */
private fun nidCandidates(alphabet: String): Arb<String> = arbitrary { rs ->
    val r = rs.random
    when (r.nextInt(3)) {
        0 -> registeredNids[r.nextInt(registeredNids.size)].map { if (r.nextBoolean()) it.uppercaseChar() else it }
            .joinToString("")
        1 -> r.mutate(registeredNids[r.nextInt(registeredNids.size)], alphabet)
        else -> String(CharArray(r.nextInt(0, 36)) { alphabet[r.nextInt(alphabet.length)] })
    }
}

/** Characters that a URI may hold: the NID's own, and unreserved ones that it may not. */
private const val URI_NID_ALPHABET = "aAbBhHiIsSkK19-_."

/** With characters that have another case outside US-ASCII: İ ı ſ K (Kelvin). */
private const val UNICODE_NID_ALPHABET = URI_NID_ALPHABET + "\u0130\u0131\u017F\u212A"

// ---- uuid (RFC 9562 section 4) ----

private fun uuidModel(nss: String): Refusal {
    val start = 9
    if (nss.length != 36) return "urn.uuid.length" to start
    for ((i, c) in nss.withIndex()) {
        if (i == 8 || i == 13 || i == 18 || i == 23) {
            if (c != '-') return "urn.uuid.hyphen" to start + i
        } else if (c !in '0'..'9' && c !in 'a'..'f' && c !in 'A'..'F') {
            return "urn.uuid.hex" to start + i
        }
    }
    return null
}

private val uuids: Arb<String> = arbitrary { rs ->
    val r = rs.random
    val hex = "0123456789abcdefABCDEF"
    val valid = String(CharArray(36) { i -> if (i == 8 || i == 13 || i == 18 || i == 23) '-' else hex[r.nextInt(hex.length)] })
    r.mutate(valid, "0aF-gG:.")
}

// ---- isbn (RFC 8254, ISO 2108) ----

private fun isbnModel(nss: String): Refusal {
    val start = 9
    val digits = ArrayList<Int>()
    for ((i, c) in nss.withIndex()) {
        if (c == '-') {
            if (i == 0 || i == nss.length - 1 || nss[i - 1] == '-') return "urn.isbn.hyphen" to start + i
            continue
        }
        val value = when {
            c in '0'..'9' -> c - '0'
            (c == 'X' || c == 'x') && i == nss.length - 1 && digits.size == 9 -> 10
            else -> return "urn.isbn.character" to start + i
        }
        if (digits.size == 13) return "urn.isbn.length" to start
        digits += value
    }
    return when (digits.size) {
        10 -> if (digits.indices.sumOf { (10 - it) * digits[it] } % 11 == 0) null else "urn.isbn.check" to start
        13 -> when {
            digits[0] * 100 + digits[1] * 10 + digits[2] !in setOf(978, 979) -> "urn.isbn.prefix" to start
            digits.indices.sumOf { (if (it % 2 == 0) 1 else 3) * digits[it] } % 10 != 0 -> "urn.isbn.check" to start
            else -> null
        }
        else -> "urn.isbn.length" to start
    }
}

/** Valid ISBN-10s and ISBN-13s with their check digits worked out here, hyphenated at random, then edited. */
private val isbns: Arb<String> = arbitrary { rs ->
    val r = rs.random
    val body = if (r.nextBoolean()) {
        val nine = List(9) { r.nextInt(10) }
        val check = (11 - nine.indices.sumOf { (10 - it) * nine[it] } % 11) % 11
        nine.joinToString("") + if (check == 10) "X" else check.toString()
    } else {
        val twelve = listOf(9, 7, if (r.nextBoolean()) 8 else 9) + List(9) { r.nextInt(10) }
        twelve.joinToString("") + ((10 - twelve.indices.sumOf { (if (it % 2 == 0) 1 else 3) * twelve[it] } % 10) % 10)
    }
    val hyphenated = StringBuilder()
    for ((i, c) in body.withIndex()) {
        if (i > 0 && r.nextInt(4) == 0) hyphenated.append('-')
        hyphenated.append(c)
    }
    r.mutate(hyphenated.toString(), "0159-Xx.")
}

// ---- ietf (RFC 2648 section 2) ----

private fun ietfModel(nss: String): Refusal {
    val start = 9
    val colon = nss.indexOf(':').let { if (it < 0) nss.length else it }
    val series = asciiLower(nss.substring(0, colon))
    val numbered = series in setOf("rfc", "fyi", "std", "bcp")
    val named = series in setOf("id", "mtg")
    if (!numbered && !named) return null
    if (colon >= nss.length - 1) return "urn.ietf.series" to start + colon
    val name = nss.substring(colon + 1)
    if (numbered) {
        val bad = name.indexOfFirst { it !in '0'..'9' }
        if (bad >= 0) return "urn.ietf.number" to start + colon + 1 + bad
        if (name.trimStart('0').let { it.length > 10 || (it.length == 10 && it > "2147483647") }) {
            return "urn.ietf.number" to start + colon + 1
        }
        return null
    }
    val bad = name.indexOfFirst { !isAsciiLdh(it) }
    return if (bad >= 0) "urn.ietf.name" to start + colon + 1 + bad else null
}

private val ietfs: Arb<String> = arbitrary { rs ->
    val r = rs.random
    val series = listOf("rfc", "RFC", "Fyi", "std", "bcp", "id", "ID", "mtg", "params", "rf", "rfcs")[r.nextInt(11)]
    val name = when (r.nextInt(4)) {
        0 -> (1 + r.nextInt(9999)).toString()
        1 -> listOf("2147483647", "2147483648", "02147483647", "9999999999", "0")[r.nextInt(5)]
        2 -> String(CharArray(r.nextInt(1, 14)) { "0123456789"[r.nextInt(10)] })
        else -> "draft-ietf-urnbis-" + r.nextInt(100)
    }
    r.mutate("$series:$name", "09aZ-:._")
}

// ---- oid (RFC 3061 section 2) ----

/** NSS = number *( "." number ), number = DIGIT / ( LEADDIGIT 1*DIGIT ), read left to right. */
private fun oidModel(nss: String): Refusal {
    val start = 8
    if (nss.isEmpty()) return "urn.nss.empty" to start // RFC 8141 section 2 comes first
    var arcStart = 0
    for (i in 0..nss.length) {
        val c = if (i < nss.length) nss[i] else '.'
        if (c == '.') {
            if (i == arcStart) return "urn.oid.arc" to start + i
            if (nss[arcStart] == '0' && i - arcStart > 1) return "urn.oid.zero" to start + arcStart
            arcStart = i + 1
        } else if (c !in '0'..'9') {
            return "urn.oid.character" to start + i
        }
    }
    return null
}

private val oids: Arb<String> = arbitrary { rs ->
    val r = rs.random
    val arcs = List(r.nextInt(1, 9)) { if (r.nextInt(4) == 0) r.nextInt(3).toString() else r.nextInt(100_000).toString() }
    r.mutate(arcs.joinToString("."), "00159..a-")
}

private val shipped = SchemeRegistry.builder()
    .add(UrnScheme(UrnNamespaces.of(UuidNamespace(), IsbnNamespace(), IetfNamespace(), OidNamespace())))
    .build()

class UrnReferenceModelSpec : FunSpec({

    test("the NID is read once for RFC 8141 and for the lookup, as the model of section 2 and 5 says") {
        checkAll(config, nidCandidates(URI_NID_ALPHABET)) { nid ->
            refusal("urn:$nid:x", markerRegistry) shouldBe nidModel(nid)
        }
    }

    test("lookup by packed key finds a namespace exactly when the NID is one, in US-ASCII case only") {
        checkAll(config, nidCandidates(UNICODE_NID_ALPHABET)) { nid ->
            val expected = if (isNid(nid)) registeredNids.firstOrNull { it == asciiLower(nid) } else null
            (markers.lookup(nid) as Marker?)?.nids()?.single() shouldBe expected
        }
    }

    test("urn:uuid: is accepted or refused as RFC 9562 section 4's 8-4-4-4-12 model says") {
        checkAll(config, uuids) { nss ->
            refusal("urn:uuid:$nss", shipped) shouldBe uuidModel(nss)
        }
    }

    test("urn:isbn: is accepted or refused as the ISO 2108 model says, check digits included") {
        checkAll(config, isbns) { nss ->
            refusal("urn:isbn:$nss", shipped) shouldBe isbnModel(nss)
        }
    }

    test("urn:oid: is accepted or refused as RFC 3061's dotted-decimal model says") {
        checkAll(config, oids) { nss ->
            refusal("urn:oid:$nss", shipped) shouldBe oidModel(nss)
        }
    }

    test("urn:ietf: is accepted or refused as RFC 2648 section 2's model says") {
        checkAll(config, ietfs) { nss ->
            refusal("urn:ietf:$nss", shipped) shouldBe ietfModel(nss)
        }
    }
})
