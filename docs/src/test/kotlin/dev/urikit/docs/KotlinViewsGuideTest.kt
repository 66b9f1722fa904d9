package dev.urikit.docs

import dev.urikit.UriSyntaxException
import dev.urikit.file.edit
import dev.urikit.file.toFileUri
import dev.urikit.ftp.cwd
import dev.urikit.ftp.div
import dev.urikit.ftp.name
import dev.urikit.ftp.toFtpUri
import dev.urikit.http.div
import dev.urikit.http.origin
import dev.urikit.http.pathSegments
import dev.urikit.http.toHttpUri
import dev.urikit.http.toHttpUriOrNull
import dev.urikit.mailto.subject
import dev.urikit.mailto.toMailtoUri
import dev.urikit.spi.UriView
import dev.urikit.telnet.edit
import dev.urikit.telnet.toTelnetUri
import dev.urikit.urn.nss
import dev.urikit.urn.toUrn
import java.lang.reflect.InvocationTargetException
import java.lang.reflect.Method
import java.lang.reflect.Modifier
import java.nio.file.Files
import java.nio.file.Path
import kotlin.io.path.name
import kotlin.io.path.readText
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertInstanceOf
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test

/**
 * The page src/doc/kotlin-views.md: its samples (each a passage of this file, checked by [GuideSnippetsTest]), and its
 * table checked against the code. Every Kotlin file `*Dsl.kt` of a scheme module is read by reflection over its file
 * class: each extension on a view or returning one must be in the table, and each entry of the table must exist.
 */
class KotlinViewsGuideTest {

    @Test
    fun parsingReadingAndAppending() {
        val api = "https://example.com/v1/".toHttpUri()
        val users = api / "users" / "ann b"            // https://example.com/v1/users/ann%20b
        val segments = users.pathSegments              // [v1, users, ann b]
        val origin = users.origin                      // "https://example.com"
        val notHttp = "mailto:a@example.com".toHttpUriOrNull()   // null: another scheme

        assertEquals("https://example.com/v1/users/ann%20b", users.toString())
        assertEquals(listOf("v1", "users", "ann b"), segments)
        assertEquals("https://example.com", origin)
        assertNull(notHttp)
    }

    @Test
    fun otherViews() {
        val file = "ftp://ftp.example.com/pub".toFtpUri() / "gnu" / "a.tar"
        val where = file.cwd to file.name              // ([pub, gnu], a.tar)
        val mail = "mailto:a@example.com?subject=Hi".toMailtoUri()
        val subject = mail.subject                     // "Hi"
        val isbn = "urn:isbn:0-306-40615-2".toUrn().nss   // "0-306-40615-2"

        assertEquals("ftp://ftp.example.com/pub/gnu/a.tar", file.toString())
        assertEquals("([pub, gnu], a.tar)", where.toString())
        assertEquals("Hi", subject)
        assertEquals("0-306-40615-2", isbn)
    }

    @Test
    fun editing() {
        val moved = "telnet://ann@h.example:2323/".toTelnetUri().edit { host = "b.example" }
        // telnet://ann@b.example:2323/
        val local = "file:///tmp/a.txt".toFileUri().edit { segments("var", "b.txt") }   // file:///var/b.txt

        assertEquals("telnet://ann@b.example:2323/", moved.toString())
        assertEquals("file:///var/b.txt", local.toString())
    }

    /** One row of the table: the cells as written, code spans unwrapped. */
    private data class Row(
        val module: String,
        val view: String,
        val build: String,
        val parse: String,
        val orNull: String,
        val div: Boolean,
        val edit: Boolean,
        val properties: List<String>,
    )

    /** What the code offers for one view, in the same terms. */
    private data class Offered(
        var module: String = "",
        var build: String = "",
        var parse: String = "",
        var orNull: String = "",
        var div: Boolean = false,
        var edit: Boolean = false,
        val properties: MutableList<String> = mutableListOf(),
        val conversions: MutableList<String> = mutableListOf(),
    )

