package dev.urikit.template.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.urikit.SchemeRegistry;
import dev.urikit.UriReference;
import dev.urikit.template.UriTemplate;
import dev.urikit.template.UriTemplateSyntaxException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Parsing, expanding and matching templates never crash: any text either parses and keeps its text, or
 * is refused with a {@link UriTemplateSyntaxException} whose index lies inside it; an expansion is
 * US-ASCII or refused for a prefix on a composite value; matching answers or says why it cannot.
 *
 * <p>{@code ./mvnw verify} replays the seeds under
 * {@code src/test/resources/dev/urikit/template/fuzz/TemplateFuzzTestInputs/};
 * {@code JAZZER_FUZZ=1 ./mvnw -pl uri-template test -Dtest=TemplateFuzzTest} fuzzes for real.
 */
class TemplateFuzzTest {

  @FuzzTest(maxDuration = "30s")
  void parse(FuzzedDataProvider data) {
    String value = data.consumeString(16);
    String input = data.consumeRemainingAsString();
    UriTemplate template;
    try {
      template = UriTemplate.parse(input);
    } catch (UriTemplateSyntaxException e) {
      assertTrue(e.index() >= 0 && e.index() <= input.length(), () -> "index " + e.index() + " outside the input");
      assertNull(UriTemplate.parseOrNull(input), "parseOrNull must agree with parse");
      return;
    }
    assertEquals(input, template.toString());
    Map<String, Object> variables = new HashMap<>();
    for (String name : template.variableNames()) {
      variables.put(name, switch (Math.floorMod(name.hashCode(), 3)) {
        case 0 -> value;
        case 1 -> List.of(value, "x");
        default -> Map.of("k", value);
      });
    }
    String expanded;
    try {
      expanded = template.expand(variables);
    } catch (UriTemplateSyntaxException e) {
      assertEquals(UriTemplateSyntaxException.Kind.PREFIX_ON_COMPOSITE, e.kind());
      return;
    } catch (IllegalArgumentException e) {
      assertTrue(e.getMessage().contains("unpaired surrogate"), e::getMessage);
      return;
    }
    assertTrue(expanded.chars().allMatch(c -> c < 0x80), "the expansion is US-ASCII");
    UriReference reference = UriReference.parseOrNull(expanded, SchemeRegistry.empty());
    if (reference != null && template.isMatchable()) {
      template.match(reference);
    }
  }
}
