package dev.urikit.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Every fenced code block of the guide (src/doc/*.md) is a passage of a test source in this module (or in
 * uri-spark, for the page on Spark, or of the example plugin project, for the page on plugins), line for line
 * up to a common indentation, so that every sample the site shows is compiled and run. A block that is edited in
 * the guide but not in its test, or the other way round, fails here.
 *
 * <p>A Java or Kotlin block begins with the imports its sample needs: each one an import of the test file that holds
 * the sample, each one used by it, and none missing of the file's imports that the sample uses by name (a type, or a
 * Kotlin extension property or extension given a lambda, {@code .host}, {@code .edit { }}). A function called with
 * parentheses ({@code .toUri()}) or a lambda ({@code uri { }}) cannot be told from a member by its name, nor an
 * operator ({@code /}, destructuring) by its function's: their imports are written by hand, and checked to be real
 * and used.
 */
class GuideSnippetsTest {

  private static final Path GUIDE = Path.of("src", "doc");
  /**
   * This module's test sources, uri-spark's, whose guide samples need a local SparkSession to run, and the example
   * plugin project, whose build and tests the page on plugins shows.
   */
  private static final List<Path> TEST_SOURCES = List.of(Path.of("src", "test", "java"), Path.of("src", "test", "kotlin"),
      Path.of("src", "test", "resources"), Path.of("..", "uri-spark", "src", "test", "java"),
      Path.of("..", "examples", "tel-scheme", "pom.xml"), Path.of("..", "examples", "tel-scheme", "src"));
  private static final Path PAGE_LIST = GUIDE.resolve("guide-pages.txt");
  private static final String SELF = "GuideSnippetsTest.java";

  @TestFactory
  Stream<DynamicTest> everySnippetIsInATestSource() throws IOException {
    Map<Path, List<String>> sources = testSources();
    List<DynamicTest> tests = new ArrayList<>();
    for (Path page : guidePages()) {
      List<Block> blocks = fencedBlocks(Files.readAllLines(page, StandardCharsets.UTF_8));
      for (int i = 0; i < blocks.size(); i++) {
        Block block = blocks.get(i);
        String name = page.getFileName() + " block " + (i + 1) + ": " + block.lines().get(0).strip();
        tests.add(DynamicTest.dynamicTest(name, () -> checkBlock(block, sources)));
      }
    }
    assertTrue(tests.size() >= 10, "the guide has code samples: " + tests.size());
    return tests.stream();
  }

  /** The block's sample is in a test source, and for Java and Kotlin its imports are those of that source it needs. */
  private static void checkBlock(Block block, Map<Path, List<String>> sources) {
    boolean code = block.language().equals("java") || block.language().equals("kotlin");
    List<String> imports = code ? Imports.shown(block.lines()) : List.of();
    List<String> sample = block.lines().subList(imports.isEmpty() ? 0 : Imports.sampleStart(block.lines()), block.lines().size());
    List<Path> found = new ArrayList<>();
    sources.forEach((file, lines) -> {
      if (contains(lines, sample)) {
        found.add(file);
      }
    });
    assertFalse(found.isEmpty(), () -> "not in any test source under " + TEST_SOURCES + ":\n" + String.join("\n", sample));
    if (!code || isWholeFile(block.lines())) {
      return;
    }
    List<String> problems = new ArrayList<>();
    for (Path file : found) {
      List<String> fileProblems = Imports.problems(imports, sample, sources.get(file));
      if (fileProblems.isEmpty()) {
        return;
      }
      problems.add(file + ": " + String.join("; ", fileProblems));
    }
    fail("the sample's imports are not those it needs:\n" + String.join("\n", problems));
  }

  /**
   * Whether a Kotlin or Java block shows a whole source file, from its file annotations or its package line:
   * its imports are then the file's own, below the package line, and the block is a passage of that file.
   */
  private static boolean isWholeFile(List<String> lines) {
    String first = lines.isEmpty() ? "" : lines.get(0).strip();
    return first.startsWith("@file:") || first.startsWith("package ");
  }

  @Test
  void everyGuidePageIsListed() throws IOException {
    TreeSet<String> listed = new TreeSet<>();
    for (String line : Files.readAllLines(PAGE_LIST, StandardCharsets.UTF_8)) {
      if (!line.isBlank() && !line.strip().startsWith("#")) {
        assertTrue(listed.add(line.strip()), "listed twice: " + line);
      }
    }
    String pom = Files.readString(Path.of("pom.xml"), StandardCharsets.UTF_8);
    Matcher m = Pattern.compile("<include>\\$\\{project\\.basedir}/src/doc/([^<]+)</include>").matcher(pom);
    TreeSet<String> modulePage = new TreeSet<>();
    while (m.find()) {
      modulePage.add(m.group(1));
    }
    assertEquals(Set.of("overview.md"), modulePage, "Dokka's includes: the module page only");
    TreeSet<String> pages = new TreeSet<>();
    for (Path page : guidePages()) {
      pages.add(page.getFileName().toString());
    }
    pages.remove("overview.md");
    assertEquals(pages, listed, "the pages of src/doc and those listed in " + PAGE_LIST);
  }

  @Test
  void everyGuidePageBeginsWithItsTitle() throws IOException {
    for (Path page : guidePages()) {
      String first = Files.readAllLines(page, StandardCharsets.UTF_8).get(0);
      if (page.getFileName().toString().equals("overview.md")) {
        assertEquals("# Module urikit", first, "the module page, for Dokka");
      } else {
        assertTrue(first.matches("# (?!Module ).+"), page + " begins with \"" + first + "\", not its title");
      }
    }
  }

  @Test
  void importsAreThoseOfTheFileThatTheSampleNeeds() {
    List<String> file = List.of("import dev.urikit.Uri", "import dev.urikit.div", "import dev.urikit.host",
        "import dev.urikit.http.host", "import dev.urikit.text.uri", "import dev.urikit.toUri", "import org.junit.jupiter.api.Test");
    List<String> sample = List.of("val a = \"http://a/\".toUri() / \"b\"   // Uri: http://a/b", "val h = a.host",
        "val s = \"${m.uri}\"", "val t = a.host()");
    assertEquals(List.of(), Imports.problems(
        List.of("import dev.urikit.div", "import dev.urikit.host", "import dev.urikit.text.uri", "import dev.urikit.toUri"), sample, file));
    assertEquals(List.of("the sample uses host but does not show import dev.urikit.host or import dev.urikit.http.host"),
        Imports.problems(List.of("import dev.urikit.div", "import dev.urikit.text.uri", "import dev.urikit.toUri"), sample, file));
    assertEquals(List.of("\"import dev.urikit.Uri\" is not used by the sample", "\"import dev.urikit.Url\" is not an import of the file"),
        Imports.problems(List.of("import dev.urikit.Uri", "import dev.urikit.Url", "import dev.urikit.host"), List.of("val h = a.host"), file));
    assertEquals(List.of("the sample uses Uri but does not show import dev.urikit.Uri"),
        Imports.problems(List.of(), List.of("val u: Uri = a"), file));
    assertEquals(List.of(), Imports.problems(List.of(), List.of("val t = a.host()", "uri { host = \"h\" }"), file),
        "a call with parentheses or a lambda, and a scope's property, may be members");
  }

  @Test
  void matchingIgnoresOnlyACommonIndentation() {
    List<String> source = List.of("class A {", "    val a = 1", "", "    val b = 2   // 2", "}");
    assertTrue(contains(source, List.of("val a = 1", "", "val b = 2   // 2")));
    assertFalse(contains(source, List.of("val a = 1", "val b = 2   // 2")), "a missing blank line");
    assertFalse(contains(source, List.of("val a = 1", "", "val b = 2   // 3")), "another comment");
    assertFalse(contains(source, List.of("val a = 1", "", "  val b = 2   // 2")), "another relative indentation");
  }

  /** The guide pages, in name order. */
  private static List<Path> guidePages() throws IOException {
    try (Stream<Path> files = Files.list(GUIDE)) {
      List<Path> pages = files.filter(p -> p.toString().endsWith(".md")).sorted().toList();
      assertFalse(pages.isEmpty(), "guide pages in " + GUIDE.toAbsolutePath());
      return pages;
    }
  }

  /** The test sources of this module but this file, by path. */
  private static Map<Path, List<String>> testSources() throws IOException {
    Map<Path, List<String>> sources = new TreeMap<>();
    for (Path root : TEST_SOURCES) {
      try (Stream<Path> files = Files.walk(root)) {
        for (Path file : files.filter(Files::isRegularFile).toList()) {
          if (!file.getFileName().toString().equals(SELF)) {
            sources.put(file, Files.readAllLines(file, StandardCharsets.UTF_8));
          }
        }
      }
    }
    return sources;
  }

  /** A fenced block: the language its fence names ({@code ""} for none) and its lines. */
  record Block(String language, List<String> lines) {}

  /** The blocks fenced with three backticks, without the fences. */
  static List<Block> fencedBlocks(List<String> lines) {
    List<Block> blocks = new ArrayList<>();
    List<String> block = null;
    String language = "";
    for (String line : lines) {
      if (line.strip().startsWith("```")) {
        if (block == null) {
          block = new ArrayList<>();
          language = line.strip().substring(3).strip();
        } else {
          assertFalse(block.isEmpty(), "an empty code block");
          blocks.add(new Block(language, block));
          block = null;
        }
      } else if (block != null) {
        block.add(line);
      }
    }
    assertEquals(null, block, "an unclosed code block");
    return blocks;
  }

  /**
   * Whether {@code block} is a run of consecutive lines of {@code source}, each line of the source being the block's
   * line with one and the same indentation before it (blank lines match blank lines).
   */
  static boolean contains(List<String> source, List<String> block) {
    String first = block.get(0);
    for (int start = 0; start + block.size() <= source.size(); start++) {
      String candidate = source.get(start);
      if (first.isBlank() || !candidate.endsWith(first)) {
        continue;
      }
      String indent = candidate.substring(0, candidate.length() - first.length());
      if (!indent.isBlank()) {
        continue;
      }
      boolean all = true;
      for (int i = 0; i < block.size() && all; i++) {
        String want = block.get(i);
        String have = source.get(start + i);
        all = want.isBlank() ? have.isBlank() : have.equals(indent + want);
      }
      if (all) {
        return true;
      }
    }
    return false;
  }
}
