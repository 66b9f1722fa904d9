package dev.urikit.testkit

import io.kotest.engine.stable.IsStableType
import kotlinx.serialization.SerialName
import kotlinx.serialization.Serializable
import kotlinx.serialization.json.JsonObject

/**
 * A case every conformance runner can name: its [id] is the line that a [KnownFailures] file lists
 * to mark it as failing. Its `toString()`, the [id] with the expected result, is what a data-driven
 * test is called: the cases are marked `@IsStableType` for Kotest's `withData`, an annotation that
 * is simply absent where Kotest is not on the class path, and a JUnit dynamic test takes the name.
 */
interface VectorCase {
  /** A one-line, tab-free, readable name; unique within its file. */
  val id: String

  /** Where the case comes from: an RFC section, sometimes with the project that also tests it. */
  val source: String
}

/**
 * A valid URI reference with its RFC 3986 components (parse-valid.json): raw, null when absent and
 * `""` when present but empty; [hostType] is an ABNF rule name (`reg-name`, `IPv4address`, ...).
 *
 * `"http://example.com:/"` gives port `""` and host type `reg-name` (RFC 3986 section 6.2).
 */
@Serializable
@IsStableType
data class ParseValidCase(
  val input: String,
  val scheme: String?,
  val authority: String?,
  val userinfo: String?,
  val host: String?,
  val port: String?,
  val path: String,
  val query: String?,
  val fragment: String?,
  @SerialName("host_type") val hostType: String?,
  override val source: String,
  val also: List<String> = emptyList(),
  val note: String? = null,
) : VectorCase {
  override val id: String get() = quoted(input)

  override fun toString(): String = id
}

/** Text that is not a URI reference (parse-invalid.json), with [why] (RFC 3986 Appendix A). */
@Serializable
@IsStableType
data class ParseInvalidCase(
  val input: String,
  val why: String,
  override val source: String,
) : VectorCase {
  override val id: String get() = quoted(input)

  override fun toString(): String = "$id ($why)"
}

/**
 * An IRI reference (iri.json) and, when [valid], the URI reference it maps to by RFC 3987 section 3.1:
 * each character beyond US-ASCII as percent-encoded UTF-8, and for a scheme with DNS hosts (`http`,
 * `https`) a Unicode host as its A-label. `"http://host/αβγ"` maps to `"http://host/%CE%B1%CE%B2%CE%B3"`;
 * an invalid one carries [why] instead.
 */
@Serializable
@IsStableType
data class IriCase(
  val input: String,
  val valid: Boolean,
  val uri: String? = null,
  val why: String? = null,
  override val source: String,
  val also: List<String> = emptyList(),
  val note: String? = null,
) : VectorCase {
  override val id: String get() = quoted(input)

  override fun toString(): String = if (valid) "$id -> ${quoted(uri.orEmpty())}" else "$id (invalid: $why)"
}

/**
 * A reference resolved against a base by strict RFC 3986 section 5.2 (resolve.json):
 * `"g"` against `"http://a/b/c/d;p?q"` gives `"http://a/b/c/g"` (section 5.4.1). [disputed] marks a
 * result whose text re-parses differently (a path starting with `//` and no authority).
 */
@Serializable
@IsStableType
data class ResolveCase(
  val base: String,
  val ref: String,
  val expected: String,
  override val source: String,
  val also: List<String> = emptyList(),
  val note: String? = null,
  val disputed: Boolean = false,
) : VectorCase {
  override val id: String get() = "${quoted(ref)} against ${quoted(base)}"

  override fun toString(): String = "$id = ${quoted(expected)}"
}

/**
 * A reference whose resolution changed between RFC 2396 (or RFC 1808) and RFC 3986
 * (resolve-rfc2396.json): [expected] under the old rules, [rfc3986Expected] under the new.
 */
@Serializable
@IsStableType
data class Rfc2396ResolveCase(
  val base: String,
  val ref: String,
  val expected: String,
  @SerialName("rfc3986_expected") val rfc3986Expected: String,
  val spec: String,
  override val source: String,
  val note: String? = null,
) : VectorCase {
  override val id: String get() = "${quoted(ref)} against ${quoted(base)}"

  override fun toString(): String = "$id = ${quoted(expected)} ($spec), ${quoted(rfc3986Expected)} (RFC 3986)"
}

