package dev.urikit.ftp

import dev.urikit.SchemeRegistry
import dev.urikit.testkit.KnownFailures
import dev.urikit.testkit.SchemeVectors
import dev.urikit.testkit.tests
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.nulls.shouldNotBeNull
import io.kotest.matchers.shouldBe
import kotlinx.serialization.json.JsonArray
import kotlinx.serialization.json.JsonNull
import kotlinx.serialization.json.int
import kotlinx.serialization.json.jsonPrimitive

/**
 * The ftp cases of the conformance vectors (uri-testkit's copy of the public set, sources named in its
 * `vectors/SOURCES.md`): normalize.json and equivalence.json at scheme level, and schemes.json's ftp
 * facts of RFC 1738 section 3.2 (user, password, host, port, cwd, name, typecode).
 */
class FtpVectorsSpec : FunSpec({
    include(
        SchemeVectors.tests(
            SchemeRegistry.builder().add(FtpSchemeProvider()).build(),
            setOf("ftp"),
            KnownFailures.load("known-failures/FtpVectorsSpec.txt"),
        ) { case, uri ->
            val view = uri.view(FtpUri::class.java).shouldNotBeNull()
            val expected = case.expected
            expected["user"]?.let { view.user() shouldBe nullableString(it) }
            expected["password"]?.let { view.password() shouldBe nullableString(it) }
            expected["host"]?.let { view.host() shouldBe it.jsonPrimitive.content }
            expected["port"]?.let { view.port() shouldBe it.jsonPrimitive.int }
            expected["cwd"]?.let { cwd -> view.cwd() shouldBe (cwd as JsonArray).map { it.jsonPrimitive.content } }
            expected["name"]?.let { view.name() shouldBe it.jsonPrimitive.content }
            // The vectors give the typecode as written ("I"); the view names it by its letter, read in either case.
            expected["typecode"]?.let { view.typecode()?.code()?.toString() shouldBe nullableString(it)?.lowercase() }
        },
    )
})

private fun nullableString(element: kotlinx.serialization.json.JsonElement): String? =
    if (element is JsonNull) null else element.jsonPrimitive.content
