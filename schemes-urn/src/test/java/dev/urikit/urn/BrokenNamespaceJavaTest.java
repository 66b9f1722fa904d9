package dev.urikit.urn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import org.junit.jupiter.api.Test;

/** Broken namespace plugins (see {@link BrokenNamespaces}) are contained; the shipped namespaces keep working. */
class BrokenNamespaceJavaTest {

  private static boolean listed(String text) {
    return UrnNamespaces.installed().failures().stream().anyMatch(f -> f.contains(text));
  }

  @Test
  void brokenNamespacesAreListed() {
    assertTrue(listed(BrokenNamespaces.ThrowingConstructor.class.getName()), UrnNamespaces.installed().failures()::toString);
    assertTrue(listed(BrokenNamespaces.ErrorConstructor.class.getName()));
    assertTrue(listed(BrokenNamespaces.ThrowingNids.class.getName() + " was left out"));
    assertTrue(listed(BrokenNamespaces.InvalidNid.class.getName() + " was left out"));
    assertTrue(listed("dev.urikit.urn.NoSuchNamespace"));
    assertTrue(listed("\"twice\" is claimed by " + BrokenNamespaces.ClaimsTwice.class.getName() + " and "
        + BrokenNamespaces.ClaimsTwiceToo.class.getName()));
    assertEquals(6, UrnNamespaces.installed().failures().size(), UrnNamespaces.installed().failures()::toString);
  }

  @Test
  void theOthersWork() {
    UrnNamespaces installed = UrnNamespaces.installed();
    assertTrue(installed.lookup("isbn") instanceof IsbnNamespace);
    assertTrue(installed.lookup("once") instanceof BrokenNamespaces.ClaimsTwiceToo);
    assertNull(installed.lookup("twice"));
    assertNull(installed.lookup("never"));
    assertThrows(UriSyntaxException.class, () -> Uri.parse("urn:isbn:0-306-40615-3"));
    assertEquals("urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6",
        Urn.parse("urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6").toString());
  }

  @Test
  void aClaimedTwiceNidIsRefusedNamingBoth() {
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.parse("urn:TWICE:a"));
    assertEquals("urn.namespace.conflict", e.code());
    assertTrue(e.getMessage().contains(BrokenNamespaces.ClaimsTwice.class.getName()), e.getMessage());
    assertTrue(e.getMessage().contains(BrokenNamespaces.ClaimsTwiceToo.class.getName()), e.getMessage());
  }

  @Test
  void aThrowingValidateFailsTheParseNamingTheNamespace() {
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.parse("urn:broken-validate:a"));
    assertEquals(UriSyntaxException.Kind.SCHEME_FAILURE, e.kind());
    assertTrue(e.getMessage().contains(BrokenNamespaces.ThrowingValidate.class.getName()), e.getMessage());
    assertTrue(e.getMessage().contains("broken-validate"), e.getMessage());
    assertNull(Uri.parseOrNull("urn:broken-validate:a"));
    assertNull(Urn.parseOrNull("urn:broken-validate:a"));
  }

  @Test
  void aThrowingKeyFallsBackToTheGenericRulesWithoutThrowing() {
    Uri a = Uri.parse("urn:broken-key:a?+r");
    UrnAssertions.assertEquivalent(a, Uri.parse("URN:BROKEN-KEY:a"));
    assertNotEquals(a, Uri.parse("urn:broken-key:A"));
    assertNotNull(a.view(Urn.class));
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> a.view(IsbnUrn.class));
    assertEquals(UriSyntaxException.Kind.SCHEME_FAILURE, e.kind());
    assertThrows(UriSyntaxException.class, a::viewDescription);
  }

  @Test
  void discoveryRunsOnceAndANamespaceParsingWhileLoadedGetsTheGenericRules() {
    UrnNamespaces installed = UrnNamespaces.installed();
    assertSame(installed, UrnNamespaces.installed());
    assertSame(UrnNamespaces.none(), BrokenNamespaces.ParsesWhileLoaded.seen);
    Urn parsed = BrokenNamespaces.ParsesWhileLoaded.parsed;
    assertNotNull(parsed);
    assertEquals("0-306-40615-3", parsed.nss());
    assertTrue(installed.lookup("parses") instanceof BrokenNamespaces.ParsesWhileLoaded);
    assertFalse(listed("ParsesWhileLoaded"));
  }

  @Test
  void composedNamespacesContainTheSameFailures() {
    UrnNamespaces composed = UrnNamespaces.of(new IsbnNamespace(), new BrokenNamespaces.ThrowingNids(),
        new BrokenNamespaces.ClaimsTwice(), new BrokenNamespaces.ClaimsTwiceToo());
    assertEquals(2, composed.failures().size(), composed.failures()::toString);
    assertNotNull(composed.lookup("isbn"));
    assertNotNull(composed.lookup("once"));
    assertNull(composed.lookup("twice"));
  }

  /**
   * An NID is US-ASCII letters, digits and hyphens (RFC 8141 section 2). These share their low byte with
   * such characters (U+0175 with "u", U+0130 with "0", U+012D with "-"), so a table read at the low
   * byte alone would take them for one.
   */
  @Test
  void aNamespaceClaimingANonAsciiNidIsLeftOut() {
    for (String nid : new String[] {"\u0175uid", "a\u0130", "a\u012Db"}) {
      UrnNamespace strange = () -> java.util.Set.of(nid);
      UrnNamespaces composed = UrnNamespaces.of(new IsbnNamespace(), strange);
      assertEquals(1, composed.failures().size(), nid + ": " + composed.failures());
      assertNull(composed.lookup(nid), nid);
      assertNotNull(composed.lookup("isbn"));
    }
  }
}
