package dev.urikit.file;

import dev.urikit.CharClass;
import dev.urikit.HierarchicalUri;
import dev.urikit.PercentEncoding;
import dev.urikit.Uri;
import dev.urikit.UriReference;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * Builds a {@link FileUri} from decoded values, encoding each for its place in a file URI exactly once
 * (RFC 8089 section 2, RFC 3986 section 2.1). The result always has an authority, empty for the local
 * machine: {@code file:///...}.
 *
 * <pre>{@code
 * FileUri.builder().drive('C').segments("Program Files", "a#1.txt").build().toString()
 * // "file:///C:/Program%20Files/a%231.txt"
 * FileUri.builder().host("server").segments("share", "a b").build().toString()
 * // "file://server/share/a%20b"
 * }</pre>
 *
 * <table>
 *   <caption>Encoding</caption>
 *   <tr><th>call</th><th>decoded</th><th>written</th></tr>
 *   <tr><td>{@code segments}</td><td>{@code a/b?c#d e%}</td><td>{@code a%2Fb%3Fc%23d%20e%25} (what {@code pchar} does not allow)</td></tr>
 *   <tr><td>{@code segments}, first of several, without a drive</td><td>{@code C:}</td><td>{@code C%3A}, so that it is no drive letter</td></tr>
 *   <tr><td>{@code host}</td><td>{@code Bücher.example}</td><td>{@code xn--bcher-kva.example} (IDNA)</td></tr>
 * </table>
 *
 * <p>Not thread-safe.
 */
public final class FileUriBuilder {

  /** What a segment holds unencoded: RFC 3986 {@code pchar} (which has no '/'). */
  private static final CharClass SEGMENT = CharClass.PCHAR;

  private @Nullable String host;
  private char drive;
  private final List<String> segments = new ArrayList<>();
  private @Nullable String fragment;

  FileUriBuilder() {}

  FileUriBuilder(FileUri from) {
    this.host = from.host() == null ? null : hostOf(from.host());
    String rawDrive = from.rawDrive();
    this.drive = rawDrive == null ? 0 : rawDrive.charAt(0);
    this.segments.addAll(from.rawPathSegments());
    this.fragment = from.toUri().fragment();
  }

  /**
   * Sets the host, decoded: a domain or server name (a Unicode one is written as its IDNA A-label), an
   * IPv4 or an IPv6 address with or without brackets; null, {@code ""} or {@code "localhost"} for the
   * local machine (RFC 8089 section 2, {@code file-auth}).
   *
   * @throws IllegalArgumentException if the file rules refuse the host
   */
  public FileUriBuilder host(@Nullable String host) {
    this.host = host == null || host.isEmpty() || host.equalsIgnoreCase("localhost") ? null : hostOf(host);
    return this;
  }

  private static String hostOf(String host) {
    Uri probe;
    try {
      probe = UriReference.builder().scheme("file").host(host).rawPath("/").registry(FileScheme.registry()).buildUri();
    } catch (IllegalArgumentException | IllegalStateException e) {
      throw new IllegalArgumentException("invalid file host: " + e.getMessage(), e);
    }
    String written = ((HierarchicalUri) probe).host();
    if (written == null) {
      throw new AssertionError("a built file URI with a host has one");
    }
    return written.toLowerCase(Locale.ROOT);
  }

  /**
   * Sets the drive letter, written {@code "/C:/"} at the start of the path (RFC 8089 Appendix E.2).
   *
   * @throws IllegalArgumentException if {@code letter} is not an ASCII letter ({@code drive-letter = ALPHA ":"})
   */
  public FileUriBuilder drive(char letter) {
    if (!((letter >= 'A' && letter <= 'Z') || (letter >= 'a' && letter <= 'z'))) {
      throw new IllegalArgumentException("a drive letter is an ASCII letter (RFC 8089 Appendix E.2, drive-letter)");
    }
    this.drive = letter;
    return this;
  }

  /** Removes the drive letter. */
  public FileUriBuilder removeDrive() {
    this.drive = 0;
    return this;
  }

  /** Sets the path's segments after any drive, decoded, replacing any before: a last {@code ""} ends the path with {@code "/"}. */
  public FileUriBuilder segments(String... segments) {
    return segments(Arrays.asList(segments));
  }

  /**
   * Sets the path's segments after any drive, decoded, replacing any before.
   *
   * @throws IllegalArgumentException for a segment {@code "."} or {@code ".."}: resolution and
   *     normalization remove them (RFC 3986 section 5.2.4), so they cannot be built as names
   */
  public FileUriBuilder segments(List<String> segments) {
    List<String> encoded = new ArrayList<>(segments.size());
    for (String segment : segments) {
      encoded.add(encode(segment));
    }
    this.segments.clear();
    this.segments.addAll(encoded);
    return this;
  }

  /** Appends one segment, decoded, as {@link #segments(List)} encodes it. */
  public FileUriBuilder addSegment(String segment) {
    segments.add(encode(segment));
    return this;
  }

  /** Sets the fragment, decoded, or removes it with null (RFC 3986 section 3.5). */
  public FileUriBuilder fragment(@Nullable String fragment) {
    this.fragment = fragment == null ? null : PercentEncoding.encode(fragment, CharClass.FRAGMENT);
    return this;
  }

  /**
   * The URI.
   *
   * @throws IllegalStateException if the first of several segments is empty without a drive: the path
   *     would start with {@code "//"}, which reads as a UNC host (RFC 8089 Appendix E.3.2)
   */
  public FileUri build() {
    if (drive == 0 && segments.size() > 1 && segments.get(0).isEmpty()) {
      throw new IllegalStateException("an empty first segment would start the path with \"//\", "
          + "which reads as a UNC host (RFC 8089 Appendix E.3.2)");
    }
    StringBuilder text = new StringBuilder(64).append("file://");
    if (host != null) {
      // A UNC host named localhost (from toBuilder) stays in the path, where it names no local file (RFC 8089 Appendix E.3.2).
      text.append(host.equals("localhost") ? "//" : "").append(host);
    }
    text.append('/');
    if (drive != 0) {
      text.append(drive).append(":/");
    }
    for (int i = 0; i < segments.size(); i++) {
      if (i > 0) {
        text.append('/');
      }
      text.append(drive == 0 && i == 0 && segments.size() > 1 ? firstSegment(segments.get(0)) : segments.get(i));
    }
    if (fragment != null) {
      text.append('#').append(fragment);
    }
    return FileUri.parse(text.toString());
  }

  /**
   * A first segment that is a letter and a colon, followed by others, without a drive: its colon encoded,
   * so that {@code "/C%3A/x"} reads as no drive letter ({@code "/C:"} alone is none: Appendix E.2 wants a
   * {@code "/"} after it).
   */
  private static String firstSegment(String raw) {
    char c = raw.isEmpty() ? 0 : raw.charAt(0);
    boolean letter = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
    return letter && raw.length() == 2 && raw.charAt(1) == ':' ? c + "%3A" : raw;
  }

  private static String encode(String segment) {
    if (segment.equals(".") || segment.equals("..")) {
      throw new IllegalArgumentException("\"" + segment + "\" is a dot-segment, which resolution removes "
          + "(RFC 3986 section 5.2.4); it cannot be built as a name");
    }
    return PercentEncoding.encode(segment, SEGMENT);
  }
}
