package dev.urikit.ftp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.Equivalence;
import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import dev.urikit.spi.Scheme;
import dev.urikit.testkit.UriArbs;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The ftp rules from Java: what is refused with which code and index, normalization, equivalence, policies. */
class FtpSchemeJavaTest {

  private static final SchemeRegistry FTP = SchemeRegistry.builder().add(new FtpScheme()).build();

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
    "ftp:/pub                  | ftp.authority.missing | 4",
    "ftp:example               | form.hierarchical     | 4",
    "ftp:///pub                | ftp.host.empty        | 6",
    "ftp://@/pub               | ftp.host.empty        | 7",
    "ftp://u@:21/              | ftp.host.empty        | 8",
    "ftp://a:b:c@h/            | ftp.userinfo          | 9",
    "ftp://h:65536/            | ftp.port.range        | 8",
    "ftp://[v1.x]/             | ftp.host.ipvfuture    | 6",
    "ftp://a!b/                | ftp.host.character    | 7",
    "ftp://a%2Fb/              | ftp.host.character    | 7",
    "ftp://%C3%A9.example/     | ftp.host.character    | 6",
    "ftp://a..b/               | ftp.host.label        | 8",
    "ftp://-a.b/               | ftp.host.label        | 6",
    "ftp://a-.b/               | ftp.host.label        | 7",
    "ftp://a.b-/               | ftp.host.label        | 9",
    "ftp://256.1.1.1/          | ftp.host.numeric      | 14",
    "ftp://a.0x1f/             | ftp.host.numeric      | 8",
    "ftp://a.42./              | ftp.host.numeric      | 8",
    "ftp://h/a;b/c             | ftp.param             | 9",
    "ftp://h/a;x=1             | ftp.param             | 9",
    "ftp://h/a;type=i/b        | ftp.param             | 9",
    "ftp://h/a;type=i;type=a   | ftp.param             | 9",
    "ftp://h/a;type%3Di        | ftp.param             | 9",
    "ftp://h/a;typ=i           | ftp.param             | 9",
    "ftp://h/a;type=x          | ftp.typecode          | 15",
    "ftp://h/a;type=           | ftp.typecode          | 15",
    "ftp://h/a;type=ii         | ftp.typecode          | 15",
    "ftp://h/a;type=%78        | ftp.typecode          | 15",
    "ftp://h?                  | ftp.query             | 7",
    "ftp://h?a=b               | ftp.query             | 7",
    "ftp://h/a?b;c             | ftp.param             | 11",
    "ftp://h/a?b;type=i/c      | ftp.param             | 11",
    "ftp://h/a?b;type=q        | ftp.typecode          | 17",
    "ftp://h/a?/../b           | ftp.query.dot-segment | 11",
    "ftp://h/a?/./b            | ftp.query.dot-segment | 11",
    "ftp://h/a?b/%2E%2e        | ftp.query.dot-segment | 12",
    "ftp://u%0D%0APASS@h/x     | ftp.user.line-break   | 7",
    "ftp://u%0aPASS@h/x        | ftp.user.line-break   | 7",
    "ftp://u%00@h/x            | ftp.user.nul          | 7",
    "ftp://u:p%0D@h/x          | ftp.password.line-break | 9",
    "ftp://u:%00@h/x           | ftp.password.nul      | 8",
    "ftp://h/a%0D%0ADELE%20x   | ftp.name.line-break   | 9",
    "ftp://h/a%0Ab/c           | ftp.cwd.line-break    | 9",
    "ftp://h/a/%00/c           | ftp.cwd.nul           | 10",
    "ftp://h/a%00;type=i       | ftp.name.nul          | 9",
    "ftp://h/a?x%0D%0Ay        | ftp.name.line-break   | 11",
    "ftp://h/a?x%0A/y          | ftp.cwd.line-break    | 11",
    "ftp://h/a/..?x%0Dy        | ftp.name.line-break   | 14",
  })
  void refuses(String input, String code, int index) {
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.parse(input, FTP));
    assertEquals(UriSyntaxException.Kind.SCHEME_SPECIFIC, e.kind());
    assertEquals("ftp", e.scheme());
    assertEquals(code, e.code());
    assertEquals(index, e.index());
    assertTrue(e.getMessage().contains("RFC"), e.getMessage());
    assertNull(Uri.parseOrNull(input, FTP));
    assertNull(FtpUri.parseOrNull(input));
  }

  @Test
  void refusesLongLabelsAndNames() {
    String label63 = "a".repeat(63);
    assertEquals("ftp://" + label63 + ".example/", Uri.parse("ftp://" + label63 + ".example/", FTP).toString());
    UriSyntaxException label = assertThrows(UriSyntaxException.class, () -> Uri.parse("ftp://a" + label63 + "/", FTP));
    assertEquals("ftp.host.label", label.code());
    String name253 = label63 + "." + label63 + "." + label63 + "." + "b".repeat(61);
    assertEquals(253, name253.length());
    Uri.parse("ftp://" + name253 + "./", FTP);
    UriSyntaxException name = assertThrows(UriSyntaxException.class, () -> Uri.parse("ftp://" + name253 + "b/", FTP));
    assertEquals("ftp.host.length", name.code());
    assertEquals(6, name.index());
  }

  @Test
  void theMessageNeverRepeatsThePassword() {
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> Uri.parse("ftp://anna:s3cret@h/a;x", FTP));
    assertFalse(e.getMessage().contains("s3cret"), e.getMessage());
  }

  @ParameterizedTest
  @ValueSource(strings = {
    "ftp://h",
    "ftp://h/",
    "ftp://u:p@h:2121/a/b;type=D#frag",
    "ftp://[2001:db8::1]/",
    "ftp://192.0.2.1:/x",
    "ftp://ex%61mple.com./",
    "ftp://h/a;TYPE=%69",
    "ftp://h/;type=d",
    "ftp://h/a/../b",
    "ftp://h//x",
    "ftp://_srv.example/",
    "ftp://h/a%3Bb;type=a",
    "ftp://:@h/",
    "ftp://h/a%3Fb%2Fc",
    "ftp://h/abc/def?qs=ghi",
    "ftp://h/a?",
    "ftp://h/a?b/c;type=i",
    "ftp://h/a?b?c&d=e:f@g",
    "ftp://h/a?..b/.c",
    "ftp://h/a%0Bb%09",
    "ftp://h:0/",
    "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm",
  })
  void accepts(String input) {
    Uri uri = Uri.parse(input, FTP);
    assertTrue(uri.registeredScheme() instanceof FtpScheme);
    assertEquals(input, uri.toString());
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
    "FTP://Ftp.Example.COM:21        | ftp://ftp.example.com/",
    "ftp://h:021/a                   | ftp://h/a",
    "ftp://h:/x                      | ftp://h/x",
    "ftp://h:2121                    | ftp://h:2121/",
    "ftp://h/a;TYPE=I                | ftp://h/a;type=i",
    "ftp://h/a;type=%49              | ftp://h/a;type=i",
    "ftp://h/a;%54ype=d              | ftp://h/a;type=d",
    "ftp://h/a/./b/../c              | ftp://h/a/c",
    "ftp://h/%2e%2E/x                | ftp://h/x",
    "ftp://h/a/..                    | ftp://h/",
    "ftp://h/a?b;TYPE=I              | ftp://h/a?b;type=i",
    "ftp://h/a/../b?c/%7e;type=%44   | ftp://h/b?c/~;type=d",
    "ftp://%41nna:P%77@h/%7e%2f      | ftp://Anna:Pw@h/~%2F",
    "ftp://[2001:DB8::1]:21/         | ftp://[2001:db8::1]/",
  })
  void normalizes(String input, String expected) {
    Uri normalized = Uri.parse(input, FTP).normalize();
    assertEquals(expected, normalized.toString());
    assertEquals(expected, normalized.normalize().toString(), "idempotent");
  }

  /** Every member of a group equal to every other, with the same hash; unequal to every other group. */
  @Test
  void equivalenceGroups() {
    List<List<String>> groups = List.of(
        List.of("FTP://FTP.Example.COM:21/pub/a.txt;type=i", "ftp://ftp.example.com/pub/a.txt;type=i",
            "ftp://ftp.example.com:021/pub/a.txt;type=I", "ftp://ftp.%65xample.com/pub/%61.txt;TYPE=%69"),
        List.of("ftp://ftp.example.com/pub/a.txt;type=a"),
        List.of("ftp://ftp.example.com/pub/a.txt;type=d"),
        List.of("ftp://ftp.example.com/pub/a.txt"),
        List.of("ftp://ftp.example.com", "ftp://ftp.example.com/", "ftp://FTP.example.com:21/", "ftp://ftp.example.com:"),
        List.of("ftp://ftp.example.com:2121/"),
        List.of("ftp://Anna@ftp.example.com/"),
        List.of("ftp://anna@ftp.example.com/", "ftp://%61nna@ftp.example.com/"),
        List.of("ftp://anna:pw@ftp.example.com/"),
        List.of("ftp://anna:PW@ftp.example.com/"),
        List.of("ftp://anna:@ftp.example.com/"),
        List.of("ftp://ftp.example.com/a/../b", "ftp://ftp.example.com/b", "ftp://ftp.example.com/./b",
            "ftp://ftp.example.com/%2E%2e/b"),
        List.of("ftp://ftp.example.com/b?c", "ftp://ftp.example.com/a/../b?c"),
        List.of("ftp://ftp.example.com/b%3Fc"),
        List.of("ftp://ftp.example.com/pub/a%2Fb", "ftp://ftp.example.com/pub/a%2fb"),
        List.of("ftp://ftp.example.com/pub/a/b"),
        List.of("ftp://ftp.example.com//pub"),
        List.of("ftp://ftp.example.com/pub"));
    List<List<Uri>> parsed = new ArrayList<>();
    for (List<String> group : groups) {
      List<Uri> uris = new ArrayList<>();
      for (String text : group) {
        uris.add(Uri.parse(text, FTP));
      }
      parsed.add(uris);
    }
    for (int g = 0; g < parsed.size(); g++) {
      for (int h = 0; h < parsed.size(); h++) {
        for (Uri a : parsed.get(g)) {
          for (Uri b : parsed.get(h)) {
            if (g == h) {
              assertEquals(a, b);
              assertEquals(a.hashCode(), b.hashCode(), a + " and " + b);
              assertEquals(0, a.compareTo(b));
              assertEquals(a.view(FtpUri.class), b.view(FtpUri.class));
            } else {
              assertNotEquals(a, b);
              assertFalse(a.isEquivalentTo(b, Equivalence.SCHEME), a + " and " + b);
            }
          }
        }
      }
    }
  }

  /**
   * The path is an RFC 3986 hierarchy, as resolution treats it: normalization removes dot-segments, equal
   * URLs stand for the same commands, and resolving the relativized target gives the target back.
   */
  @Test
  void dotSegmentsAreRemovedAsResolutionRemovesThem() {
    Scheme ftp = SchemeRegistry.installed().lookup("ftp");
    assertTrue(ftp.hasHierarchicalPath());
    Uri up = Uri.parse("ftp://h/pub/../etc/motd");
    assertEquals("ftp://h/etc/motd", up.normalize().toString());
    assertEquals(Uri.parse("ftp://h/etc/motd"), up);
    assertEquals("[CWD etc, RETR motd]", up.view(FtpUri.class).commands().toString());
    assertEquals("ftp://h/a", Uri.parse("ftp://h/%2E/a").normalize().toString());
    Uri base = Uri.parse("ftp://h/pub/a");
    Uri target = Uri.parse("ftp://h/pub/a/../b");
    assertEquals(target, base.resolve(base.relativize(target)));
  }

  /** An ftp URL is a base: references resolve by RFC 3986 section 5.2 and relativize back. */
  @Test
  void anFtpUrlIsABase() {
    assertTrue(SchemeRegistry.installed().lookup("ftp").canBeBase());
    Uri base = Uri.parse("ftp://h/pub/gnu/a.tar");
    assertEquals("ftp://h/pub/gnu/b.tar;type=i", base.resolve("b.tar;type=i").toString());
    assertEquals("ftp://h/pub/x", base.resolve("../x").toString());
    assertEquals("ftp://other/y", base.resolve("//other/y").toString());
    Uri target = Uri.parse("ftp://h/pub/c.txt");
    assertEquals(target, base.resolve(base.relativize(target)));
    assertThrows(UriSyntaxException.class, () -> base.resolve("x;y"));
  }

  @Test
  void validateAllocatesNothingOnSuccess() {
    Scheme ftp = new FtpScheme();
    Uri[] samples = {
      Uri.parse("ftp://anna:pw@ftp.Example.com:2121/pub/gnu/a.tar;type=I#f", FTP),
      Uri.parse("ftp://[2001:db8::1]:65535/", FTP),
      Uri.parse("ftp://192.0.2.1", FTP),
      Uri.parse("ftp://%61%62.example./x/y;t%79pe=%64", FTP),
    };
    com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long thread = Thread.currentThread().getId();
    int failures = 0;
    for (int warm = 0; warm < 20_000; warm++) {
      for (Uri sample : samples) {
        failures += ftp.validate(sample) == null ? 0 : 1;
      }
    }
    long before = threads.getThreadAllocatedBytes(thread);
    for (int i = 0; i < 100_000; i++) {
      for (Uri sample : samples) {
        failures += ftp.validate(sample) == null ? 0 : 1;
      }
    }
    long allocated = threads.getThreadAllocatedBytes(thread) - before;
    assertEquals(0, failures);
    // 400,000 calls: one allocation per call would be megabytes; the bound leaves room for the probe itself.
    assertTrue(allocated < 4_096, "validate allocated " + allocated + " bytes");
  }

  @Test
  void longInputIsLinear() {
    String path = "/a".repeat(200_000) + ";type=i";
    long start = System.nanoTime();
    FtpUri uri = FtpUri.parse("ftp://h" + path);
    assertEquals(199_999, uri.cwd().size());
    assertEquals(FtpTypecode.IMAGE, uri.typecode());
    assertEquals(uri, FtpUri.parse("ftp://h" + path.replace(";type=i", ";type=I")));
    assertTrue(System.nanoTime() - start < 5_000_000_000L, "took too long");
    String semicolons = "ftp://h/" + ";".repeat(100_000);
    assertEquals("ftp.param", assertThrows(UriSyntaxException.class, () -> Uri.parse(semicolons, FTP)).code());
  }

  /**
   * A host the parser reads as a DNS host name skips the scheme's own host check
   * ({@code UriLayout.hostIsDnsName}); a URI made by resolution goes through the full check. For random
   * hosts the two must agree: both accept, or both refuse with the same code and index.
   */
  @Test
  void theParsersDnsNameAgreesWithTheFullHostCheck() {
    Uri base = Uri.parse("ftp://base.example/dir/", FTP);
    java.util.Random random = new java.util.Random(1738_3_1);
    int accepted = 0;
    for (int n = 0; n < 50_000; n++) {
      String host = UriArbs.dnsNameLike(random);
      String reference = "//" + host + "/a";
      UriSyntaxException parsed = null;
      UriSyntaxException resolved = null;
      try {
        Uri.parse("ftp:" + reference, FTP);
      } catch (UriSyntaxException e) {
        parsed = e;
      }
      try {
        base.resolve(reference);
      } catch (UriSyntaxException e) {
        resolved = e;
      }
      if (parsed == null) {
        assertNull(resolved, reference);
        accepted++;
      } else {
        assertEquals(parsed.code(), resolved == null ? null : resolved.code(), reference);
        assertEquals(parsed.index(), resolved.index(), reference);
      }
    }
    assertTrue(accepted > 5_000, "accepted " + accepted);
  }
}
