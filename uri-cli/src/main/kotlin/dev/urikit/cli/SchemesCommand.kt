package dev.urikit.cli

import com.github.ajalt.clikt.core.CliktCommand
import com.github.ajalt.clikt.core.Context
import com.github.ajalt.clikt.core.findOrSetObject
import dev.urikit.spi.Scheme
import java.io.File
import java.io.IOException
import java.io.InputStream
import java.util.Properties
import java.util.jar.Attributes
import java.util.jar.JarFile
import java.util.jar.Manifest
import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable

/**
 * `urikit schemes`: the schemes that the other commands parse with, the built-in ones and those of the
 * plugin path ([PluginPath]), one record each in registration order, then one `{"failure"}` record per
 * provider that failed and per scheme name that two providers claim.
 *
 * ```
 * $ urikit --plugin-path demo-scheme.jar schemes
 * {"scheme":"http","default_port":80,"can_be_base":true,"view_types":["dev.urikit.http.HttpUri"],"provider":"dev.urikit.http.HttpSchemeProvider","module":"builtin","version":"0.1.0-SNAPSHOT"}
 * ...
 * {"scheme":"demo","default_port":7000,"can_be_base":true,"view_types":[],"provider":"demo.DemoProvider","module":"demo-scheme.jar","version":"1.0.0"}
 * ```
 *
 * The exit status is 1 when there is a failure.
 */
internal class SchemesCommand(private val session: Session) : CliktCommand(name = "schemes") {

  private val plugins by findOrSetObject { PluginPath.BUILT_IN }

  override fun help(context: Context): String =
    """
    List the schemes that the other commands parse with, then the scheme modules that failed.

    The schemes are those built in and those of the plugin path (URIKIT_PLUGIN_PATH, then each
    --plugin-path before the command).

    One object per scheme: scheme, default_port (null for none), can_be_base (whether its URIs can be
    a base of resolution), view_types (the classes of its typed views), provider (the class that
    registers it), module (the jar file's name, or the directory of classes, that the provider comes
    from; "builtin" for one of the command's own jar) and version (the module's Implementation-Version,
    else the version of its only META-INF/maven pom.properties; the command's own for "builtin"; null
    when there is none). Then one {"failure"} object per provider that could not be loaded or failed to
    register, and per scheme name that two providers claim (neither registers it); the exit status is
    1 when there is one. Every other scheme still works in every command.
    """
      .trimIndent()

  override fun helpEpilog(context: Context): String =
    "Exit status: 0 when every scheme module loaded, 1 when one did not, 2 for a usage error."

  override fun run() {
    val registry = plugins.registry
    val own = location(SchemesCommand::class.java)
    for (scheme in registry.schemes()) {
      session.write(
        recordOrError({ error -> recordLine(FailureRecord.serializer(), FailureRecord(schemeFailure(scheme, error)), false) }) {
          val name = scheme.name()
          val provider = registry.origin(name)
          val (module, version) = origin(provider ?: scheme.javaClass, own)
          val views = scheme.viewTypes().map { it.name }
          recordLine(
            SchemeRecord.serializer(),
            SchemeRecord(name, scheme.defaultPort(), scheme.canBeBase(), views, provider?.name, module, version),
          )
        },
      )
    }
    for (failure in registry.failures()) {
      session.write(recordLine(FailureRecord.serializer(), FailureRecord(failure), false))
    }
  }
}

/** A `schemes` record of one registered scheme. */
@Serializable
internal data class SchemeRecord(
  val scheme: String,
  @SerialName("default_port") val defaultPort: Int?,
  @SerialName("can_be_base") val canBeBase: Boolean,
  @SerialName("view_types") val viewTypes: List<String>,
  val provider: String?,
  val module: String?,
  val version: String?,
)

/** A `schemes` record of a provider that failed, or of a scheme name that two providers claim. */
@Serializable
internal data class FailureRecord(val failure: String)

/** What `schemes` says of the module of a scheme of the command's own jar. */
internal const val BUILTIN = "builtin"

/** The message of a scheme whose hooks failed when `schemes` asked them again. */
private fun schemeFailure(scheme: Scheme, error: ErrorRecord): String =
  "${scheme.javaClass.name} failed to describe its scheme: ${error.message}"

/**
 * The module and version of [type] (see [SchemesCommand]'s help): [BUILTIN] and the command's version
 * when [type] comes from [own], the command's own jar or directory of classes.
 */
internal fun origin(type: Class<*>, own: File?): Pair<String?, String?> {
  val location = location(type) ?: return null to null
  return when {
    location == own -> BUILTIN to commandVersion()
    location.isDirectory -> location.path to version(location)
    else -> location.name to version(location)
  }
}

/** The jar file or directory that [type] was loaded from, or null when that is not a file (a platform class). */
internal fun location(type: Class<*>): File? =
  try {
    type.protectionDomain?.codeSource?.location?.toURI()?.takeIf { it.scheme == "file" }?.let(::File)
  } catch (e: Exception) {
    null
  }

/** The version of the `urikit` command, from the pom.properties its jar holds; null when it runs from classes. */
private fun commandVersion(): String? =
  SchemesCommand::class.java.getResourceAsStream("/META-INF/maven/dev.urikit/uri-cli/pom.properties")
    ?.use { pomVersion(it) }

/**
 * The version of the jar or directory [location]: its manifest's `Implementation-Version`, else the
 * `version` of the only `META-INF/maven/GROUP/ARTIFACT/pom.properties` it holds; null when it has
 * neither, several of the latter, or cannot be read.
 */
internal fun version(location: File): String? =
  try {
    if (location.isDirectory) {
      val manifest = File(location, JarFile.MANIFEST_NAME).takeIf { it.isFile }?.inputStream()?.use(::Manifest)
      implementationVersion(manifest)
        ?: File(location, "META-INF/maven").listFiles().orEmpty().flatMap { it.listFiles().orEmpty().asList() }
          .map { File(it, "pom.properties") }.filter { it.isFile }
          .singleOrNull()?.inputStream()?.use(::pomVersion)
    } else {
      JarFile(location).use { jar ->
        implementationVersion(jar.manifest)
          ?: jar.entries().asSequence().filter { POM_PROPERTIES.matches(it.name) }.toList()
            .singleOrNull()?.let { entry -> jar.getInputStream(entry).use(::pomVersion) }
      }
    }
  } catch (e: IOException) {
    null
  } catch (e: SecurityException) {
    null
  }

private val POM_PROPERTIES = Regex("META-INF/maven/[^/]+/[^/]+/pom\\.properties")

private fun implementationVersion(manifest: Manifest?): String? =
  manifest?.mainAttributes?.getValue(Attributes.Name.IMPLEMENTATION_VERSION)

private fun pomVersion(input: InputStream): String? = Properties().apply { load(input) }.getProperty("version")
