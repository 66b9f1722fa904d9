/**
 * The {@code file} scheme of RFC 8089, with the drive-letter and UNC forms of its Appendix E, discovered
 * through {@link java.util.ServiceLoader}; conversions to and from {@code java.nio} paths, and to and
 * from POSIX and Windows path strings that give the same answer on every platform.
 *
 * <pre>{@code
 * Set<Uri> set = new HashSet<>(List.of(
 *     Uri.parse("file:/tmp/a"), Uri.parse("file:///tmp/a"), Uri.parse("file://localhost/tmp/a")));
 * set.size()                                                                  // 1
 * FileUri.fromWindowsPath("\\\\server\\share\\a b").toString()               // "file://server/share/a%20b"
 * FileUri.parse("file://server/share/a%20b").toWindowsPath()                  // "\\server\share\a b"
 * FileUri.of(Path.of("/tmp/a b")).toPath()                                    // /tmp/a b
 * }</pre>
 *
 * <ul>
 *   <li>{@link dev.urikit.file.FileScheme}: validation, normalization and equivalence of file URIs;</li>
 *   <li>{@link dev.urikit.file.FileUri}: the typed view and the path conversions, with
 *       {@link dev.urikit.file.FileUriBuilder};</li>
 *   <li>{@link dev.urikit.file.FileSchemeProvider}: the {@code ServiceLoader} entry.</li>
 * </ul>
 *
 * <p>Kotlin users also get {@code fileUri { }}, {@code FileUri.edit { }}, {@code Path.toFileUri()} and
 * {@code FileUriSerializer}.
 *
 * <h2>Against other platforms' tools</h2>
 *
 * <p>For the same path, urikit writes the URI that Python's {@code pathlib} ({@code as_uri()}), Node's
 * {@code url.pathToFileURL} and java.nio's {@code Path.toUri()} write, and reads back the path that
 * Python's {@code url2pathname}, Node's {@code fileURLToPath} and .NET's {@code Uri.LocalPath} read (the
 * module's interoperability test names each row's source). Where it differs, and why:
 *
 * <table>
 *   <caption>Differences</caption>
 *   <tr><th>case</th><th>others</th><th>urikit</th><th>why</th></tr>
 *   <tr><td>a directory</td><td>java.nio adds {@code "/"} when the directory exists; pathlib drops a
 *       trailing {@code "/"}</td><td>keeps what the path says</td><td>the same path gives the same URI
 *       whatever is on the disk</td></tr>
 *   <tr><td>{@code /tmp/a@b}, {@code /tmp/a:b}</td><td>pathlib writes {@code %40}, {@code %3A}</td>
 *       <td>{@code a@b}, {@code a:b}, as Node and java.nio</td><td>RFC 3986 {@code pchar} allows them,
 *       and encoding a reserved character makes another URI (RFC 3986 section 6.2.2.2)</td></tr>
 *   <tr><td>a Windows path on Linux</td><td>java.nio reads {@code C:\a} as one relative name</td>
 *       <td>{@link dev.urikit.file.FileUri#fromWindowsPath(String)} on every platform</td><td>a server
 *       handles its clients' paths</td></tr>
 *   <tr><td>{@code file://localhost/tmp/a}</td><td>java.net.URI keeps it unequal to
 *       {@code file:///tmp/a}</td><td>one URI</td><td>RFC 8089 section 2: both name the local file</td></tr>
 *   <tr><td>{@code file:///c:/x}</td><td>Node and .NET keep the letter's case</td><td>the same, but equal to
 *       {@code file:///C:/x}, which normalization writes</td><td>drive letters have no case on Windows</td></tr>
 *   <tr><td>{@code file:///a/%2Fb}, {@code %00}, {@code %2e%2e}</td><td>Node refuses the first two; java.nio
 *       keeps {@code ..} in the path</td><td>refuses all three as a path</td><td>a URI must not reach a file
 *       outside the directories it shows</td></tr>
 *   <tr><td>{@code file:///C|/x}</td><td>Python's {@code url2pathname} reads {@code C:\x}</td><td>refused
 *       by the parser</td><td>{@code '|'} is not RFC 3986 syntax (RFC 8089 Appendix E.2.2)</td></tr>
 *   <tr><td>{@code file:////%5B::1%5D/s}</td><td>RFC 8089 Appendix E.3.2's {@code inline-IP}</td>
 *       <td>refused; write {@code file://[::1]/s}</td><td>one way to write an IPv6 UNC host</td></tr>
 * </table>
 *
 * <p>Resolution follows RFC 3986 section 5.2, with a drive letter as part of the path's root (RFC 8089
 * Appendix E.2.1), which {@code ".."} never climbs above: {@code ../../x} against {@code file:///C:/a/b}
 * gives {@code file:///C:/x}, and so does normalizing {@code file:///C:/a/../../x}. An absolute-path
 * reference replaces the whole path, drive included, as RFC 3986 section 5.2.2 says: {@code /x} against
 * {@code file:///C:/a} gives {@code file:///x} (browsers keep the drive there; urikit does not guess).
 */
@NullMarked
package dev.urikit.file;

import org.jspecify.annotations.NullMarked;
