package dev.urikit.file;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.urikit.Uri;
import java.nio.file.FileSystems;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What other platforms' tools write for the same paths, each row naming its source; where urikit's text
 * differs, the row says so and the package documentation says why.
 *
 * <p>Sources: CPython 3.11.7 ({@code pathlib.PurePosixPath(p).as_uri()}, {@code PureWindowsPath(p).as_uri()},
 * {@code nturl2path.url2pathname}); Node.js 20.20.2 ({@code url.pathToFileURL(p)},
 * {@code url.pathToFileURL(p, {windows: true})}, {@code url.fileURLToPath(u, {windows: ...})}); the .NET
 * {@code System.Uri} documentation (LocalPath and IsUnc examples); and the running JDK's {@code java.nio}.
 */
class FileInteropJavaTest {

  /** Path to URI: urikit writes the same text as the source. */
  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(delimiter = '|', value = {
    "Python pathlib as_uri, Node pathToFileURL | /tmp/a b              | file:///tmp/a%20b",
    "Python pathlib as_uri, Node pathToFileURL | /tmp/ä.txt            | file:///tmp/%C3%A4.txt",
    "Python pathlib as_uri, Node pathToFileURL | /tmp/a#b?c            | file:///tmp/a%23b%3Fc",
    "Python pathlib as_uri, Node pathToFileURL | /tmp/100%             | file:///tmp/100%25",
    "Python pathlib as_uri                     | /                     | file:///",
    "Node pathToFileURL                        | /tmp/dir/             | file:///tmp/dir/",
  })
  void posixPathToUri(String source, String path, String uri) {
    assertEquals(uri, FileUri.fromPosixPath(path).toString(), source);
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(delimiter = '|', value = {
    "Python PureWindowsPath.as_uri, Node pathToFileURL windows | C:\\a\\b                    | file:///C:/a/b",
    "Python PureWindowsPath.as_uri, Node pathToFileURL windows | c:\\Program Files\\x        | file:///c:/Program%20Files/x",
    "Python PureWindowsPath.as_uri, Node pathToFileURL windows | \\\\server\\share\\a b      | file://server/share/a%20b",
    "Python PureWindowsPath.as_uri, Node pathToFileURL windows | C:\\ä                       | file:///C:/%C3%A4",
    ".NET Uri (LocalPath remarks)                              | \\\\computer\\download\\file.ext | file://computer/download/file.ext",
  })
  void windowsPathToUri(String source, String path, String uri) {
    assertEquals(uri, FileUri.fromWindowsPath(path).toString(), source);
  }

  /** URI to path: urikit reads the same path as the source. */
  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(delimiter = '|', value = {
    "Python nturl2path, Node fileURLToPath windows | file:///C:/a/b               | C:\\a\\b",
    "Node fileURLToPath windows                    | file:///c:/x                 | c:\\x",
    "Node fileURLToPath windows                    | file:///C:/a%20b             | C:\\a b",
    "Python nturl2path, Node fileURLToPath windows | file://server/share/a%20b    | \\\\server\\share\\a b",
    "Python nturl2path                             | file:////server/share/x      | \\\\server\\share\\x",
    "Python nturl2path                             | file:/C:/a/b                 | C:\\a\\b",
    "Python nturl2path                             | file:C:/x                    | C:\\x",
    ".NET Uri.LocalPath                            | file://server/filename.ext   | \\\\server\\filename.ext",
  })
  void uriToWindowsPath(String source, String uri, String path) {
    assertEquals(path, FileUri.parse(uri).toWindowsPath(), source);
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(delimiter = '|', value = {
    "Node fileURLToPath | file:///tmp/a%20b       | /tmp/a b",
    "Node fileURLToPath | file://localhost/tmp/a  | /tmp/a",
    "Node fileURLToPath | file:/tmp/a             | /tmp/a",
  })
  void uriToPosixPath(String source, String uri, String path) {
    assertEquals(path, FileUri.parse(uri).toPosixPath(), source);
  }

  /** Node refuses these (ERR_INVALID_FILE_URL_PATH, ERR_INVALID_FILE_URL_HOST), and so does urikit. */
  @ParameterizedTest
  @ValueSource(strings = {"file:///tmp/a%2Fb", "file://server/x"})
  void refusedLikeNode(String uri) {
    assertThrows(IllegalStateException.class, () -> FileUri.parse(uri).toPosixPath());
  }

  /**
   * Where the text differs: pathlib drops a trailing slash (urikit keeps what the path says, as Node
   * does), and Python's encoder also encodes {@code ':'}, {@code '@'} and the sub-delimiters, which
   * RFC 3986 {@code pchar} allows as they are, so its URI is a different one under RFC 3986 section 6.2.2.
   */
  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(delimiter = '|', value = {
    "Python pathlib as_uri | /tmp/dir/  | file:///tmp/dir",
    "Python pathlib as_uri | /tmp/a@b   | file:///tmp/a%40b",
  })
  void differsFromPython(String source, String path, String pythonUri) {
    FileUri urikit = FileUri.fromPosixPath(path);
    assertNotEquals(pythonUri, urikit.toString(), source);
    assertNotEquals(FileUri.parse(pythonUri), urikit, source);
  }

  /** java.nio on this machine: Path.toUri() and Path.of(URI) against FileUri.of and toPath, on a POSIX file system. */
  @ParameterizedTest
  @ValueSource(strings = {"/tmp/a b", "/tmp/ä.txt", "/tmp/a#b?c", "/tmp/100%", "/", "/tmp/a:b", "/tmp/a@b;c=d"})
  void javaNio(String text) {
    Assumptions.assumeTrue(FileSystems.getDefault().getSeparator().equals("/"), "a POSIX default file system");
    Path path = Path.of(text);
    FileUri uri = FileUri.of(path);
    assertEquals(Uri.fromJavaNetUri(path.toUri()), uri.toUri(), "java.nio Path.toUri");
    assertEquals(Path.of(path.toUri()), uri.toPath(), "java.nio Path.of(URI)");
    assertEquals(path, FileUri.parse(path.toUri().toString()).toPath(), "java.nio's URI read by urikit");
  }
}
