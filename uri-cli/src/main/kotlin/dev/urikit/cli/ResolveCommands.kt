package dev.urikit.cli

import com.github.ajalt.clikt.core.Context
import com.github.ajalt.clikt.parameters.arguments.argument
import com.github.ajalt.clikt.parameters.arguments.multiple
import com.github.ajalt.clikt.parameters.options.flag
import com.github.ajalt.clikt.parameters.options.option
import dev.urikit.ResolutionMode
import dev.urikit.SchemeRegistry
import dev.urikit.Uri
import dev.urikit.UriReference

/**
 * `urikit resolve [--generic] [--legacy] BASE [REF...]`: each reference resolved against the base
 * (RFC 3986 section 5.2).
 *
 * ```
 * $ urikit resolve http://a/b/c/d;p?q ../g
 * {"base":"http://a/b/c/d;p?q","ref":"../g","result":"http://a/b/g"}
 * ```
 */
internal class ResolveCommand(session: Session) : UriCommand("resolve", session) {

  private val legacy by
    option("--legacy", help = "Resolve as RFC 2396 and java.net.URI did, for code migrating from them.").flag()

  private val base by argument("BASE", help = "The base URI; it must have a scheme.")

  private val refs by argument("REF", help = "References to resolve; none to read them from standard input.").multiple()

  override fun help(context: Context): String =
    """
    Resolve each reference against BASE (RFC 3986 section 5.2).

    One {"base","ref","result"} object per reference.
    """
      .trimIndent()

  override fun run() {
    val mode = if (legacy) ResolutionMode.RFC_2396 else ResolutionMode.RFC_3986
    // In RFC 2396 mode "http:g" against an http base is relative in all but name, so the http
    // module must not judge it as a URI of its own: the reference is read by the generic syntax, and
    // the scheme's rules check the result instead.
    val referenceRegistry = if (legacy) SchemeRegistry.empty() else registry
    val baseUri = parsedOnce { operand("base") { Uri.parse(base, registry) } }
    for (ref in session.inputs(refs)) {
      val record = recordOrError({ error ->
        recordLine(ResolveRecord.serializer(), ResolveRecord(maskUserInfo(base), maskUserInfo(ref), error = error), false)
      }) {
        val against = baseUri.value.getOrThrow()
        val reference = operand("ref") { UriReference.parse(ref, referenceRegistry) }
        val result = against.resolve(reference, mode).toString()
        recordLine(ResolveRecord.serializer(), ResolveRecord(base, ref, result))
      }
      session.write(record)
    }
  }
}

/**
 * `urikit relativize [--generic] BASE [TARGET...]`: for each target, the shortest reference that
 * resolves against the base to exactly that target.
 *
 * ```
 * $ urikit relativize http://a/b/c/d http://a/b/e
 * {"base":"http://a/b/c/d","target":"http://a/b/e","result":"../e"}
 * ```
 */
internal class RelativizeCommand(session: Session) : UriCommand("relativize", session) {

  private val base by argument("BASE", help = "The base URI; it must have a scheme.")

  private val targets by
    argument("TARGET", help = "URIs to express relative to BASE; none to read them from standard input.").multiple()

  override fun help(context: Context): String =
    """
    Print for each TARGET the shortest reference that resolves against BASE to it.

    One {"base","target","result"} object per target.
    """
      .trimIndent()

  override fun run() {
    val baseUri = parsedOnce { operand("base") { Uri.parse(base, registry) } }
    for (target in session.inputs(targets)) {
      val record = recordOrError({ error ->
        val failed = RelativizeRecord(maskUserInfo(base), maskUserInfo(target), error = error)
        recordLine(RelativizeRecord.serializer(), failed, false)
      }) {
        val from = baseUri.value.getOrThrow()
        val targetUri = operand("target") { Uri.parse(target, registry) }
        val result = from.relativize(targetUri).toString()
        recordLine(RelativizeRecord.serializer(), RelativizeRecord(base, target, result))
      }
      session.write(record)
    }
  }
}

/**
 * The base of a batch, parsed when the first line needs it and only then: its URI, or the error that
 * every line of the batch reports.
 */
private fun parsedOnce(parse: () -> Uri): Lazy<Result<Uri>> = lazy(LazyThreadSafetyMode.NONE) { runCatching(parse) }
