package dev.urikit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Resolution and relativization as a Java caller uses them; the cases are the Javadoc's tables. */
class ResolutionJavaTest {

  private static final Uri BASE = Uri.parse("http://a/b/c/d;p?q", SchemeRegistry.empty());

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource({
    "g, http://a/b/c/g",
    "../../g, http://a/g",
    "?y, http://a/b/c/d;p?y",
    "//g, http://g",
  })
  void resolvesTheJavadocExamples(String reference, String expected) {
    assertEquals(expected, BASE.resolve(reference).toString());
  }

  @ParameterizedTest(name = "{0}: RFC 3986 {1}, RFC 2396 {2}")
  @CsvSource({
    "?y, http://a/b/c/d;p?y, http://a/b/c/?y",
    "../../../g, http://a/g, http://a/../g",
    "/./g, http://a/g, http://a/./g",
    "http:g, http:g, http://a/b/c/g",
  })
  void modesDifferAsTheTableSays(String reference, String strict, String legacy) {
    UriReference ref = UriReference.parse(reference, SchemeRegistry.empty());
    assertEquals(strict, BASE.resolve(ref, ResolutionMode.RFC_3986).toString());
    assertEquals(legacy, BASE.resolve(ref, ResolutionMode.RFC_2396).toString());
  }

  @Test
  void writesAPathStartingWithTwoSlashesWithoutAnAuthorityAfterSlashDot() {
    Uri resolved = Uri.parse("foo:/", SchemeRegistry.empty()).resolve(".//@@");
    assertEquals("foo:/.//@@", resolved.toString());
    assertEquals("/.//@@", resolved.path());
  }

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource({
    "http://a/b/c/g, g",
    "http://a/b/g, ../g",
    "http://a/b/c/x:y, ./x:y",
    "http://a/b/c/d?r, ?r",
    "http://a/b/c/d?q#f, #f",
    "http://x/y, //x/y",
    "ftp://a/b, ftp://a/b",
  })
  void relativizesTheJavadocExamples(String target, String expected) {
    Uri base = Uri.parse("http://a/b/c/d?q", SchemeRegistry.empty());
    UriReference reference = base.relativize(Uri.parse(target, SchemeRegistry.empty()));
    assertEquals(expected, reference.toString());
    assertEquals(target, base.resolve(reference).toString());
  }

  @Test
  void returnsATargetThatNoReferenceReachesItself() {
    Uri base = Uri.parse("http://a/b/c/d?q", SchemeRegistry.empty());
    Uri target = Uri.parse("http://a/b/./c", SchemeRegistry.empty());
    assertSame(target, base.relativize(target));
  }

  @Test
  void returnsARelativeReferenceOtherwise() {
    Uri base = Uri.parse("http://a/b/c/d?q", SchemeRegistry.empty());
    assertInstanceOf(RelativeReference.class, base.relativize(Uri.parse("http://a/e", SchemeRegistry.empty())));
  }
}
