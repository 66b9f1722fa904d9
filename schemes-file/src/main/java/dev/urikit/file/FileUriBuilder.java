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
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Builds a {@link FileUri} from decoded values, encoding each for its place in a file URI exactly once
 * (RFC 8089 section 2, RFC 3986 section 2.1). What {@link FileUri#builder()} builds always has an
 * authority, empty for the local machine: {@code file:///...}.
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
 * <p>Writing back what was read changes nothing: a setter given what {@link FileUri} reads from the URI
 * that {@link FileUri#toBuilder()} started from keeps that component as written, where writing it afresh
 * would give another text or even another URI ({@code %3A} and {@code ":"} are not equivalent, RFC 3986
 * section 6.2.2.2). Other values are written in the standard form, the scheme always as written.
 *
 * <table>
 *   <caption>Setters, the accessors that read what they take, and a write-back</caption>
 *   <tr><th>setter</th><th>accessor</th><th>URI</th><th>write-back that keeps its text</th></tr>
 *   <tr><td>{@code host}</td><td>{@code host()}</td><td>{@code file:////Server/s}, {@code file:/s}</td>
 *       <td>{@code host("server")}, {@code host(null)}</td></tr>
 *   <tr><td>{@code drive}</td><td>{@code drive()}</td><td>{@code FILE:c:/x}</td><td>{@code drive('C')}</td></tr>
 *   <tr><td>{@code segments}, {@code addSegment}</td><td>{@code pathSegments()}, each segment at its
 *       index</td><td>{@code file:///a%3Ab}</td><td>{@code segments("a:b")}</td></tr>
 *   <tr><td>{@code fragment}</td><td>{@code toUri().decodedFragment()}</td><td>{@code file:///x#%41}</td>
 *       <td>{@code fragment("A")}</td></tr>
 * </table>
 *
 * <p>Every setter that takes text refuses an unpaired surrogate, which has no UTF-8 form (RFC 3629
 * section 3). Not thread-safe.
 */
public final class FileUriBuilder {

  /** What a segment holds unencoded: RFC 3986 {@code pchar} (which has no '/'). */
  private static final CharClass SEGMENT = CharClass.PCHAR;

  /** The URI {@link FileUri#toBuilder()} started from, whose components as written the setters keep. */
  private final @Nullable FileUri source;
  /** The source's path segments after any drive, as written; empty without a source. */
  private final List<String> heldSegments;
  /** The scheme as written. */
  private final String scheme;
  /** The text from the scheme to the drive or path, as the source writes it, while the host is the source's; else null. */
  private @Nullable String root;
  /** The host, null for the local machine; written as {@code "//" + host} when {@link #root} is null. */
  private @Nullable String host;
  private char drive;
  private final List<String> segments = new ArrayList<>();
  private @Nullable String fragment;

  FileUriBuilder() {
    this.source = null;
    this.heldSegments = List.of();
    this.scheme = "file";
  }

  FileUriBuilder(FileUri from) {
    this.source = from;
    this.scheme = from.toUri().scheme();
    this.root = from.rawRoot();
    this.host = from.host();
    String rawDrive = from.rawDrive();
    this.drive = rawDrive == null ? 0 : rawDrive.charAt(0);
    this.heldSegments = List.copyOf(from.rawPathSegments());
    this.segments.addAll(heldSegments);
    this.fragment = from.toUri().fragment();
  }

  /**
   * Sets the host, decoded: a domain or server name (a Unicode one is written as its IDNA A-label), an
   * IPv4 or an IPv6 address with or without brackets; null, {@code ""} or {@code "localhost"} for the
   * local machine (RFC 8089 section 2, {@code file-auth}). The host of the URI being edited, as
   * {@link FileUri#host()} reads it, keeps it in the form written, {@code file:/p} or
   * {@code file:////Server/s} alike.
   *
   * @throws IllegalArgumentException if the file rules refuse the host
   */
  public FileUriBuilder host(@Nullable String host) {
    String value = host == null || text("host", host).isEmpty() || host.equalsIgnoreCase("localhost") ? null : hostOf(host);
    FileUri source = this.source;
    if (source != null && (Objects.equals(host, source.host()) || Objects.equals(value, source.host()))) {
      this.root = source.rawRoot();
      this.host = source.host();
    } else {
      this.root = null;
      this.host = value;
    }
    return this;
  }

  /** The host as a file URI writes it, in lower case. */
  static String hostOf(String host) {
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
   * Sets the drive letter, written {@code "/C:/"} at the start of the path (RFC 8089 Appendix E.2). The
   * drive of the URI being edited, as {@link FileUri#drive()} reads it, keeps it as written.
   *
   * @throws IllegalArgumentException if {@code letter} is not an ASCII letter ({@code drive-letter = ALPHA ":"})
   */
  public FileUriBuilder drive(char letter) {
    if (!((letter >= 'A' && letter <= 'Z') || (letter >= 'a' && letter <= 'z'))) {
      throw new IllegalArgumentException("a drive letter is an ASCII letter (RFC 8089 Appendix E.2, drive-letter)");
    }
    String read = source == null ? null : source.drive();
    String written = source == null ? null : source.rawDrive();
    this.drive = read != null && written != null && read.charAt(0) == letter ? written.charAt(0) : letter;
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
   * Sets the path's segments after any drive, decoded, replacing any before. A segment that is what
   * {@link FileUri#pathSegments()} reads at its index from the URI being edited keeps it as written.
   *
   * @throws IllegalArgumentException for a new segment {@code "."} or {@code ".."}: resolution and
   *     normalization remove them (RFC 3986 section 5.2.4), so they cannot be built as names
   */
  public FileUriBuilder segments(List<String> segments) {
    List<String> written = new ArrayList<>(segments.size());
    for (String segment : segments) {
      written.add(segment(written.size(), segment));
    }
    this.segments.clear();
    this.segments.addAll(written);
    return this;
  }

  /** Appends one segment, decoded, as {@link #segments(List)} writes it. */
  public FileUriBuilder addSegment(String segment) {
    segments.add(segment(segments.size(), segment));
    return this;
  }

  /**
   * Sets the fragment, decoded, or removes it with null (RFC 3986 section 3.5). The fragment of the URI
   * being edited, as {@code toUri().decodedFragment()} reads it, keeps it as written.
   */
  public FileUriBuilder fragment(@Nullable String fragment) {
    if (fragment == null) {
      this.fragment = null;
      return this;
    }
    String held = source == null ? null : source.toUri().fragment();
    this.fragment = isDecodedForm("fragment", fragment, held)
        ? held : PercentEncoding.encode(fragment, CharClass.FRAGMENT);
    return this;
  }

  /**
   * The URI.
   *
   * @throws IllegalStateException if the first of several segments is empty without a drive: the path
   *     would start with {@code "//"}, which reads as a UNC host (RFC 8089 Appendix E.3.2)
   */
  public FileUri build() {
    boolean firstOfSeveralEmpty = segments.size() > 1 && segments.get(0).isEmpty();
    if (drive == 0 && firstOfSeveralEmpty) {
      throw new IllegalStateException("an empty first segment would start the path with \"//\", "
          + "which reads as a UNC host (RFC 8089 Appendix E.3.2)");
    }
    String root = this.root;
    StringBuilder text = new StringBuilder(64);
    if (root != null) {
      text.append(root);
    } else {
      text.append(scheme).append("://").append(host == null ? "" : host);
    }
    if (drive != 0) {
      // file:C:/x keeps its form, but for file:C://x, which is no URI (RFC 8089 Appendix E.2, path-absolute).
      FileUri source = this.source;
      boolean unrooted = root != null && source != null && source.isDriveUnrooted() && !firstOfSeveralEmpty;
      text.append(unrooted ? "" : "/").append(drive).append(':');
    }
    text.append('/');
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

  /**
   * The segment {@code value} at {@code index}: the source's as written where it decodes to
   * {@code value}, else {@code value} encoded.
   */
  private String segment(int index, String value) {
    if (isDecodedForm("segment", value, index < heldSegments.size() ? heldSegments.get(index) : null)) {
      return heldSegments.get(index);
    }
    if (value.equals(".") || value.equals("..")) {
      throw new IllegalArgumentException("\"" + value + "\" is a dot-segment, which resolution removes "
          + "(RFC 3986 section 5.2.4); it cannot be built as a name");
    }
    return PercentEncoding.encode(value, SEGMENT);
  }

  /**
   * Whether {@code decoded}, given to the setter {@code setter}, is what {@code held} (as written, null
   * when absent) decodes to, the builder then keeping {@code held}.
   *
   * @throws IllegalArgumentException if {@code decoded} holds an unpaired surrogate
   */
  private static boolean isDecodedForm(String setter, String decoded, @Nullable String held) {
    text(setter, decoded);
    return held != null && PercentEncoding.decode(held).equals(decoded);
  }

  /**
   * {@code value} itself, when it is well-formed UTF-16.
   *
   * @throws IllegalArgumentException naming {@code setter} and the index of the first unpaired surrogate,
   *     which has no UTF-8 form (RFC 3629 section 3) and so can be neither encoded nor written
   */
  private static String text(String setter, String value) {
    int i = PercentEncoding.unpairedSurrogate(value);
    if (i >= 0) {
      throw new IllegalArgumentException(String.format("unpaired surrogate U+%04X at index %d in %s(...): text must "
          + "be well-formed UTF-16 to have a UTF-8 form (RFC 3629 section 3)", (int) value.charAt(i), i, setter));
    }
    return value;
  }
}
