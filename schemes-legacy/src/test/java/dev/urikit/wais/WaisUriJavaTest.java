package dev.urikit.wais;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The wais rules, the WaisUri view and its builder from Java. */
class WaisUriJavaTest {

  private static final SchemeRegistry WAIS = SchemeRegistry.builder().add(new WaisScheme()).build();

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
    "wais:/db                  | wais.authority.missing | 5",
    "wais://u@h/db             | wais.userinfo          | 7",
    "wais:///db                | wais.host.empty        | 7",
    "wais://[v1.x]/db          | wais.host.ipvfuture    | 7",
    "wais://a!b/db             | wais.host.character    | 8",
    "wais://a..b/db            | wais.host.empty-label  | 9",
    "wais://h:65536/db         | wais.port.range        | 9",
    "wais://h                  | wais.path.missing      | 8",
    "wais://h?x                | wais.path.missing      | 8",
    "wais://h/db/t             | wais.path.form         | 13",
    "wais://h/db/              | wais.path.form         | 12",
    "wais://h/db/t/p/q         | wais.path.form         | 15",
    "wais://h/d:b              | wais.database.character | 10",
    "wais://h/d;b              | wais.database.character | 10",
    "wais://h/d=b?x            | wais.database.character | 10",
    "wais://h/d@b/t/p          | wais.database.character | 10",
    "wais://h/db/t;x/p         | wais.wtype.character   | 13",
    "wais://h/db/t/p=1         | wais.wpath.character   | 15",
    "wais://h/db/t/p&1         | wais.wpath.character   | 15",
    "wais://h/db/t/p?x         | wais.query             | 15",
    "wais://h/db?a/b           | wais.search.character  | 13",
    "wais://h/db?a?b           | wais.search.character  | 13",
  })
  void refuses(String input, String code, int index) {
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.parse(input, WAIS));
    assertEquals(UriSyntaxException.Kind.SCHEME_SPECIFIC, e.kind());
    assertEquals("wais", e.scheme());
    assertEquals(code, e.code());
    assertEquals(index, e.index());
    assertTrue(e.getMessage().contains("RFC"), e.getMessage());
    assertNull(WaisUri.parseOrNull(input));
  }

  /** RFC 4156 section 2 (RFC 1738 section 3.9): the three forms, and every uchar. */
  @ParameterizedTest
  @CsvSource(delimiter = '|', nullValues = "null", value = {
    "wais://h.example:210/db                       | DATABASE | db        | null    | null | null",
    "wais://h.example/                             | DATABASE | ''        | null    | null | null",
    "wais://h.example/db?frogs%20and%20toads       | SEARCH   | db        | frogs and toads | null | null",
    "wais://h.example/db?                          | SEARCH   | db        | ''      | null | null",
    "wais://h.example/db?a;b:c@d&e=f+g             | SEARCH   | db        | a;b:c@d&e=f+g | null | null",
    "wais://h.example/db/TEXT/0%2012%2Fx           | DOCUMENT | db        | null    | TEXT | 0 12/x",
    "wais://h.example/db//                         | DOCUMENT | db        | null    | ''   | ''",
    "wais://h.example/aZ09$-_.+!*(),~%25           | DATABASE | aZ09$-_.+!*(),~% | null | null | null",
  })
  void readsTheThreeForms(String input, WaisForm form, String database, String search, String wtype, String wpath) {
    WaisUri uri = WaisUri.parse(input);
    assertEquals(input, uri.toString());
    assertEquals(form, uri.form());
    assertEquals(database, uri.database());
    assertEquals(search, uri.search());
    assertEquals(wtype, uri.wtype());
    assertEquals(wpath, uri.wpath());
    assertEquals("h.example", uri.host());
    assertEquals("h.example", uri.unicodeHost());
    assertEquals(210, uri.port());
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
    "WAIS://Wais.Example:210/db?frogs   | wais://wais.example/db?frogs",
    "wais://h:0210/%64b/%54EXT/x        | wais://h/db/TEXT/x",
    "wais://h/db/../x                   | wais://h/db/../x",
  })
  void normalizes(String input, String expected) {
    assertEquals(expected, Uri.parse(input, WAIS).normalize().toString());
  }

  @Test
  void policies() {
    WaisScheme scheme = new WaisScheme();
    assertEquals(210, scheme.defaultPort());
    assertFalse(scheme.canBeBase());
    assertFalse(scheme.hasHierarchicalPath());
    assertEquals(Uri.parse("wais://H:210/db", WAIS), Uri.parse("wais://h/db", WAIS));
  }

  @Test
  void builds() {
    assertEquals("wais://wais.example/recipes?frog%20legs",
        WaisUri.builder().host("wais.example").database("recipes").search("frog legs").build().toString());
    assertEquals("wais://wais.example/recipes/TEXT/0%2012%2Fx",
        WaisUri.builder().host("wais.example").database("recipes").document("TEXT", "0 12/x").build().toString());
    assertEquals("wais://h/a%2Fb%3Bc%3Dd%20e", WaisUri.builder().host("h").database("a/b;c=d e").build().toString());
    assertEquals("wais://h/db?a=b%2Fc%3F", WaisUri.builder().host("h").database("db").search("a=b/c?").build().toString());
    assertEquals("wais://h:2100/", WaisUri.builder().host("h").port(2100).build().toString());
    assertEquals("wais://h/db?x", WaisUri.builder().host("h").database("db").document("T", "p").search("x").build().toString());
    assertEquals("wais://h/db/T/p", WaisUri.builder().host("h").database("db").search("x").document("T", "p").build().toString());
    assertThrows(IllegalArgumentException.class, () -> WaisUri.builder().host("h").database("..").build());
    assertThrows(IllegalStateException.class, () -> WaisUri.builder().database("db").build());
    WaisUri uri = WaisUri.parse("wais://H:2100/db/T/p#f");
    assertEquals(uri.toString(), uri.toBuilder().build().toString());
    assertEquals("wais://H:2100/db?q#f", uri.toBuilder().search("q").build().toString());
    assertEquals("wais://H/db#f", uri.toBuilder().removeDocument().removePort().build().toString());
    WaisUri dots = WaisUri.parse("wais://h/%2E%2e");
    assertEquals("wais://h/%2E%2e", dots.toBuilder().database("..").build().toString());
    assertThrows(IllegalArgumentException.class, () -> dots.toBuilder().search("q").build());
  }

  @Test
  void describesItsView() {
    var members = new WaisScheme().describe(Uri.parse("wais://h/db/T/p", WAIS)).members();
    assertEquals("DOCUMENT", members.get("form"));
    assertEquals("db", members.get("database"));
    assertNull(members.get("search"));
    assertEquals("T", members.get("wtype"));
    assertEquals("p", members.get("wpath"));
  }
}
