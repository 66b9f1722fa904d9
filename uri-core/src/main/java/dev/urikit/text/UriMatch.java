package dev.urikit.text;

import dev.urikit.Uri;
import java.util.Objects;

/**
 * A URI found in running text: where it is, how it was written, and the {@link Uri} it is.
 *
 * <pre>{@code
 * UriMatch m = UriExtractor.create().extract("Read <URL:http://example.com/a-\n   b>.").get(0);
 * m.start()       // 10
 * m.end()         // 36
 * m.text()        // "http://example.com/a-\n   b"  (as written)
 * m.uri()         // http://example.com/a-b          (RFC 3986 Appendix C: whitespace ignored)
 * m.kind()        // ANGLE_BRACKETS
 * }</pre>
 *
 * <p>For an IRI (RFC 3987) the text keeps its Unicode and {@link #uri()} is the URI it maps to
 * (section 3.1): {@code https://bücher.example/} gives {@code https://xn--bcher-kva.example/}. Two
 * matches are equal when they have the same span, kind, text and URI text.
 */
public final class UriMatch implements UriCandidate {

  private final long start;
  private final long end;
  private final String text;
  private final String uriText;
  private final Kind kind;
  private final Uri uri;

  UriMatch(long start, long end, String text, String uriText, Kind kind, Uri uri) {
    this.start = start;
    this.end = end;
    this.text = text;
    this.uriText = uriText;
    this.kind = kind;
    this.uri = uri;
  }

  @Override
  public long start() {
    return start;
  }

  @Override
  public long end() {
    return end;
  }

  @Override
  public String text() {
    return text;
  }

  @Override
  public String uriText() {
    return uriText;
  }

  @Override
  public Kind kind() {
    return kind;
  }

  /** The URI, parsed with the extractor's registry; for an IRI, the URI it maps to. */
  public Uri uri() {
    return uri;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof UriMatch m && m.start == start && m.end == end && m.kind == kind && m.text.equals(text)
        && m.uriText.equals(uriText) && m.uri.toString().equals(uri.toString());
  }

  @Override
  public int hashCode() {
    return Objects.hash(start, end, kind, text);
  }

  /** For example {@code UriMatch[10..36 ANGLE_BRACKETS http://example.com/a-b]}. */
  @Override
  public String toString() {
    return "UriMatch[" + start + ".." + end + " " + kind + " " + uri + "]";
  }
}