    private fun page(): String = Path.of("src", "doc", "kotlin-views.md").readText()

    private fun table(): Map<String, Row> {
        val rows = page().lines()
            .filter { it.startsWith("| schemes-") }
            .map { line -> line.trim('|').split('|').map { it.trim() } }
        fun code(cell: String) = cell.removePrefix("`").removeSuffix("`").substringBefore('(').substringBefore(" {").trim()
        return rows.associate { cells ->
            val view = cells[1].removePrefix("[").removeSuffix("]")
            view to Row(
                module = cells[0],
                view = view,
                build = code(cells[2]),
                parse = code(cells[3]),
                orNull = code(cells[4]),
                div = cells[5] == "yes",
                edit = cells[6] == "yes",
                properties = cells[7].split(',').map { code(it.trim()) },
            )
        }
    }

    /** Every scheme module's `*Dsl.kt` file, as the module and the name of its file class. */
    private fun dslFiles(): List<Pair<String, String>> {
        val root = Path.of("..")
        return Files.list(root).use { modules ->
            modules.filter { it.name.startsWith("schemes-") }.sorted().toList()
        }.flatMap { module ->
            val kotlin = module.resolve("src/main/kotlin")
            Files.walk(kotlin).use { files ->
                files.filter { it.name.endsWith("Dsl.kt") }.sorted().toList()
            }.map { file ->
                val pkg = Regex("^package (\\S+)", RegexOption.MULTILINE).find(file.readText())!!.groupValues[1]
                module.name to "$pkg.${file.name.removeSuffix(".kt")}Kt"
            }
        }
    }

    private fun isView(type: Class<*>) = UriView::class.java.isAssignableFrom(type)

    private fun offered(): Map<String, Offered> {
        val byView = sortedMapOf<String, Offered>()
        for ((module, className) in dslFiles()) {
            val methods = Class.forName(className).declaredMethods
                .filter { Modifier.isPublic(it.modifiers) && Modifier.isStatic(it.modifiers) && !it.isSynthetic && '$' !in it.name }
            for (m in methods) {
                val params = m.parameterTypes
                val receiver = params.firstOrNull()
                val view = when {
                    receiver != null && isView(receiver) -> receiver
                    isView(m.returnType) -> m.returnType
                    else -> continue
                }
                val entry = byView.getOrPut(view.name) { Offered() }
                entry.module = module
                when {
                    receiver == String::class.java && params.size == 1 && m.name.endsWith("OrNull") -> entry.orNull = m.name
                    receiver == String::class.java && params.size == 1 -> entry.parse = m.name
                    receiver != null && isView(receiver) && m.name == "div" -> entry.div = true
                    receiver != null && isView(receiver) && m.name == "edit" -> entry.edit = true
                    receiver != null && isView(receiver) && m.name.startsWith("get") && params.size == 1 ->
                        entry.properties += m.name.removePrefix("get").replaceFirstChar { it.lowercase() }
                    params.lastOrNull() == Function1::class.java -> entry.build = m.name
                    params.size == 1 && m.name.startsWith("to") -> entry.conversions += "${params[0].simpleName}.${m.name}()"
                    else -> throw AssertionError("$className.${m.name}: an extension of a view the table has no column for")
                }
            }
        }
        return byView
    }

    @Test
    fun theTableListsWhatEachModuleOffers() {
        val table = table()
        val offered = offered()
        assertEquals(offered.keys, table.keys.toSortedSet(), "the views of the scheme modules' DSL files")
        for ((view, row) in table) {
            val code = offered.getValue(view)
            assertEquals(code.module, row.module, "$view: module")
            assertEquals(code.build, row.build, "$view: build")
            assertEquals(code.parse, row.parse, "$view: parse")
            assertEquals(code.orNull, row.orNull, "$view: or null")
            assertEquals(code.div, row.div, "$view: /")
            assertEquals(code.edit, row.edit, "$view: edit")
            assertEquals(code.properties.sorted(), row.properties.sorted(), "$view: properties")
            for (conversion in code.conversions) {
                assertTrue("`$conversion`" in page(), "$view: the page names $conversion")
            }
        }
    }

