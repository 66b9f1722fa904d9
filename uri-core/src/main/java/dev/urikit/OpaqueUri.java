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

  /** This URI as an IRI for display (RFC 3987 section 3.2); see {@link UriReference#toIri()}. */
  @Override
  public OpaqueIri toIri() {
    return (OpaqueIri) super.toIri();
  }
}