/**
 * A normalization (normalize.json) at [level] `syntax` (RFC 3986 section 6.2.2), `scheme` (6.2.2 and
 * 6.2.3) or `remove_dot_segments` (the section 5.2.4 algorithm on a bare path).
 */
@Serializable
@IsStableType
data class NormalizeCase(
  val input: String,
  val expected: String,
  val level: String,
  override val source: String,
  val note: String? = null,
) : VectorCase {
  override val id: String get() = "$level ${quoted(input)}"

  override fun toString(): String = "$id = ${quoted(expected)}"
}

/**
 * Whether [a] and [b] are equivalent (equivalence.json) at [level]: `simple` (RFC 3986 section
 * 6.2.1), `syntax` (6.2.2), `scheme` (6.2.3), or a scheme's own rule (`urn`, `mailto`, `namespace`).
 */
@Serializable
@IsStableType
data class EquivalenceCase(
  val a: String,
  val b: String,
  val equivalent: Boolean,
  val scheme: String,
  val level: String,
  override val source: String,
  val note: String? = null,
) : VectorCase {
  override val id: String
    get() = "$level ${quoted(a)} ${if (equivalent) "~" else "!~"} ${quoted(b)}"

  override fun toString(): String = id
}

/**
 * A scheme-specific fact (schemes.json): for [kind] `default-port`, [input] is a scheme name and
 * [expected] holds `port`; otherwise [input] is a URI and [expected] holds what the scheme's view
 * reports (`valid`, and fields such as `host`, `cwd`, `to`, `nid`), as JSON.
 */
@Serializable
@IsStableType
data class SchemeCase(
  val input: String,
  val scheme: String,
  val kind: String,
  val expected: JsonObject,
  override val source: String,
  val note: String? = null,
) : VectorCase {
  override val id: String get() = "$kind ${quoted(input)}"

  override fun toString(): String = "$id -> $expected"
}

/**
 * A host name and its UTS #46 ToASCII result (IdnaTestV2.json, the Unicode consortium's IdnaTestV2 as
 * web-platform-tests publishes it for the URL standard): [output] null when ToASCII must fail, with the
 * flags of the URL standard's "domain to ASCII" (nontransitional, CheckBidi and CheckJoiners on,
 * CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength off). [comment] lists the statuses of the
 * Unicode file (`V7`, `C1; V6`, `V3 (ignored)`).
 *
 * `"fa\u00DF.de"` gives `"xn--fa-hia.de"`; `"a\u200Cb"` fails (`C1`, a ZWNJ out of context). The [id]
 * writes every character outside printable ASCII as a `\uXXXX` escape (UTF-16 units), so a
 * known-failures file can name any case in plain ASCII.
 */
@Serializable
@IsStableType
data class IdnaCase(
  val input: String,
  val output: String?,
  val comment: String? = null,
) : VectorCase {
  override val id: String get() = asciiQuoted(input)

  override val source: String get() = "IdnaTestV2 (UTS #46 conformance data), web-platform-tests url/resources/IdnaTestV2.json"

  override fun toString(): String = "$id -> ${output?.let(::asciiQuoted) ?: "failure"}"
}

/** `s` in double quotes, each character outside printable ASCII, each quote and backslash escaped. */
internal fun asciiQuoted(s: String): String {
  val sb = StringBuilder(s.length + 2).append('"')
  for (c in s) {
    when {
      c == '"' -> sb.append("\\\"")
      c == '\\' -> sb.append("\\\\")
      c < ' ' || c > '~' -> sb.append("\\u").append(String.format("%04X", c.code))
      else -> sb.append(c)
    }
  }
  return sb.append('"').toString()
}

/** `s` in double quotes, with controls, quotes, backslashes and non-ASCII whitespace escaped. */
internal fun quoted(s: String): String {
  val sb = StringBuilder(s.length + 2).append('"')
  for (c in s) {
    when {
      c == '"' -> sb.append("\\\"")
      c == '\\' -> sb.append("\\\\")
      c == '\t' -> sb.append("\\t")
      c == '\n' -> sb.append("\\n")
      c == '\r' -> sb.append("\\r")
      c < ' ' || c == '\u007f' || Character.isWhitespace(c) && c != ' ' || Character.isISOControl(c) ->
        sb.append("\\u").append(String.format("%04X", c.code))
      else -> sb.append(c)
    }
  }
  return sb.append('"').toString()
}
