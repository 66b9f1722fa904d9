package dev.urikit.mailto

import dev.urikit.SchemeRegistry
import dev.urikit.testkit.KnownFailures
import dev.urikit.testkit.SchemeVectors
import dev.urikit.testkit.tests
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.nulls.shouldNotBeNull
import io.kotest.matchers.shouldBe
import kotlinx.serialization.json.jsonArray
import kotlinx.serialization.json.jsonPrimitive

/**
 * The mailto cases of the conformance vectors (normalize.json, equivalence.json and schemes.json of
 * uri-testkit, from RFC 6068 sections 2 and 6 and RFC 3986 section 6.2.3): `to`, `headers` and
 * `recipients` checked on the [MailtoUri] view.
 */
class MailtoVectorsSpec : FunSpec({
    include(
        SchemeVectors.tests(
            SchemeRegistry.builder().add(MailtoSchemeProvider()).build(),
            setOf("mailto"),
            KnownFailures.load("known-failures/MailtoVectorsSpec.txt"),
        ) { case, uri ->
            val view = uri.view(MailtoUri::class.java).shouldNotBeNull()
            case.expected["to"]?.let { expected -> view.to() shouldBe expected.jsonArray.map { it.jsonPrimitive.content } }
            case.expected["recipients"]?.let { expected ->
                view.recipients() shouldBe expected.jsonArray.map { it.jsonPrimitive.content }
            }
            case.expected["headers"]?.let { expected ->
                view.headers().map { listOf(it.name(), it.value()) } shouldBe
                    expected.jsonArray.map { pair -> pair.jsonArray.map { it.jsonPrimitive.content } }
            }
        },
    )
})
