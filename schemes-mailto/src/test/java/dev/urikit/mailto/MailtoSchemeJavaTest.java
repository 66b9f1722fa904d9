package dev.urikit.mailto;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import java.lang.management.ManagementFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** What {@link MailtoScheme} accepts and refuses (RFC 6068 sections 2 and 7), with codes and messages. */
class MailtoSchemeJavaTest {

  private static final SchemeRegistry REGISTRY = SchemeRegistry.builder().add(new MailtoSchemeProvider()).build();

  private static UriSyntaxException refused(String text) {
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.parse(text, REGISTRY), text);
    assertNull(Uri.parseOrNull(text, REGISTRY), text);
    return e;
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "mailto:",
      "mailto:a@example.com",
      "mailto:a@example.com,b@example.com",
      "mailto:?to=a@example.com",
      "mailto:a@x?to=&cc=",
      "mailto:%22not%40me%22@example.org",
      "mailto:%22a,b%22@example.org",
      "mailto:a@x?body=line1%0D%0Aline2%0A",
      "mailto:a@x?subject=caf%C3%A9&X-Custom=1",
      "mailto:a@x?subject=&body=",
      "mailto:a@x?to=b@x,%20c@x#frag",
      "MAILTO:a@x",
  })
  void accepted(String text) {
    assertTrue(Uri.parse(text, REGISTRY).registeredScheme() instanceof MailtoScheme, text);
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "mailto:javascript:alert()|mailto.addr.at-missing|7",
      "mailto:a@x,javascript:alert()|mailto.addr.at-missing|11",
      "mailto:@x|mailto.addr.local-empty|7",
      "mailto:a@|mailto.addr.domain-empty|7",
      "mailto:a@x,,b@x|mailto.addr.empty|11",
      "mailto:%22a@x|mailto.addr.quote|7",
      "mailto:a/b@x|mailto.addr.char|8",
      "mailto:a=b@x|mailto.addr.char|8",
      "mailto:a@x?subject=1+1=2|mailto.hfield.char|22",
      "mailto:a@x?subject|mailto.hfield.equals-missing|11",
      "mailto:a@x?|mailto.hfield.equals-missing|11",
      "mailto:a@x?subject=a&|mailto.hfield.equals-missing|21",
      "mailto:a@x?=v|mailto.hfield.name|11",
      "mailto:a@x?a%3Ab=v|mailto.hfield.name|11",
      "mailto:a@x?a%20b=v|mailto.hfield.name|11",
      "mailto:joe@example.com?cc=bob@example.com?body=hello|mailto.hfield.char|41",
      "mailto:a@x?subject=%FF|mailto.utf8|19",
      "mailto:a@x?subject=%C3|mailto.utf8|19",
      "mailto:a@x?subject=%C0%80|mailto.utf8|19",
      "mailto:a@x?subject=%ED%A0%80|mailto.utf8|19",
      "mailto:a%FF@x|mailto.utf8|8",
      "mailto:a@x?cc=bob|mailto.addr.at-missing|14",
      "mailto:a@x?to=b@x,|mailto.addr.empty|18",
  })
  void refusedWithCode(String text, String code, int index) {
    UriSyntaxException e = refused(text);
    assertEquals(UriSyntaxException.Kind.SCHEME_SPECIFIC, e.kind(), e.getMessage());
    assertEquals("mailto", e.scheme());
    assertEquals(code, e.code(), e.getMessage());
    assertEquals(index, e.index(), e.getMessage());
    assertTrue(e.getMessage().contains("RFC"), e.getMessage());
  }

  @Test
  void theHierarchicalFormIsRefused() {
    UriSyntaxException e = refused("mailto://joe@example.com");
    assertEquals(UriSyntaxException.Kind.SCHEME_SPECIFIC, e.kind());
    assertEquals("form.opaque", e.code());
    assertTrue(e.getMessage().contains("mailto") && e.getMessage().contains("opaque"), e.getMessage());
    refused("mailto:/joe@example.com");
  }

  @Test
  void messagesNameTheHeaderAndNoOtherUserData() {
    UriSyntaxException e = refused("mailto:a@x?X-Secret-Token=abc%FFdef");
    assertTrue(e.getMessage().contains("header \"X-Secret-Token\""), e.getMessage());
    assertFalse(e.getMessage().contains("abc"), e.getMessage());
    UriSyntaxException path = refused("mailto:secret-user");
    assertTrue(path.getMessage().contains("header \"to\""), path.getMessage());
    assertFalse(path.getMessage().contains("secret"), path.getMessage());
  }

  @Test
  void notABase() {
    Uri base = Uri.parse("mailto:a@example.com", REGISTRY);
    assertThrows(UriSyntaxException.class, () -> base.resolve("b@example.com"));
  }

  @Test
  void policies() {
    MailtoScheme scheme = new MailtoScheme();
    assertEquals("mailto", scheme.name());
    assertFalse(scheme.canBeBase());
    assertFalse(scheme.hasHierarchicalPath());
    assertNull(scheme.defaultPort());
  }

  /** validate() reads offsets and triplets only: thousands of calls on accepted URIs allocate (close to) nothing. */
  @Test
  void validationAllocatesNothingOnSuccess() {
    com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    MailtoScheme scheme = new MailtoScheme();
    Uri[] uris = {
        Uri.parse("mailto:%22a,b%22@Example.COM,c@d?to=e@f,%20g@h&subject=caf%C3%A9&body=a%0D%0Ab", REGISTRY),
        Uri.parse("mailto:joe@example.com?cc=bob@example.com&In-Reply-To=%3C1@x%3E", REGISTRY)};
    for (int warm = 0; warm < 20_000; warm++) {
      for (int k = 0; k < uris.length; k++) {
        assertNull(scheme.validate(uris[k]));
      }
    }
    long id = Thread.currentThread().getId();
    long before = threads.getThreadAllocatedBytes(id);
    for (int i = 0; i < 10_000; i++) {
      for (int k = 0; k < uris.length; k++) {
        if (scheme.validate(uris[k]) != null) {
          throw new AssertionError(uris[k]);
        }
      }
    }
    long allocated = threads.getThreadAllocatedBytes(id) - before;
    assertTrue(allocated < 4096, "20000 validations allocated " + allocated + " bytes");
  }

  /**
   * The validation's tables are read at a character's low byte; a character above U+00FF whose low
   * byte is a qchar (U+0161 and "a", U+0140 and "@", U+012C and ",") is still outside qchar. Parsed
   * text is US-ASCII, so only a direct call can hand one over.
   */
  @Test
  void aCharacterAboveLatin1IsNoQchar() {
    for (String value : new String[] {"a\u0161", "a\u0140", "a\u012Cb"}) {
      for (Validation.Content content : Validation.Content.values()) {
        long result = Validation.scan("x" + value + "@example.com", 1, value.length() + 13, content);
        assertEquals(Validation.CHAR, Validation.problem(result), value + " " + content);
        assertEquals(2, Validation.index(result), value + " " + content);
      }
      long name = Validation.scanName(value + "=v", 0, value.length() + 2);
      assertEquals(Validation.CHAR, Validation.problem(name), value);
    }
  }
}
