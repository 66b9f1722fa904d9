package dev.urikit.docs

import java.io.ByteArrayInputStream
import java.io.ByteArrayOutputStream
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import dev.urikit.cli.run as urikit

/**
 * The `urikit` transcripts of the guide (src/doc/command.md), run in process: each `$ ./urikit ...` line is a
 * command line, optionally fed by `printf '...' |`, the lines up to the next `$` its standard output, and
 * `# exit status N` its exit status (0 when not stated). [GuideSnippetsTest] checks that the guide shows these
 * transcripts verbatim.
 */
class CommandGuideTest {

    @Test
    fun resolve() = check(
        """
        $ ./urikit resolve 'http://a/b/c/d;p?q' '../g' '?y' '#s'
        {"base":"http://a/b/c/d;p?q","ref":"../g","result":"http://a/b/g"}
        {"base":"http://a/b/c/d;p?q","ref":"?y","result":"http://a/b/c/d;p?y"}
        {"base":"http://a/b/c/d;p?q","ref":"#s","result":"http://a/b/c/d;p?q#s"}
        """,
    )

    @Test
    fun relativizeNormalizeEquivalent() = check(
        """
        $ ./urikit relativize 'http://a/b/c/d' 'http://a/b/x/y'
        {"base":"http://a/b/c/d","target":"http://a/b/x/y","result":"../x/y"}
        $ ./urikit normalize 'HTTP://Example.COM:80/%7Esmith/./home.html'
        {"input":"HTTP://Example.COM:80/%7Esmith/./home.html","normalized":"http://example.com/~smith/home.html"}
        $ ./urikit equivalent 'http://example.com' 'HTTP://EXAMPLE.com:80/'
        {"a":"http://example.com","b":"HTTP://EXAMPLE.com:80/","equivalent":true}
        """,
    )

    @Test
    fun batchWithError() = check(
        """
        $ printf 'http://a/b\nhttp://h:8o/\n' | ./urikit normalize
        {"input":"http://a/b","normalized":"http://a/b"}
        {"input":"http://h:8o/","error":{"kind":"INVALID_PORT","index":10,"message":"invalid character in port at index 10"}}
        # exit status 1
        """,
    )

    @Test
    fun textFromPeople() = check(
        """
        $ ./urikit parse --generic --user-input ' https://example.com/my file.pdf '
        {"input":" https://example.com/my file.pdf ","kind":"hierarchical","scheme":"https","authority":"example.com","userinfo":null,"host":"example.com","host_type":"reg-name","port":null,"path":"/my%20file.pdf","query":null,"fragment":null,"uri":"https://example.com/my%20file.pdf","normalized":"https://example.com/my%20file.pdf","repairs":[{"kind":"WHITESPACE_REMOVED","index":0},{"kind":"CHARACTER_ENCODED","index":23},{"kind":"WHITESPACE_REMOVED","index":32}]}
        $ printf 'See <URL:http://www.w3.org/\n  Addressing/> (and https://example.com/a).\n' | ./urikit extract
        {"start":9,"end":41,"text":"http://www.w3.org/\n  Addressing/","uri":"http://www.w3.org/Addressing/","normalized":"http://www.w3.org/Addressing/"}
        {"start":48,"end":69,"text":"https://example.com/a","uri":"https://example.com/a","normalized":"https://example.com/a"}
        """,
    )

    @Test
    fun baseLayersAndTemplates() = check(
        """
        $ ./urikit resolve --embedded 'urn:isbn:0451450523' --retrieval 'http://a/b/c/d' 'g'
        {"base":"http://a/b/c/d","layer":"retrieval-uri","skipped":[{"layer":"embedded","text":"urn:isbn:0451450523","reason":"scheme-cannot-be-base","message":"embedded base: a urn URI cannot be a base (RFC 3986 section 5.1)","scheme":"urn"}],"ref":"g","result":"http://a/b/c/g"}
        $ ./urikit expand --var owner=urikit --var repo=core --var state=open 'https://api.example.com/repos{/owner,repo}/issues{?state}'
        {"template":"https://api.example.com/repos{/owner,repo}/issues{?state}","expanded":"https://api.example.com/repos/urikit/core/issues?state=open"}
        """,
    )

