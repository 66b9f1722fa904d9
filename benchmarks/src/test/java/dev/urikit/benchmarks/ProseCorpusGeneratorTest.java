package dev.urikit.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.SchemeRegistry;
import dev.urikit.text.UriExtractor;
import dev.urikit.text.UriMatch;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.nibor.autolink.LinkExtractor;
import org.nibor.autolink.LinkSpan;
import org.nibor.autolink.LinkType;

/** The text ExtractBenchmark reads is what its documentation says, and both sides find the same links in it. */
class ProseCorpusGeneratorTest {

  private final String[] urls = CorpusGenerator.generate(300, 3986).toArray(new String[0]);

  @Test
  void exactLengthSameForTheSameSeed() {
    String text = ProseCorpusGenerator.generate(urls, 3986, 50_000);
    assertEquals(50_000, text.length());
    assertEquals(text, ProseCorpusGenerator.generate(urls, 3986, 50_000));
    assertTrue(text.contains("<URL:" + urls[0]) || text.contains(urls[0]), "the first URL is in the text");
    assertTrue(text.chars().allMatch(c -> c < 128), "all US-ASCII, so characters are bytes");
  }

  @Test
  void urikitAndAutolinkFindTheSameSpans() {
    String text = ProseCorpusGenerator.generate(urls, 3986, 200_000);
    List<String> urikit = new ArrayList<>();
    for (UriMatch match : UriExtractor.create().withRegistry(SchemeRegistry.installed()).extract(text)) {
      urikit.add(match.start() + ".." + match.end());
    }
    List<String> autolink = new ArrayList<>();
    for (LinkSpan span : LinkExtractor.builder().linkTypes(EnumSet.of(LinkType.URL)).build().extractLinks(text)) {
      autolink.add(span.getBeginIndex() + ".." + span.getEndIndex());
    }
    assertTrue(urikit.size() > 1_000, "links found: " + urikit.size());
    assertEquals(autolink, urikit);
  }
}
