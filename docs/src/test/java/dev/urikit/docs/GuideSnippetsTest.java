package dev.urikit.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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
 * uri-spark, for the page on Spark), line for line
 * up to a common indentation, so that every sample the site shows is compiled and run. A block that is edited in
 * the guide but not in its test, or the other way round, fails here.
 */
class GuideSnippetsTest {

  private static final Path GUIDE = Path.of("src", "doc");
  /** This module's test sources, and uri-spark's, whose guide samples need a local SparkSession to run. */
  private static final List<Path> TEST_SOURCES = List.of(Path.of("src", "test", "java"), Path.of("src", "test", "kotlin"),
      Path.of("..", "uri-spark", "src", "test", "java"));
  private static final String SELF = "GuideSnippetsTest.java";

  @TestFactory
  Stream<DynamicTest> everySnippetIsInATestSource() throws IOException {
    Map<Path, List<String>> sources = testSources();
    List<DynamicTest> tests = new ArrayList<>();
    for (Path page : guidePages()) {
      List<List<String>> blocks = fencedBlocks(Files.readAllLines(page, StandardCharsets.UTF_8));
      for (int i = 0; i < blocks.size(); i++) {
        List<String> block = blocks.get(i);
        String name = page.getFileName() + " block " + (i + 1) + ": " + block.get(0).strip();
        tests.add(DynamicTest.dynamicTest(name, () -> {
          List<Path> found = new ArrayList<>();
          sources.forEach((file, lines) -> {
            if (contains(lines, block)) {
              found.add(file);
            }
          });
          assertFalse(found.isEmpty(), () -> "not in any test source under " + TEST_SOURCES + ":\n" + String.join("\n", block));
        }));
      }
    }
    assertTrue(tests.size() >= 10, "the guide has code samples: " + tests.size());
    return tests.stream();
  }

  @Test
  void everyGuidePageIsIncludedBySite() throws IOException {
    String pom = Files.readString(Path.of("pom.xml"), StandardCharsets.UTF_8);
    TreeSet<String> included = new TreeSet<>();
    Matcher m = Pattern.compile("<include>\\$\\{project\\.basedir}/src/doc/([^<]+)</include>").matcher(pom);
    while (m.find()) {
      included.add(m.group(1));
    }
    TreeSet<String> pages = new TreeSet<>();
    for (Path page : guidePages()) {
      pages.add(page.getFileName().toString());
    }
    assertEquals(pages, included);
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

  /** The contents of the blocks fenced with three backticks, without the fences. */
  static List<List<String>> fencedBlocks(List<String> lines) {
    List<List<String>> blocks = new ArrayList<>();
    List<String> block = null;
    for (String line : lines) {
      if (line.strip().startsWith("```")) {
        if (block == null) {
          block = new ArrayList<>();
        } else {
          assertFalse(block.isEmpty(), "an empty code block");
          blocks.add(block);
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
