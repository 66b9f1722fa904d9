package dev.urikit.legacy.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriReference;
import dev.urikit.UriSyntaxException;
import dev.urikit.gopher.GopherUri;
import dev.urikit.legacy.LegacySchemeProvider;
import dev.urikit.prospero.ProsperoUri;
import dev.urikit.telnet.TelnetUri;
import dev.urikit.wais.WaisUri;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * The four schemes never crash: any input either is refused with a {@link UriSyntaxException} whose
 * index lies inside it, or parses, normalizes stably to a URI the scheme accepts again, and gives a view
 * whose every accessor answers and whose builder copy is the same URI.
 *
 * <p>{@code ./mvnw verify} replays the seeds under {@code src/test/resources/dev/urikit/legacy/fuzz/LegacyFuzzTestInputs/};
 * {@code JAZZER_FUZZ=1 ./mvnw -pl schemes-legacy test -Dtest=LegacyFuzzTest} fuzzes for real.
 */
class LegacyFuzzTest {

  private static final SchemeRegistry LEGACY = SchemeRegistry.builder().add(new LegacySchemeProvider()).build();
  private static final String[] SCHEMES = {"gopher://", "telnet://", "wais://", "prospero://"};

  @FuzzTest(maxDuration = "30s")
  void validate(FuzzedDataProvider data) {
    String prefix = SCHEMES[data.consumeInt(0, SCHEMES.length - 1)];
    String rest = data.consumeBoolean() ? data.consumeRemainingAsAsciiString() : data.consumeRemainingAsString();
    check(prefix + rest);
  }

  static void check(String input) {
    Uri uri;
    try {
      uri = Uri.parse(input, LEGACY);
    } catch (UriSyntaxException e) {
      assertTrue(e.index() >= 0 && e.index() <= input.length(), () -> "index " + e.index() + " outside the input");
      assertNull(UriReference.parseOrNull(input, LEGACY), "parseOrNull must agree with parse");
      return;
    }
    assertEquals(input, uri.toString());
    Uri normalized = uri.normalize();
    assertEquals(normalized.toString(), normalized.normalize().toString(), "normalize is idempotent");
    assertEquals(normalized, Uri.parse(normalized.toString(), LEGACY), "the normal form re-parses to an equal URI");
    assertTrue(uri.equals(normalized) && uri.hashCode() == normalized.hashCode(), "a URI equals its normal form");
    switch (uri.scheme().toLowerCase(Locale.ROOT)) {
      case "gopher" -> {
        GopherUri view = GopherUri.from(uri);
        view.itemType();
        view.selector();
        view.search();
        view.gopherPlus();
        view.request();
        rebuilds(uri, () -> view.toBuilder().build().toUri());
      }
      case "telnet" -> {
        TelnetUri view = TelnetUri.from(uri);
        view.user();
        view.password();
        assertTrue(view.redact().password() == null);
        rebuilds(uri, () -> view.toBuilder().build().toUri());
      }
      case "wais" -> {
        WaisUri view = WaisUri.from(uri);
        view.form();
        view.database();
        view.search();
        view.wtype();
        view.wpath();
        rebuilds(uri, () -> view.toBuilder().build().toUri());
      }
      case "prospero" -> {
        ProsperoUri view = ProsperoUri.from(uri);
        view.hsoname();
        view.fields();
        rebuilds(uri, () -> view.toBuilder().build().toUri());
      }
      default -> throw new AssertionError("a scheme of another module: " + uri.scheme());
    }
  }

  /** The builder copy is the same URI, unless the path has a dot-segment, which builders refuse to write. */
  private static void rebuilds(Uri uri, Supplier<Uri> copy) {
    try {
      assertEquals(uri, copy.get());
    } catch (IllegalArgumentException e) {
      assertTrue(e.getMessage().contains("\"..\""), e::getMessage);
    }
  }
}
