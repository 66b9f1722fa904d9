package dev.urikit.pluginsuite

import dev.urikit.Equivalence
import dev.urikit.HierarchicalUri
import dev.urikit.SchemeRegistry
import dev.urikit.Uri
import dev.urikit.UriSyntaxException
import dev.urikit.http.HttpSchemeProvider
import dev.urikit.http.HttpSchemes
import dev.urikit.http.HttpUri
import io.kotest.assertions.throwables.shouldNotThrowAny
import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.collections.shouldContainExactlyInAnyOrder
import io.kotest.matchers.collections.shouldHaveSize
import io.kotest.matchers.nulls.shouldBeNull
import io.kotest.matchers.nulls.shouldNotBeNull
import io.kotest.matchers.shouldBe
import io.kotest.matchers.shouldNotBe
import io.kotest.matchers.string.shouldContain
import io.kotest.matchers.string.shouldStartWith
import io.kotest.matchers.types.shouldBeInstanceOf
import java.util.concurrent.CyclicBarrier
import java.util.concurrent.TimeUnit

/**
 * Five broken or hostile providers, found by `ServiceLoader` from this module's
 * `META-INF/services` beside schemes-http's provider, against what issue 8 asks of discovery and of
 * a scheme's hooks: every other scheme keeps working.
 */
