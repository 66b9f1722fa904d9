package dev.urikit.testkit

import io.kotest.property.Arb
import io.kotest.property.arbitrary.Codepoint
import io.kotest.property.arbitrary.arbitrary
import io.kotest.property.arbitrary.choice
import io.kotest.property.arbitrary.int
import io.kotest.property.arbitrary.map
import io.kotest.property.arbitrary.string

/**
 * Kotest generators of URI text built from the ABNF of RFC 3986 Appendix A: every string they
 * produce is valid by construction for the rule it is named after. Needs Kotest 6 (kotest-property) on
 * the test class path; [AbnfGenerator] gives the same strings without it.
 *
 * ```kotlin
 * checkAll(UriArbs.uriReference()) { text ->
 *   UriReference.parse(text, SchemeRegistry.empty()).toString() shouldBe text
 * }
 * // samples: "x-y.z+w://%7e@[v1F.a:!]:/./%Ab?#", "//192.0.2.255", "HTTPS:/..", "a;@/b?"
 * ```
 *
 * They cover every host form (reg-name, empty or percent-encoded included; IPv4; IPv6 in all nine
 * forms of section 3.2.2, `::` and an embedded IPv4 address included; IPvFuture), user information,
 * absent, empty and numeric ports, each kind of path (path-abempty, path-absolute, path-noscheme,
 * path-rootless, path-empty) with dot-segments, percent-triplets in upper and lower case, and a query
 * and fragment each absent, empty or present. Edge cases come first.
 */
object UriArbs {

  private val referenceEdgeCases = listOf("", "#", "?", "//", "/", ".", "..", "//[::]", "//@:", "a:", "a:/.//b")
  private val uriEdgeCases = listOf("a:", "a:/", "a://", "a://@:", "a:/.//b", "A:b?#", "a://[::ffff:0.0.0.0]")
  private val hierarchicalEdgeCases = listOf("a:/", "a://", "a://@:", "a:/.//b", "a://[v7.!]/%2e%2E", "a://0.0.0.0:0/..")

  /** `URI-reference` (section 4.1): a URI or a relative reference. */
  fun uriReference(): Arb<String> = arbitrary(referenceEdgeCases) { rs -> AbnfGenerator(rs.random).uriReference() }

  /** `URI` (section 3): hierarchical and opaque forms, each path kind that `hier-part` allows. */
  fun uri(): Arb<String> = arbitrary(uriEdgeCases) { rs -> AbnfGenerator(rs.random).uri() }

  /** A `URI` with `"//" authority` or a `path-absolute` after the scheme (the hierarchical form of RFC 2396 section 3). */
  fun hierarchicalUri(): Arb<String> = arbitrary(hierarchicalEdgeCases) { rs -> AbnfGenerator(rs.random).hierarchicalUri() }

  /** `relative-ref` (section 4.2): network-path, absolute-path, relative-path and empty references. */
  fun relativeReference(): Arb<String> = arbitrary(referenceEdgeCases.filter { ':' !in it }) { rs ->
    AbnfGenerator(rs.random).relativeReference()
  }

  /**
   * Pairs of hierarchical URIs with one scheme, often with one authority and a common path prefix:
   * inputs for `base.relativize(target)` (section 5).
   */
  fun sameSchemeHierarchicalPair(): Arb<Pair<String, String>> = arbitrary { rs -> AbnfGenerator(rs.random).sameSchemePair() }

  /** `host` (section 3.2.2): reg-name, IPv4address or an IP-literal with its brackets. */
  fun host(): Arb<String> = arbitrary(listOf("", "[::]", "0.0.0.0", "[v0.:]")) { rs -> AbnfGenerator(rs.random).host() }

  /** `IPv6address` (section 3.2.2) without brackets, every form. */
  fun ipv6(): Arb<String> = arbitrary(listOf("::", "::1", "1::", "::0.0.0.0", "1:2:3:4:5:6:7:8", "1:2:3:4:5:6:1.2.3.4")) { rs ->
    AbnfGenerator(rs.random).ipv6()
  }

  /**
   * Registered names near the edges of DNS host-name syntax (RFC 1034 section 3.5, RFC 1123 section
   * 2.1, RFC 1035 section 2.3.4), for comparing host checks: letters of both cases, digits, hyphens and
   * dots in any order, with "_", "%41", "%2E", "!" and "0x" among them, now and then a label of 55 to
   * 69 letters and an ".example" tail. Every result is a valid `reg-name`. A plain function of a
   * [java.util.Random], so that Java tests can draw from it in a loop.
   */
  @JvmStatic
  fun dnsNameLike(random: java.util.Random): String = buildString {
    repeat(random.nextInt(12)) { append(dnsNamePieces[random.nextInt(dnsNamePieces.size)]) }
    if (random.nextInt(20) == 0) {
      append("b".repeat(55 + random.nextInt(15)))
    }
    if (random.nextInt(4) == 0) {
      append(".example")
    }
  }

  private val dnsNamePieces = listOf("a", "Z", "x", "0", "9", "1", "-", "-", ".", ".", ".", "_", "%41", "%2E", "!", "0x")

  /**
   * Strings of any Unicode scalar values, supplementary ones (surrogate pairs in UTF-16) included,
   * unpaired surrogates excluded: the decoded side of percent-encoding (section 2.5).
   */
  fun unicodeString(maxLength: Int = 24): Arb<String> = Arb.string(0..maxLength, scalarValues)

  private val scalarValues: Arb<Codepoint> = Arb.choice(
    Arb.int(0x00..0x7F),
    Arb.int(0x80..0xD7FF),
    Arb.int(0xE000..0xFFFF),
    Arb.int(0x10000..0x10FFFF),
  ).map { Codepoint(it) }
}
