package dev.urikit.docs

import dev.urikit.testkit.PluginJars
import java.io.ByteArrayInputStream
import java.io.ByteArrayOutputStream
import java.io.File
import java.nio.file.Files
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import dev.urikit.cli.run as urikit

/**
 * The `--plugin-path` and `urikit schemes` transcripts of the guide (src/doc/command.md), run in process
 * as [CommandGuideTest] runs the others, with `demo-scheme.jar` and `broken-scheme.jar` built here from
 * the sources below. A `...` line stands for the built-in schemes, whose modules depend on how the
 * class path was built; the lines after it are the last lines of the output.
 */
class PluginCommandGuideTest {

    @Test
    fun pluginPath() = check(
        """
        $ ./urikit equivalent 'demo://h:7000/A' 'DEMO://h/a'
        {"a":"demo://h:7000/A","b":"DEMO://h/a","equivalent":false}
        # exit status 1
        $ ./urikit --plugin-path demo-scheme.jar equivalent 'demo://h:7000/A' 'DEMO://h/a'
        {"a":"demo://h:7000/A","b":"DEMO://h/a","equivalent":true}
        $ ./urikit --plugin-path demo-scheme.jar normalize 'DEMO://H:7000/A'
        {"input":"DEMO://H:7000/A","normalized":"demo://h/A"}
        """,
    )

    @Test
    fun schemes() = check(
        """
        $ ./urikit --plugin-path demo-scheme.jar schemes
        ...
        {"scheme":"demo","default_port":7000,"can_be_base":true,"view_types":[],"provider":"demo.DemoProvider","module":"demo-scheme.jar","version":"1.0.0"}
        $ ./urikit --plugin-path broken-scheme.jar --plugin-path demo-scheme.jar schemes
        ...
        {"scheme":"demo","default_port":7000,"can_be_base":true,"view_types":[],"provider":"demo.DemoProvider","module":"demo-scheme.jar","version":"1.0.0"}
        {"failure":"broken.BrokenProvider failed to register: java.lang.IllegalStateException: broken on purpose"}
        # exit status 1
        $ ./urikit --plugin-path broken-scheme.jar --plugin-path demo-scheme.jar equivalent 'demo://h:7000/' 'demo://h/'
        {"a":"demo://h:7000/","b":"demo://h/","equivalent":true}
        """,
    )

    /** Runs every command of [transcript] and compares its output and exit status with the transcript's. */
    private fun check(transcript: String) {
        val lines = transcript.trimIndent().lines()
        var i = 0
        while (i < lines.size) {
            val command = lines[i++]
            assertTrue(command.startsWith("$ ./urikit "), "a command line: $command")
            val expected = mutableListOf<String>()
            var status = 0
            while (i < lines.size && !lines[i].startsWith("$ ")) {
                val line = lines[i++]
                if (line.startsWith("# exit status ")) status = line.removePrefix("# exit status ").toInt() else expected += line
            }
            val words = command.removePrefix("$ ./urikit ").split(' ').map { word ->
                JARS[word]?.path ?: word.removeSurrounding("'")
            }
            val out = ByteArrayOutputStream()
            val err = ByteArrayOutputStream()
            val actual = urikit(words, ByteArrayInputStream(ByteArray(0)), out, err)
            val output = out.toString(Charsets.UTF_8).lines().dropLast(1)
            if (expected.firstOrNull() == "...") {
                val last = expected.drop(1)
                assertTrue(output.size > last.size, command)
                assertEquals(last, output.takeLast(last.size), command)
            } else {
                assertEquals(expected, output, command)
            }
            assertEquals(status, actual, command)
            assertEquals("", err.toString(Charsets.UTF_8), command)
        }
    }

