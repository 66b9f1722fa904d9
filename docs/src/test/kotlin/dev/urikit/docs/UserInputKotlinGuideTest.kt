package dev.urikit.docs

import dev.urikit.component1
import dev.urikit.component2
import dev.urikit.text.Completion
import dev.urikit.text.RepairKind
import dev.urikit.toRepairedUri
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Test

/** The Kotlin sample of the guide's page on user input (src/doc/user-input.md), checked by [GuideSnippetsTest]. */
class UserInputKotlinGuideTest {

    @Test
    fun repairTypedText() {
        val (uri, repairs) = "https://bücher.example/straße?q=a b".toRepairedUri()
        val text = uri.toString()               // "https://xn--bcher-kva.example/stra%C3%9Fe?q=a%20b"
        val kinds = repairs.map { it.kind() }   // [NON_ASCII_MAPPED, NON_ASCII_MAPPED, CHARACTER_ENCODED]
        val site = "localhost:3000/x".toRepairedUri(Completion.SUFFIX_REFERENCES).uri   // http://localhost:3000/x

        assertEquals("https://xn--bcher-kva.example/stra%C3%9Fe?q=a%20b", text)
        assertEquals(
            listOf(RepairKind.NON_ASCII_MAPPED, RepairKind.NON_ASCII_MAPPED, RepairKind.CHARACTER_ENCODED), kinds)
        assertEquals(listOf(9, 27, 33), repairs.map { it.index() })
        assertEquals("http://localhost:3000/x", site.toString())
    }
}
