package dev.urikit.cli

import dev.urikit.testkit.PluginJars
import java.io.File
import java.nio.file.Files
import java.nio.file.Path
import java.util.jar.Manifest

/**
 * Scheme modules that the test class path does not hold, compiled from Java sources when first used,
 * each listing its provider in `META-INF/services/dev.urikit.spi.SchemeProvider`:
 * - [demoJar], `demo-scheme.jar` (manifest `Implementation-Version: 1.0.0`): `demo`, hierarchical only,
 *   default port 7000, a host required, paths compared without regard to case;
 * - [telJar], `tel-scheme.jar` (a `pom.properties` of version 2.3.4): `x-tel`, opaque only, no base,
 *   its numbers compared without the `-` that separate digits;
 * - [brokenJar], `broken-scheme.jar`: a provider whose `register` throws;
 * - [fickleJar], `fickle-scheme.jar`: `x-fickle`, whose default port is 9 when it registers and an
 *   exception when asked again;
 * - [jars], the directory holding `demo-scheme.jar` and `tel-scheme.jar`;
 * - [classes], the `demo` classes unpacked, with a manifest of version 0.9.
 */
object TestPlugins {

  private val root: Path = Files.createTempDirectory("urikit-plugins").also { it.toFile().deleteOnExit() }

  val jars: File = root.resolve("jars").toFile()

  val classes: File = compile("classes", DEMO_SOURCES, "demo.DemoProvider", PluginJars.manifest("0.9"))

  val demoJar: File = jar(jars, "demo-scheme.jar", classes, PluginJars.manifest("1.0.0"))

  val telJar: File =
    jar(
      jars,
      "tel-scheme.jar",
      compile("tel", TEL_SOURCES, "tel.TelProvider", null).also {
        write(it, "META-INF/maven/org.example/x-tel/pom.properties", "groupId=org.example\nartifactId=x-tel\nversion=2.3.4\n")
      },
      PluginJars.manifest(null),
    )

  val brokenJar: File = jar(root.resolve("broken").toFile(), "broken-scheme.jar", compile("broken", BROKEN_SOURCES, "broken.BrokenProvider", null), PluginJars.manifest(null))

  val fickleJar: File =
    jar(root.resolve("fickle").toFile(), "fickle-scheme.jar", compile("fickle", FICKLE_SOURCES, "fickle.FickleProvider", null), PluginJars.manifest(null))

  /** The message of the exception that the broken provider throws. */
  const val BROKEN_MESSAGE = "broken on purpose"

  /** Compiles [sources] (path to text) into a new directory named [name], listing [provider], with [manifest] if any. */
  private fun compile(name: String, sources: Map<String, String>, provider: String, manifest: Manifest?): File {
    val out = PluginJars.compile(root.resolve(name).toFile(), sources, provider)
    if (manifest != null) {
      File(out, "META-INF/MANIFEST.MF").outputStream().use { manifest.write(it) }
    }
    return out
  }

  private fun jar(directory: File, name: String, classes: File, manifest: Manifest): File =
    PluginJars.jar(File(directory, name), classes, manifest)

  private fun write(directory: File, path: String, text: String): File = PluginJars.write(directory, path, text)
}

private val DEMO_SOURCES = mapOf(
  "demo/DemoProvider.java" to """
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
        registrar.add(new DemoScheme());
      }

      static final class DemoScheme implements Scheme {
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
      }
    }
  """,
)

private val TEL_SOURCES = mapOf(
  "tel/TelProvider.java" to """
    package tel;

    import dev.urikit.spi.Scheme;
    import dev.urikit.spi.SchemeForm;
    import dev.urikit.spi.SchemeProvider;
    import dev.urikit.spi.SchemeRegistrar;
    import dev.urikit.spi.UriParts;

    public final class TelProvider implements SchemeProvider {
      @Override public void register(SchemeRegistrar registrar) {
        registrar.add(new Scheme() {
          @Override public String name() { return "x-tel"; }
          @Override public SchemeForm form() { return SchemeForm.OPAQUE; }
          @Override public boolean canBeBase() { return false; }
          @Override public String equivalenceKey(UriParts normalized) {
            return "x-tel:" + normalized.path().replace("-", "");
          }
        });
      }
    }
  """,
)

private val BROKEN_SOURCES = mapOf(
  "broken/BrokenProvider.java" to """
    package broken;

    import dev.urikit.spi.SchemeProvider;
    import dev.urikit.spi.SchemeRegistrar;

    public final class BrokenProvider implements SchemeProvider {
      @Override public void register(SchemeRegistrar registrar) {
        throw new IllegalStateException("${TestPlugins.BROKEN_MESSAGE}");
      }
    }
  """,
)

private val FICKLE_SOURCES = mapOf(
  "fickle/FickleProvider.java" to """
    package fickle;

    import dev.urikit.spi.Scheme;
    import dev.urikit.spi.SchemeProvider;
    import dev.urikit.spi.SchemeRegistrar;

    public final class FickleProvider implements SchemeProvider {
      @Override public void register(SchemeRegistrar registrar) {
        registrar.add(new Scheme() {
          private int asked;
          @Override public String name() { return "x-fickle"; }
          @Override public Integer defaultPort() {
            if (asked++ > 0) {
              throw new IllegalStateException("asked twice");
            }
            return 9;
          }
        });
      }
    }
  """,
)
