package dev.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The public API of the model, parsing, encoding and equivalence, as a Java user writes it. */
class UriReferenceJavaTest {

  /** RFC 3986 section 3, the example of the component parts. */
  @Test
  void componentsOfTheRfcExample() {
    Uri uri = Uri.parse("foo://example.com:8042/over/there?name=ferret#nose");
    HierarchicalUri h = assertInstanceOf(HierarchicalUri.class, uri);
    assertEquals("foo", h.scheme());
    assertEquals("example.com:8042", h.authority());
    assertNull(h.userInfo());
    assertEquals("example.com", h.host());
    assertEquals(HostType.REG_NAME, h.hostType());
    assertEquals("8042", h.port());
    assertEquals(8042, h.portNumber());
    assertEquals("/over/there", h.path());
    assertEquals(List.of("over", "there"), h.pathSegments());
    assertEquals("name=ferret", h.query());
    assertEquals("nose", h.fragment());
    assertFalse(h.isRelative());
    assertEquals("foo://example.com:8042/over/there?name=ferret#nose", h.toString());
  }

  /** RFC 3986 section 1.1.2, the example URIs, and the shape each one takes. */
  @ParameterizedTest
  @CsvSource({
      "ftp://ftp.is.co.za/rfc/rfc1808.txt, HierarchicalUri, REG_NAME",
      "http://www.ietf.org/rfc/rfc2396.txt, HierarchicalUri, REG_NAME",
      "ldap://[2001:db8::7]/c=GB?objectClass?one, HierarchicalUri, IPV6",
      "mailto:John.Doe@example.com, OpaqueUri, ",
      "news:comp.infosystems.www.servers.unix, OpaqueUri, ",
      "tel:+1-816-555-1212, OpaqueUri, ",
      "telnet://192.0.2.16:80/, HierarchicalUri, IPV4",
      "urn:oasis:names:specification:docbook:dtd:xml:4.1.2, OpaqueUri, "})
  void rfcExamples(String text, String type, HostType hostType) {
    Uri uri = Uri.parse(text);
    assertEquals(type, uri.getClass().getSimpleName());
    assertEquals(text, uri.toString());
    if (uri instanceof HierarchicalUri h) {
      assertEquals(hostType, h.hostType());
    } else {
      assertNull(hostType);
    }
  }

  @Test
  void ipvFutureHost() {
    HierarchicalUri uri = (HierarchicalUri) Uri.parse("http://[v7.fe:ed]/");
    assertEquals(HostType.IPVFUTURE, uri.hostType());
    assertEquals("[v7.fe:ed]", uri.decodedHost());
  }

  @Test
  void decodedTwins() {
    HierarchicalUri uri = (HierarchicalUri) Uri.parse("http://us%65r@b%C3%BCcher.example/a%20b/c%2Fd?q=%C3%A9+1#f%20g");
    assertEquals("us%65r", uri.userInfo());
    assertEquals("user", uri.decodedUserInfo());
    assertEquals("b%C3%BCcher.example", uri.host());
    assertEquals("bücher.example", uri.decodedHost());
    assertEquals("/a%20b/c%2Fd", uri.path());
    assertEquals(List.of("a b", "c/d"), uri.pathSegments());
    assertEquals("/a b/c/d", uri.decodedPath());
    assertEquals("q=é+1", uri.decodedQuery());
    assertEquals("f g", uri.decodedFragment());
  }

  @Test
  void absentIsNullAndEmptyIsEmpty() {
    HierarchicalUri empty = (HierarchicalUri) Uri.parse("http://@h:/?#");
    assertEquals("", empty.userInfo());
    assertEquals("", empty.port());
    assertNull(empty.portNumber());
    assertEquals("", empty.query());
    assertEquals("", empty.fragment());
    HierarchicalUri absent = (HierarchicalUri) Uri.parse("http://h/");
    assertNull(absent.userInfo());
    assertNull(absent.port());
    assertNull(absent.query());
    assertNull(absent.fragment());
    HierarchicalUri noAuthority = (HierarchicalUri) Uri.parse("file:/etc/hosts");
    assertNull(noAuthority.authority());
    assertNull(noAuthority.host());
    assertNull(noAuthority.hostType());
  }

