package dev.urikit.http;

import dev.urikit.QueryStyle;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.urikit.UriSyntaxException;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Building HttpUris from decoded values. */
class HttpUriBuilderJavaTest {

  @Test
  void javadocExample() {
    HttpUri uri = HttpUri.builder()
        .scheme("https").host("example.com").port(8443)
        .addPathSegment("a/b").addPathSegment("c d")
        .addQueryParameter("q", "1+1 = 2").addQueryParameter("flag", null)
        .build();
    assertEquals("https://example.com:8443/a%2Fb/c%20d?q=1%2B1%20%3D%202&flag", uri.toString());
    assertEquals(List.of("a/b", "c d"), uri.pathSegments());
    assertEquals("1+1 = 2", uri.queryParameters(QueryStyle.FORM).first("q"));
    assertEquals("1+1 = 2", uri.queryParameters(QueryStyle.RFC3986).first("q"));
  }

  @Test
  void encodesEachValueOnce() {
    HttpUri uri = HttpUri.builder().scheme("HTTP").host("h")
        .addPathSegment("%41").addPathSegment("é?#")
        .addQueryParameter("a&b=c", "%20+&=")
        .fragment("x y#z")
        .build();
    assertEquals("http://h/%2541/%C3%A9%3F%23?a%26b%3Dc=%2520%2B%26%3D#x%20y%23z", uri.toString());
    assertEquals(List.of("%41", "é?#"), uri.pathSegments());
    assertEquals(Arrays.asList("%20+&="), uri.queryParameters().values("a&b=c"));
    HttpUri again = uri.toBuilder().build();
    assertEquals(uri.toString(), again.toString());
  }

  @Test
  void toBuilderKeepsComponentsAsWritten() {
    HttpUri source = HttpUri.parse("http://u%20x@Example.COM:0080/a%2fb/?x=1+2&&y#f");
    assertEquals(source.toString(), source.toBuilder().build().toString());
    HttpUri edited = source.toBuilder().userInfo(null).addPathSegment("c").setQueryParameter("x", "3").build();
    assertEquals("http://Example.COM:0080/a%2fb/c?&y&x=3#f", edited.toString());
    assertEquals("http://h?", HttpUri.parse("http://h?").toBuilder().build().toString());
    assertEquals("http://h/?k=v", HttpUri.parse("http://h/?").toBuilder().addQueryParameter("k", "v").build().toString());
    assertEquals("http://h/a/", HttpUri.builder().scheme("http").host("h").addPathSegment("a").addTrailingSlash().build().toString());
  }

  @Test
  void removingParameters() {
    HttpUri uri = HttpUri.parse("http://h/?a+b=1&c=2&a%20b=3&a%2Bb=4");
    assertEquals("http://h/?c=2&a%2Bb=4", uri.toBuilder().removeQueryParameter("a b").build().toString());
    assertEquals("http://h/", uri.toBuilder().clearQuery().build().toString());
    assertEquals("http://h", uri.toBuilder().clearQuery().clearPath().build().toString());
  }

  @Test
  void hosts() {
    assertEquals("http://xn--bcher-kva.example", HttpUri.builder().scheme("http").host("Bücher.example").build().toString());
    assertEquals("http://[2001:db8::1]:8080", HttpUri.builder().scheme("http").host("2001:db8::1").port(8080).build().toString());
    assertEquals("http://[::1]", HttpUri.builder().scheme("http").host("[::1]").build().toString());
    assertThrows(IllegalArgumentException.class, () -> HttpUri.builder().host("a/b"));
    assertThrows(IllegalArgumentException.class, () -> HttpUri.builder().host("a b"));
    assertThrows(IllegalArgumentException.class, () -> HttpUri.builder().host("evil.com\uFF0Fx"));
    assertThrows(IllegalArgumentException.class, () -> HttpUri.builder().host("0x7f.1"));
    assertThrows(IllegalArgumentException.class, () -> HttpUri.builder().host(""));
    assertThrows(IllegalArgumentException.class, () -> HttpUri.builder().host("[::1]/a/[::2]"));
    assertThrows(IllegalArgumentException.class, () -> HttpUri.builder().host("[::1]:80"));
  }

  @Test
  void misuse() {
    assertThrows(IllegalStateException.class, () -> HttpUri.builder().host("h").build());
    assertThrows(IllegalStateException.class, () -> HttpUri.builder().scheme("https").build());
    assertThrows(IllegalArgumentException.class, () -> HttpUri.builder().scheme("ftp"));
    assertThrows(IllegalArgumentException.class, () -> HttpUri.builder().port(65536));
    assertThrows(IllegalArgumentException.class, () -> HttpUri.builder().port(-1));
    assertThrows(IllegalArgumentException.class, () -> HttpUri.builder().addPathSegment(".."));
    assertThrows(IllegalArgumentException.class, () -> HttpUri.builder().addPathSegment("."));
    UriSyntaxException ws = assertThrows(UriSyntaxException.class,
        () -> HttpUri.builder().scheme("ws").host("h").fragment("f").build());
    assertEquals(UriSyntaxException.Kind.SCHEME_SPECIFIC, ws.kind());
    assertThrows(UriSyntaxException.class,
        () -> HttpUri.parseStrict("http://h/").toBuilder().userInfo("u").build());
    assertEquals("http://h", HttpUri.parse("http://h:8080").toBuilder().removePort().build().toString());
  }
}
