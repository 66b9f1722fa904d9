package dev.urikit.cli

import com.github.ajalt.clikt.core.CliktCommand
import com.github.ajalt.clikt.core.Context
import com.github.ajalt.clikt.core.findOrSetObject
import com.github.ajalt.clikt.parameters.arguments.argument
import com.github.ajalt.clikt.parameters.arguments.multiple
import com.github.ajalt.clikt.parameters.options.flag
import com.github.ajalt.clikt.parameters.options.option
import com.github.ajalt.clikt.parameters.types.file
import dev.urikit.text.UriExtractor
import dev.urikit.text.UriMatch
import java.io.Reader
import kotlinx.serialization.Serializable

/**
 * `urikit extract [--any-scheme] [--www] [--emails] [FILE...]`: the URIs in running text (RFC 3986
 * Appendix C), one record per URI as it is found, from each file or from standard input.
 *
 * ```
 * $ printf 'See <URL:http://example.com/a-\n  b>, or (https://example.org).\n' | urikit extract
 * {"start":9,"end":34,"text":"http://example.com/a-\n  b","uri":"http://example.com/a-b","normalized":"http://example.com/a-b"}
 * {"start":41,"end":60,"text":"https://example.org","uri":"https://example.org","normalized":"https://example.org/"}
 * ```
 *
 * The text is read through [UriExtractor.extract] on a [Reader], so memory stays bounded and each
 * record is written, and flushed before the command waits for more input, as soon as its URI ends.
 */
internal class ExtractCommand(private val session: Session) : CliktCommand(name = "extract") {

  private val anyScheme by
    option("--any-scheme", help = "Also find bare URIs whose scheme no installed module names (foo:bar).").flag()

  private val www by option("--www", help = "Also find www. references (www.example.com), as http URIs.").flag()

  private val emails by
    option("--emails", help = "Also find e-mail addresses (user@example.com), as mailto URIs.").flag()

  private val files by
    argument("FILE", help = "Files of text to read; none to read standard input.")
      .file(mustExist = true, canBeDir = false, mustBeReadable = true)
      .multiple()

  override fun help(context: Context): String =
    """
    Print the URIs found in running text, one JSON object per URI, as each is found.

    Members: file (when files are named), start and end (the span of the URI as written, in UTF-16
    units from the start of the file or input, delimiters left out), text (as written, line breaks
    included), uri (the URI: delimiters and whitespace removed, an IRI mapped to its URI, http:// before
    a www. reference, mailto: before an e-mail address) and normalized (RFC 3986 section 6.2, with the
    scheme's rules).

    Found: URIs in angle brackets, with or without URL:, and in double quotes, across line breaks;
    bare URIs of the installed schemes, without trailing punctuation or an unbalanced closing bracket.
    A candidate that does not parse, or is longer than 65536 characters, is left out.
    """
      .trimIndent()

  override fun helpEpilog(context: Context): String = EXIT_STATUS_HELP

  private val plugins by findOrSetObject { PluginPath.BUILT_IN }

  override fun run() {
    val extractor = UriExtractor.create().withRegistry(plugins.registry)
      .with(*listOfNotNull(
        UriExtractor.Option.ANY_SCHEME.takeIf { anyScheme },
        UriExtractor.Option.WWW.takeIf { www },
        UriExtractor.Option.EMAIL.takeIf { emails },
      ).toTypedArray())
    if (files.isEmpty()) {
      extract(extractor, session.input(), null)
    } else {
      for (file in files) {
        file.bufferedReader(Charsets.UTF_8).use { extract(extractor, it, file.path) }
      }
    }
  }

  private fun extract(extractor: UriExtractor, reader: Reader, file: String?) {
    extractor.extract(reader) { match -> session.write(extractRecord(match, file)) }
  }
}

/** The record of [match], found in [file] (null for standard input); an error record when its normalization fails. */
internal fun extractRecord(match: UriMatch, file: String?): RecordLine =
  recordOrError({ error ->
    recordLine(ExtractRecord.serializer(), ExtractRecord(file, match.start(), match.end(), match.text(), match.uri().toString(), error = error), false)
  }) {
    val normalized = match.uri().normalize().toString()
    recordLine(ExtractRecord.serializer(), ExtractRecord(file, match.start(), match.end(), match.text(), match.uri().toString(), normalized))
  }

/** An `extract` record: where the URI is, as written, the URI, and its normalized form (or the error). */
@Serializable
internal data class ExtractRecord(
  val file: String? = null,
  val start: Long,
  val end: Long,
  val text: String,
  val uri: String,
  val normalized: String? = null,
  val error: ErrorRecord? = null,
)
