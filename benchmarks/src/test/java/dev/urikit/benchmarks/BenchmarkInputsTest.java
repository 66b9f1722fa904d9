package dev.urikit.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.Iri;
import dev.urikit.SchemeRegistry;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/** The inputs the benchmarks measure are what their documentation says they are. */
class BenchmarkInputsTest {

  @ParameterizedTest
  @CsvSource({
    "https://www.sec.gov/edgar.shtml, https://WWW.SEC.GOV:443/edgar.shtml",
    "http://example.org, http://EXAMPLE.ORG:80",
    "http://user:pw@Example.com:8080/a?b#c, http://user:pw@EXAMPLE.COM:8080/a?b#c",
    "https://[2001:db8::a]/x, https://[2001:DB8::A]:443/x",
    "nntp://news.example.org/sci.math/42, nntp://NEWS.EXAMPLE.ORG:119/sci.math/42",
    "telnet://anna:pw%21@library.example.edu/, telnet://anna:pw%21@LIBRARY.EXAMPLE.EDU:23/",
    "gopher://gopher.example.org:7070/1/docs, gopher://GOPHER.EXAMPLE.ORG:7070/1/docs",
    "news://news.example.net/comp.lang.java, news://NEWS.EXAMPLE.NET:119/comp.lang.java",
    "ftp://ftp.example.org/pub/a.txt;type=i, ftp://FTP.EXAMPLE.ORG:21/pub/a.txt;type=i",
  })
  void dedupVariantChangesOnlyHostCaseAndDefaultPort(String url, String expected) {
    assertEquals(expected, DedupBenchmark.variant(url, SchemeRegistry.installed()));
  }

  @ParameterizedTest
  @CsvSource({
    "file://files.example.org/share/a.txt",
    "file:///home/anna/a.txt",
    "mailto:anna@example.org?subject=Hi",
    "urn:isbn:0-306-40615-2",
    "news:comp.lang.java",
    "unknown://host.example/x",
  })
  void dedupVariantLeavesAUriWithoutHostOrDefaultPortAlone(String url) {
    assertEquals(url, DedupBenchmark.variant(url, SchemeRegistry.installed()));
  }

  @ParameterizedTest
  @EnumSource(ScalingBenchmark.Shape.class)
  void scalingPathsHaveExactlyTheRequestedLength(ScalingBenchmark.Shape shape) {
    for (int size : new int[] {10_000, 100_000, 1_000_000}) {
      assertEquals(size, ScalingBenchmark.path(shape, size).length(), shape + " " + size);
    }
  }

  @ParameterizedTest
  @EnumSource(OperationScalingBenchmark.Operation.class)
  void everyOperationRunsAndItsResultGrowsWithTheInput(OperationScalingBenchmark.Operation operation) {
    long[] results = new long[2];
    int[] sizes = {2_000, 20_000};
    for (int i = 0; i < sizes.length; i++) {
      OperationScalingBenchmark benchmark = new OperationScalingBenchmark();
      benchmark.size = sizes[i];
      benchmark.operation = operation;
      benchmark.setUp();
      results[i] = benchmark.run();
    }
    // A result that does not depend on the input would measure nothing; a failing parse returns 0 at both sizes.
    if (operation != OperationScalingBenchmark.Operation.PARSE_FAILING) {
      assertTrue(results[1] > results[0], operation + ": " + results[0] + " then " + results[1]);
    } else {
      assertEquals(0, results[0] + results[1]);
    }
  }

  @Test
  void climbEndsWithOneHundredThousandDotDotSegmentsAtOneMillionCharacters() {
    String path = ScalingBenchmark.path(ScalingBenchmark.Shape.CLIMB, 1_000_000);
    assertEquals(100_000, occurrences(path, "../"));
    assertEquals("a/".repeat(350_000) + "../".repeat(100_000), path);
  }

  @Test
  void dotDotIsNothingButDotDotSegments() {
    String path = ScalingBenchmark.path(ScalingBenchmark.Shape.DOTDOT, 999);
    assertEquals("../".repeat(333), path);
  }

  @Test
  void generatedCorpusIsDeterministicAndAcceptedByEveryParser() {
    List<String> first = CorpusGenerator.generate(2_000, 3986);
    assertEquals(first, CorpusGenerator.generate(2_000, 3986));
    assertNotEquals(first, CorpusGenerator.generate(2_000, 3987));
    SchemeRegistry registry = SchemeRegistry.installed();
    for (String url : first) {
      assertEquals(List.of(), Anchors.rejections(url, registry), url);
    }
    double mean = first.stream().mapToInt(String::length).average().orElseThrow();
    assertTrue(mean > 40 && mean < 52, "mean length " + mean);
  }

