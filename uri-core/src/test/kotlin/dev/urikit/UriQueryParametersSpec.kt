@file:OptIn(io.kotest.common.ExperimentalKotest::class) // a fixed seed (PropTestConfig.seed) is an experimental Kotest API

package dev.urikit

import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.collections.shouldBeEmpty
import io.kotest.matchers.shouldBe
import io.kotest.property.Arb
import io.kotest.property.PropTestConfig
import io.kotest.property.arbitrary.arbitrary
import io.kotest.property.arbitrary.element
import io.kotest.property.arbitrary.list
import io.kotest.property.arbitrary.map
import io.kotest.property.arbitrary.orNull
import io.kotest.property.checkAll

/** The query's parameters as plain pairs, to compare with a literal list. */
private val QueryParameters.pairs: List<Pair<String, String?>> get() = asList().map { it.name() to it.value() }

/** `uri.queryParameters`: the query read as decoded `name=value` pairs, and what the builder writes read back. */
class UriQueryParametersSpec : FunSpec({

    val none = SchemeRegistry.empty()

    context("reading, by hand from the rules") {
        data class Case(val query: String, val pairs: List<Pair<String, String?>>)
        withData(
            nameFn = { "?${it.query}" },
            Case("a=1", listOf("a" to "1")),
            Case("a=1&b=2&a=3", listOf("a" to "1", "b" to "2", "a" to "3")),
            Case("", emptyList()),
            Case("&&", emptyList()),
            Case("a=1&&b=2&", listOf("a" to "1", "b" to "2")),
            Case("&a", listOf("a" to null)),
            Case("flag", listOf("flag" to null)),
            Case("e=", listOf("e" to "")),
            Case("=v", listOf("" to "v")),
            Case("=", listOf("" to "")),
            Case("f=g=h", listOf("f" to "g=h")),
            Case("k=%26%3D&%3D=%26", listOf("k" to "&=", "=" to "&")),
            Case("p=1+1&q=a%2Bb", listOf("p" to "1 1", "q" to "a+b")),
            Case("a+b=c+d", listOf("a b" to "c d")),
            Case("b=x%20y", listOf("b" to "x y")),
            Case("euro=%E2%82%AC&%C3%A9t%C3%A9=1", listOf("euro" to "\u20ac", "\u00e9t\u00e9" to "1")),
            Case("bad=%FF", listOf("bad" to "\ufffd")),
            Case("s=/a?b:c@d", listOf("s" to "/a?b:c@d")),
        ) { (query, pairs) ->
            Uri.parse("s://h/p?$query#f", none).queryParameters.pairs shouldBe pairs
        }

        test("no query reads as no pairs; query tells it from an empty one") {
            val absent = Uri.parse("s://h/p#a=1", none)
            val empty = Uri.parse("s://h/p?#a=1", none)
            absent.queryParameters.shouldBeEmpty()
            empty.queryParameters.shouldBeEmpty()
            absent.query shouldBe null
            empty.query shouldBe ""
        }

        test("opaque URIs and relative references have queries too") {
            Uri.parse("mailto:a@example.com?subject=Hi%20there", none).queryParameters.pairs shouldBe listOf("subject" to "Hi there")
            "../a?x=1&y".toUriReference().queryParameters.pairs shouldBe listOf("x" to "1", "y" to null)
            "#x=1".toUriReference().queryParameters.shouldBeEmpty()
        }

        test("pairs destructure") {
            val (name, value) = Uri.parse("s://h/?page=2", none).queryParameters.single()
            name shouldBe "page"
            value shouldBe "2"
            val flags = Uri.parse("s://h/?a&b=1", none).queryParameters.map { (n, v) -> "$n:${v ?: "-"}" }
            flags shouldBe listOf("a:-", "b:1")
        }

        test("a long query of bare names is read in one pass") {
            val count = 200_000
            val query = (1..count).joinToString("&") { "n" }
            val pairs = Uri.parse("s://h/?$query", none).queryParameters
            pairs.size() shouldBe count
            pairs.asList().first() shouldBe QueryParameter("n", null)
            pairs.asList().last() shouldBe QueryParameter("n", null)
        }
    }

    context("what the builder writes reads back") {
        val config = PropTestConfig(seed = 3986_3_4L, iterations = 2_000)
        // Separators, the plus, a percent sign, non-ASCII (two bytes, three, a surrogate pair) and reserved characters.
        val pieces = Arb.element("a", "B", "0", "&", "=", "+", "%", "%41", " ", "é", "€", "\uD83D\uDE00", "/", "?", "#", "[", ":", "")
        val texts = Arb.list(pieces, 0..5).map { it.joinToString("") }
        val pair = arbitrary { texts.bind() to texts.orNull(0.3).bind() }
        // ("", null) writes an empty piece, which reads as no pair: the one pair that does not come back.
        val pairs = Arb.list(pair, 0..6).map { list -> list.filterNot { (name, value) -> name.isEmpty() && value == null } }

        fun built(parameters: List<Pair<String, String?>>): Uri {
            val builder = UriReference.builder().registry(none).scheme("s").host("h").path("/p")
            parameters.forEach { (name, value) -> builder.addQueryParameter(name, value) }
            return builder.fragment("f").buildUri()
        }

        test("addQueryParameter, then queryParameters, gives the pairs back") {
            checkAll(config, pairs) { parameters ->
                built(parameters).queryParameters.pairs shouldBe parameters
            }
        }

        test("removeQueryParameter removes exactly the pairs read with that name") {
            checkAll(config, pairs, texts) { parameters, name ->
                val removed = built(parameters).toBuilder().removeQueryParameter(name).buildUri()
                removed.queryParameters.pairs shouldBe parameters.filter { it.first != name }
            }
        }

        test("setQueryParameter leaves one pair of that name, at the end") {
            checkAll(config, pairs, texts, texts.orNull(0.3)) { parameters, name, value ->
                val set = built(parameters).toBuilder().setQueryParameter(name, value).buildUri()
                val expected = parameters.filter { it.first != name } + (name to value)
                set.queryParameters.pairs shouldBe expected.filterNot { (n, v) -> n.isEmpty() && v == null }
            }
        }

        test("the DSL's query { } reads back the same way") {
            val edited = Uri.parse("s://h/list?page=1&utm_source=mail&q=a%2Bb", none).edit {
                query { set("page", "2"); remove("utm_source"); add("tag", "x&y=z") }
            }
            edited.toString() shouldBe "s://h/list?q=a%2Bb&page=2&tag=x%26y%3Dz"
            edited.queryParameters.pairs shouldBe listOf("q" to "a+b", "page" to "2", "tag" to "x&y=z")
        }
    }
})
