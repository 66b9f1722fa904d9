package dev.urikit.testkit

import kotlin.coroutines.cancellation.CancellationException

/**
 * The conformance cases a runner expects to fail, each with its reason, read from a class-path
 * resource. A listed case that passes fails the build, so the list never outlives the bug.
 *
 * The resource holds one entry per line: the case's [VectorCase.id], a TAB, the reason. Blank lines
 * and lines starting with `#` are ignored:
 *
 * ```
 * # known-failures/ParseConformanceSpec.txt
 * "http://[v1.x]/"	IPvFuture hosts are not recognized yet
 * ```
 *
 * ```kotlin
 * val known = KnownFailures.load("known-failures/ParseConformanceSpec.txt")
 * known.check(case) { parse(case.input).toString() shouldBe case.input }
 * // an unlisted case fails as usual; a listed one that passes throws
 * // AssertionError: stale known-failure entry: "http://[v1.x]/" (...) passes now: remove it
 * ```
 */
class KnownFailures private constructor(
  /** The resource the entries come from, for messages. */
  val resource: String,
  /** Reason by case id. */
  val entries: Map<String, String>,
) {

  /** The reason [id] is listed for, or null when it is expected to pass. */
  fun reason(id: String): String? = entries[id]

  /**
   * Runs [block], the assertions for [case]. When the case is not listed, this is just [block].
   * When it is listed, a failure of [block] is the expected outcome, and a pass is an error that
   * names the stale entry.
   */
  suspend fun check(case: VectorCase, block: suspend () -> Unit) {
    val reason = entries[case.id]
    if (reason == null) {
      block()
      return
    }
    val passed = try {
      block()
      true
    } catch (e: CancellationException) {
      throw e
    } catch (e: Throwable) {
      false
    }
    if (passed) {
      throw AssertionError("stale known-failure entry: ${case.id} ($reason) in $resource passes now: remove it")
    }
  }

  /** The listed ids that name none of [cases]: entries that can no longer fail, so they are stale too. */
  fun unmatched(cases: Collection<VectorCase>): List<String> {
    val ids = cases.mapTo(HashSet()) { it.id }
    return entries.keys.filter { it !in ids }
  }

  override fun toString(): String = "KnownFailures($resource, ${entries.size} entries)"

  companion object {

    /**
     * Reads [resource] (a class-path path such as `known-failures/ParseConformanceSpec.txt`).
     *
     * @throws IllegalStateException when the resource is missing (every runner has its file, even an
     *     empty one), or a line has no TAB, or an id is listed twice
     */
    fun load(resource: String): KnownFailures {
      val path = resource.removePrefix("/")
      val loader = Thread.currentThread().contextClassLoader ?: KnownFailures::class.java.classLoader
      val stream = loader.getResourceAsStream(path)
        ?: throw IllegalStateException("known-failures resource $path is not on the class path; add it, empty if need be")
      val text = stream.use { it.readBytes().toString(Charsets.UTF_8) }
      return parse(path, text)
    }

    /** Parses entries from [text]; [resource] names it in messages. */
    fun parse(resource: String, text: String): KnownFailures {
      val entries = LinkedHashMap<String, String>()
      text.lineSequence().forEachIndexed { index, raw ->
        val line = raw.trimEnd('\r')
        if (line.isBlank() || line.startsWith("#")) {
          return@forEachIndexed
        }
        val tab = line.indexOf('\t')
        check(tab > 0 && line.substring(tab + 1).isNotBlank()) {
          "$resource line ${index + 1}: expected <case id> TAB <reason>"
        }
        val id = line.substring(0, tab)
        check(entries.put(id, line.substring(tab + 1).trim()) == null) {
          "$resource line ${index + 1}: $id is listed twice"
        }
      }
      return KnownFailures(resource, entries)
    }
  }
}
