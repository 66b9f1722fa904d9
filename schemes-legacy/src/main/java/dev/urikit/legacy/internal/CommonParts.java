package dev.urikit.legacy.internal;

import dev.urikit.CharClass;
import dev.urikit.HierarchicalUri;
import dev.urikit.SchemeRegistry;
import dev.urikit.UriBuilder;
import dev.urikit.UriReference;
import dev.urikit.spi.HostRules;
import org.jspecify.annotations.Nullable;

/**
 * What each of the four builders holds besides user information and path: the scheme, the host, the port
 * and the fragment. Hosts are written by the scheme's host facility ({@link HostRules#encodeHost}); a
 * part of the URL being edited stays as written while it is set to what its view reads from it, so that
 * writing back what was read changes nothing.
 *
 * <table>
 *   <caption>Write-backs that keep the text of {@code GOPHER://Ex%61mple.COM:070/#%41}, and of {@code gopher://h:/}</caption>
 *   <tr><th>call</th><th>keeps</th></tr>
 *   <tr><td>any</td><td>the scheme as written, {@code GOPHER}</td></tr>
 *   <tr><td>{@code host("example.com")}</td><td>{@code Ex%61mple.COM}</td></tr>
 *   <tr><td>{@code port(70)}</td><td>{@code 070}; the empty port of {@code h:}, and an absent one, which name 70</td></tr>
 *   <tr><td>{@code removePort()}</td><td>the empty port of {@code h:}, which names none already (RFC 3986 section 3.2.3)</td></tr>
 *   <tr><td>{@code fragment("A")}</td><td>{@code %41}</td></tr>
 * </table>
 */
public final class CommonParts {

  private final HostRules hosts;
  private final int defaultPort;
  private final String scheme;
  private @Nullable String host;
  /** What the view of the URL being edited reads from {@link #host}, while that is its host; otherwise null. */
  private @Nullable String readHost;
  private @Nullable String port;
  /** Whether {@link #port} is still the absent or empty port of the URL being edited, which names the default. */
  private boolean defaultImplied;
  private @Nullable String fragment;

  /** The parts of a new URL of {@code scheme}, whose hosts {@code hosts} checks and whose default port is {@code defaultPort}. */
  public CommonParts(String scheme, HostRules hosts, int defaultPort) {
    this.scheme = scheme;
    this.hosts = hosts;
    this.defaultPort = defaultPort;
  }

  /** The parts of {@code source}, as written; {@code readHost} is what its view's {@code host()} reads. */
  public CommonParts(HierarchicalUri source, String readHost, HostRules hosts, int defaultPort) {
    this(source.scheme(), hosts, defaultPort);
    this.host = source.host();
    this.readHost = readHost;
    this.port = source.port();
    this.defaultImplied = port == null || port.isEmpty();
    this.fragment = source.fragment();
  }

  /** Whether a host is set. */
  public boolean hasHost() {
    return host != null;
  }

  /**
   * Sets the host, decoded, as the host facility writes it; what the view of the URL being edited reads
   * keeps it as written.
   *
   * @throws IllegalArgumentException if the scheme's host rules refuse it, or it holds an unpaired surrogate
   */
  public void host(String host) {
    BuilderText.checked(host, "host");
    if (!host.equals(readHost)) {
      this.host = hosts.encodeHost(host);
      this.readHost = null;
    }
  }

  /**
   * Sets the port, keeping a port of this value as written ({@code 070} for 70), and the absent or empty
   * port of the URL being edited for the default port.
   *
   * @throws IllegalArgumentException outside 0 to 65535
   */
  public void port(int port) {
    if (port < 0 || port > 65535) {
      throw new IllegalArgumentException("port out of range 0..65535: " + port);
    }
    String held = this.port;
    boolean same = held != null && !held.isEmpty() ? Integer.parseInt(held) == port : defaultImplied && port == defaultPort;
    if (!same) {
      this.port = Integer.toString(port);
      this.defaultImplied = false;
    }
  }

  /** Removes the port, so that the default applies; an empty port, which names none, stays as written. */
  public void removePort() {
    if (port != null && !port.isEmpty()) {
      port = null;
      defaultImplied = false;
    }
  }

  /**
   * Sets the fragment, decoded, or removes it with null (RFC 3986 section 3.5).
   *
   * @throws IllegalArgumentException if it holds an unpaired surrogate
   */
  public void fragment(@Nullable String fragment) {
    this.fragment = fragment == null ? null : BuilderText.keepOrEncode(this.fragment, fragment, CharClass.FRAGMENT, "fragment");
  }

  /** A generic builder holding these parts, to which the caller adds user information, path and query. */
  public UriBuilder toUriBuilder(SchemeRegistry registry) {
    return UriReference.builder().scheme(scheme).rawHost(host).rawPort(port).rawFragment(fragment).registry(registry);
  }
}