    @Test
    fun edit() = check(
        """
        $ ./urikit edit --remove-query 'utm_*' --set host=example.org 'https://EXAMPLE.com/a?utm_source=x&q=1'
        https://example.org/a?q=1
        $ ./urikit edit --redirect '../img/logo.png' --set scheme=https 'http://example.com/docs/guide/'
        https://example.com/docs/img/logo.png
        $ ./urikit edit --append path='a b' --append query=lang=en --sort-query 'https://example.com/files?z=1'
        https://example.com/files/a%20b?lang=en&z=1
        """,
    )

    @Test
    fun editGetAndErrors() = check(
        """
        $ ./urikit edit --get '{host} {port} {path} {:path}' 'https://example.com/a%20b'
        example.com 443 /a b /a%20b
        $ printf 'https://a.example/x\nhttp://h:8o/\nmailto:ann@example.com\n' | ./urikit edit --set port=8443
        https://a.example:8443/x
        {"input":"http://h:8o/","error":{"kind":"INVALID_PORT","index":10,"message":"invalid character in port at index 10"}}
        {"input":"mailto:ann@example.com","error":{"kind":"INVALID_EDIT","index":null,"message":"a port needs a host: it is part of the authority (RFC 3986 section 3.2)"}}
        # exit status 1
        $ ./urikit edit --json --generic --set user=ann 'foo://example.com/p'
        {"input":"foo://example.com/p","kind":"hierarchical","scheme":"foo","authority":"ann@example.com","userinfo":"ann","host":"example.com","host_type":"reg-name","port":null,"path":"/p","query":null,"fragment":null,"uri":"foo://ann@example.com/p","normalized":"foo://ann@example.com/p"}
        """,
    )

    /** Runs every command of [transcript] and compares its output and exit status with the transcript's. */
    private fun check(transcript: String) {
        val lines = transcript.trimIndent().lines()
        var i = 0
        var commands = 0
        while (i < lines.size) {
            val command = lines[i]
            assertTrue(command.startsWith("$ "), "a command line: $command")
            i++
            val expected = mutableListOf<String>()
            var status = 0
            while (i < lines.size && !lines[i].startsWith("$ ")) {
                val line = lines[i]
                if (line.startsWith("# exit status ")) status = line.removePrefix("# exit status ").toInt() else expected += line
                i++
            }
            val (stdin, words) = commandLine(command.removePrefix("$ "))
            assertEquals("./urikit", words.first(), command)
            val out = ByteArrayOutputStream()
            val err = ByteArrayOutputStream()
            val actual = urikit(words.drop(1), ByteArrayInputStream(stdin.toByteArray()), out, err)
            assertEquals(expected.joinToString("\n", postfix = "\n"), out.toString(Charsets.UTF_8), command)
            assertEquals(status, actual, command)
            assertEquals("", err.toString(Charsets.UTF_8), command)
            commands++
        }
        assertTrue(commands > 0)
    }

    /** The standard input (`printf '...' |`, with `\n` escapes) and the words of a POSIX shell command line with single quotes. */
    private fun commandLine(line: String): Pair<String, List<String>> {
        val words = words(line)
        val pipe = words.indexOf("|")
        if (pipe < 0) return "" to words
        assertEquals(listOf("printf"), words.subList(0, pipe - 1), line)
        return words[pipe - 1].replace("\\n", "\n") to words.subList(pipe + 1, words.size)
    }

    private fun words(line: String): List<String> {
        val words = mutableListOf<String>()
        val word = StringBuilder()
        var quoted = false
        var inWord = false
        for (c in line) {
            when {
                c == '\'' -> { quoted = !quoted; inWord = true }
                c == ' ' && !quoted -> { if (inWord) words += word.toString(); word.clear(); inWord = false }
                else -> { word.append(c); inWord = true }
            }
        }
        assertTrue(!quoted, "unbalanced quote: $line")
        if (inWord) words += word.toString()
        return words
    }
}
