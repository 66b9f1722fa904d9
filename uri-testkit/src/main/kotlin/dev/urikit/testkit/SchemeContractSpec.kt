package dev.urikit.testkit

import dev.urikit.spi.Scheme
import io.kotest.core.spec.style.FunSpec

/**
 * The [SchemeContract] of a scheme as a Kotest spec, one test per check, for a scheme module to
 * subclass once with sample URIs of its scheme. Needs Kotest 6 on the test class path (uri-testkit
 * itself brings none: a project on plain JUnit runs [SchemeContract.checks] instead).
 *
 * ```kotlin
 * class HttpSchemeContractSpec : SchemeContractSpec(
 *   HttpScheme(),
 *   listOf("http://example.com", "HTTP://Example.COM:80/a/./b?q#f", "http://[::1]:8080/"),
 * )
 * ```
 *
 * @param viewTypes the view classes the scheme offers, so that the thread-safety check covers `view`
 */
abstract class SchemeContractSpec(
  scheme: Scheme,
  samples: List<String>,
  viewTypes: List<Class<*>> = emptyList(),
) : FunSpec() {

  init {
    for (check in SchemeContract(scheme, samples, viewTypes).checks()) {
      test(check.name) { check.run() }
    }
  }
}
