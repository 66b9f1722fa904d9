package dev.urikit.text;

import dev.urikit.Uri;

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
public final class UriMatch extends UriCandidate {

  private final Uri uri;

  UriMatch(long start, long end, String text, String uriText, Kind kind, Uri uri) {
    super(start, end, text, uriText, kind);
    this.uri = uri;
  }

  /** The URI, parsed with the extractor's registry; for an IRI, the URI it maps to. */
  public Uri uri() {
    return uri;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof UriMatch m && sameSpan(m) && m.uri.toString().equals(uri.toString());
  }

  /** For example {@code UriMatch[10..36 ANGLE_BRACKETS http://example.com/a-b]}. */
  @Override
  public String toString() {
    return "UriMatch[" + start() + ".." + end() + " " + kind() + " " + uri + "]";
  }
}
