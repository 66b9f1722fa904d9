package dev.urikit;

import org.jspecify.annotations.Nullable;

/**
 * An IRI: an IRI reference with a scheme (RFC 3987 section 2.2), either a {@link HierarchicalIri} or an
 * {@link OpaqueIri}, the shapes of {@link Uri}.
 *
 * <pre>{@code
 * Iri iri = Iri.parse("https://bücher.example/straße?q=ü");
 * ((HierarchicalIri) iri).host()   // "bücher.example"
 * iri.toUri().toString()     // "https://xn--bcher-kva.example/stra%C3%9Fe?q=%C3%BC"
 * iri.toUri().toIri()        // https://bücher.example/straße?q=ü again, for display
 * }</pre>
 *
 * <p>{@link Uri#parse(String)} refuses the non-ASCII characters that this parser accepts: strict
 * parsing stays the default, and IRIs come through these entry points only.
 */
public abstract sealed class Iri extends IriReference permits HierarchicalIri, OpaqueIri {

  Iri(String text, int schemeEnd, int hostStart, int hostEnd, int pathStart, int queryMark, int fragmentMark,
      Uri uri) {
    super(text, schemeEnd, hostStart, hostEnd, pathStart, queryMark, fragmentMark, uri);
  }

  /**
   * Parses an IRI (a reference with a scheme) with the installed schemes.
   *
   * @throws UriSyntaxException if {@code text} is not an IRI; a relative reference gives
   *     {@link UriSyntaxException.Kind#MISSING_SCHEME}; a DNS host without an A-label, or a URI that the
   *     scheme's module refuses, gives {@link UriSyntaxException.Kind#SCHEME_SPECIFIC}
   */
  public static Iri parse(String text) {
    return parse(text, SchemeRegistry.installed());
  }

  /** Parses an IRI, consulting {@code registry} for scheme-specific rules. */
  public static Iri parse(String text, SchemeRegistry registry) {
    IriReference result = ReferenceParser.parseIri(text, registry, ReferenceParser.Mode.IRI_THROWING);
    if (!(result instanceof Iri iri)) {
      throw new AssertionError("parser returned no IRI in throwing mode");
    }
    return iri;
  }

  /** Like {@link #parse(String)}, but null where that throws. */
  public static @Nullable Iri parseOrNull(String text) {
    return parseOrNull(text, SchemeRegistry.installed());
  }

  /** Like {@link #parse(String, SchemeRegistry)}, but null where that throws. */
  public static @Nullable Iri parseOrNull(String text, SchemeRegistry registry) {
    return (Iri) ReferenceParser.parseIri(text, registry, ReferenceParser.Mode.IRI_LENIENT);
  }

  /** The scheme as written. */
  @Override
  public String scheme() {
    return text.substring(0, schemeEnd);
  }

  /** The URI this IRI maps to (RFC 3987 section 3.1), which its scheme's module has checked. */
  @Override
  public Uri toUri() {
    return (Uri) uri;
  }
}
