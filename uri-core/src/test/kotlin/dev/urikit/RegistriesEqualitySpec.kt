package dev.urikit

import dev.urikit.spi.Scheme
import dev.urikit.spi.SchemeForm
import dev.urikit.spi.UriParts
import io.kotest.assertions.withClue
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.collections.shouldHaveSize
import io.kotest.matchers.nulls.shouldBeNull
import io.kotest.matchers.shouldBe
import io.kotest.matchers.types.shouldBeSameInstanceAs
import kotlin.math.sign

/** Another `example-test`, whose default port is 8080, for a registry composed by hand. */
private class OtherExampleTest : Scheme {
  override fun name() = ExampleTestSchemeProvider.NAME
  override fun defaultPort() = 8080
  override fun form() = SchemeForm.HIERARCHICAL
}

/** A scheme whose key ignores the path's case, and so is not the normalized text. */
private object CaseFreePath : Scheme {
  override fun name() = "casefree"
  override fun equivalenceKey(normalized: UriParts) = normalized.path(normalized.path().lowercase()).toString()
}

/** A scheme whose key imitates the text of a URI of scheme `other`, which the core keeps in the scheme's namespace. */
private object PathKey : Scheme {
  override fun name() = "pathkey"
  override fun equivalenceKey(normalized: UriParts) = "other:" + normalized.path()
}

/**
 * What `equals` does between URIs parsed with the installed registry (here [ExampleTestSchemeProvider]'s
 * `example-test`, default port 4242), [SchemeRegistry.empty] and a registry composed by hand, as
 * [SchemeRegistry]'s documentation states it: a reference keeps the scheme that checked it, and two
 * URIs are equal when their keys are, a registered scheme's key from the scheme (kept within its name),
 * any other URI's key its syntax-normalized text.
 */
class RegistriesEqualitySpec : FunSpec({

  val name = ExampleTestSchemeProvider.NAME
  val installed = SchemeRegistry.installed()
  val empty = SchemeRegistry.empty()
  val custom = SchemeRegistry.builder().add(OtherExampleTest()).add(CaseFreePath).add(PathKey).build()

  fun same(a: Uri, b: Uri) = withClue("$a (${a.registeredScheme()}) against $b (${b.registeredScheme()})") {
    (a == b) shouldBe true
    (b == a) shouldBe true
    a.hashCode() shouldBe b.hashCode()
    a.compareTo(b) shouldBe 0
  }

  fun different(a: Uri, b: Uri) = withClue("$a (${a.registeredScheme()}) against $b (${b.registeredScheme()})") {
    (a == b) shouldBe false
    (b == a) shouldBe false
    (a.compareTo(b) == 0) shouldBe false
    a.compareTo(b).sign shouldBe -b.compareTo(a).sign
  }

  test("a reference keeps the scheme of the registry it was parsed with") {
    val text = "$name://h/a"
    Uri.parse(text, installed).registeredScheme() shouldBeSameInstanceAs installed.lookup(name)
    Uri.parse(text, empty).registeredScheme().shouldBeNull()
    Uri.parse(text, custom).registeredScheme() shouldBeSameInstanceAs custom.lookup(name)
    Uri.parse(text, installed).resolve("b").registeredScheme() shouldBeSameInstanceAs installed.lookup(name)
  }

  test("where no scheme rule changes the key, the same text is equal under every registry") {
    for (text in listOf("$name://h/a", "$name://h:1/a?q#f", "other://h/a", "mailto:a@b")) {
      same(Uri.parse(text, installed), Uri.parse(text, empty))
      same(Uri.parse(text, installed), Uri.parse(text, custom))
      same(Uri.parse(text, empty), Uri.parse(text, custom))
    }
  }

  test("syntax-based equivalence holds across registries") {
    same(Uri.parse("EXAMPLE-TEST://H/./a/%7e", empty), Uri.parse("$name://h/a/~", installed))
    same(Uri.parse("Other://H/b/../a", installed), Uri.parse("other://h/a", custom))
  }

  test("a default port counts only where the registry's scheme declares it: the same text can differ") {
    val port = ExampleTestSchemeProvider.DEFAULT_PORT
    val withPortInstalled = Uri.parse("$name://h:$port/a", installed)
    val withPortEmpty = Uri.parse("$name://h:$port/a", empty)
    different(withPortInstalled, withPortEmpty)
    same(withPortInstalled, Uri.parse("$name://h/a", empty))
    same(withPortInstalled, Uri.parse("$name://h/a", installed))
    different(withPortEmpty, Uri.parse("$name://h/a", empty))
  }

  test("two registries with different schemes of one name compare by the keys each scheme gives") {
    different(Uri.parse("$name://h:4242/a", installed), Uri.parse("$name://h:4242/a", custom))
    different(Uri.parse("$name://h:8080/a", installed), Uri.parse("$name://h:8080/a", custom))
    same(Uri.parse("$name://h:4242/a", installed), Uri.parse("$name://h:8080/a", custom))
  }

  test("a scheme's own key that begins with its name is compared with the text keys of other registries") {
    val registered = Uri.parse("casefree://h/A", custom)
    same(registered, Uri.parse("casefree://h/a", custom))
    same(registered, Uri.parse("casefree://h/a", empty))
    different(registered, Uri.parse("casefree://h/A", empty))
  }

  test("a scheme's own key that does not begin with its name equals no URI of another registry") {
    val registered = Uri.parse("pathkey://h/a", custom)
    same(registered, Uri.parse("pathkey://other/a", custom))
    different(registered, Uri.parse("pathkey://h/a", empty))
    different(registered, Uri.parse("pathkey://h/a", installed))
    different(registered, Uri.parse("other:/a", empty))
    different(registered, Uri.parse("other:/a", custom))
  }

  test("a URI already in normal form keeps its text as its key, one string instead of two equal ones") {
    for ((text, registry) in listOf("$name://h/a" to installed, "other://h/a?q#f" to empty, "casefree://h/a" to custom)) {
      val uri = Uri.parse(text, registry)
      withClue(text) { uri.equivalenceKey(Equivalence.SCHEME) shouldBeSameInstanceAs uri.toString() }
    }
    for ((text, key) in listOf("OTHER://H/a" to "other://h/a", "other://h/./a" to "other://h/a")) {
      val uri = Uri.parse(text, empty)
      withClue(text) { uri.equivalenceKey(Equivalence.SCHEME) shouldBe key }
    }
  }

  test("across registries, equals is an equivalence that agrees with hashCode and compareTo") {
    val texts = listOf("$name://h/a", "$name://h:4242/a", "$name://h:8080/a", "EXAMPLE-TEST://H/a", "casefree://h/A",
      "casefree://h/a", "pathkey://h/a", "pathkey://g/a", "other://h/a", "other:/a")
    val uris = texts.flatMap { text -> listOf(installed, empty, custom).map { Uri.parse(text, it) } }
    for (a in uris) for (b in uris) {
      if (a == b) {
        a.hashCode() shouldBe b.hashCode()
        for (c in uris) if (b == c) withClue("$a == $b == $c") { (a == c) shouldBe true }
      }
      withClue("$a against $b") { (a.compareTo(b) == 0) shouldBe (a == b) }
    }
    uris.toSet() shouldHaveSize uris.toSortedSet().size
  }
})
