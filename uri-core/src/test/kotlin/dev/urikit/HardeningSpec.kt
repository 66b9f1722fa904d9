package dev.urikit

import dev.urikit.spi.Scheme
import dev.urikit.spi.SchemeForm
import dev.urikit.spi.SchemeViolation
import dev.urikit.spi.UriLayout
import dev.urikit.spi.UriParts
import dev.urikit.spi.ViewDescription
import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.collections.shouldContainExactly
import io.kotest.matchers.ints.shouldBeLessThanOrEqual
import io.kotest.matchers.nulls.shouldBeNull
import io.kotest.matchers.nulls.shouldNotBeNull
import io.kotest.matchers.shouldBe
import io.kotest.matchers.shouldNotBe
import io.kotest.matchers.string.shouldContain
import io.kotest.matchers.string.shouldNotContain
import io.kotest.matchers.types.shouldBeInstanceOf
import io.kotest.matchers.types.shouldBeSameInstanceAs
import java.lang.management.ManagementFactory

/** A scheme whose every hook can be made to throw, one at a time. */
private class Hostile(private val name: String, private val failing: String?) : Scheme {
  override fun name() = name
  override fun validate(uri: Uri): SchemeViolation? = if (failing == "validate") throw StackOverflowError("deep") else null
  override fun normalize(parts: UriParts) {
    if (failing == "normalize") throw AssertionError("normalize broke")
  }
  override fun equivalenceKey(normalized: UriParts): String =
    if (failing == "key") throw IllegalStateException("key broke") else normalized.toString()
  override fun <T : Any> view(uri: Uri, type: Class<T>): T? =
    if (failing == "view") throw UnsupportedOperationException("view broke") else null
  override fun describe(uri: Uri): ViewDescription? =
    if (failing == "describe") throw IllegalArgumentException("describe broke") else null
  override fun warnings(uri: Uri): List<SchemeViolation> =
    if (failing == "warnings") throw RuntimeException("warnings broke") else listOf()
}

/** Port 80 by default, hierarchical only: an http stand-in for a core without scheme modules. */
private object Web : Scheme {
  override fun name() = "http"
  override fun defaultPort() = 80
  override fun form() = SchemeForm.HIERARCHICAL
}

/** Never a base; its path is no hierarchy; two views and a warning for an upper-case NSS-like path. */
private object Catalogue : Scheme {
  override fun name() = "cat"
  override fun canBeBase() = false
  override fun hasHierarchicalPath() = false
  override fun warnings(uri: Uri): List<SchemeViolation> {
    val text = uri.toString()
    val start = UriLayout.pathStart(uri)
    return if (start < text.length && text[start].isUpperCase()) listOf(SchemeViolation(start, "cat.case", "lower case is preferred")) else listOf()
  }
  override fun <T : Any> view(uri: Uri, type: Class<T>): T? = when (type) {
    String::class.java -> type.cast(uri.path())
    Integer::class.java -> type.cast(uri.path().length)
    else -> null
  }
}

