package dev.urikit.http

import dev.urikit.Equivalence
import dev.urikit.NormalizationLevel
import dev.urikit.SchemeRegistry
import dev.urikit.Uri
import dev.urikit.UriReference
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.nulls.shouldBeNull
import io.kotest.matchers.nulls.shouldNotBeNull
import io.kotest.matchers.shouldBe

/** The http and https conformance vectors, run against the installed schemes. */
class HttpVectorsSpec : FunSpec({

    context("normalize") {
        withData(nameFn = { "${it.level}: ${it.input}" }, HttpVectorCases.normalize) { case ->
            val level = if (case.level == "syntax") NormalizationLevel.SYNTAX else NormalizationLevel.SCHEME
            Uri.parse(case.input).normalize(level).toString() shouldBe case.expected
        }
    }

    context("equivalence") {
        withData(nameFn = { "${it.level}: ${it.a} ${if (it.equivalent) "~" else "!~"} ${it.b}" }, HttpVectorCases.equivalence) { case ->
            val policy = when (case.level) {
                "simple" -> Equivalence.EXACT
                "syntax" -> Equivalence.SYNTAX
                else -> Equivalence.SCHEME
            }
            val a = Uri.parse(case.a)
            val b = Uri.parse(case.b)
            a.isEquivalentTo(b, policy) shouldBe case.equivalent
            if (policy == Equivalence.SCHEME) {
                (a == b) shouldBe case.equivalent
                if (case.equivalent) a.hashCode() shouldBe b.hashCode()
            }
        }
    }

    context("scheme facts") {
        withData(nameFn = { it.input }, HttpVectorCases.facts) { case ->
            if (case.valid) {
                val uri = HttpUri.parse(case.input)
                uri.host() shouldBe case.host
                uri.port() shouldBe case.port
                uri.requestTarget() shouldBe case.requestTarget
            } else {
                Uri.parseOrNull(case.input).shouldBeNull()
                UriReference.parseOrNull(case.input, SchemeRegistry.empty()).shouldNotBeNull()
            }
        }
    }

    context("default ports") {
        withData(HttpVectorCases.defaultPorts.toList()) { (scheme, port) ->
            SchemeRegistry.installed().lookup(scheme)?.defaultPort() shouldBe port
        }
    }
})