    /** The example plugin project's own jar (examples/tel-scheme), as the plugin page shows it used. */
    @Test
    fun examplePlugin() = check(
        """
        $ ./urikit equivalent 'tel:+1-201-555-0123' 'TEL:+1(201)5550123'
        {"a":"tel:+1-201-555-0123","b":"TEL:+1(201)5550123","equivalent":false}
        # exit status 1
        $ ./urikit --plugin-path examples/tel-scheme/target/tel-scheme-1.0.0.jar equivalent 'tel:+1-201-555-0123' 'TEL:+1(201)5550123'
        {"a":"tel:+1-201-555-0123","b":"TEL:+1(201)5550123","equivalent":true}
        $ ./urikit --plugin-path examples/tel-scheme/target/tel-scheme-1.0.0.jar parse 'tel:863-1234;phone-context=+1-914-555'
        {"input":"tel:863-1234;phone-context=+1-914-555","kind":"opaque","scheme":"tel","authority":null,"userinfo":null,"host":null,"host_type":null,"port":null,"path":"863-1234;phone-context=+1-914-555","query":null,"fragment":null,"normalized":"tel:8631234;phone-context=+1914555","tel":{"global":false,"number":"8631234","phone_context":"+1-914-555","extension":null}}
        $ ./urikit --plugin-path examples/tel-scheme/target/tel-scheme-1.0.0.jar normalize 'tel:7042'
        {"input":"tel:7042","error":{"kind":"SCHEME_SPECIFIC","index":8,"message":"tel: a local number has one phone-context, a domain name or \"+\" and digits; a global number has none (RFC 3966 section 5.1.5) at index 8","scheme":"tel"}}
        # exit status 1
        $ ./urikit --plugin-path examples/tel-scheme/target/tel-scheme-1.0.0.jar schemes
        ...
        {"scheme":"tel","default_port":null,"can_be_base":false,"view_types":["com.example.tel.TelUri"],"provider":"com.example.tel.TelSchemeProvider","module":"tel-scheme-1.0.0.jar","version":"1.0.0"}
        """,
    )

    companion object {
        private const val EXAMPLE_JAR = "examples/tel-scheme/target/tel-scheme-1.0.0.jar"

        private val JARS: Map<String, File> by lazy {
            val root = Files.createTempDirectory("urikit-guide-plugins").toFile().apply { deleteOnExit() }
            mapOf(
                "demo-scheme.jar" to plugin(root, "demo-scheme.jar", "demo.DemoProvider", DEMO, "1.0.0"),
                "broken-scheme.jar" to plugin(root, "broken-scheme.jar", "broken.BrokenProvider", BROKEN, null),
                EXAMPLE_JAR to File("..", EXAMPLE_JAR).also {
                    assertTrue(it.isFile, "$it: the example plugin is built before this module (mvnw -pl docs -am)")
                },
            )
        }

        /** A jar in [root] of the class [provider], compiled from [source], listed as a scheme provider. */
        private fun plugin(root: File, name: String, provider: String, source: String, version: String?): File {
            val classes = PluginJars.compile(
                File(root, name.removeSuffix(".jar")),
                mapOf(provider.replace('.', '/') + ".java" to source),
                provider,
            )
            return PluginJars.jar(File(root, name), classes, PluginJars.manifest(version))
        }

        /** `demo`: hierarchical, default port 7000, a host required, paths compared without regard to case. */
        private const val DEMO = """
            package demo;

            import dev.urikit.Uri;
            import dev.urikit.spi.Scheme;
            import dev.urikit.spi.SchemeForm;
            import dev.urikit.spi.SchemeProvider;
            import dev.urikit.spi.SchemeRegistrar;
            import dev.urikit.spi.SchemeViolation;
            import dev.urikit.spi.UriLayout;
            import dev.urikit.spi.UriParts;
            import java.util.Locale;

            public final class DemoProvider implements SchemeProvider {
              @Override public void register(SchemeRegistrar registrar) {
                registrar.add(new Scheme() {
                  @Override public String name() { return "demo"; }
                  @Override public Integer defaultPort() { return 7000; }
                  @Override public SchemeForm form() { return SchemeForm.HIERARCHICAL; }
                  @Override public SchemeViolation validate(Uri uri) {
                    return UriLayout.hostStart(uri) < UriLayout.hostEnd(uri)
                        ? null : new SchemeViolation(uri.scheme().length() + 1, "demo.host", "a demo URI names a host");
                  }
                  @Override public String equivalenceKey(UriParts normalized) {
                    return normalized.toString().toLowerCase(Locale.ROOT);
                  }
                });
              }
            }
        """

        /** A provider whose registration fails. */
        private const val BROKEN = """
            package broken;

            import dev.urikit.spi.SchemeProvider;
            import dev.urikit.spi.SchemeRegistrar;

            public final class BrokenProvider implements SchemeProvider {
              @Override public void register(SchemeRegistrar registrar) {
                throw new IllegalStateException("broken on purpose");
              }
            }
        """
    }
}
