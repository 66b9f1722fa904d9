package dev.urikit.template

import io.kotest.assertions.throwables.shouldThrow
import io.kotest.core.spec.style.FunSpec
import io.kotest.datatest.withData
import io.kotest.matchers.shouldBe
import io.kotest.matchers.string.shouldStartWith
import kotlinx.serialization.SerializationException
import kotlinx.serialization.builtins.ListSerializer
import kotlinx.serialization.descriptors.PrimitiveKind
import kotlinx.serialization.json.Json

/** UriTemplateSerializer: a template as its text, read back equal, a bad one refused with its kind and index. */
class UriTemplateSerializerTest : FunSpec({

  test("a template is written as its text and read back equal") {
    val templates = listOf(uriTemplate("https://api.example.com/repos{/owner,repo}/issues{?state,labels*}"), uriTemplate("/a"))
    val json = Json.encodeToString(ListSerializer(UriTemplateSerializer), templates)
    json shouldBe """["https://api.example.com/repos{/owner,repo}/issues{?state,labels*}","/a"]"""
    Json.decodeFromString(ListSerializer(UriTemplateSerializer), json) shouldBe templates
  }

  test("the descriptor is a string with a name of its own") {
    UriTemplateSerializer.descriptor.kind shouldBe PrimitiveKind.STRING
    UriTemplateSerializer.descriptor.serialName shouldBe "dev.urikit.template.UriTemplate"
  }

  context("text that is not a template fails with its kind and index") {
    withData(
      nameFn = { it.first },
      "\"/a/{b\"" to "UNCLOSED_EXPRESSION at index 3: ",
      "\"{=x}\"" to "RESERVED_OPERATOR at index 1: ",
      "\"{x:0}\"" to "INVALID_PREFIX at index 3: ",
    ) { (json, message) ->
      val e = shouldThrow<SerializationException> { Json.decodeFromString(UriTemplateSerializer, json) }
      e.message shouldStartWith message
      (e.cause as UriTemplateSyntaxException).kind().name shouldBe message.substringBefore(' ')
    }
  }
})
