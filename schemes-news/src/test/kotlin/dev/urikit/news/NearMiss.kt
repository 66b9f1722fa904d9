package dev.urikit.news

import io.kotest.property.Arb
import io.kotest.property.arbitrary.arbitrary

/** [this] with one character replaced, inserted or removed, the one put in taken from [pool]. */
internal fun Arb<String>.nearMiss(pool: List<String>): Arb<String> = arbitrary { rs ->
    val valid = this@nearMiss.sample(rs).value
    val at = rs.random.nextInt(valid.length + 1)
    val c = pool[rs.random.nextInt(pool.size)]
    when (rs.random.nextInt(3)) {
        0 -> valid.substring(0, at) + c + valid.substring(at)
        1 -> if (at < valid.length) valid.substring(0, at) + c + valid.substring(at + 1) else valid + c
        else -> if (at < valid.length) valid.removeRange(at, at + 1) else valid.dropLast(1)
    }
}
