package dev.urikit.urn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import java.util.HashSet;
import java.util.List;

/** Assertions the Java tests share; plain JUnit, so that they run without Kotlin too. */
final class UrnAssertions {

  private UrnAssertions() {}

  /** {@code input} is refused by the urn rules with {@code code} at {@code index}, the message quoting {@code rule}. */
  static UriSyntaxException assertRefused(String input, SchemeRegistry registry, String code, int index, String rule) {
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.parse(input, registry), input);
    assertEquals(UriSyntaxException.Kind.SCHEME_SPECIFIC, e.kind(), input);
    assertEquals("urn", e.scheme(), input);
    assertEquals(code, e.code(), input);
    assertEquals(index, e.index(), input);
    assertTrue(e.getMessage().contains(rule), e.getMessage());
    return e;
  }

  /** {@code a} and {@code b} are equal, with the same hash and order, and make one entry of a set. */
  static void assertEquivalent(Uri a, Uri b) {
    assertEquals(a, b);
    assertEquals(b, a);
    assertEquals(a.hashCode(), b.hashCode());
    assertEquals(0, a.compareTo(b));
    assertEquals(1, new HashSet<>(List.of(a, b)).size());
  }
}
