package dev.urikit;

import dev.urikit.spi.HostRules;
import dev.urikit.spi.Scheme;
import dev.urikit.spi.SchemeForm;
import dev.urikit.spi.SchemeViolation;
import dev.urikit.spi.UriLayout;
import dev.urikit.spi.UriParts;
import org.jspecify.annotations.Nullable;

/**
 * A scheme with DNS hosts for the IRI tests, shaped like http (RFC 9110 section 4.2): an authority is
 * required, the host facility judges it, the default port is given, an empty path normalizes to "/".
 * Built explicitly into a registry, never discovered.
 */
public final class DnsHostsTestScheme implements Scheme {

  private final String name;
  private final int defaultPort;
  private final HostRules hosts;

  public DnsHostsTestScheme(String name, int defaultPort) {
    this.name = name;
    this.defaultPort = defaultPort;
    this.hosts = HostRules.of(name, "RFC 9110 section 4.2");
  }

  /** A registry with {@code http} (port 80) and {@code https} (port 443) of this kind. */
  public static SchemeRegistry registry() {
    return SchemeRegistry.builder().add(new DnsHostsTestScheme("http", 80))
        .add(new DnsHostsTestScheme("https", 443)).build();
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public @Nullable Integer defaultPort() {
    return defaultPort;
  }

  @Override
  public SchemeForm form() {
    return SchemeForm.HIERARCHICAL;
  }

  @Override
  public boolean hasDnsHosts() {
    return true;
  }

  @Override
  public @Nullable SchemeViolation validate(Uri uri) {
    if (!UriLayout.hasAuthority(uri)) {
      return new SchemeViolation(UriLayout.schemeEnd(uri) + 1, name + ".authority.missing", "an authority is required");
    }
    return hosts.checkAuthority(uri);
  }

  @Override
  public void normalize(UriParts parts) {
    if (parts.path().isEmpty()) {
      parts.path("/");
    }
  }
}
