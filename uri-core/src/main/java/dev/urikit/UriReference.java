package dev.urikit;

import dev.urikit.internal.IpLiterals;
import dev.urikit.internal.Offsets;
import dev.urikit.internal.Recomposition;
import dev.urikit.spi.Scheme;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * A URI reference of RFC 3986 section 4.1: a {@link Uri} (with a scheme) or a
 * {@link RelativeReference} (without).
 *
 * <pre>{@code
 * UriReference ref = UriReference.parse("../a?b#c");   // a RelativeReference
 * ref.path()       // "../a"
 * ref.query()      // "b"
 * ref.toString()   // "../a?b#c"
 * }</pre>
 *
 * <p>Values are immutable and thread-safe. Each holds the text it was parsed from and the offsets of
 * its components: accessors return the components as written (percent-encoded), null when absent and
 * {@code ""} when present but empty; the {@code decoded...} twins decode them as UTF-8.
 * {@link #toString()} returns exactly the text that was parsed or built.
 *
 * <p>{@code equals}, {@code hashCode} and {@code compareTo} follow {@link Equivalence#SCHEME} for a
 * {@link Uri} and {@link Equivalence#SYNTAX} for a relative reference, so that
 * {@code http://EXAMPLE.com:80} and {@code http://example.com/} are one key in a set once a scheme
 * module declares port 80 as http's default.
 */
public abstract sealed class UriReference implements Comparable<UriReference>
    permits Uri, RelativeReference {

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
  /** The registry this reference was parsed or built with, and the entry of its scheme in it. */
  final Registered binding;

  /** The equivalence key under this value's default policy, computed on first use. */
  private @Nullable String key;

  static {
    Offsets.install(new LayoutOffsets());
  }

  UriReference(
      String text,
      int schemeEnd,
      int hostStart,
      int hostEnd,
      int pathStart,
      int queryMark,
      int fragmentMark,
      Registered binding) {
    this.text = text;
    this.schemeEnd = schemeEnd;
    this.hostStart = hostStart;
    this.hostEnd = hostEnd;
    this.pathStart = pathStart;
    this.queryMark = queryMark;
    this.fragmentMark = fragmentMark;
    this.binding = binding;
  }

  /**
   * Parses a URI reference with the {@linkplain SchemeRegistry#installed() installed} schemes.
   *
   * @throws UriSyntaxException if {@code text} is not a URI-reference (RFC 3986 section 4.1), or its
   *     scheme's module refuses it
   */
  public static UriReference parse(String text) {
    return parse(text, SchemeRegistry.installed());
  }

  /** Parses a URI reference, consulting {@code registry} for scheme-specific rules. */
  public static UriReference parse(String text, SchemeRegistry registry) {
    UriReference result = ReferenceParser.parse(text, registry, ReferenceParser.Mode.REFERENCE_THROWING);
    if (result == null) {
      throw new AssertionError("parser returned null in throwing mode");
    }
    return result;
  }

  /** Like {@link #parse(String)}, but null where that throws. */
  public static @Nullable UriReference parseOrNull(String text) {
    return parseOrNull(text, SchemeRegistry.installed());
  }

  /** Like {@link #parse(String, SchemeRegistry)}, but null where that throws. */
  public static @Nullable UriReference parseOrNull(String text, SchemeRegistry registry) {
    return ReferenceParser.parse(text, registry, ReferenceParser.Mode.REFERENCE_LENIENT);
  }

  /**
   * The reference whose components {@code composed} joined, all of them valid for their component and
   * together forming a URI reference; a URI's scheme checks it (throwing {@link UriSyntaxException}).
   */
  static UriReference of(Recomposition.Composed composed, SchemeRegistry registry) {
    Recomposition.Composed c = composed;
    if (c.schemeEnd() < 0) {
      return new RelativeReference(c.text(), c.hostStart(), c.hostEnd(), c.pathStart(), c.queryMark(),
          c.fragmentMark(), registry.unregistered);
    }
    Uri uri = ReferenceParser.uri(c.text(), c.schemeEnd(), c.hostStart(), c.hostEnd(), c.pathStart(), c.queryMark(),
        c.fragmentMark(), registry, ReferenceParser.OnError.THROW);
    if (uri == null) {
      throw new AssertionError("the throwing check returned no URI");
    }
    return uri;
  }

  /** A builder for a new reference. */
  public static UriBuilder builder() {
    return new UriBuilder();
  }

  /** A builder holding this reference's components, for an edited copy. */
  public UriBuilder toBuilder() {
    return new UriBuilder(this);
  }

  /**
   * A copy with the query replaced by {@code raw} (as written, without the {@code "?"}), or without a
   * query when null: {@code parse("a?b#c").withQuery("d")} is {@code a?d#c}.
   *
   * @throws IllegalArgumentException if {@code raw} is not a valid query (RFC 3986 section 3.4)
   */
  public UriReference withQuery(@Nullable String raw) {
    int keptEnd = pathEnd();
    int tailStart = queryEnd();
    int newQueryMark = -1;
    int newFragmentMark = -1;
    StringBuilder sb = new StringBuilder(keptEnd + (raw == null ? 0 : raw.length() + 1) + text.length() - tailStart);
    sb.append(text, 0, keptEnd);
    if (raw != null) {
      newQueryMark = sb.length();
      sb.append('?').append(UriBuilder.checked("query", raw, CharClass.QUERY));
    }
    if (fragmentMark >= 0) {
      newFragmentMark = sb.length();
      sb.append(text, tailStart, text.length());
    }
    return of(new Recomposition.Composed(sb.toString(), schemeEnd, hostStart, hostEnd, pathStart, newQueryMark,
        newFragmentMark), registry());
  }

  /**
   * A copy with the fragment replaced by {@code raw} (as written, without the {@code "#"}), or without a
   * fragment when null: {@code parse("a#b").withFragment(null)} is {@code a}.
   *
   * @throws IllegalArgumentException if {@code raw} is not a valid fragment (RFC 3986 section 3.5)
   */
  public UriReference withFragment(@Nullable String raw) {
    int keptEnd = queryEnd();
    if (raw == null) {
      return of(new Recomposition.Composed(text.substring(0, keptEnd), schemeEnd, hostStart, hostEnd, pathStart,
          queryMark, -1), registry());
    }
    String fragment = UriBuilder.checked("fragment", raw, CharClass.FRAGMENT);
    String edited = new StringBuilder(keptEnd + 1 + fragment.length()).append(text, 0, keptEnd).append('#')
        .append(fragment).toString();
    return of(new Recomposition.Composed(edited, schemeEnd, hostStart, hostEnd, pathStart, queryMark, keptEnd),
        registry());
  }

  /** The scheme as written ({@code "HTTP"} stays upper case), or null for a relative reference. */
  public @Nullable String scheme() {
    return schemeEnd < 0 ? null : text.substring(0, schemeEnd);
  }

  /** The path as written; never null, possibly empty. */
  public String path() {
    return text.substring(pathStart, pathEnd());
  }

  /**
   * The path split at each {@code "/"} and decoded: {@code "/a/b%2Fc/"} gives {@code ["a", "b/c", ""]},
   * {@code "a/b"} gives {@code ["a", "b"]}, {@code ""} gives {@code []}, {@code "/"} gives {@code [""]}.
   * The list is unmodifiable. A leading {@code "/"} starts no segment of its own.
   */
  public List<String> pathSegments() {
    int end = pathEnd();
    int i = pathStart;
    if (i == end) {
      return List.of();
    }
    if (text.charAt(i) == '/') {
      i++;
    }
    List<String> segments = new ArrayList<>();
    int segmentStart = i;
    for (; i < end; i++) {
      if (text.charAt(i) == '/') {
        segments.add(PercentEncoding.decode(text, segmentStart, i));
        segmentStart = i + 1;
      }
    }
    segments.add(PercentEncoding.decode(text, segmentStart, end));
    return Collections.unmodifiableList(segments);
  }

  /** The path decoded as UTF-8; {@code %2F} becomes a {@code "/"} like any other, so prefer {@link #pathSegments()}. */
  public String decodedPath() {
    return PercentEncoding.decode(text, pathStart, pathEnd());
  }

  /** The query as written, without the {@code "?"}; null when there is none, {@code ""} for a bare {@code "?"}. */
  public @Nullable String query() {
    return queryMark < 0 ? null : text.substring(queryMark + 1, queryEnd());
  }

  /** The query decoded as UTF-8 ({@code "+"} stays a plus sign), or null. */
  public @Nullable String decodedQuery() {
    return queryMark < 0 ? null : PercentEncoding.decode(text, queryMark + 1, queryEnd());
  }

  /**
   * The query read as {@code name=value} pairs separated by {@code "&"}, the convention of HTML forms
   * ({@link QueryStyle#FORM}: {@code "+"} is a space), decoded as UTF-8, in order; empty when there is no query.
   *
   * <pre>{@code
   * Uri.parse("s://h/?q=a+b&lang=en&lang=fr&flag").queryParameters()   // [q=a b, lang=en, lang=fr, flag]
   * }</pre>
   *
   * <p>RFC 3986 section 3.4 gives a query no inner structure; the form convention is the one that HTTP,
   * most other schemes and {@link UriBuilder#addQueryParameter} use. See {@link QueryParameters} for the rules.
   */
  public QueryParameters queryParameters() {
    return QueryParameters.parse(query(), QueryStyle.FORM);
  }

  /**
   * The query read as {@code name=value} pairs in {@code style}: {@link QueryStyle#RFC3986} keeps
   * {@code "+"} a plus ({@code ?q=1+1} reads {@code "1+1"}), {@link QueryStyle#FORM} makes it a space.
   */
  public QueryParameters queryParameters(QueryStyle style) {
    return QueryParameters.parse(query(), style);
  }

  /**
   * The decoded value of the first parameter named {@code name} ({@link #queryParameters()}); null when
   * there is none, or when it has no {@code "="}.
   *
   * <pre>{@code
   * Uri uri = Uri.parse("http://h/?q=a%20b&q=c&page=");
   * uri.queryParameter("q")      // "a b"
   * uri.queryParameter("page")   // ""
   * uri.queryParameter("x")      // null
   * }</pre>
   */
  public @Nullable String queryParameter(String name) {
    return queryParameters().first(name);
  }

  /**
   * The decoded values of every parameter named {@code name}, in order ({@link #queryParameters()}); null
   * stands for one without {@code "="}: {@code ?tag=a&tag&tag=b} gives {@code ["a", null, "b"]}.
   */
  public List<@Nullable String> queryParameterValues(String name) {
    return queryParameters().values(name);
  }

  /**
   * The distinct decoded names of the query's parameters in order of first appearance
   * ({@link #queryParameters()}): {@code ?b=1&a=2&b=3} gives {@code ["b", "a"]}.
   */
  public List<String> queryParameterNames() {
    return queryParameters().names();
  }

  /** The fragment as written, without the {@code "#"}; null when there is none. */
  public @Nullable String fragment() {
    return fragmentMark < 0 ? null : text.substring(fragmentMark + 1);
  }

  /** The fragment decoded as UTF-8, or null. */
  public @Nullable String decodedFragment() {
    return fragmentMark < 0 ? null : PercentEncoding.decode(text, fragmentMark + 1, text.length());
  }

  /**
   * This reference as an IRI reference for display (RFC 3987 section 3.2): percent-encoded UTF-8
   * decoded where the character is safe to show, A-labels of a DNS host as U-labels.
   *
   * <table>
   *   <caption>Examples, with the http module</caption>
   *   <tr><th>URI</th><th>IRI</th></tr>
   *   <tr><td>{@code http://www.example.org/D%C3%BCrst}</td><td>{@code http://www.example.org/Dürst}</td></tr>
   *   <tr><td>{@code http://www.example.org/D%FCrst}</td><td>{@code http://www.example.org/D%FCrst}: not UTF-8</td></tr>
   *   <tr><td>{@code http://xn--99zt52a.example.org/%e2%80%ae}</td><td>{@code http://納豆.example.org/%E2%80%AE}:
   *       U+202E, a bidi control, is re-encoded</td></tr>
   *   <tr><td>{@code http://example.com/a%2Fb%20c}</td><td>unchanged: US-ASCII triplets stay as written</td></tr>
   * </table>
   *
   * <p>What stays encoded: octets that are not well-formed UTF-8, US-ASCII, characters that are not
   * {@code ucschar} (private use included), bidi formatting and other format characters, spaces and
   * separators, controls, unassigned code points, and look-alikes of delimiters (the fullwidth solidus,
   * the ideographic full stop). An A-label stays when the installed {@link dev.urikit.spi.IdnaMapping}
   * gives no U-label that maps back to it; with the UTS #46 module installed, its spoof checks apply.
   * {@code toIri().toUri()} is equal to this reference, always.
   */
  public IriReference toIri() {
    return IriMapping.toIri(this);
  }

  /** Whether this is a {@link RelativeReference}. */
  public final boolean isRelative() {
    return schemeEnd < 0;
  }

  /** The text this reference was parsed or built from, unchanged. */
  @Override
  public final String toString() {
    return text;
  }

  /** Equal when the keys of the default policy are equal: {@link Equivalence#SCHEME} for URIs, {@link Equivalence#SYNTAX} for relative references. */
  @Override
  public final boolean equals(@Nullable Object o) {
    if (this == o) {
      return true;
    }
    return o instanceof UriReference other
        && isRelative() == other.isRelative()
        && defaultKey().equals(other.defaultKey());
  }

  @Override
  public final int hashCode() {
    return defaultKey().hashCode();
  }

  /** Orders by the default policy's key; relative references before URIs. Consistent with {@link #equals}. */
  @Override
  public final int compareTo(UriReference other) {
    if (isRelative() != other.isRelative()) {
      return isRelative() ? -1 : 1;
    }
    return defaultKey().compareTo(other.defaultKey());
  }

  /** Whether this and {@code other} are equivalent under {@code policy}. */
  public final boolean isEquivalentTo(UriReference other, Equivalence policy) {
    return isRelative() == other.isRelative() && equivalenceKey(policy).equals(other.equivalenceKey(policy));
  }

  /** The string under which equivalent references are equal, for {@code policy}. */
  public final String equivalenceKey(Equivalence policy) {
    if (policy == defaultPolicy()) {
      return defaultKey();
    }
    return Normalization.key(this, policy);
  }

  /**
   * Syntax-based normalization then, for a URI of a registered scheme, scheme-based normalization
   * (RFC 3986 sections 6.2.2 and 6.2.3).
   */
  public abstract UriReference normalize();

  /** Normalization up to {@code level}. */
  public abstract UriReference normalize(NormalizationLevel level);

  private Equivalence defaultPolicy() {
    return isRelative() ? Equivalence.SYNTAX : Equivalence.SCHEME;
  }

  /** The default policy's key, computed once; never throws, whatever the scheme's hooks do. */
  private String defaultKey() {
    String k = key;
    if (k == null) {
      k = Normalization.defaultKey(this);
      if (k.equals(text)) {
        // A reference in normal form keeps one string, not two equal ones.
        k = text;
      }
      key = k;
    }
    return k;
  }

  /** The registered scheme that validated this URI, or null. */
  final @Nullable Scheme registered() {
    return binding.scheme;
  }

  /** The registry this reference was parsed or built with. */
  final SchemeRegistry registry() {
    return binding.registry;
  }

  // Authority views shared by HierarchicalUri and RelativeReference, which expose them publicly.

  final boolean hasAuthority() {
    return hostStart >= 0;
  }

  final @Nullable String authority0() {
    return hostStart < 0 ? null : text.substring(schemeEnd + 3, pathStart);
  }

  final @Nullable String userInfo0() {
    return hasUserInfo() ? text.substring(schemeEnd + 3, hostStart - 1) : null;
  }

  final @Nullable String decodedUserInfo0() {
    return hasUserInfo() ? PercentEncoding.decode(text, schemeEnd + 3, hostStart - 1) : null;
  }

  final @Nullable String host0() {
    return hostStart < 0 ? null : text.substring(hostStart, hostEnd);
  }

  final @Nullable String decodedHost0() {
    if (hostStart < 0) {
      return null;
    }
    return hostType0() == HostType.REG_NAME ? PercentEncoding.decode(text, hostStart, hostEnd) : host0();
  }

  final @Nullable HostType hostType0() {
    if (hostStart < 0) {
      return null;
    }
    if (binding.hostIsDnsName()) {
      return HostType.REG_NAME;
    }
    if (hostStart < hostEnd && text.charAt(hostStart) == '[') {
      return (text.charAt(hostStart + 1) | 0x20) == 'v' ? HostType.IPVFUTURE : HostType.IPV6;
    }
    return IpLiterals.isIpv4(text, hostStart, hostEnd) ? HostType.IPV4 : HostType.REG_NAME;
  }

  final @Nullable String port0() {
    return hostStart < 0 || hostEnd == pathStart ? null : text.substring(hostEnd + 1, pathStart);
  }

  final @Nullable Integer portNumber0() {
    if (hostStart < 0 || hostEnd + 1 >= pathStart) {
      return null;
    }
    int value = portValue0();
    return value == Integer.MAX_VALUE && !fitsInt(text, hostEnd + 1, pathStart) ? null : value;
  }

  private static boolean fitsInt(String s, int start, int end) {
    long value = 0;
    for (int i = start; i < end; i++) {
      value = value * 10 + (s.charAt(i) - '0');
      if (value > Integer.MAX_VALUE) {
        return false;
      }
    }
    return true;
  }

  private boolean hasUserInfo() {
    return hostStart > schemeEnd + 3 && text.charAt(hostStart - 1) == '@';
  }

  /** The port's digits as a number, saturating at {@link Integer#MAX_VALUE}; 0 when there are none. */
  final int portValue0() {
    int value = 0;
    for (int i = hostEnd + 1; i < pathStart; i++) {
      int digit = text.charAt(i) - '0';
      value = value > (Integer.MAX_VALUE - digit) / 10 ? Integer.MAX_VALUE : value * 10 + digit;
    }
    return value;
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

  /** The offsets behind {@link dev.urikit.spi.UriLayout}. */
  private static final class LayoutOffsets extends Offsets {
    @Override
    public int schemeEnd(UriReference ref) {
      return ref.schemeEnd;
    }

    @Override
    public int hostStart(UriReference ref) {
      return ref.hostStart;
    }

    @Override
    public int hostEnd(UriReference ref) {
      return ref.hostEnd;
    }

    @Override
    public @Nullable HostType hostType(UriReference ref) {
      return ref.hostType0();
    }

    @Override
    public boolean hostIsDnsName(UriReference ref) {
      return ref.binding.hostIsDnsName();
    }

    @Override
    public int portValue(UriReference ref) {
      return ref.portValue0();
    }

    @Override
    public int pathStart(UriReference ref) {
      return ref.pathStart;
    }

    @Override
    public int pathEnd(UriReference ref) {
      return ref.pathEnd();
    }

    @Override
    public int queryMark(UriReference ref) {
      return ref.queryMark;
    }

    @Override
    public int queryEnd(UriReference ref) {
      return ref.queryEnd();
    }

    @Override
    public int fragmentMark(UriReference ref) {
      return ref.fragmentMark;
    }
  }
}
