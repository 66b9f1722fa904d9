package dev.urikit;

import dev.urikit.internal.DotSegments;
import org.jspecify.annotations.Nullable;

/**
 * A URI whose scheme is followed by {@code "//"} (an authority) or {@code "/"} (an absolute path):
 * the hierarchical form of RFC 2396 section 3, with the authority components of RFC 3986 section 3.2.
 *
 * <table>
 *   <caption>Components of {@code http://user@[2001:db8::7]:8080/a?q#f}</caption>
 *   <tr><th>accessor</th><th>result</th></tr>
 *   <tr><td>{@code authority()}</td><td>{@code user@[2001:db8::7]:8080}</td></tr>
 *   <tr><td>{@code userInfo()}</td><td>{@code user}</td></tr>
 *   <tr><td>{@code host()}</td><td>{@code [2001:db8::7]} (type {@code IPV6})</td></tr>
 *   <tr><td>{@code port()}</td><td>{@code "8080"}; {@code portNumber()} 8080</td></tr>
 *   <tr><td>{@code path()}</td><td>{@code /a}</td></tr>
 * </table>
 *
 * <p>{@code file:/etc/hosts} is hierarchical too, without an authority: its authority accessors
 * return null.
 */
public final class HierarchicalUri extends Uri {

  HierarchicalUri(
      String text,
      int schemeEnd,
      int hostStart,
      int hostEnd,
      int pathStart,
      int queryMark,
      int fragmentMark,
      Registered binding) {
    super(text, schemeEnd, hostStart, hostEnd, pathStart, queryMark, fragmentMark, binding);
  }

  /**
   * Parses a URI that must be hierarchical, with the installed schemes: {@code "//"} or {@code "/"}
   * follows its scheme's {@code ":"} (RFC 2396 section 3).
   *
   * <pre>{@code
   * HierarchicalUri.parse("http://a/b").host()   // "a"
   * HierarchicalUri.parse("mailto:a@b")          // UriSyntaxException: INVALID_CHARACTER at index 7
   * }</pre>
   *
   * @throws UriSyntaxException if {@code text} is not a URI, or is an opaque one: kind
   *     {@link UriSyntaxException.Kind#INVALID_CHARACTER} at the index after the scheme's {@code ":"}
   */
  public static HierarchicalUri parse(String text) {
    Uri uri = Uri.parse(text);
    if (uri instanceof HierarchicalUri hierarchical) {
      return hierarchical;
    }
    int index = uri.schemeEnd + 1;
    throw new UriSyntaxException(UriSyntaxException.Kind.INVALID_CHARACTER, index,
        "a hierarchical URI has \"/\" after its scheme's ':', at index " + index);
  }

  /** The authority as written, without the leading {@code "//"}; null when there is none. */
  public @Nullable String authority() {
    return authority0();
  }

  /** The user information as written, without the {@code "@"}; null when there is none. */
  public @Nullable String userInfo() {
    return userInfo0();
  }

  /** The user information decoded as UTF-8, or null. */
  public @Nullable String decodedUserInfo() {
    return decodedUserInfo0();
  }

  /** The host as written (IP literals keep their brackets); null when there is no authority, {@code ""} when empty. */
  public @Nullable String host() {
    return host0();
  }

  /** The host decoded as UTF-8 when it is a registered name, as written otherwise; null when absent. */
  public @Nullable String decodedHost() {
    return decodedHost0();
  }

  /**
   * The path as written with its dot-segments removed (RFC 3986 section 5.2.4), percent-encoded dots
   * ({@code %2E}) counted as dots as equality counts them; every other character stays as written:
   * {@code http://h/a/%2e%2E/b/./c%41} gives {@code /b/c%41}.
   */
  public String pathWithoutDotSegments() {
    return DotSegments.remove(path());
  }

  /**
   * The IP address the host names literally, with its {@link AddressCategory}, or null when the host is
   * a registered name (never resolved: no DNS lookup), an IPvFuture literal or absent. An IPv4-mapped
   * IPv6 literal gives its IPv4 address: {@code http://[::ffff:127.0.0.1]/} gives {@code 127.0.0.1},
   * {@code LOOPBACK} (see {@link HostAddress}).
   */
  public @Nullable HostAddress hostAddress() {
    return HostAddress.of(this);
  }

  /** Which of the four forms the host takes, or null when there is no authority. */
  public @Nullable HostType hostType() {
    return hostType0();
  }

  /** The port as written, without the {@code ":"}: null when absent, {@code ""} for {@code "http://h:/"}. */
  public @Nullable String port() {
    return port0();
  }

  /** This URI as an IRI for display (RFC 3987 section 3.2); see {@link UriReference#toIri()}. */
  @Override
  public HierarchicalIri toIri() {
    return (HierarchicalIri) super.toIri();
  }

  /** The port as a number; null when absent, empty, or too large for an {@code int} (see {@link #port()}). */
  public @Nullable Integer portNumber() {
    return portNumber0();
  }
}
