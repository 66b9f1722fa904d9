package dev.urikit.cli

import java.io.ByteArrayInputStream
import java.io.ByteArrayOutputStream
import kotlinx.serialization.json.Json
import kotlinx.serialization.json.JsonElement
import kotlinx.serialization.json.JsonNull
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.JsonPrimitive
import kotlinx.serialization.json.jsonObject

/** What one in-process run of the command produced. */
class Outcome(val status: Int, val stdout: String, val stderr: String) {
  /** Each line of standard output as a JSON object. */
  val records: List<JsonObject>
    get() = stdout.lines().filter { it.isNotEmpty() }.map { Json.parseToJsonElement(it).jsonObject }

  /** The only record. */
  val record: JsonObject
    get() = records.single()
}

/**
 * Runs `urikit` with [args] and [stdin] (UTF-8) in this process, with [env] as its environment
 * variables, none by default, so that the process's own `URIKIT_PLUGIN_PATH` cannot change a test.
 */
fun urikit(vararg args: String, stdin: String = "", env: Map<String, String> = emptyMap()): Outcome {
  val out = ByteArrayOutputStream()
  val err = ByteArrayOutputStream()
  val status = run(args.asList(), ByteArrayInputStream(stdin.toByteArray(Charsets.UTF_8)), out, err, env)
  return Outcome(status, out.toString(Charsets.UTF_8), err.toString(Charsets.UTF_8))
}

/** JSON for a string that may be absent: a string, or JSON null. */
fun json(value: String?): JsonElement = if (value == null) JsonNull else JsonPrimitive(value)

/** The string of [key] in an object, failing when the member is missing or not a string. */
fun JsonObject.string(key: String): String {
  val element = this[key] ?: error("no member \"$key\" in $this")
  return (element as JsonPrimitive).also { check(it.isString) { "\"$key\" is not a string in $this" } }.content
}

/** The `"error"` member of a record. */
fun JsonObject.error(): JsonObject = this["error"]?.jsonObject ?: error("no error member in $this")
