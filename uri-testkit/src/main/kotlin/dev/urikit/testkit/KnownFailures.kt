package dev.urikit.testkit

import dev.urikit.UriSyntaxException
import kotlin.coroutines.cancellation.CancellationException

/**
 * How a conformance case fails, as a [KnownFailures] file names it in its second column.
 *
 * | kind        | the code under test                              | what [of] sees                              |
 * |-------------|--------------------------------------------------|---------------------------------------------|
 * | `mismatch`  | gives a value other than the expected one        | an [AssertionError]                         |
 * | `refused`   | throws where it should accept the input          | a [UriSyntaxException]                      |
 * | `accepted`  | accepts what it should refuse                    | an [UnexpectedlyAccepted] (see [shouldBeRefused]) |
 */
enum class FailureKind {
  /** A value differs from the expected one. */
  MISMATCH,

  /** Parsing (or another operation) throws [UriSyntaxException] where it should accept. */
  REFUSED,

  /** An input that should be refused is accepted. */
  ACCEPTED;

  /** The word a known-failures file uses: `mismatch`, `refused`, `accepted`. */
  val label: String get() = name.lowercase()

  companion object {
    /** The kind named by [label], or null for any other word. */
    fun fromLabel(label: String): FailureKind? = entries.firstOrNull { it.label == label }

    /**
     * The kind of failure [error] shows, or null when it is none of them (a `NullPointerException`, an
     * `IllegalStateException`: a defect that no known-failures entry may hide).
     */
    fun of(error: Throwable): FailureKind? = when (error) {
      is UriSyntaxException -> REFUSED
      is UnexpectedlyAccepted -> ACCEPTED
      is AssertionError -> MISMATCH
      else -> null
    }
  }
}

/** Thrown by [shouldBeRefused] when the input it was given is accepted: a failure of kind [FailureKind.ACCEPTED]. */
class UnexpectedlyAccepted(message: String) : AssertionError(message)

/**
 * Asserts that [block] refuses its input with a [UriSyntaxException] and returns it. When [block]
 * returns normally, throws [UnexpectedlyAccepted], which [KnownFailures.check] classifies as
 * [FailureKind.ACCEPTED]; any other throwable propagates unchanged.
 *
 * ```kotlin
 * val e = shouldBeRefused { UriReference.parse("a b") }
 * e.index() shouldBe 1
 * ```
 */
inline fun shouldBeRefused(block: () -> Any?): UriSyntaxException {
  val result = try {
    block()
  } catch (e: UriSyntaxException) {
    return e
  }
  throw UnexpectedlyAccepted("expected a UriSyntaxException, but the input was accepted: $result")
}

/** One entry of a [KnownFailures] file: how the case fails and why. */
data class KnownFailure(val kind: FailureKind, val reason: String)

/**
 * The conformance cases a runner expects to fail, each with the kind of failure and its reason, read
 * from a class-path resource. A listed case that passes fails the build, so the list never outlives
 * the bug; a listed case that fails in another way than its kind says fails the build too, so an entry
 * cannot hide a new defect.
 *
 * The resource holds one entry per line: the case's [VectorCase.id], a TAB, the [FailureKind] label
 * (`mismatch`, `refused` or `accepted`), a TAB, the reason. Blank lines and lines starting with `#` are
 * ignored:
 *
 * ```
 * # known-failures/ParseConformanceSpec.txt
 * "http://[v1.x]/"	refused	IPvFuture hosts are not recognized yet
 * ```
 *
 * ```kotlin
 * val known = KnownFailures.load("known-failures/ParseConformanceSpec.txt")
 * known.check(case) { parse(case.input).toString() shouldBe case.input }
 * // unlisted: fails as usual. Listed and passing:
 * // AssertionError: stale known-failure entry: "http://[v1.x]/" (refused: ...) passes now: remove it
 * // Listed as refused, failing with an AssertionError instead:
 * // AssertionError: known failure "http://[v1.x]/" is listed as refused in ... but failed as mismatch: ...
 * ```
 *
 * The runner's block tells the kind by what it throws: a [UriSyntaxException] escaping it is
 * [FailureKind.REFUSED], [shouldBeRefused] on an accepted input is [FailureKind.ACCEPTED], any other
 * [AssertionError] is [FailureKind.MISMATCH] (see [FailureKind.of]).
 */
class KnownFailures private constructor(
  /** The resource the entries come from, for messages. */
  val resource: String,
  /** Entry by case id. */
  val entries: Map<String, KnownFailure>,
) {

  /** The reason [id] is listed for, or null when it is expected to pass. */
  fun reason(id: String): String? = entries[id]?.reason

  /** The kind of failure [id] is listed with, or null when it is expected to pass. */
  fun kind(id: String): FailureKind? = entries[id]?.kind

  /**
   * Runs [block], the assertions for [case]. When the case is not listed, this is just [block]. When it
   * is listed, [block] must fail with the listed [FailureKind] (see [FailureKind.of]); a pass names the
   * stale entry, and a failure of another kind, or one that is no [FailureKind] at all, is rethrown as
   * an [AssertionError] with the observed failure as its cause.
   */
  suspend fun check(case: VectorCase, block: suspend () -> Unit) {
    val entry = entries[case.id]
    if (entry == null) {
      block()
      return
    }
    val failure = try {
      block()
      null
    } catch (e: CancellationException) {
      throw e
    } catch (e: Throwable) {
      e
    }
    if (failure == null) {
      throw AssertionError(
        "stale known-failure entry: ${case.id} (${entry.kind.label}: ${entry.reason}) in $resource passes now: remove it",
      )
    }
    val observed = FailureKind.of(failure)
    if (observed != entry.kind) {
      throw AssertionError(
        "known failure ${case.id} is listed as ${entry.kind.label} in $resource but failed as " +
          "${observed?.label ?: failure.javaClass.name}: ${failure.message}",
        failure,
      )
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
     *     empty one), or a line is not `id TAB kind TAB reason` with a known kind, or an id is listed twice
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
      val entries = LinkedHashMap<String, KnownFailure>()
      text.lineSequence().forEachIndexed { index, raw ->
        val line = raw.trimEnd('\r')
        if (line.isBlank() || line.startsWith("#")) {
          return@forEachIndexed
        }
        val where = "$resource line ${index + 1}"
        val columns = line.split('\t', limit = 3)
        check(columns.size == 3 && columns[0].isNotEmpty() && columns[2].isNotBlank()) {
          "$where: expected <case id> TAB <kind> TAB <reason>"
        }
        val (id, label, reason) = columns
        val kind = checkNotNull(FailureKind.fromLabel(label)) {
          "$where: unknown kind '$label'; expected one of ${FailureKind.entries.joinToString { it.label }}"
        }
        check(entries.put(id, KnownFailure(kind, reason.trim())) == null) { "$where: $id is listed twice" }
      }
      return KnownFailures(resource, entries)
    }
  }
}
