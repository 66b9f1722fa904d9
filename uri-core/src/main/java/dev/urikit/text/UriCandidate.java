package dev.urikit.text;

import java.util.Objects;

/**
 * Something in running text that reads as a URI: a {@link UriMatch} when it parses, a
 * {@link RejectedCandidate} when it does not. {@link UriExtractor#extract(CharSequence)} gives matches
 * only; {@link UriExtractor#candidates(CharSequence)} gives both, in the order of the text.
 *
 * <pre>{@code
 * UriExtractor.create().candidates("see <http://[::1/> or <http://[::1]/>")
 * // [RejectedCandidate[5..17 ANGLE_BRACKETS INVALID_IP_LITERAL at 11],
 * //  UriMatch[23..36 ANGLE_BRACKETS http://[::1]/]]
 * }</pre>
 *
 * <p>Offsets count UTF-16 units ({@code char}s) from the start of the text or stream, as {@code long}
 * so that a stream of any size can be read; the span covers the URI as written, without its delimiters
 * (RFC 3986 Appendix C: the wrappers "do not form part of the URI") but with any whitespace inside it.
 */
public abstract sealed class UriCandidate permits UriMatch, RejectedCandidate {

  /** How the candidate stood in the text. */
  public enum Kind {
    /** In angle brackets, {@code <http://example.com/>} or {@code <URL:http://example.com/>}. */
    ANGLE_BRACKETS,
    /** In double quotes, {@code "http://example.com/"}. */
    QUOTED,
    /** Delimited by whitespace and punctuation alone, {@code http://example.com/.} */
    BARE,
    /** An abbreviated reference, {@code www.example.com}, read as {@code http://www.example.com}. */
    WWW,
    /** An e-mail address, {@code user@example.com}, read as {@code mailto:user@example.com}. */
    EMAIL
  }

  private final long start;
  private final long end;
  private final String text;
  private final String uriText;
  private final Kind kind;

  UriCandidate(long start, long end, String text, String uriText, Kind kind) {
    this.start = start;
    this.end = end;
    this.text = text;
    this.uriText = uriText;
    this.kind = kind;
  }

  /** The index of the first character of the URI as written. */
  public final long start() {
    return start;
  }

  /** The index after the last character of the URI as written. */
  public final long end() {
    return end;
  }

  /** The text of the span {@code [start, end)} as written, whitespace and line breaks included. */
  public final String text() {
    return text;
  }

  /**
   * The text given to the parser: {@link #text()} without whitespace, {@code "http://"} before a
   * {@link Kind#WWW} reference and {@code "mailto:"} before an {@link Kind#EMAIL} address. An IRI stays
   * as written here; the {@link UriMatch#uri()} is the URI it maps to.
   */
  public final String uriText() {
    return uriText;
  }

  /** How the candidate stood in the text. */
  public final Kind kind() {
    return kind;
  }

  /** Whether {@code other} has the same span, kind, text and text given to the parser. */
  final boolean sameSpan(UriCandidate other) {
    return other.start == start && other.end == end && other.kind == kind && other.text.equals(text)
        && other.uriText.equals(uriText);
  }

  @Override
  public final int hashCode() {
    return Objects.hash(start, end, kind, text);
  }
}
