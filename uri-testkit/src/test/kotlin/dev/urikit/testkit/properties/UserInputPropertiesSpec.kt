package dev.urikit.testkit.properties

import dev.urikit.SchemeRegistry
import dev.urikit.Uri
import dev.urikit.UriSyntaxException
import dev.urikit.testkit.DnsHostsStandIn
import dev.urikit.testkit.UriArbs
import dev.urikit.text.Completion
import dev.urikit.text.RepairedUri
import dev.urikit.text.UserInput
import io.kotest.assertions.withClue
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.ints.shouldBeGreaterThan
import io.kotest.matchers.shouldBe
import io.kotest.matchers.types.shouldBeInstanceOf
import io.kotest.property.Arb
import io.kotest.property.arbitrary.arbitrary
import io.kotest.property.checkAll
import kotlin.random.Random

/**
 * [UserInput] over generated text: a URI comes back as it is with no repairs; repairing a result's text
 * gives the same text and no repairs; and nothing but a [UriSyntaxException] with an index in the input
 * is ever thrown. The text is generated URIs and references ([UriArbs]) with what people type or paste
 * put in: whitespace and line breaks, delimiters, characters RFC 3986 does not allow, stray `%` and `#`,
 * characters beyond US-ASCII, unpaired surrogates, hosts and ports.
 */
class UserInputPropertiesSpec : FunSpec({

  val registries = listOf(SchemeRegistry.empty(), DnsHostsStandIn.registry)

  /**
   * Whether a URI reads as a host and a port to a person, written here as a pattern apart from the code
   * under test: `localhost` or a dotted name whose last label begins with a letter, then digits alone.
   */
  val hostAndPort = Regex("(?i:localhost)|[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z][A-Za-z0-9-]*\\.?")
  fun readsAsHostAndPort(uri: String, registry: SchemeRegistry): Boolean {
    val colon = uri.indexOf(':')
    val end = uri.indexOfAny(charArrayOf('/', '?', '#'), colon).let { if (it < 0) uri.length else it }
    return registry.lookup(uri.substring(0, colon)) == null && hostAndPort.matches(uri.substring(0, colon)) &&
      end > colon + 1 && uri.substring(colon + 1, end).all { it in '0'..'9' }
  }

  test("a URI comes back as it is, with no repairs; one that its scheme refuses fails as Uri.parse does") {
    var hostsAndPorts = 0
    checkAll(propConfig, uris) { text ->
      for (registry in registries) {
        withClue("$text with ${registry.schemes().map { it.name() }}") {
          val strict = runCatching { Uri.parse(text, registry) }
          if (readsAsHostAndPort(text, registry)) {
            hostsAndPorts++
            val e = runCatching { UserInput.parse(text, registry, Completion.OFF) }.exceptionOrNull()
            e.shouldBeInstanceOf<UriSyntaxException>().kind() shouldBe UriSyntaxException.Kind.MISSING_SCHEME
          } else {
            for (completion in Completion.entries) {
              val repaired = runCatching { UserInput.parse(text, registry, completion) }
              val uri = strict.getOrNull()
              if (uri != null) {
                repaired.getOrThrow().uri().toString() shouldBe text
                repaired.getOrThrow().repairs() shouldBe emptyList()
                repaired.getOrThrow().uri() shouldBe uri
              } else {
                val expected = strict.exceptionOrNull().shouldBeInstanceOf<UriSyntaxException>()
                val actual = repaired.exceptionOrNull().shouldBeInstanceOf<UriSyntaxException>()
                actual.kind() shouldBe expected.kind()
                actual.index() shouldBe expected.index()
              }
            }
          }
        }
      }
    }
    hostsAndPorts shouldBeGreaterThan 0
  }

  test("repairing a result's text gives the same text and no repairs") {
    var repairedCount = 0
    checkAll(propConfig, typedText) { text ->
      for (registry in registries) {
        for (completion in Completion.entries) {
          val result = attempt(text, registry, completion) ?: continue
          if (result.isRepaired) {
            repairedCount++
          }
          val again = UserInput.parse(result.uri().toString(), registry, completion)
          withClue("${text.shown()} -> ${result.uri()}") {
            again.uri().toString() shouldBe result.uri().toString()
            again.repairs() shouldBe emptyList()
          }
        }
      }
    }
    repairedCount shouldBeGreaterThan propConfig.iterations!!
  }

  test("nothing but a UriSyntaxException is thrown, its index in the input; a result is a URI, its repairs in order") {
    var failed = 0
    var succeeded = 0
    checkAll(propConfig, typedText) { text ->
      for (registry in registries) {
        for (completion in Completion.entries) {
          val result = attempt(text, registry, completion)
          if (result == null) {
            failed++
            continue
          }
          succeeded++
          val uri = result.uri().toString()
          withClue("${text.shown()} -> $uri ${result.repairs()}") {
            uri.all { it.code < 0x80 } shouldBe true
            Uri.parse(uri, registry).toString() shouldBe uri
            val indexes = result.repairs().map { it.index() }
            indexes shouldBe indexes.sorted()
            indexes.all { it in text.indices } shouldBe true
            (uri == text) shouldBe !result.isRepaired
          }
        }
      }
    }
    failed shouldBeGreaterThan 0
    succeeded shouldBeGreaterThan propConfig.iterations!!
  }
})

