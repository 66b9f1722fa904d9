package dev.urikit.urn;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.spi.SchemeViolation;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Normalization writes the namespace's normal form of the NSS, so that equal URNs normalize to one text. */
class UrnNormalizationJavaTest {

  /** Equal URNs of a namespace with its own equivalence normalize to one text (RFC 8141 section 3). */
  @ParameterizedTest
  @CsvSource({
      "URN:UUID:F81D4FAE-7DEC-11D0-A765-00A0C91E6BF6, urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6",
      "urn:uuid:f81d4fae-7dec-11D0-a765-00a0c91e6bf6, urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6",
      "urn:isbn:0-306-40615-2, urn:isbn:0306406152",
      "urn:ISBN:0-8044-2957-x, urn:isbn:080442957X",
      "urn:isbn:978-0-306-40615-7?+r#f, urn:isbn:9780306406157?+r#f",
      "urn:issn:2434-561x, urn:issn:2434-561X",
      "urn:ietf:RFC:03986, urn:ietf:rfc:3986",
      "urn:ietf:ID:Draft-X, urn:ietf:id:draft-x",
      "urn:ietf:Params:XML:ns:%7e, urn:ietf:params:xml:ns:%7E",
  })
  void equalUrnsOfANamespaceNormalizeToOneText(String input, String normal) {
    Urn urn = Urn.parse(input);
    assertEquals(Urn.parse(normal), urn);
    assertEquals(normal, urn.normalize().toString());
    assertEquals(normal, Urn.parse(normal).normalize().toString());
    assertEquals(normal, Uri.parse(input).normalize().toString());
    assertEquals(urn, urn.normalize());
  }

  /** A namespace whose normal form of "b" is the text it was built with. */
  private record NormalizesTo(String result) implements UrnNamespace {
    @Override
    public Set<String> nids() {
      return Set.of("norm");
    }

    @Override
    public @Nullable SchemeViolation validate(String text, int start, int end) {
      return text.startsWith("bad", start) ? new SchemeViolation(start, "urn.norm.bad", "not bad") : null;
    }

    @Override
    public String normalize(String nss) {
      if (result.equals("throw")) {
        throw new IllegalStateException("normalize of a broken namespace");
      }
      return result;
    }
  }

  /** A namespace's normalize is untrusted: a throw, or an NSS that it or RFC 8141 refuses, leaves the generic form. */
  @ParameterizedTest
  @ValueSource(strings = {"throw", "bad", "", "/x", "x?y", "x#y", "a b", "%zz"})
  void aNormalFormThatIsNotAValidNssLeavesTheGenericOne(String result) {
    SchemeRegistry registry = SchemeRegistry.builder().add(new UrnScheme(UrnNamespaces.of(new NormalizesTo(result)))).build();
    Uri uri = Uri.parse("URN:NORM:b%2c?=q", registry);
    assertEquals("urn:norm:b%2C?=q", uri.normalize().toString());
    assertEquals(Uri.parse("urn:norm:b%2C", registry), uri);
  }

  @ParameterizedTest
  @ValueSource(strings = {"c", "c%2C", "c/d:e"})
  void aValidNormalFormIsWritten(String result) {
    SchemeRegistry registry = SchemeRegistry.builder().add(new UrnScheme(UrnNamespaces.of(new NormalizesTo(result)))).build();
    assertEquals("urn:norm:" + result + "?=q", Uri.parse("URN:NORM:b?=q", registry).normalize().toString());
  }
}
