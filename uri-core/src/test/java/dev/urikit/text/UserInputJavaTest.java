package dev.urikit.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.DnsHostsTestScheme;
import dev.urikit.HierarchicalUri;
import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** User input to URIs as a Java user calls it. */
class UserInputJavaTest {

  private final SchemeRegistry registry = DnsHostsTestScheme.registry();

  @Test
  void repairPastedText() {
    RepairedUri result = UserInput.parse(" <URL:https://bücher.example/a\n   b c> ", registry, Completion.OFF);
    Uri uri = result.uri();
    assertEquals("https://xn--bcher-kva.example/abc", uri.toString());
    assertEquals("xn--bcher-kva.example", ((HierarchicalUri) uri).host());
    assertTrue(result.isRepaired());
    List<Repair> repairs = result.repairs();
    assertEquals(List.of(
        new Repair(RepairKind.WHITESPACE_REMOVED, 0),
        new Repair(RepairKind.DELIMITERS_STRIPPED, 1),
        new Repair(RepairKind.NON_ASCII_MAPPED, 15),
        new Repair(RepairKind.WHITESPACE_REMOVED, 30),
        new Repair(RepairKind.WHITESPACE_REMOVED, 35),
        new Repair(RepairKind.WHITESPACE_REMOVED, 38)), repairs);
    assertThrows(UnsupportedOperationException.class, () -> repairs.add(new Repair(RepairKind.CHARACTER_ENCODED, 0)));
  }

  @Test
  void refuseTextThatNeededRepairs() {
    String typed = "https://example.com/search?q=a b";
    RepairedUri result = Uri.parseUserInput(typed, registry, Completion.OFF);
    String shown = result.repairs().stream()
        .map(r -> r.kind() + " at " + r.index())
        .collect(Collectors.joining(", "));
    assertEquals("CHARACTER_ENCODED at 30", shown);
    assertEquals("https://example.com/search?q=a%20b", result.uri().toString());

    RepairedUri valid = Uri.parseUserInput("https://example.com/search?q=a%20b", registry, Completion.OFF);
    assertFalse(valid.isRepaired());
    assertEquals(List.of(), valid.repairs());
  }

  @Test
  void completeSuffixReferencesOnlyWhenAsked() {
    assertEquals("http://www.example.com/a",
        UserInput.parse("www.example.com/a", registry, Completion.SUFFIX_REFERENCES).uri().toString());
    assertEquals("ftp://ftp.example.com",
        UserInput.parse("ftp.example.com", SchemeRegistry.empty(), Completion.SUFFIX_REFERENCES).uri().toString());
    UriSyntaxException e = assertThrows(UriSyntaxException.class,
        () -> UserInput.parse("example.com:8080", registry, Completion.OFF));
    assertEquals(UriSyntaxException.Kind.MISSING_SCHEME, e.kind());
    assertEquals(0, e.index());
    assertEquals("http://example.com:8080",
        UserInput.parse("example.com:8080", registry, Completion.SUFFIX_REFERENCES).uri().toString());
  }

  @Test
  void errorsPointIntoTheInput() {
    UriSyntaxException e = assertThrows(UriSyntaxException.class,
        () -> Uri.parseUserInput("  http://example.com:8 0/", registry, Completion.OFF));
    assertEquals(UriSyntaxException.Kind.INVALID_PORT, e.kind());
    assertEquals(22, e.index());
    assertTrue(e.getMessage().endsWith("at index 22"), e.getMessage());
  }

  @Test
  void defaultsUseTheInstalledSchemes() {
    assertEquals("foo:a%7Cb", Uri.parseUserInput("foo:a|b").uri().toString());
    assertEquals("foo:a%7Cb", UserInput.parse("foo:a|b").uri().toString());
    assertEquals("http://a.example/", UserInput.parse("a.example/", Completion.SUFFIX_REFERENCES).uri().toString());
  }
}
