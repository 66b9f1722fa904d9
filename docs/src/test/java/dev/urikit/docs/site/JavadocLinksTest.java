package dev.urikit.docs.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link JavadocLinks} on sources written for the test: a broken Javadoc link is found, a sound one is not. */
class JavadocLinksTest {

  private static final String SOUND = """
      package a;

      /** The first: see {@link B#value()} and {@link #name()}. */
      public final class A {
        /**
         * Its name.
         *
         * @return "a"
         */
        public String name() {
          return "a";
        }
      }
      """;

  private static final String B = """
      package a;

      /**
       * The second.
       *
       * @see A
       */
      public record B(int value) {}
      """;

  @Test
  void soundLinksPass(@TempDir Path dir) throws IOException {
    Path sources = write(dir, SOUND, B);
    assertEquals(List.of(), JavadocLinks.problems(List.of(sources), "", dir.resolve("out")));
  }

  @Test
  void aLinkToNothingIsFound(@TempDir Path dir) throws IOException {
    Path sources = write(dir, SOUND.replace("{@link #name()}", "{@link #nmae()}"), B.replace("@see A", "@see A#gone"));
    List<String> problems = JavadocLinks.problems(List.of(sources), "", dir.resolve("out"));
    assertEquals(2, problems.size(), problems.toString());
    assertTrue(problems.get(0).matches(".*A\\.java:3: reference not found"), problems.get(0));
    assertTrue(problems.get(1).matches(".*B\\.java:6: reference not found"), problems.get(1));
  }

  @Test
  void moduleDescriptorsAreLeftOut(@TempDir Path dir) throws IOException {
    Path sources = write(dir, SOUND, B);
    Files.writeString(sources.resolve("module-info.java"), "/** Not compiled: {@link Nothing}. */ module a { exports a; }",
        StandardCharsets.UTF_8);
    assertEquals(List.of(), JavadocLinks.problems(List.of(sources), "", dir.resolve("out")));
  }

  @Test
  void sourcesThatDoNotCompileAreReportedAsSuch(@TempDir Path dir) throws IOException {
    Path sources = write(dir, SOUND.replace("return \"a\";", "return 1;"), B);
    IllegalStateException e = assertThrows(IllegalStateException.class,
        () -> JavadocLinks.problems(List.of(sources), "", dir.resolve("out")));
    assertTrue(e.getMessage().contains("do not compile"), e.getMessage());
  }

  private static Path write(Path dir, String a, String b) throws IOException {
    Path sources = Files.createDirectories(dir.resolve("src"));
    Path pkg = Files.createDirectories(sources.resolve("a"));
    Files.writeString(pkg.resolve("A.java"), a, StandardCharsets.UTF_8);
    Files.writeString(pkg.resolve("B.java"), b, StandardCharsets.UTF_8);
    return sources;
  }
}
