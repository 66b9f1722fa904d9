package dev.urikit.cli

import dev.urikit.UriReference
import dev.urikit.UriSyntaxException
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.collections.shouldContainExactly
import io.kotest.matchers.shouldBe
import kotlinx.serialization.json.Json
import kotlinx.serialization.json.JsonPrimitive

/** One command line and the exact text it writes. */
private data class Golden(val args: List<String>, val stdin: String, val stdout: String) {
  override fun toString() = args.joinToString(" ")
}

/** The message the library gives for [text], as a JSON string (the command passes it through). */
private fun messageOf(text: String): String {
  val e = runCatching { UriReference.parse(text) }.exceptionOrNull() as UriSyntaxException
  return JsonPrimitive(e.message).toString()
}

/** The records byte for byte as the README, the package documentation and the commands' help describe them. */
class RecordFormatTest : FunSpec({

  context("every kind of record, exactly") {
    withData(
      Golden(
        listOf("parse", "--generic", "foo://u@example.com:8042/over/there?name=ferret#nose"), "",
        """{"input":"foo://u@example.com:8042/over/there?name=ferret#nose","kind":"hierarchical","scheme":"foo",""" +
          """"authority":"u@example.com:8042","userinfo":"u","host":"example.com","host_type":"reg-name",""" +
          """"port":"8042","path":"/over/there","query":"name=ferret","fragment":"nose",""" +
          """"normalized":"foo://u@example.com:8042/over/there?name=ferret#nose"}""" + "\n",
      ),
      Golden(
        listOf("parse", "mailto:a@b"), "",
        """{"input":"mailto:a@b","kind":"opaque","scheme":"mailto","authority":null,"userinfo":null,"host":null,""" +
          """"host_type":null,"port":null,"path":"a@b","query":null,"fragment":null,"normalized":"mailto:a@b",""" +
          """"mailto":{"to":["a@b"],"headers":[],"recipients":["a@b"]}}""" + "\n",
      ),
      Golden(
        listOf("parse", "http://example.com:8o/"), "",
        """{"input":"http://example.com:8o/","error":{"kind":"INVALID_PORT","index":20,"message":""" +
          messageOf("http://example.com:8o/") + "}}\n",
      ),
      Golden(
        listOf("normalize", "--level", "syntax", "HTTP://Example.COM/a/./%7e"), "",
        """{"input":"HTTP://Example.COM/a/./%7e","normalized":"http://example.com/a/~"}""" + "\n",
      ),
      Golden(
        listOf("resolve", "http://a/b/c/d;p?q", "../g", "?y"), "",
        """{"base":"http://a/b/c/d;p?q","ref":"../g","result":"http://a/b/g"}""" + "\n" +
          """{"base":"http://a/b/c/d;p?q","ref":"?y","result":"http://a/b/c/d;p?y"}""" + "\n",
      ),
      Golden(
        listOf("resolve", "http://a/b", "c d"), "",
        """{"base":"http://a/b","ref":"c d","error":{"kind":"INVALID_CHARACTER","index":1,"message":""" +
          messageOf("c d") + ""","operand":"ref"}}""" + "\n",
      ),
      Golden(
        listOf("relativize", "http://a/b/c/d", "http://a/b/e"), "",
        """{"base":"http://a/b/c/d","target":"http://a/b/e","result":"../e"}""" + "\n",
      ),
      Golden(
        listOf("equivalent", "HTTP://a/%7e", "http://a/~"), "",
        """{"a":"HTTP://a/%7e","b":"http://a/~","equivalent":true}""" + "\n",
      ),
      Golden(
        listOf("equivalent"), "http://a/\n",
        """{"a":"http://a/","b":null,"error":{"kind":"MISSING_TAB","index":9,""" +
          """"message":"expected two references separated by a TAB"}}""" + "\n",
      ),
    ) { golden ->
      urikit(*golden.args.toTypedArray(), stdin = golden.stdin).stdout shouldBe golden.stdout
    }
  }

  test("a scheme module's view comes last, named by the module, with its members in their order") {
    val outcome = urikit("parse", "x-strict://h:1/p")
    outcome.stdout shouldBe
      """{"input":"x-strict://h:1/p","kind":"hierarchical","scheme":"x-strict","authority":"h:1","userinfo":null,""" +
      """"host":"h","host_type":"reg-name","port":"1","path":"/p","query":null,"fragment":null,""" +
      """"normalized":"x-strict://h:1/p","x-strict":{"host":"h"}}""" + "\n"
  }

  test("a view value JSON has no number for is null, and the batch goes on") {
    val outcome = urikit("parse", "x-json:/p", "x-json:q")
    outcome.status shouldBe 0
    outcome.stdout.lines().filter { it.isNotEmpty() }.map { it.substringAfter("\"normalized\":") } shouldContainExactly
      listOf(
        """"x-json:/p","x-json":{"nan":null,"infinity":null,"half":0.5,"list":["a",1,null,true,[null]],""" +
          """"object":{"path":"/p"}}}""",
        """"x-json:q","x-json":{"nan":null,"infinity":null,"half":0.5,"list":["a",1,null,true,[null]],""" +
          """"object":{"path":"q"}}}""",
      )
    outcome.records.size shouldBe 2
  }

  test("an error that is no syntax error has a null index") {
    errorRecord(IllegalStateException("boom")) shouldBe
      ErrorRecord("INTERNAL_ERROR", null, "java.lang.IllegalStateException: boom")
    Json.encodeToString(ErrorRecord.serializer(), errorRecord(UnsupportedOperationException())) shouldBe
      """{"kind":"UNSUPPORTED_OPERATION","index":null,"message":"unsupported operation"}"""
  }
})
