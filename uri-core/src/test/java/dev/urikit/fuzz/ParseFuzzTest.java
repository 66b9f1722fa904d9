package dev.urikit.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
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