    @Test
    fun everyViewHasTheSameConveniences() {
        for ((view, row) in table()) {
            assertTrue(row.parse.isNotEmpty() && row.orNull == row.parse + "OrNull" && row.edit && row.build.isNotEmpty(), view)
            assertTrue(row.properties.isNotEmpty(), view)
        }
        val hierarchies = table().values.filter { it.div }.map { it.view.substringAfterLast('.') }.toSet()
        assertEquals(setOf("HttpUri", "FtpUri", "FileUri"), hierarchies)
    }

    /** A URI of each view, and one of another scheme that the view refuses. */
    private val samples = mapOf(
        "dev.urikit.http.HttpUri" to "https://ann@example.com:8443/a/b%20c?q=uri+kit#top",
        "dev.urikit.ftp.FtpUri" to "ftp://ann:pw@ftp.example.com/pub/a%20b.txt;type=i",
        "dev.urikit.file.FileUri" to "file:///C:/Program%20Files/a.txt",
        "dev.urikit.mailto.MailtoUri" to "mailto:a@example.com?cc=b@example.com&subject=Hi&body=x",
        "dev.urikit.news.NewsUri" to "news://ann@news.example:119/comp.lang.java",
        "dev.urikit.news.NntpUri" to "nntp://news.example/comp.lang/42",
        "dev.urikit.urn.Urn" to "urn:example:a%20b?+r?=lang=en#f",
        "dev.urikit.gopher.GopherUri" to "gopher://gopher.example/7/search%09uri",
        "dev.urikit.prospero.ProsperoUri" to "prospero://h.example/pros/name;OBJECT-VERSION=2",
        "dev.urikit.telnet.TelnetUri" to "telnet://ann:pw@h.example:2323/",
        "dev.urikit.wais.WaisUri" to "wais://h.example/db/TEXT/doc1",
    )

    private fun facade(row: Row): Class<*> =
        dslFiles().map { Class.forName(it.second) }.single { c -> c.declaredMethods.any { it.name == row.parse } }

    @Test
    fun eachPropertyReadsWhatTheJavaMethodReads() {
        for ((view, row) in table()) {
            val text = samples[view] ?: throw AssertionError("no sample for $view")
            val facade = facade(row)
            val parsed = facade.getMethod(row.parse, String::class.java).invoke(null, text)
            assertInstanceOf(Class.forName(view), parsed)
            for (property in row.properties) {
                val getter = facade.getMethod("get" + property.replaceFirstChar { it.uppercase() }, Class.forName(view))
                val java: Method = Class.forName(view).getMethod(property)
                assertEquals(java.invoke(parsed), getter.invoke(null, parsed), "$view.$property")
            }
        }
    }

    @Test
    fun textOfAnotherSchemeOrNoUriThrowsOrGivesNull() {
        for ((view, row) in table()) {
            val other = if (view.endsWith(".Urn")) "https://example.com/" else "urn:example:x"
            val facade = facade(row)
            assertNull(facade.getMethod(row.orNull, String::class.java).invoke(null, other), view)
            val thrown = runCatching { facade.getMethod(row.parse, String::class.java).invoke(null, other) }.exceptionOrNull()
            assertEquals(IllegalArgumentException::class.java, (thrown as InvocationTargetException).targetException.javaClass, view)
            val broken = runCatching { facade.getMethod(row.parse, String::class.java).invoke(null, "a b:c") }.exceptionOrNull()
            assertInstanceOf(UriSyntaxException::class.java, (broken as InvocationTargetException).targetException, view)
            assertNull(facade.getMethod(row.orNull, String::class.java).invoke(null, "a b:c"), view)
        }
    }
}
