package dev.urikit.urn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.UriSyntaxException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link UrnBuilder} as a Java user calls it: decoded values encoded once, raw values checked. */
class UrnBuilderJavaTest {

  @Test
  void decodedValuesAreEncodedForTheirComponent() {
    Urn urn = Urn.builder()
        .nid("example").nss("a/b c?")
        .rComponent("res?=x").qParameter("lang", "en&fr").qParameter("flag", null)
        .fComponent("top #1")
        .build();
    assertEquals("urn:example:a/b%20c%3F?+res%3F=x?=lang=en%26fr&flag#top%20%231", urn.toString());
    assertEquals("a/b c?", urn.decodedNss());
    assertEquals("res%3F=x", urn.rComponent());
    assertEquals(List.of(new UrnParameter("lang", "en&fr"), new UrnParameter("flag", null)), urn.qParameters());
  }

  @Test
  void aLeadingSlashIsEncodedWhereAPcharMustBegin() {
    assertEquals("urn:example:%2Fa/b?+%2Fr?=%2Fq",
        Urn.builder().nid("example").nss("/a/b").rComponent("/r").qComponent("/q").build().toString());
  }

  @Test
  void rawValuesAreCheckedByTheRules() {
    assertEquals("urn:example:a%2cb?+r?=q#f",
        Urn.builder().nid("example").rawNss("a%2cb").rawRComponent("r").rawQComponent("q").rawFComponent("f")
            .build().toString());
    UriSyntaxException e = assertThrows(UriSyntaxException.class,
        () -> Urn.builder().nid("example").rawNss("/a").build());
    assertEquals("urn.nss.start", e.code());
    assertEquals("urn.nid.length", assertThrows(UriSyntaxException.class,
        () -> Urn.builder().nid("x").nss("a").build()).code());
    assertEquals("urn.nss.empty", assertThrows(UriSyntaxException.class,
        () -> Urn.builder().nid("xy").nss("").build()).code());
    assertEquals("urn.r.empty", assertThrows(UriSyntaxException.class,
        () -> Urn.builder().nid("xy").nss("a").rawRComponent("").build()).code());
  }

  @Test
  void qParametersAreSetAndRemovedByDecodedName() {
    Urn urn = Urn.parse("urn:example:a?=lang=en&op=map&lang=fr&x%3Dy=1#f");
    assertEquals("urn:example:a?=lang=de&op=map&x%3Dy=1#f",
        urn.toBuilder().setQParameter("lang", "de").build().toString());
    assertEquals("urn:example:a?=op=map&lang=fr#f",
        urn.toBuilder().removeQParameter("x=y").removeQParameter("lang").qParameter("lang", "fr").build().toString());
    assertEquals("urn:example:a#f",
        urn.toBuilder().removeQParameter("lang").removeQParameter("op").removeQParameter("x=y").build().toString());
    assertEquals("urn:example:a?=lang=en&op=map&lang=fr&x%3Dy=1#f",
        urn.toBuilder().removeQParameter("absent").build().toString());
    assertEquals("urn:example:a?=k=/v", Urn.builder().nid("example").nss("a").setQParameter("k", "/v").build().toString());
    assertEquals("urn:example:a?=%2Fk", Urn.builder().nid("example").nss("a").qParameter("/k", null).build().toString());
    UrnBuilder reused = Urn.builder().nid("example").nss("a").qParameter("p", "1");
    assertEquals("urn:example:a?=p=1", reused.build().toString());
    assertEquals("urn:example:a?=p=1&q=2", reused.qParameter("q", "2").build().toString());
  }

  @Test
  void missingPartsAreBuilderMisuse() {
    IllegalStateException noNid = assertThrows(IllegalStateException.class, () -> Urn.builder().nss("a").build());
    assertTrue(noNid.getMessage().contains("RFC 8141 section 2"));
    assertThrows(IllegalStateException.class, () -> Urn.builder().nid("example").build());
  }

  /** Every part stays as written, but "urn" itself, which the builder writes in lower case. */
  @Test
  void toBuilderKeepsThePartsAsWritten() {
    Urn original = Urn.parse("URN:Example:a%2cb?+r?=q#f");
    assertEquals("urn:Example:a%2cb?+r?=q#f", original.toBuilder().build().toString());
    assertEquals("urn:Example:a%2cb?=q&x=1#f",
        original.toBuilder().rComponent(null).qParameter("x", "1").build().toString());
    assertEquals("urn:Example:c?+r?=q", original.toBuilder().nss("c").fComponent(null).build().toString());
  }

  @Test
  void namespaceRulesApply() {
    assertEquals("urn:uuid:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6",
        Urn.builder().nid("uuid").nss("F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6").build().toString());
    assertEquals("urn.uuid.length", assertThrows(UriSyntaxException.class,
        () -> Urn.builder().nid("uuid").nss("f81d4fae").build()).code());
  }
}
