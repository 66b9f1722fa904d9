package dev.urikit.mailto;

import dev.urikit.PercentEncoding;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Address lists in raw {@code mailto} text, split as {@link MailtoSyntax} describes: at commas outside
 * quoted strings, without the spaces and tabs around each address.
 */
final class Addresses {

  private Addresses() {}

  /** The decoded addresses of {@code [start, end)}; an empty range has none. Unmodifiable. */
  static List<String> decoded(String s, int start, int end) {
    if (start == end) {
      return List.of();
    }
    List<String> addresses = new ArrayList<>();
    int i = start;
    while (true) {
      int pieceEnd = MailtoSyntax.addressEnd(s, i, end);
      int a = MailtoSyntax.trimStart(s, i, pieceEnd);
      addresses.add(PercentEncoding.decode(s, a, MailtoSyntax.trimEnd(s, a, pieceEnd)));
      if (pieceEnd == end) {
        return Collections.unmodifiableList(addresses);
      }
      i = pieceEnd + 1;
    }
  }

  /**
   * {@code s[start, end)} with the ASCII letters of each address's domain in lower case, percent-triplets
   * left as they are (RFC 5321 section 2.4: domains are case-insensitive, local parts are not).
   */
  static String lowerCaseDomains(String s, int start, int end) {
    StringBuilder sb = new StringBuilder(end - start).append(s, start, end);
    if (start == end) {
      return "";
    }
    int i = start;
    while (true) {
      int pieceEnd = MailtoSyntax.addressEnd(s, i, end);
      int at = MailtoSyntax.at(s, i, pieceEnd);
      if (at >= 0) {
        for (int j = at + 1; j < pieceEnd; j += MailtoSyntax.width(s, j)) {
          char c = s.charAt(j);
          if (c >= 'A' && c <= 'Z') {
            sb.setCharAt(j - start, (char) (c + ('a' - 'A')));
          }
        }
      }
      if (pieceEnd == end) {
        return sb.toString();
      }
      i = pieceEnd + 1;
    }
  }
}
