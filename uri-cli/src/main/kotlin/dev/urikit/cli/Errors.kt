package dev.urikit.cli

import dev.urikit.NoBaseException
import dev.urikit.UriSyntaxException
import kotlinx.serialization.Serializable

/**
 * The kinds of error object beyond [UriSyntaxException.Kind], whose names (`INVALID_PORT`, ...) are
 * used as they are.
 */
internal object ErrorKinds {
  /** A line of `equivalent`'s standard input without the TAB between its two references. */
  const val MISSING_TAB = "MISSING_TAB"
  /** No layer given to `resolve` gave a base (RFC 3986 section 5.1): a [NoBaseException]. */
  const val NO_BASE = "NO_BASE"
  /** The library does not offer the operation (yet): an [UnsupportedOperationException]. */
  const val UNSUPPORTED_OPERATION = "UNSUPPORTED_OPERATION"
  /** Any other exception: a bug, reported for its line instead of ending the run. */
  const val INTERNAL_ERROR = "INTERNAL_ERROR"
}

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
 * {"kind":"INVALID_PORT","index":19,"message":"invalid character in port at index 19"}
 * ```
 *
 * `index` is null for [ErrorKinds.NO_BASE], [ErrorKinds.UNSUPPORTED_OPERATION] and [ErrorKinds.INTERNAL_ERROR]. Messages come
 * from the library, which never repeats user information.
 */
@Serializable
internal data class ErrorRecord(
  val kind: String,
  val index: Int?,
  val message: String?,
  val scheme: String? = null,
  val operand: String? = null,
)

/** The error record for [e], an exception that one input raised. */
internal fun errorRecord(e: Throwable): ErrorRecord =
  when (e) {
    is OperandException -> syntaxError(e.cause, e.operand)
    is UriSyntaxException -> syntaxError(e, null)
    is NoBaseException -> ErrorRecord(ErrorKinds.NO_BASE, null, e.message)
    is UnsupportedOperationException ->
      ErrorRecord(ErrorKinds.UNSUPPORTED_OPERATION, null, e.message ?: "unsupported operation")
    else -> ErrorRecord(ErrorKinds.INTERNAL_ERROR, null, e.message?.let { "${e.javaClass.name}: $it" } ?: e.javaClass.name)
  }

private fun syntaxError(e: UriSyntaxException, operand: String?): ErrorRecord =
  ErrorRecord(e.kind().name, e.index(), e.message, e.scheme(), operand)

/** What an error record shows instead of user information, as `HttpUri.redact()` masks query values. */
internal const val USER_INFO_MASK = "***"

/**
 * [text] with its user information replaced by [USER_INFO_MASK], for error records, which never echo
 * it: in `http://user:pw@host:x/` the authority `user:pw@host:x` becomes `***@host:x`.
 *
 * The text need not be a URI reference, so this goes by characters alone: the user information is
 * what lies between the first `"//"` and the last `'@'` before the first `'/'`, `'?'` or `'#'` after
 * it. For a valid reference that is exactly its user information (RFC 3986 section 3.2.1, which
 * allows no `'@'` in it or in the host); for an invalid one it can be more, never less. Empty user
 * information is left as it is. Linear in the length of [text].
 */
internal fun maskUserInfo(text: String): String {
  val slashes = text.indexOf("//")
  if (slashes < 0) {
    return text
  }
  val start = slashes + 2
  var end = start
  while (end < text.length && text[end] != '/' && text[end] != '?' && text[end] != '#') {
    end++
  }
  val at = text.lastIndexOf('@', end - 1)
  if (at <= start) {
    return text
  }
  return buildString(text.length - (at - start) + USER_INFO_MASK.length) {
    append(text, 0, start)
    append(USER_INFO_MASK)
    append(text, at, text.length)
  }
}
