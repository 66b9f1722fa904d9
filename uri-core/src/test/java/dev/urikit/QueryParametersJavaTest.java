package dev.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Reading a query by name from Java, on any URI reference, as a Java user writes it. */
class QueryParametersJavaTest {

  @Test
  void queryParameterReadsTheFirstDecodedValue() {
    Uri uri = Uri.parse("http://h/?q=a%20b&q=c");
    assertEquals("a b", uri.queryParameter("q"));
    assertEquals(List.of("a b", "c"), uri.queryParameterValues("q"));
    assertEquals(List.of("q"), uri.queryParameterNames());
    assertNull(uri.queryParameter("x"));
  }

  @Test
  void theDefaultIsTheFormConventionAndTheOtherStyleIsNamed() {
    Uri uri = Uri.parse("s://h/?q=1+1&r=1%2B1");
    assertEquals("1 1", uri.queryParameter("q"));
    assertEquals("1+1", uri.queryParameter("r"));
    QueryParameters plain = uri.queryParameters(QueryStyle.RFC3986);
    assertEquals("1+1", plain.first("q"));
    assertEquals("1+1", plain.first("r"));
  }

  @Test
  void relativeReferencesAndOpaqueUrisReadTheirQueriesToo() {
    assertEquals("2", UriReference.parse("../list?page=2").queryParameter("page"));
    assertEquals("Hi there", Uri.parse("mailto:a@example.com?subject=Hi%20there").queryParameter("subject"));
  }

  @Test
  void aBareNameHasANullValue() {
    Uri uri = Uri.parse("s://h/?flag&e=");
    assertEquals(Arrays.asList((String) null), uri.queryParameterValues("flag"));
    assertEquals("", uri.queryParameter("e"));
    assertEquals(List.of("flag", "e"), uri.queryParameterNames());
  }

  @Test
  void theListsAreUnmodifiable() {
    Uri uri = Uri.parse("s://h/?a=1");
    assertThrows(UnsupportedOperationException.class, () -> uri.queryParameterValues("a").add("x"));
    assertThrows(UnsupportedOperationException.class, () -> uri.queryParameterNames().add("x"));
    assertThrows(UnsupportedOperationException.class, () -> uri.queryParameters().asList().clear());
  }

  @Test
  void parametersPrintAsText() {
    QueryParameters parameters = Uri.parse("s://h/?lang=en&e=&flag&k=%26").queryParameters();
    assertEquals("[lang=en, e=, flag, k=&]", parameters.toString());
    assertEquals("lang=en", parameters.asList().get(0).toString());
    assertEquals("flag", new QueryParameter("flag", null).toString());
  }

  @Test
  void theBuilderReadsWhatItHolds() {
    UriBuilder builder = UriReference.builder().scheme("s").host("h").addQueryParameter("q", "a b");
    assertEquals("a b", builder.queryParameters().first("q"));
    assertEquals(0, UriReference.builder().queryParameters().size());
  }
}
