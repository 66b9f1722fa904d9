package dev.urikit.testkit.properties

import io.kotest.engine.names.WithDataTestName
import kotlin.random.Random

/**
 * Rewrites of a [GeneratedReference]'s components that RFC 3986 section 6.2 says keep its meaning, and
 * rewrites that change it. Each returns null when the reference has nothing it could apply to.
 */
internal object Rewrites {

  /** A rewrite by name, for failure messages. */
  class Rewrite(val name: String, val apply: (GeneratedReference, Random) -> GeneratedReference?) : WithDataTestName {
    override fun dataTestName(): String = name

    override fun toString(): String = name
  }

  /** The scheme with this default port (see [EquivalencePropertiesSpec]). */
  const val DEFAULT_PORT_SCHEME = "dp"
  const val DEFAULT_PORT = 4321

  private const val UNRESERVED = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"
  private const val ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

  /** Meaning-preserving: section 6.2.2.1 (case), 6.2.2.2 (percent-encoding), 6.2.2.3 (dot-segments), 6.2.3 (default port). */
  val preserving: List<Rewrite> = listOf(
    Rewrite("scheme case") { r, rnd -> r.scheme?.let { r.copy(scheme = flipCase(it, rnd)) } },
    Rewrite("reg-name host case") { r, rnd -> r.host?.let { r.copy(host = flipCase(it, rnd)) } },
    Rewrite("percent-encode an unreserved character") { r, rnd -> encodeOne(r, rnd) },
    Rewrite("add the default port") { r, rnd ->
      if (r.scheme?.lowercase() == DEFAULT_PORT_SCHEME && r.port == null && r.host != null) {
        r.copy(port = "0".repeat(rnd.nextInt(3)) + DEFAULT_PORT)
      } else {
        null
      }
    },
    Rewrite("insert a dot-segment") { r, rnd ->
      insertAtSegmentStart(r, rnd, listOf("./", "a/../", "%2e/", "b/%2E%2e/", "./a/../"))
    },
  )

  /** Meaning-changing: the path is case-sensitive (section 6.2.2.1), and one character is one character. */
  val changing: List<Rewrite> = listOf(
    Rewrite("path letter case") { r, rnd ->
      if (hasDotSegment(r.path)) null else letterPositions(r.path).randomOrNull(rnd)?.let { i ->
        r.copy(path = r.path.substring(0, i) + swapCase(r.path[i]) + r.path.substring(i + 1))
      }
    },
    Rewrite("one character changed") { r, rnd -> changeOne(r, rnd) },
    Rewrite("a port other than the default") { r, _ ->
      if (r.scheme?.lowercase() == DEFAULT_PORT_SCHEME && r.port == null && r.host != null) {
        r.copy(port = (DEFAULT_PORT + 1).toString())
      } else {
        null
      }
    },
  )

  /** Flips the case of some letters of [text], hex digits of percent-triplets included (their case is no matter either). */
  private fun flipCase(text: String, rnd: Random): String {
    val sb = StringBuilder(text)
    text.indices.filter { text[it].isLetter() }.forEach { if (rnd.nextBoolean()) sb.setCharAt(it, swapCase(sb[it])) }
    return sb.toString()
  }

  private fun swapCase(c: Char): Char = if (c.isUpperCase()) c.lowercaseChar() else c.uppercaseChar()

  /** Indices of the characters of [text] that are not part of a percent-triplet. */
  private fun literalPositions(text: String): List<Int> {
    val out = ArrayList<Int>()
    var i = 0
    while (i < text.length) {
      if (text[i] == '%') {
        i += 3
      } else {
        out += i
        i++
      }
    }
    return out
  }

  private fun letterPositions(text: String): List<Int> = literalPositions(text).filter { text[it].isLetter() }

  /** Whether a segment of [path] is "." or ".." once `%2E` is read as "." (section 2.3), by its own reading here. */
  fun hasDotSegment(path: String): Boolean =
    path.split('/').any { it.replace("%2e", ".", ignoreCase = true) in setOf(".", "..") }

  private fun encodeOne(r: GeneratedReference, rnd: Random): GeneratedReference? =
    editOneCharacter(r, rnd, includePath = true, { it in UNRESERVED }) { c ->
      "%02X".format(c.code).let { "%" + if (rnd.nextBoolean()) it.lowercase() else it }
    }

  /** Inserts one of [insertions] right after a "/" of a path that follows an authority (section 5.2.4 removes it again). */
  private fun insertAtSegmentStart(r: GeneratedReference, rnd: Random, insertions: List<String>): GeneratedReference? {
    if (r.host == null) return null
    val slash = r.path.indices.filter { r.path[it] == '/' }.randomOrNull(rnd) ?: return null
    val insertion = insertions[rnd.nextInt(insertions.size)]
    return r.copy(path = r.path.substring(0, slash + 1) + insertion + r.path.substring(slash + 1))
  }

  private fun changeOne(r: GeneratedReference, rnd: Random): GeneratedReference? =
    editOneCharacter(r, rnd, includePath = !hasDotSegment(r.path), { it in ALNUM }) { c ->
      ALNUM.filter { !it.equals(c, ignoreCase = true) }.random(rnd).toString()
    }

  /**
   * Replaces one character outside percent-triplets that [eligible] accepts, in one component chosen at
   * random among user information, host, path (with [includePath]), query and fragment, by [edit] of it.
   */
  private fun editOneCharacter(
    r: GeneratedReference,
    rnd: Random,
    includePath: Boolean,
    eligible: (Char) -> Boolean,
    edit: (Char) -> String,
  ): GeneratedReference? {
    val components = listOfNotNull(
      r.userInfo?.let { text -> text to { v: String -> r.copy(userInfo = v) } },
      r.host?.let { text -> text to { v: String -> r.copy(host = v) } },
      if (includePath) r.path to { v: String -> r.copy(path = v) } else null,
      r.query?.let { text -> text to { v: String -> r.copy(query = v) } },
      r.fragment?.let { text -> text to { v: String -> r.copy(fragment = v) } },
    ).shuffled(rnd)
    for ((text, with) in components) {
      val i = literalPositions(text).filter { eligible(text[it]) }.randomOrNull(rnd) ?: continue
      return with(text.substring(0, i) + edit(text[i]) + text.substring(i + 1))
    }
    return null
  }
}
