package dev.urikit.cli

import com.github.ajalt.clikt.core.Context
import com.github.ajalt.clikt.core.UsageError
import com.github.ajalt.clikt.parameters.arguments.argument
import com.github.ajalt.clikt.parameters.arguments.multiple
import com.github.ajalt.clikt.parameters.options.default
import com.github.ajalt.clikt.parameters.options.option
import com.github.ajalt.clikt.parameters.types.choice
import com.github.ajalt.clikt.parameters.options.flag
import dev.urikit.IriReference
import dev.urikit.NormalizationLevel
import dev.urikit.SchemeRegistry
import dev.urikit.text.Completion
import dev.urikit.text.Repair
import dev.urikit.text.UserInput

/**
 * `urikit parse [--generic] [--user-input [--complete]] [URI...]`: the components of each reference, a
 * URI reference or an IRI reference (RFC 3987); an IRI that is not a URI also gets `"uri"`, the URI it
 * maps to. With `--user-input`, each input is text a person typed or pasted ([UserInput]): the record is
 * the repaired URI's, with `"uri"` when it differs from the input and `"repairs"`.
 *
 * ```
 * $ urikit parse 'http://h:/'
 * {"input":"http://h:/","kind":"hierarchical","scheme":"http","authority":"h:","userinfo":null,
 *  "host":"h","host_type":"reg-name","port":"","path":"/","query":null,"fragment":null,
 *  "normalized":"http://h/"}
 * $ urikit parse --user-input --complete 'www.example.com/a b'
 * {"input":"www.example.com/a b",...,"path":"/a%20b",...,"uri":"http://www.example.com/a%20b",
 *  "normalized":"http://www.example.com/a%20b","repairs":[{"kind":"SCHEME_COMPLETED","index":0},
 *  {"kind":"CHARACTER_ENCODED","index":17}],"http":{...}}
 * ```
 */
internal class ParseCommand(session: Session) : UriCommand("parse", session) {

  private val userInput by
    option(
      "--user-input",
      help = "Take each input as text a person typed or pasted (RFC 3986 Appendix C): strip delimiters and " +
        "whitespace, percent-encode what RFC 3986 does not allow, map non-ASCII characters; list the repairs.",
    ).flag()

  private val complete by
    option(
      "--complete",
      help = "With --user-input, complete text that begins with a host: www.example.com/a becomes " +
        "http://www.example.com/a, ftp.example.com ftp://ftp.example.com (RFC 3986 section 4.5).",
    ).flag()

  private val uris by argument("URI", help = "References to parse; none to read them from standard input.").multiple()

  override fun help(context: Context): String =
    """
    Print the components of each URI or IRI reference as JSON.

    Members: input, kind (hierarchical, opaque or relative), scheme, authority, userinfo, host,
    host_type (reg-name, ipv4, ipv6, ipvfuture), port, path, query and fragment as written (null when
    absent, "" when empty), then uri when the input is an IRI that is not a URI (RFC 3987 section 3.1:
    UTF-8 percent-encoded, A-labels for DNS hosts), then normalized (RFC 3986 section 6.2, with the scheme's rules), then
    warnings (index, code, rule) when the scheme advises against something it accepts, then the
    scheme's view under the scheme module's name. Warnings and view are left out for an input longer
    than 65536 characters, so that memory stays a small multiple of the input's size.

    With --user-input, each input is text a person typed or pasted, and the record is that of the URI
    it is repaired to: "uri" is that URI when it is not the input, and "repairs" (after normalized) lists
    what was done, each {"kind","index"} with an index of the input; [] when the input was the URI.
    Kinds: DELIMITERS_STRIPPED (<...>, <URL:...>, "..."), WHITESPACE_REMOVED, CHARACTER_ENCODED,
    PERCENT_SIGN_ENCODED, NON_ASCII_MAPPED, SCHEME_COMPLETED (--complete). Text without a scheme is a
    MISSING_SCHEME error; so is a host and port such as example.com:8080 unless --complete is given.
    """
      .trimIndent()

