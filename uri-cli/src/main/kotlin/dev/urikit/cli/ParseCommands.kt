package dev.urikit.cli

import com.github.ajalt.clikt.core.Context
import com.github.ajalt.clikt.parameters.arguments.argument
import com.github.ajalt.clikt.parameters.arguments.multiple
import com.github.ajalt.clikt.parameters.options.default
import com.github.ajalt.clikt.parameters.options.option
import com.github.ajalt.clikt.parameters.types.choice
import com.github.ajalt.clikt.parameters.options.flag
import dev.urikit.IriReference
import dev.urikit.NormalizationLevel
import dev.urikit.SchemeRegistry

/**
 * `urikit parse [--generic] [URI...]`: the components of each reference, a URI reference or an IRI
 * reference (RFC 3987); an IRI that is not a URI also gets `"uri"`, the URI it maps to.
 *
 * ```
 * $ urikit parse 'http://h:/'
 * {"input":"http://h:/","kind":"hierarchical","scheme":"http","authority":"h:","userinfo":null,
 *  "host":"h","host_type":"reg-name","port":"","path":"/","query":null,"fragment":null,
 *  "normalized":"http://h/"}
 * ```
 */
internal class ParseCommand(session: Session) : UriCommand("parse", session) {

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
    """
      .trimIndent()

  override fun run() {
    for (input in session.inputs(uris)) {
      session.write(parseLine(input, registry))
    }
  }
}

/** The `parse` record of one input: its components, or the error with the user information masked. */
internal fun parseLine(input: String, registry: SchemeRegistry): RecordLine =
  recordOrError({ failedInput(input, it) }) {
    recordLine(ParseRecordSerializer, components(input, IriReference.parse(input, registry)))
  }

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
