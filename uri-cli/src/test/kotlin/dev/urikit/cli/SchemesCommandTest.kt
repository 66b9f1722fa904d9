package dev.urikit.cli

import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.collections.shouldContain
import io.kotest.matchers.collections.shouldContainExactly
import io.kotest.matchers.collections.shouldNotContain
import io.kotest.matchers.nulls.shouldBeNull
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldContain
import io.kotest.matchers.string.shouldStartWith
import java.io.File
import java.net.URLClassLoader
import kotlinx.serialization.json.JsonArray
import kotlinx.serialization.json.JsonNull
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.JsonPrimitive
import kotlinx.serialization.json.jsonArray

/** `urikit schemes`: the schemes the commands use, where each comes from, and the modules that failed. */
class SchemesCommandTest : FunSpec({

  fun List<JsonObject>.scheme(name: String): JsonObject = single { it["scheme"] == JsonPrimitive(name) }

  test("the schemes of the command's class path, each with its rules and module; no failure, exit status 0") {
    val outcome = urikit("schemes")
    outcome.status shouldBe 0
    outcome.stderr shouldBe ""
    val records = outcome.records
    records.map { it.keys.toList() }.toSet() shouldBe
      setOf(listOf("scheme", "default_port", "can_be_base", "view_types", "provider", "module", "version"))
    val names = records.map { it.string("scheme") }
    names shouldContain "http"
    names shouldContain "x-strict"
    names shouldNotContain "demo"
    val http = records.scheme("http")
    http["default_port"] shouldBe JsonPrimitive(80)
    http["can_be_base"] shouldBe JsonPrimitive(true)
    http["view_types"] shouldBe JsonArray(listOf(JsonPrimitive("dev.urikit.http.HttpUri")))
    http.string("module") shouldContain "schemes-http"
    val urn = records.scheme("urn")
    urn["can_be_base"] shouldBe JsonPrimitive(false)
    urn["default_port"] shouldBe JsonNull
    val strict = records.scheme("x-strict")
    strict.string("provider") shouldBe TestSchemes::class.java.name
    strict["default_port"] shouldBe JsonPrimitive(8080)
    strict["view_types"]!!.jsonArray shouldBe JsonArray(emptyList())
  }

  test("a plugin jar's schemes follow the built-in ones, with the jar's name and its manifest's version") {
    val outcome = urikit("--plugin-path", TestPlugins.demoJar.path, "schemes")
    outcome.status shouldBe 0
    val records = outcome.records
    records.last() shouldBe records.scheme("demo")
    records.scheme("demo") shouldBe JsonObject(
      mapOf(
        "scheme" to JsonPrimitive("demo"),
        "default_port" to JsonPrimitive(7000),
        "can_be_base" to JsonPrimitive(true),
        "view_types" to JsonArray(emptyList()),
        "provider" to JsonPrimitive("demo.DemoProvider"),
        "module" to JsonPrimitive("demo-scheme.jar"),
        "version" to JsonPrimitive("1.0.0"),
      ),
    )
    records.scheme("http").string("module") shouldContain "schemes-http"
  }

  test("a directory: its jars in name order, the version of a pom.properties; a directory of classes by its path") {
    val jars = urikit("--plugin-path", TestPlugins.jars.path, "schemes").records
    jars.takeLast(2).map { it.string("scheme") } shouldContainExactly listOf("demo", "x-tel")
    val tel = jars.scheme("x-tel")
    tel.string("module") shouldBe "tel-scheme.jar"
    tel.string("version") shouldBe "2.3.4"
    tel["can_be_base"] shouldBe JsonPrimitive(false)
    tel["default_port"] shouldBe JsonNull
    val classes = urikit("--plugin-path", TestPlugins.classes.path, "schemes").records.scheme("demo")
    classes.string("module") shouldBe TestPlugins.classes.path
    classes.string("version") shouldBe "0.9"
  }

  test("a broken provider is named under failures, exit status 1, and the other schemes are listed") {
    val env = mapOf(PLUGIN_PATH_VARIABLE to TestPlugins.brokenJar.path)
    val outcome = urikit("--plugin-path", TestPlugins.demoJar.path, "schemes", env = env)
    outcome.status shouldBe 1
    val failure = outcome.records.last()
    failure.keys shouldBe setOf("failure")
    failure.string("failure") shouldStartWith "broken.BrokenProvider failed to register"
    failure.string("failure") shouldContain TestPlugins.BROKEN_MESSAGE
    outcome.records.scheme("demo").string("module") shouldBe "demo-scheme.jar"
  }

  test("a scheme whose hooks fail when asked again is a failure of its own; the other schemes are listed") {
    val outcome = urikit("--plugin-path", TestPlugins.fickleJar.path, "--plugin-path", TestPlugins.demoJar.path, "schemes")
    outcome.status shouldBe 1
    val failure = outcome.records.single { "failure" in it }.string("failure")
    failure shouldStartWith "fickle.FickleProvider$"
    failure shouldContain "asked twice"
    outcome.records.map { it["scheme"] } shouldNotContain JsonPrimitive("x-fickle")
    outcome.records.last() shouldBe outcome.records.scheme("demo")
    urikit("--plugin-path", TestPlugins.fickleJar.path, "normalize", "x-fickle://h:9/").record.string("normalized") shouldBe
      "x-fickle://h/"
  }

  test("one provider class on the path twice (a jar and its classes) is loaded once, from the first") {
    val path = arrayOf("--plugin-path", TestPlugins.demoJar.path, "--plugin-path", TestPlugins.classes.path)
    val outcome = urikit(*path, "schemes")
    outcome.status shouldBe 0
    outcome.records.filter { it["scheme"] == JsonPrimitive("demo") }.map { it.string("module") } shouldContainExactly
      listOf("demo-scheme.jar")
    urikit(*path, "normalize", "demo://h:7000/").record.string("normalized") shouldBe "demo://h/"
  }

  test("the module of a provider of the command's own jar is builtin; elsewhere its jar's name and version") {
    URLClassLoader(arrayOf(TestPlugins.demoJar.toURI().toURL())).use { loader ->
      val provider = loader.loadClass("demo.DemoProvider")
      origin(provider, null) shouldBe ("demo-scheme.jar" to "1.0.0")
      // The test runs from classes, without the pom.properties that the command's jar holds.
      origin(provider, TestPlugins.demoJar) shouldBe (BUILTIN to null)
    }
    origin(String::class.java, null) shouldBe (null to null)
    version(File(TestPlugins.jars, "none.jar")).shouldBeNull()
  }

  test("--help describes the records") {
    val outcome = urikit("schemes", "--help")
    outcome.status shouldBe 0
    outcome.stdout shouldStartWith "Usage: urikit schemes"
    outcome.stdout shouldContain "default_port"
    outcome.stdout shouldContain "Exit status: 0"
  }
})
