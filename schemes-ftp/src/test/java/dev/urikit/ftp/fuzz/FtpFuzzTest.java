package dev.urikit.ftp.fuzz;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import dev.urikit.ftp.FtpCommand;
import dev.urikit.ftp.FtpScheme;
import dev.urikit.ftp.FtpUri;
import java.util.List;

/**
 * An ftp URL with the ftp module installed never crashes anything: it is refused with a
 * {@link UriSyntaxException} whose index lies in the input, or its view reads (commands included, never
 * with CR, LF or NUL in an argument), normalization is idempotent and keeps the commands, equals, hashCode
 * and compareTo agree, and the builder gives the URL back.
 *
 * <p>{@code ./mvnw verify} replays the seeds under {@code src/test/resources/dev/urikit/ftp/fuzz/FtpFuzzTestInputs/},
 * made from the ftp conformance vectors; {@code JAZZER_FUZZ=1 ./mvnw -pl schemes-ftp test -Dtest=FtpFuzzTest}
 * fuzzes for real (see the README).
 */
class FtpFuzzTest {

  private static final SchemeRegistry FTP = SchemeRegistry.builder().add(new FtpScheme()).build();

  @FuzzTest(maxDuration = "3m")
  void ftp(FuzzedDataProvider data) {
    String rest = data.consumeBoolean() ? data.consumeRemainingAsAsciiString() : data.consumeRemainingAsString();
    check(rest.startsWith("ftp:") ? rest : "ftp://" + rest);
  }

  static void check(String input) {
    Uri uri;
    try {
      uri = Uri.parse(input, FTP);
    } catch (UriSyntaxException e) {
      assertTrue(e.index() >= 0 && e.index() <= input.length(), () -> "index " + e.index() + " outside the input");
      assertNull(FtpUri.parseOrNull(input), "parseOrNull must agree with parse");
      return;
    }
    assertEquals(input, uri.toString());
    FtpUri view = uri.view(FtpUri.class);
    List<FtpCommand> commands = read(view);

    FtpUri normalized = view.normalize();
    assertEquals(normalized.toString(), normalized.normalize().toString(), "normalize is idempotent");
    assertEquals(normalized, FtpUri.parse(normalized.toString()), "the normal form re-parses to an equal URL");
    assertEquals(commands, read(normalized), "normalization keeps the commands");
    assertEquals(view, normalized);
    assertEquals(view.hashCode(), normalized.hashCode());
    assertEquals(0, uri.compareTo(normalized.toUri()));
    assertEquals(0, normalized.toUri().compareTo(uri));

    Uri other = Uri.parseOrNull("ftp://h/x", FTP);
    boolean equal = uri.equals(other);
    assertEquals(equal, other.equals(uri));
    assertEquals(equal, uri.compareTo(other) == 0);
    assertEquals(Integer.signum(uri.compareTo(other)), -Integer.signum(other.compareTo(uri)));

    FtpUri rebuilt = view.toBuilder().build();
    assertEquals(view.toString(), rebuilt.toString(), "toBuilder().build() keeps the text");
    if (view.isText()) {
      FtpUri written = view.toBuilder().user(view.user()).password(view.password()).cwd(view.cwd())
          .name(view.name()).typecode(view.typecode()).build();
      assertEquals(view, written, "writing back what was read gives an equal URL");
    }
  }

  /** Reads every accessor of the view, and checks the commands carry no line break or NUL. */
  private static List<FtpCommand> read(FtpUri view) {
    view.host();
    view.hostType();
    view.port();
    view.path();
    view.typecode();
    view.redact();
    view.toUri().warnings();
    view.toUri().viewDescription();
    if (view.isText()) {
      view.user();
      view.password();
      assertEquals(view.cwd().size(), view.cwdBytes().size());
      assertArrayEquals(view.name().getBytes(java.nio.charset.StandardCharsets.UTF_8), view.nameBytes());
    }
    List<FtpCommand> commands = view.commands();
    for (FtpCommand command : commands) {
      byte[] line = command.line();
      for (int i = 0; i < line.length - 2; i++) {
        assertFalse(line[i] == '\r' || line[i] == '\n' || line[i] == 0, () -> "a line break or NUL in " + command);
      }
    }
    return commands;
  }
}
