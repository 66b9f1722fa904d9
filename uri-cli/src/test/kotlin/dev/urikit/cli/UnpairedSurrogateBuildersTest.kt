package dev.urikit.cli

import dev.urikit.Uri
import dev.urikit.UriBuilder
import dev.urikit.file.FileUri
import dev.urikit.ftp.FtpUri
import dev.urikit.gopher.GopherUri
import dev.urikit.http.HttpUri
import dev.urikit.mailto.MailtoUri
import dev.urikit.news.NewsUri
import dev.urikit.news.NntpUri
import dev.urikit.prospero.ProsperoUri
import dev.urikit.telnet.TelnetUri
import dev.urikit.urn.Urn
import dev.urikit.wais.WaisUri
import io.kotest.assertions.withClue
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.collections.shouldBeEmpty
import io.kotest.matchers.shouldBe
import java.lang.reflect.InvocationTargetException
import java.lang.reflect.Method
import java.lang.reflect.Modifier

/**
 * Every public method of every builder in the project that takes text, given text with an unpaired
 * surrogate, is refused with an [IllegalArgumentException], by the method or by the `build` after it:
 * such text has no UTF-8 form (RFC 3629 section 3), so no builder may write it, or U+FFFD in its place.
 *
 * Each builder starts from a valid URI of its scheme. A method is called once with plain text in every
 * text parameter, which must build, and then with the surrogate in one parameter at a time, so that a
 * refusal is the surrogate's doing. The methods are found by reflection: a setter added later is tested
 * without being named here.
 */
class UnpairedSurrogateBuildersTest : FunSpec({

  val builders: List<Pair<String, () -> Any>> = listOf(
    "UriBuilder" to { Uri.parse("http://u@h:1/p?q=1#f").toBuilder() },
    "HttpUriBuilder" to { HttpUri.parse("http://u@h/p?q=1#f").toBuilder() },
    "FtpUriBuilder" to { FtpUri.parse("ftp://u:p@h/d/n;type=i").toBuilder() },
    "MailtoUriBuilder" to { MailtoUri.parse("mailto:a@example.com?subject=s&body=b").toBuilder() },
    "UrnBuilder" to { Urn.parse("urn:example:a?+r?=q=1#f").toBuilder() },
    "NewsUriBuilder" to { NewsUri.parse("news://h/comp.lang").toBuilder() },
    "NntpUriBuilder" to { NntpUri.parse("nntp://h/comp.lang/1").toBuilder() },
    "FileUriBuilder" to { FileUri.parse("file:///C:/d/n").toBuilder() },
    "GopherUriBuilder" to { GopherUri.parse("gopher://h/1sel").toBuilder() },
    "TelnetUriBuilder" to { TelnetUri.parse("telnet://u:p@h/").toBuilder() },
    "WaisUriBuilder" to { WaisUri.parse("wais://h/db?s").toBuilder() },
    "ProsperoUriBuilder" to { ProsperoUri.parse("prospero://h/a/b;f=v").toBuilder() },
  )

  /** Plain values tried in turn for a text parameter, until the call builds. */
  val plain = listOf("a", "b1", "http", "example.com", "a@example.com", "comp.lang", "C:", "x=y", "/a", "/C:/a", "80", "news", "nntp", "comp.*")
  val lone = listOf("\uD800", "a\uDC00", "a\uDBFFb")

  data class Call(val builder: String, val method: Method, val position: Int) {
    override fun toString() = "$builder.${method.name}(${method.parameterTypes.joinToString { it.simpleName }}) #$position"
  }

  fun textParameters(method: Method) = method.parameterTypes.indices.filter { method.parameterTypes[it] == String::class.java }

  fun fillable(method: Method) = method.parameterTypes.all {
    it == String::class.java || it == Int::class.javaPrimitiveType || it == Integer::class.java
  }

  fun arguments(method: Method, text: (Int) -> String): Array<Any> = method.parameterTypes.indices.map<Int, Any> {
    if (method.parameterTypes[it] == String::class.java) text(it) else 1
  }.toTypedArray()

  fun build(builder: Any): Any = builder.javaClass.getMethod(if (builder is UriBuilder) "buildUri" else "build").invoke(builder)

  /** The cause of the first throw of a call then build, or null when both went through. */
  fun outcome(factory: () -> Any, method: Method, args: Array<Any>): Throwable? = try {
    val builder = factory()
    method.invoke(builder, *args)
    build(builder)
    null
  } catch (e: InvocationTargetException) {
    e.cause
  }

  val calls = mutableListOf<Pair<Call, () -> Any>>()
  val notExercised = mutableListOf<String>()
  val plainFor = mutableMapOf<Call, String>()
  for ((name, factory) in builders) {
    val type = factory().javaClass
    val methods = type.methods.filter {
      it.declaringClass == type && !Modifier.isStatic(it.modifiers) && !it.isSynthetic && fillable(it) &&
        textParameters(it).isNotEmpty()
    }
    for (method in methods) {
      val value = plain.firstOrNull { candidate -> outcome(factory, method, arguments(method) { candidate }) == null }
      if (value == null) {
        notExercised += "$name.${method.name}"
        continue
      }
      for (position in textParameters(method)) {
        val call = Call(name, method, position)
        calls += call to factory
        plainFor[call] = value
      }
    }
  }

  test("every builder has text setters, and each builds with plain text") {
    builders.map { it.first }.filter { b -> calls.none { it.first.builder == b } }.shouldBeEmpty()
    notExercised shouldBe emptyList()
  }

  context("an unpaired surrogate in any text parameter is refused") {
    withData(calls.map { it.first }) { call ->
      val factory = calls.first { it.first == call }.second
      for (bad in lone) {
        val value = plainFor.getValue(call)
        val cause = outcome(factory, call.method, arguments(call.method) { if (it == call.position) value + bad else value })
        withClue("$call with ${bad.map { "U+%04X".format(it.code) }}: $cause") {
          (cause is IllegalArgumentException) shouldBe true
        }
      }
    }
  }
})
