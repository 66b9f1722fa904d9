package dev.urikit

import dev.urikit.spi.SchemeProvider
import dev.urikit.spi.SchemeRegistrar
import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.collections.shouldContain
import io.kotest.matchers.collections.shouldHaveSize
import io.kotest.matchers.nulls.shouldBeNull
import io.kotest.matchers.nulls.shouldNotBeNull
import io.kotest.matchers.shouldBe
import io.kotest.matchers.shouldNotBe
import io.kotest.matchers.string.shouldContain
import io.kotest.matchers.types.shouldBeInstanceOf
import io.kotest.matchers.types.shouldBeSameInstanceAs

/** A second provider of `example-test`, to collide with [ExampleTestSchemeProvider]. */
class SecondExampleTestProvider : SchemeProvider {
    override fun register(registrar: SchemeRegistrar) {
        registrar.add(ExampleTestSchemeProvider.ExampleTestScheme())
    }
}

/**
 * The registry with the providers that the test class path lists in `META-INF/services`:
 * [FailingSchemeProvider] (fails) and [ExampleTestSchemeProvider] (`example-test`, port 4242, hierarchical).
 */
class SchemeDiscoveryTest : FunSpec({

    val name = ExampleTestSchemeProvider.NAME

    test("installed() discovers the listed provider, once") {
        val installed = SchemeRegistry.installed()
        installed.lookup(name).shouldBeInstanceOf<ExampleTestSchemeProvider.ExampleTestScheme>()
        installed.lookup("Example-TEST").shouldNotBeNull().name() shouldBe name
        installed.schemes().map { it.name() } shouldContain name
        SchemeRegistry.installed() shouldBeSameInstanceAs installed
    }

    test("a provider whose register() throws is named in failures() and the others still load") {
        val failures = SchemeRegistry.installed().failures()
        failures shouldHaveSize 1
        failures[0] shouldContain FailingSchemeProvider::class.java.name
        failures[0] shouldContain FailingSchemeProvider.MESSAGE
        SchemeRegistry.installed().lookup(name).shouldNotBeNull()
    }

    test("parsing refuses the opaque form, naming the scheme") {
        val e = shouldThrow<UriSyntaxException> { Uri.parse("$name:opaque") }
        e.kind() shouldBe UriSyntaxException.Kind.SCHEME_SPECIFIC
        e.scheme() shouldBe name
        e.index() shouldBe name.length + 1
        e.message shouldContain name
        Uri.parseOrNull("$name:opaque").shouldBeNull()
        Uri.parse("$name:opaque", SchemeRegistry.empty()).shouldBeInstanceOf<OpaqueUri>()
    }

    test("a parsed URI remembers its scheme") {
        val uri = Uri.parse("$name://h/a")
        uri.registeredScheme().shouldNotBeNull().name() shouldBe name
        uri.view(Any::class.java).shouldBeNull()
        Uri.parse("$name://h/a", SchemeRegistry.empty()).registeredScheme().shouldBeNull()
    }

    test("normalize removes the default port and an empty port, and keeps any other") {
        Uri.parse("$name://h:4242/a").normalize().toString() shouldBe "$name://h/a"
        Uri.parse("EXAMPLE-Test://H:/a").normalize().toString() shouldBe "$name://h/a"
        Uri.parse("$name://h:4243/a").normalize().toString() shouldBe "$name://h:4243/a"
        Uri.parse("$name://h:4242/a").normalize(NormalizationLevel.SYNTAX).toString() shouldBe "$name://h:4242/a"
    }

    test("equality follows the scheme's rules only when the registry knows the scheme") {
        val explicit = Uri.parse("EXAMPLE-TEST://H:4242/a")
        val implicit = Uri.parse("$name://h/a")
        explicit shouldBe implicit
        explicit.hashCode() shouldBe implicit.hashCode()
        explicit.compareTo(implicit) shouldBe 0
        setOf(explicit, implicit) shouldHaveSize 1
        val none = SchemeRegistry.empty()
        Uri.parse("EXAMPLE-TEST://H:4242/a", none) shouldNotBe Uri.parse("$name://h/a", none)
        Uri.parse("EXAMPLE-TEST://H/a", none) shouldBe Uri.parse("$name://h/a", none)
    }

    test("two providers for one scheme are an IllegalStateException naming both classes") {
        val e = shouldThrow<IllegalStateException> {
            SchemeRegistry.builder().add(ExampleTestSchemeProvider()).add(SecondExampleTestProvider()).build()
        }
        e.message shouldContain ExampleTestSchemeProvider::class.java.name
        e.message shouldContain SecondExampleTestProvider::class.java.name
    }

    test("a registry built by hand holds what was added and nothing discovered") {
        val registry = SchemeRegistry.builder().add(ExampleTestSchemeProvider()).build()
        registry.schemes().map { it.name() } shouldBe listOf(name)
        registry.failures() shouldBe emptyList()
        SchemeRegistry.empty().lookup(name).shouldBeNull()
    }

    test("schemes whose names share length, first and last letter are each found, in either case") {
        // Names chosen to land on the same slot hash, so the lookup must tell them apart by comparing.
        val names = ('a'..'z').map { "x${it}y" } + listOf("xy", "x-y", "x+.y")
        val registry = registryFindingEach(names)
        registry.lookup("xay1").shouldBeNull()
        registry.lookup("xAy").shouldNotBeNull().name() shouldBe "xay"
        registry.lookup("x0y").shouldBeNull()
        registry.lookup("").shouldBeNull()
    }

    test("names up to eight characters, found by their packed key, and longer ones, found by comparison") {
        // The parser packs a name of up to eight characters into one long as it reads it; the names
        // around that limit, and the characters that case-folding by bit 0x20 must leave alone.
        val names = listOf("a", "ab", "a1+-.b2c", "abcdefgh", "abcdefghi", "abcdefgh-longer-name", "z9", "z+")
        val registry = registryFindingEach(names)
        for (n in names) {
            Uri.parse(n.uppercase() + ":x", registry).registeredScheme().shouldNotBeNull().name() shouldBe n
            Uri.parse("$n:x", registry).registeredScheme().shouldNotBeNull().name() shouldBe n
        }
        registry.lookup("abcdefg").shouldBeNull()
        registry.lookup("abcdefghij").shouldBeNull()
        registry.lookup("abcdefgH-LONGER-NAME").shouldNotBeNull().name() shouldBe "abcdefgh-longer-name"
        Uri.parse("abcdefghij:x", registry).registeredScheme().shouldBeNull()
        // Text that is no scheme name is found by no lookup.
        registry.lookup("a b").shouldBeNull()
        registry.lookup("\u00e1").shouldBeNull()
        registry.lookup("\u0141").shouldBeNull()
        registry.lookup("1ab").shouldBeNull()
    }
})

/** A registry of one scheme per name, after checking that each is found by name, in upper case and within other text. */
private fun registryFindingEach(names: List<String>): SchemeRegistry {
    val builder = SchemeRegistry.builder()
    names.forEach { n -> builder.add(object : dev.urikit.spi.Scheme { override fun name() = n }) }
    val registry = builder.build()
    for (n in names) {
        registry.lookup(n).shouldNotBeNull().name() shouldBe n
        registry.lookup(n.uppercase()).shouldNotBeNull().name() shouldBe n
        registry.lookup("[$n]", 1, n.length + 1).shouldNotBeNull().name() shouldBe n
    }
    return registry
}
