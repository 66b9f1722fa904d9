package dev.urikit.mailto;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The {@link MailtoUri} view, its builder and its equivalence, used from Java. */
class MailtoUriJavaTest {

  @Test
  void readsAddressesHeadersAndRecipients() {
    MailtoUri uri = MailtoUri.parse(
        "mailto:joe@example.com,%22a,b%22@x?To=ann@example.com,%20eve@example.com&cc=bob@example.com"
            + "&Subject=Hi%20there&body=a%0Ab&bcc=c@x&cc=d@x");
    assertEquals(List.of("joe@example.com", "\"a,b\"@x"), uri.to());
    assertEquals(List.of("joe@example.com", "\"a,b\"@x", "ann@example.com", "eve@example.com"), uri.recipients());
    assertEquals(List.of("bob@example.com", "d@x"), uri.cc());
    assertEquals(List.of("c@x"), uri.bcc());
    assertEquals("Hi there", uri.subject());
    assertEquals("Hi there", uri.header("SUBJECT"));
    assertEquals("a\r\nb", uri.body());
    assertEquals("a\nb", uri.header("body"));
    assertNull(uri.header("keywords"));
    assertEquals(new MailtoHeader("To", "ann@example.com, eve@example.com"), uri.headers().get(0));
    assertEquals(6, uri.headers().size());
  }

  @Test
  void emptyMailto() {
    MailtoUri uri = MailtoUri.parse("mailto:");
    assertEquals(List.of(), uri.to());
    assertEquals(List.of(), uri.headers());
    assertEquals(List.of(), uri.recipients());
    assertNull(uri.subject());
    assertNull(uri.body());
  }

  @Test
  void otherSchemesAreNotMailto() {
    assertThrows(IllegalArgumentException.class, () -> MailtoUri.parse("http://example.com/"));
    assertNull(MailtoUri.parseOrNull("http://example.com/"));
    assertNull(MailtoUri.parseOrNull("mailto:nobody"));
    assertEquals(MailtoUri.parse("mailto:a@x"), MailtoUri.from(Uri.parse("mailto:a@x", SchemeRegistry.empty())));
  }

  @Test
  void buildsWithRfc6068Encoding() {
    MailtoUri uri = MailtoUri.builder()
        .to("a@example.com")
        .cc("b@example.com", "c@example.com")
        .subject("1+1=2 & 50% #1? a/b \"q\"")
        .body("line1\nline2\r\nline3\rend")
        .build();
    assertEquals("mailto:a@example.com?cc=b@example.com,c@example.com"
        + "&subject=1%2B1%3D2%20%26%2050%25%20%231%3F%20a%2Fb%20%22q%22"
        + "&body=line1%0D%0Aline2%0D%0Aline3%0D%0Aend", uri.toString());
    assertEquals("1+1=2 & 50% #1? a/b \"q\"", uri.subject());
    assertEquals("line1\r\nline2\r\nline3\r\nend", uri.body());
    assertEquals(List.of("b@example.com", "c@example.com"), uri.cc());
  }

  @Test
  void buildsNonAsciiAsUtf8() {
    MailtoUri uri = MailtoUri.builder().to("user@納豆.example.org").subject("café").build();
    assertEquals("mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=caf%C3%A9", uri.toString());
    assertEquals(List.of("user@納豆.example.org"), uri.to());
  }

  @Test
  void buildsQuotedLocalPartsWithCommas() {
    MailtoUri uri = MailtoUri.builder().to("\"a,b\"@x", "c@x").build();
    assertEquals("mailto:%22a%2Cb%22@x,c@x", uri.toString());
    assertEquals(List.of("\"a,b\"@x", "c@x"), uri.to());
  }