  @Test
  void unicodeCorpusIsDeterministicUsesEveryScriptAndBothSidesMapItAlike() {
    List<String> urls = CorpusGenerator.generate(2_000, 3986);
    List<String> iris = UnicodeCorpusGenerator.generate(urls, IriBenchmark.SEED);
    assertEquals(iris, UnicodeCorpusGenerator.generate(urls, IriBenchmark.SEED));
    assertNotEquals(iris, UnicodeCorpusGenerator.generate(urls, IriBenchmark.SEED + 1));
    String all = String.join("\n", iris);
    for (String[] script : UnicodeCorpusGenerator.SCRIPTS) {
      for (String word : script) {
        assertTrue(all.contains(word), word);
      }
    }
    SchemeRegistry registry = SchemeRegistry.installed();
    long unicode = iris.stream().filter(iri -> iri.chars().anyMatch(c -> c >= 0x80)).count();
    assertTrue(unicode > 0.98 * iris.size(), unicode + " of " + iris.size() + " hold a non-ASCII character");
    for (String iri : iris) {
      assertEquals(Iri.parse(iri, registry).toUri().toString(), IriBenchmark.jenaToUri(iri), iri);
    }
    String[] kept = IriBenchmark.fairCorpus(iris, registry);
    assertEquals(Corpus.SIZE, kept.length);
    assertTrue(Arrays.stream(kept).allMatch(iri -> iri.chars().anyMatch(c -> c >= 0x80)));
  }

  @Test
  void unicodeCorpusKeepsStructureExtensionsAndPercentEncodedOctets() {
    List<String> iris = UnicodeCorpusGenerator.generate(
        List.of("https://user@www.my-site.site1.health.co.uk:8443/green%20garden/contact.html?q=x#top"), 1);
    String iri = iris.get(0);
    // www, a label with a digit, the top-level domain, the port, "%20", ".html", query and fragment stay.
    assertTrue(iri.matches("https://user@www\\.[^\\x00-\\x7F]+-[^\\x00-\\x7F]+\\.site1\\.[^\\x00-\\x7F]+"
        + "\\.[^\\x00-\\x7F]+\\.uk:8443/"
        + "[^\\x00-\\x7F]+%20[^\\x00-\\x7F]+/[^\\x00-\\x7F]+\\.html\\?q=x#top"), iri);
  }

  @Test
  void rejectionsNameEachParserAndItsReason() {
    List<String> reasons = Anchors.rejections("https://a.com/x|y", SchemeRegistry.empty());
    assertEquals(
        List.of("urikit: INVALID_CHARACTER", "java.net.URI: Illegal character in path",
            "Jena IRI3986: Bad character in IRI path"),
        reasons);
    assertEquals(List.of("OkHttp HttpUrl: Expected URL scheme"),
        Anchors.rejections("ftp://a.com/x", SchemeRegistry.empty()));
  }

  @Test
  void everyRfcExampleIsKept() {
    ResolveCases cases = ResolveCases.rfc3986(ResolveCases.RFC_REFERENCES.size());
    assertEquals(ResolveCases.RFC_REFERENCES, cases.references());
    assertTrue(cases.bases().stream().allMatch(ResolveCases.RFC_BASE::equals));
  }

  @Test
  void corpusReferencesFollowTheFourStylesInTurn() {
    String[] urls = {"https://a.org/x", "https://b.org/", "https://food.com/events/list.html?id=7", "https://c.org/y"};
    ResolveCases cases = ResolveCases.fromCorpus(urls, 4);
    assertEquals(List.of("/events/list.html?id=7", "../y", "../../x", "./x"), cases.references());
    assertEquals(List.of(urls), cases.bases());
  }

  @Test
  void mixedCorpusPairsHaveHierarchicalBasesThatSchemesAllowAndReferencesOfHierarchicalUris() {
    String[] urls = {"https://a.org/x", "mailto:a@b.example", "gopher://g.example/1/x", "ftp://f.example/p/q.txt",
      "urn:isbn:0-306-40615-2", "file:///home/anna/b.txt", "nntp://n.example/sci.math/7", "https://c.org/d/e"};
    ResolveCases cases = ResolveCases.fromCorpus(urls, 4);
    // Pair i: base i, reference from URI i + 4 in style i % 4. Skipped: 0 and 8 (reference from urn), 1 and 9
    // (base mailto, opaque), 2 and 10 (base gopher, no base by its scheme), 4 (base urn), 5 (reference from mailto).
    assertEquals(List.of("ftp://f.example/p/q.txt", "nntp://n.example/sci.math/7", "https://c.org/d/e",
        "ftp://f.example/p/q.txt"), cases.bases());
    assertEquals(List.of("./e", "../../x", "./q.txt", "./e"), cases.references());
  }

  @Test
  void memoryReportMakesEveryEntryDistinctWithItsNumber() {
    assertEquals("https://a.org/x#7", MemoryReport.distinct("https://a.org/x", 7));
    assertEquals("https://a.org/x#top-7", MemoryReport.distinct("https://a.org/x#top", 7));
    assertEquals("news:*#1000000", MemoryReport.distinct("news:*", 1_000_000));
  }

  private static int occurrences(String text, String part) {
    int count = 0;
    for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + part.length())) {
      count++;
    }
    return count;
  }
}
