package dev.urikit.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.urikit.SchemeRegistry;
import dev.urikit.UriSyntaxException;
import dev.urikit.text.Completion;
import dev.urikit.text.RepairedUri;
import dev.urikit.text.UserInput;
import java.util.List;

/**
 * Repairing user input never crashes: any text either becomes a URI whose text repairs to itself with no
 * repairs, or is refused with a {@link UriSyntaxException} whose index lies inside the text.
 *
 * <p>{@code ./mvnw verify} replays the seeds under {@code src/test/resources/dev/urikit/fuzz/UserInputFuzzTestInputs/};
 * {@code JAZZER_FUZZ=1 ./mvnw -pl uri-core test -Dtest=UserInputFuzzTest} fuzzes for real.
 */
class UserInputFuzzTest {

  @FuzzTest(maxDuration = "30s")
  void parse(FuzzedDataProvider data) {
    Completion completion = data.consumeBoolean() ? Completion.SUFFIX_REFERENCES : Completion.OFF;
    String input = data.consumeRemainingAsString();
    RepairedUri result;
    try {
      result = UserInput.parse(input, SchemeRegistry.empty(), completion);
    } catch (UriSyntaxException e) {
      assertTrue(e.index() >= 0 && e.index() <= input.length(), () -> "index " + e.index() + " outside the input");
      return;
    }
    String uri = result.uri().toString();
    assertTrue(uri.chars().allMatch(c -> c < 0x80), "the URI is US-ASCII");
    assertEquals(!uri.equals(input), result.isRepaired(), "repairs were made exactly when the text changed");
    assertTrue(result.repairs().stream().allMatch(r -> r.index() < input.length()), "every repair is in the input");
    RepairedUri again = UserInput.parse(uri, SchemeRegistry.empty(), completion);
    assertEquals(uri, again.uri().toString(), "a repaired URI repairs to itself");
    assertEquals(List.of(), again.repairs(), "with no repairs");
  }
}
