package dev.urikit.news;

import dev.urikit.spi.HostRules;

/** How the builders write a decoded server host into an authority (RFC 3986 section 3.2.2). */
final class ServerNames {

  private static final HostRules HOSTS = HostRules.of("news", "RFC 5538 section 2");

  private ServerNames() {}

  /**
   * {@code host} written as a URI host by the host facility ({@link HostRules#encodeHost(String)}): an
   * IPv6 address in brackets (added when missing), an IPv4 address, a DNS name, a Unicode one as its
   * IDNA A-label (RFC 5890).
   *
   * @throws IllegalArgumentException for a host that no news or nntp URI can have: empty, not a DNS
   *     name ({@code "a\r\nb"}, {@code "h/evil"}), numeric ({@code "0x7f.1"}), or a Unicode name that
   *     IDNA refuses
   */
  static String raw(String host) {
    return HOSTS.encodeHost(host);
  }

  /** {@code host} for display, A-labels as U-labels ({@link HostRules#toUnicode(String)}). */
  static String toUnicode(String host) {
    return HOSTS.toUnicode(host);
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
