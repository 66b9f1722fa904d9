package dev.urikit.testkit

import dev.urikit.HierarchicalUri
import dev.urikit.HostType
import dev.urikit.OpaqueUri
import dev.urikit.RelativeReference
import dev.urikit.SchemeRegistry
import dev.urikit.UriReference
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.collections.shouldContainAll
import io.kotest.matchers.shouldBe
import io.kotest.property.Arb
import io.kotest.property.RandomSource
import io.kotest.property.arbitrary.take

/** The generators reach every form the RFC 3986 ABNF allows, not just some of them. */
class UriArbsTest : FunSpec({

  fun sample(arb: Arb<String>, count: Int = 4_000): List<String> = arb.take(count, RandomSource.seeded(20261122L)).toList()

  val references by lazy { sample(UriArbs.uriReference()).map { UriReference.parse(it, SchemeRegistry.empty()) } }
  val withAuthority by lazy { references.map(RawComponents::of).filter { it.authority != null } }

  test("every host type, empty and percent-encoded reg-names") {
    withAuthority.mapNotNull { it.hostType }.toSet() shouldBe HostType.entries.toSet()
    withAuthority.any { it.host == "" } shouldBe true
    withAuthority.any { it.hostType == HostType.REG_NAME && it.host!!.contains('%') } shouldBe true
  }

  test("IPv6 in every form: full, elided at start, middle and end, \"::\" alone, embedded IPv4") {
    val ipv6 = sample(UriArbs.ipv6())
    ipv6.any { it.count { c -> c == ':' } == 7 && "::" !in it } shouldBe true
    ipv6.any { it.startsWith("::") && it.length > 2 } shouldBe true
    ipv6.any { it.endsWith("::") && it.length > 2 } shouldBe true
    ipv6.any { "::" in it && !it.startsWith("::") && !it.endsWith("::") } shouldBe true
    ipv6.any { it == "::" } shouldBe true
    ipv6.any { '.' in it && "::" in it } shouldBe true
    ipv6.any { '.' in it && "::" !in it } shouldBe true
  }

  test("user information, and ports absent, empty and numeric") {
    withAuthority.any { it.userInfo != null } shouldBe true
    withAuthority.map { it.port?.let { p -> if (p.isEmpty()) "empty" else "digits" } ?: "absent" }.toSet() shouldBe
      setOf("absent", "empty", "digits")
  }

  test("every kind of path") {
    val kinds = references.map {
      when {
        it is HierarchicalUri && RawComponents.of(it).authority != null -> "path-abempty"
        it is RelativeReference && it.authority() != null -> "path-abempty"
        it.path().isEmpty() -> "path-empty"
        it.path().startsWith("/") -> "path-absolute"
        it is OpaqueUri -> "path-rootless"
        else -> "path-noscheme"
      }
    }.toSet()
    kinds shouldBe setOf("path-abempty", "path-empty", "path-absolute", "path-rootless", "path-noscheme")
  }

  test("percent-triplets in upper and lower case, and dot-segments") {
    val texts = references.map { it.toString() }
    texts.any { Regex("%[0-9A-F]*[A-F][0-9A-F]*").containsMatchIn(it) } shouldBe true
    texts.any { Regex("%([0-9a-f][a-f]|[a-f][0-9a-f])").containsMatchIn(it) } shouldBe true
    texts.any { Regex("(^|/)\\.(/|$|\\?|#)").containsMatchIn(it) } shouldBe true
    texts.any { Regex("(^|/)\\.\\.(/|$|\\?|#)").containsMatchIn(it) } shouldBe true
  }

  context("query and fragment absent, empty and present") {
    withData(listOf("query", "fragment")) { component ->
      val values = references.map { if (component == "query") it.query() else it.fragment() }
      values.map { v -> v?.let { if (it.isEmpty()) "empty" else "present" } ?: "absent" }.toSet() shouldBe
        setOf("absent", "empty", "present")
    }
  }

  test("each generator gives its own kind of reference") {
    sample(UriArbs.uri(), 500).map { UriReference.parse(it, SchemeRegistry.empty()).isRelative }.toSet() shouldBe setOf(false)
    sample(UriArbs.hierarchicalUri(), 500).map { UriReference.parse(it, SchemeRegistry.empty()) is HierarchicalUri }
      .toSet() shouldBe setOf(true)
    sample(UriArbs.relativeReference(), 500).map { UriReference.parse(it, SchemeRegistry.empty()).isRelative }
      .toSet() shouldBe setOf(true)
    sample(UriArbs.uri(), 500).map { UriReference.parse(it, SchemeRegistry.empty())::class.simpleName }
      .toSet() shouldContainAll setOf("HierarchicalUri", "OpaqueUri")
  }
})
