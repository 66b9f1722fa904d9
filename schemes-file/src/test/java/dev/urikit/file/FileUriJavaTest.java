package dev.urikit.file;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.urikit.SchemeRegistry;
import dev.urikit.Uri;
import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The {@link FileUri} view, its builder and its path conversions, used from Java. */
class FileUriJavaTest {

  @Test
  void readsADrivePath() {
    FileUri uri = FileUri.parse("file:///c:/Program%20Files/a.txt");
    assertNull(uri.host());
    assertFalse(uri.isUnc());
    assertTrue(uri.isWindowsDrive());
    assertEquals("C:", uri.drive());
    assertEquals(List.of("Program Files", "a.txt"), uri.pathSegments());
    assertEquals("c:\\Program Files\\a.txt", uri.toWindowsPath());
    assertEquals("/c:/Program Files/a.txt", uri.toPosixPath());
  }

  @ParameterizedTest
  @CsvSource({
    "file://Server/share/x,   server",
    "file:////server/share/x, server",
    "file://///SERVER/share/x, server",
    "file://[2001:DB8::1]/share/x, [2001:db8::1]",
  })
  void readsAUncHost(String text, String host) {
    FileUri uri = FileUri.parse(text);
    assertEquals(host, uri.host());
    assertTrue(uri.isUnc());
    assertNull(uri.drive());
    assertEquals(List.of("share", "x"), uri.pathSegments());
  }

  @ParameterizedTest
  @ValueSource(strings = {"file:/tmp/a", "file:///tmp/a", "file://localhost/tmp/a", "file://LOCALHOST/tmp/a"})
  void readsALocalPath(String text) {
    FileUri uri = FileUri.parse(text);
    assertNull(uri.host());
    assertEquals(List.of("tmp", "a"), uri.pathSegments());
    assertEquals("/tmp/a", uri.toPosixPath());
    assertEquals("\\tmp\\a", uri.toWindowsPath());
  }

  @ParameterizedTest
  @CsvSource({
    "file:///,            /,          \\",
    "file:///tmp/dir/,    /tmp/dir/,  \\tmp\\dir\\",
    "file:///C:/,         /C:/,       C:\\",
    "file:///tmp/%C3%A4,  /tmp/ä,     \\tmp\\ä",
  })
  void convertsTextually(String text, String posix, String windows) {
    FileUri uri = FileUri.parse(text);
    assertEquals(posix, uri.toPosixPath());
    assertEquals(windows, uri.toWindowsPath());
  }

  /** The path-traversal guard: what would leave the directories the URI shows is refused, naming the segment. */
  @ParameterizedTest
  @ValueSource(strings = {"file:///a/%2Fetc", "file:///a/%2e%2E/etc", "file:///a/./b", "file:///a/b%00.txt", "file:///a/%FF"})
  void refusesConversionOfWhatCouldTraverse(String text) {
    FileUri uri = FileUri.parse(text);
    IllegalStateException posix = assertThrows(IllegalStateException.class, uri::toPosixPath);
    assertTrue(posix.getMessage().contains("segment"), posix.getMessage());
    assertThrows(IllegalStateException.class, uri::toWindowsPath);
    assertThrows(IllegalStateException.class, uri::toPath);
  }

  /** A backslash would split the name, a colon name a drive or an NTFS stream: refused for Windows only. */
  @ParameterizedTest
  @CsvSource({"file:///a%5Cb, /a\\b", "file:///a/b:c, /a/b:c", "file:///C:, /C:"})
  void refusesABackslashOrAColonOnlyForWindows(String text, String posix) {
    FileUri uri = FileUri.parse(text);
    assertEquals(posix, uri.toPosixPath());
    assertThrows(IllegalStateException.class, uri::toWindowsPath);
  }

