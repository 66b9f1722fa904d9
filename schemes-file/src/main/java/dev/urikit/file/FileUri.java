package dev.urikit.file;

import dev.urikit.PercentEncoding;
import dev.urikit.Uri;
import dev.urikit.UriSyntaxException;
import dev.urikit.spi.UriLayout;
import dev.urikit.spi.UriView;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * A {@code file} URI (RFC 8089) read the way a program that opens files needs it: the host (null for
 * the local machine), a drive letter, the decoded path segments, and conversions to and from
 * {@code java.nio} paths and to POSIX and Windows path strings that do not depend on the platform.
 *
 * <pre>{@code
 * FileUri uri = FileUri.parse("file:///C:/Program%20Files/a.txt");
 * uri.host()            // null
 * uri.drive()           // "C:"
 * uri.pathSegments()    // ["Program Files", "a.txt"]
 * uri.toWindowsPath()   // "C:\Program Files\a.txt"
 *
 * FileUri.fromWindowsPath("\\\\server\\share\\a b").toString()   // "file://server/share/a%20b"
 * FileUri.fromPosixPath("/tmp/ä.txt").toString()                 // "file:///tmp/%C3%A4.txt"
 * FileUri.of(Path.of("/tmp/x")).toPath()                         // /tmp/x
 * }</pre>
 *
 * <table>
 *   <caption>Reading</caption>
 *   <tr><th>URI</th><th>{@code host()}</th><th>{@code drive()}</th><th>{@code pathSegments()}</th><th>{@code isUnc()}</th></tr>
 *   <tr><td>{@code file:/tmp/a}, {@code file:///tmp/a}, {@code file://localhost/tmp/a}</td><td>null</td><td>null</td><td>{@code ["tmp", "a"]}</td><td>false</td></tr>
 *   <tr><td>{@code file:///c:/x}, {@code file:/C:/x}, {@code file:C:/x}</td><td>null</td><td>{@code "C:"}</td><td>{@code ["x"]}</td><td>false</td></tr>
 *   <tr><td>{@code file://Server/share/x}, {@code file:////server/share/x}</td><td>{@code "server"}</td><td>null</td><td>{@code ["share", "x"]}</td><td>true</td></tr>
 * </table>
 *
 * <p>Conversion to a path refuses, with an {@link IllegalStateException} naming the segment, a segment
 * that decodes to {@code "."} or {@code ".."}, or that holds a {@code "/"} ({@code %2F}), a NUL
 * ({@code %00}) or, for Windows, a {@code "\"} ({@code %5C}) or a {@code ":"} (a drive or an NTFS stream
 * name), and percent-encoded bytes that are not UTF-8:
 * a URI cannot name a file outside the directories it shows.
 *
 * <p>Obtained from {@link #parse(String)}, {@link #from(Uri)}, {@code uri.view(FileUri.class)},
 * {@link #of(Path)}, {@link #fromPosixPath(String)}, {@link #fromWindowsPath(String)} or
 * {@link #builder()}. Immutable and thread-safe; {@code equals} and {@code hashCode} follow the URI's
 * equivalence, under which {@code file:/p}, {@code file:///p} and {@code file://localhost/p} are one URI,
 * and so are {@code file:///C:/x} and {@code file:c:/x}.
 */
public final class FileUri extends UriView<Uri, FileUri> {

  private final @Nullable String host;
  private final @Nullable String drive;
  /** Where what follows the host starts in the URI's text: a drive letter, or the rest of the path. */
  private final int rootEnd;
  /** Where the path after any UNC host and drive starts (at a '/') and ends, in the URI's text. */
  private final int restStart;
  private final int restEnd;

  private FileUri(Uri uri) {
    super(uri);
    String s = uri.toString();
    int start = UriLayout.pathStart(uri);
    int end = UriLayout.pathEnd(uri);
    boolean authority = UriLayout.hasAuthority(uri);
    int hostStart = authority ? UriLayout.hostStart(uri) : start;
    int hostEnd = authority ? UriLayout.hostEnd(uri) : start;
    String unc = null;
    if (hostStart == hostEnd && end - start > 1 && s.charAt(start) == '/' && s.charAt(start + 1) == '/') {
      int uncStart = FileSyntax.uncHostStart(s, start, end);
      int uncEnd = FileSyntax.uncHostEnd(s, uncStart, end);
      unc = s.substring(uncStart, uncEnd);
      start = uncEnd;
    } else if (hostStart != hostEnd && !(hostEnd - hostStart == 9 && s.regionMatches(true, hostStart, "localhost", 0, 9))) {
      unc = s.substring(hostStart, hostEnd);
    }
    this.host = unc == null ? null : unc.toLowerCase(Locale.ROOT);
    this.rootEnd = start;
    if (start < end && s.charAt(start) != '/' && FileSyntax.isDrive(s, start, end)) {
      this.drive = s.substring(start, start + 2);
      start += 2;
    } else if (FileSyntax.isDrive(s, start + 1, end)) {
      this.drive = s.substring(start + 1, start + 3);
      start += 3;
    } else {
      this.drive = null;
    }
    this.restStart = start;
    this.restEnd = end;
  }

  @Override
  protected FileUri rewrap(Uri normalized) {
    return wrap(normalized);
  }

  static FileUri wrap(Uri uri) {
    return new FileUri(uri);
  }

  /**
   * Parses a file URI.
   *
   * @throws UriSyntaxException if {@code text} is not a URI, or the file rules refuse it (kind
   *     {@link UriSyntaxException.Kind#SCHEME_SPECIFIC}, with the rule's code)
   * @throws IllegalArgumentException if the URI has another scheme
   */
  public static FileUri parse(String text) {
    return from(Uri.parse(text, FileScheme.registry()));
  }

  /** Like {@link #parse(String)}, but null where that throws. */
  public static @Nullable FileUri parseOrNull(String text) {
    Uri uri = Uri.parseOrNull(text, FileScheme.registry());
    return uri != null && uri.registeredScheme() instanceof FileScheme ? wrap(uri) : null;
  }

  /**
   * The view of {@code uri}. A URI validated by {@link FileScheme} is wrapped as it is; a file URI parsed
   * without it ({@link dev.urikit.SchemeRegistry#empty()}, say) is checked by the file rules first.
   *
   * @throws UriSyntaxException if the file rules refuse it
   * @throws IllegalArgumentException if its scheme is not file
   */
  public static FileUri from(Uri uri) {
    if (uri.registeredScheme() instanceof FileScheme) {
      return wrap(uri);
    }
    if (!uri.scheme().equalsIgnoreCase("file")) {
      throw new IllegalArgumentException("not a file URI (scheme \"" + uri.scheme() + "\")");
    }
    return parse(uri.toString());
  }

  /**
   * The URI of {@code path}, made absolute first ({@link Path#toAbsolutePath()}): a Windows path when its
   * file system's separator is {@code "\"}, a POSIX path otherwise. The file system is not consulted
   * further, so a directory gets no trailing {@code "/"} unless the path has one.
   *
   * @throws IllegalArgumentException as {@link #fromPosixPath(String)} or {@link #fromWindowsPath(String)} do
   */
  public static FileUri of(Path path) {
    Path absolute = path.toAbsolutePath();
    String text = absolute.toString();
    return absolute.getFileSystem().getSeparator().equals("\\") ? fromWindowsPath(text) : fromPosixPath(text);
  }

  /**
   * The URI of an absolute POSIX path, each name percent-encoded as UTF-8 where RFC 3986 {@code pchar}
   * does not allow it: {@code "/tmp/a b"} gives {@code file:///tmp/a%20b}. A first name that looks like a
   * drive letter has its colon encoded ({@code "/C:/x"} gives {@code file:///C%3A/x}), so that it stays a
   * name.
   *
   * @throws IllegalArgumentException if the path is not absolute, starts with {@code "//"} (whose meaning
   *     POSIX leaves to the implementation), holds a NUL or an unpaired surrogate, or has a {@code "."} or
   *     {@code ".."} name
   */
  public static FileUri fromPosixPath(String path) {
    return FilePaths.fromPosix(path);
  }

  /**
   * The URI of an absolute Windows path: a drive path ({@code C:\a\b}) or a UNC path
   * ({@code \\server\share\a}), also with {@code "/"} as separator or the {@code \\?\} prefix.
   * {@code "\\\\server\\share\\a b"} gives {@code file://server/share/a%20b}; {@code "C:\\a"} gives
   * {@code file:///C:/a}, the drive letter as written.
   *
   * @throws IllegalArgumentException if the path is relative to a directory or to the current drive
   *     ({@code a\b}, {@code C:a}, {@code \a}), a UNC path without a share, a device path
   *     ({@code \\.\}), or holds a NUL, an unpaired surrogate, a {@code ":"} in a name, or a {@code "."}
   *     or {@code ".."} name
   */
  public static FileUri fromWindowsPath(String path) {
    return FilePaths.fromWindows(path);
  }

  /** A builder for a new file URI. */
  public static FileUriBuilder builder() {
    return new FileUriBuilder();
  }

  /**
   * A builder holding this URI's components as written, for an edited copy: {@code toBuilder().build()}
   * gives this URI's text, and so does a setter given what this view reads ({@link FileUriBuilder}).
   */
  public FileUriBuilder toBuilder() {
    return new FileUriBuilder(this);
  }

  /**
   * The host in lower case, or null for the local machine (an empty authority, {@code localhost}, or no
   * authority at all): {@code "server"} for {@code file://Server/s/x} and {@code file:////server/s/x}.
   */
  public @Nullable String host() {
    return host;
  }

  /** Whether the file is on another host: a UNC path on Windows (RFC 8089 Appendix E.3). */
  public boolean isUnc() {
    return host != null;
  }

  /** Whether the path starts with a drive letter (RFC 8089 Appendix E.2). */
  public boolean isWindowsDrive() {
    return drive != null;
  }

  /** The drive letter in upper case with its colon, {@code "C:"}, or null when there is none. */
  public @Nullable String drive() {
    return drive == null ? null : drive.toUpperCase(Locale.ROOT);
  }

  /**
   * The path's segments after any UNC host and drive, decoded: {@code file:///C:/a%20b/c/} gives
   * {@code ["a b", "c", ""]}, {@code file:///} gives {@code [""]}. Unmodifiable.
   */
  public List<String> pathSegments() {
    List<String> raw = rawPathSegments();
    List<String> decoded = new ArrayList<>(raw.size());
    for (String segment : raw) {
      decoded.add(PercentEncoding.decode(segment));
    }
    return Collections.unmodifiableList(decoded);
  }

  /** The segments of {@link #pathSegments()} as written. */
  List<String> rawPathSegments() {
    String s = toUri().toString();
    List<String> segments = new ArrayList<>();
    int segmentStart = restStart + 1;
    for (int i = segmentStart; i < restEnd; i++) {
      if (s.charAt(i) == '/') {
        segments.add(s.substring(segmentStart, i));
        segmentStart = i + 1;
      }
    }
    segments.add(s.substring(segmentStart, restEnd));
    return segments;
  }

  /** Where the path after any UNC host and drive starts, at a {@code "/"}, in the URI's text. */
  int restStart() {
    return restStart;
  }

  /** Where the path ends in the URI's text. */
  int restEnd() {
    return restEnd;
  }

  /** The drive letter as written, or null. */
  @Nullable String rawDrive() {
    return drive;
  }

  /**
   * The text before any drive letter and the rest of the path, as written: the scheme, its {@code ":"}
   * and the host in whichever form the URI has it ({@code "file:"}, {@code "FILE://"},
   * {@code "file://LocalHost"}, {@code "file:////Server"}).
   */
  String rawRoot() {
    return toUri().toString().substring(0, rootEnd);
  }

  /** Whether the drive letter is written right after the scheme, without a {@code "/"}: {@code file:C:/x}. */
  boolean isDriveUnrooted() {
    return drive != null && restStart - rootEnd == 2;
  }

  /**
   * The POSIX path: {@code "/"} and the decoded segments, {@code "/tmp/a b"} for {@code file:///tmp/a%20b};
   * a drive stays a first name ({@code "/C:/x"}, as java.nio on Linux reads it).
   *
   * @throws IllegalStateException if the file is on another host, or a segment is refused (see above)
   */
  public String toPosixPath() {
    return FilePaths.posix(this).path();
  }

  /**
   * The Windows path: {@code "C:\a\b"} for {@code file:///C:/a/b}, {@code "\\server\share\x"} for
   * {@code file://server/share/x}, and {@code "\tmp\x"} (rooted on the current drive) for
   * {@code file:///tmp/x}; the drive letter as written.
   *
   * @throws IllegalStateException if a UNC URI has no share or also a drive, or a segment is refused (see above)
   */
  public String toWindowsPath() {
    return FilePaths.windows(this).path();
  }

  /** {@link #toPosixPath()}, or null where that throws. */
  @Nullable String posixPathOrNull() {
    return FilePaths.posix(this).pathOrNull();
  }

  /** {@link #toWindowsPath()}, or null where that throws. */
  @Nullable String windowsPathOrNull() {
    return FilePaths.windows(this).pathOrNull();
  }

  /** The path in the default file system: {@link #toPath(FileSystem)} of {@link FileSystems#getDefault()}. */
  public Path toPath() {
    return toPath(FileSystems.getDefault());
  }

  /**
   * The path in {@code fileSystem}: {@link #toWindowsPath()} when its separator is {@code "\"},
   * {@link #toPosixPath()} otherwise.
   *
   * @throws IllegalStateException as those methods do
   */
  public Path toPath(FileSystem fileSystem) {
    return fileSystem.getPath(fileSystem.getSeparator().equals("\\") ? toWindowsPath() : toPosixPath());
  }
}
