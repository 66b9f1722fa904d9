package dev.urikit.cli

import dev.urikit.UriSyntaxException
import kotlinx.serialization.json.JsonObject
import kotlinx.serialization.json.buildJsonObject
import kotlinx.serialization.json.put

/**
 * The kinds of error object beyond [UriSyntaxException.Kind], whose names (`INVALID_PORT`, ...) are
 * used as they are.
 */
internal object ErrorKinds {
  /** A line of `equivalent`'s standard input without the TAB between its two references. */
  const val MISSING_TAB = "MISSING_TAB"
  /** The library does not offer the operation (yet): an [UnsupportedOperationException]. */
  const val UNSUPPORTED_OPERATION = "UNSUPPORTED_OPERATION"
  /** Any other exception: a bug, reported for its line instead of ending the run. */
  const val INTERNAL_ERROR = "INTERNAL_ERROR"
}

/** An input line that is wrong before any reference is parsed, with the index of the problem in the line. */
internal class InputLineException(val kind: String, val index: Int, message: String) : RuntimeException(message)

/** A [UriSyntaxException] in one of a command's operands, such as the base of `resolve`. */
internal class OperandException(val operand: String, override val cause: UriSyntaxException) :
  RuntimeException(cause.message, cause)

/** Runs [parse] on the operand called [operand], naming it in the error should its syntax be wrong. */
internal inline fun <T> operand(operand: String, parse: () -> T): T =
  try {
    parse()
  } catch (e: UriSyntaxException) {
    throw OperandException(operand, e)
  }

/**
 * The `"error"` member of a failed record: `{"kind","index","message"}`, then `"scheme"` when a
 * scheme module refused the input and `"operand"` when a command takes more than one reference.
 *
 * ```
 * {"kind":"INVALID_PORT","index":19,"message":"invalid character 'o' in port at index 19"}
 * ```
 *
 * `index` is null for [ErrorKinds.UNSUPPORTED_OPERATION] and [ErrorKinds.INTERNAL_ERROR]. Messages come
 * from the library, which never repeats user information.
 */
internal fun errorJson(e: Throwable): JsonObject = buildJsonObject {
  when (e) {
    is OperandException -> {
      syntaxMembers(e.cause)
      put("operand", e.operand)
    }
    is UriSyntaxException -> syntaxMembers(e)
    is InputLineException -> {
      put("kind", e.kind)
      put("index", e.index)
      put("message", e.message)
    }
    is UnsupportedOperationException -> {
      put("kind", ErrorKinds.UNSUPPORTED_OPERATION)
      put("index", null as Int?)
      put("message", e.message ?: "unsupported operation")
    }
    else -> {
      put("kind", ErrorKinds.INTERNAL_ERROR)
      put("index", null as Int?)
      put("message", e.message?.let { "${e.javaClass.name}: $it" } ?: e.javaClass.name)
    }
  }
}

private fun kotlinx.serialization.json.JsonObjectBuilder.syntaxMembers(e: UriSyntaxException) {
  put("kind", e.kind().name)
  put("index", e.index())
  put("message", e.message)
  e.scheme()?.let { put("scheme", it) }
}
