package dev.urikit.news;

import dev.urikit.PercentEncoding;
import dev.urikit.UriComponent;
import dev.urikit.spi.HostRules;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

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

  /**
   * {@code current}, the host as written, when the view reads it as {@code host} (decoded, in lower
   * case), so that writing back what was read changes nothing; otherwise {@link #raw(String)}.
   */
  static String keepOrRaw(@Nullable String current, String host) {
    BuilderValues.text(host, "host");
    if (current != null && PercentEncoding.decode(current).toLowerCase(Locale.ROOT).equals(host)) {
      return current;
    }
    return raw(host);
  }

  /**
   * {@code current}, the user information as written, when it decodes to {@code userInfo}; otherwise
   * {@code userInfo} with every character outside RFC 3986's userinfo percent-encoded.
   */
  static String keepOrEncodeUserInfo(@Nullable String current, String userInfo) {
    BuilderValues.text(userInfo, "user information");
    if (current != null && PercentEncoding.decode(current).equals(userInfo)) {
      return current;
    }
    return UriComponent.USER_INFO.encode(userInfo);
  }

  /**
   * {@code current}, the port as written, when it names {@code port} ({@code "0119"} for 119); otherwise
   * {@code port} in decimal.
   *
   * @throws IllegalArgumentException outside 0 to 65535
   */
  static String keepOrWritePort(@Nullable String current, int port) {
    String written = port(port);
    if (current != null && !current.isEmpty()) {
      int zeros = 0;
      while (zeros < current.length() - 1 && current.charAt(zeros) == '0') {
        zeros++;
      }
      if (current.substring(zeros).equals(written)) {
        return current;
      }
    }
    return written;
  }

  /** The default port of a news, snews, nntp or nntps scheme, in any case: 563 for the TLS ones, 119 otherwise (RFC 5538 sections 2.1, 2.2). */
  static int defaultPort(String scheme) {
    return scheme.equalsIgnoreCase("snews") || scheme.equalsIgnoreCase("nntps") ? 563 : 119;
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
