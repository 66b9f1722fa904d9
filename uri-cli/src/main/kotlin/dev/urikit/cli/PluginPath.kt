package dev.urikit.cli

import com.github.ajalt.clikt.core.UsageError
import dev.urikit.SchemeRegistry
import java.io.Closeable
import java.io.File
import java.io.IOException
import java.net.URLClassLoader
import java.util.jar.JarFile

/** The environment variable that holds a plugin path, its entries separated by [File.pathSeparator]. */
internal const val PLUGIN_PATH_VARIABLE = "URIKIT_PLUGIN_PATH"

/**
 * The scheme modules of one run: those built into the command, and those of the plugin path, which is
 * [PLUGIN_PATH_VARIABLE]'s entries followed by those of each `--plugin-path`. An entry is a jar file, or
 * a directory: the directory itself as a root of classes (a plugin's unpacked `target/classes`), then
 * every `*.jar` directly in it, in the order of their names.
 *
 * ```
 * URIKIT_PLUGIN_PATH=/opt/schemes  urikit --plugin-path demo-scheme.jar schemes
 * // class path of the plugins: /opt/schemes, /opt/schemes/a.jar, /opt/schemes/b.jar, demo-scheme.jar
 * ```
 *
 * The providers are found with [SchemeRegistry.discover] through a [URLClassLoader] over that path
 * whose parent is the command's own loader, so the built-in providers are found as well; without a
 * plugin path the registry is [SchemeRegistry.installed]. The loader is closed with the run.
 */
internal class PluginPath(private val environment: Map<String, String>) : Closeable {

  private var roots: List<File> = emptyList()
  private var plugins: URLClassLoader? = null

  /**
   * Sets the plugin path from the environment and [options], the values of `--plugin-path`.
   *
   * @throws UsageError for an entry that does not exist, or is neither a jar file nor a directory
   */
  fun configure(options: List<String>) {
    val fromEnvironment = environment[PLUGIN_PATH_VARIABLE].orEmpty().split(File.pathSeparator).filter { it.isNotEmpty() }
    roots = fromEnvironment.flatMap { classPathRoots(it, PLUGIN_PATH_VARIABLE) } +
      options.flatMap { classPathRoots(it, "--plugin-path") }
  }

  /** The loader that finds the schemes: one over the plugin path, or the core's when the path is empty. */
  val classLoader: ClassLoader by lazy(LazyThreadSafetyMode.NONE) {
    if (roots.isEmpty()) {
      SchemeRegistry::class.java.classLoader
    } else {
      val urls = roots.map { it.toURI().toURL() }.toTypedArray()
      URLClassLoader("urikit-plugins", urls, PluginPath::class.java.classLoader).also { plugins = it }
    }
  }

  /** The schemes to parse with: the built-in ones and the plugin path's. */
  val registry: SchemeRegistry by lazy(LazyThreadSafetyMode.NONE) {
    if (roots.isEmpty()) SchemeRegistry.installed() else SchemeRegistry.discover(classLoader)
  }

  companion object {
    /**
     * No plugin path: the built-in schemes, for a subcommand that runs without the `urikit` command
     * around it to set one.
     */
    val BUILT_IN = PluginPath(emptyMap())
  }

  /** Closes the plugins' jar files; classes already loaded stay usable. */
  override fun close() {
    try {
      plugins?.close()
    } catch (_: IOException) {
      // The run is over; a jar that does not close is released with the process.
    }
  }
}

/**
 * The class path roots of one plugin path [entry], given in [source] (an option or a variable): the jar
 * file itself, or the directory followed by its `*.jar` files in name order.
 *
 * @throws UsageError when [entry] or a jar in it cannot be used, naming [source]
 */
private fun classPathRoots(entry: String, source: String): List<File> {
  val file = File(entry)
  return when {
    !file.exists() -> throw UsageError("$source: $entry does not exist")
    file.isDirectory -> {
      val jars = file.listFiles { it: File -> it.isFile && it.name.endsWith(".jar") }
        ?: throw UsageError("$source: $entry cannot be read")
      listOf(file) + jars.sortedBy { it.name }.onEach { checkJar(it, it.path, source) }
    }
    else -> listOf(file.also { checkJar(it, entry, source) })
  }
}

/** Opens [file] as a jar, so that a file that is none is a usage error rather than a plugin that is silently missing. */
private fun checkJar(file: File, entry: String, source: String) {
  try {
    JarFile(file).close()
  } catch (e: IOException) {
    throw UsageError("$source: $entry is neither a directory nor a jar file (${e.message ?: e.javaClass.name})")
  } catch (e: SecurityException) {
    throw UsageError("$source: $entry cannot be read (${e.message ?: e.javaClass.name})")
  }
}
