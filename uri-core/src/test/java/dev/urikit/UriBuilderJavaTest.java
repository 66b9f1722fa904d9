package dev.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The builder as a Java user writes it. */
class UriBuilderJavaTest {

  @Test
  void decodedSettersEncodeForTheirComponent() {
    Uri uri = UriReference.builder()
        .scheme("https")
        .userInfo("jo doe:pa@ss")
        .host("bücher.example")
        .port(8443)
        .path("/a b/c?d")
        .query("x=1 2&y=?/")
        .fragment("top of#page")
        .buildUri();

    assertEquals("https://jo%20doe:pa%40ss@b%C3%BCcher.example:8443/a%20b/c%3Fd?x=1%202&y=?/#top%20of%23page",
        uri.toString());
    HierarchicalUri hierarchical = assertInstanceOf(HierarchicalUri.class, uri);
    assertEquals("jo doe:pa@ss", hierarchical.decodedUserInfo());
    assertEquals("bücher.example", hierarchical.decodedHost());
    assertEquals(8443, hierarchical.portNumber());
    assertEquals("/a b/c?d", uri.decodedPath());
    assertEquals("x=1 2&y=?/", uri.decodedQuery());
    assertEquals("top of#page", uri.decodedFragment());
  }

  @Test
  void pathSegmentsAndQueryParametersAreEncodedOneByOne() {
    Uri uri = UriReference.builder()
        .scheme("http")
        .host("example.com")
        .addPathSegment("a b")
        .addPathSegment("c/d")
        .addQueryParameter("q", "x&y=z+1")
        .addQueryParameter("a&b", null)
        .buildUri();

    assertEquals("http://example.com/a%20b/c%2Fd?q=x%26y%3Dz%2B1&a%26b", uri.toString());
    assertEquals(List.of("a b", "c/d"), uri.pathSegments());
  }

  @Test
  void addPathSegmentSeparatesWithOneSlash() {
    assertEquals("/a", UriReference.builder().addPathSegment("a").build().path());
    assertEquals("/x/a", UriReference.builder().path("/x/").addPathSegment("a").build().path());
    assertEquals("x/a", UriReference.builder().path("x").addPathSegment("a").build().path());
    assertEquals("/a/", UriReference.builder().addPathSegment("a").addPathSegment("").build().path());
  }

  @Test
  void addQueryParameterAfterAnEmptyQueryAddsNoSeparator() {
    assertEquals("a=1", UriReference.builder().query("").addQueryParameter("a", "1").build().query());
    assertEquals("k&a=1", UriReference.builder().query("k").addQueryParameter("a", "1").build().query());
  }

  @Test
  void hostForms() {
    assertHost("192.0.2.16", "192.0.2.16", HostType.IPV4);
    assertHost("2001:db8::7", "[2001:db8::7]", HostType.IPV6);
    assertHost("[2001:db8::7]", "[2001:db8::7]", HostType.IPV6);
    assertHost("::ffff:192.0.2.1", "[::ffff:192.0.2.1]", HostType.IPV6);
    assertHost("[v7.fe:ed]", "[v7.fe:ed]", HostType.IPVFUTURE);
    assertHost("Example.COM", "Example.COM", HostType.REG_NAME);
    assertHost("a b", "a%20b", HostType.REG_NAME);
    assertHost("256.0.0.1", "256.0.0.1", HostType.REG_NAME);
    assertHost("", "", HostType.REG_NAME);
  }

  private static void assertHost(String given, String expectedRaw, HostType expectedType) {
    HierarchicalUri uri = (HierarchicalUri) UriReference.builder().scheme("s").host(given).buildUri();
    assertEquals(expectedRaw, uri.host(), given);
    assertEquals(expectedType, uri.hostType(), given);
  }

  @ParameterizedTest
  @ValueSource(strings = {"[nope]", "[2001:db8::7", "fe80::1%eth0", "1:2:3", "[v7]"})
  void hostThatLooksLikeAnIpLiteralButIsNoneIsRefused(String host) {
    UriBuilder builder = UriReference.builder();
    assertThrows(IllegalArgumentException.class, () -> builder.host(host));
  }

