package dev.urikit.jackson2;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.HierarchicalIri;
import dev.urikit.HierarchicalUri;
import dev.urikit.Iri;
import dev.urikit.IriReference;
import dev.urikit.OpaqueIri;
import dev.urikit.OpaqueUri;
import dev.urikit.RelativeIriReference;
import dev.urikit.RelativeReference;
import dev.urikit.Uri;
import dev.urikit.UriReference;
import dev.urikit.http.HttpUri;
import dev.urikit.mailto.MailtoUri;
import dev.urikit.urn.Urn;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.PackageVersion;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;

/** The Jackson 2 module as a Java service uses it: found by the mapper, every type read and written. */
class UrikitModuleJavaTest {

  record Everything(UriReference reference, Uri uri, HierarchicalUri hierarchical, OpaqueUri opaque,
      RelativeReference relative, IriReference iriReference, Iri iri, HierarchicalIri hierarchicalIri,
      OpaqueIri opaqueIri, RelativeIriReference relativeIri, HttpUri page, Urn book, MailtoUri contact) {}

  record Link(Uri target) {}

  record Page(HttpUri page) {}

  record Index(Map<Urn, HttpUri> books, Map<Uri, Integer> counts) {}

  private static final ObjectMapper MAPPER = new ObjectMapper().findAndRegisterModules();

  private static final String EVERYTHING = """
      {"reference":"../a","uri":"http://h/a","hierarchical":"file:/etc","opaque":"mailto:a@b",\
      "relative":"#top","iriReference":"../ä","iri":"http://bücher.example/ä","hierarchicalIri":"http://ä/",\
      "opaqueIri":"urn:example:straße","relativeIri":"//bücher.example/a","page":"HTTPS://Example.COM:443/a",\
      "book":"urn:ISBN:0451450523","contact":"mailto:a@example.com?subject=hi"}""";

  @Test
  void runsOnTheJacksonThisExecutionNames() {
    assertEquals(System.getProperty("urikit.jackson.version"), PackageVersion.VERSION.toString());
  }

  @Test
  void findAndRegisterModulesFindsTheModule() {
    assertTrue(MAPPER.getRegisteredModuleIds().contains(new UrikitModule().getTypeId()), MAPPER.getRegisteredModuleIds()::toString);
    assertThrows(Exception.class, () -> new ObjectMapper().readValue("\"http://h/\"", Uri.class));
  }

  @Test
  void everyTypeRoundTripsAsItsTextExactly() throws Exception {
    Everything value = MAPPER.readValue(EVERYTHING, Everything.class);
    assertInstanceOf(RelativeReference.class, value.reference());
    assertEquals("/etc", value.hierarchical().path());
    assertEquals("bücher.example", value.relativeIri().host());
    assertEquals("example.com", value.page().host());
    assertEquals("ISBN", value.book().nid());   // as written
    assertEquals("a@example.com", value.contact().to().get(0));

    JsonNode written = MAPPER.readTree(MAPPER.writeValueAsString(value));
    JsonNode expected = MAPPER.readTree(EVERYTHING);
    assertEquals(expected, written);
    assertEquals("HTTPS://Example.COM:443/a", written.get("page").asText());
    assertEquals(value, MAPPER.readValue(MAPPER.writeValueAsString(value), Everything.class));
  }

  @Test
  void nullStaysNull() throws Exception {
    assertNull(MAPPER.readValue("{\"target\":null}", Link.class).target());
    assertEquals("{\"target\":null}", MAPPER.writeValueAsString(new Link(null)));
  }

  @Test
  void mapKeysAreWrittenAndReadAsText() throws Exception {
    Index index = new Index(Map.of(Urn.parse("urn:isbn:0451450523"), HttpUri.parse("https://example.com/b")),
        Map.of(Uri.parse("http://a/"), 2));
    String json = MAPPER.writeValueAsString(index);
    JsonNode tree = MAPPER.readTree(json);
    assertEquals("https://example.com/b", tree.get("books").get("urn:isbn:0451450523").asText());
    assertEquals(2, tree.get("counts").get("http://a/").asInt());
    Index back = MAPPER.readValue(json, Index.class);
    assertEquals(index, back);
    assertInstanceOf(Urn.class, back.books().keySet().iterator().next());
  }

  @Test
  void aBadValueFailsWithJacksonsExceptionItsLocationKindAndIndexButNoUserInformation() {
    String json = "{\n  \"target\": \"http://anna:secret@h:8o/\"\n}";
    InvalidFormatException e = assertThrows(InvalidFormatException.class, () -> MAPPER.readValue(json, Link.class));
    assertEquals(2, e.getLocation().getLineNr());
    assertEquals(13, e.getLocation().getColumnNr());
    assertTrue(e.getMessage().startsWith(
        "cannot read \"http://***@h:8o/\" as Uri (INVALID_PORT at index 22): "), e.getMessage());
    assertFalse(e.getMessage().contains("secret"), e.getMessage());
    assertFalse(e.getMessage().contains("anna"), e.getMessage());
    assertEquals("\"http://***@h:8o/\"", e.getValue());
    assertEquals(Uri.class, e.getTargetType());
    assertEquals("target", e.getPath().get(0).getFieldName());
  }

  @Test
  void aUriOfAnotherSchemeIsNoView() {
    InvalidFormatException e = assertThrows(InvalidFormatException.class,
        () -> MAPPER.readValue("{\"page\":\"mailto:a@example.com\"}", Page.class));
    assertTrue(e.getMessage().startsWith(
        "cannot read \"mailto:a@example.com\" as HttpUri (SCHEME_SPECIFIC at index 0): "), e.getMessage());
    assertEquals(HttpUri.class, e.getTargetType());
  }

  @Test
  void anOpaqueUriIsNoHierarchicalUri() {
    InvalidFormatException e = assertThrows(InvalidFormatException.class,
        () -> MAPPER.readValue("\"mailto:a@b\"", HierarchicalUri.class));
    assertTrue(e.getMessage().startsWith(
        "cannot read \"mailto:a@b\" as HierarchicalUri (INVALID_CHARACTER at index 7): "), e.getMessage());
  }

  @Test
  void aBadKeyFailsLikeABadValue() {
    InvalidFormatException e = assertThrows(InvalidFormatException.class, () -> MAPPER.readValue(
        "{\"books\":{\"urn:x\":\"https://example.com/\"},\"counts\":{}}", Index.class));
    assertTrue(e.getMessage().startsWith("cannot read \"urn:x\" as Urn ("), e.getMessage());
    assertEquals(Urn.class, e.getTargetType());
    assertEquals(1, e.getLocation().getLineNr());
  }

  @Test
  void aValueThatIsNoStringIsAMismatch() {
    MismatchedInputException e = assertThrows(MismatchedInputException.class,
        () -> MAPPER.readValue("{\"target\":42}", Link.class));
    assertEquals(Uri.class, e.getTargetType());
  }

  @Test
  void aListOfViewsReadsThroughTheTypeReference() throws Exception {
    List<Urn> urns = MAPPER.readValue("[\"urn:isbn:0451450523\",\"urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6\"]",
        new TypeReference<List<Urn>>() {});
    assertEquals(List.of("isbn", "uuid"), urns.stream().map(Urn::nid).toList());
  }
}