  @Test
  void relativeReferences() {
    RelativeReference network = assertInstanceOf(RelativeReference.class, UriReference.parse("//example.com:81/a"));
    assertTrue(network.isRelative());
    assertNull(network.scheme());
    assertEquals("example.com", network.host());
    assertEquals(81, network.portNumber());
    RelativeReference path = RelativeReference.parse("../a?b#c");
    assertNull(path.authority());
    assertEquals("../a", path.path());
    assertEquals("b", path.query());
    assertEquals("c", path.fragment());
    assertEquals(List.of(), RelativeReference.parse("").pathSegments());
    assertThrows(UriSyntaxException.class, () -> RelativeReference.parse("http://h/"));
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "a b                               | INVALID_CHARACTER        | 1",
      "http://example.com:8o/            | INVALID_PORT             | 20",
      "http://[::1                       | INVALID_IP_LITERAL       | 11",
      "%zz                               | INVALID_PERCENT_ENCODING | 0",
      "http://h/?a%zz                    | INVALID_PERCENT_ENCODING | 11",
      "http://h/?a%2                     | INVALID_PERCENT_ENCODING | 11",
      "http://h/?%41%4                   | INVALID_PERCENT_ENCODING | 13",
      "http://h/?q#%                     | INVALID_PERCENT_ENCODING | 12",
      "?%G0                              | INVALID_PERCENT_ENCODING | 1",
      "#f%0                              | INVALID_PERCENT_ENCODING | 2",
      "1http://x                         | INVALID_SCHEME           | 0",
      "http://h/p?q#f#                   | INVALID_CHARACTER        | 14"})
  void errorsCarryKindAndIndex(String text, UriSyntaxException.Kind kind, int index) {
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> UriReference.parse(text));
    assertEquals(kind, e.kind());
    assertEquals(index, e.index());
    assertNull(e.scheme());
    assertTrue(e.getMessage().contains("index " + index), e.getMessage());
    assertNull(UriReference.parseOrNull(text));
  }

  @Test
  void errorMessagesNeverRepeatUserInfo() {
    String text = "http://alice:hunter2@exa mple.com/";
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.parse(text));
    assertEquals(UriSyntaxException.Kind.INVALID_CHARACTER, e.kind());
    assertEquals(text.indexOf(' '), e.index());
    assertFalse(e.getMessage().contains("alice"), e.getMessage());
    assertFalse(e.getMessage().contains("hunter2"), e.getMessage());
  }

  @Test
  void uriParseWantsAScheme() {
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.parse("../a"));
    assertEquals(UriSyntaxException.Kind.MISSING_SCHEME, e.kind());
    assertNull(Uri.parseOrNull("../a"));
    assertNotNull(UriReference.parseOrNull("../a"));
    assertNotNull(Uri.parseOrNull("a:b"));
  }

  /** RFC 3986 section 6.2.2: case, percent-encoding and dot-segment normalization. */
  @Test
  void normalize() {
    Uri uri = Uri.parse("eXAMPLE://a/./b/../b/%63/%7bfoo%7d");
    assertEquals("example://a/b/c/%7Bfoo%7D", uri.normalize().toString());
    assertEquals("http://www.example.com/", Uri.parse("HTTP://www.EXAMPLE.com/").normalize(NormalizationLevel.SYNTAX).toString());
    assertEquals("eXAMPLE://a/./b/../b/%63/%7bfoo%7d", uri.toString());
    Uri normal = Uri.parse("example://a/b");
    assertSame(normal, normal.normalize());
    assertEquals("../a/~", RelativeReference.parse("../a/%7e").normalize().toString());
  }

  @Test
  void equivalencePolicies() {
    Uri a = Uri.parse("eXAMPLE://a/./b/../b/%63/%7bfoo%7d");
    Uri b = Uri.parse("example://a/b/c/%7Bfoo%7D");
    assertFalse(a.isEquivalentTo(b, Equivalence.EXACT));
    assertTrue(a.isEquivalentTo(b, Equivalence.SYNTAX));
    assertTrue(a.isEquivalentTo(b, Equivalence.SCHEME));
    assertEquals(b.toString(), a.equivalenceKey(Equivalence.SYNTAX));
    assertEquals(a.toString(), a.equivalenceKey(Equivalence.EXACT));
    assertEquals(a, b);
    assertEquals(a.hashCode(), b.hashCode());
    assertEquals(0, a.compareTo(b));
    assertNotEquals(UriReference.parse("/a"), Uri.parse("s:/a"));
  }

  /** With no scheme known, only syntax-based equivalence applies: port 80 is not http's default. */
  @Test
  void setsWithTheEmptyRegistry() {
    SchemeRegistry none = SchemeRegistry.empty();
    List<List<String>> groups = List.of(
        List.of("http://example.com/a/b", "HTTP://Example.COM/a/./b", "http://example.com/a/c/../b", "http://%65xample.com/%61/b"),
        List.of("http://example.com:80/a/b"),
        List.of("http://example.com/a/B"),
        List.of("http://example.com/a/b?"));
    Set<UriReference> hashed = new HashSet<>();
    Set<UriReference> sorted = new TreeSet<>();
    for (List<String> group : groups) {
      UriReference first = UriReference.parse(group.get(0), none);
      for (String member : group) {
        UriReference ref = UriReference.parse(member, none);
        assertEquals(first, ref, member);
        assertEquals(first.hashCode(), ref.hashCode(), member);
        assertEquals(0, first.compareTo(ref), member);
        hashed.add(ref);
        sorted.add(ref);
      }
    }
    assertEquals(groups.size(), hashed.size());
    assertEquals(groups.size(), sorted.size());
    assertTrue(hashed.contains(UriReference.parse("http://EXAMPLE.com/a/b", none)));
    assertTrue(sorted.contains(UriReference.parse("http://EXAMPLE.com/a/b", none)));
  }

  @Test
  void relativeReferencesSortBeforeUris() {
    TreeSet<UriReference> sorted = new TreeSet<>(List.of(Uri.parse("a:b"), UriReference.parse("z")));
    assertInstanceOf(RelativeReference.class, sorted.first());
  }

  @Test
  void javaNetUriRoundTrip() {
    Uri uri = Uri.parse("foo://example.com:8042/over/there?name=ferret#nose");
    URI javaUri = uri.toJavaNetUri();
    assertEquals("example.com", javaUri.getHost());
    assertEquals(8042, javaUri.getPort());
    assertEquals(uri, Uri.fromJavaNetUri(javaUri));
  }

  @Test
  void javaNetUriCannotHoldAnIpvFutureHost() {
    Uri uri = Uri.parse("http://[v7.fe]/");
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, uri::toJavaNetUri);
    assertTrue(e.getMessage().contains("java.net.URI"), e.getMessage());
  }

  @Test
  void fromJavaNetUriUsesTheAsciiForm() throws Exception {
    assertEquals("http://example.com/a%20b", Uri.fromJavaNetUri(new URI("http", "example.com", "/a b", null)).toString());
    assertEquals("http://example.com/%C3%BC", Uri.fromJavaNetUri(new URI("http://example.com/ü")).toString());
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.fromJavaNetUri(new URI("a/b")));
    assertEquals(UriSyntaxException.Kind.MISSING_SCHEME, e.kind());
  }

  @Test
  void percentEncoding() {
    assertEquals("a%20b%2Fc", PercentEncoding.encode("a b/c", CharClass.PCHAR));
    assertEquals("%C3%A9", PercentEncoding.encode("é", CharClass.UNRESERVED));
    assertEquals("%F0%9F%98%80", PercentEncoding.encode("\uD83D\uDE00", CharClass.UNRESERVED));
    assertEquals("é/", PercentEncoding.decode("%C3%A9%2F"));
    assertEquals("a+b", PercentEncoding.decode("a+b"));
    assertEquals("\uFFFD", PercentEncoding.decode("%FF"));
    assertEquals("%4", PercentEncoding.decode("%4"));
    assertThrows(IllegalArgumentException.class, () -> PercentEncoding.decodeStrict("%FF"));
    assertThrows(IllegalArgumentException.class, () -> PercentEncoding.decodeStrict("%4"));
    assertEquals("é", PercentEncoding.decodeStrict("%c3%a9"));
    assertTrue(PercentEncoding.isEncoded("a%20b", CharClass.PCHAR));
    assertFalse(PercentEncoding.isEncoded("a b", CharClass.PCHAR));
    assertFalse(PercentEncoding.isEncoded("a%2", CharClass.PCHAR));
  }

  @Test
  void uriComponents() {
    String text = "a/b?c d";
    assertEquals("a/b%3Fc%20d", UriComponent.PATH.encode(text));
    assertEquals("a%2Fb%3Fc%20d", UriComponent.PATH_SEGMENT.encode(text));
    assertEquals("a/b?c%20d", UriComponent.QUERY.encode(text));
    assertEquals("a/b?c%20d", UriComponent.FRAGMENT.encode(text));
    assertEquals("a%2Fb%3Fc%20d", UriComponent.HOST.encode(text));
    assertEquals("%26%3D%2B", UriComponent.QUERY_PARAMETER.encode("&=+"));
    assertEquals("&=+", UriComponent.QUERY.encode("&=+"));
    assertEquals("u:p%40", UriComponent.USER_INFO.encode("u:p@"));
    for (UriComponent component : UriComponent.values()) {
      String decoded = "a b/?#[]@:&=+é%";
      String encoded = component.encode(decoded);
      assertTrue(component.isValid(encoded), component + " " + encoded);
      assertEquals(decoded, component.decode(encoded), component.name());
      assertTrue(CharClass.UNRESERVED.isSubsetOf(component.allowed()), component.name());
    }
    assertFalse(UriComponent.PATH_SEGMENT.isValid("a/b"));
    assertTrue(UriComponent.PATH.isValid("a/b"));
  }
}
