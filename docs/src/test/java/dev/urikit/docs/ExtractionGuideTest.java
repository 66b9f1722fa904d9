package dev.urikit.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.urikit.text.UriExtractor;
import dev.urikit.text.UriMatch;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The Java samples of the guide's page on URIs in running text (src/doc/extraction.md), checked by
 * {@link GuideSnippetsTest}; the assertions after each passage check what its comments state.
 */
class ExtractionGuideTest {

  @Test
  void extract() {
    UriExtractor extractor = UriExtractor.create();
    List<UriMatch> matches = extractor.extract("Read <URL:http://example.com/a-\n  b> or (https://example.org/x).");
    UriMatch first = matches.get(0);
    long start = first.start();                        // 10: the span as written, delimiters left out
    String text = first.text();                        // "http://example.com/a-\n  b"
    String uri = first.uri().toString();               // "http://example.com/a-b"
    String second = matches.get(1).uri().toString();   // "https://example.org/x"

    assertEquals(10, start);
    assertEquals("http://example.com/a-\n  b", text);
    assertEquals("http://example.com/a-b", uri);
    assertEquals("https://example.org/x", second);
    assertEquals(2, matches.size());
  }

  @Test
  void linkify() {
    UriExtractor extractor = UriExtractor.create();
    String html = extractor.linkify("Go to https://example.com/.",
        m -> "<a href=\"" + m.uri() + "\">" + m.text() + "</a>");
    // Go to <a href="https://example.com/">https://example.com/</a>.

    assertEquals("Go to <a href=\"https://example.com/\">https://example.com/</a>.", html);
  }

  @Test
  void stream() throws IOException {
    UriExtractor extractor = UriExtractor.create();
    List<String> found = new ArrayList<>();
    extractor.extract(new StringReader("logs: GET https://example.com/a 200\n"), m -> found.add(m.uri().toString()));
    // found: [https://example.com/a]

    assertEquals(List.of("https://example.com/a"), found);
  }
}