  @Test
  void aRemoteFileHasNoPosixPathAndAUncPathNeedsAShare() {
    assertThrows(IllegalStateException.class, () -> FileUri.parse("file://server/share/x").toPosixPath());
    assertThrows(IllegalStateException.class, () -> FileUri.parse("file://server/").toWindowsPath());
    assertThrows(IllegalStateException.class, () -> FileUri.parse("file://server/C:/x").toWindowsPath());
    assertEquals("\\\\server\\filename.ext", FileUri.parse("file://server/filename.ext").toWindowsPath());
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
    "C:\\a\\b                  | file:///C:/a/b",
    "c:/a b/                   | file:///c:/a%20b/",
    "C:\\                      | file:///C:/",
    "\\\\server\\share\\a b    | file://server/share/a%20b",
    "\\\\Server\\share         | file://server/share",
    "//server/share/x          | file://server/share/x",
    "\\\\?\\C:\\long\\x        | file:///C:/long/x",
    "\\\\?\\UNC\\server\\s\\x  | file://server/s/x",
    "C:\\a#1?.txt              | file:///C:/a%231%3F.txt",
  })
  void fromWindowsPath(String path, String uri) {
    assertEquals(uri, FileUri.fromWindowsPath(path).toString());
  }

  @ParameterizedTest
  @ValueSource(strings = {"a\\b", "C:a", "\\a", "\\\\server", "\\\\server\\", "\\\\.\\COM1", "C:\\a\u0000b", "C:\\a\\..\\b", "C:\\a:b", "C:\\a\uD800", ""})
  void fromWindowsPathRefuses(String path) {
    assertThrows(IllegalArgumentException.class, () -> FileUri.fromWindowsPath(path));
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
    "/tmp/a b     | file:///tmp/a%20b",
    "/            | file:///",
    "/tmp/ä.txt   | file:///tmp/%C3%A4.txt",
    "/tmp/a#b?c   | file:///tmp/a%23b%3Fc",
    "/tmp/100%    | file:///tmp/100%25",
    "/C:/x        | file:///C%3A/x",
    "/tmp/a:b     | file:///tmp/a:b",
    "/a\\b        | file:///a%5Cb",
  })
  void fromPosixPath(String path, String uri) {
    FileUri built = FileUri.fromPosixPath(path);
    assertEquals(uri, built.toString());
    assertEquals(path, built.toPosixPath());
    assertFalse(built.isWindowsDrive());
  }

  @ParameterizedTest
  @ValueSource(strings = {"tmp/a", "//tmp/a", "/a/./b", "/a/../b", "/a\u0000", "/a\uDC00b", ""})
  void fromPosixPathRefuses(String path) {
    assertThrows(IllegalArgumentException.class, () -> FileUri.fromPosixPath(path));
  }

  @Test
  void javaNioPathsRoundTrip() {
    Assumptions.assumeTrue(FileSystems.getDefault().getSeparator().equals("/"), "a POSIX default file system");
    for (String text : List.of("/tmp/a b", "/tmp/ä/ö.txt", "/", "/tmp/x#y")) {
      Path path = Path.of(text);
      FileUri uri = FileUri.of(path);
      assertEquals(path, uri.toPath());
      assertEquals(path, uri.toPath(FileSystems.getDefault()));
      assertEquals(Uri.fromJavaNetUri(path.toUri()).normalize(), uri.toUri().normalize());
    }
    assertEquals(Path.of("").toAbsolutePath(), FileUri.of(Path.of("")).toPath());
  }

  @Test
  void builder() {
    assertEquals("file:///C:/Program%20Files/a%231.txt", FileUri.builder().drive('C').segments("Program Files", "a#1.txt").build().toString());
    assertEquals("file://server/share/a%20b", FileUri.builder().host("Server").segments("share", "a b").build().toString());
    assertEquals("file://xn--bcher-kva.example/s", FileUri.builder().host("bücher.example").segments("s").build().toString());
    assertEquals("file://[2001:db8::1]/s", FileUri.builder().host("2001:db8::1").segments("s").build().toString());
    assertEquals("file:///", FileUri.builder().host("localhost").build().toString());
    assertEquals("file:///a/b/#x%20y", FileUri.builder().segments("a").addSegment("b").addSegment("").fragment("x y").build().toString());
    assertEquals("file:///C%3A/x", FileUri.builder().segments("C:", "x").build().toString());
    assertThrows(IllegalArgumentException.class, () -> FileUri.builder().host("a b"));
    assertThrows(IllegalArgumentException.class, () -> FileUri.builder().drive('1'));
    assertThrows(IllegalArgumentException.class, () -> FileUri.builder().addSegment("."));
    assertThrows(IllegalStateException.class, () -> FileUri.builder().segments("", "x").build());
  }

  @ParameterizedTest
  @ValueSource(strings = {"\uD800", "a\uDC00", "\uDC00\uD800b", "x\uDBFF"})
  void everyTextSetterRefusesAnUnpairedSurrogate(String text) {
    FileUri edited = FileUri.parse("file:///a#f");
    List<Function<FileUriBuilder, FileUriBuilder>> setters = List.of(
        b -> b.host(text),
        b -> b.segments(text),
        b -> b.segments("x", text),
        b -> b.segments(List.of(text)),
        b -> b.addSegment(text),
        b -> b.fragment(text));
    for (Function<FileUriBuilder, FileUriBuilder> setter : setters) {
      assertThrows(IllegalArgumentException.class, () -> setter.apply(FileUri.builder()).build());
      assertThrows(IllegalArgumentException.class, () -> setter.apply(edited.toBuilder()).build());
    }
    String paired = "\uD83D\uDE00";
    assertEquals("file:///%F0%9F%98%80#%F0%9F%98%80", FileUri.builder().segments(paired).fragment(paired).build().toString());
  }

  @Test
  void toBuilderEdits() {
    FileUri uri = FileUri.parse("file:///c:/a%20b/c#f");
    assertEquals("file:///D:/a%20b/c#f", uri.toBuilder().drive('D').build().toString());
    assertEquals("file:///a%20b/c#f", uri.toBuilder().removeDrive().build().toString());
    assertEquals("file:////localhost/s/x", FileUri.parse("file:////localhost/s/x").toBuilder().build().toString());
    assertEquals("file:////H/s/x", FileUri.parse("file:////H/s/x").toBuilder().build().toString());
    assertEquals("file://g/s/x", FileUri.parse("file:////H/s/x").toBuilder().host("G").build().toString());
  }

  @Test
  void fromChecksAUriParsedWithoutTheScheme() {
    Uri plain = Uri.parse("file:C:/x", SchemeRegistry.empty());
    assertEquals("C:", FileUri.from(plain).drive());
    assertThrows(IllegalArgumentException.class, () -> FileUri.from(Uri.parse("http://h/")));
    assertThrows(IllegalArgumentException.class, () -> FileUri.from(Uri.parse("file:a", SchemeRegistry.empty())));
    assertNull(FileUri.parseOrNull("file:a"));
    assertEquals(FileUri.parse("file:///C:/x"), FileUri.parse("file:c:/x"));
    assertEquals("file:///C:/x", FileUri.parse("file:c:/x").normalize().toString());
  }
}
