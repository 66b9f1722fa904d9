package dev.urikit.text;

import dev.urikit.UriSyntaxException;
import java.util.Objects;

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
public final class RejectedCandidate implements UriCandidate {

  private final long start;
  private final long end;
  private final String text;
  private final String uriText;
  private final Kind kind;
  private final UriSyntaxException error;

  RejectedCandidate(long start, long end, String text, String uriText, Kind kind, UriSyntaxException error) {
    this.start = start;
    this.end = end;
    this.text = text;
    this.uriText = uriText;
    this.kind = kind;
    this.error = error;
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

  /** Why {@link #uriText()} is not a URI; its {@link UriSyntaxException#index()} is an index of {@link #uriText()}. */
  public UriSyntaxException error() {
    return error;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof RejectedCandidate r && r.start == start && r.end == end && r.kind == kind
        && r.text.equals(text) && r.uriText.equals(uriText) && r.error.kind() == error.kind()
        && r.error.index() == error.index();
  }

  @Override
  public int hashCode() {
    return Objects.hash(start, end, kind, text);
  }

  /** For example {@code RejectedCandidate[1..13 ANGLE_BRACKETS INVALID_PORT at 10]}. */
  @Override
  public String toString() {
    return "RejectedCandidate[" + start + ".." + end + " " + kind + " " + error.kind() + " at " + error.index() + "]";
  }
}
