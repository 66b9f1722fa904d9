@file:OptIn(io.kotest.common.ExperimentalKotest::class) // a fixed seed (PropTestConfig.seed) is an experimental Kotest API

package dev.urikit.properties

import dev.urikit.Equivalence
import dev.urikit.SchemeRegistry
import dev.urikit.Uri
import dev.urikit.spi.Scheme
import dev.urikit.spi.UriParts
import io.kotest.assertions.withClue
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import io.kotest.matchers.types.shouldBeSameInstanceAs
import io.kotest.property.Arb
import io.kotest.property.PropTestConfig
import io.kotest.property.arbitrary.arbitrary
import io.kotest.property.arbitrary.element
import io.kotest.property.arbitrary.int
import io.kotest.property.checkAll

/** Hooks that read nothing: the key is the parts' own text. */
private object Untouched : Scheme {
  override fun name() = "untouched"
  override fun defaultPort() = 80
}

/** Hooks that read every component, then join them in this test's own words. */
private object ReadsAll : Scheme {
  override fun name() = "readsall"
  override fun defaultPort() = 80
  override fun equivalenceKey(normalized: UriParts) = joined(
    normalized.scheme(), normalized.userInfo(), normalized.host(), normalized.port(), normalized.path(),
    normalized.query(), normalized.fragment(),
  )
}

/** A hook that reads the path, then replaces the query: the parts' text must show the replacement. */
private object ReplacesQuery : Scheme {
  override fun name() = "replacesquery"
  override fun defaultPort() = 80
  override fun normalize(parts: UriParts) {
    parts.query(parts.path().length.toString())
  }
}

/** RFC 3986 section 5.3, written here apart from the core's recomposition. */
private fun joined(scheme: String, userInfo: String?, host: String?, port: String?, path: String, query: String?, fragment: String?) =
  buildString {
    append(scheme).append(':')
    if (host != null) {
      append("//")
      userInfo?.let { append(it).append('@') }
      append(host)
      port?.let { append(':').append(it) }
    }
    append(path)
    query?.let { append('?').append(it) }
    fragment?.let { append('#').append(it) }
  }

private val triplet = Regex("%([0-9A-Fa-f]{2})")

/**
 * Section 6.2.2.2: a triplet of an unreserved character decoded, the others in upper case; for a host
 * ([lower]), every letter outside a triplet, decoded ones too, in lower case (section 6.2.2.1).
 */
private fun percentNormal(text: String, lower: Boolean = false): String {
  val written = if (lower) text.split(triplet).map { it.lowercase() } else text.split(triplet)
  val triplets = triplet.findAll(text).map { m ->
    val c = m.groupValues[1].toInt(16).toChar()
    if (c.isLetterOrDigit() && c.code < 128 || c in "-._~") (if (lower) c.lowercase() else c.toString()) else m.value.uppercase()
  }.toList()
  return written.indices.joinToString("") { written[it] + (triplets.getOrNull(it) ?: "") }
}

/**
 * The parts that syntax-based normalization (RFC 3986 section 6.2.2) and the core's part of scheme-based
 * normalization (an empty or default port removed, a port's leading zeros dropped) hand to a scheme's hooks,
 * read through their getters whether a hook asked for them or not: each component the core leaves as
 * written is read from the reference's text when first asked for, and the parts' text is the reference's
 * own when nothing changed. Checked against this test's reading of the RFC ([percentNormal],
 * [removeDotSegments], [joined]) on URIs whose every component may or may not need normalizing.
 */
