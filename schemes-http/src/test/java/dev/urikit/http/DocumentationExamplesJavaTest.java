package dev.urikit.http;

import dev.urikit.QueryStyle;
import dev.urikit.QueryParameter;
import dev.urikit.QueryParameters;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The examples and tables of this module's Javadoc, so that they cannot drift from the code. */
class DocumentationExamplesJavaTest {

  @Test
  void packageExample() {
    Uri a = Uri.parse("http://Example.COM:80/a/../b");
    assertEquals(Uri.parse("http://example.com/b"), a);
    assertEquals("http://example.com", a.view(HttpUri.class).origin());
  }

  @Test
  void httpSchemesExample() {
    SchemeRegistry strict = SchemeRegistry.builder().add(HttpSchemes.strict()).build();
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.parse("http://user@example.com/", strict));
    assertEquals(UriSyntaxException.Kind.SCHEME_SPECIFIC, e.kind());
    assertEquals(7, e.index());
    assertTrue(e.getMessage().contains("user information is refused in strict mode (RFC 9110 section 4.2.4)"));
    assertNotNull(Uri.parse("http://user@example.com/"));
    assertEquals("HttpSchemes.strict()", HttpSchemes.strict().toString());
  }

  @Test
  void providerExample() {
    assertEquals(443, SchemeRegistry.installed().lookup("https").defaultPort());
    SchemeRegistry fromProvider = SchemeRegistry.builder().add(new HttpSchemeProvider()).build();
    assertEquals(List.of("http", "https", "ws", "wss"),
        fromProvider.schemes().stream().map(s -> s.name()).toList());
  }

  @Test
  void queryParametersExample() {
    QueryParameters p = HttpUri.parse("http://h/?tag=a&tag=b+c&flag").queryParameters();
    assertEquals(List.of("a", "b c"), p.values("tag"));
    assertNull(p.first("flag"));
    assertTrue(p.contains("flag"));
    assertEquals(3, p.size());
  }

  @Test
  void queryStyleTable() {
    HttpUri uri = HttpUri.parse("http://h/?q=a+b%2Bc");
    assertEquals("a b+c", uri.queryParameters(QueryStyle.FORM).first("q"));
    assertEquals("a+b+c", uri.queryParameters(QueryStyle.RFC3986).first("q"));
  }

  @Test
  void queryParameterExample() {
    assertEquals(
        List.of(new QueryParameter("a", "1"), new QueryParameter("b", null), new QueryParameter("c", "")),
        HttpUri.parse("http://h/?a=1&b&c=").queryParameters().asList());
  }

  @Test
  void builderTable() {
    HttpUri uri = HttpUri.builder().scheme("http").host("h")
        .addPathSegment("a/b?").addQueryParameter("a+b c&d=e", null).fragment("a b#c").build();
    assertEquals("http://h/a%2Fb%3F?a%2Bb%20c%26d%3De#a%20b%23c", uri.toString());
    assertEquals("http://xn--bcher-kva.example",
        HttpUri.builder().scheme("http").host("Bücher.example").build().toString());
  }

  @ParameterizedTest
  @ValueSource(strings = {"example.com", "EXAMPLE.com.", "_srv.example", "ex%61mple.com", "192.0.2.1", "[2001:db8::1]"})
  void hostRulesAccept(String host) {
    assertNotNull(Uri.parseOrNull("http://" + host + "/"), host);
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "[v1.x]", "a%2Fb", "a%40b", "a%00b", "a!b", "%EF%BC%8F", "256.1.1.1", "0x7f.1", "192.168.0.%31", "1"})
  void hostRulesRefuse(String host) {
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.parse("http://" + host + "/"));
    assertEquals(UriSyntaxException.Kind.SCHEME_SPECIFIC, e.kind());
  }
}
