package dev.urikit

import dev.urikit.text.Completion
import dev.urikit.text.Repair
import dev.urikit.text.RepairedUri
import dev.urikit.text.UserInput

/**
 * Extension for [Uri.parseUserInput] providing the repair of typed or pasted text as a call on the text:
 * delimiters and whitespace stripped, what RFC 3986 does not allow percent-encoded, characters beyond
 * US-ASCII mapped as an IRI's, and a suffix reference completed when [completion] asks ([UserInput]).
 *
 * ```kotlin
 * val (uri, repairs) = "https://example.com/my file.pdf".toRepairedUri()
 * uri.toString()                 // "https://example.com/my%20file.pdf"
 * repairs.single().kind()        // CHARACTER_ENCODED, at index 22
 * "www.example.com/a".toRepairedUri(Completion.SUFFIX_REFERENCES).uri   // http://www.example.com/a
 * ```
 *
 * @throws UriSyntaxException if the text is empty, has no scheme (and is not completed), or is no URI
 *     once repaired
 */
public fun String.toRepairedUri(
    completion: Completion = Completion.OFF,
    registry: SchemeRegistry = SchemeRegistry.installed(),
): RepairedUri = UserInput.parse(this, registry, completion)

/** The URI (`uri()` of [RepairedUri]), for `val (uri, repairs) = text.toRepairedUri()`. */
public operator fun RepairedUri.component1(): Uri = uri()

/** The repairs (`repairs()` of [RepairedUri]), for `val (uri, repairs) = text.toRepairedUri()`. */
public operator fun RepairedUri.component2(): List<Repair> = repairs()
