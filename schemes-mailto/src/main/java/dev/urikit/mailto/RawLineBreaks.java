package dev.urikit.mailto;

import dev.urikit.UriSyntaxException;

/**
 * Names the header in which a raw CR or LF stands, for the generic parser's "invalid character" error
 * on such text: the header-injection attempt of RFC 6068 section 7 reported as such.
 */
final class RawLineBreaks {

  private static final String SCHEME = "mailto:";

  private RawLineBreaks() {}

  /**
   * {@code e} with a message naming the header, when it reports a raw CR or LF in {@code mailto} text;
   * otherwise {@code e} itself.
   */
  static UriSyntaxException named(String text, UriSyntaxException e) {
    int index = e.index();
    if (e.kind() != UriSyntaxException.Kind.INVALID_CHARACTER || index >= text.length()
        || (text.charAt(index) != '\r' && text.charAt(index) != '\n')
        || !text.regionMatches(true, 0, SCHEME, 0, SCHEME.length())) {
      return e;
    }
    String message = "mailto: raw CR or LF in " + where(text, index) + " at index " + index
        + ": a URI cannot hold one (RFC 3986 section 2), and only the body may hold an encoded one (RFC 6068 section 7)";
    return new UriSyntaxException(e.kind(), index, message, "mailto", "mailto.header.crlf", e);
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
      return MailtoScheme.TO_LABEL;
    }
    int nameEnd = fieldStart;
    while (nameEnd < index && text.charAt(nameEnd) != '=') {
      nameEnd++;
    }
    for (int i = fieldStart; i < nameEnd; i++) {
      if (text.charAt(i) == '%' && (i + 2 >= nameEnd || !isHex(text.charAt(i + 1)) || !isHex(text.charAt(i + 2)))) {
        return "a header whose name is not a field name";
      }
    }
    return MailtoScheme.label(text, fieldStart, nameEnd);
  }

  private static boolean isHex(char c) {
    return (c >= '0' && c <= '9') || ((c | 0x20) >= 'a' && (c | 0x20) <= 'f');
  }
}
