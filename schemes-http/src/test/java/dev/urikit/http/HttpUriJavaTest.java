package dev.urikit.http;

import dev.urikit.QueryStyle;
import dev.urikit.QueryParameter;
import dev.urikit.QueryParameters;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.HostType;
import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The HttpUri view as a Java user calls it. */
class HttpUriJavaTest {

  @Test
  void javadocExample() {
    HttpUri uri = HttpUri.parse("HTTPS://user@Example.COM:443/a%20b/c?q=1+1&x#top");
    assertEquals("example.com", uri.host());
    assertEquals(443, uri.port());
    assertEquals("https://example.com", uri.origin());
    assertEquals("/a%20b/c?q=1+1&x", uri.requestTarget());
    assertEquals(List.of("a b", "c"), uri.pathSegments());
    assertEquals("1 1", uri.queryParameters().first("q"));
    assertEquals("HTTPS://Example.COM:443/a%20b/c?q=1+1&x#top", uri.withoutUserInfo().toString());
    assertEquals("HTTPS://Example.COM:443/a%20b/c?q=***&***#***", uri.redact().toString());
    assertEquals("user", uri.userInfo());
    assertEquals("https", uri.scheme());
    assertTrue(uri.isSecure());
    assertEquals("top", uri.fragment());
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
    "http://www.ietf.org/rfc/rfc2396.txt                 | www.ietf.org    | 80   | /rfc/rfc2396.txt | http://www.ietf.org",
    "http://example.com                                  | example.com     | 80   | /                | http://example.com",
    "http://example.com:/                                | example.com     | 80   | /                | http://example.com",
    "HTTP://www.EXAMPLE.com:80/                          | www.example.com | 80   | /                | http://www.example.com",
    "http://www.example.org:8080/pub/WWW/TheProject.html | www.example.org | 8080 | /pub/WWW/TheProject.html | http://www.example.org:8080",
    "http://www.example.org/where?q=now                  | www.example.org | 80   | /where?q=now     | http://www.example.org",
    "https://h:0443?                                     | h               | 443  | /?               | https://h",
    "wss://h:0443?                                       | h               | 443  | /                | wss://h",
    "ws://h/a?b                                          | h               | 80   | /a?b             | ws://h",
    "ws://Chat.Example:8080?room=1                       | chat.example    | 8080 | /?room=1         | ws://chat.example:8080",
    "wss://[2001:DB8::A]/s                               | [2001:db8::a]   | 443  | /s               | wss://[2001:db8::a]",
    "http://%61b.example/                                | ab.example      | 80   | /                | http://ab.example",
    "https://192.0.2.7:80/                               | 192.0.2.7       | 80   | /                | https://192.0.2.7:80",
  })
  void components(String input, String host, int port, String target, String origin) {
    HttpUri uri = HttpUri.parse(input);
    assertEquals(host, uri.host());
    assertEquals(port, uri.port());
    assertEquals(target, uri.requestTarget());
    assertEquals(origin, uri.origin());
    assertEquals(input, uri.toString());
  }

  @Test
  void hostTypes() {
    assertEquals(HostType.REG_NAME, HttpUri.parse("http://h/").hostType());
    assertEquals(HostType.IPV4, HttpUri.parse("http://10.0.0.1/").hostType());
    assertEquals(HostType.IPV6, HttpUri.parse("http://[::1]/").hostType());
    assertFalse(HttpUri.parse("ws://h/").isSecure());
    assertEquals(443, HttpUri.parse("wss://h").defaultPort());
  }

  @Test
  void pathSegmentsTreatEmptyPathAsSlash() {
    assertEquals(List.of(""), HttpUri.parse("http://h").pathSegments());
    assertEquals(List.of(""), HttpUri.parse("http://h/").pathSegments());
    assertEquals(List.of("a/b", "", "c d"), HttpUri.parse("http://h/a%2Fb//c%20d").pathSegments());
    assertEquals("", HttpUri.parse("http://h").path());
  }

  @Test
  void queryParametersInBothStyles() {
    HttpUri uri = HttpUri.parse("http://h/?a=1&b&a=2+3%2B4&&=v&c=&%C3%A9=%E2%82%AC");
    QueryParameters form = uri.queryParameters();
    List<QueryParameter> list = new ArrayList<>();
    form.forEach(list::add);
    assertEquals(List.of(
        new QueryParameter("a", "1"), new QueryParameter("b", null), new QueryParameter("a", "2 3+4"),
        new QueryParameter("", "v"), new QueryParameter("c", ""), new QueryParameter("é", "€")), list);
    assertEquals(Arrays.asList("1", "2 3+4"), form.values("a"));
    assertEquals("1", form.first("a"));
    assertNull(form.first("b"));
    assertTrue(form.contains("b"));
    assertFalse(form.contains("z"));
    assertNull(form.first("z"));
    assertEquals(List.of(), form.values("z"));
    assertEquals(List.of("a", "b", "", "c", "é"), form.names());
    assertEquals(6, form.size());
    QueryParameters plain = uri.queryParameters(QueryStyle.RFC3986);
    assertEquals(Arrays.asList("1", "2+3+4"), plain.values("a"));
    assertEquals(form, uri.queryParameters(QueryStyle.FORM));
    assertTrue(HttpUri.parse("http://h/").queryParameters().isEmpty());
    assertTrue(HttpUri.parse("http://h/?").queryParameters().isEmpty());
    assertEquals("a b", HttpUri.parse("http://h/?a+b").queryParameters().asList().get(0).name());
  }

  @Test
  void userInfoRemoved() {
    HttpUri uri = HttpUri.parse("http://u:p%40ss@h:8080/x?y#z");
    assertEquals("u:p%40ss", uri.userInfo());
    assertEquals("u:p@ss", uri.decodedUserInfo());
    HttpUri clean = uri.withoutUserInfo();
    assertEquals("http://h:8080/x?y#z", clean.toString());
    assertNull(clean.userInfo());
    HttpUri plain = HttpUri.parse("http://h/");
    assertSame(plain, plain.withoutUserInfo());
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
    "http://u:p@h/?token=s3cret&x             | http://h/?token=***&***",
    "http://h/?s3cret                         | http://h/?***",
    "http://h/?a&&b=1&                        | http://h/?***&&b=***&",
    "https://h/a?k=v&k=&=z#access_token=abc   | https://h/a?k=***&k=***&=***#***",
    "http://h/?                               | http://h/?",
    "http://h/#                               | http://h/#",
    "ws://u@h:81/s?t=1                        | ws://h:81/s?t=***",
    "http://h/path=kept                       | http://h/path=kept",
  })
  void redacts(String input, String expected) {
    assertEquals(expected, HttpUri.parse(input).redact().toString());
  }

  @Test
  void fromAndParse() {
    Uri generic = Uri.parse("http://Example.com/", SchemeRegistry.empty());
    HttpUri fromGeneric = HttpUri.from(generic);
    assertEquals("example.com", fromGeneric.host());
    assertThrows(UriSyntaxException.class, () -> HttpUri.from(Uri.parse("http://a%2Fb/", SchemeRegistry.empty())));
    IllegalArgumentException other = assertThrows(IllegalArgumentException.class, () -> HttpUri.parse("ftp://h/"));
    assertFalse(other instanceof UriSyntaxException);
    assertNull(HttpUri.parseOrNull("ftp://h/"));
    assertNull(HttpUri.parseOrNull("http:///"));
    assertNotNull(HttpUri.parseOrNull("http://h/"));
    assertEquals(HttpUri.parse("http://h"), HttpUri.parse("HTTP://H:80/"));
    assertEquals(HttpUri.parse("http://h").hashCode(), HttpUri.parse("HTTP://H:80/").hashCode());
    Uri installed = Uri.parse("https://h/x");
    assertSame(installed, HttpUri.from(installed).toUri());
  }

  @Test
  void normalizeKeepsTheView() {
    HttpUri uri = HttpUri.parse("HTTP://Example.COM:80/a/../b?%7e");
    assertEquals("http://example.com/b?~", uri.normalize().toString());
    HttpUri normal = HttpUri.parse("http://example.com/");
    assertSame(normal, normal.normalize());
  }
}
