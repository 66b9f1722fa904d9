package dev.urikit

import dev.urikit.spi.SchemeProvider
import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.collections.shouldContainAll
import io.kotest.matchers.collections.shouldHaveSize
import io.kotest.matchers.nulls.shouldBeNull
import io.kotest.matchers.nulls.shouldNotBeNull
import io.kotest.matchers.shouldBe
import io.kotest.matchers.shouldNotBe
import io.kotest.matchers.string.shouldContain
import io.kotest.matchers.types.shouldNotBeSameInstanceAs
import java.io.File
import java.net.URLClassLoader
import java.nio.file.Files
import java.nio.file.Path
import javax.tools.ToolProvider
import org.jspecify.annotations.Nullable

/**
 * [SchemeRegistry.discover] through a class loader over a directory that this test compiles at run
 * time, so that neither the test class path nor the core's loader holds its providers: `demo` (default
 * port 7000), a provider whose constructor throws, and a second claimant of `example-test`, which
 * [ExampleTestSchemeProvider] on the test class path also registers.
 */
class SchemeRegistryDiscoverTest : FunSpec({

    val plugins = compilePlugins()

    test("the core's loader does not see the plugin's scheme; a loader over the plugin does") {
        SchemeRegistry.installed().lookup("demo").shouldBeNull()
        URLClassLoader(arrayOf(plugins.toUri().toURL()), SchemeRegistry::class.java.classLoader).use { loader ->
            val registry = SchemeRegistry.discover(loader)
            val demo = registry.lookup("DEMO").shouldNotBeNull()
            demo.name() shouldBe "demo"
            demo.defaultPort() shouldBe 7000
            demo.javaClass.classLoader shouldBe loader
            Uri.parse("demo://h:7000/a", registry).normalize().toString() shouldBe "demo://h/a"
            Uri.parse("demo://h:7000/a", registry) shouldBe Uri.parse("demo://h/a", registry)
            Uri.parse("demo://h:7000/a") shouldNotBe Uri.parse("demo://h/a")
        }
    }

    test("a failing provider found only through that loader is named in failures(), and the rest register") {
        URLClassLoader(arrayOf(plugins.toUri().toURL()), SchemeRegistry::class.java.classLoader).use { loader ->
            val registry = SchemeRegistry.discover(loader)
            val failures = registry.failures()
            failures shouldHaveSize 3
            // The constructor's exception reaches discovery wrapped in a ServiceConfigurationError.
            failures.single { "plugin.BrokenProvider" in it } shouldContain "plugin.BrokenProvider failed to register"
            failures.single { FailingSchemeProvider::class.java.name in it } shouldContain FailingSchemeProvider.MESSAGE
            val conflict = failures.single { "plugin.ClaimingProvider" in it }
            conflict shouldContain ExampleTestSchemeProvider::class.java.name
            conflict shouldContain "\"example-test\""
            registry.lookup(ExampleTestSchemeProvider.NAME).shouldBeNull()
            val e = shouldThrow<UriSyntaxException> {
                Uri.parse("example-test://h/", registry)
            }
            e.kind() shouldBe UriSyntaxException.Kind.SCHEME_FAILURE
            e.message shouldContain "plugin.ClaimingProvider"
            registry.lookup("demo").shouldNotBeNull()
            SchemeRegistry.installed().lookup(ExampleTestSchemeProvider.NAME).shouldNotBeNull()
        }
    }

    test("the core's own loader gives what installed() holds, as a new registry each time") {
        val loader = SchemeRegistry::class.java.classLoader
        val first = SchemeRegistry.discover(loader)
        val second = SchemeRegistry.discover(loader)
        first shouldNotBeSameInstanceAs second
        first shouldNotBeSameInstanceAs SchemeRegistry.installed()
        first.lookup(ExampleTestSchemeProvider.NAME) shouldNotBeSameInstanceAs
            second.lookup(ExampleTestSchemeProvider.NAME)
        first.schemes().map { it.name() } shouldBe SchemeRegistry.installed().schemes().map { it.name() }
        first.failures() shouldBe SchemeRegistry.installed().failures()
        first.schemes().map { it.name() } shouldContainAll listOf(ExampleTestSchemeProvider.NAME)
    }
    test("origin names the provider of each scheme, or the scheme's class when it was added by itself") {
        URLClassLoader(arrayOf(plugins.toUri().toURL()), SchemeRegistry::class.java.classLoader).use { loader ->
            val registry = SchemeRegistry.discover(loader)
            val demoProvider = registry.origin("DEMO").shouldNotBeNull()
            demoProvider.name shouldBe "plugin.DemoProvider"
            demoProvider.classLoader shouldBe loader
            registry.origin(ExampleTestSchemeProvider.NAME).shouldBeNull()   // claimed twice: registered by neither
            registry.origin("no-such-scheme").shouldBeNull()
        }
        SchemeRegistry.installed().origin(ExampleTestSchemeProvider.NAME) shouldBe ExampleTestSchemeProvider::class.java
        val scheme = object : dev.urikit.spi.Scheme {
            override fun name() = "by-hand"
        }
        val byHand = SchemeRegistry.builder().add(scheme).add(ExampleTestSchemeProvider()).build()
        byHand.origin("by-hand") shouldBe scheme.javaClass
        byHand.origin(ExampleTestSchemeProvider.NAME) shouldBe ExampleTestSchemeProvider::class.java
        byHand.toBuilder().build().origin("BY-HAND") shouldBe scheme.javaClass
    }
})

