package dev.urikit.testkit

import dev.urikit.Equivalence
import dev.urikit.HierarchicalUri
import dev.urikit.NormalizationLevel
import dev.urikit.SchemeRegistry
import dev.urikit.Uri
import dev.urikit.UriSyntaxException
import dev.urikit.spi.Scheme
import dev.urikit.spi.UriParts
import java.lang.management.ManagementFactory
import java.util.concurrent.ConcurrentLinkedQueue
import java.util.concurrent.CyclicBarrier
import java.util.concurrent.TimeUnit
import kotlin.math.sign

/**
 * What every [Scheme] must satisfy (RFC 3986 section 6.2.3, the equals/hashCode/compareTo contracts
 * and the rules of `dev.urikit.spi`), checked over [samples] of the scheme and their normalized forms.
 * Each check is a function that returns when it holds and throws [AssertionError] saying what went
 * wrong otherwise; URIs are parsed with a registry of just [scheme]. Nothing here needs a test
 * framework: a JUnit 5 or 6 test runs [checks] as dynamic tests, or [checkAll] in one test, and a
 * Kotest spec extends [SchemeContractSpec].
 *
 * ```java
 * @TestFactory
 * Stream<DynamicTest> contract() {
 *   SchemeContract contract = new SchemeContract(new TelScheme(), List.of("tel:+1-201-555-0123", "tel:7042;phone-context=example.com"));
 *   return contract.checks().stream().map(check -> DynamicTest.dynamicTest(check.getName(), check::run));
 * }
 * // tel: samples are given, tel: parses and is validated by the scheme: "tel:+1-201-555-0123", ...
 * ```
 *
 * @param viewTypes the view classes the scheme offers, asked for by the thread-safety check
 * @param threads how many threads the thread-safety check runs at once
 * @param rounds how many times each of those threads goes over every sample, in each of five starts
 */
