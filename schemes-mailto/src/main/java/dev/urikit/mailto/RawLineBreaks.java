package dev.urikit.mailto;

import dev.urikit.UriSyntaxException;

/**
 * Names the header in which a raw CR, LF or other control character stands, for the generic parser's
 * "invalid character" error on such text: the header-injection attempt of RFC 6068 section 7 reported as
 * such, with the code the same character gets percent-encoded.
 */
final class RawLineBreaks {

  private static final String SCHEME = "mailto:";

  private RawLineBreaks() {}

  /**
   * {@code e} with a message naming the header, when it reports a raw control character (C0 or DEL) in
   * {@code mailto} text; otherwise {@code e} itself.
   */
  static UriSyntaxException named(String text, UriSyntaxException e) {
    int index = e.index();
    if (e.kind() != UriSyntaxException.Kind.INVALID_CHARACTER || index >= text.length()
        || Validation.asciiControl(text.charAt(index), false) == Validation.OK
        || !text.regionMatches(true, 0, SCHEME, 0, SCHEME.length())) {
      return e;
    }
    boolean lineBreak = text.charAt(index) == '\r' || text.charAt(index) == '\n';
    String message = "mailto: raw " + (lineBreak ? "CR or LF" : "control character") + " in " + where(text, index)
        + " at index " + index + ": a URI cannot hold one (RFC 3986 section 2), and only the body may hold an "
        + "encoded one (RFC 6068 sections 5 and 7)";
    return new UriSyntaxException(e.kind(), index, message, "mailto",
        lineBreak ? "mailto.header.crlf" : "mailto.header.control", e);
  }

  /** The part of the text that {@code index} is in: the addresses, a header or the fragment. */
  private static String where(String text, int index) {
    int query = -1;
    int fieldStart = -1;
    for (int i = SCHEME.length(); i < index; i++) {
      char c = text.charAt(i);
      if (c == '#') {
        return "the fragment";
      }
      if (c == '?' && query < 0) {
        query = i;
        fieldStart = i + 1;
      } else if (c == '&' && query >= 0) {
        fieldStart = i + 1;
      }
    }
    if (query < 0) {
      return Rules.TO_LABEL;
    }
    int nameEnd = fieldStart;
    while (nameEnd < index && text.charAt(nameEnd) != '=') {
      nameEnd++;
    }
    return Rules.label(text, fieldStart, nameEnd);
  }
}
