package dev.urikit;

/**
 * An IRI whose scheme is followed by neither {@code "//"} nor {@code "/"}: the IRI form of an
 * {@link OpaqueUri}, such as {@code mailto:jürgen@example.org} or {@code urn:example:straße}.
 */
public final class OpaqueIri extends Iri {

  OpaqueIri(String text, int schemeEnd, int pathStart, int queryMark, int fragmentMark, OpaqueUri uri) {
    super(text, schemeEnd, -1, -1, pathStart, queryMark, fragmentMark, uri);
  }

  @Override
  public OpaqueUri toUri() {
    return (OpaqueUri) uri;
  }
}
