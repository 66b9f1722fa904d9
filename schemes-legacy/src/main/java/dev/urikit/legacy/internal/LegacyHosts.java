package dev.urikit.legacy.internal;

import dev.urikit.HostType;
import dev.urikit.Uri;
import dev.urikit.spi.SchemeViolation;
import dev.urikit.spi.UriLayout;
import org.jspecify.annotations.Nullable;

/**
 * The host of a gopher, telnet, wais or prospero URL: {@code host = hostname | hostnumber} (RFC 1738
 * sections 3.1 and 5), that is a DNS host name, an IPv4 address, or, since RFC 3986 section 3.2.2, an
 * IPv6 literal. It reads the facts the parser recorded ({@link UriLayout#hostType},
 * {@link UriLayout#hostIsDnsName}) and scans the name only when the parser did not look at it (after
 * user information, or in a URI a builder assembled); it allocates nothing on success.
 *
 * <table>
 *   <caption>Hosts</caption>
 *   <tr><th>host</th><th>code</th></tr>
 *   <tr><td>{@code example.com}, {@code Example.COM.}, {@code 192.0.2.1}, {@code [2001:db8::1]}</td><td>accepted</td></tr>
 *   <tr><td>{@code ""}</td><td>{@code <scheme>.host.empty}</td></tr>
 *   <tr><td>{@code [v1.x]}</td><td>{@code <scheme>.host.ipvfuture}</td></tr>
 *   <tr><td>{@code a_b}, {@code ex%61mple.com}, {@code -a.b}, {@code a..b}, {@code 1.2.3}</td><td>{@code <scheme>.host.name}</td></tr>
 * </table>
 */
public final class LegacyHosts {

  private static final int MAX_LABEL = 63;
  private static final int MAX_NAME = 253;

  private LegacyHosts() {}

  /** The codes and rule texts of one scheme's host violations, made once per scheme. */
  public static final class Rules {
    final String emptyCode;
    final String emptyRule;
    final String futureCode;
    final String futureRule;
    final String nameCode;
    final String nameRule;

    /**
     * The rules of {@code scheme}, whose host syntax {@code section} names ({@code "RFC 4266 section 2"}).
     */
    public Rules(String scheme, String section) {
      this.emptyCode = scheme + ".host.empty";
      this.emptyRule = "a " + scheme + " URL needs a non-empty host (" + section + ", RFC 1738 section 3.1)";
      this.futureCode = scheme + ".host.ipvfuture";
      this.futureRule = "an IPvFuture host cannot be reached by " + scheme + " (" + section + ", RFC 1738 section 3.1)";
      this.nameCode = scheme + ".host.name";
      this.nameRule = "the host must be a DNS host name (labels of 1 to 63 letters, digits and inner '-', the last "
          + "beginning with a letter, 253 characters at most) or an IP address (" + section
          + ", hostname in RFC 1738 section 5, RFC 1123 section 2.1)";
    }
  }

  /** The first violation of {@code rules} in the host of {@code uri}, which has an authority, or null. */
  public static @Nullable SchemeViolation check(Uri uri, Rules rules) {
    int start = UriLayout.hostStart(uri);
    HostType type = UriLayout.hostType(uri);
    if (type == HostType.IPVFUTURE) {
      return new SchemeViolation(start, rules.futureCode, rules.futureRule);
    }
    if (type != HostType.REG_NAME || UriLayout.hostIsDnsName(uri)) {
      return null;
    }
    int end = UriLayout.hostEnd(uri);
    if (start == end) {
      return new SchemeViolation(start, rules.emptyCode, rules.emptyRule);
    }
    int bad = firstNonDnsIndex(uri.toString(), start, end);
    return bad < 0 ? null : new SchemeViolation(bad, rules.nameCode, rules.nameRule);
  }

  /**
   * Where {@code s[start, end)} stops being a DNS host name, or -1 when it is one: dot-separated labels of
   * 1 to 63 letters, digits and inner hyphens, the last beginning with a letter, at most 253 characters
   * besides one final dot.
   */
  static int firstNonDnsIndex(String s, int start, int end) {
    int length = end - start;
    if (s.charAt(end - 1) == '.') {
      length--;
      end--;
      if (end == start) {
        return start;
      }
    }
    if (length > MAX_NAME) {
      return start + MAX_NAME;
    }
    int labelStart = start;
    for (int i = start; i <= end; i++) {
      char c = i < end ? s.charAt(i) : '.';
      if (c == '.') {
        int label = i - labelStart;
        if (label == 0 || label > MAX_LABEL) {
          return label == 0 ? i : labelStart + MAX_LABEL;
        }
        if (s.charAt(i - 1) == '-') {
          return i - 1;
        }
        if (i == end && !isLetter(s.charAt(labelStart))) {
          return labelStart;
        }
        labelStart = i + 1;
      } else if (!isLetter(c) && !(c >= '0' && c <= '9') && !(c == '-' && i > labelStart)) {
        return i;
      }
    }
    return -1;
  }

  private static boolean isLetter(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  }
}
