package dev.urikit;

/**
 * A URI whose scheme is followed by neither {@code "//"} nor {@code "/"}: the opaque form of RFC 2396
 * section 3. It has no authority and so no authority accessors; its RFC 3986 components are the path,
 * query and fragment.
 *
 * <table>
 *   <caption>Components</caption>
 *   <tr><th>input</th><th>path</th><th>query</th></tr>
 *   <tr><td>{@code mailto:a@b?subject=x}</td><td>{@code a@b}</td><td>{@code subject=x}</td></tr>
 *   <tr><td>{@code urn:isbn:0451450523}</td><td>{@code isbn:0451450523}</td><td>null</td></tr>
 *   <tr><td>{@code news:comp.lang}</td><td>{@code comp.lang}</td><td>null</td></tr>
 * </table>
 */
public final class OpaqueUri extends Uri {

  OpaqueUri(
      String text,
      int schemeEnd,
      int pathStart,
      int queryMark,
      int fragmentMark,
      Registered binding) {
    super(text, schemeEnd, -1, -1, pathStart, queryMark, fragmentMark, binding);
  }

  /**
   * Parses a URI that must be opaque, with the installed schemes: no {@code "/"} follows its scheme's
   * {@code ":"} (RFC 2396 section 3).
   *
   * <pre>{@code
   * OpaqueUri.parse("mailto:a@b").path()   // "a@b"
   * OpaqueUri.parse("http://a/")           // UriSyntaxException: INVALID_CHARACTER at index 5
   * }</pre>
   *
   * @throws UriSyntaxException if {@code text} is not a URI, or is a hierarchical one: kind
   *     {@link UriSyntaxException.Kind#INVALID_CHARACTER} at the {@code "/"} after the scheme's {@code ":"}
   */
  public static OpaqueUri parse(String text) {
    Uri uri = Uri.parse(text);
    if (uri instanceof OpaqueUri opaque) {
      return opaque;
    }
    int index = uri.schemeEnd + 1;
    throw new UriSyntaxException(UriSyntaxException.Kind.INVALID_CHARACTER, index,
        "an opaque URI has no '/' after its scheme's ':', found one at index " + index);
  }

  /** This URI as an IRI for display (RFC 3987 section 3.2); see {@link UriReference#toIri()}. */
  @Override
  public OpaqueIri toIri() {
    return (OpaqueIri) super.toIri();
  }
}
