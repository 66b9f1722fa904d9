package dev.urikit.urn.properties

import dev.urikit.PercentEncoding
import dev.urikit.SchemeRegistry
import dev.urikit.Uri
import dev.urikit.urn.Urn
import dev.urikit.urn.UrnBuilder
import dev.urikit.urn.UrnBuilderScope
import dev.urikit.urn.UrnNamespaces
import dev.urikit.urn.UrnScheme
import dev.urikit.urn.edit
import io.kotest.assertions.withClue
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import io.kotest.property.Arb
import io.kotest.property.PropTestConfig
import io.kotest.property.arbitrary.arbitrary
import io.kotest.property.checkAll

/**
 * Writing back what was read is the identity, for every property of the DSL scope and every setter of
 * [UrnBuilder]: the same text and an equal URN, over URNs generated from RFC 8141's grammar whose
 * components hold reserved characters percent-encoded (as `a%2Cb`, which decodes to what `a,b` decodes
 * to, yet is another URN).
 */

private val config = PropTestConfig(seed = 8141L, iterations = 1500)

private val generic = SchemeRegistry.builder().add(UrnScheme(UrnNamespaces.none())).build()

private val urns: Arb<Urn> = arbitrary { rs -> Urn.from(Uri.parse(UrnGrammar(rs.random).parts().text(), generic)) }

/** Every reserved character of RFC 3986 section 2.2, percent-encoded, in the hex case given. */
private fun allReserved(upper: Boolean): String = UrnGrammar.RESERVED.map { c ->
    "%%%02X".format(c.code).let { if (upper) it else it.lowercase() }
}.joinToString("")

/** A URN each of whose components holds every reserved character percent-encoded. */
private val everyReservedEncoded: Urn = Urn.from(
    Uri.parse("urn:example:a${allReserved(true)}?+r${allReserved(false)}?=q${allReserved(true)}#${allReserved(false)}", generic),
)

private fun dsl(name: String, edit: UrnBuilderScope.() -> Unit) = name to edit

private fun setter(name: String, edit: UrnBuilder.() -> UrnBuilder) = name to edit

private val dslEdits = listOf(
    dsl("nss = nss") { nss = nss },
    dsl("r = r") { r = r },
    dsl("q = q") { q = q },
    dsl("f = f") { f = f },
    dsl("all at once") { nss = nss; r = r; q = q; f = f },
)

private fun decoded(raw: String?): String? = raw?.let(PercentEncoding::decode)

/** Each builder setter given what [urn] reads, raw or decoded. */
private fun builderEdits(urn: Urn): List<Pair<String, UrnBuilder.() -> UrnBuilder>> = listOf(
    setter("nid") { nid(urn.nid()) },
    setter("rawNss") { rawNss(urn.nss()) },
    setter("nss") { nss(urn.decodedNss()) },
    setter("rawRComponent") { rawRComponent(urn.rComponent()) },
    setter("rComponent") { rComponent(decoded(urn.rComponent())) },
    setter("rawQComponent") { rawQComponent(urn.qComponent()) },
    setter("qComponent") { qComponent(decoded(urn.qComponent())) },
    setter("rawFComponent") { rawFComponent(urn.fComponent()) },
    setter("fComponent") { fComponent(decoded(urn.fComponent())) },
) + urn.qParameters().groupBy { it.name() }.filterValues { it.size == 1 }.map { (name, parameters) ->
    setter("setQParameter($name)") { setQParameter(name, parameters.single().value()) }
}

private fun checkIdentity(urn: Urn) {
    for ((name, edit) in dslEdits) {
        withClue("$urn edit { $name }") {
            val edited = urn.edit(edit)
            edited.toString() shouldBe urn.toString()
            edited shouldBe urn
        }
    }
    for ((name, edit) in builderEdits(urn)) {
        withClue("$urn toBuilder().$name(...)") {
            val edited = urn.toBuilder().edit().build()
            edited.toString() shouldBe urn.toString()
            edited shouldBe urn
        }
    }
}

class UrnEditIdentitySpec : FunSpec({

    test("every reserved character percent-encoded in every component: read and written back, nothing changes") {
        checkIdentity(everyReservedEncoded)
    }

    test("for generated URNs, every DSL property and every builder setter given what was read keeps text and URN") {
        checkAll(config, urns) { urn -> checkIdentity(urn) }
    }
})