class SchemeContract @JvmOverloads constructor(
  val scheme: Scheme,
  val samples: List<String>,
  private val viewTypes: List<Class<*>> = emptyList(),
  private val threads: Int = 4,
  private val rounds: Int = 300,
) {

  /** A registry of just [scheme]. */
  val registry: SchemeRegistry = SchemeRegistry.builder().add(scheme).build()
  private val name = scheme.name()

  /** The samples and their normalized forms, without repeats (a sample that fails to parse stands alone). */
  fun forms(): List<String> =
    samples.flatMap { text ->
      val uri = Uri.parseOrNull(text, registry)
      if (uri == null) listOf(text) else listOf(text, runCatching { uri.normalize().toString() }.getOrDefault(text))
    }.distinct()

  /**
   * Every check, named after the scheme, the rule and the URI it is about, in the order [checkAll]
   * runs them: one per sample or normalized form for the rules about one URI, one each for the
   * others. The rule about the default port is there only for a scheme that has one, and the one
   * about resolution only for a scheme that can be a base.
   */
  fun checks(): List<ContractCheck> {
    val forms = forms()
    val checks = mutableListOf<ContractCheck>()
    fun add(rule: String, text: String? = null, body: () -> Unit) {
      checks += ContractCheck("$name: $rule" + if (text == null) "" else ": " + quoted(text), body)
    }
    add("samples are given", body = ::checkSamplesGiven)
    for (text in samples.distinct()) add("parses and is validated by the scheme", text) { checkParses(text) }
    for (text in forms) add("the normalized form passes validate", text) { checkNormalizedValidates(text) }
    for (text in forms) add("normalization is idempotent", text) { checkNormalizeIdempotent(text) }
    for (text in forms) add("the normalized form re-parses to itself", text) { checkNormalizedReparses(text) }
    for (text in forms) add("equals its normalized form", text) { checkEqualsNormalized(text) }
    for (text in forms) {
      add("the key is stable and namespaced", text) {
        checkKeyStable(text)
        checkKeyNamespaced(text)
      }
    }
    add("equals is reflexive, symmetric and transitive", body = ::checkEqualityLaws)
    add("equals agrees with hashCode and compareTo", body = ::checkHashAndOrder)
    if (scheme.defaultPort() != null) add("the default port written out is the same URI", body = ::checkDefaultPort)
    if (scheme.canBeBase()) add("resolving the relativized target gives the target", body = ::checkResolveRelativize)
    add("near misses and generated URIs are refused cleanly or keep these rules", body = ::checkNearMisses)
    add("validate allocates nothing on success", body = ::checkValidateAllocatesNothing)
    add("hooks are thread-safe", body = ::checkThreadSafe)
    return checks
  }

  /** Runs every check of [checks], stopping at the first that fails. */
  fun checkAll() {
    checks().forEach(ContractCheck::run)
  }

  /** There is at least one sample. */
  fun checkSamplesGiven() {
    ensure(samples.isNotEmpty()) { "no samples given" }
  }

  /** [text] parses, and the URI's registered scheme is [scheme]. */
  fun checkParses(text: String) {
    val uri = parse(text)
    ensure(uri.registeredScheme() === scheme) { "${quoted(text)} parsed without the scheme: ${uri.registeredScheme()}" }
  }

  /** [Scheme.validate] accepts the normalized form of [text]. */
  fun checkNormalizedValidates(text: String) {
    val normalized = normalize(parse(text))
    val violation = scheme.validate(normalized)
    ensure(violation == null) { "validate refuses the normalized form ${quoted(normalized.toString())} of ${quoted(text)}: $violation" }
  }

  /** Normalizing the normalized form of [text] changes nothing, at either level. */
  fun checkNormalizeIdempotent(text: String) {
    val once = normalize(parse(text))
    val twice = normalize(once)
    ensure(twice.toString() == once.toString()) {
      "normalize is not idempotent on ${quoted(text)}: ${quoted(once.toString())} then ${quoted(twice.toString())}"
    }
    val syntaxThenScheme = normalize(once.normalize(NormalizationLevel.SYNTAX))
    ensure(syntaxThenScheme.toString() == once.toString()) {
      "syntax-normalizing ${quoted(once.toString())} and normalizing again gives ${quoted(syntaxThenScheme.toString())}"
    }
  }

  /** The normalized form of [text] parses again to the same text, normal form and value. */
  fun checkNormalizedReparses(text: String) {
    val normalized = normalize(parse(text))
    val reparsed = parse(normalized.toString())
    ensure(reparsed.toString() == normalized.toString()) { "${quoted(normalized.toString())} re-parses as ${quoted(reparsed.toString())}" }
    ensure(normalize(reparsed).toString() == normalized.toString()) { "${quoted(normalized.toString())} re-parsed normalizes differently" }
    ensure(reparsed == normalized) { "${quoted(normalized.toString())} re-parsed is not equal to itself" }
  }

  /** [text] equals its normalized form, with the same hash. */
  fun checkEqualsNormalized(text: String) {
    val uri = parse(text)
    val normalized = normalize(uri)
    ensure(uri == normalized) { "${quoted(text)} does not equal its normalized form ${quoted(normalized.toString())}" }
    ensure(uri.hashCode() == normalized.hashCode()) { "${quoted(text)} and its normalized form hash differently" }
  }

  /** Two parses of [text] have the same equivalence key, and so does a parse with a second registry of [scheme]. */
  fun checkKeyStable(text: String) {
    val first = parse(text).equivalenceKey(Equivalence.SCHEME)
    val second = parse(text).equivalenceKey(Equivalence.SCHEME)
    ensure(first == second) { "the key of ${quoted(text)} changes between two parses: ${quoted(first)}, ${quoted(second)}" }
    val other = Uri.parse(text, SchemeRegistry.builder().add(scheme).build()).equivalenceKey(Equivalence.SCHEME)
    ensure(first == other) { "the key of ${quoted(text)} differs between two registries of the scheme: ${quoted(first)}, ${quoted(other)}" }
  }

  /**
   * A URI of [text] equals no URI of another scheme that has the same key: neither a URI of a second
   * scheme whose [Scheme.equivalenceKey] answers exactly that key, nor the URI whose text is the key
   * when that is a URI of another scheme.
   */
  fun checkKeyNamespaced(text: String) {
    val uri = parse(text)
    val key = uri.equivalenceKey(Equivalence.SCHEME)
    val impostorName = if (name == "contract-impostor") "contract-impostor-2" else "contract-impostor"
    val impostor = object : Scheme {
      override fun name() = impostorName
      override fun equivalenceKey(normalized: UriParts) = key
    }
    val imitation = Uri.parse("$impostorName:x", SchemeRegistry.builder().add(impostor).build())
    ensure(uri != imitation && imitation != uri) { "${quoted(text)} equals ${quoted(imitation.toString())}, whose scheme gives the same key ${quoted(key)}" }
    ensure(uri.compareTo(imitation) != 0) { "${quoted(text)} compares equal to ${quoted(imitation.toString())}" }
    val keyAsUri = Uri.parseOrNull(key, SchemeRegistry.empty())
    if (keyAsUri != null && !keyAsUri.scheme().equals(name, ignoreCase = true)) {
      ensure(uri != keyAsUri && keyAsUri != uri) { "${quoted(text)} equals ${quoted(key)}, a URI of another scheme" }
    }
  }

  /** Equality over the samples and their normalized forms is reflexive, symmetric and transitive. */
  fun checkEqualityLaws() {
    val uris = forms().map(::parse)
    for (a in uris) {
      ensure(a == a && a == parse(a.toString())) { "${quoted(a.toString())} does not equal a fresh parse of itself" }
      for (b in uris) {
        ensure((a == b) == (b == a)) { "equality of ${quoted(a.toString())} and ${quoted(b.toString())} is not symmetric" }
        if (a != b) continue
        for (c in uris) {
          ensure(b != c || a == c) { "${quoted(a.toString())} == ${quoted(b.toString())} == ${quoted(c.toString())} is not transitive" }
        }
      }
    }
  }

  /** Equal URIs hash alike, `compareTo` is 0 exactly for equal ones, and the order is antisymmetric. */
  fun checkHashAndOrder() {
    val uris = forms().map(::parse)
    for (a in uris) {
      for (b in uris) {
        val pair = "${quoted(a.toString())} against ${quoted(b.toString())}"
        ensure(a != b || a.hashCode() == b.hashCode()) { "$pair: equal with different hashes" }
        ensure((a.compareTo(b) == 0) == (a == b)) { "$pair: compareTo disagrees with equals" }
        ensure(a.compareTo(b).sign == -b.compareTo(a).sign) { "$pair: compareTo is not antisymmetric" }
      }
    }
  }

  /**
   * Writing the default port into a sample that has an authority and no port gives an equal URI
   * whose normalized form drops it again.
   */
  fun checkDefaultPort() {
    val port = scheme.defaultPort() ?: return
    val withAuthority = samples.map(::parse).filterIsInstance<HierarchicalUri>()
      .filter { it.authority() != null && it.port() == null }
    ensure(withAuthority.isNotEmpty()) { "no sample has an authority without a port, to write the default port $port into" }
    for (uri in withAuthority) {
      val text = uri.toString()
      val at = uri.scheme().length + 3 + checkNotNull(uri.authority()).length
      val explicit = parse(text.substring(0, at) + ":" + port + text.substring(at))
      ensure(explicit.toString() != text && explicit == uri && explicit.hashCode() == uri.hashCode()) {
        "${quoted(explicit.toString())} is not the same URI as ${quoted(text)}"
      }
      val normalized = normalize(explicit)
      ensure(normalized.toString() == normalize(uri).toString() && (normalized as HierarchicalUri).port() == null) {
        "${quoted(explicit.toString())} normalizes to ${quoted(normalized.toString())}, keeping the default port"
      }
    }
  }

  /**
   * For a scheme that can be a base, `base.resolve(base.relativize(t))` equals `t` (RFC 3986 section 5,
   * the inverse the core promises): bases are the samples and their normalized forms; targets are made
   * from each sample's scheme and authority with paths holding dot-segments, and with queries. A
   * generated target the scheme refuses is left out. A scheme whose equality keeps dot-segments while
   * resolution removes them fails here.
   */
  fun checkResolveRelativize() {
    if (!scheme.canBeBase()) return
    val bases = forms().map(::parse)
    val targets = resolutionTargets()
    ensure(targets.isNotEmpty()) { "no generated target parses, to relativize against the samples" }
    for (base in bases) {
      for (target in targets) {
        val reference = try {
          base.relativize(target)
        } catch (e: RuntimeException) {
          throw AssertionError("scheme $name: relativizing ${quoted(target.toString())} against ${quoted(base.toString())} fails: $e", e)
        }
        val resolved = try {
          base.resolve(reference)
        } catch (e: RuntimeException) {
          throw AssertionError("scheme $name: resolving ${quoted(reference.toString())} against ${quoted(base.toString())} fails: $e", e)
        }
        ensure(resolved == target) {
          "${quoted(base.toString())}.resolve(relativize(${quoted(target.toString())})) is ${quoted(resolved.toString())} " +
            "by way of ${quoted(reference.toString())}, not equal to the target"
        }
      }
    }
  }

  /** The targets of [checkResolveRelativize]: each sample's scheme and authority with varied paths and queries. */
  private fun resolutionTargets(): List<Uri> {
    val prefixes = samples.mapNotNull { Uri.parseOrNull(it, registry) }.map { uri ->
      val authority = (uri as? HierarchicalUri)?.authority()
      if (authority == null) "${uri.scheme()}:" else "${uri.scheme()}://$authority"
    }.distinct()
    val texts = prefixes.flatMap { prefix ->
      RESOLUTION_PATHS.flatMap { path -> RESOLUTION_QUERIES.map { query -> prefix + path + query } }
    } + samples
    return texts.distinct().mapNotNull { Uri.parseOrNull(it, registry) }
  }

  /**
   * Text close to the scheme's URIs either is refused with a [UriSyntaxException] that is not a
   * [SCHEME_FAILURE][UriSyntaxException.Kind.SCHEME_FAILURE] (a hook that threw), or parses and keeps
   * the rules about one URI: its normalized form passes validate, normalizing is idempotent, the
   * normalized form re-parses to itself and equals the URI. The texts are 200 one-character
   * changes of each sample ([AbnfGenerator.nearMiss]) and 300 hierarchical and 300 opaque URIs of the scheme's name from
   * the RFC 3986 grammar, drawn from a fixed seed.
   */
  fun checkNearMisses() {
    val generator = AbnfGenerator(NEAR_MISS_SEED)
    val texts = samples.flatMap { sample -> List(NEAR_MISSES) { generator.nearMiss(sample) } } +
      List(GENERATED) { generator.hierarchicalUri(name) } +
      List(GENERATED) { name + ":" + generator.pathRootless() }
    for (text in texts.distinct()) {
      val uri = try {
        Uri.parse(text, registry)
      } catch (e: UriSyntaxException) {
        ensure(e.kind() != UriSyntaxException.Kind.SCHEME_FAILURE) { "a hook failed on ${quoted(text)}: ${e.cause ?: e}" }
        continue
      } catch (e: RuntimeException) {
        throw AssertionError("scheme $name: parsing ${quoted(text)} threw $e instead of a UriSyntaxException", e)
      }
      if (uri.registeredScheme() !== scheme) continue
      checkNormalizedValidates(text)
      checkNormalizeIdempotent(text)
      checkNormalizedReparses(text)
      checkEqualsNormalized(text)
    }
  }

  /**
   * [Scheme.validate] allocates nothing on success: over many calls after a warm-up, the bytes this
   * thread allocates exceed an empty loop's by less than 4,096 bytes over 200,000 calls.
   */
  fun checkValidateAllocatesNothing() {
    val uris = forms().map(::parse).toTypedArray()
    var refused = 0
    val bytes = AllocationMeter.excessBytes(VALIDATE_CALLS) { i ->
      if (scheme.validate(uris[i % uris.size]) != null) refused++
    }
    ensure(refused == 0) { "validate refused a sample it had accepted" }
    ensure(bytes < ALLOCATION_TOLERANCE) {
      "validate allocates: $bytes bytes over $VALIDATE_CALLS calls (about ${bytes / VALIDATE_CALLS} per call)"
    }
  }

  /**
   * Parse, normalize, equals, hashCode, compareTo, the key, view and describe give the same results
   * from [threads] threads at once as from one thread alone.
   */
  fun checkThreadSafe() {
    val texts = forms()
    val expected = texts.map(::observe)
    val mismatches = ConcurrentLinkedQueue<String>()
    // A race shows most often when the threads start together: start them together several times.
    for (attempt in 0 until ATTEMPTS) {
      if (mismatches.isNotEmpty()) break
      val start = CyclicBarrier(threads)
      val workers = (0 until threads).map { t ->
        Thread({
          start.await(30, TimeUnit.SECONDS)
          for (round in 0 until rounds) {
            if (mismatches.isNotEmpty()) return@Thread
            for (k in texts.indices) {
              val i = (k + t) % texts.size
              val actual = try {
                observe(texts[i])
              } catch (e: Throwable) {
                Observation(failure = e.toString())
              }
              if (actual != expected[i]) mismatches.add("${quoted(texts[i])}: one thread saw ${expected[i]}, thread $t saw $actual")
            }
          }
        }, "scheme-contract-$t").apply { isDaemon = true }
      }
      workers.forEach(Thread::start)
      workers.forEach { it.join(TimeUnit.MINUTES.toMillis(2)) }
      ensure(workers.none(Thread::isAlive)) { "the threads of the thread-safety check did not finish" }
    }
    ensure(mismatches.isEmpty()) { "hooks are not thread-safe (${mismatches.size} mismatches), first: ${mismatches.peek()}" }
  }

  /** What every hook says about [text], compared between threads. */
  private fun observe(text: String): Observation {
    val uri = parse(text)
    val again = parse(text)
    val normalized = uri.normalize()
    return Observation(
      normalized = normalized.toString(),
      key = uri.equivalenceKey(Equivalence.SCHEME),
      hash = again.hashCode(),
      equalsNormalized = normalized == again && again.compareTo(normalized) == 0,
      views = viewTypes.map { type -> uri.view(type)?.let { view -> if (overridesEquals(view)) view else view.javaClass } },
      description = uri.viewDescription(),
    )
  }

  private data class Observation(
    val normalized: String? = null,
    val key: String? = null,
    val hash: Int = 0,
    val equalsNormalized: Boolean = false,
    val views: List<Any?> = emptyList(),
    val description: Any? = null,
    val failure: String? = null,
  )

  private fun parse(text: String): Uri =
    try {
      Uri.parse(text, registry)
    } catch (e: RuntimeException) {
      throw AssertionError("${quoted(text)} does not parse with scheme $name: $e", e)
    }

  private fun normalize(uri: Uri): Uri =
    try {
      uri.normalize()
    } catch (e: RuntimeException) {
      throw AssertionError("normalizing ${quoted(uri.toString())} fails: $e", e)
    }

  private inline fun ensure(condition: Boolean, message: () -> String) {
    if (!condition) throw AssertionError("scheme $name: ${message()}")
  }

  private companion object {
    /** Paths of generated resolution targets: dot-segments of every kind, empty segments, trailing slashes. */
    val RESOLUTION_PATHS = listOf(
      "", "/", "/a", "/a/b", "/a/b/", "/a/../b", "/a/./b", "/a/b/..", "/a/b/.", "/x/y/../../z", "/../a",
      "/a/%2E%2E/b", "/a//b", "/a/b/c/../../d/e", "/a/b;c/d", "/.%2e/x",
    )
    /** Queries of generated resolution targets. */
    val RESOLUTION_QUERIES = listOf("", "?q", "?a=1&b=%2F", "?")
    const val ATTEMPTS = 5
    const val NEAR_MISS_SEED = 3986L
    const val NEAR_MISSES = 200
    const val GENERATED = 300
    const val VALIDATE_CALLS = 200_000
    /** Bytes allowed in all over [VALIDATE_CALLS] calls: far below one small object per call. */
    const val ALLOCATION_TOLERANCE = 4_096L

    fun overridesEquals(value: Any): Boolean =
      value.javaClass.getMethod("equals", Any::class.java).declaringClass != Any::class.java
  }
}