/** The defects of issue 8 that live in uri-core, each a case that failed before its fix. */
class HardeningSpec : FunSpec({

  context("a scheme's hooks cannot crash the core (defect 3)") {
    test("a validate hook that throws becomes SCHEME_FAILURE naming the scheme and its class, with the cause") {
      val registry = SchemeRegistry.builder().add(Hostile("bad", "validate")).build()
      val e = shouldThrow<UriSyntaxException> { Uri.parse("bad:x", registry) }
      e.kind() shouldBe UriSyntaxException.Kind.SCHEME_FAILURE
      e.scheme() shouldBe "bad"
      e.message shouldContain "\"bad\""
      e.message shouldContain Hostile::class.java.name
      e.cause.shouldBeInstanceOf<StackOverflowError>()
      Uri.parseOrNull("bad:x", registry).shouldBeNull()
      UriReference.parseOrNull("bad:x", registry).shouldBeNull()
    }

    test("normalize and key hooks that throw: normalize() fails cleanly, equals and hashCode never throw") {
      for (hook in listOf("normalize", "key")) {
        val registry = SchemeRegistry.builder().add(Hostile("bad", hook)).build()
        val a = Uri.parse("bad:x", registry)
        val b = Uri.parse("BAD:x", registry)
        if (hook == "normalize") {
          val e = shouldThrow<UriSyntaxException> { a.normalize() }
          e.kind() shouldBe UriSyntaxException.Kind.SCHEME_FAILURE
          e.cause.shouldBeInstanceOf<AssertionError>()
        }
        (a == b) shouldBe true
        a.hashCode() shouldBe b.hashCode()
        a.compareTo(b) shouldBe 0
        (a == Uri.parse("bad:x", SchemeRegistry.empty())) shouldBe false
        setOf(a, b, Uri.parse("bad:y", registry)).size shouldBe 2
      }
    }

    test("view, describe and warnings hooks that throw become SCHEME_FAILURE") {
      for (hook in listOf("view", "describe", "warnings")) {
        val uri = Uri.parse("bad:x", SchemeRegistry.builder().add(Hostile("bad", hook)).build())
        val e = shouldThrow<UriSyntaxException> {
          when (hook) {
            "view" -> uri.view(String::class.java)
            "describe" -> uri.viewDescription()
            else -> uri.warnings()
          }
        }
        e.kind() shouldBe UriSyntaxException.Kind.SCHEME_FAILURE
        e.message shouldContain hook
      }
    }

    test("a key that imitates another scheme's stays in its own namespace") {
      val evil = object : Scheme {
        override fun name() = "evil"
        override fun equivalenceKey(normalized: UriParts) = "http://a/"
      }
      val registry = SchemeRegistry.builder().add(evil).add(Web).build()
      val spoof = Uri.parse("evil:x", registry)
      spoof shouldNotBe Uri.parse("http://a/", registry)
      spoof shouldNotBe Uri.parse("http://a/", SchemeRegistry.empty())
      spoof.equivalenceKey(Equivalence.SCHEME) shouldNotBe "http://a/"
      spoof shouldBe Uri.parse("evil:y", registry)
    }

    test("constant hooks are asked once, at registration, where a bad answer is refused") {
      val badPort = object : Scheme {
        override fun name() = "p"
        override fun defaultPort(): Int = throw IllegalStateException("no port")
      }
      shouldThrow<IllegalStateException> { SchemeRegistry.builder().add(badPort) }
      val outOfRange = object : Scheme {
        override fun name() = "p"
        override fun defaultPort() = 70000
      }
      shouldThrow<IllegalArgumentException> { SchemeRegistry.builder().add(outOfRange) }
      val upper = object : Scheme {
        override fun name() = "Up"
      }
      shouldThrow<IllegalArgumentException> { SchemeRegistry.builder().add(upper) }
    }
  }

  test("%2e is a dot: equality and resolution agree (defect 4)") {
    val base = Uri.parse("http://h/x/y", SchemeRegistry.empty())
    UriReference.parse("%2e/../b") shouldBe UriReference.parse("./../b")
    base.resolve("%2e/../b").toString() shouldBe base.resolve("./../b").toString()
    base.resolve("%2e/../b").toString() shouldBe "http://h/b"
    base.resolve(".%2E/b").toString() shouldBe "http://h/b"
    base.resolve("%2e%2e%2e/b").toString() shouldBe "http://h/x/%2e%2e%2e/b"
  }

  test("builders refuse a dot-segment (defect 5)") {
    for (segment in listOf(".", "..")) {
      shouldThrow<IllegalArgumentException> { UriBuilder().scheme("s").host("h").addPathSegment(segment) }
        .message shouldContain "dot-segment"
    }
    UriBuilder().scheme("s").host("h").addPathSegment("%2e").buildUri().toString() shouldBe "s://h/%252e"
    UriBuilder().scheme("s").host("h").addPathSegment("...").buildUri().toString() shouldBe "s://h/..."
  }

  context("the default port compares by value (defect 6)") {
    val registry = SchemeRegistry.builder().add(Web).build()
    test("leading zeros on the default port: the same URI, normalized away") {
      for (text in listOf("http://h:080/", "http://h:0080/", "http://h:00000000000080/")) {
        val uri = Uri.parse(text, registry)
        uri shouldBe Uri.parse("http://h/", registry)
        uri.hashCode() shouldBe Uri.parse("http://h/", registry).hashCode()
        uri.normalize().toString() shouldBe "http://h/"
        uri.normalize(NormalizationLevel.SYNTAX).toString() shouldBe text
      }
    }
    test("leading zeros on another port are dropped at scheme level only") {
      Uri.parse("http://h:0081/", registry).normalize().toString() shouldBe "http://h:81/"
      Uri.parse("http://h:0081/", registry) shouldBe Uri.parse("http://h:81/", registry)
      Uri.parse("http://h:0081/", registry).normalize(NormalizationLevel.SYNTAX).toString() shouldBe "http://h:0081/"
      Uri.parse("http://h:0/", registry).normalize().toString() shouldBe "http://h:0/"
      Uri.parse("http://h:99999999999999999999/", registry).normalize().toString() shouldBe "http://h:99999999999999999999/"
    }
  }

  context("error messages (defect 7)") {
    test("a bad character in user information is blamed on it and never quoted") {
      val e = shouldThrow<UriSyntaxException> { Uri.parse("http://user:p^ss@host/", SchemeRegistry.empty()) }
      e.kind() shouldBe UriSyntaxException.Kind.INVALID_CHARACTER
      e.index() shouldBe 13
      e.message shouldContain "user information"
      e.message shouldNotContain "^"
      e.message shouldNotContain "port"
      e.message shouldNotContain "ss"
    }
    test("the same input gives the same kind from Uri.parse and UriReference.parse") {
      for (text in listOf(" http://a/", "1http://a/", "ht tp://a", ":x")) {
        val a = shouldThrow<UriSyntaxException> { Uri.parse(text) }
        val b = shouldThrow<UriSyntaxException> { UriReference.parse(text) }
        a.kind() shouldBe UriSyntaxException.Kind.INVALID_SCHEME
        b.kind() shouldBe a.kind()
        b.index() shouldBe a.index()
      }
      shouldThrow<UriSyntaxException> { Uri.parse("a/b") }.kind() shouldBe UriSyntaxException.Kind.MISSING_SCHEME
    }
  }

  test("a failing parseOrNull allocates at most 64 bytes (defect 9)") {
    val bean = ManagementFactory.getThreadMXBean() as com.sun.management.ThreadMXBean
    val inputs = listOf("http://exa mple.com/", "http://h:8o/", "http://[::1", "a b", "http://h/%zz", "http://h/?\u0000")
    val empty = SchemeRegistry.empty()
    repeat(20_000) { for (s in inputs) Uri.parseOrNull(s, empty) }
    val thread = Thread.currentThread().id
    val rounds = 20_000
    val before = bean.getThreadAllocatedBytes(thread)
    var nulls = 0
    repeat(rounds) { for (s in inputs) if (Uri.parseOrNull(s, empty) == null) nulls++ }
    val perCall = (bean.getThreadAllocatedBytes(thread) - before) / (rounds * inputs.size)
    nulls shouldBe rounds * inputs.size
    perCall.toInt() shouldBeLessThanOrEqual 64
  }

  test("RFC 2396 mode resolves a same-scheme reference that the scheme alone refuses (defect 10)") {
    val registry = SchemeRegistry.builder().add(Web).build()
    shouldThrow<UriSyntaxException> { Uri.parse("http:g", registry) }
    val base = Uri.parse("http://a/b/c/d;p?q", registry)
    base.resolve("http:g", ResolutionMode.RFC_2396).toString() shouldBe "http://a/b/c/g"
    shouldThrow<UriSyntaxException> { base.resolve("http:g") }.kind() shouldBe UriSyntaxException.Kind.SCHEME_SPECIFIC
  }

  context("normalization removes dot-segments from every URI's path unless its scheme opts out (defect 11)") {
    test("unregistered and opaque") {
      Uri.parse("foo:bar/../baz", SchemeRegistry.empty()).normalize().toString() shouldBe "foo:/baz"
      Uri.parse("foo:a/./b", SchemeRegistry.empty()).normalize().toString() shouldBe "foo:a/b"
      UriReference.parse("bar/../baz", SchemeRegistry.empty()).normalize().toString() shouldBe "bar/../baz"
    }
    test("a scheme whose path is no hierarchy keeps them, in both forms") {
      val registry = SchemeRegistry.builder().add(Catalogue).build()
      Uri.parse("cat:a/../b", registry).normalize().toString() shouldBe "cat:a/../b"
      Uri.parse("CAT:/a/./b/%2e%2E", registry).normalize().toString() shouldBe "cat:/a/./b/.."
      Uri.parse("cat:a/../b", registry) shouldNotBe Uri.parse("cat:b", registry)
    }
  }

  context("SPI v2 policies and views") {
    val registry = SchemeRegistry.builder().add(Catalogue).build()
    test("a scheme that cannot be a base refuses relative references, takes absolute ones") {
      val base = Uri.parse("cat:isbn:1", registry)
      val e = shouldThrow<UriSyntaxException> { base.resolve("x") }
      e.kind() shouldBe UriSyntaxException.Kind.SCHEME_SPECIFIC
      e.code() shouldBe "base.refused"
      e.scheme() shouldBe "cat"
      shouldThrow<UriSyntaxException> { base.resolve("#f") }
      base.resolve("other:y").toString() shouldBe "other:y"
    }
    test("relativizing against such a base gives the target unchanged") {
      val base = Uri.parse("cat:isbn:1", registry)
      val target = Uri.parse("cat:isbn:2", registry)
      base.relativize(target) shouldBeSameInstanceAs target
    }
    test("a scheme offers several views, by type") {
      val uri = Uri.parse("cat:abc", registry)
      uri.view(String::class.java) shouldBe "abc"
      uri.view(Integer::class.java) shouldBe 3
      uri.view(Long::class.java).shouldBeNull()
    }
    test("warnings are reported on request, not refused") {
      Uri.parse("cat:Abc", registry).warnings().map { it.code() } shouldContainExactly listOf("cat.case")
      Uri.parse("cat:abc", registry).warnings() shouldBe emptyList()
    }
    test("a violation's code reaches the exception") {
      val coded = object : Scheme {
        override fun name() = "c"
        override fun validate(uri: Uri) = SchemeViolation(2, "c.rule", "always refused")
      }
      val e = shouldThrow<UriSyntaxException> { Uri.parse("c:x", SchemeRegistry.builder().add(coded).build()) }
      e.code() shouldBe "c.rule"
      e.index() shouldBe 2
      e.message.shouldNotBeNull() shouldContain "always refused"
    }
  }
})
