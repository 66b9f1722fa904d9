package dev.urikit;

import dev.urikit.internal.IpLiterals;
import org.jspecify.annotations.Nullable;

/**
 * An IRI reference of RFC 3987 section 2.2: an {@link Iri} (with a scheme) or a
 * {@link RelativeIriReference} (without). It is a URI reference whose components may also hold the
 * characters of the UCS beyond US-ASCII ({@code ucschar}), and in the query private-use characters
 * ({@code iprivate}).
 *
 * <pre>{@code
 * IriReference ref = IriReference.parse("../straße?q=ü");   // a RelativeIriReference
 * ref.path()                  // "../straße"
 * ref.toUri().toString()      // "../stra%C3%9Fe?q=%C3%BC"
 * }</pre>
 *
 * <p>Every URI reference is an IRI reference and parses unchanged, with the same components. Parsing
 * reads the text once, by the same scanner as {@link UriReference#parse(String)}, and fails with the same
 * {@link UriSyntaxException} kinds; an index in an error counts UTF-16 units (Java {@code char}s) of the
 * text given, so a character outside the Basic Multilingual Plane counts two.
 *
 * <p>Each value keeps its text and the offsets of its components, and the URI reference it maps to
 * (RFC 3987 section 3.1), which is made and checked by its scheme's module when the IRI is parsed:
 * {@link #toUri()}. {@code equals}, {@code hashCode} and {@code compareTo} are those of that URI
 * reference (section 5.3), so {@code https://Bücher.example/ä} and
 * {@code https://xn--bcher-kva.example/%C3%A4} are one key in a set, while {@link #toString()} gives back
 * the text as written.
 */