/**
 * One check of a [SchemeContract]: [run] returns when it holds and throws [AssertionError] otherwise.
 * It is a [Runnable], and its [name] (also its `toString()`) says which rule it checks on which URI.
 */
class ContractCheck(val name: String, private val body: () -> Unit) : Runnable {
  override fun run() = body()

  override fun toString(): String = name
}

/**
 * Counts the bytes the current thread allocates, with `com.sun.management.ThreadMXBean`. Before it
 * trusts a figure it checks that the counter is there and that it sees a loop that allocates.
 */
internal object AllocationMeter {
  private val bean = ManagementFactory.getThreadMXBean() as com.sun.management.ThreadMXBean

  @Volatile
  private var sink: Any? = null

  /**
   * The bytes that [calls] runs of [action] (given the run's index) allocate beyond an empty loop of
   * as many runs, measured after as many runs of warm-up.
   */
  fun excessBytes(calls: Int, action: Run): Long {
    check(bean.isThreadAllocatedMemorySupported) { "this JVM cannot count allocated bytes" }
    if (!bean.isThreadAllocatedMemoryEnabled) bean.isThreadAllocatedMemoryEnabled = true
    val allocating = measure(calls) { i -> sink = ByteArray(8 + (i and 1)) }
    check(allocating >= 16L * calls) { "the allocation counter missed $calls arrays: it saw $allocating bytes" }
    val empty = measure(calls) { }
    return measure(calls, action) - empty
  }

  private fun measure(calls: Int, action: Run): Long {
    for (i in 0 until calls) action.run(i)
    val thread = Thread.currentThread().id
    val before = bean.getThreadAllocatedBytes(thread)
    for (i in 0 until calls) action.run(i)
    return bean.getThreadAllocatedBytes(thread) - before
  }

  /** One run of the measured code; an `int` argument, so that calling it boxes nothing. */
  fun interface Run {
    fun run(index: Int)
  }
}
