package dev.urikit.http

import dev.urikit.SchemeRegistry
import dev.urikit.testkit.KnownFailures
import dev.urikit.testkit.SchemeVectors
import dev.urikit.testkit.tests
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.nulls.shouldNotBeNull
import io.kotest.matchers.shouldBe
import kotlinx.serialization.json.int
import kotlinx.serialization.json.jsonPrimitive

/**
 * The http and https cases of the conformance vectors at scheme level: normalize.json,
 * equivalence.json and schemes.json (RFC 3986 section 6.2.3, RFC 9110 section 4.2).
 */
class HttpVectorsSpec : FunSpec({
    include(
        SchemeVectors.tests(
            SchemeRegistry.builder().add(HttpSchemes.standard()).build(),
            setOf("http", "https", "ws", "wss"),
            KnownFailures.load("known-failures/HttpVectorsSpec.txt"),
        ) { case, uri ->
            val view = uri.view(HttpUri::class.java).shouldNotBeNull()
            case.expected["host"]?.let { view.host() shouldBe it.jsonPrimitive.content }
            case.expected["port"]?.let { view.port() shouldBe it.jsonPrimitive.int }
            case.expected["request_target"]?.let { view.requestTarget() shouldBe it.jsonPrimitive.content }
        },
    )
})