public abstract sealed class IriReference implements Comparable<IriReference>
    permits Iri, RelativeIriReference {

  final String text;
  /** Index of the ':' after the scheme, or -1. */
  final int schemeEnd;
  /** Start of the host, or -1 when there is no authority. */
  final int hostStart;
  /** End of the host (exclusive); a port follows when it is below {@link #pathStart}. */
  final int hostEnd;
  /** Start of the path, which is also the end of the authority. */
  final int pathStart;
  /** Index of the '?' that starts the query, or -1. */
  final int queryMark;
  /** Index of the '#' that starts the fragment, or -1. */
  final int fragmentMark;
  /** The URI reference this maps to; the same text when this is a URI reference already. */
  final UriReference uri;

  IriReference(String text, int schemeEnd, int hostStart, int hostEnd, int pathStart, int queryMark,
      int fragmentMark, UriReference uri) {
    this.text = text;
    this.schemeEnd = schemeEnd;
    this.hostStart = hostStart;
    this.hostEnd = hostEnd;
    this.pathStart = pathStart;
    this.queryMark = queryMark;
    this.fragmentMark = fragmentMark;
    this.uri = uri;
  }

  /**
   * Parses an IRI reference with the {@linkplain SchemeRegistry#installed() installed} schemes.
   *
   * @throws UriSyntaxException if {@code text} is not an IRI-reference (RFC 3987 section 2.2), a DNS host
   *     has no A-label, or the scheme's module refuses the URI it maps to
   */
  public static IriReference parse(String text) {
    return parse(text, SchemeRegistry.installed());
  }

  /** Parses an IRI reference, consulting {@code registry} for scheme-specific rules. */
  public static IriReference parse(String text, SchemeRegistry registry) {
    IriReference result = ReferenceParser.parseIri(text, registry, ReferenceParser.Mode.IRI_REFERENCE_THROWING);
    if (result == null) {
      throw new AssertionError("parser returned null in throwing mode");
    }
    return result;
  }

  /** Like {@link #parse(String)}, but null where that throws. */
  public static @Nullable IriReference parseOrNull(String text) {
    return parseOrNull(text, SchemeRegistry.installed());
  }

  /** Like {@link #parse(String, SchemeRegistry)}, but null where that throws. */
  public static @Nullable IriReference parseOrNull(String text, SchemeRegistry registry) {
    return ReferenceParser.parseIri(text, registry, ReferenceParser.Mode.IRI_REFERENCE_LENIENT);
  }

  /**
   * The URI reference this IRI reference maps to (RFC 3987 section 3.1): every character beyond US-ASCII
   * as its UTF-8 octets, percent-encoded with upper-case digits, except in the host of a scheme whose
   * hosts are DNS names ({@link dev.urikit.spi.Scheme#hasDnsHosts()}), which becomes its A-label.
   *
   * <table>
   *   <caption>Examples, with the http module</caption>
   *   <tr><th>IRI</th><th>URI</th></tr>
   *   <tr><td>{@code https://bücher.example/straße?q=ü}</td><td>{@code https://xn--bcher-kva.example/stra%C3%9Fe?q=%C3%BC}</td></tr>
   *   <tr><td>{@code foo://bücher/ä}</td><td>{@code foo://b%C3%BCcher/%C3%A4}</td></tr>
   *   <tr><td>{@code http://example.com/a}</td><td>{@code http://example.com/a} (a URI maps to itself)</td></tr>
   * </table>
   */
  public UriReference toUri() {
    return uri;
  }

  /** The scheme as written, or null for a relative reference. */
  public @Nullable String scheme() {
    return schemeEnd < 0 ? null : text.substring(0, schemeEnd);
  }

  /** The path as written; never null, possibly empty. */
  public String path() {
    return text.substring(pathStart, pathEnd());
  }

  /** The path with its percent-encoded octets decoded as UTF-8. */
  public String decodedPath() {
    return PercentEncoding.decode(text, pathStart, pathEnd());
  }

  /** The query as written, without the {@code "?"}; null when there is none. */
  public @Nullable String query() {
    return queryMark < 0 ? null : text.substring(queryMark + 1, queryEnd());
  }

  /** The query with its percent-encoded octets decoded as UTF-8, or null. */
  public @Nullable String decodedQuery() {
    return queryMark < 0 ? null : PercentEncoding.decode(text, queryMark + 1, queryEnd());
  }

  /** The fragment as written, without the {@code "#"}; null when there is none. */
  public @Nullable String fragment() {
    return fragmentMark < 0 ? null : text.substring(fragmentMark + 1);
  }

  /** The fragment with its percent-encoded octets decoded as UTF-8, or null. */
  public @Nullable String decodedFragment() {
    return fragmentMark < 0 ? null : PercentEncoding.decode(text, fragmentMark + 1, text.length());
  }

  /** Whether this is a {@link RelativeIriReference}. */
  public final boolean isRelative() {
    return schemeEnd < 0;
  }

  /** Whether the text is a URI reference already, all US-ASCII: then {@link #toUri()} has the same text. */
  public final boolean isUri() {
    return uri.text == text;
  }

  /** The text this reference was parsed or built from, unchanged. */
  @Override
  public final String toString() {
    return text;
  }

  /** Equal when the URI references they map to are equal (RFC 3987 section 5.3): {@link UriReference#equals}. */
  @Override
  public final boolean equals(@Nullable Object o) {
    return this == o || o instanceof IriReference other && uri.equals(other.uri);
  }

  @Override
  public final int hashCode() {
    return uri.hashCode();
  }

  /** Orders as the URI references they map to do; consistent with {@link #equals}. */
  @Override
  public final int compareTo(IriReference other) {
    return uri.compareTo(other.uri);
  }

  /**
   * Whether this and {@code other} are equivalent under {@code policy}: {@link Equivalence#EXACT} compares
   * the IRIs' own text, character for character, and never their URIs (RFC 3987 section 5.3.1); the other
   * policies compare the URIs they map to (sections 5.3.2 and 5.3.3).
   */
  public final boolean isEquivalentTo(IriReference other, Equivalence policy) {
    return policy == Equivalence.EXACT
        ? isRelative() == other.isRelative() && text.equals(other.text)
        : uri.isEquivalentTo(other.uri, policy);
  }

  // Authority views shared by HierarchicalIri and RelativeIriReference, which expose them publicly.

  final @Nullable String authority0() {
    return hostStart < 0 ? null : text.substring(schemeEnd + 3, pathStart);
  }

  final @Nullable String userInfo0() {
    return hostStart > schemeEnd + 3 && text.charAt(hostStart - 1) == '@'
        ? text.substring(schemeEnd + 3, hostStart - 1)
        : null;
  }

  final @Nullable String host0() {
    return hostStart < 0 ? null : text.substring(hostStart, hostEnd);
  }

  final @Nullable HostType hostType0() {
    if (hostStart < 0) {
      return null;
    }
    if (hostStart < hostEnd && text.charAt(hostStart) == '[') {
      return (text.charAt(hostStart + 1) | 0x20) == 'v' ? HostType.IPVFUTURE : HostType.IPV6;
    }
    return IpLiterals.isIpv4(text, hostStart, hostEnd) ? HostType.IPV4 : HostType.REG_NAME;
  }

  final @Nullable String port0() {
    return hostStart < 0 || hostEnd == pathStart ? null : text.substring(hostEnd + 1, pathStart);
  }

  final int pathEnd() {
    if (queryMark >= 0) {
      return queryMark;
    }
    return fragmentMark >= 0 ? fragmentMark : text.length();
  }

  final int queryEnd() {
    return fragmentMark >= 0 ? fragmentMark : text.length();
  }
}
