package dev.urikit.mailto;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Header injection (RFC 6068 section 7): a line break, raw or percent-encoded, in any header but the
 * body is refused by parse and by the builder, and the error names the header.
 */
class MailtoSecurityJavaTest {

  private static final SchemeRegistry REGISTRY = SchemeRegistry.builder().add(new MailtoSchemeProvider()).build();
  private static final List<String> HEADERS = List.of("subject", "cc", "bcc", "to", "In-Reply-To", "keywords", "Subject");
  private static final List<String> ENCODED = List.of("%0D%0A", "%0D", "%0A", "%0d%0a", "%0D%0a", "%0a%0D");
  private static final List<String> RAW = List.of("\r\n", "\r", "\n");

  static Stream<Arguments> encodedInjections() {
    List<Arguments> cases = new ArrayList<>();
    for (String header : HEADERS) {
      for (String lineBreak : ENCODED) {
        cases.add(Arguments.of(header, "mailto:joe@example.com?" + header + "=hi@example.com" + lineBreak
            + "Bcc:evil@example.com"));
      }
    }
    return cases.stream();
  }

  static Stream<Arguments> rawInjections() {
    List<Arguments> cases = new ArrayList<>();
    for (String header : HEADERS) {
      for (String lineBreak : RAW) {
        cases.add(Arguments.of(header, "mailto:joe@example.com?body=x&" + header + "=hi@example.com" + lineBreak
            + "Bcc:evil@example.com"));
      }
    }
    return cases.stream();
  }

  @ParameterizedTest
  @MethodSource("encodedInjections")
  void encodedLineBreakIsRefusedNamingTheHeader(String header, String text) {
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.parse(text, REGISTRY));
    assertEquals("mailto.header.crlf", e.code());
    assertEquals(UriSyntaxException.Kind.SCHEME_SPECIFIC, e.kind());
    assertTrue(e.getMessage().contains("header \"" + header + "\""), e.getMessage());
    assertTrue(e.getMessage().contains("RFC 6068 sections 5 and 7"), e.getMessage());
    assertThrows(UriSyntaxException.class, () -> MailtoUri.parse(text));
  }

  @ParameterizedTest
  @MethodSource("rawInjections")
  void rawLineBreakIsRefusedNamingTheHeader(String header, String text) {
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> MailtoUri.parse(text));
    assertEquals("mailto.header.crlf", e.code());
    assertTrue(e.getMessage().contains("header \"" + header + "\""), e.getMessage());
  }

  @ParameterizedTest
  @ValueSource(strings = {"\r\n", "\r", "\n"})
  void rawOrEncodedLineBreakInTheAddressesIsRefused(String lineBreak) {
    UriSyntaxException raw = assertThrows(UriSyntaxException.class, () -> MailtoUri.parse("mailto:a@x" + lineBreak + "b@x"));
    assertTrue(raw.getMessage().contains("header \"to\""), raw.getMessage());
    String encoded = lineBreak.replace("\r", "%0D").replace("\n", "%0A");
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> MailtoUri.parse("mailto:a@x" + encoded + "b@x"));
    assertEquals("mailto.header.crlf", e.code());
    assertTrue(e.getMessage().contains("header \"to\""), e.getMessage());
  }

  @ParameterizedTest
  @ValueSource(strings = {"%0D%0A", "%0D", "%0A", "%0d%0a"})
  void theBodyMayHoldLineBreaks(String lineBreak) {
    MailtoUri uri = MailtoUri.parse("mailto:a@x?body=one" + lineBreak + "two");
    assertEquals("one\r\ntwo", uri.body());
  }

  @ParameterizedTest
  @ValueSource(strings = {"\r\n", "\r", "\n"})
  void theBuilderRefusesLineBreaksNamingTheHeader(String lineBreak) {
    String evil = "hi" + lineBreak + "Bcc: evil@example.com";
    assertNames("subject", () -> MailtoUri.builder().subject(evil));
    assertNames("keywords", () -> MailtoUri.builder().header("keywords", evil));
    assertNames("In-Reply-To", () -> MailtoUri.builder().header("In-Reply-To", evil));
    assertNames("cc", () -> MailtoUri.builder().cc("a@x" + lineBreak + "Bcc: b@x"));
    assertNames("bcc", () -> MailtoUri.builder().bcc("a@x" + lineBreak));
    assertNames("to", () -> MailtoUri.builder().to("a@x" + lineBreak));
    assertNames("to", () -> MailtoUri.builder().header("to", "a@x" + lineBreak));
    assertEquals("mailto:?body=hi%0D%0ABcc:%20evil@example.com", MailtoUri.builder().body(evil).build().toString());
  }

  private static void assertNames(String header, org.junit.jupiter.api.function.Executable call) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
    assertTrue(e.getMessage().contains("header \"" + header + "\""), e.getMessage());
  }
}
