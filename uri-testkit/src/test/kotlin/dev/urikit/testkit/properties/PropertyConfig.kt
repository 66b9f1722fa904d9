@file:OptIn(io.kotest.common.ExperimentalKotest::class) // a fixed seed (PropTestConfig.seed) is an experimental Kotest API

package dev.urikit.testkit.properties

import io.kotest.property.PropTestConfig

/**
 * The configuration of every property here: a fixed seed, so a failure reproduces; the build passes
 * it as `kotest.proptest.default.seed`, and 20261122 is the same seed for a run outside Maven.
 */
internal val propConfig = PropTestConfig(
  seed = System.getProperty("kotest.proptest.default.seed")?.toLong() ?: 20261122L,
  iterations = 2_000,
)
