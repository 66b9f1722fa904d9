package dev.urikit.spi;

import dev.urikit.HostType;
import dev.urikit.Uri;
import dev.urikit.internal.Offsets;
import org.jspecify.annotations.Nullable;

/**
 * Where the parser found each component of a URI, and what it learned about them, for a
 * {@link Scheme#validate(Uri)} hook that must not scan the text again nor allocate.
 *
 * <table>
 *   <caption>{@code http://user@example.com:8080/a/b?q#f}</caption>
 *   <tr><th>call</th><th>result</th></tr>
 *   <tr><td>{@code schemeEnd(uri)}</td><td>4 (the ':')</td></tr>
 *   <tr><td>{@code authorityStart(uri)}</td><td>7</td></tr>
 *   <tr><td>{@code hasUserInfo(uri)}</td><td>true (it ends at {@code hostStart(uri) - 1}, the '@')</td></tr>
 *   <tr><td>{@code hostStart(uri)}, {@code hostEnd(uri)}</td><td>12, 23; {@code hostType(uri)} REG_NAME</td></tr>
 *   <tr><td>{@code hostIsDnsName(uri)}</td><td>true when the scheme {@linkplain Scheme#hasDnsHosts() has
 *       DNS hosts}, as http's has; false for a scheme without them</td></tr>
 *   <tr><td>{@code portValue(uri)}</td><td>8080</td></tr>
 *   <tr><td>{@code pathStart(uri)}, {@code pathEnd(uri)}</td><td>28, 32</td></tr>
 *   <tr><td>{@code queryStart(uri)}, {@code queryEnd(uri)}</td><td>33, 34 (after the '?')</td></tr>
 *   <tr><td>{@code fragmentStart(uri)}</td><td>35 (after the '#'; the fragment ends with the text)</td></tr>
 * </table>
 *
 * <p>Indexes are into {@code uri.toString()}. A start or end asked of a component that is absent throws
 * {@link IllegalStateException}; ask {@code hasX} first. Every method is a field read or a few
 * character comparisons.
 */
public final class UriLayout {

  /** Read once: a constant to the compiler, so that every accessor compiles to a field read. */
  private static final Offsets OFFSETS = Offsets.get();

  private UriLayout() {}

  /** The index of the {@code ':'} after the scheme. */
  public static int schemeEnd(Uri uri) {
    return OFFSETS.schemeEnd(uri);
  }

  /** Whether the scheme is followed by {@code "//"} and an authority. */
  public static boolean hasAuthority(Uri uri) {
    return OFFSETS.hostStart(uri) >= 0;
  }

  /** Where the authority starts: after {@code "//"}. */
  public static int authorityStart(Uri uri) {
    requireAuthority(uri);
    return OFFSETS.schemeEnd(uri) + 3;
  }

  /** Where the authority ends, which is where the path starts. */
  public static int authorityEnd(Uri uri) {
    requireAuthority(uri);
    return OFFSETS.pathStart(uri);
  }

  /** Whether the authority has user information; it spans {@code authorityStart} to {@code hostStart - 1}. */
  public static boolean hasUserInfo(Uri uri) {
    Offsets o = OFFSETS;
    int hostStart = o.hostStart(uri);
    return hostStart > o.schemeEnd(uri) + 3 && uri.toString().charAt(hostStart - 1) == '@';
  }

  /** Where the host starts (at its {@code '['} for an IP literal). */
  public static int hostStart(Uri uri) {
    requireAuthority(uri);
    return OFFSETS.hostStart(uri);
  }

  /** Where the host ends (after its {@code ']'} for an IP literal). */
  public static int hostEnd(Uri uri) {
    requireAuthority(uri);
    return OFFSETS.hostEnd(uri);
  }

  /** The form of the host, or null when there is no authority. */
  public static @Nullable HostType hostType(Uri uri) {
    return OFFSETS.hostType(uri);
  }

  /**
   * Whether the parser read the host as a DNS host name: labels of letters, digits and inner hyphens,
   * each of 1 to 63 characters, separated by dots, 253 characters at most besides one trailing dot (RFC
   * 1034 section 3.5, RFC 1123 section 2.1, RFC 1035 section 2.3.4), the last label beginning with a
   * letter (RFC 1123 section 2.1: "the highest-level component label will be alphabetic"), so that the
   * host is a {@link HostType#REG_NAME} and cannot be read as a number.
   *
   * <p>The parser looks while it reads the authority, and only for a scheme that
   * {@linkplain Scheme#hasDnsHosts() has DNS hosts}; the mapping of an IRI to its URI looks at the
   * A-labels it writes for a Unicode host; and resolution passes the fact on to a target that
   * keeps its base's authority. So false means "not known to be one": not such a name, or one the parser
   * did not look at (in a URI assembled by a builder or by resolution from a reference's authority).
   * The scheme then checks the host itself.
   */
  public static boolean hostIsDnsName(Uri uri) {
    return OFFSETS.hostIsDnsName(uri);
  }

  /** Whether the authority has a port of at least one digit ({@code "http://h:/"} has none). */
  public static boolean hasPort(Uri uri) {
    Offsets o = OFFSETS;
    return o.hostStart(uri) >= 0 && o.hostEnd(uri) + 1 < o.pathStart(uri);
  }

  /** Where the port's digits start: after the {@code ':'}. */
  public static int portStart(Uri uri) {
    requirePort(uri);
    return OFFSETS.hostEnd(uri) + 1;
  }

  /** The port's value, leading zeros ignored; {@link Integer#MAX_VALUE} for any larger number. */
  public static int portValue(Uri uri) {
    requirePort(uri);
    return OFFSETS.portValue(uri);
  }

  /** Where the path starts. */
  public static int pathStart(Uri uri) {
    return OFFSETS.pathStart(uri);
  }

  /** Where the path ends: at the {@code '?'}, the {@code '#'} or the end of the text. */
  public static int pathEnd(Uri uri) {
    return OFFSETS.pathEnd(uri);
  }

  /** Whether there is a query, possibly empty. */
  public static boolean hasQuery(Uri uri) {
    return OFFSETS.queryMark(uri) >= 0;
  }

  /** Where the query starts: after the {@code '?'}. */
  public static int queryStart(Uri uri) {
    int mark = OFFSETS.queryMark(uri);
    if (mark < 0) {
      throw new IllegalStateException("the URI has no query");
    }
    return mark + 1;
  }

  /** Where the query ends: at the {@code '#'} or the end of the text. */
  public static int queryEnd(Uri uri) {
    queryStart(uri);
    return OFFSETS.queryEnd(uri);
  }

  /** Whether there is a fragment, possibly empty. */
  public static boolean hasFragment(Uri uri) {
    return OFFSETS.fragmentMark(uri) >= 0;
  }

  /** Where the fragment starts: after the {@code '#'}; it runs to the end of the text. */
  public static int fragmentStart(Uri uri) {
    int mark = OFFSETS.fragmentMark(uri);
    if (mark < 0) {
      throw new IllegalStateException("the URI has no fragment");
    }
    return mark + 1;
  }

  private static void requireAuthority(Uri uri) {
    if (OFFSETS.hostStart(uri) < 0) {
      throw new IllegalStateException("the URI has no authority");
    }
  }

  private static void requirePort(Uri uri) {
    if (!hasPort(uri)) {
      throw new IllegalStateException("the URI has no port");
    }
  }
}
