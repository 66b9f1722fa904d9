package dev.urikit.spark

import dev.urikit.Equivalence
import dev.urikit.HierarchicalUri
import dev.urikit.Uri
import dev.urikit.UriSyntaxException
import dev.urikit.text.UriExtractor
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.collections.shouldBeEmpty
import io.kotest.matchers.shouldBe
import org.apache.spark.sql.Encoders
import org.apache.spark.sql.Row

/** Texts that are not URIs, each refused by the parser or by a scheme module. */
private val INVALID = listOf(
  "http://exa mple.com/", "http://h:8o/", "rel/ative", "", "//host/only", "%zz:x", "mailto:javascript:alert()",
  "ftp:/pub", "http://h:99999/", "urn:", "https://[::1/", "news:a b",
)

/** What urikit itself says of [text] under [op]: the value, or the refusal as (kind, index, message). */
private fun <T> library(text: String, op: (Uri) -> T?): Pair<T?, Triple<String, Int, String>?> =
  try {
    op(Uri.parse(text)) to null
  } catch (e: UriSyntaxException) {
    null to Triple(e.kind().name, e.index(), e.message!!)
  }

private fun Row?.orError(): Pair<Any?, Triple<String, Int, String>?> {
  val error = this!!.getStruct(1)
  return get(0) to error?.let { Triple(it.getString(0), it.getInt(1), it.getString(2)) }
}

private fun parsed(uri: Uri): List<Any?> {
  val h = uri as? HierarchicalUri
  val port = when {
    h?.host() == null -> null
    h.port().isNullOrEmpty() -> uri.registeredScheme()?.defaultPort()
    else -> h.portNumber()
  }
  return listOf(uri.scheme(), h?.userInfo(), h?.host(), h?.hostType()?.let { UriFunctions.hostTypeName(it) }, port,
    uri.path(), uri.query(), uri.fragment(), if (h == null) "opaque" else "hierarchical")
}

private fun Row.fields(): List<Any?> = (0 until size()).map { get(it) }

/**
 * Each SQL function against urikit's own result on every row of a generated data set ([UrlVariants]) and of
 * invalid texts; nulls; and examples whose results are written out.
 */