class PluginSuiteSpec : FunSpec({

  val boomClass = ThrowingHooksProvider.BoomScheme::class.java.name

  test("discovery runs once, even when threads race for it and a provider parses while registering") {
    val threads = 8
    val start = CyclicBarrier(threads)
    val results = arrayOfNulls<Any>(threads)
    val workers = (0 until threads).map { i ->
      Thread {
        start.await(30, TimeUnit.SECONDS)
        results[i] = runCatching { Uri.parse("http://example.com/$i").registeredScheme()?.name() }.getOrElse { it }
      }.apply { isDaemon = true; start() }
    }
    workers.forEach { it.join(TimeUnit.SECONDS.toMillis(60)) }
    workers.none(Thread::isAlive) shouldBe true
    results.toList() shouldBe List(threads) { "http" }
    repeat(100) { Uri.parseOrNull("gamma://h/$it").shouldNotBeNull() }
    ErrorThrowingProvider.CONSTRUCTED.get() shouldBe 1
    SecondHttpsProvider.CONSTRUCTED.get() shouldBe 1
    ReentrantProvider.CONSTRUCTED.get() shouldBe 1
    ReentrantProvider.REGISTERED.get() shouldBe 1
  }

  context("the schemes of schemes-http that nobody else claims work") {
    withData("http", "ws", "wss") { scheme ->
      val uri = Uri.parse("${scheme.uppercase()}://Example.COM:${if (scheme == "wss") 443 else 80}/a/./b")
      uri.registeredScheme()?.name() shouldBe scheme
      uri.view(HttpUri::class.java).shouldNotBeNull().host() shouldBe "example.com"
      uri shouldBe Uri.parse("$scheme://example.com/a/b")
      uri.normalize().toString() shouldBe "$scheme://example.com/a/b"
      Uri.parseOrNull("$scheme:opaque").shouldBeNull()
    }
  }

  test("https, claimed by two providers, is registered by neither and fails naming both") {
    SchemeRegistry.installed().lookup("https").shouldBeNull()
    val error = shouldThrow<UriSyntaxException> { Uri.parse("https://example.com/") }
    error.kind() shouldBe UriSyntaxException.Kind.SCHEME_FAILURE
    error.message shouldContain HttpSchemeProvider::class.java.name
    error.message shouldContain SecondHttpsProvider::class.java.name
    Uri.parseOrNull("https://example.com/").shouldBeNull()
  }

  test("the conflicting provider's other scheme works") {
    val uri = Uri.parse("BETA://H:7/x")
    uri.registeredScheme() shouldBe SecondHttpsProvider.BETA
    uri shouldBe Uri.parse("beta://h/x")
    uri.normalize().toString() shouldBe "beta://h/x"
    Uri.parseOrNull("beta:opaque").shouldBeNull()
  }

  test("failures() names the provider that threw an Error, and the https conflict with both classes") {
    val failures = SchemeRegistry.installed().failures()
    failures shouldHaveSize 2
    val thrown = failures.single { it.contains(ErrorThrowingProvider::class.java.name) }
    thrown shouldContain StackOverflowError::class.java.name
    val conflict = failures.single { it.contains("\"https\"") }
    conflict shouldContain HttpSchemeProvider::class.java.name
    conflict shouldContain SecondHttpsProvider::class.java.name
  }

  test("the provider that threw is left out whole: alpha, registered before the Error, is not a scheme") {
    SchemeRegistry.installed().lookup("alpha").shouldBeNull()
    Uri.parse("alpha://h:1/./x").normalize().toString() shouldBe "alpha://h:1/x"
    SchemeRegistry.installed().schemes().map { it.name() } shouldContainExactlyInAnyOrder
      listOf("http", "ws", "wss", "beta", "gamma", "evil", "boom")
  }

  test("the re-entrant provider got the generic rules for its parse, and its scheme works") {
    val parsed = ReentrantProvider.PARSED.get().shouldNotBeNull()
    parsed.registeredScheme().shouldBeNull()
    parsed.toString() shouldBe "http://reentrant.example:80/"
    Uri.parse("gamma://h:3/").normalize().toString() shouldBe "gamma://h/"
  }

  test("a key imitating http://a/ does not make evil:x equal to it") {
    val evil = Uri.parse("evil:x")
    val http = Uri.parse("http://a/")
    evil.registeredScheme().shouldNotBeNull()
    (evil == http) shouldBe false
    (http == evil) shouldBe false
    evil.compareTo(http) shouldNotBe 0
    http.compareTo(evil) shouldNotBe 0
    setOf(evil, http) shouldHaveSize 2
    evil.equivalenceKey(Equivalence.SCHEME) shouldStartWith "evil:"
    evil shouldBe Uri.parse("evil:y")
  }

  context("a hook that throws") {
    test("parse turns a throwing validate into SCHEME_FAILURE naming the scheme and its class, with the cause") {
      val error = shouldThrow<UriSyntaxException> { Uri.parse("boom:throw") }
      error.kind() shouldBe UriSyntaxException.Kind.SCHEME_FAILURE
      error.message shouldContain "\"boom\""
      error.message shouldContain boomClass
      val cause = error.cause.shouldBeInstanceOf<IllegalStateException>()
      cause.message shouldBe ThrowingHooksProvider.MESSAGE
    }

    test("parseOrNull returns null") {
      Uri.parseOrNull("boom:throw").shouldBeNull()
      Uri.parseOrNull("boom://h/throw?x").shouldBeNull()
    }

    test("equals, hashCode and compareTo never throw, though the key and normalize hooks do") {
      val a = Uri.parse("boom:ok")
      val b = Uri.parse("boom:ok")
      val c = Uri.parse("boom:other")
      val http = Uri.parse("http://a/")
      shouldNotThrowAny {
        (a == b) shouldBe true
        a.hashCode() shouldBe b.hashCode()
        a.compareTo(b) shouldBe 0
        (a == c) shouldBe false
        (a.compareTo(c) == 0) shouldBe false
        (a == http) shouldBe false
        (http == a) shouldBe false
        (a.compareTo(http)) shouldNotBe 0
        sortedSetOf(a, b, c, http) shouldHaveSize 3
      }
    }

    test("normalize, view and describe fail with SCHEME_FAILURE naming the scheme's class") {
      val uri = Uri.parse("boom://h/ok")
      for (call in listOf<() -> Any?>({ uri.normalize() }, { uri.view(HierarchicalUri::class.java) }, { uri.viewDescription() })) {
        val error = shouldThrow<UriSyntaxException> { call() }
        error.kind() shouldBe UriSyntaxException.Kind.SCHEME_FAILURE
        error.message shouldContain boomClass
        error.cause.shouldBeInstanceOf<IllegalStateException>()
      }
    }
  }

  context("an application picks one https with a builder") {
    test("schemes-http's") {
      val chosen = SchemeRegistry.builder().add(HttpSchemes.standard()).build().lookup("https").shouldNotBeNull()
      val registry = SchemeRegistry.installed().toBuilder().add(chosen).build()
      val uri = Uri.parse("https://Example.com:443/", registry)
      uri.registeredScheme() shouldBe chosen
      uri.view(HttpUri::class.java).shouldNotBeNull().port() shouldBe 443
      uri.normalize().toString() shouldBe "https://example.com/"
      Uri.parse("beta://h/", registry).registeredScheme() shouldBe SecondHttpsProvider.BETA
      registry.failures() shouldBe emptyList()
    }

    test("the other provider's") {
      val registry = SchemeRegistry.installed().toBuilder().add(SecondHttpsProvider.HTTPS).build()
      val uri = Uri.parse("https://h:443/", registry)
      uri.registeredScheme() shouldBe SecondHttpsProvider.HTTPS
      uri.view(HttpUri::class.java).shouldBeNull()
      uri shouldBe Uri.parse("https://h/", registry)
    }

    test("taking both is refused, naming both classes") {
      val error = shouldThrow<IllegalStateException> {
        SchemeRegistry.builder().add(SecondHttpsProvider.HTTPS).add(HttpSchemes.standard())
      }
      error.message shouldContain "https"
    }
  }
})
