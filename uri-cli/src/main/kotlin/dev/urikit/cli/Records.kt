@file:JvmName("Records")

package dev.urikit.cli

import dev.urikit.SchemeRegistry
import kotlinx.serialization.SerialName
import kotlinx.serialization.SerializationStrategy
import kotlinx.serialization.Serializable
import kotlinx.serialization.json.Json
import kotlinx.serialization.json.JsonElement
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.JsonTransformingSerializer
import kotlinx.serialization.json.jsonObject
import kotlinx.serialization.json.jsonPrimitive

/**
 * How every record is written: one compact object, members in the order the record class declares
 * them, absent components as JSON null. A member with a default (an `"error"` where a record can
 * have one, the `"scheme"` and `"operand"` of an error) is left out while it holds that default.
 */
internal val RecordJson = Json { encodeDefaults = false }

/**
 * The record `urikit parse` writes for [input] (without the line terminator), parsed with [registry]:
 * what the command does for each line, callable in this process. An input that is not valid gives
 * its error record, as on the command line.
 *
 * ```
 * Records.parseRecord("http://h:/", SchemeRegistry.empty())
 * // {"input":"http://h:/","kind":"hierarchical","scheme":"http","authority":"h:",...,"normalized":"http://h:/"}
 * ```
 *
 * Time and memory are linear in the length of [input].
 */
fun parseRecord(input: String, registry: SchemeRegistry): String = parseLine(input, registry).text

/** A record as written, without its line terminator, and whether it counts as a success for the exit status. */
internal class RecordLine(val text: String, val success: Boolean)

/** [record] written with [serializer]. */
internal fun <T> recordLine(serializer: SerializationStrategy<T>, record: T, success: Boolean = true): RecordLine =
  RecordLine(RecordJson.encodeToString(serializer, record), success)

/**
 * The record [body] writes or, when it throws, the error record [failed] writes for the error
 * ([errorRecord]), so that one bad input never ends the batch.
 */
internal inline fun recordOrError(failed: (ErrorRecord) -> RecordLine, body: () -> RecordLine): RecordLine =
  try {
    body()
  } catch (e: Exception) {
    failed(errorRecord(e))
  } catch (e: StackOverflowError) {
    // A pathological input must not end the batch; other virtual machine errors still do.
    failed(errorRecord(e))
  } catch (e: LinkageError) {
    // A scheme module built against another version of the core.
    failed(errorRecord(e))
  }

/**
 * A `parse` record: the components of a reference after its `"input"` (see [components]), then the
 * member of the scheme module's view, written under the name the module gives it ([ParseRecordSerializer]).
 */
@Serializable
internal data class ParseRecord(
  val input: String,
  val kind: String,
  val scheme: String?,
  val authority: String?,
  val userinfo: String?,
  val host: String?,
  @SerialName("host_type") val hostType: String?,
  val port: String?,
  val path: String,
  val query: String?,
  val fragment: String?,
  val normalized: String,
  val view: ViewMember? = null,
)

/** A scheme module's view: its [name] and its members ([viewMember]). */
@Serializable
internal data class ViewMember(val name: String, val members: JsonObject)

/**
 * Writes a [ParseRecord] with its view as a last member of the view's own name, as in
 * `"normalized":"http://h/","http":{"port":80,...}`. A view named like a member of the record is
 * left out rather than let replace it.
 */
internal object ParseRecordSerializer : JsonTransformingSerializer<ParseRecord>(ParseRecord.serializer()) {
  override fun transformSerialize(element: JsonElement): JsonElement {
    val members = element.jsonObject
    val view = members[VIEW] ?: return element
    val record = LinkedHashMap<String, JsonElement>(members)
    record.remove(VIEW)
    if (view is JsonObject) {
      record.putIfAbsent(view.getValue(NAME).jsonPrimitive.content, view.getValue(MEMBERS))
    }
    return JsonObject(record)
  }

  private const val VIEW = "view"
  private const val NAME = "name"
  private const val MEMBERS = "members"
}

/** The record of an input that `parse` or `normalize` could not handle: its `"input"` (masked) and the `"error"`. */
@Serializable
internal data class FailedInput(val input: String, val error: ErrorRecord)

/** A `normalize` record. */
@Serializable
internal data class NormalizeRecord(val input: String, val normalized: String)

/** A `resolve` record: the result, or the error. */
@Serializable
internal data class ResolveRecord(
  val base: String,
  val ref: String,
  val result: String? = null,
  val error: ErrorRecord? = null,
)

/** A `relativize` record: the result, or the error. */
@Serializable
internal data class RelativizeRecord(
  val base: String,
  val target: String,
  val result: String? = null,
  val error: ErrorRecord? = null,
)

/** An `equivalent` record: whether the pair is equivalent, or the error; [b] is null for a line without a TAB. */
@Serializable
internal data class EquivalentRecord(
  val a: String,
  val b: String?,
  val equivalent: Boolean? = null,
  val error: ErrorRecord? = null,
)