  @Test
  void portRange() {
    assertEquals("0", ((HierarchicalUri) UriReference.builder().scheme("s").host("h").port(0).buildUri()).port());
    assertEquals(65535, ((HierarchicalUri) UriReference.builder().scheme("s").host("h").port(65535).buildUri()).portNumber());
    UriBuilder builder = UriReference.builder();
    assertThrows(IllegalArgumentException.class, () -> builder.port(-1));
    assertThrows(IllegalArgumentException.class, () -> builder.port(65536));
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "1http", "-a", "a b", "a_b", "é"})
  void invalidSchemeIsRefused(String scheme) {
    UriBuilder builder = UriReference.builder();
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> builder.scheme(scheme));
    assertTrue(e.getMessage().contains("scheme"), e.getMessage());
  }

  @Test
  void schemeIsValidatedNotEncoded() {
    assertEquals("A+b.c-1:x", UriReference.builder().scheme("A+b.c-1").path("x").build().toString());
  }

  @Test
  void rawSettersKeepTheTextAsGiven() {
    Uri uri = UriReference.builder()
        .scheme("http")
        .rawUserInfo("u%3Ax:y")
        .rawHost("ex%41mple.com")
        .rawPort("080")
        .rawPath("/a%2fb/%7e")
        .rawQuery("q=%41+b")
        .rawFragment("f%20g")
        .buildUri();
    assertEquals("http://u%3Ax:y@ex%41mple.com:080/a%2fb/%7e?q=%41+b#f%20g", uri.toString());
    assertEquals("exAmple.com", ((HierarchicalUri) uri).decodedHost());
    assertEquals(80, ((HierarchicalUri) uri).portNumber());
  }

  @Test
  void rawSettersNameTheComponentAndIndex() {
    UriBuilder builder = UriReference.builder();
    assertInvalid("path", 2, () -> builder.rawPath("/a b"));
    assertInvalid("path", 2, () -> builder.rawPath("/a%2"));
    assertInvalid("query", 1, () -> builder.rawQuery("a#b"));
    assertInvalid("fragment", 3, () -> builder.rawFragment("abc#"));
    assertInvalid("host", 1, () -> builder.rawHost("a/b"));
    assertInvalid("port", 1, () -> builder.rawPort("8o"));
    assertInvalid("port", 0, () -> builder.rawPort("%38"));
    String message = assertInvalid("userinfo", 5, () -> builder.rawUserInfo("alice secret"));
    assertFalse(message.contains("alice") || message.contains("secret"), message);
  }

  private static String assertInvalid(String component, int index, Runnable call) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call::run);
    assertTrue(e.getMessage().contains(component), e.getMessage());
    assertTrue(e.getMessage().contains("index " + index), e.getMessage());
    return e.getMessage();
  }

  @Test
  void userInfoWithoutHostIsRefused() {
    UriBuilder builder = UriReference.builder().scheme("s").userInfo("u").path("/p");
    IllegalStateException e = assertThrows(IllegalStateException.class, builder::build);
    assertTrue(e.getMessage().contains("userinfo"), e.getMessage());
    assertTrue(e.getMessage().contains("RFC 3986 section 3.2"), e.getMessage());
  }

  @Test
  void portWithoutHostIsRefused() {
    UriBuilder builder = UriReference.builder().scheme("s").port(80);
    IllegalStateException e = assertThrows(IllegalStateException.class, builder::build);
    assertTrue(e.getMessage().contains("port"), e.getMessage());
  }

  @Test
  void authorityWithRelativePathIsRefused() {
    UriBuilder builder = UriReference.builder().scheme("http").host("h").path("a/b");
    IllegalStateException e = assertThrows(IllegalStateException.class, builder::buildUri);
    assertTrue(e.getMessage().contains("section 3.3"), e.getMessage());
    assertTrue(e.getMessage().contains("path-abempty"), e.getMessage());
  }

  @Test
  void doubleSlashPathWithoutAuthorityIsRefused() {
    UriBuilder builder = UriReference.builder().scheme("s").path("//a");
    IllegalStateException e = assertThrows(IllegalStateException.class, builder::build);
    assertTrue(e.getMessage().contains("\"//\""), e.getMessage());
    assertTrue(e.getMessage().contains("section 3.3"), e.getMessage());
  }

  @Test
  void colonInFirstSegmentOfRelativePathIsRefused() {
    UriBuilder builder = UriReference.builder().path("a:b/c");
    IllegalStateException e = assertThrows(IllegalStateException.class, builder::build);
    assertTrue(e.getMessage().contains("section 4.2"), e.getMessage());
    assertTrue(e.getMessage().contains("path-noscheme"), e.getMessage());
    assertEquals("./a:b/c", UriReference.builder().path("./a:b/c").build().toString());
    assertEquals("b/a:c", UriReference.builder().path("b/a:c").build().toString());
    assertEquals("urn:a:b", UriReference.builder().scheme("urn").path("a:b").build().toString());
  }

  @Test
  void buildUriWithoutSchemeIsRefused() {
    UriBuilder builder = UriReference.builder().host("h");
    IllegalStateException e = assertThrows(IllegalStateException.class, builder::buildUri);
    assertTrue(e.getMessage().contains("scheme"), e.getMessage());
    assertEquals("//h", builder.build().toString());
  }

  @Test
  void buildGivesTheSubtypeThatTheTextIs() {
    assertInstanceOf(HierarchicalUri.class, UriReference.builder().scheme("file").host("").path("/etc").build());
    assertInstanceOf(HierarchicalUri.class, UriReference.builder().scheme("file").path("/etc").build());
    assertInstanceOf(OpaqueUri.class, UriReference.builder().scheme("mailto").path("a@example.com").build());
    assertInstanceOf(RelativeReference.class, UriReference.builder().path("../a").build());
    assertEquals("", UriReference.builder().build().toString());
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "foo://example.com:8042/over/there?name=ferret#nose",
      "http://u:p@[2001:db8::7]:/a%2Fb?#",
      "http://[v7.fe]/",
      "file:///etc/hosts",
      "file:/etc/hosts",
      "mailto:John.Doe@example.com?subject=hi",
      "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
      "//example.com",
      "../a;p?q#f",
      "?",
      "#",
      ""})
  void toBuilderRoundTripsExactly(String text) {
    UriReference ref = UriReference.parse(text, SchemeRegistry.empty());
    UriReference rebuilt = ref.toBuilder().build();
    assertEquals(text, rebuilt.toString());
    assertSame(ref.getClass(), rebuilt.getClass());
  }

  @Test
  void nullClearsAComponent() {
    Uri uri = Uri.parse("http://u@h:1/p?q#f");
    assertEquals("http://h/p", uri.toBuilder().userInfo(null).rawPort(null).query(null).fragment(null).build().toString());
    assertEquals("http:/p?q#f", uri.toBuilder().host(null).userInfo(null).rawPort(null).build().toString());
    assertEquals("/p?q#f", uri.toBuilder().scheme(null).rawHost(null).rawUserInfo(null).rawPort(null).build().toString());
  }

  @Test
  void withQueryAndWithFragmentCopy() {
    Uri uri = Uri.parse("http://h/p?q#f");
    Uri noFragment = uri.withFragment(null);
    assertEquals("http://h/p?q", noFragment.toString());
    assertEquals("http://h/p?a=%20#f", uri.withQuery("a=%20").toString());
    assertNull(uri.withQuery(null).query());
    RelativeReference relative = RelativeReference.parse("a#b").withFragment("c");
    assertEquals("a#c", relative.toString());
    assertThrows(IllegalArgumentException.class, () -> uri.withFragment("a b"));
    assertEquals("http://h/p?q#f", uri.toString());
  }

  @Test
  void withQueryAndWithFragmentKeepEverythingElseAsWritten() {
    Uri uri = Uri.parse("HTTP://U@H:/a/./b?q#f", SchemeRegistry.empty());
    assertEquals("HTTP://U@H:/a/./b?x=1#f", uri.withQuery("x=1").toString());
    assertEquals("HTTP://U@H:/a/./b#f", uri.withQuery(null).toString());
    assertEquals("HTTP://U@H:/a/./b?#f", uri.withQuery("").toString());
    assertEquals("HTTP://U@H:/a/./b?q#", uri.withFragment("").toString());
    assertEquals("HTTP://U@H:/a/./b?q", uri.withFragment(null).toString());
    Uri edited = uri.withQuery("x=1").withFragment("g");
    assertEquals("H", ((HierarchicalUri) edited).host());
    assertEquals("", ((HierarchicalUri) edited).port());
    assertEquals("/a/./b", edited.path());
    assertEquals("x=1", edited.query());
    assertEquals("g", edited.fragment());
    Uri opaque = Uri.parse("urn:x:y", SchemeRegistry.empty()).withQuery("+r").withFragment("f");
    assertEquals("urn:x:y?+r#f", opaque.toString());
    assertEquals("x:y", opaque.path());
    assertEquals("+r", opaque.query());
    assertEquals("f", opaque.fragment());
    assertEquals("?a/b?c#d", RelativeReference.parse("?z").withQuery("a/b?c").withFragment("d").toString());
    assertEquals("", RelativeReference.parse("?z#y").withQuery(null).withFragment(null).toString());
    assertThrows(IllegalArgumentException.class, () -> uri.withQuery("a#b"));
    assertThrows(IllegalArgumentException.class, () -> uri.withQuery("%4"));
  }

  @Test
  void schemeRefusalSurfacesAsUriSyntaxException() {
    UriBuilder builder = UriReference.builder().scheme(ExampleTestSchemeProvider.NAME).path("opaque");
    UriSyntaxException e = assertThrows(UriSyntaxException.class, builder::build);
    assertEquals(UriSyntaxException.Kind.SCHEME_SPECIFIC, e.kind());
    assertEquals(ExampleTestSchemeProvider.NAME, e.scheme());
    assertInstanceOf(OpaqueUri.class, builder.registry(SchemeRegistry.empty()).build());
  }

  @Test
  void toBuilderKeepsTheRegistryOfTheReference() {
    Uri lax = Uri.parse("example-test:opaque", SchemeRegistry.empty());
    assertEquals("example-test:opaque#f", lax.toBuilder().fragment("f").build().toString());
    UriBuilder strict = lax.toBuilder().registry(SchemeRegistry.installed());
    assertThrows(UriSyntaxException.class, strict::build);
  }

  @Test
  void buildCanBeCalledAgainAfterMoreChanges() {
    UriBuilder builder = UriReference.builder().scheme("s").host("h");
    Uri first = builder.buildUri();
    Uri second = builder.addPathSegment("x").buildUri();
    assertEquals("s://h", first.toString());
    assertEquals("s://h/x", second.toString());
  }
}
