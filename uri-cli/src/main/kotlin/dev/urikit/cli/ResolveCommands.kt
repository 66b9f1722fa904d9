package dev.urikit.cli

import com.github.ajalt.clikt.core.Context
import com.github.ajalt.clikt.core.UsageError
import com.github.ajalt.clikt.parameters.arguments.argument
import com.github.ajalt.clikt.parameters.arguments.multiple
import com.github.ajalt.clikt.parameters.arguments.optional
import com.github.ajalt.clikt.parameters.options.flag
import com.github.ajalt.clikt.parameters.options.option
import dev.urikit.DocumentBase
import dev.urikit.ResolutionMode
import dev.urikit.SchemeRegistry
import dev.urikit.Uri
import dev.urikit.UriReference

/**
 * `urikit resolve [--generic] [--legacy] BASE [REF...]`: each reference resolved against the base
 * (RFC 3986 section 5.2). With the layer options instead of BASE, `urikit resolve [--embedded REF]
 * [--content-location REF] [--retrieval URI] [--default URI] [REF...]`, the base is the document's, from the
 * first usable layer of RFC 3986 section 5.1 ([DocumentBase]); every argument is then a reference.
 *
 * ```
 * $ urikit resolve http://a/b/c/d;p?q ../g
 * {"base":"http://a/b/c/d;p?q","ref":"../g","result":"http://a/b/g"}
 * $ urikit resolve --embedded ../ --retrieval http://a/b/c/d g
 * {"base":"http://a/b/","layer":"embedded","skipped":[],"ref":"g","result":"http://a/b/g"}
 * ```
 */
internal class ResolveCommand(session: Session) : UriCommand("resolve", session) {

  private val legacy by
    option("--legacy", help = "Resolve as RFC 2396 and java.net.URI did, for code migrating from them.").flag()

  private val embedded by
    option(
      "--embedded",
      metavar = "REF",
      help = "Layer 1: a base embedded in the content, such as an HTML <base href> (RFC 3986 section 5.1.1); " +
        "a relative one is resolved against the layers below.",
    )

  private val contentLocation by
    option(
      "--content-location",
      metavar = "REF",
      help = "Layer 2: the encapsulating entity's base, such as a Content-Location header (section 5.1.2); " +
        "a relative one is resolved against the layers below.",
    )

  private val retrieval by
    option("--retrieval", metavar = "URI", help = "Layer 3: the URI the document was retrieved from, after redirects (section 5.1.3).")

  private val applicationDefault by
    option("--default", metavar = "URI", help = "Layer 4: the application's default base (section 5.1.4).")

  private val base by
    argument("BASE", help = "The base URI; it must have a scheme. Not given with the layer options, which make every argument a REF.")
      .optional()

  private val refs by argument("REF", help = "References to resolve; none to read them from standard input.").multiple()

  override fun help(context: Context): String =
    """
    Resolve each reference against BASE (RFC 3986 section 5.2).

    One {"base","ref","result"} object per reference.

    With the layer options --embedded, --content-location, --retrieval and --default instead of BASE, the
    base is the document's (RFC 3986 section 5.1): the first layer given that is a usable base, a relative
    one resolved against the layers below it. Each object then says which layer gave the base and lists
    the layers skipped, with the reason: {"base","layer","skipped","ref","result"}, and
    "stripped_fragment" when the base had a fragment, which a base drops. When no layer gives a base,
    each reference fails with an error of kind NO_BASE.
    """
      .trimIndent()

  override fun run() {
    val mode = if (legacy) ResolutionMode.RFC_2396 else ResolutionMode.RFC_3986
    // In RFC 2396 mode "http:g" against an http base is relative in all but name, so the http
    // module must not judge it as a URI of its own: the reference is read by the generic syntax, and
    // the scheme's rules check the result instead.
    val referenceRegistry = if (legacy) SchemeRegistry.empty() else registry
    if (listOf(embedded, contentLocation, retrieval, applicationDefault).any { it != null }) {
      resolveAgainstLayers(listOfNotNull(base) + refs, mode, referenceRegistry)
      return
    }
    val base = base ?: throw UsageError(
      "missing argument BASE: give a base URI, or its layers with --embedded, --content-location, --retrieval or --default",
    ).also { it.context = currentContext }
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

  /** Resolves each of [refs] (or of the lines of standard input) against the base the layer options establish. */
  private fun resolveAgainstLayers(refs: List<String>, mode: ResolutionMode, referenceRegistry: SchemeRegistry) {
    // Once for the batch: every failure of a layer is a skipped layer, or the NO_BASE of every line.
    val established = establishLayers(
      DocumentBase.builder(registry)
        .embedded(embedded)
        .encapsulatingEntity(contentLocation)
        .retrievalUri(retrieval)
        .applicationDefault(applicationDefault),
    )
    for (ref in session.inputs(refs)) {
      val record = recordOrError({ error ->
        recordLine(LayeredResolveRecord.serializer(), established.record(ref, null, error), false)
      }) {
        val against = established.baseOrThrow()
        val reference = operand("ref") { UriReference.parse(ref, referenceRegistry) }
        val result = against.resolve(reference, mode).toString()
        recordLine(LayeredResolveRecord.serializer(), established.record(ref, result, null))
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
