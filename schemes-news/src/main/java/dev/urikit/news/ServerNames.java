package dev.urikit.news;

import dev.urikit.UriComponent;
import java.net.IDN;

/** How the builders write a decoded server host into an authority (RFC 3986 section 3.2.2). */
final class ServerNames {

  private ServerNames() {}

  /**
   * {@code host} written as a URI host: an IPv6 address in brackets (added when missing), a Unicode DNS
   * name as its IDNA A-label (RFC 5890), anything else percent-encoded as a registered name.
   *
   * @throws IllegalArgumentException for an empty host, or a Unicode name that IDNA refuses
   */
  static String raw(String host) {
    if (host.isEmpty()) {
      throw new IllegalArgumentException("the server's host must not be empty (RFC 5538 section 2)");
    }
    if (host.startsWith("[") && host.endsWith("]")) {
      return host;
    }
    if (host.indexOf(':') >= 0) {
      return "[" + host + "]";
    }
    for (int i = 0; i < host.length(); i++) {
      if (host.charAt(i) >= 0x80) {
        try {
          return UriComponent.HOST.encode(IDN.toASCII(host, IDN.USE_STD3_ASCII_RULES));
        } catch (IllegalArgumentException e) {
          throw new IllegalArgumentException("not an internationalized domain name (RFC 5890): " + e.getMessage(), e);
        }
      }
    }
    return UriComponent.HOST.encode(host);
  }

  /**
   * {@code port} as written in an authority.
   *
   * @throws IllegalArgumentException outside 0 to 65535
   */
  static String port(int port) {
    if (port < 0 || port > NewsRules.MAX_PORT) {
      throw new IllegalArgumentException("port out of range 0..65535: " + port);
    }
    return Integer.toString(port);
  }
}
