package dev.urikit.testkit

import dev.urikit.SchemeRegistry
import dev.urikit.Uri
import dev.urikit.spi.HostRules
import dev.urikit.spi.Scheme
import dev.urikit.spi.SchemeForm
import dev.urikit.spi.SchemeViolation
import dev.urikit.spi.UriLayout

/**
 * A hierarchical scheme whose hosts are DNS names, shaped like RFC 9110 section 4.2's http: an
 * authority is required and the host facility judges it. A stand-in for the http module, which this
 * module's tests do not see, so that an IRI's Unicode host maps to A-labels (RFC 3987 section 3.1).
 */
internal class DnsHostsScheme(private val name: String, private val port: Int) : Scheme {
  private val hosts = HostRules.of(name, "RFC 9110 section 4.2")

  override fun name(): String = name

  override fun defaultPort(): Int = port

  override fun form(): SchemeForm = SchemeForm.HIERARCHICAL

  override fun hasDnsHosts(): Boolean = true

  override fun validate(uri: Uri): SchemeViolation? =
    if (!UriLayout.hasAuthority(uri)) {
      SchemeViolation(UriLayout.schemeEnd(uri) + 1, "$name.authority.missing", "an authority is required")
    } else {
      hosts.checkAuthority(uri)
    }
}

internal object DnsHostsStandIn {
  /** `http` (port 80) and `https` (port 443) with DNS hosts, nothing else. */
  val registry: SchemeRegistry =
    SchemeRegistry.builder().add(DnsHostsScheme("http", 80)).add(DnsHostsScheme("https", 443)).build()
}
