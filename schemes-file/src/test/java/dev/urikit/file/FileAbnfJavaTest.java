package dev.urikit.file;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Values generated from the ABNF of RFC 8089 section 2 and Appendix E (E.2 drive letters, E.3.2 UNC
 * strings) and their one-character near-misses: the parser accepts exactly what the grammar, written
 * out here as a regular expression, accepts; the view reads every accepted value and the builder makes
 * it again from what the view read.
 */
class FileAbnfJavaTest {

  private static final SchemeRegistry REGISTRY = SchemeRegistry.builder().add(new FileScheme()).build();

  // RFC 3986 section 3.3: pchar = unreserved / pct-encoded / sub-delims / ":" / "@"
  private static final String PCHAR = "(?:[A-Za-z0-9\\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})";
  // path-absolute = "/" [ segment-nz *( "/" segment ) ]
  private static final String PATH_ABSOLUTE = "/(?:" + PCHAR + "+(?:/" + PCHAR + "*)*)?";
  // host: IPv4address / reg-name as the scheme reads names (labels of letters, digits, '-', '_'), or an IPv6 literal
  private static final String NAME = "[A-Za-z0-9_\\-]+(?:\\.[A-Za-z0-9_\\-]+)*\\.?";
  private static final String HOST = "(?:" + NAME + "|\\[[0-9A-Fa-f:]+\\])";
  // E.3.2: unc-authority = 2*3"/" file-host, of which the scheme takes names (an IPv6 host goes in the authority)
  private static final String FILE_HOST = NAME;
  // E.2: local-path = [ drive-letter ] path-absolute; drive-letter = ALPHA ":"
  private static final String DRIVE = "[A-Za-z]:";
  private static final String FRAGMENT = "(?:#(?:" + PCHAR + "|[/?])*)?";
  private static final Pattern FILE_URI = Pattern.compile("(?i:file):(?:"
      + "//(?:" + HOST + ")?" + PATH_ABSOLUTE
      + "|/{4,5}" + FILE_HOST + PATH_ABSOLUTE
      + "|" + DRIVE + PATH_ABSOLUTE
      + "|" + PATH_ABSOLUTE
      + ")" + FRAGMENT);

  private static final String[] SEGMENTS = {"a", "tmp", "a%20b", "%C3%A4", "x.txt", "~u", "a:b", "@", "!$&'()*+,;=", "-._"};
  private static final String[] HOSTS = {"", "localhost", "host.example.com", "h_1", "192.0.2.1", "[2001:db8::1]", "Server."};
  private static final String[] UNC_HOSTS = {"server", "host.example.com", "192.0.2.1"};
  /** What a near-miss puts in place of one character: delimiters, characters outside the grammar, others. */
  private static final String MUTATIONS = "/:|\\?#@%[] xC.";

  /** Valid file URIs, of every form the grammar has, from a fixed seed. */
  private static List<String> generate() {
    Random random = new Random(8089);
    Set<String> out = new LinkedHashSet<>();
    for (int n = 0; n < 300; n++) {
      StringBuilder path = new StringBuilder();
      int segments = random.nextInt(4);
      for (int k = 0; k < segments; k++) {
        path.append('/').append(SEGMENTS[random.nextInt(SEGMENTS.length)]);
      }
      if (path.length() == 0 || random.nextInt(5) == 0) {
        path.append('/');
      }
      String drive = (char) ('A' + random.nextInt(26)) + ":";
      String fragment = random.nextInt(4) == 0 ? "#f" : "";
      String uri = switch (random.nextInt(6)) {
        case 0 -> "file://" + HOSTS[random.nextInt(HOSTS.length)] + path;
        case 1 -> "file:" + path;
        case 2 -> "file:///" + drive + path;
        case 3 -> "file:" + drive + path;
        case 4 -> "file:/" + drive + path;
        default -> "file:" + (random.nextBoolean() ? "////" : "/////") + UNC_HOSTS[random.nextInt(UNC_HOSTS.length)] + path;
      };
      out.add(uri + fragment);
    }
    return new ArrayList<>(out);
  }

  @Test
  void theGeneratorOnlyMakesWhatTheGrammarAllows() {
    List<String> valid = generate();
    assertTrue(valid.size() > 200, "generated " + valid.size());
    for (String text : valid) {
      assertTrue(FILE_URI.matcher(text).matches(), text);
    }
  }

  @Test
  void parserViewAndBuilderAgreeOnValidValues() {
    for (String text : generate()) {
      Uri uri = Uri.parse(text, REGISTRY);
      FileUri view = FileUri.from(uri);
      assertEquals(text, view.toString());
      FileUri rebuilt = view.toBuilder().build();
      assertEquals(view, rebuilt, text + " rebuilt as " + rebuilt);
      assertEquals(view.host(), rebuilt.host(), text);
      assertEquals(view.drive(), rebuilt.drive(), text);
      assertEquals(view.pathSegments(), rebuilt.pathSegments(), text);
      FileUri normalized = view.normalize();
      assertEquals(view, normalized, text);
      assertEquals(view.host(), normalized.host(), text);
      assertEquals(view.drive(), normalized.drive(), text);
      assertNotNull(FileUri.parse(normalized.toString()));
    }
  }

  @Test
  void parserAcceptsExactlyTheNearMissesTheGrammarAccepts() {
    int refused = 0;
    int accepted = 0;
    for (String text : generate()) {
      if (text.contains("[")) {
        // The expression above reads an IPv6 literal loosely; the core's own vectors test those.
        continue;
      }
      for (int i = 5; i < text.length(); i++) {
        for (int m = 0; m < MUTATIONS.length(); m++) {
          String miss = text.substring(0, i) + MUTATIONS.charAt(m) + text.substring(i + 1);
          boolean grammar = FILE_URI.matcher(miss).matches();
          Uri uri;
          try {
            uri = Uri.parse(miss, REGISTRY);
          } catch (UriSyntaxException e) {
            assertTrue(e.index() >= 0 && e.index() <= miss.length(), miss);
            assertEquals(false, grammar, miss + " is refused (" + e.getMessage() + ") but the grammar allows it");
            refused++;
            continue;
          }
          assertTrue(grammar, miss + " is accepted but the grammar refuses it");
          assertEquals(uri, FileUri.from(uri).toBuilder().build().toUri(), miss);
          accepted++;
        }
      }
    }
    assertTrue(refused > 1000 && accepted > 1000, refused + " refused, " + accepted + " accepted");
  }
}