class NormalizedPartsSpec : FunSpec({

  val registry = SchemeRegistry.builder().add(Untouched).add(ReadsAll).add(ReplacesQuery).build()
  val config = PropTestConfig(seed = 3986_6_2_2L, iterations = 4_000)

  val pieces = listOf("a", "B", "%41", "%2f", "%2F", "%7e", "%e2%82%ac", "-", ".", "%2E", "~", "!", "'")
  fun word(random: kotlin.random.Random, max: Int) = List(random.nextInt(max + 1)) { pieces.random(random) }.joinToString("")
  val segments = listOf("a", "Bc", "", ".", "..", "%2e", ".%2E", "x.y", "%7Ex", "%c3%a9", ".h")
  val uris = arbitrary { rs ->
    val r = rs.random
    val userInfo = Arb.element(null, "", "u", "U%3a", "%75ser:p%2A").bind()
    val host = Arb.element(null, "example.com", "Example.COM", "h%41st", "h%2dst", "1.2.3.4", "").bind()
    val port = Arb.element(null, "", "80", "080", "0", "8080", "00443").bind()
    val rootless = host == null && r.nextBoolean()
    val written = (if (rootless) "" else "/") + List(r.nextInt(5)) { segments.random(r) }.joinToString("/")
    // Without an authority, a path that starts with "//" would be read as one.
    val path = if (host == null && written.startsWith("//")) "/x" + written.substring(1) else written
    val query = if (r.nextBoolean()) word(r, 4) else null
    val fragment = if (r.nextInt(3) == 0) word(r, 3) else null
    val authority = host?.let { (userInfo?.let { u -> "$u@" } ?: "") + it + (port?.let { p -> ":$p" } ?: "") }
    Triple(authority, path, Pair(query, fragment))
  }

  fun expected(scheme: String, authority: String?, path: String, query: String?, fragment: String?): String {
    var userInfo: String? = null
    var host: String? = null
    var port: String? = null
    if (authority != null) {
      val at = authority.lastIndexOf('@')
      userInfo = if (at >= 0) percentNormal(authority.substring(0, at)) else null
      val hostPort = authority.substring(at + 1)
      val colon = hostPort.indexOf(':')
      host = percentNormal(if (colon >= 0) hostPort.substring(0, colon) else hostPort, lower = true)
      port = if (colon >= 0) hostPort.substring(colon + 1) else null
      if (port != null && (port.isEmpty() || port.toInt() == 80)) port = null
      port = port?.trimStart('0')?.ifEmpty { "0" }
    }
    var normalPath = removeDotSegments(percentNormal(path))
    if (host == null && normalPath.startsWith("//")) normalPath = "/.$normalPath"
    return joined(scheme, userInfo, host, port, normalPath, query?.let { percentNormal(it) }, fragment?.let { percentNormal(it) })
  }

  test("the parts read from the text, read or not by a hook, are the normalized components") {
    checkAll(config, uris, Arb.element("", "UPPER")) { (authority, path, qf), case ->
      val (query, fragment) = qf
      for (scheme in listOf(Untouched, ReadsAll)) {
        val name = if (case.isEmpty()) scheme.name() else scheme.name().uppercase()
        val text = "$name:" + (authority?.let { "//$it" } ?: "") + path + (query?.let { "?$it" } ?: "") +
          (fragment?.let { "#$it" } ?: "")
        val uri = Uri.parseOrNull(text, registry) ?: continue
        val key = uri.equivalenceKey(Equivalence.SCHEME)
        withClue("$text (${scheme.name()})") {
          key shouldBe expected(scheme.name(), authority, path, query, fragment)
          if (key == text) key shouldBeSameInstanceAs uri.toString()
        }
      }
    }
  }

  test("a component a hook replaces after reading another shows in the parts' text") {
    checkAll(config, uris) { (authority, path, qf) ->
      val (query, fragment) = qf
      val text = "replacesquery:" + (authority?.let { "//$it" } ?: "") + path +
        (query?.let { "?$it" } ?: "") + (fragment?.let { "#$it" } ?: "")
      val uri = Uri.parseOrNull(text, registry) ?: return@checkAll
      var normalPath = removeDotSegments(percentNormal(path))
      if (authority == null && normalPath.startsWith("//")) normalPath = "/.$normalPath"
      withClue(text) {
        uri.equivalenceKey(Equivalence.SCHEME) shouldBe
          expected("replacesquery", authority, path, normalPath.length.toString(), fragment)
      }
    }
  }
})
