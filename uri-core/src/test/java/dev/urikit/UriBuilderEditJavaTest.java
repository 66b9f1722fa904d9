package dev.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Editing a parsed URI through {@link UriReference#toBuilder()}: what is not edited stays as written. */
class UriBuilderEditJavaTest {

  private static Uri parse(String text) {
    return Uri.parse(text, SchemeRegistry.empty());
  }

  @Test
  void setAndRemoveQueryParametersKeepTheRestAsWritten() {
    Uri uri = parse("http://Example.COM/a%7Eb/?utm_source=x&page=1&q=a%2fb&utm_source=y#F");
    Uri edited = uri.toBuilder().setQueryParameter("page", "2").removeQueryParameter("utm_source").buildUri();
    assertEquals("http://Example.COM/a%7Eb/?q=a%2fb&page=2#F", edited.toString());
  }

  @Test
  void namesAreComparedDecoded() {
    Uri uri = parse("s:x?a%20b=1&c=2&a b=3".replace(" ", "%20"));
    assertEquals("s:x?c=2", uri.toBuilder().removeQueryParameter("a b").buildUri().toString());
  }

  @Test
  void removingTheLastParameterRemovesTheQuery() {
    assertEquals("s:x#f", parse("s:x?a=1&a=2#f").toBuilder().removeQueryParameter("a").buildUri().toString());
    assertEquals("s:x", parse("s:x").toBuilder().removeQueryParameter("a").buildUri().toString());
    assertEquals("s:x?", parse("s:x?").toBuilder().removeQueryParameter("a").buildUri().toString());
  }

  @Test
  void emptyPairsAreKept() {
    assertEquals("s:x?b=2&", parse("s:x?a=1&b=2&").toBuilder().removeQueryParameter("a").buildUri().toString());
    assertEquals("s:x?b=2&&c", parse("s:x?b=2&&c&a").toBuilder().removeQueryParameter("a").buildUri().toString());
  }

  @Test
  void setAppendsWhenAbsentAndEncodes() {
    assertEquals("s:x?a=1&k=v%26w%3D", parse("s:x?a=1").toBuilder().setQueryParameter("k", "v&w=").buildUri()
        .toString());
    assertEquals("s:x?flag", parse("s:x").toBuilder().setQueryParameter("flag", null).buildUri().toString());
  }

  @Test
  void aBuilderIsReusable() {
    UriBuilder builder = parse("http://h/p?a=1").toBuilder();
    Uri first = builder.buildUri();
    Uri second = builder.addPathSegment("q").setQueryParameter("a", "2").buildUri();
    assertEquals("http://h/p?a=1", first.toString());
    assertEquals("http://h/p/q?a=2", second.toString());
    assertEquals("http://h/p/q?a=2", builder.buildUri().toString());
  }

  @Test
  void rawComponentsAreNeverReEncoded() {
    Uri uri = parse("http://h/%41%2F?x=%2B#%23");
    assertEquals("http://h/%41%2F/b?x=%2B&y=%2B#%23",
        uri.toBuilder().addPathSegment("b").addQueryParameter("y", "+").buildUri().toString());
  }

  @Test
  void dotSegmentsAreRefused() {
    UriBuilder builder = parse("http://h/").toBuilder();
    assertThrows(IllegalArgumentException.class, () -> builder.addPathSegment(".."));
    assertThrows(IllegalArgumentException.class, () -> builder.addPathSegment("."));
  }
}