  @Test
  void builderRefusesWhatIsNotOneAddress() {
    for (String bad : List.of("", "joe", "@x", "a@", "a@x,b@x", " a@x", "a@x ", "\"a@x", "javascript:alert()")) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> MailtoUri.builder().to(bad), bad);
      assertEquals(true, e.getMessage().contains("header \"to\""), e.getMessage());
    }
    assertThrows(IllegalArgumentException.class, () -> MailtoUri.builder().cc("nobody"));
    assertThrows(IllegalArgumentException.class, () -> MailtoUri.builder().header("to", "a@x,nobody"));
    assertThrows(IllegalArgumentException.class, () -> MailtoUri.builder().header("a:b", "v"));
    assertThrows(IllegalArgumentException.class, () -> MailtoUri.builder().header("", "v"));
    assertThrows(IllegalArgumentException.class, () -> MailtoUri.builder().subject("\uD800"));
  }

  @Test
  void setHeaderReplacesInPlaceAndNullRemoves() {
    MailtoUri uri = MailtoUri.builder().subject("a").body("b").subject("c").build();
    assertEquals("mailto:?subject=c&body=b", uri.toString());
    assertEquals("mailto:?body=b", uri.toBuilder().subject(null).build().toString());
  }

  @Test
  void toBuilderKeepsTheMessage() {
    MailtoUri uri = MailtoUri.parse("mailto:a@x?Subject=hi%21&body=x%0D%0Ay");
    MailtoUri copy = uri.toBuilder().build();
    assertEquals(uri, copy);
    assertEquals("mailto:a@x?Subject=hi%21&body=x%0D%0Ay", copy.toString());
  }

  @Test
  void editsLeaveWhatTheyDoNotTouchAsWritten() {
    MailtoUri uri = MailtoUri.parse("mailto:%61@example.com,b@x?subject=%48i&cc=c@x&body=x");
    assertEquals("mailto:%61@example.com,b@x?subject=%48i&cc=c@x",
        uri.toBuilder().removeHeader("body").build().toString());
    assertEquals("mailto:%61@example.com,b@x,d@x?subject=%48i&cc=c@x,e@x&body=x",
        uri.toBuilder().to("d@x").cc("e@x").build().toString());
    assertEquals("mailto:%61@example.com,b@x?subject=Re:%20Hi&cc=c@x&body=x",
        uri.toBuilder().subject("Re: " + uri.subject()).build().toString());
    assertEquals("mailto:?subject=%48i&cc=c@x&body=x", uri.toBuilder().clearTo().build().toString());
    MailtoUriBuilder reused = uri.toBuilder().removeHeader("CC");
    assertEquals("mailto:%61@example.com,b@x?subject=%48i&body=x", reused.build().toString());
    assertEquals("mailto:%61@example.com,b@x?subject=%48i&body=x&x-tag=%26", reused.header("x-tag", "&").build().toString());
  }

  /** Each group: every member equal to every other, with the same hash; unequal to other groups. */
  @Test
  void equivalenceByGroups() {
    List<List<String>> groups = List.of(
        List.of("mailto:a@x,b@x", "mailto:?to=a@x,b@x", "mailto:a@x?to=b@x", "mailto:b@x?To=a@X",
            "mailto:b@x,a@x", "MAILTO:a@X,%62@x", "mailto:?to=a@x&to=b@x", "mailto:a@x,%20b@x"),
        List.of("mailto:A@x,b@x"),
        List.of("mailto:a@x,b@x?subject=Hi", "mailto:a@X,b@x?Subject=Hi", "mailto:a@x?to=b@x&SUBJECT=%48i"),
        List.of("mailto:a@x,b@x?subject=hi"),
        List.of("mailto:a@x,b@x?subject=Hi&body=x", "mailto:b@x?to=a@x&subject=Hi&body=x",
            "mailto:a@x,b@x?body=x&subject=Hi"),
        List.of("mailto:joe@EXAMPLE.com?Subject=hi", "mailto:joe@example.com?subject=hi"),
        List.of("mailto:a@x?subject=a,b", "mailto:a@x?subject=a%2Cb"),
        List.of("mailto:a@x,a@x"),
        List.of("mailto:", "mailto:?to="));
    for (int g = 0; g < groups.size(); g++) {
      for (String a : groups.get(g)) {
        Uri ua = Uri.parse(a);
        for (int h = 0; h < groups.size(); h++) {
          for (String b : groups.get(h)) {
            Uri ub = Uri.parse(b);
            if (g == h) {
              assertEquals(ua, ub, a + " = " + b);
              assertEquals(ua.hashCode(), ub.hashCode(), a + " # " + b);
            } else {
              assertNotEquals(ua, ub, a + " != " + b);
            }
          }
        }
      }
    }
  }

  @Test
  void normalizationLowerCasesDomainsOnly() {
    Map<String, String> cases = Map.of(
        "MAILTO:Joe@Example.COM", "mailto:Joe@example.com",
        "mailto:A@B.example,c@D.EXAMPLE?subject=Hi", "mailto:A@b.example,c@d.example?subject=Hi",
        "mailto:%22A@B%22@X.Y?CC=Bob@EX.com&Subject=%7eHi", "mailto:%22A@B%22@x.y?CC=Bob@ex.com&Subject=~Hi",
        "mailto:u@%e7%b4%8d.EXAMPLE", "mailto:u@%E7%B4%8D.example");
    cases.forEach((input, expected) -> assertEquals(expected, MailtoUri.parse(input).normalize().toString(), input));
  }
}
