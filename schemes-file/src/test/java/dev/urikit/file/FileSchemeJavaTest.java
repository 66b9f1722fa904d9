package dev.urikit.file;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The rules of RFC 8089 section 2 and Appendix E as the Java API applies them. */
class FileSchemeJavaTest {

  private static final SchemeRegistry REGISTRY = SchemeRegistry.builder().add(new FileScheme()).build();

  private static Uri parse(String text) {
    return Uri.parse(text, REGISTRY);
  }

  @ParameterizedTest
  @ValueSource(strings = {
    "file:///path/to/file", "file:/path/to/file", "file://localhost/path/to/file", "file://host.example.com/path/to/file",
    "file:///", "file:/", "file:c:/path/to/file", "file:///c:/path/to/file", "file:/C:/x", "file:////host.example.com/path/to/file",
    "file://///host.example.com/path/to/file", "file://192.0.2.1/s/x", "file://[::1]/s/x", "file:///a#frag",
"file:///a//b", "file://h_1.example./x",
  })
  void acceptsTheFormsOfSection2AndAppendixE(String text) {
    assertNotNull(FileUri.parse(text));
  }

  @ParameterizedTest
  @CsvSource({
    "file:,                    file.path.missing,  5",
    "file://h,                 file.path.missing,  8",
    "file://,                  file.path.missing,  7",
    "file:a/b,                 file.path.relative, 5",
    "file:C:,                  file.path.relative, 5",
    "file:C:x,                 file.path.relative, 5",
    "file://h//x,              file.path.absolute, 8",
    "file://localhost//x,      file.path.absolute, 16",
    "file:C://x,               file.path.absolute, 7",
    "file://u@h/x,             file.userinfo,      7",
    "file://h:21/x,            file.port,          8",
    "file://h:/x,              file.port,          8",
    "file://a!b/x,             file.host,          7",
    "file://a..b/x,            file.host,          7",
    "file://%41/x,             file.host,          7",
    "file://////h/x,           file.unc.host,      10",
    "file:////a:b/x,           file.unc.host,      9",
    "file:////%5B::1%5D/s,     file.unc.host,      9",
    "file:////h,               file.unc.path,      10",
    "file:////h//x,            file.unc.path,      10",
    "file:///a?b,              file.query,         9",
    "file:////h/x?b,           file.query,         12",
  })
  void refusesWithTheRule(String text, String code, int index) {
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> parse(text));
    assertEquals(UriSyntaxException.Kind.SCHEME_SPECIFIC, e.kind());
    assertEquals(code, e.code());
    assertEquals(index, e.index(), e.getMessage());
    assertTrue(e.getMessage().contains("RFC 8089"), e.getMessage());
  }

  /** Appendix E.2.2's vertical line is not RFC 3986 syntax: the generic parser refuses it at the '|'. */
  @ParameterizedTest
  @CsvSource({"file:///C|/x, 9", "file:/C|/x, 7", "file:C|/x, 6"})
  void refusesTheLegacyVerticalLine(String text, int index) {
    UriSyntaxException e = assertThrows(UriSyntaxException.class, () -> parse(text));
    assertEquals(index, e.index());
    assertNull(FileUri.parseOrNull(text));
  }

  @ParameterizedTest
  @CsvSource({
    "file:/tmp/a,                       file:///tmp/a",
    "file://LOCALHOST/tmp/a,            file:///tmp/a",
    "FILE://Host.Example/A/b,           file://host.example/A/b",
    "file:c:/x,                         file:///C:/x",
    "file:/c:/x,                        file:///C:/x",
    "file:///C:/a/../../x,              file:///C:/x",
    "file:///c:/a/%2E%2e/..,            file:///C:/",
    "file:///a/../../x,                 file:///x",
    "file:////Server/share/x,           file://server/share/x",
    "file://///server/share/./x/..,     file://server/share/",
    "file:////localhost/share/x,        file:////localhost/share/x",
    "file:///a/..//b,                   file:///.//b",
    "file:///C:/a/..//c,                file:///C:/.//c",
    "file:///a/../c:/x,                 file:///C:/x",
    "file:///tmp/%7eA%3a#%7e,           file:///tmp/~A%3A#~",
  })
  void normalizes(String text, String normalized) {
    assertEquals(normalized, parse(text).normalize().toString());
  }

  @Test
  void equalityByGroups() {
    List<List<String>> groups = List.of(
        List.of("file:/tmp/a", "file:///tmp/a", "file://localhost/tmp/a", "file://LocalHost/tmp/./a"),
        List.of("file:///tmp/A"),
        List.of("file:///C:/x", "file:/c:/x", "file:C:/x", "file:///c:/y/../x"),
        List.of("file:///C:/X"),
        List.of("file://server/share/x", "file:////SERVER/share/x", "file://///server/share/x"),
        List.of("file://server/Share/x"));
    for (List<String> group : groups) {
      for (List<String> other : groups) {
        for (String a : group) {
          for (String b : other) {
            if (group == other) {
              assertEquals(parse(a), parse(b), a + " = " + b);
              assertEquals(parse(a).hashCode(), parse(b).hashCode(), a + " hash " + b);
            } else {
              assertNotEquals(parse(a), parse(b), a + " != " + b);
            }
          }
        }
      }
    }
  }

  @ParameterizedTest
  @CsvSource({
    "file:///tmp/a/b,  c,        file:///tmp/a/c",
    "file:///tmp/a/b,  ../x,     file:///tmp/x",
    "file:///tmp/a/b,  ../../../x, file:///x",
    "file:///tmp/a/b,  //h/s/x,  file://h/s/x",
    "file:///C:/a/b,   c%20d,    file:///C:/a/c%20d",
  })
  void resolvesAsRfc3986Section52Says(String base, String reference, String target) {
    assertEquals(target, parse(base).resolve(reference).toString());
  }

  /**
   * RFC 8089 Appendix E.2.1: a drive letter is part of the root, which ".." does not climb above; and a
   * "//" that dot-segment removal brings after the authority or the drive is written "/.//", so that it
   * reads as neither a UNC host nor anything but the path it was.
   */
  @ParameterizedTest
  @CsvSource({
    "file:///C:/a/b,   ../../x,            file:///C:/x",
    "file:///C:/a/b,   ../../../../x,      file:///C:/x",
    "file:///C:/a/b,   ..,                 file:///C:/",
    "file:///C:/a/b,   ../..,              file:///C:/",
    "file:///C:/,      ../x,               file:///C:/x",
    "file:C:/a/b,      ../../x,            file:C:/x",
    "file://h/C:/a/b,  ../../x,            file://h/C:/x",
    "file:///C:/a/b,   /D:/x/../../y,      file:///D:/y",
    "file:///C:/a/b,   file:///E:/x/../../y, file:///E:/y",
    "http://h/a,       file:///C:/a/../../x, file:///C:/x",
    "file:///tmp/C:/b, ../../x,            file:///x",
    "file:///C:/a/b,   /x,                 file:///x",
    "file:///tmp/a,    file:///a/..//b,    file:///.//b",
    "file:///tmp/a,    ..//b,              file:///.//b",
    "file:///C:/a/b,   ..//c,              file:///C:/.//c",
    "file://h/s/a,     ../..//c,           file://h/.//c",
    "file:///tmp/a,    file:////h/s/x,     file:////h/s/x",
  })
  void resolutionKeepsTheRootOfThePath(String base, String reference, String target) {
    assertEquals(target, parse(base).resolve(reference).toString());
    assertEquals(parse(target), parse(base).resolve(parse(base).relativize(parse(target))));
  }

  @Test
  void describesTheView() {
    var members = parse("file:///C:/a%20b/c").viewDescription().members();
    assertEquals("{host=null, path_segments=[a b, c], drive=C:, unc=false, posix_path=/C:/a b/c, windows_path=C:\\a b\\c}",
        members.toString());
    var unc = parse("file://server/share/%2e%2e").viewDescription().members();
    assertNull(unc.get("posix_path"));
    assertNull(unc.get("windows_path"));
    assertEquals(true, unc.get("unc"));
  }
}
