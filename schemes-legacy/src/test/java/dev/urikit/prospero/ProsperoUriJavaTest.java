package dev.urikit.prospero;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The prospero rules, the ProsperoUri view and its builder from Java. */
class ProsperoUriJavaTest {

  private static final SchemeRegistry PROSPERO = SchemeRegistry.builder().add(new ProsperoScheme()).build();

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
    "prospero:/a               | prospero.authority.missing | 9",
    "prospero://u@h/a          | prospero.userinfo          | 11",
    "prospero://u:p@h/a        | prospero.userinfo          | 11",
    "prospero:///a             | prospero.host.empty        | 11",
    "prospero://[v1.x]/a       | prospero.host.ipvfuture    | 11",
    "prospero://a!b/a          | prospero.host.character    | 12",
    "prospero://1.2.3/a        | prospero.host.numeric      | 15",
    "prospero://h:65536/a      | prospero.port.range        | 13",
    "prospero://h              | prospero.path.missing      | 12",
    "prospero://h?a            | prospero.path.missing      | 12",
    "prospero://h/a;b          | prospero.field.value       | 16",
    "prospero://h/a;b;c=d      | prospero.field.value       | 16",
    "prospero://h/a;           | prospero.field.value       | 15",
    "prospero://h/a;b=c=d      | prospero.field.character   | 18",
    "prospero://h/a;b=c/d      | prospero.field.character   | 18",
    "prospero://h/a;b/c=d      | prospero.field.character   | 16",
    "prospero://h/a;b=c?d/e    | prospero.field.character   | 20",
  })
  void refuses(String input, String code, int index) {
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.parse(input, PROSPERO));
    assertEquals(UriSyntaxException.Kind.SCHEME_SPECIFIC, e.kind());
    assertEquals("prospero", e.scheme());
    assertEquals(code, e.code());
    assertEquals(index, e.index());
    assertTrue(e.getMessage().contains("RFC"), e.getMessage());
    assertNull(ProsperoUri.parseOrNull(input));
  }

  /** RFC 4157 section 2 (RFC 1738 section 3.11): its example, the field form, and what psegment allows. */
  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
    "prospero://host.dom//pros/name                     | /pros/name | ''",
    "prospero://host.dom/pros/name                      | pros/name  | ''",
    "prospero://host.dom/                               | ''         | ''",
    "prospero://host.dom//pros/name;OBJECT-VERSION=2    | /pros/name | OBJECT-VERSION=2",
    "prospero://host.dom/a;x=;=y;%3B=%3D                | a          | x=,=y,;==",
    "prospero://host.dom/a%3Bb?c:d@e&f=g;h=?:@&         | a;b?c:d@e&f=g | h=?:@&",
  })
  void readsHsonameAndFields(String input, String hsoname, String fields) {
    ProsperoUri uri = ProsperoUri.parse(input);
    assertEquals(input, uri.toString());
    assertEquals(hsoname, uri.hsoname());
    assertEquals(fields, String.join(",", uri.fields().stream().map(ProsperoField::toString).toList()));
    assertEquals("host.dom", uri.host());
    assertEquals("host.dom", uri.unicodeHost());
    assertEquals(1525, uri.port());
  }

  @Test
  void fieldsByName() {
    ProsperoUri uri = ProsperoUri.parse("prospero://h/a;v=1;w=2;v=3");
    assertEquals(List.of(new ProsperoField("v", "1"), new ProsperoField("w", "2"), new ProsperoField("v", "3")),
        uri.fields());
    assertEquals("1", uri.field("v"));
    assertNull(uri.field("V"));
    assertThrows(NullPointerException.class, () -> new ProsperoField("a", null));
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
    "PROSPERO://Host.DOM:1525//pros/name   | prospero://host.dom//pros/name",
    "prospero://h:01525/a/../b;%76=%31     | prospero://h/a/../b;v=1",
  })
  void normalizes(String input, String expected) {
    assertEquals(expected, Uri.parse(input, PROSPERO).normalize().toString());
  }

  @Test
  void policies() {
    ProsperoScheme scheme = new ProsperoScheme();
    assertEquals(1525, scheme.defaultPort());
    assertFalse(scheme.canBeBase());
    assertFalse(scheme.hasHierarchicalPath());
  }

  @Test
  void builds() {
    assertEquals("prospero://host.dom//pros/a%3Bb;OBJECT-VERSION=2",
        ProsperoUri.builder().host("host.dom").hsoname("/pros/a;b").field("OBJECT-VERSION", "2").build().toString());
    assertEquals("prospero://h//a%3Bb%3Fc%20d", ProsperoUri.builder().host("h").hsoname("/a;b?c d").build().toString());
    assertEquals("prospero://h/;a%3Db=c%3Bd%2Fe",
        ProsperoUri.builder().host("h").field("a=b", "c;d/e").build().toString());
    assertThrows(IllegalArgumentException.class, () -> ProsperoUri.builder().host("h").hsoname("a/../b").build());
    assertThrows(IllegalStateException.class, () -> ProsperoUri.builder().hsoname("a").build());
    ProsperoUri uri = ProsperoUri.parse("prospero://H:99/a?b;c=d?#f");
    assertEquals(uri.toString(), uri.toBuilder().build().toString());
    assertEquals("prospero://H:99/a?b;c=d?;e=f#f", uri.toBuilder().field("e", "f").build().toString());
    assertEquals("prospero://H/x#f", uri.toBuilder().removePort().hsoname("x").clearFields().build().toString());
  }

  @Test
  void describesItsView() {
    var members = new ProsperoScheme().describe(Uri.parse("prospero://h/a;v=1", PROSPERO)).members();
    assertEquals("a", members.get("hsoname"));
    assertEquals(List.of(Map.of("name", "v", "value", "1")), members.get("fields"));
  }
}
