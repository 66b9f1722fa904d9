package dev.urikit.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.Equivalence;
import dev.urikit.HierarchicalUri;
import dev.urikit.ResolutionMode;
import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriReference;
import dev.urikit.UriSyntaxException;
import dev.urikit.http.HttpSchemes;
import dev.urikit.http.HttpUri;
import dev.urikit.mailto.MailtoUri;
import java.net.URI;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The Java samples of the guide, whose pages are in src/doc. Each fenced block there is a passage of this file, checked by
 * {@link GuideSnippetsTest}; the assertions after each passage check what its comments state.
 */
class JavaGuideTest {

  @Test
  void gettingStarted() {
    Uri uri = Uri.parse("HTTP://user@Example.COM:80/a/./b/../c?q=1#f");
    String scheme = uri.scheme();                      // "HTTP": components come as written
    String host = ((HierarchicalUri) uri).host();      // "Example.COM"
    String text = uri.toString();                      // "HTTP://user@Example.COM:80/a/./b/../c?q=1#f"
    Uri normal = uri.normalize();                      // http://user@example.com/a/c?q=1#f

    assertEquals("HTTP", scheme);
    assertEquals("Example.COM", host);
    assertEquals("HTTP://user@Example.COM:80/a/./b/../c?q=1#f", text);
    assertEquals("http://user@example.com/a/c?q=1#f", normal.toString());
  }

  @Test
  void resolving() {
    Uri base = Uri.parse("http://a/b/c/d;p?q");
    Uri up = base.resolve("../g");                               // http://a/b/g
    UriReference back = base.relativize(Uri.parse("http://a/b/x"));  // ../x

    assertEquals("http://a/b/g", up.toString());
    assertEquals("../x", back.toString());
  }

  @Test
  void building() {
    Uri built = Uri.builder()
        .scheme("https")
        .host("example.com")
        .addPathSegment("a b")
        .addPathSegment("c/d")
        .addQueryParameter("q", "1+1")
        .buildUri();                                   // https://example.com/a%20b/c%2Fd?q=1%2B1

    assertEquals("https://example.com/a%20b/c%2Fd?q=1%2B1", built.toString());
  }

  @Test
  void editing() {
    Uri page = Uri.parse("https://example.com/list?page=1&utm_source=mail#top");
    Uri next = page.toBuilder()
        .setQueryParameter("page", "2")
        .removeQueryParameter("utm_source")
        .buildUri();                                   // https://example.com/list?page=2#top

    assertEquals("https://example.com/list?page=2#top", next.toString());
    assertEquals("https://example.com/list?page=1&utm_source=mail#top", page.toString());
  }

  @Test
  void typedView() {
    Uri uri = Uri.parse("https://example.com/search?q=uri&lang=en");
    HttpUri http = uri.view(HttpUri.class);            // null if the http module is not on the class path
    int port = http.port();                            // 443: the default port of https
    String q = http.queryParameters().first("q");      // "uri"
    String origin = http.origin();                     // "https://example.com"

    assertEquals(443, port);
    assertEquals("uri", q);
    assertEquals("https://example.com", origin);
  }

  @Test
  void errors() {
    String problem;
    try {
      Uri.parse("http://example.com:8o/");
      problem = "none";
    } catch (UriSyntaxException e) {
      problem = e.kind() + " at " + e.index();        // "INVALID_PORT at 20": the 'o'
    }
    Uri maybe = Uri.parseOrNull("not a uri");          // null instead of an exception

    assertEquals("INVALID_PORT at 20", problem);
    assertEquals(null, maybe);
  }

  @Test
  void equalityInCollections() {
    Set<Uri> seen = new HashSet<>();
    seen.add(Uri.parse("http://EXAMPLE.com:80"));
    seen.add(Uri.parse("http://example.com/"));
    int size = seen.size();                            // 1: one resource, by the rules of http
    String kept = seen.iterator().next().toString();   // "http://EXAMPLE.com:80", as first written

    assertEquals(1, size);
    assertEquals("http://EXAMPLE.com:80", kept);
  }

