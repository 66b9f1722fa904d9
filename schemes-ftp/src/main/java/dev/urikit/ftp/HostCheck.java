package dev.urikit.ftp;

import dev.urikit.HostType;
import dev.urikit.Uri;
import dev.urikit.spi.SchemeViolation;
import dev.urikit.spi.UriLayout;
import org.jspecify.annotations.Nullable;

/**
 * The host of an ftp URL: a DNS name, an IPv4 address or an IPv6 literal (RFC 1738 section 3.1), checked
 * from the facts the parser recorded, without allocating on success.
 *
 * <table>
 *   <caption>Hosts</caption>
 *   <tr><th>host</th><th>result</th></tr>
 *   <tr><td>{@code ftp.example.com}, {@code FTP.Example.COM.}, {@code ex%61mple.com}, {@code 192.0.2.1},
 *       {@code [2001:db8::1]}</td><td>accepted</td></tr>
 *   <tr><td>{@code ""}</td><td>{@code ftp.host.empty}</td></tr>
 *   <tr><td>{@code [v1.x]}</td><td>{@code ftp.host.ipvfuture}</td></tr>
 *   <tr><td>{@code a!b}, {@code a%2Fb}, {@code %C3%A9}</td><td>{@code ftp.host.character}</td></tr>
 *   <tr><td>{@code a..b}, {@code -a.b}, a 64-letter label, 254 octets</td><td>{@code ftp.host.label},
 *       {@code ftp.host.length}</td></tr>
 *   <tr><td>{@code 256.1.1.1}, {@code 0x7f.1}, {@code 1}</td><td>{@code ftp.host.numeric}</td></tr>
 * </table>
 *
 * <p>A registered name is read octet by octet, each percent-triplet being one octet, so that it is
 * judged as a resolver would see it once decoded.
 */
final class HostCheck {

  private static final int MAX_LABEL = 63;
  private static final int MAX_NAME = 253;

  private static final String EMPTY = "an ftp URL needs a non-empty host (RFC 1738 section 3.1)";
  private static final String IPVFUTURE = "an IPvFuture host cannot be reached by FTP (RFC 1738 section 3.1)";
  private static final String CHARACTER = "the host must be a DNS name of letters, digits, '-', '_' and '.' "
      + "once percent-decoded, or an IP address (RFC 1738 section 3.1, RFC 1123 section 2.1)";
  private static final String LABEL = "a host label must be 1 to 63 octets and not start or end with '-' "
      + "(RFC 1034 section 3.5, RFC 1123 section 2.1)";
  private static final String LENGTH = "the host is longer than 253 octets (RFC 1035 section 2.3.4)";
  private static final String NUMERIC =
      "the host ends in a number but is not a dotted-quad IPv4 address (RFC 1738 section 3.1, RFC 3986 section 7.4)";

  private HostCheck() {}

  /** The first violation in the host of {@code uri}, which has an authority, or null. */
  static @Nullable SchemeViolation check(Uri uri) {
    int start = UriLayout.hostStart(uri);
    HostType type = UriLayout.hostType(uri);
    if (type == HostType.IPVFUTURE) {
      return new SchemeViolation(start, "ftp.host.ipvfuture", IPVFUTURE);
    }
    if (type != HostType.REG_NAME || UriLayout.hostIsDnsName(uri)) {
      // An IP address, or a name the parser read as a DNS host name, which has nothing to refuse here.
      return null;
    }
    return checkName(uri.toString(), start, UriLayout.hostEnd(uri));
  }

  /** The first violation in the registered name {@code s[start, end)}, whose triplets are well-formed, or null. */
  private static @Nullable SchemeViolation checkName(String s, int start, int end) {
    if (start == end) {
      return new SchemeViolation(start, "ftp.host.empty", EMPTY);
    }
    int octets = 0;
    int labelStart = start;
    int labelLength = 0;
    int previous = '.';
    int previousAt = start;
    boolean decimal = true;
    boolean hex = false;
    boolean lastNumeric = false;
    int lastLabelStart = start;
    int i = start;
    while (i < end) {
      int at = i;
      int b = s.charAt(i);
      if (b == '%') {
        b = Character.digit(s.charAt(i + 1), 16) << 4 | Character.digit(s.charAt(i + 2), 16);
        i += 3;
      } else {
        i++;
      }
      if (b == '.') {
        if (labelLength == 0 || previous == '-') {
          return new SchemeViolation(labelLength == 0 ? at : previousAt, "ftp.host.label", LABEL);
        }
        lastNumeric = decimal || hex;
        lastLabelStart = labelStart;
        labelStart = i;
        labelLength = 0;
        octets++;
        previous = b;
        continue;
      }
      if (!isNameOctet(b)) {
        return new SchemeViolation(at, "ftp.host.character", CHARACTER);
      }
      if ((b == '-' && labelLength == 0) || ++labelLength > MAX_LABEL) {
        return new SchemeViolation(labelLength == 0 ? at : labelStart, "ftp.host.label", LABEL);
      }
      decimal = (labelLength == 1 || decimal) && b >= '0' && b <= '9';
      hex = labelLength == 1 ? b == '0' : labelLength == 2 ? hex && (b | 0x20) == 'x' : hex && Character.digit(b, 16) >= 0;
      octets++;
      previous = b;
      previousAt = at;
    }
    if (labelLength > 0) {
      if (previous == '-') {
        return new SchemeViolation(previousAt, "ftp.host.label", LABEL);
      }
      lastNumeric = decimal || (hex && labelLength >= 2);
      lastLabelStart = labelStart;
    } else {
      octets--; // a trailing dot ends an absolute name: it is neither counted nor a label
    }
    if (octets > MAX_NAME) {
      return new SchemeViolation(start, "ftp.host.length", LENGTH);
    }
    return lastNumeric ? new SchemeViolation(lastLabelStart, "ftp.host.numeric", NUMERIC) : null;
  }

  /** Letters, digits, {@code '-'} and {@code '_'}: what a DNS label holds (RFC 1123 section 2.1; {@code '_'} for service names). */
  private static boolean isNameOctet(int b) {
    return (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z') || (b >= '0' && b <= '9') || b == '-' || b == '_';
  }
}
