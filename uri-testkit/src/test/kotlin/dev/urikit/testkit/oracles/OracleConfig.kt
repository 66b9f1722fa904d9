@file:OptIn(io.kotest.common.ExperimentalKotest::class) // a fixed seed (PropTestConfig.seed) is an experimental Kotest API

package dev.urikit.testkit.oracles

import io.kotest.property.PropTestConfig

/** Fixed seed, as the property specs have (`kotest.proptest.default.seed`, 20261122 outside Maven). */
internal val oracleConfig = PropTestConfig(
  seed = System.getProperty("kotest.proptest.default.seed")?.toLong() ?: 20261122L,
  iterations = 5_000,
)