/** Compiles the plugin's providers and their `META-INF/services` file into a new directory. */
private fun compilePlugins(): Path {
    val sources = mapOf(
        "plugin/DemoProvider.java" to """
            package plugin;
            import dev.urikit.spi.Scheme;
            import dev.urikit.spi.SchemeProvider;
            import dev.urikit.spi.SchemeRegistrar;
            public final class DemoProvider implements SchemeProvider {
              @Override public void register(SchemeRegistrar registrar) {
                registrar.add(new Scheme() {
                  @Override public String name() { return "demo"; }
                  @Override public Integer defaultPort() { return 7000; }
                });
              }
            }
        """,
        "plugin/BrokenProvider.java" to """
            package plugin;
            import dev.urikit.spi.SchemeProvider;
            import dev.urikit.spi.SchemeRegistrar;
            public final class BrokenProvider implements SchemeProvider {
              public BrokenProvider() { throw new IllegalStateException("broken on purpose"); }
              @Override public void register(SchemeRegistrar registrar) {}
            }
        """,
        "plugin/ClaimingProvider.java" to """
            package plugin;
            import dev.urikit.spi.Scheme;
            import dev.urikit.spi.SchemeProvider;
            import dev.urikit.spi.SchemeRegistrar;
            public final class ClaimingProvider implements SchemeProvider {
              @Override public void register(SchemeRegistrar registrar) {
                registrar.add(new Scheme() {
                  @Override public String name() { return "example-test"; }
                });
              }
            }
        """,
    )
    val root = Files.createTempDirectory("urikit-plugin")
    root.toFile().deleteOnExit()
    val javaFiles = sources.map { (name, text) ->
        root.resolve(name).also { Files.createDirectories(it.parent); Files.writeString(it, text.trimIndent()) }.toFile()
    }
    val classPath = listOf(SchemeProvider::class.java, Nullable::class.java)
        .map { File(it.protectionDomain.codeSource.location.toURI()).path }
        .joinToString(File.pathSeparator)
    val compiler = ToolProvider.getSystemJavaCompiler()
    compiler.getStandardFileManager(null, null, Charsets.UTF_8).use { fileManager ->
        val task = compiler.getTask(
            null, fileManager, null, listOf("--release", "17", "-classpath", classPath, "-d", root.toString()), null,
            fileManager.getJavaFileObjectsFromFiles(javaFiles),
        )
        check(task.call()) { "the plugin's sources do not compile" }
    }
    val services = root.resolve("META-INF/services/" + SchemeProvider::class.java.name)
    Files.createDirectories(services.parent)
    Files.writeString(services, "plugin.BrokenProvider\nplugin.DemoProvider\nplugin.ClaimingProvider\n")
    return root
}