/**
 * The result of [UserInput.parse], or null when it throws a [UriSyntaxException] whose index lies in the
 * input (its length included, for an input that ended too early); anything else thrown fails the test.
 */
private fun attempt(text: String, registry: SchemeRegistry, completion: Completion): RepairedUri? {
  val outcome = runCatching { UserInput.parse(text, registry, completion) }
  val error = outcome.exceptionOrNull() ?: return outcome.getOrThrow()
  withClue("${text.shown()}: $error") {
    error.shouldBeInstanceOf<UriSyntaxException>()
    (error.index() in 0..text.length) shouldBe true
  }
  return null
}

/** Text for a clue: controls and characters beyond US-ASCII as `\uXXXX`, so that the clue shows them. */
private fun String.shown(): String = buildString {
  for (c in this@shown) {
    if (c.code < 0x20 || c.code >= 0x7F) append("\\u%04X".format(c.code)) else append(c)
  }
}

/**
 * Generated URIs ([UriArbs.uri]) and, one time in six, a URI that may read as a host and a port: dotted
 * labels (the last beginning with a letter or not, a final dot or not), `localhost` in some case, or
 * another scheme, then `":"`, digits (or not only digits) and maybe a path, query or fragment.
 */
private val uris: Arb<String> = arbitrary { rs ->
  val random = rs.random
  if (random.nextInt(6) != 0) {
    return@arbitrary UriArbs.uri().bind()
  }
  fun pick(vararg choices: String) = choices[random.nextInt(choices.size)]
  val name = when (random.nextInt(4)) {
    0 -> pick("localhost", "LocalHost", "localhost.", "local-host", "x-y.z+w")
    else -> (0..random.nextInt(3)).joinToString(".") { pick("a", "www", "example", "b-2", "9", "x9") } +
      pick(".com", ".b", ".9", ".c9", ".", "")
  }
  val port = pick("8080", "0", "", "80x", "65536", "1")
  name.replaceFirstChar { if (it.isLetter()) it else 'a' } + ":" + port + pick("", "/", "/x", "?q", "#f", "//h")
}

/** What people type into or around a URI, and what a paste brings along. */
private val typedPieces = listOf(
  " ", "  ", "\n", "\t", "\r\n   ", "\u00A0", "\uFEFF", "\u2028", "\u0000", "\u007F", "\"", "<", ">", "\\", "^", "`",
  "{", "|", "}", "[", "]", "%", "%4", "%zz", "%%", "%41", "#", "##", "@", ":", "/", "?", "//", "é", "ü", "日本",
  "\uD83D\uDE00", "\uE000", "\u0080", "\uFFFE", "\uD800", "\uDC00", "[::1]", "www.", ":8080", "localhost", "xn--",
  ".", "..", "URL:",
)

/** Hosts and ports as people type them, with no scheme. */
private val typedHosts = listOf(
  "www.example.com", "ftp.example.com", "example.com:8080", "localhost:3000", "192.0.2.1", "[::1]:80",
  "bücher.example", "a.b", "例え.テスト",
)

/**
 * Generated URIs and references, or typed hosts, with pieces of [typedPieces] put in at random places (a
 * surrogate pair may be split), then perhaps delimited and surrounded with whitespace.
 */
private val typedText: Arb<String> = arbitrary { rs ->
  val random = rs.random
  val base = when (random.nextInt(4)) {
    0 -> typedHosts[random.nextInt(typedHosts.size)] + listOf("", "/a b", "?q=1", "#f").let { it[random.nextInt(it.size)] }
    1 -> UriArbs.uriReference().bind()
    else -> UriArbs.uri().bind()
  }
  val text = StringBuilder(base)
  repeat(random.nextInt(5)) {
    text.insert(random.nextInt(text.length + 1), typedPieces[random.nextInt(typedPieces.size)])
  }
  wrap(text.toString(), random)
}

private fun wrap(text: String, random: Random): String {
  val delimited = when (random.nextInt(6)) {
    0 -> "<$text>"
    1 -> "<URL:$text>"
    2 -> "<url: $text>"
    3 -> "\"$text\""
    else -> text
  }
  return if (random.nextInt(4) == 0) " $delimited\n" else delimited
}
