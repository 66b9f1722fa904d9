package dev.urikit.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Param;

/** The mixed corpus is what its documentation says: every scheme, in its share, accepted and viewed. */
class MixedCorpusTest {

  private static final List<String> HTTPS = CorpusGenerator.generate(2_000, 3986);

  private static List<String> mixed = List.of();

  @BeforeAll
  static void generate() {
    mixed = MixedCorpusGenerator.generate(HTTPS, Corpus.SIZE, MixedCorpusGenerator.SEED);
  }

  @Test
  void sameSeedGivesTheSameLinesAndAnotherSeedOthers() {
    assertEquals(mixed, MixedCorpusGenerator.generate(HTTPS, Corpus.SIZE, MixedCorpusGenerator.SEED));
    assertNotEquals(mixed, MixedCorpusGenerator.generate(HTTPS, Corpus.SIZE, MixedCorpusGenerator.SEED + 1));
    assertEquals(Corpus.SIZE, mixed.size());
  }

  @Test
  void everyLineParsesWithTheInstalledSchemesAndViewsAsItsSchemesType() {
    SchemeRegistry registry = SchemeRegistry.installed();
    for (String line : mixed) {
      CorpusScheme scheme = CorpusScheme.ofLine(line);
      Uri uri = Uri.parse(line, registry);
      assertNotNull(uri.registeredScheme(), line);
      assertTrue(scheme.viewType().isInstance(uri.view(scheme.viewType())), line);
    }
  }

  @Test
  void everyLineIsAcceptedByEveryAnchorThatReadsIt() {
    SchemeRegistry registry = SchemeRegistry.installed();
    for (String line : mixed) {
      assertEquals(List.of(), Corpus.mixedRejections(line, registry), line);
    }
  }

  @Test
  void eachSchemeHasExactlyItsShareAndTheSharesAddUpToTheWhole() {
    Map<CorpusScheme, Integer> counts = new EnumMap<>(CorpusScheme.class);
    for (String line : mixed) {
      counts.merge(CorpusScheme.ofLine(line), 1, Integer::sum);
    }
    int total = 0;
    for (CorpusScheme scheme : CorpusScheme.values()) {
      total += scheme.share();
      // A share in thousandths of 40,000 lines is a whole number of lines: 40 lines per thousandth.
      assertEquals(scheme.share() * 40, counts.get(scheme), scheme.schemeName());
    }
    assertEquals(CorpusScheme.PER, total);
    assertEquals(Corpus.SIZE, counts.values().stream().mapToInt(Integer::intValue).sum());
  }

  @Test
  void printedSharesAreTheLinesShares() {
    assertEquals("https 70.0 %, http 5.0 %, mailto 4.0 %, urn 5.0 %, ftp 3.0 %, news 2.0 %, nntp 2.0 %, "
        + "file 4.0 %, gopher 1.5 %, telnet 1.0 %, wais 1.5 %, prospero 1.0 %", Corpus.shares(mixed));
    assertEquals("https 50.0 %, mailto 25.0 %, urn 25.0 %",
        Corpus.shares(List.of("https://a.example/", "mailto:a@b.example", "urn:isbn:0-306-40615-2", "HTTPS://b/")));
  }

  @Test
  void httpsLinesAreTheListsInOrderAndHttpLinesComeFromItsOtherEnd() {
    List<String> https = mixed.stream().filter(line -> line.startsWith("https:")).toList();
    assertEquals(HTTPS, https.subList(0, HTTPS.size()));
    List<String> http = mixed.stream().filter(line -> line.startsWith("http:")).toList();
    assertEquals("http:" + HTTPS.get(HTTPS.size() - 1).substring("https:".length()), http.get(0));
  }

  @Test
  void everyShapeTheDocumentationPromisesOccurs() {
    String all = String.join("\n", mixed);
    for (String shape : new String[] {
        "mailto:?to=", "?cc=", "&subject=", "body=", "%0D%0A", ",", "urn:uuid:", "urn:isbn:", "urn:issn:",
        "urn:oid:", "urn:ietf:rfc:", "urn:example:", "?+", "?=", "URN:", ";type=a", ";type=i", ";type=d",
        "ftp://anonymous:guest%40", "news:*", "news://", "nntp://", "file:///home/", "file:///C:/",
        "file://localhost/", "file:/var/", "gopher://", "%09", "telnet://", ":23", "wais://", "/TEXT/",
        "prospero://", ";OBJECT-VERSION="}) {
      assertTrue(all.contains(shape), shape);
    }
  }

  @Test
  void eachSchemeBenchmarkSliceHoldsOnlyItsSchemeAndHasTheFixedSize() {
    SchemeRegistry registry = SchemeRegistry.installed();
    Corpus corpus = Corpus.load(Corpus.MIXED);
    for (CorpusScheme scheme : CorpusScheme.values()) {
      String[] slice = SchemeBenchmark.slice(corpus.urls(scheme), scheme.schemeName());
      assertEquals(SchemeBenchmark.SLICE, slice.length);
      for (String uri : slice) {
        assertEquals(scheme.schemeName(), Uri.parse(uri, registry).scheme().toLowerCase(Locale.ROOT), uri);
      }
    }
  }

  @Test
  void schemeBenchmarkParametersAreTheCorpusSchemes() throws NoSuchFieldException {
    String[] parameters = SchemeBenchmark.class.getField("scheme").getAnnotation(Param.class).value();
    assertEquals(Arrays.stream(CorpusScheme.values()).map(CorpusScheme::schemeName).toList(), List.of(parameters));
  }

  @Test
  void corpusGivesEachSchemesLinesInOrder() {
    Corpus corpus = Corpus.load(Corpus.MIXED);
    String[] all = corpus.urls();
    String[] urns = corpus.urls(CorpusScheme.URN);
    assertEquals(List.of(all).stream().filter(line -> line.regionMatches(true, 0, "urn:", 0, 4)).toList(),
        List.of(urns));
    assertEquals(Corpus.SIZE, all.length);
  }
}
