package dev.urikit.mailto;

import dev.urikit.CharClass;
import dev.urikit.PercentEncoding;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The header fields of a {@code mailto} query, {@code hfname "=" hfvalue} joined by {@code "&"}
 * (RFC 6068 section 2), read from raw text that {@link MailtoScheme#validate} has accepted.
 */
final class Fields {

  /** What a canonical encoding leaves unencoded: unreserved characters and the harmless some-delims. */
  private static final CharClass CANONICAL = CharClass.UNRESERVED.union(CharClass.of("!$'()*;:@"));

  /** Receives one field: the name is {@code [nameStart, nameEnd)}, the value {@code [valueStart, end)}. */
  interface Visitor {
    void field(int nameStart, int nameEnd, int valueStart, int end);
  }

  private Fields() {}

  /** Calls {@code visitor} for each field of the query {@code [start, end)}, in written order. */
  static void forEach(String s, int start, int end, Visitor visitor) {
    int i = start;
    while (true) {
      int fieldEnd = MailtoSyntax.fieldEnd(s, i, end);
      int eq = MailtoSyntax.firstEquals(s, i, fieldEnd);
      visitor.field(i, eq < 0 ? fieldEnd : eq, eq < 0 ? fieldEnd : eq + 1, fieldEnd);
      if (fieldEnd == end) {
        return;
      }
      i = fieldEnd + 1;
    }
  }

  /** The decoded fields of the query {@code [start, end)}, names as written; unmodifiable. */
  static List<MailtoHeader> headers(String s, int start, int end) {
    List<MailtoHeader> headers = new ArrayList<>();
    forEach(s, start, end, (nameStart, nameEnd, valueStart, fieldEnd) -> headers.add(
        new MailtoHeader(PercentEncoding.decode(s, nameStart, nameEnd), PercentEncoding.decode(s, valueStart, fieldEnd))));
    return Collections.unmodifiableList(headers);
  }

  /** {@code decoded} in one encoding: everything but unreserved characters and {@code !$'()*;:@} encoded. */
  static String canonical(String decoded) {
    return PercentEncoding.encode(decoded, CANONICAL);
  }

  /** {@code text} with the ASCII letters in lower case and nothing else changed (header names, RFC 5322 section 1.2.2). */
  static String asciiLowerCase(String text) {
    char[] chars = text.toCharArray();
    for (int i = 0; i < chars.length; i++) {
      if (chars[i] >= 'A' && chars[i] <= 'Z') {
        chars[i] = (char) (chars[i] + ('a' - 'A'));
      }
    }
    return new String(chars);
  }
}