  @Test
  void equivalencePolicies() {
    Uri a = Uri.parse("HTTP://Example.COM:80/a/./b");
    Uri b = Uri.parse("http://example.com/a/b");
    boolean exact = a.isEquivalentTo(b, Equivalence.EXACT);    // false: the texts differ
    boolean syntax = a.isEquivalentTo(b, Equivalence.SYNTAX);  // false: the port is still there
    boolean scheme = a.isEquivalentTo(b, Equivalence.SCHEME);  // true: 80 is the default port of http

    assertFalse(exact);
    assertFalse(syntax);
    assertTrue(scheme);
    assertEquals(scheme, a.equals(b));
  }

  @Test
  void genericRegistry() {
    SchemeRegistry none = SchemeRegistry.empty();
    Uri generic = Uri.parse("http://example.com:80/", none);
    Uri other = Uri.parse("http://example.com/", none);
    boolean same = generic.equals(other);              // false: without the http module, 80 is just a port

    assertFalse(same);
    assertTrue(Uri.parse("http://example.com:80/").equals(Uri.parse("http://example.com/")));
  }

  @Test
  void fromJavaNet() throws Exception {
    URI legacy = new URI("http://example.com/a%20b?q=1");
    Uri uri = Uri.fromJavaNetUri(legacy);              // http://example.com/a%20b?q=1
    List<String> segments = uri.pathSegments();        // [a b]: decoded
    URI back = uri.toJavaNetUri();                     // equal to legacy

    assertEquals("http://example.com/a%20b?q=1", uri.toString());
    assertEquals(List.of("a b"), segments);
    assertEquals(legacy, back);
  }

  @Test
  void javaNetDifferences() throws Exception {
    URI base = new URI("http://a/b/c/d;p?q");
    URI legacyQuery = base.resolve("?y");                       // http://a/b/c/?y  (RFC 2396)
    Uri query = Uri.parse("http://a/b/c/d;p?q").resolve("?y");  // http://a/b/c/d;p?y  (RFC 3986)
    Uri asBefore = Uri.parse("http://a/b/c/d;p?q")
        .resolve("?y", ResolutionMode.RFC_2396);                // http://a/b/c/?y

    URI legacyRelative = new URI("http://a/b/c/d").relativize(new URI("http://a/b/x/y"));  // http://a/b/x/y
    UriReference relative = Uri.parse("http://a/b/c/d").relativize(Uri.parse("http://a/b/x/y"));  // ../x/y

    boolean legacyEqual = new URI("http://EXAMPLE.com:80").equals(new URI("http://example.com/"));  // false
    boolean equal = Uri.parse("http://EXAMPLE.com:80").equals(Uri.parse("http://example.com/"));    // true

    assertEquals("http://a/b/c/?y", legacyQuery.toString());
    assertEquals("http://a/b/c/d;p?y", query.toString());
    assertEquals("http://a/b/c/?y", asBefore.toString());
    assertEquals("http://a/b/x/y", legacyRelative.toString());
    assertEquals("../x/y", relative.toString());
    assertFalse(legacyEqual);
    assertTrue(equal);
  }

  @Test
  void ownRegistry() {
    SchemeRegistry onlyHttp = SchemeRegistry.builder().add(HttpSchemes.standard()).build();
    boolean https = onlyHttp.lookup("https") != null;           // true
    boolean mailto = onlyHttp.lookup("mailto") != null;         // false
    Uri mail = Uri.parse("mailto:a@example.com", onlyHttp);
    MailtoUri view = mail.view(MailtoUri.class);                // null: this registry has no mailto scheme

    assertTrue(https);
    assertFalse(mailto);
    assertEquals(null, view);
    assertTrue(Uri.parse("mailto:a@example.com").view(MailtoUri.class) != null);
  }
}