  override fun run() {
    if (complete && !userInput) {
      throw UsageError("--complete completes user input: give --user-input as well", "--complete")
    }
    val completion = if (complete) Completion.SUFFIX_REFERENCES else Completion.OFF
    for (input in session.inputs(uris)) {
      session.write(if (userInput) userInputLine(input, registry, completion) else parseLine(input, registry))
    }
  }
}

/** The `parse` record of one input: its components, or the error with the user information masked. */
internal fun parseLine(input: String, registry: SchemeRegistry): RecordLine =
  recordOrError({ failedInput(input, it) }) {
    recordLine(ParseRecordSerializer, components(input, IriReference.parse(input, registry)))
  }

/**
 * The `parse --user-input` record of one input: the components of the URI that [UserInput] repairs it to,
 * with `uri` when that is not the input and `repairs`; or the error, with the user information masked.
 */
internal fun userInputLine(input: String, registry: SchemeRegistry, completion: Completion): RecordLine =
  recordOrError({ failedInput(input, it) }) {
    val repaired = UserInput.parse(input, registry, completion)
    val uri = repaired.uri()
    val record = components(input, uri).copy(
      uri = uri.toString().takeIf { it != input },
      repairs = repaired.repairs().map(::repairMember),
    )
    recordLine(ParseRecordSerializer, record)
  }

/** A repair as `{"kind":"CHARACTER_ENCODED","index":10}`. */
private fun repairMember(repair: Repair): Map<String, Any?> =
  linkedMapOf("kind" to repair.kind().name, "index" to repair.index().toLong())

/** The record of an input that failed, which echoes it without its user information ([maskUserInfo]). */
internal fun failedInput(input: String, error: ErrorRecord): RecordLine =
  recordLine(FailedInput.serializer(), FailedInput(maskUserInfo(input), error), success = false)

/**
 * `urikit normalize [--generic] [--level syntax|scheme] [--display] [URI...]`: each reference normalized,
 * an IRI reference as the URI it maps to; with `--display`, in its IRI form for people (RFC 3987
 * section 3.2).
 *
 * ```
 * $ urikit normalize --level syntax 'HTTP://Example.COM/a/./%7e'
 * {"input":"HTTP://Example.COM/a/./%7e","normalized":"http://example.com/a/~"}
 * $ urikit normalize 'https://Bücher.example/ä'
 * {"input":"https://Bücher.example/ä","normalized":"https://xn--bcher-kva.example/%C3%A4"}
 * $ urikit normalize --display 'https://xn--bcher-kva.example/%C3%A4'
 * {"input":"https://xn--bcher-kva.example/%C3%A4","normalized":"https://bücher.example/ä"}
 * ```
 */
internal class NormalizeCommand(session: Session) : UriCommand("normalize", session) {

  private val level by
    option("--level", help = "syntax: RFC 3986 section 6.2.2; scheme: then the scheme's section 6.2.3 rules.")
      .choice("syntax" to NormalizationLevel.SYNTAX, "scheme" to NormalizationLevel.SCHEME)
      .default(NormalizationLevel.SCHEME, defaultForHelp = "scheme")

  private val display by
    option("--display", help = "Print the normalized IRI for display (RFC 3987 section 3.2) instead of the URI.").flag()

  private val uris by argument("URI", help = "References to normalize; none to read them from standard input.").multiple()

  override fun help(context: Context): String =
    """
    Print the normalized form of each URI or IRI reference (RFC 3986 section 6.2): the URI, for an
    IRI the URI it maps to (RFC 3987 section 3.1); with --display, that URI's IRI form for people
    (RFC 3987 section 3.2: UTF-8 decoded where safe to show, A-labels as U-labels).

    One {"input","normalized"} object per reference.
    """
      .trimIndent()

  override fun run() {
    for (input in session.inputs(uris)) {
      val record = recordOrError({ failedInput(input, it) }) {
        val uri = IriReference.parse(input, registry).toUri().normalize(level)
        val normalized = if (display) uri.toIri().toString() else uri.toString()
        recordLine(NormalizeRecord.serializer(), NormalizeRecord(input, normalized))
      }
      session.write(record)
    }
  }
}
