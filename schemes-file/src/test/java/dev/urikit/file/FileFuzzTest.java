package dev.urikit.file;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;

/**
 * The file scheme never crashes: any input either parses, and then its view reads it, its normal form is
 * a file URI equal to it that normalizes to itself, the builder makes an equal URI from what the view
 * read, and path conversion answers or refuses with {@link IllegalStateException}; or it is refused with
 * a {@link UriSyntaxException} whose index lies inside the input. Windows and POSIX paths made into URIs
 * either convert back to the same path or are refused with {@link IllegalArgumentException}.
 *
 * <p>{@code ./mvnw verify} replays the seeds under {@code src/test/resources/dev/urikit/file/FileFuzzTestInputs/};
 * {@code JAZZER_FUZZ=1 ./mvnw -pl schemes-file test -Dtest=FileFuzzTest} fuzzes for real.
 */
class FileFuzzTest {

  private static final SchemeRegistry REGISTRY = SchemeRegistry.builder().add(new FileScheme()).build();

  @FuzzTest(maxDuration = "30s")
  void parse(FuzzedDataProvider data) {
    String input = data.consumeBoolean() ? data.consumeRemainingAsAsciiString() : data.consumeRemainingAsString();
    checkUri(input);
    checkPaths(input);
  }

  static void checkUri(String input) {
    Uri uri;
    try {
      uri = Uri.parse(input, REGISTRY);
    } catch (UriSyntaxException e) {
      assertTrue(e.index() >= 0 && e.index() <= input.length(), () -> "index " + e.index() + " outside the input");
      return;
    }
    assertEquals(input, uri.toString());
    if (!(uri.registeredScheme() instanceof FileScheme)) {
      return;
    }
    FileUri view = FileUri.from(uri);
    assertNotNull(view.pathSegments());
    view.posixPathOrNull();
    view.windowsPathOrNull();
    FileUri normalized = view.normalize();
    assertEquals(view, normalized, "a URI equals its normal form");
    assertEquals(normalized.toString(), normalized.normalize().toString(), "normalize is idempotent");
    assertEquals(view, view.toBuilder().build(), "the builder makes the URI the view read");
  }

  static void checkPaths(String input) {
    try {
      FileUri uri = FileUri.fromWindowsPath(input);
      String windows = uri.toWindowsPath();
      FileUri again = FileUri.fromWindowsPath(windows);
      assertEquals(uri, again, "a Windows path read back makes the same URI");
      assertEquals(windows, again.toWindowsPath());
    } catch (IllegalArgumentException refused) {
      // Not an absolute Windows path, or one naming what a URI cannot show.
    }
    try {
      assertEquals(input, FileUri.fromPosixPath(input).toPosixPath());
    } catch (IllegalArgumentException refused) {
      // Not an absolute POSIX path, or one with a dot name, a NUL or an unpaired surrogate.
    }
  }
}
