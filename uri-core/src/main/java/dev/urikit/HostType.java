package dev.urikit;

/**
 * The four forms a host takes in RFC 3986 section 3.2.2, decided by the grammar's first-match rule:
 * {@code 192.0.2.1} is an IPv4 address, {@code 256.1.1.1} and {@code 01.1.1.1} are registered names.
 *
 * <table>
 *   <caption>Host forms</caption>
 *   <tr><th>host</th><th>type</th></tr>
 *   <tr><td>{@code example.com}, {@code %41}, {@code ""}</td><td>REG_NAME</td></tr>
 *   <tr><td>{@code 192.0.2.16}</td><td>IPV4</td></tr>
 *   <tr><td>{@code [2001:db8::7]}</td><td>IPV6</td></tr>
 *   <tr><td>{@code [v1.fe80::a+en1]}</td><td>IPVFUTURE</td></tr>
 * </table>
 */
public enum HostType {
  /** {@code reg-name}: a registered name, possibly empty, possibly percent-encoded. */
  REG_NAME,
  /** {@code IPv4address}: four decimal octets without leading zeros. */
  IPV4,
  /** {@code IPv6address} inside brackets. */
  IPV6,
  /** {@code IPvFuture} inside brackets. */
  IPVFUTURE
}
