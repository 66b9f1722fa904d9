package dev.urikit.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.urikit.IriReference;
import dev.urikit.NormalizationLevel;
import dev.urikit.SchemeRegistry;
import dev.urikit.UriReference;
import dev.urikit.UriSyntaxException;

/**
 * Parse never crashes: any input either parses, round-trips and normalizes stably, or is refused with a
 * {@link UriSyntaxException} whose index lies inside the input.
 *
 * <p>{@code ./mvnw verify} replays the seeds under {@code src/test/resources/dev/urikit/fuzz/ParseFuzzTestInputs/};
 * {@code JAZZER_FUZZ=1 ./mvnw -pl uri-core test -Dtest=ParseFuzzTest} fuzzes for real.
 */
class ParseFuzzTest {

  @FuzzTest(maxDuration = "30s")
  void parse(FuzzedDataProvider data) {
    String input = data.consumeBoolean() ? data.consumeRemainingAsAsciiString() : data.consumeRemainingAsString();
    check(input);
  }

  /**
   * IRI parsing never crashes either: an IRI reference maps to an all-ASCII URI reference that re-parses
   * to an equal one and converts back for display to an IRI of an equal URI; a refusal has its index
   * inside the input, and a URI reference is refused as an IRI reference exactly when it is refused.
   */
  @FuzzTest(maxDuration = "30s")
  void parseIri(FuzzedDataProvider data) {
    String input = data.consumeRemainingAsString();
    IriReference iri;
    try {
      iri = IriReference.parse(input, SchemeRegistry.empty());
    } catch (UriSyntaxException e) {
      assertTrue(e.index() >= 0 && e.index() <= input.length(), () -> "index " + e.index() + " outside the input");
      assertTrue(IriReference.parseOrNull(input, SchemeRegistry.empty()) == null, "parseOrNull must agree with parse");
      assertTrue(UriReference.parseOrNull(input, SchemeRegistry.empty()) == null, "every URI reference is an IRI reference");
      return;
    }
    assertEquals(input, iri.toString());
    String uri = iri.toUri().toString();
    assertTrue(uri.chars().allMatch(c -> c < 0x80), "the URI is US-ASCII");
    assertEquals(iri.toUri(), UriReference.parse(uri, SchemeRegistry.empty()), "the URI re-parses to an equal one");
    assertEquals(iri.toUri(), iri.toUri().toIri().toUri(), "the display form maps back to an equal URI");
  }

  static void check(String input) {
    UriReference ref;
    try {
      ref = UriReference.parse(input, SchemeRegistry.empty());
    } catch (UriSyntaxException e) {
      assertTrue(e.index() >= 0 && e.index() <= input.length(), () -> "index " + e.index() + " outside the input");
      assertTrue(UriReference.parseOrNull(input, SchemeRegistry.empty()) == null, "parseOrNull must agree with parse");
      return;
    }
    assertEquals(input, ref.toString());
    UriReference normalized = ref.normalize(NormalizationLevel.SYNTAX);
    assertEquals(normalized.toString(), normalized.normalize(NormalizationLevel.SYNTAX).toString(), "normalize is idempotent");
    assertEquals(normalized, UriReference.parse(normalized.toString(), SchemeRegistry.empty()), "normalized form re-parses to an equal reference");
    assertTrue(ref.equals(normalized) && ref.hashCode() == normalized.hashCode(), "a reference equals its normal form");
  }
}
