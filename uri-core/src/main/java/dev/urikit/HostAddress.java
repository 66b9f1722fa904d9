package dev.urikit;

import dev.urikit.internal.IpLiterals;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * The IP address that a URI's host names literally, read without any DNS lookup
 * ({@link InetAddress#getByAddress(byte[])} only), with its {@link AddressCategory} for allow-lists.
 *
 * <pre>{@code
 * HostAddress a = HostAddress.of(Uri.parse("http://[::ffff:127.0.0.1]/"));
 * a.inetAddress()      // /127.0.0.1 (an Inet4Address)
 * a.isIpv4Mapped()     // true
 * a.category()         // LOOPBACK
 * a.text()             // "127.0.0.1"
 * HostAddress.of(Uri.parse("http://[2001:DB8:0::1]/")).text()   // "[2001:db8::1]"
 * HostAddress.of(Uri.parse("http://example.com/"))              // null: a name, not an address
 * }</pre>
 *
 * <p>An IPv4-mapped IPv6 literal ({@code ::ffff:0:0/96}, RFC 4291 section 2.5.5.2) is unwrapped to its
 * IPv4 address, as an HTTP client connects to it (OkHttp reports the host of
 * {@code http://[::ffff:127.0.0.1]/} as {@code 127.0.0.1}); {@link #isIpv4Mapped()} says it was. A
 * registered name is never resolved: {@code http://localhost/} and {@code http://127.1/} have no host
 * address here (schemes with DNS hosts refuse the latter).
 */
public final class HostAddress {

  private final InetAddress address;
  private final boolean ipv4Mapped;
  private final AddressCategory category;

  private HostAddress(byte[] octets) {
    boolean mapped = octets.length == 16 && isMapped(octets);
    byte[] ip = mapped ? Arrays.copyOfRange(octets, 12, 16) : octets;
    try {
      this.address = InetAddress.getByAddress(ip);
    } catch (UnknownHostException e) {
      throw new AssertionError("an address of 4 or 16 octets", e);
    }
    this.ipv4Mapped = mapped;
    this.category = ip.length == 4 ? ipv4Category(ip) : ipv6Category(ip);
  }

  /**
   * The address of the host of {@code uri} when it is an IPv4 address or an IPv6 literal; null for a
   * registered name, an IPvFuture literal, or no authority.
   */
  public static @Nullable HostAddress of(UriReference uri) {
    HostType type = uri.hostType0();
    if (type == HostType.IPV4) {
      return new HostAddress(IpLiterals.ipv4Octets(uri.text, uri.hostStart, uri.hostEnd));
    }
    if (type == HostType.IPV6) {
      return new HostAddress(IpLiterals.ipv6Octets(uri.text, uri.hostStart + 1, uri.hostEnd - 1));
    }
    return null;
  }

  /**
   * The address written as a URI host: a dotted-quad IPv4 address ({@code 192.0.2.1}) or an IPv6
   * address with or without brackets ({@code [::1]}, {@code ::1}).
   *
   * @throws IllegalArgumentException if it is neither (RFC 3986 section 3.2.2)
   */
  public static HostAddress parse(String host) {
    if (IpLiterals.isIpv4(host, 0, host.length())) {
      return new HostAddress(IpLiterals.ipv4Octets(host, 0, host.length()));
    }
    int start = host.startsWith("[") ? 1 : 0;
    int end = start == 1 && host.endsWith("]") ? host.length() - 1 : host.length();
    if (end - start < 2 || (start == 1 && end == host.length()) || IpLiterals.scanIpv6(host, start, end) >= 0) {
      throw new IllegalArgumentException("not an IPv4 or IPv6 address (RFC 3986 section 3.2.2)");
    }
    return new HostAddress(IpLiterals.ipv6Octets(host, start, end));
  }

  /** The address: an {@code Inet4Address} for an IPv4 host or an IPv4-mapped literal, else an {@code Inet6Address}. */
  public InetAddress inetAddress() {
    return address;
  }

  /** Whether the host was an IPv4-mapped IPv6 literal ({@code [::ffff:192.0.2.1]}) unwrapped to IPv4. */
  public boolean isIpv4Mapped() {
    return ipv4Mapped;
  }

  /** The kind of address, from the IANA special-purpose registries (RFC 6890). */
  public AddressCategory category() {
    return category;
  }

  /**
   * The address as a URI host: a dotted quad, or an IPv6 address in brackets in the text of RFC 5952
   * section 4 ({@code [2001:db8::1]}).
   */
  public String text() {
    byte[] octets = address.getAddress();
    return octets.length == 4
        ? address.getHostAddress()
        : "[" + IpLiterals.canonicalIpv6(octets) + "]";
  }

  /** Equal when the addresses (after unwrapping) and the mapped flag are. */
  @Override
  public boolean equals(@Nullable Object other) {
    return other instanceof HostAddress that && address.equals(that.address) && ipv4Mapped == that.ipv4Mapped;
  }

  @Override
  public int hashCode() {
    return address.hashCode() * 31 + (ipv4Mapped ? 1 : 0);
  }

  /** {@code "127.0.0.1 (LOOPBACK, IPv4-mapped)"}. */
  @Override
  public String toString() {
    return text() + " (" + category + (ipv4Mapped ? ", IPv4-mapped)" : ")");
  }

  private static boolean isMapped(byte[] o) {
    for (int i = 0; i < 10; i++) {
      if (o[i] != 0) {
        return false;
      }
    }
    return o[10] == (byte) 0xFF && o[11] == (byte) 0xFF;
  }

  private static AddressCategory ipv4Category(byte[] ip) {
    int a = ip[0] & 0xFF;
    int b = ip[1] & 0xFF;
    int c = ip[2] & 0xFF;
    if (a == 0) {
      return b == 0 && c == 0 && ip[3] == 0 ? AddressCategory.UNSPECIFIED : AddressCategory.RESERVED;
    }
    if (a == 10 || (a == 172 && b >= 16 && b <= 31) || (a == 192 && b == 168)) {
      return AddressCategory.PRIVATE;
    }
    if (a == 100 && b >= 64 && b <= 127) {
      return AddressCategory.SHARED;
    }
    if (a == 127) {
      return AddressCategory.LOOPBACK;
    }
    if (a == 169 && b == 254) {
      return AddressCategory.LINK_LOCAL;
    }
    if ((a == 192 && b == 0 && c == 2) || (a == 198 && b == 51 && c == 100) || (a == 203 && b == 0 && c == 113)) {
      return AddressCategory.DOCUMENTATION;
    }
    if ((a == 192 && b == 0 && c == 0) || (a == 192 && b == 88 && c == 99) || (a == 198 && (b == 18 || b == 19))) {
      return AddressCategory.RESERVED;
    }
    if (a >= 224 && a <= 239) {
      return AddressCategory.MULTICAST;
    }
    return a >= 240 ? AddressCategory.RESERVED : AddressCategory.PUBLIC;
  }

  private static AddressCategory ipv6Category(byte[] ip) {
    int first = (ip[0] & 0xFF) << 8 | (ip[1] & 0xFF);
    int second = (ip[2] & 0xFF) << 8 | (ip[3] & 0xFF);
    int third = (ip[4] & 0xFF) << 8 | (ip[5] & 0xFF);
    boolean zeroTo96 = true;
    for (int i = 0; i < 12; i++) {
      zeroTo96 &= ip[i] == 0;
    }
    if (zeroTo96) {
      boolean zeroTo120 = ip[12] == 0 && ip[13] == 0 && ip[14] == 0;
      if (zeroTo120 && ip[15] == 0) {
        return AddressCategory.UNSPECIFIED;
      }
      return zeroTo120 && ip[15] == 1 ? AddressCategory.LOOPBACK : AddressCategory.RESERVED;
    }
    if ((first == 0x2001 && second == 0x0db8) || (first & 0xFFF0) == 0x3FF0) {
      return AddressCategory.DOCUMENTATION;
    }
    if ((first == 0x0064 && second == 0xff9b && third == 0x0001)
        || (first == 0x0100 && second == 0 && third == 0 && ip[6] == 0 && ip[7] == 0)
        || (first == 0x2001 && second < 0x0200)
        || first == 0x5f00
        || (first & 0xFFC0) == 0xFEC0) {
      return AddressCategory.RESERVED;
    }
    if ((first & 0xFE00) == 0xFC00) {
      return AddressCategory.UNIQUE_LOCAL;
    }
    if ((first & 0xFFC0) == 0xFE80) {
      return AddressCategory.LINK_LOCAL;
    }
    return (first & 0xFF00) == 0xFF00 ? AddressCategory.MULTICAST : AddressCategory.PUBLIC;
  }
}
