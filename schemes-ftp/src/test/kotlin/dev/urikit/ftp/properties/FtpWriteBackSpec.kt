package dev.urikit.ftp.properties

import dev.urikit.ftp.FtpUri
import dev.urikit.ftp.edit
import io.kotest.assertions.withClue
import io.kotest.core.spec.style.FunSpec
import io.kotest.matchers.shouldBe
import io.kotest.property.Arb
import io.kotest.property.arbitrary.arbitrary
import io.kotest.property.arbitrary.element
import io.kotest.property.arbitrary.int
import io.kotest.property.arbitrary.list
import io.kotest.property.arbitrary.orNull
import io.kotest.property.checkAll

/** RFC 3986 section 2.2's reserved characters, each percent-encoded, in both hex cases where they differ. */
private val encodedReserved = ":/?#[]@!$&'()*+,;=".flatMap { c ->
    val hex = "%02X".format(c.code)
    listOf("%$hex", "%${hex.lowercase()}").distinct()
}

/** A piece of a component: a reserved character percent-encoded, an unreserved one, or text outside ASCII. */
private val piece = Arb.element(encodedReserved + listOf("a", "Z", "0", "-", ".", "_", "~", "%41", "%7e", "%C3%A9", "%25"))

private fun component(range: IntRange) = arbitrary { Arb.list(piece, range).bind().joinToString("") }

/** A name that is neither empty nor a dot-segment. */
private val segment = component(1..5).let { gen -> arbitrary { "n" + gen.bind() } }

/**
 * An ftp URL whose user, password, directories, name, query and fragment hold every reserved character
 * percent-encoded, with hosts, ports and typecodes written in the forms a reader may meet.
 */
private val urls = arbitrary {
    val user = component(0..4).orNull(0.3).bind()
    val password = if (user == null) null else component(0..4).orNull(0.4).bind()
    val host = Arb.element("ftp.example.com", "FTP.Example.COM", "ex%61mple.com", "192.0.2.1", "[2001:DB8::1]").bind()
    val port = Arb.element("", ":", ":21", ":0021", ":2121").bind()
    val cwd = Arb.list(segment, 0..3).bind()
    val name = if (Arb.int(0..3).bind() == 0) "" else segment.bind()
    val query = if (Arb.int(0..3).bind() == 0) "?" + component(0..3).bind() else ""
    val typecode = Arb.element("", ";type=i", ";TYPE=A", ";type=d", ";t%79pe=%49").bind()
    val fragment = if (Arb.int(0..2).bind() == 0) "#" + component(0..3).bind() else ""
    val userInfo = when {
        user == null -> ""
        password == null -> "$user@"
        else -> "$user:$password@"
    }
    val path = cwd.joinToString("") { "/$it" } + "/" + name
    FtpUri.parse("ftp://$userInfo$host$port$path$query$typecode$fragment")
}

/** Writing back what was read, through the DSL and through each builder setter, is the identity. */
class FtpWriteBackSpec : FunSpec({

    fun FtpUri.shouldBeUnchangedBy(what: String, edited: FtpUri) {
        withClue("$what = $what on $this") {
            edited.toString() shouldBe toString()
            edited shouldBe this
        }
    }

    test("every property of the DSL scope written back keeps text and URL") {
        checkAll(400, urls) { uri ->
            uri.shouldBeUnchangedBy("user", uri.edit { user = user })
            uri.shouldBeUnchangedBy("password", uri.edit { password = password })
            uri.shouldBeUnchangedBy("host", uri.edit { host = host })
            uri.shouldBeUnchangedBy("port", uri.edit { port = port })
            uri.shouldBeUnchangedBy("cwd", uri.edit { cwd(*directories.toTypedArray()) })
            uri.shouldBeUnchangedBy("name", uri.edit { name = name })
            uri.shouldBeUnchangedBy("typecode", uri.edit { typecode = typecode })
            uri.shouldBeUnchangedBy("fragment", uri.edit { fragment = fragment })
            uri.shouldBeUnchangedBy("all", uri.edit {
                user = user; password = password; host = host; port = port; cwd(*directories.toTypedArray())
                name = name; typecode = typecode; fragment = fragment
            })
        }
    }

    test("every setter of the builder given what the view reads keeps text and URL") {
        checkAll(400, urls) { uri ->
            val raw = uri.toUri()
            uri.shouldBeUnchangedBy("toBuilder", uri.toBuilder().build())
            uri.shouldBeUnchangedBy("user", uri.toBuilder().user(uri.user()).build())
            uri.shouldBeUnchangedBy("password", uri.toBuilder().password(uri.password()).build())
            uri.shouldBeUnchangedBy("host", uri.toBuilder().host(uri.host()).build())
            val port = raw.portNumber()
            uri.shouldBeUnchangedBy("port", if (port == null) uri.toBuilder().removePort().build() else uri.toBuilder().port(port).build())
            uri.shouldBeUnchangedBy("cwd", uri.toBuilder().cwd(uri.cwd()).build())
            uri.shouldBeUnchangedBy("name", uri.toBuilder().name(uri.name()).build())
            uri.shouldBeUnchangedBy("typecode", uri.toBuilder().typecode(uri.typecode()).build())
            uri.shouldBeUnchangedBy("fragment", uri.toBuilder().fragment(raw.decodedFragment()).build())
        }
    }
})
