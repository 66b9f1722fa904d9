package dev.urikit.cli

import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.collections.shouldContainExactly
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldContain
import io.kotest.matchers.string.shouldStartWith
import java.io.File
import java.nio.file.Files
import kotlinx.serialization.json.JsonPrimitive

/**
 * `--plugin-path` and `URIKIT_PLUGIN_PATH`: scheme modules outside the command's jar ([TestPlugins]),
 * used by every command.
 */
class PluginPathTest : FunSpec({

  val demo = TestPlugins.demoJar.path

  test("without a plugin path the demo scheme is unknown: generic rules") {
    urikit("normalize", "demo://h:7000/a").record.string("normalized") shouldBe "demo://h:7000/a"
    val outcome = urikit("equivalent", "demo://h:7000/A", "DEMO://h/a")
    outcome.status shouldBe 1
    outcome.record["equivalent"] shouldBe JsonPrimitive(false)
    urikit("parse", "demo:x").status shouldBe 0
  }

  context("a jar, a directory of jars, a directory of classes, the variable: each gives the scheme's rules") {
    withData(
      nameFn = { it.name },
      Setup("--plugin-path JAR", listOf("--plugin-path", demo)),
      Setup("--plugin-path DIR of jars", listOf("--plugin-path", TestPlugins.jars.path + File.separator)),
      Setup("--plugin-path DIR of classes", listOf("--plugin-path", TestPlugins.classes.path)),
      Setup("URIKIT_PLUGIN_PATH", env = mapOf(PLUGIN_PATH_VARIABLE to demo)),
      Setup(
        "URIKIT_PLUGIN_PATH with empty entries",
        env = mapOf(PLUGIN_PATH_VARIABLE to File.pathSeparator + demo + File.pathSeparator),
      ),
    ) { setup ->
      fun run(vararg args: String) = urikit(*(setup.options + args).toTypedArray(), env = setup.env)
      run("normalize", "DEMO://H:7000/A").record.string("normalized") shouldBe "demo://h/A"
      val equivalent = run("equivalent", "demo://h:7000/A", "DEMO://h/a")
      equivalent.status shouldBe 0
      equivalent.record["equivalent"] shouldBe JsonPrimitive(true)
      val opaque = run("parse", "demo:x")
      opaque.status shouldBe 1
      opaque.record.error().string("scheme") shouldBe "demo"
      run("parse", "demo://h/").record.string("normalized") shouldBe "demo://h/"
    }
  }

  test("every command parses with the plugin's schemes; --generic still uses none") {
    val path = arrayOf("--plugin-path", demo)
    urikit(*path, "resolve", "demo://h:7000/a/b", "../c").record.string("result") shouldBe "demo://h:7000/c"
    urikit(*path, "relativize", "demo://h/a/b", "demo://h/a/c").record.string("result") shouldBe "c"
    urikit(*path, "resolve", "demo://h/a/b", "demo:x").record.error().string("scheme") shouldBe "demo"
    urikit(*path, "edit", "--set", "port=7000", "demo://h/a").stdout shouldBe "demo://h:7000/a\n"
    urikit(*path, "edit", "--set", "host=", "demo://h/a").record.error().string("scheme") shouldBe "demo"
    urikit("edit", "--set", "host=", "demo://h/a").stdout shouldBe "demo:/a\n"
    urikit(*path, "expand", "--var", "h=", "demo://{h}/x").record.error().string("scheme") shouldBe "demo"
    urikit("expand", "--var", "h=", "demo://{h}/x").record.string("expanded") shouldBe "demo:///x"
    val text = "see demo://h:7000/x. and http://a/"
    urikit(*path, "extract", stdin = text).records.map { it.string("normalized") } shouldContainExactly
      listOf("demo://h/x", "http://a/")
    urikit("extract", stdin = text).records.map { it.string("normalized") } shouldContainExactly listOf("http://a/")
    urikit(*path, "equivalent", "--generic", "demo://h:7000/a", "demo://h/a").record["equivalent"] shouldBe
      JsonPrimitive(false)
    urikit(*path, "normalize", "--generic", "demo://h:7000/a").record.string("normalized") shouldBe "demo://h:7000/a"
  }

  test("the variable's entries come before the options', and both are used") {
    val env = mapOf(PLUGIN_PATH_VARIABLE to TestPlugins.telJar.path)
    val outcome = urikit("--plugin-path", demo, "equivalent", stdin = "x-tel:+1-201-555-0123\tx-tel:+12015550123\ndemo://h:7000/\tdemo://h/\n", env = env)
    outcome.status shouldBe 0
    outcome.records.map { it["equivalent"] } shouldContainExactly listOf(JsonPrimitive(true), JsonPrimitive(true))
  }

  test("a broken plugin beside a good one: the good one's scheme still works") {
    val outcome = urikit("--plugin-path", TestPlugins.brokenJar.path, "--plugin-path", demo, "equivalent", "demo://h:7000/", "demo://h/")
    outcome.status shouldBe 0
    outcome.record["equivalent"] shouldBe JsonPrimitive(true)
  }

  context("a path that cannot be used is a usage error (exit status 2) naming it, before any input is read") {
    val missing = File(TestPlugins.jars, "missing.jar").path
    val text = Files.createTempFile("not-a-jar", ".jar").toFile().apply {
      writeText("not a zip file")
      deleteOnExit()
    }
    withData(
      nameFn = { it.name },
      Setup("a missing jar", listOf("--plugin-path", missing), message = "--plugin-path: $missing does not exist"),
      Setup(
        "a file that is not a jar",
        listOf("--plugin-path", text.path),
        message = "--plugin-path: ${text.path} is neither a directory nor a jar file",
      ),
      Setup(
        "a missing entry of the variable",
        env = mapOf(PLUGIN_PATH_VARIABLE to demo + File.pathSeparator + missing),
        message = "$PLUGIN_PATH_VARIABLE: $missing does not exist",
      ),
    ) { setup ->
      val outcome = urikit(*setup.options.toTypedArray(), "parse", stdin = "http://a/\n", env = setup.env)
      outcome.status shouldBe 2
      outcome.stdout shouldBe ""
      outcome.stderr shouldStartWith "Usage: urikit"
      outcome.stderr shouldContain setup.message
    }
  }

  test("the top-level help describes the plugin path and the schemes command") {
    val help = urikit("--help").stdout
    help shouldContain "--plugin-path"
    help shouldContain PLUGIN_PATH_VARIABLE
    help shouldContain "urikit schemes"
  }
})

/** A plugin path from options and environment, and for a bad one the message it gives. */
private data class Setup(
  val name: String,
  val options: List<String> = emptyList(),
  val env: Map<String, String> = emptyMap(),
  val message: String = "",
)
