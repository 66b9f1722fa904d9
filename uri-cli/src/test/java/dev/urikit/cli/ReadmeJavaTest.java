package dev.urikit.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.HierarchicalUri;
import dev.urikit.Iri;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import org.junit.jupiter.api.Test;

/** The Java examples of the README, line for line, with the results the README states. */
class ReadmeJavaTest {

  @Test
  void components() {
    Uri uri = Uri.parse("HTTP://user@Example.COM:80/a/./b/../c?q=1#f");
    assertEquals("HTTP", uri.scheme());
    assertEquals("Example.COM", ((HierarchicalUri) uri).host());
    assertEquals("http://user@example.com/a/c?q=1#f", uri.normalize().toString());
    assertTrue(uri.equals(Uri.parse("http://user@example.com/a/c?q=1#f")));
    assertEquals("HTTP://user@Example.COM:80/a/./b/../c?q=1#f", uri.toString());
  }

  @Test
  void iris() {
    Iri iri = Iri.parse("https://bücher.example/straße?q=ü");
    assertThrows(UriSyntaxException.class, () -> Uri.parse("https://bücher.example/straße?q=ü"));
    assertEquals("https://xn--bcher-kva.example/stra%C3%9Fe?q=%C3%BC", iri.toUri().toString());
    assertEquals("https://bücher.example/straße?q=ü", iri.toUri().toIri().toString());
    assertTrue(iri.equals(Iri.parse("https://xn--bcher-kva.example/stra%C3%9Fe?q=%C3%BC")));
  }

  @Test
  void resolveAndRelativize() {
    Uri base = Uri.parse("http://a/b/c/d;p?q");
    assertEquals("http://a/b/g", base.resolve("../g").toString());
    assertEquals("../x", base.relativize(Uri.parse("http://a/b/x")).toString());
  }

  @Test
  void builder() {
    Uri built = Uri.builder()
        .scheme("https").host("example.com")
        .addPathSegment("a b").addPathSegment("c/d")
        .addQueryParameter("q", "1+1")
        .buildUri();
    assertEquals("https://example.com/a%20b/c%2Fd?q=1%2B1", built.toString());
    assertEquals("https://example.com/a%20b/c%2Fd?q=2&page=3",
        built.toBuilder().setQueryParameter("q", "2").addQueryParameter("page", "3").buildUri().toString());
  }

  @Test
  void errors() {
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.parse("http://example.com:8o/"));
    assertEquals(UriSyntaxException.Kind.INVALID_PORT, e.kind());
    assertEquals(20, e.index());
  }
}
