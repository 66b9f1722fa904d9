package dev.urikit;

/**
 * An IRI whose scheme is followed by neither {@code "//"} nor {@code "/"}: the IRI form of an
 * {@link OpaqueUri}, such as {@code mailto:jürgen@example.org} or {@code urn:example:straße}.
 */
public final class OpaqueIri extends Iri {

  OpaqueIri(String text, int schemeEnd, int pathStart, int queryMark, int fragmentMark, OpaqueUri uri) {
    super(text, schemeEnd, -1, -1, pathStart, queryMark, fragmentMark, uri);
  }

  /**
   * Parses an IRI that must be opaque, with the installed schemes, as {@link OpaqueUri#parse(String)}
   * parses a URI.
   *
   * <pre>{@code
   * OpaqueIri.parse("urn:example:straße").path()   // "example:straße"
   * }</pre>
   *
   * @throws UriSyntaxException if {@code text} is not an IRI, or is a hierarchical one: kind
   *     {@link UriSyntaxException.Kind#INVALID_CHARACTER} at the {@code "/"} after the scheme's {@code ":"}
   */
  public static OpaqueIri parse(String text) {
    Iri iri = Iri.parse(text);
    if (iri instanceof OpaqueIri opaque) {
      return opaque;
    }
    int index = iri.schemeEnd + 1;
    throw new UriSyntaxException(UriSyntaxException.Kind.INVALID_CHARACTER, index,
        "an opaque IRI has no '/' after its scheme's ':', found one at index " + index);
  }

  @Override
  public OpaqueUri toUri() {
    return (OpaqueUri) uri;
  }
}