class UrikitFunctionsTest : FunSpec({

  val spark = LocalSpark.session()
  val texts = UrlVariants.generate(20261127, 25).map { it.text() } + INVALID
  val rows = spark.createDataset(texts, Encoders.STRING()).toDF("url").selectExpr(
    "url",
    "uri_normalize(url)", "uri_key(url)", "uri_parse(url)", "uri_host(url)", "uri_query_param(url, 'q')",
    "uri_resolve(url, '../x/./y?z#w')",
    "uri_normalize_or_error(url)", "uri_key_or_error(url)", "uri_parse_or_error(url)", "uri_host_or_error(url)",
    "uri_query_param_or_error(url, 'q')", "uri_resolve_or_error(url, '../x/./y?z#w')",
  ).collectAsList().associateBy { it.getString(0) }

  test("the data set holds every text, valid and invalid") {
    rows.keys shouldBe texts.toSet()
    INVALID.filter { Uri.parseOrNull(it) != null }.shouldBeEmpty()
  }

  test("uri_normalize and its twin are Uri.normalize on every row") {
    for (text in texts) {
      val expected = library(text) { it.normalize().toString() }
      rows[text]!!.getString(1) shouldBe expected.first
      rows[text]!!.getStruct(7).orError() shouldBe expected
    }
  }

  test("uri_key and its twin are the equivalence key behind Uri.equals on every row") {
    for (text in texts) {
      val expected = library(text) { it.equivalenceKey(Equivalence.SCHEME) }
      rows[text]!!.getString(2) shouldBe expected.first
      rows[text]!!.getStruct(8).orError() shouldBe expected
    }
  }

  test("uri_parse and its twin are the components of Uri.parse on every row") {
    for (text in texts) {
      val expected = library(text) { parsed(it) }
      rows[text]!!.getStruct(3)?.fields() shouldBe expected.first
      val twin = rows[text]!!.getStruct(9).orError()
      (twin.first as Row?)?.fields() shouldBe expected.first
      twin.second shouldBe expected.second
    }
  }

  test("uri_host and its twin are the host as written on every row") {
    for (text in texts) {
      val expected = library(text) { (it as? HierarchicalUri)?.host() }
      rows[text]!!.getString(4) shouldBe expected.first
      rows[text]!!.getStruct(10).orError() shouldBe expected
    }
  }

  test("uri_query_param and its twin are the library's queryParameter on every row") {
    for (text in texts) {
      val expected = library(text) { uri -> uri.queryParameter("q") }
      rows[text]!!.getString(5) shouldBe expected.first
      rows[text]!!.getStruct(11).orError() shouldBe expected
    }
  }

  test("uri_resolve and its twin are Uri.resolve on every row") {
    for (text in texts) {
      val expected = library(text) { it.resolve("../x/./y?z#w").toString() }
      rows[text]!!.getString(6) shouldBe expected.first
      rows[text]!!.getStruct(12).orError() shouldBe expected
    }
  }

  test("uri_extract is UriExtractor on running text") {
    val sentences = texts.chunked(3).map { "See ${it[0]}, or (${it.getOrElse(1) { "" }}) and <${it.getOrElse(2) { "" }}>." }
    val found = spark.createDataset(sentences, Encoders.STRING()).toDF("text")
      .selectExpr("text", "uri_extract(text)").collectAsList().associate { it.getString(0) to it.getList<String>(1) }
    val extractor = UriExtractor.create()
    var total = 0
    for (sentence in sentences) {
      val expected = extractor.extract(sentence).map { it.uri().toString() }
      total += expected.size
      found[sentence] shouldBe expected
    }
    (total > texts.size / 2) shouldBe true
  }

  context("null in, null out") {
    withData(
      "uri_normalize(NULL)", "uri_key(NULL)", "uri_parse(NULL)", "uri_host(NULL)", "uri_extract(NULL)",
      "uri_query_param(NULL, 'q')", "uri_query_param('http://h/?q=1', NULL)",
      "uri_resolve(NULL, 'a')", "uri_resolve('http://h/', NULL)",
      "uri_normalize_or_error(NULL)", "uri_key_or_error(NULL)", "uri_parse_or_error(NULL)", "uri_host_or_error(NULL)",
      "uri_query_param_or_error(NULL, 'q')", "uri_resolve_or_error('http://h/', NULL)",
    ) { call ->
      spark.sql("SELECT $call").first().get(0) shouldBe null
    }
  }

  context("the effective port: as written, else the scheme's default port") {
    withData(
      "http://h/" to 80, "HTTPS://h" to 443, "ftp://h/a" to 21, "news://h/g" to 119, "http://h:8080/" to 8080,
      "http://h:/" to 80, "http://h:080/" to 80, "foo://h/" to null, "foo://h:7/" to 7, "mailto:a@b.example" to null,
      "foo:/no/authority" to null,
    ) { (text, port) ->
      spark.sql("SELECT uri_parse('$text').port").first().get(0) shouldBe port
    }
  }

  context("uri_parse: components as written, host types by RFC 3986 section 3.2.2") {
    withData(
      "HTTP://u:p@Example.COM:80/a/../b?q=1#F" to listOf("HTTP", "u:p", "Example.COM", "reg-name", 80, "/a/../b", "q=1", "F", "hierarchical"),
      "http://192.0.2.1/" to listOf("http", null, "192.0.2.1", "ipv4", 80, "/", null, null, "hierarchical"),
      "http://[2001:db8::7]:81" to listOf("http", null, "[2001:db8::7]", "ipv6", 81, "", null, null, "hierarchical"),
      "foo://[v1.fe80::a+en1]/" to listOf("foo", null, "[v1.fe80::a+en1]", "ipvfuture", null, "/", null, null, "hierarchical"),
      "mailto:a@b.example?subject=hi" to listOf("mailto", null, null, null, null, "a@b.example", "subject=hi", null, "opaque"),
      "urn:example:a#f" to listOf("urn", null, null, null, null, "example:a", null, "f", "opaque"),
    ) { (text, fields) ->
      spark.sql("SELECT uri_parse('$text')").first().getStruct(0).fields() shouldBe fields
    }
  }

  context("uri_query_param: the first pair of that name, decoded by the form convention, '+' a space") {
    withData(
      "http://h/?a=1&a=2" to "1", "http://h/?a&a=2" to null, "http://h/?a=%41%20b" to "A b", "http://h/?a=1+1" to "1 1",
      "http://h/?a=1%2B1" to "1+1",
      "http://h/?%61=x" to "x", "http://h/?a=" to "", "http://h/?b=1" to null, "http://h/" to null,
      "http://h/?x=1&&a=b=c" to "b=c",
    ) { (text, value) ->
      spark.sql("SELECT uri_query_param('$text', 'a')").first().get(0) shouldBe value
    }
  }

  context("the _or_error twins: kind and index of the first offending character") {
    withData(
      "http://h:8o/" to Pair("INVALID_PORT", 10), "rel/ative" to Pair("MISSING_SCHEME", 3),
      "http://exa mple.com/" to Pair("INVALID_CHARACTER", 10),
    ) { (text, error) ->
      val row = spark.sql("SELECT uri_key_or_error('$text')").first().getStruct(0)
      row.get(0) shouldBe null
      row.getStruct(1).getString(0) shouldBe error.first
      row.getStruct(1).getInt(1) shouldBe error.second
    }
  }

  test("a column of hostile text completes the job, with nulls") {
    val hostile = listOf("\u0000", "http://" + "a".repeat(100_000), "http://h/" + "../".repeat(50_000), "\uD800:x", "a:" + "%".repeat(1000))
    val out = spark.createDataset(hostile, Encoders.STRING()).toDF("t")
      .selectExpr("uri_key(t)", "uri_parse(t)", "uri_extract(t)", "uri_resolve(t, t)", "uri_normalize_or_error(t)")
      .collectAsList()
    out.size shouldBe hostile.size
  }
})
