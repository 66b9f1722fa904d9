package dev.urikit.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import dev.urikit.text.Completion;
import dev.urikit.text.Repair;
import dev.urikit.text.RepairKind;
import dev.urikit.text.RepairedUri;
import dev.urikit.text.UserInput;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The Java samples of the guide's page on user input (src/doc/user-input.md), checked by {@link GuideSnippetsTest};
 * the assertions after each passage check what its comments and the page's table state.
 */
class UserInputGuideTest {

  @Test
  void repairPastedText() {
    RepairedUri pasted = Uri.parseUserInput(" <URL:https://example.com/a|b\n   c> ");
    Uri uri = pasted.uri();                            // https://example.com/a%7Cbc
    List<Repair> repairs = pasted.repairs();           // whitespace at 0, delimiters at 1, '|' at 27, ...
    boolean asTyped = !pasted.isRepaired();            // false: refuse it if you need the text as it was

    assertEquals("https://example.com/a%7Cbc", uri.toString());
    assertEquals(List.of(
        new Repair(RepairKind.WHITESPACE_REMOVED, 0),
        new Repair(RepairKind.DELIMITERS_STRIPPED, 1),
        new Repair(RepairKind.CHARACTER_ENCODED, 27),
        new Repair(RepairKind.WHITESPACE_REMOVED, 29),
        new Repair(RepairKind.WHITESPACE_REMOVED, 35)), repairs);
    assertFalse(asTyped);
  }

  @Test
  void completeSuffixReferences() {
    SchemeRegistry schemes = SchemeRegistry.installed();
    Uri web = Uri.parseUserInput("www.example.com/a b", schemes, Completion.SUFFIX_REFERENCES).uri();
    Uri ftp = UserInput.parse("ftp.example.com", Completion.SUFFIX_REFERENCES).uri();
    Uri local = UserInput.parse("localhost:3000/x", Completion.SUFFIX_REFERENCES).uri();
    // http://www.example.com/a%20b, ftp://ftp.example.com, http://localhost:3000/x

    assertEquals("http://www.example.com/a%20b", web.toString());
    assertEquals("ftp://ftp.example.com", ftp.toString());
    assertEquals("http://localhost:3000/x", local.toString());
  }

  @Test
  void withoutCompletionAHostAndPortIsNoUri() {
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.parseUserInput("example.com:8080"));
    assertEquals(UriSyntaxException.Kind.MISSING_SCHEME, e.kind());
    assertEquals(0, e.index());
    assertEquals(UriSyntaxException.Kind.MISSING_SCHEME,
        assertThrows(UriSyntaxException.class, () -> Uri.parseUserInput("www.example.com/a")).kind());
  }

  @Test
  void theTable() {
    String[][] rows = {
        {"<URL:http://a/b>", "http://a/b"},
        {"\"http://a/b\"", "http://a/b"},
        {" http://a/b ", "http://a/b"},
        {"http://a/\n  b", "http://a/b"},
        {"http://a/{x y}", "http://a/%7Bx%20y%7D"},
        {"http://a/100%", "http://a/100%25"},
        {"http://bücher.example/ä", "http://xn--bcher-kva.example/%C3%A4"},
    };
    for (String[] row : rows) {
      assertEquals(row[1], Uri.parseUserInput(row[0]).uri().toString(), row[0]);
    }
    assertEquals("http://www.example.com/a",
        UserInput.parse("www.example.com/a", Completion.SUFFIX_REFERENCES).uri().toString());
    assertTrue(UserInput.parse("https://example.com/").repairs().isEmpty());
  }
}
