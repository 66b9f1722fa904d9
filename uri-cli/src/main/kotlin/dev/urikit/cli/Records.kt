@file:JvmName("Records")

package dev.urikit.cli

import dev.urikit.SchemeRegistry
import java.io.OutputStream
import kotlinx.serialization.ExperimentalSerializationApi
import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable
import kotlinx.serialization.SerializationStrategy
import kotlinx.serialization.Transient
import kotlinx.serialization.builtins.serializer
import kotlinx.serialization.descriptors.SerialDescriptor
import kotlinx.serialization.descriptors.buildClassSerialDescriptor
import kotlinx.serialization.encoding.CompositeDecoder
import kotlinx.serialization.encoding.Encoder
import kotlinx.serialization.encoding.encodeStructure
import kotlinx.serialization.json.Json
import kotlinx.serialization.json.encodeToStream

/**
 * How every record is written: one compact object, members in the order the record class declares
 * them, absent components as JSON null. A member with a default (an `"error"` where a record can
 * have one, the `"scheme"` and `"operand"` of an error) is left out while it holds that default.
 */
internal val RecordJson = Json { encodeDefaults = false }

/**
 * Writes the record `urikit parse` writes for [input] (a line without its terminator) to [out], then
 * a line feed; [input] is parsed with [registry]. This is what the command does for each line, callable
 * in this process. An input that is not valid gives its error record, as on the command line.
 *
 * ```
 * Records.writeParseRecord("http://h:/", SchemeRegistry.empty(), out)   // true; out receives
 * // {"input":"http://h:/","kind":"hierarchical","scheme":"http","authority":"h:",...,"normalized":"http://h:/"}
 * ```
 *
 * Time and memory are linear in the length of [input]; the record is written as it is encoded, never
 * held as one string.
 *
 * @return whether the input was valid
 */
fun writeParseRecord(input: String, registry: SchemeRegistry, out: OutputStream): Boolean {
  val record = parseLine(input, registry)
  record.writeTo(out)
  return record.success
}

/** A record ready to be written, and whether it counts as a success for the exit status. */
internal class RecordLine(private val encode: (OutputStream) -> Unit, val success: Boolean) {
  /** Writes the record as UTF-8 JSON to [out], then a line feed. */
  fun writeTo(out: OutputStream) {
    encode(out)
    out.write('\n'.code)
  }
}

/** [record], to be written with [serializer]. */
@OptIn(ExperimentalSerializationApi::class)
internal fun <T> recordLine(serializer: SerializationStrategy<T>, record: T, success: Boolean = true): RecordLine =
  RecordLine({ RecordJson.encodeToStream(serializer, record, it) }, success)

/**
 * The record [body] makes or, when it throws, the error record [failed] makes for the error
 * ([errorRecord]), so that one bad input never ends the batch. Every hook of a scheme module runs in
 * [body]; writing the record runs none.
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
 * scheme module's view, written by [ParseRecordSerializer] under the name the module gives it.
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
  /**
   * The URI the input stands for, only when its text is not the input's: the URI an IRI maps to (RFC 3987
   * section 3.1), or user input's repaired URI.
   */
  val uri: String? = null,
  val normalized: String,
  /** For user input, the repairs made, each `{"kind","index"}`; null otherwise, and then left out. */
  @Transient val repairs: List<Map<String, Any?>>? = null,
  @Transient val warnings: List<Map<String, Any?>> = emptyList(),
  @Transient val view: Pair<String, Map<String, Any?>>? = null,
) {
  /** The serialized members' values, in the order of [ParseRecord.serializer]'s descriptor. */
  fun values(): List<String?> =
    listOf(input, kind, scheme, authority, userinfo, host, hostType, port, path, query, fragment, uri, normalized)
}

/**
 * Writes a [ParseRecord]: its serialized members, named and ordered as the class declares them, then
 * the repairs of user input, when the record has them, as `"repairs":[{"kind":"CHARACTER_ENCODED",
 * "index":10}]` (`[]` for none), then its scheme's warnings, when there are any, as
 * `"warnings":[{"index":8,"code":"nntp.userinfo.password","rule":"..."}]`, then its view as a last member
 * of the view's own name, as in `"normalized":"http://h/","http":{"port":80,...}`. The whole record
 * streams to the output; a view named like a member of the record (or `repairs` or `warnings`) is left
 * out rather than written twice.
 */
@OptIn(ExperimentalSerializationApi::class)
internal object ParseRecordSerializer : SerializationStrategy<ParseRecord> {
  private val members = ParseRecord.serializer().descriptor

  override val descriptor: SerialDescriptor = members

  override fun serialize(encoder: Encoder, value: ParseRecord) {
    val view = value.view?.takeIf { (name, _) ->
      name != REPAIRS && name != WARNINGS && members.getElementIndex(name) == CompositeDecoder.UNKNOWN_NAME
    }
    val repairs = value.repairs
    val warnings = value.warnings.takeIf { it.isNotEmpty() }
    val record =
      if (view == null && warnings == null && repairs == null) members
      else withExtra(repairs != null, warnings != null, view?.first)
    encoder.encodeStructure(record) {
      value.values().forEachIndexed { index, member ->
        // "uri" is written only for an IRI that is not a URI; every other member, null or not.
        if (member != null || index != URI_INDEX) {
          encodeNullableSerializableElement(record, index, String.serializer(), member)
        }
      }
      var next = members.elementsCount
      if (repairs != null) {
        encodeSerializableElement(record, next++, ViewValueSerializer, repairs)
      }
      if (warnings != null) {
        encodeSerializableElement(record, next++, ViewValueSerializer, warnings)
      }
      if (view != null) {
        encodeSerializableElement(record, next, ViewValueSerializer, view.second)
      }
    }
  }

  private const val REPAIRS = "repairs"

  private const val WARNINGS = "warnings"

  private val URI_INDEX = members.getElementIndex("uri")

  /**
   * The record's descriptor with the members that follow the components: `repairs`, `warnings`, the view
   * named [view].
   */
  private fun withExtra(repairs: Boolean, warnings: Boolean, view: String?): SerialDescriptor =
    buildClassSerialDescriptor(members.serialName) {
      for (index in 0 until members.elementsCount) {
        element(members.getElementName(index), members.getElementDescriptor(index))
      }
      if (repairs) {
        element(REPAIRS, ViewValueSerializer.descriptor)
      }
      if (warnings) {
        element(WARNINGS, ViewValueSerializer.descriptor)
      }
      if (view != null) {
        element(view, ViewValueSerializer.descriptor)
      }
    }
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
