package dev.urikit.mailto.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import dev.urikit.mailto.MailtoHeader;
import dev.urikit.mailto.MailtoSchemeProvider;
import dev.urikit.mailto.MailtoUri;
import dev.urikit.mailto.MailtoUriBuilder;
import java.util.List;

/**
 * The mailto module never crashes and keeps its promises on any input: text either parses with the
 * module installed or is refused with a {@link UriSyntaxException} whose index lies inside it; a parsed
 * URI's view reads without error, normalizes idempotently to an equal URI, compares consistently
 * ({@code equals}, {@code hashCode}, {@code compareTo}) and round-trips through its builder, both as
 * written ({@code toBuilder().build()}) and rebuilt from its decoded values.
 *
 * <p>{@code ./mvnw verify} replays the seeds under
 * {@code src/test/resources/dev/urikit/mailto/fuzz/MailtoFuzzTestInputs/}, taken from the module's
 * vectors; {@code JAZZER_FUZZ=1 ./mvnw -pl schemes-mailto test -Dtest=MailtoFuzzTest} fuzzes for real.
 */
class MailtoFuzzTest {

  private static final SchemeRegistry REGISTRY = SchemeRegistry.builder().add(new MailtoSchemeProvider()).build();

  @FuzzTest(maxDuration = "2m")
  void fuzz(FuzzedDataProvider data) {
    String input = data.consumeBoolean() ? data.consumeRemainingAsAsciiString() : data.consumeRemainingAsString();
    check(input.startsWith("mailto:") || input.isEmpty() ? input : "mailto:" + input);
  }

  static void check(String input) {
    Uri uri;
    try {
      uri = Uri.parse(input, REGISTRY);
    } catch (UriSyntaxException e) {
      assertTrue(e.index() >= 0 && e.index() <= input.length(), () -> "index " + e.index() + " outside the input");
      assertNull(Uri.parseOrNull(input, REGISTRY), "parseOrNull must agree with parse");
      return;
    }
    assertEquals(input, uri.toString());
    MailtoUri view = uri.view(MailtoUri.class);
    if (view == null) {
      return;
    }
    List<String> recipients = view.recipients();
    List<MailtoHeader> headers = view.headers();
    view.cc();
    view.bcc();
    view.subject();
    view.body();
    assertEquals(view, MailtoUri.parse(input), "the view of a parsed URI equals MailtoUri.parse");

    MailtoUri normalized = view.normalize();
    assertEquals(normalized.toString(), normalized.normalize().toString(), "normalize is idempotent");
    assertEquals(view, normalized, "a URI equals its normal form");
    assertEquals(view.hashCode(), normalized.hashCode(), "equal URIs have equal hashes");
    assertEquals(0, uri.compareTo(normalized.toUri()), "compareTo agrees with equals");
    assertEquals(normalized, MailtoUri.parse(normalized.toString()), "the normal form re-parses to an equal URI");

    MailtoUri copy = view.toBuilder().build();
    assertEquals(input, copy.toString(), "toBuilder().build() keeps the text");
    assertEquals(view, copy);

    MailtoUriBuilder rebuilt = MailtoUri.builder();
    if (!view.to().isEmpty()) {
      rebuilt.to(view.to().toArray(String[]::new));
    }
    for (MailtoHeader header : headers) {
      rebuilt.header(header.name(), header.value());
    }
    MailtoUri fresh = rebuilt.build();
    assertEquals(recipients, fresh.recipients(), "decoded values rebuild the same recipients");
    assertEquals(headers.size(), fresh.headers().size(), "decoded values rebuild the same headers");
    assertNotNull(fresh.toUri());
    if (uri.fragment() == null) {
      assertEquals(view, fresh, "decoded values rebuild an equal URI");
      assertEquals(view.hashCode(), fresh.hashCode());
    }
  }
}
