package dev.urikit.urn.properties

import dev.urikit.SchemeRegistry
import dev.urikit.Uri
import dev.urikit.urn.Urn
import dev.urikit.urn.UrnNamespaces
import dev.urikit.urn.UrnScheme
import io.kotest.assertions.throwables.shouldThrow
import io.kotest.assertions.withClue
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import io.kotest.property.Arb
import io.kotest.property.PropTestConfig
import io.kotest.property.arbitrary.arbitrary
import io.kotest.property.checkAll

/**
 * Parser, view and builder against [UrnGrammar]'s model of RFC 8141 section 2, on values generated from
 * the grammar and on near-misses of them (one character changed): every input is accepted by the parser
 * exactly when the model accepts it, the view reads the parts the model reads, and the builder, given
 * the parts, builds that text or refuses a part that does not match its own rule.
 */

private val config = PropTestConfig(seed = 8141L, iterations = 3000)

/** The generic rules alone: a namespace's own rules are no part of RFC 8141 section 2. */
private val generic = SchemeRegistry.builder().add(UrnScheme(UrnNamespaces.none())).build()

/** The NIDs that the installed namespaces claim, which the builder (with the installed namespaces) checks further. */
private val installedNids = UrnNamespaces.installed().namespaces().keys

private fun UrnGrammar.Parts.outsideInstalled() = if (nid.lowercase() in installedNids) copy(nid = "x-$nid") else this

private val valid: Arb<UrnGrammar.Parts> = arbitrary { rs -> UrnGrammar(rs.random).parts().outsideInstalled() }

private val nearMisses: Arb<UrnGrammar.Parts> = arbitrary { rs ->
    val grammar = UrnGrammar(rs.random)
    grammar.nearMiss(grammar.parts().outsideInstalled())
}

private val nearMissTexts: Arb<String> = arbitrary { rs ->
    val grammar = UrnGrammar(rs.random)
    grammar.nearMiss(grammar.parts().text(if (rs.random.nextBoolean()) "urn" else "URN"))
}

private fun Urn.parts() = UrnGrammar.Parts(nid(), nss(), rComponent(), qComponent(), fComponent())

/** The builder given [parts] as written. */
private fun build(parts: UrnGrammar.Parts): Urn = Urn.builder()
    .nid(parts.nid).rawNss(parts.nss).rawRComponent(parts.r).rawQComponent(parts.q).rawFComponent(parts.f)
    .build()

class UrnGrammarSpec : FunSpec({

    test("a namestring generated from the grammar: the model, the parser, the view and the builder agree") {
        checkAll(config, valid) { parts ->
            val text = parts.text()
            withClue(text) {
                UrnGrammar.model(text) shouldBe parts
                val urn = Urn.from(Uri.parse(text, generic))
                urn.parts() shouldBe parts
                val built = build(parts)
                built.toString() shouldBe text
                built shouldBe urn
                val decoded = Urn.builder().nid(parts.nid).nss(urn.decodedNss()).build()
                decoded.decodedNss() shouldBe urn.decodedNss()
            }
        }
    }

    test("a near-miss of a part: the parser accepts the text exactly when the model does; the builder refuses a bad part") {
        checkAll(config, nearMisses) { parts ->
            val text = parts.text()
            withClue(text) {
                val model = UrnGrammar.model(text)
                val parsed = Uri.parseOrNull(text, generic)
                (parsed != null) shouldBe (model != null)
                if (parsed != null) {
                    Urn.from(parsed).parts() shouldBe model
                }
                if (UrnGrammar.partsValid(parts)) {
                    val built = build(parts)
                    built.toString() shouldBe text
                    built.parts() shouldBe parts
                } else {
                    shouldThrow<IllegalArgumentException> { build(parts) }
                }
            }
        }
    }

    test("a near-miss of the whole text: the parser accepts it exactly when the model does, and reads the same parts") {
        checkAll(config, nearMissTexts) { text ->
            withClue(text) {
                val model = UrnGrammar.model(text)
                val parsed = Uri.parseOrNull(text, generic)?.takeIf { it.scheme().equals("urn", ignoreCase = true) }
                (parsed != null) shouldBe (model != null)
                if (parsed != null) {
                    Urn.from(parsed).parts() shouldBe model
                    build(Urn.from(parsed).parts()) shouldBe Urn.from(parsed)
                }
            }
        }
    }
})
