package dev.urikit.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.DnsHostsTestScheme;
import dev.urikit.SchemeRegistry;
import dev.urikit.UriSyntaxException;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The extraction API as a Java user calls it. */
class UriExtractorJavaTest {

  private final SchemeRegistry registry = DnsHostsTestScheme.registry();
  private final UriExtractor extractor = UriExtractor.create().withRegistry(registry);

  @Test
  void extractFromAString() {
    List<UriMatch> matches =
        extractor.extract("See https://en.wikipedia.org/wiki/Unix_(disambiguation). Or (https://example.com/a)!");
    assertEquals(2, matches.size());
    UriMatch first = matches.get(0);
    assertEquals("https://en.wikipedia.org/wiki/Unix_(disambiguation)", first.uri().toString());
    assertEquals(4, first.start());
    assertEquals(55, first.end());
    assertEquals(UriCandidate.Kind.BARE, first.kind());
    assertEquals("UriMatch[61..82 BARE https://example.com/a]", matches.get(1).toString());
  }

  @Test
  void optionsAreCopies() {
    UriExtractor all = extractor.with(UriExtractor.Option.WWW, UriExtractor.Option.EMAIL).withMaxLength(2048);
    assertTrue(extractor.options().isEmpty());
    List<String> uris = new ArrayList<>();
    for (UriMatch m : all.extract("www.example.com or me@example.com")) {
      uris.add(m.uri().toString());
    }
    assertEquals(List.of("http://www.example.com", "mailto:me@example.com"), uris);
    assertEquals(2048, all.maxLength());
    assertEquals(registry, all.registry());
  }

  @Test
  void rejectedCandidatesOnRequest() {
    List<UriCandidate> candidates = extractor.candidates("see <http://[::1/> or <http://[::1]/>");
    RejectedCandidate rejected = assertInstanceOf(RejectedCandidate.class, candidates.get(0));
    assertEquals("http://[::1/", rejected.text());
    assertEquals(UriSyntaxException.Kind.INVALID_IP_LITERAL, rejected.error().kind());
    assertEquals("RejectedCandidate[5..17 ANGLE_BRACKETS INVALID_IP_LITERAL at 11]", rejected.toString());
    UriMatch match = assertInstanceOf(UriMatch.class, candidates.get(1));
    assertEquals(23, match.start());
    assertEquals("UriMatch[23..36 ANGLE_BRACKETS http://[::1]/]", match.toString());
    RejectedCandidate port = (RejectedCandidate) extractor.candidates("<http://h:8o/>").get(0);
    assertEquals(10, port.error().index());
  }

  @Test
  void streamAReader() throws IOException {
    List<UriMatch> matches = new ArrayList<>();
    extractor.extract(new StringReader("Read <URL:http://example.com/a-\n   b>."), matches::add);
    UriMatch match = matches.get(0);
    assertEquals(10, match.start());
    assertEquals(36, match.end());
    assertEquals("http://example.com/a-\n   b", match.text());
    assertEquals("http://example.com/a-b", match.uri().toString());
    assertEquals(UriCandidate.Kind.ANGLE_BRACKETS, match.kind());
  }

  @Test
  void linkify() throws IOException {
    String html = extractor.linkify("Go to https://example.com/.",
        m -> "<a href=\"" + m.uri() + "\">" + m.text() + "</a>");
    assertEquals("Go to <a href=\"https://example.com/\">https://example.com/</a>.", html);
    assertEquals("mail <URL:[http://example.com/]> now",
        extractor.linkify("mail <URL:http://example.com/> now", m -> "[" + m.uri() + "]"));
    StringWriter out = new StringWriter();
    extractor.linkify(new StringReader("Go to https://example.com/."), out, m -> "<" + m.uri() + ">");
    assertEquals("Go to <https://example.com/>.", out.toString());
  }

  @Test
  void packageExample() {
    List<String> lines = new ArrayList<>();
    for (UriMatch m : extractor.extract("Docs: <https://example.com/docs>, or https://example.org.")) {
      lines.add(m.start() + ".." + m.end() + " " + m.uri());
    }
    assertEquals(List.of("7..31 https://example.com/docs", "37..56 https://example.org"), lines);
  }
}
