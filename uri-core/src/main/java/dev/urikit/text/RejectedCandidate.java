package dev.urikit.text;

import dev.urikit.UriSyntaxException;

/**
 * Text that stands where a URI would (in angle brackets, after a scheme name, ...) but does not parse:
 * what {@link UriExtractor#candidates(CharSequence)} reports besides the matches.
 *
 * <pre>{@code
 * RejectedCandidate r = (RejectedCandidate) UriExtractor.create().candidates("<http://h:8o/>").get(0);
 * r.text()              // "http://h:8o/"
 * r.error().kind()      // INVALID_PORT
 * r.error().index()     // 10: an index of uriText()
 * }</pre>
 */
public final class RejectedCandidate extends UriCandidate {

  private final UriSyntaxException error;

  RejectedCandidate(long start, long end, String text, String uriText, Kind kind, UriSyntaxException error) {
    super(start, end, text, uriText, kind);
    this.error = error;
  }

  /** Why {@link #uriText()} is not a URI; its {@link UriSyntaxException#index()} is an index of {@link #uriText()}. */
  public UriSyntaxException error() {
    return error;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof RejectedCandidate r && sameSpan(r) && r.error.kind() == error.kind()
        && r.error.index() == error.index();
  }

  /** For example {@code RejectedCandidate[1..13 ANGLE_BRACKETS INVALID_PORT at 10]}. */
  @Override
  public String toString() {
    return "RejectedCandidate[" + start() + ".." + end() + " " + kind() + " " + error.kind() + " at " + error.index() + "]";
  }
}
