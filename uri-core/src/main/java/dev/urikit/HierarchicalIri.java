package dev.urikit;

import org.jspecify.annotations.Nullable;

/**
 * An IRI whose scheme is followed by {@code "//"} or {@code "/"}: the IRI form of a
 * {@link HierarchicalUri}, with its authority components as written.
 *
 * <table>
 *   <caption>Components of {@code http://jürgen@bücher.example:8080/ä?q}</caption>
 *   <tr><th>accessor</th><th>result</th></tr>
 *   <tr><td>{@code userInfo()}</td><td>{@code jürgen}</td></tr>
 *   <tr><td>{@code host()}</td><td>{@code bücher.example}</td></tr>
 *   <tr><td>{@code port()}</td><td>{@code "8080"}</td></tr>
 *   <tr><td>{@code toUri()}</td><td>{@code http://j%C3%BCrgen@xn--bcher-kva.example:8080/%C3%A4?q}</td></tr>
 * </table>
 */
public final class HierarchicalIri extends Iri {

  HierarchicalIri(String text, int schemeEnd, int hostStart, int hostEnd, int pathStart, int queryMark,
      int fragmentMark, HierarchicalUri uri) {
    super(text, schemeEnd, hostStart, hostEnd, pathStart, queryMark, fragmentMark, uri);
  }

  /**
   * Parses an IRI that must be hierarchical, with the installed schemes, as
   * {@link HierarchicalUri#parse(String)} parses a URI.
   *
   * <pre>{@code
   * HierarchicalIri.parse("http://bücher.example/").host()   // "bücher.example"
   * }</pre>
   *
   * @throws UriSyntaxException if {@code text} is not an IRI, or is an opaque one: kind
   *     {@link UriSyntaxException.Kind#INVALID_CHARACTER} at the index after the scheme's {@code ":"}
   */
  public static HierarchicalIri parse(String text) {
    Iri iri = Iri.parse(text);
    if (iri instanceof HierarchicalIri hierarchical) {
      return hierarchical;
    }
    int index = iri.schemeEnd + 1;
    throw new UriSyntaxException(UriSyntaxException.Kind.INVALID_CHARACTER, index,
        "a hierarchical IRI has \"/\" after its scheme's ':', at index " + index);
  }

  /** The authority as written, without the leading {@code "//"}; null when there is none. */
  public @Nullable String authority() {
    return authority0();
  }

  /** The user information as written, without the {@code "@"}; null when there is none. */
  public @Nullable String userInfo() {
    return userInfo0();
  }

  /** The host as written: a Unicode name stays Unicode ({@link #toUri()} has its A-label); null when absent. */
  public @Nullable String host() {
    return host0();
  }

  /** Which of the four forms the host takes, or null when there is no authority. */
  public @Nullable HostType hostType() {
    return hostType0();
  }

  /** The port as written, without the {@code ":"}; null when absent. */
  public @Nullable String port() {
    return port0();
  }

  @Override
  public HierarchicalUri toUri() {
    return (HierarchicalUri) uri;
  }
}
