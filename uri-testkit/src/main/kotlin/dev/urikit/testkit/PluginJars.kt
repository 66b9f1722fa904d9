package dev.urikit.testkit

import dev.urikit.spi.SchemeProvider
import java.io.File
import java.util.jar.Attributes
import java.util.jar.JarEntry
import java.util.jar.JarOutputStream
import java.util.jar.Manifest
import javax.tools.ToolProvider
import org.jspecify.annotations.Nullable

/**
 * Scheme plugins made at test time, for testing what loads plugins from outside the class path (a
 * command's `--plugin-path`, an application's plugin directory): Java sources compiled against
 * uri-core, with the provider listed in `META-INF/services/dev.urikit.spi.SchemeProvider`, and packed
 * into a jar. Needs a JDK (the system Java compiler).
 *
 * ```kotlin
 * val classes = PluginJars.compile(File(tmp, "demo"), mapOf("demo/DemoProvider.java" to source), "demo.DemoProvider")
 * val jar = PluginJars.jar(File(tmp, "demo-scheme.jar"), classes, PluginJars.manifest("1.0.0"))
 * ```
 */
object PluginJars {

  /**
   * Compiles [sources] (a path under the source root, such as `demo/DemoProvider.java`, to its text,
   * trimmed of common indentation) for Java 17 into the directory [classes], and lists [provider] as a
   * scheme provider there.
   *
   * @return [classes]
   * @throws IllegalStateException if the sources do not compile
   */
  fun compile(classes: File, sources: Map<String, String>, provider: String): File {
    val sourceRoot = File(classes.path + "-src")
    val javaFiles = sources.map { (path, text) -> write(sourceRoot, path, text.trimIndent()) }
    val classPath = listOf(SchemeProvider::class.java, Nullable::class.java)
      .joinToString(File.pathSeparator) { File(it.protectionDomain.codeSource.location.toURI()).path }
    val compiler = checkNotNull(ToolProvider.getSystemJavaCompiler()) { "no Java compiler: plugins are compiled with a JDK" }
    compiler.getStandardFileManager(null, null, Charsets.UTF_8).use { files ->
      val options = listOf("--release", "17", "-classpath", classPath, "-d", classes.path)
      check(compiler.getTask(null, files, null, options, null, files.getJavaFileObjectsFromFiles(javaFiles)).call()) {
        "the sources of ${classes.name} do not compile"
      }
    }
    sourceRoot.deleteRecursively()
    write(classes, "META-INF/services/" + SchemeProvider::class.java.name, provider + "\n")
    return classes
  }

  /** The jar [jar] of every file under [classes] but a manifest there, with [manifest] as its manifest. */
  fun jar(jar: File, classes: File, manifest: Manifest = manifest(null)): File {
    jar.parentFile?.mkdirs()
    manifest.mainAttributes.putIfAbsent(Attributes.Name.MANIFEST_VERSION, "1.0")
    JarOutputStream(jar.outputStream(), manifest).use { out ->
      classes.walkTopDown().filter { it.isFile && it.relativeTo(classes).invariantSeparatorsPath != "META-INF/MANIFEST.MF" }
        .sorted().forEach {
          out.putNextEntry(JarEntry(it.relativeTo(classes).invariantSeparatorsPath))
          it.inputStream().use { input -> input.copyTo(out) }
          out.closeEntry()
        }
    }
    return jar
  }

  /** A manifest with `Implementation-Version: [version]`, or none when [version] is null. */
  fun manifest(version: String?): Manifest = Manifest().apply {
    mainAttributes[Attributes.Name.MANIFEST_VERSION] = "1.0"
    if (version != null) mainAttributes[Attributes.Name.IMPLEMENTATION_VERSION] = version
  }

  /** Writes [text] to [path] under [directory], making the directories it needs. */
  fun write(directory: File, path: String, text: String): File =
    File(directory, path).also {
      it.parentFile.mkdirs()
      it.writeText(text)
    }
}
