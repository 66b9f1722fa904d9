package dev.urikit;

/**
 * What kind of address an IP host is, for allow-lists decided without DNS: the special-purpose blocks of
 * the IANA IPv4 and IPv6 Special-Purpose Address Registries (RFC 6890 and the RFCs that update them),
 * plus multicast (RFC 5771, RFC 4291 section 2.7).
 *
 * <table>
 *   <caption>Blocks</caption>
 *   <tr><th>category</th><th>IPv4</th><th>IPv6</th></tr>
 *   <tr><td>{@link #UNSPECIFIED}</td><td>{@code 0.0.0.0}</td><td>{@code ::}</td></tr>
 *   <tr><td>{@link #LOOPBACK}</td><td>{@code 127.0.0.0/8}</td><td>{@code ::1}</td></tr>
 *   <tr><td>{@link #PRIVATE}</td><td>{@code 10.0.0.0/8}, {@code 172.16.0.0/12}, {@code 192.168.0.0/16} (RFC 1918)</td><td>—</td></tr>
 *   <tr><td>{@link #SHARED}</td><td>{@code 100.64.0.0/10} (RFC 6598)</td><td>—</td></tr>
 *   <tr><td>{@link #LINK_LOCAL}</td><td>{@code 169.254.0.0/16} (RFC 3927)</td><td>{@code fe80::/10}</td></tr>
 *   <tr><td>{@link #UNIQUE_LOCAL}</td><td>—</td><td>{@code fc00::/7} (RFC 4193)</td></tr>
 *   <tr><td>{@link #MULTICAST}</td><td>{@code 224.0.0.0/4}</td><td>{@code ff00::/8}</td></tr>
 *   <tr><td>{@link #DOCUMENTATION}</td><td>{@code 192.0.2.0/24}, {@code 198.51.100.0/24}, {@code 203.0.113.0/24}
 *       (RFC 5737)</td><td>{@code 2001:db8::/32} (RFC 3849), {@code 3fff::/20} (RFC 9637)</td></tr>
 *   <tr><td>{@link #RESERVED}</td><td>{@code 0.0.0.0/8} but {@code 0.0.0.0}, {@code 192.0.0.0/24},
 *       {@code 192.88.99.0/24}, {@code 198.18.0.0/15}, {@code 240.0.0.0/4} (with {@code 255.255.255.255})</td>
 *       <td>{@code ::/96} but {@code ::} and {@code ::1} (IPv4-compatible, deprecated), {@code 64:ff9b:1::/48},
 *       {@code 100::/64}, {@code 2001::/23}, {@code 5f00::/16}, {@code fec0::/10} (site-local, deprecated)</td></tr>
 *   <tr><td>{@link #PUBLIC}</td><td colspan="2">every other address</td></tr>
 * </table>
 *
 * <p>An IPv4-mapped IPv6 address ({@code ::ffff:127.0.0.1}) is the IPv4 address it maps, and has its
 * category (see {@link HostAddress}). Other IPv6 forms that embed an IPv4 address (NAT64
 * {@code 64:ff9b::/96}, 6to4 {@code 2002::/16}) are not unwrapped: they are {@link #PUBLIC}, as the
 * registry marks them globally reachable; an allow-list that must refuse them checks those prefixes itself.
 */
public enum AddressCategory {
  /** The unspecified address, "this host" ({@code 0.0.0.0}, {@code ::}): many systems connect it to themselves. */
  UNSPECIFIED,
  /** The host itself ({@code 127.0.0.0/8}, {@code ::1}). */
  LOOPBACK,
  /** Private networks of RFC 1918 ({@code 10/8}, {@code 172.16/12}, {@code 192.168/16}). */
  PRIVATE,
  /** Shared address space of carrier-grade NAT, RFC 6598 ({@code 100.64.0.0/10}). */
  SHARED,
  /** Link-local ({@code 169.254.0.0/16}, {@code fe80::/10}); cloud metadata services live here. */
  LINK_LOCAL,
  /** IPv6 unique local addresses, RFC 4193 ({@code fc00::/7}). */
  UNIQUE_LOCAL,
  /** Multicast ({@code 224.0.0.0/4}, {@code ff00::/8}). */
  MULTICAST,
  /** Reserved for documentation and examples (RFC 5737, RFC 3849, RFC 9637). */
  DOCUMENTATION,
  /** Other special-purpose blocks that the registries do not mark globally reachable. */
  RESERVED,
  /** Every other address. */
  PUBLIC
}
