package com.example.tel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import dev.urikit.spi.ViewDescription;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The tel scheme against RFC 3966, with cases written from the RFC's text. */
class TelSchemeTest {

  static final SchemeRegistry TEL = SchemeRegistry.builder().add(new TelScheme()).build();

  @Test
  void theProviderIsFoundOnTheClassPath() {
    assertTrue(SchemeRegistry.installed().lookup("tel") instanceof TelScheme, SchemeRegistry.installed().toString());
    assertTrue(Uri.parse("tel:+1-201-555-0123").view(TelUri.class).isGlobal());
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "tel:+1-201-555-0123", "tel:7042;phone-context=example.com", "tel:863-1234;phone-context=+1-914-555",
      "tel:+1;isub=a/b:c@d&e=f+g$h,i", "tel:*0%23;phone-context=a-1.b2.", "tel:12%23;phone-context=x",
      "tel:+1;ext=--", "tel:+1;x-y;z=%5B", "tel:AbC;phone-context=+(1)"})
  void validUrisParse(String text) {
    assertEquals(text, Uri.parse(text, TEL).toString());
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "tel:+1?q             | tel.query     | 6",
      "tel:+1#f             | tel.fragment  | 6",
      "tel:+                | tel.number    | 4",
      "tel:+-()             | tel.number    | 4",
      "tel:+1a              | tel.number    | 6",
      "tel:+12 34           | -             | 7",
      "tel:7042             | tel.context   | 8",
      "tel:+1;phone-context=example.com | tel.context | 7",
      "tel:1;phone-context=1a | tel.context | 6",
      "tel:1;phone-context=a.-b | tel.context | 6",
      "tel:1;phone-context=a..b | tel.context | 6",
      "tel:1;phone-context=9 | tel.context | 6",
      "tel:1;phone-context=x;phone-context=y | tel.parameter | 22",
      "tel:+1;ext=1;EXT=2   | tel.parameter | 13",
      "tel:+1;ext           | tel.parameter | 10",
      "tel:+1;ext=1a        | tel.parameter | 10",
      "tel:+1;isub=         | tel.parameter | 11",
      "tel:+1;=x            | tel.parameter | 7",
      "tel:+1;a!b           | tel.parameter | 8",
      "tel:+1;a=b=c         | tel.parameter | 8",
      "tel://h/+1           | -             | 7",
  })
  void invalidUrisAreRefusedWithTheirRuleAndIndex(String text, String code, int index) {
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.parse(text, TEL));
    if (!code.equals("-")) {
      assertEquals(UriSyntaxException.Kind.SCHEME_SPECIFIC, e.kind(), e.getMessage());
      assertEquals(code, e.code(), e.getMessage());
    }
    assertEquals(index, e.index(), e.getMessage());
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      // RFC 3966 section 4: separators removed, case ignored, parameters in any order
      "tel:+1-201-555-0123                       | tel:+12015550123",
      "tel:+1(201)555.0123                       | tel:+12015550123",
      "TEL:7042;PHONE-CONTEXT=EXAMPLE.COM        | tel:7042;phone-context=example.com",
      "tel:863-1234;phone-context=+1-914-555     | tel:8631234;phone-context=+1914555",
      "tel:+1;b=X;a=%2f;ext=9                    | tel:+1;ext=9;a=%2F;b=x",
      "tel:AB-c;phone-context=x                  | tel:abc;phone-context=x",
      "tel:+1;isub=Q;ext=1                       | tel:+1;ext=1;isub=q",
      "tel:+1;ext=-.                             | tel:+1;ext=()",
  })
  void equivalentUrisAreEqual(String a, String b) {
    Uri first = Uri.parse(a, TEL);
    Uri second = Uri.parse(b, TEL);
    assertEquals(first, second);
    assertEquals(first.hashCode(), second.hashCode());
    assertEquals(1, new HashSet<>(List.of(first, second)).size());
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "tel:+12015550123                          | tel:12015550123;phone-context=example.com",
      "tel:+12015550123                          | tel:+12015550124",
      "tel:+1;ext=1                              | tel:+1;ext=1;a",
      "tel:+1;a=%2F                              | tel:+1;a=/",
      "tel:1;phone-context=a.example             | tel:1;phone-context=b.example",
  })
  void differentUrisAreNotEqual(String a, String b) {
    assertNotEquals(Uri.parse(a, TEL), Uri.parse(b, TEL));
  }

  @Test
  void normalizationWritesTheOrderOfSection3() {
    assertEquals("tel:12%23;isub=x;ext=1;phone-context=example.com;a;b=c",
        Uri.parse("tel:1-2%23;B=C;A;phone-context=Example.com;ext=1;ISUB=X", TEL).normalize().toString());
  }

  @Test
  void theViewReadsTheNumberAndItsParameters() {
    TelUri local = Uri.parse("tel:1-2%23;Phone-Context=example.com;EXT=4-2;x", TEL).view(TelUri.class);
    assertFalse(local.isGlobal());
    assertEquals("12#", local.number());
    assertEquals("example.com", local.phoneContext());
    assertEquals("4-2", local.parameter("ext"));
    assertEquals("", local.parameter("X"));
    assertNull(local.parameter("isub"));
    TelUri global = Uri.parse("tel:+1-201-555-0123", TEL).view(TelUri.class);
    assertTrue(global.isGlobal());
    assertEquals("+12015550123", global.number());
    assertNull(global.phoneContext());
    assertEquals(global, global.normalize());
    assertEquals("tel:+12015550123", global.normalize().toString());
  }

  @Test
  void toolsReadTheViewThroughItsDescription() {
    ViewDescription description = Uri.parse("tel:1-2;phone-context=example.com;ext=7", TEL).viewDescription();
    assertEquals("tel", description.name());
    Map<String, Object> expected = new LinkedHashMap<>();
    expected.put("global", false);
    expected.put("number", "12");
    expected.put("phone_context", "example.com");
    expected.put("extension", "7");
    assertEquals(expected, description.members());
  }

  @Test
  void aSetKeepsOneOfEachNumber() {
    Set<Uri> numbers = new HashSet<>();
    for (String text : List.of("tel:+1-201-555-0123", "tel:+1.201.555.0123", "TEL:+1(201)5550123", "tel:+1-201-555-0124")) {
      numbers.add(Uri.parse(text, TEL));
    }
    assertEquals(2, numbers.size());
  }

  @Test
  void numbersGeneratedFromTheGrammarParseAndTheViewReadsWhatWasGenerated() {
    Random random = new Random(3966);
    for (int n = 0; n < 2_000; n++) {
      boolean global = random.nextBoolean();
      StringBuilder text = new StringBuilder("tel:").append(global ? "+" : "");
      StringBuilder digits = new StringBuilder(global ? "+" : "");
      String alphabet = global ? "0123456789" : "0123456789ABCDEFabcdef*#";
      for (int i = 0, count = 1 + random.nextInt(12); i < count; i++) {
        if (random.nextInt(4) == 0) {
          text.append("-.()".charAt(random.nextInt(4)));   // a visual separator
        }
        char digit = alphabet.charAt(random.nextInt(alphabet.length()));
        text.append(digit == '#' ? "%23" : String.valueOf(digit));
        digits.append(digit);
      }
      if (random.nextBoolean()) {
        text.append(";ext=").append(1 + random.nextInt(999));
      }
      if (!global) {
        text.append(";phone-context=").append(random.nextBoolean() ? "example.com" : "+1-" + random.nextInt(999));
      }
      Uri uri = Uri.parse(text.toString(), TEL);
      TelUri tel = uri.view(TelUri.class);
      assertEquals(global, tel.isGlobal(), text::toString);
      assertEquals(digits.toString(), tel.number(), text::toString);
      assertEquals(uri, uri.normalize(), text::toString);
      assertEquals(digits.toString().toLowerCase(Locale.ROOT).replace("#", "%23"),
          uri.normalize().toString().substring(4).split(";")[0], text::toString);
    }
  }
}
