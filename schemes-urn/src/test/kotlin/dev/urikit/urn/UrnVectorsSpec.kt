package dev.urikit.urn

import dev.urikit.SchemeRegistry
import dev.urikit.testkit.KnownFailures
import dev.urikit.testkit.SchemeVectors
import dev.urikit.testkit.tests
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.nulls.shouldNotBeNull
import io.kotest.matchers.shouldBe
import kotlinx.serialization.json.JsonNull
import kotlinx.serialization.json.jsonPrimitive

/**
 * The urn cases of the conformance vectors (copied into this module's `vectors/`, see SOURCES.md there):
 * schemes.json for NID, NSS and the r-, q- and f-components (RFC 8141 section 2), equivalence.json for
 * URN-equivalence (RFC 8141 section 3, RFC 2141 section 6).
 */
class UrnVectorsSpec : FunSpec({
    include(
        SchemeVectors.tests(
            SchemeRegistry.builder().add(UrnScheme(UrnNamespaces.installed())).build(),
            setOf("urn"),
            KnownFailures.load("known-failures/UrnVectorsSpec.txt"),
        ) { case, uri ->
            val view = uri.view(Urn::class.java).shouldNotBeNull()
            val expected = case.expected
            fun text(key: String): String? = expected[key]?.let { if (it is JsonNull) null else it.jsonPrimitive.content }
            if ("nid" in expected) view.nid() shouldBe text("nid")
            if ("nss" in expected) view.nss() shouldBe text("nss")
            if ("r_component" in expected) view.rComponent() shouldBe text("r_component")
            if ("q_component" in expected) view.qComponent() shouldBe text("q_component")
            if ("f_component" in expected) view.fComponent() shouldBe text("f_component")
        },
    )
})
